import { ROLE_TYPES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { feedPolicy } from './feed.policy.js';

const MEMBERS_REFUSED = forbidden('The activity feed is for the members of the organisation.');

describe('feed policy (D-106, D-581)', () => {
  const memberRules = rulesListedAs(feedPolicy, 'role:community');

  it('every operation but pinning is for the members: every role but Applicant', () => {
    expect(memberRules.map(([field]) => field).sort()).toEqual([
      'addFeedComment', 'createFeedPost', 'deleteFeedComment', 'deleteFeedPost', 'organizationFeed', 'setFeedPostLiked', 'updateFeedPost',
    ]);
  });

  it.each(memberRules)('%s: members in, applicants and the signed-out out', async (_field, rule) => {
    for (const role of ROLE_TYPES.filter((r) => r !== 'System' && r !== 'Applicant')) expect(await outcome(rule, role), role).toBe('allowed');
    expect(await outcome(rule, 'Applicant')).toBe(MEMBERS_REFUSED);
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('pinning: staff only', async () => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'Coach', 'SubAdmin'] as const) expect(await outcome(feedPolicy.setFeedPostPinned, role), role).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      expect(await outcome(feedPolicy.setFeedPostPinned, role), role).toBe(forbidden('Only staff can pin a post.'));
    }
    expect(await outcome(feedPolicy.setFeedPostPinned, null)).toBe(SIGNED_OUT);
  });
});
