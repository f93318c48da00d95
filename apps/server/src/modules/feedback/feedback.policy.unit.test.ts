import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { FEEDBACK_ANSWER_READERS, feedbackPolicy } from './feedback.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);
const holding = (key: string) => ({ roleType: 'Staff' as const, permissions: [{ key, permissionCriteria: 'all' as const }] });

describe('feedback policy (D-106, D2 §6.1 Feedback request keys)', () => {
  it('sending: FEEDBACK_REQUEST:CREATE (default staff) or an administrator', async () => {
    expect(await outcome(feedbackPolicy.sendFeedbackRequest, 'Admin')).toBe('allowed');
    expect(await outcome(feedbackPolicy.sendFeedbackRequest, holding('FEEDBACK_REQUEST:CREATE'))).toBe('allowed');
    expect(await outcome(feedbackPolicy.sendFeedbackRequest, holding('FEEDBACK_REQUEST:VIEW'))).toBe(REFUSED);
    expect(await outcome(feedbackPolicy.sendFeedbackRequest, 'Cofounder')).toBe(REFUSED);
    expect(await outcome(feedbackPolicy.sendFeedbackRequest, null)).toBe(SIGNED_OUT);
  });

  it('changing, closing, reminding: FEEDBACK_REQUEST:EDIT only', async () => {
    for (const rule of [feedbackPolicy.updateFeedbackRequest, feedbackPolicy.closeFeedbackRequest, feedbackPolicy.remindFeedbackRecipients]) {
      expect(await outcome(rule, holding('FEEDBACK_REQUEST:EDIT'))).toBe('allowed');
      expect(await outcome(rule, holding('FEEDBACK_REQUEST:CREATE'))).toBe(REFUSED);
      expect(await outcome(rule, 'Mentor')).toBe(REFUSED);
    }
  });

  it('the abilities: every signed-in member asks; the answer is the rules above', async () => {
    expect(await outcome(feedbackPolicy.feedbackAbilities, 'Cofounder')).toBe('allowed');
    expect(await outcome(feedbackPolicy.feedbackAbilities, null)).toBe(SIGNED_OUT);
  });

  it('the list: any Feedback request key; answers: ANSWER_VIEW', async () => {
    expect(await outcome(feedbackPolicy.feedbackRequests, holding('FEEDBACK_REQUEST:VIEW'))).toBe('allowed');
    expect(await outcome(feedbackPolicy.feedbackRequests, 'Cofounder')).toBe(REFUSED);
    expect(await outcome(FEEDBACK_ANSWER_READERS, holding('FEEDBACK_REQUEST:ANSWER_VIEW'))).toBe('allowed');
    expect(await outcome(FEEDBACK_ANSWER_READERS, holding('FEEDBACK_REQUEST:VIEW'))).toBe(REFUSED);
  });

  it('answering: any signed-in member (the service keeps it to the recipient)', async () => {
    expect(await outcome(feedbackPolicy.submitSurvey, 'Cofounder')).toBe('allowed');
    expect(await outcome(feedbackPolicy.survey, null)).toBe(SIGNED_OUT);
  });
});
