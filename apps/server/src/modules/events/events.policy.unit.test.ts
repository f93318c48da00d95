import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { eventsPolicy } from './events.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('events policy (issue 18, D-422)', () => {
  it('create and duplicate: EVENT:CREATE holders (staff, coach); mentors and the founder side refused', async () => {
    for (const rule of [eventsPolicy.createIncubatorEvent, eventsPolicy.duplicateIncubatorEvent]) {
      for (const role of ['Admin', 'Staff', 'Coach'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Mentor', 'Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('edits: editors and internal hosts; the founder side refused at the root', async () => {
    for (const rule of [eventsPolicy.updateIncubatorEvent, eventsPolicy.publishIncubatorEvent, eventsPolicy.archiveIncubatorEvent]) {
      for (const role of ['Admin', 'Staff', 'Coach', 'Mentor'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
    }
  });

  it('delete: EVENT:DELETE only (not the coach, who only creates)', async () => {
    expect(await outcome(eventsPolicy.deleteIncubatorEvent, 'Staff')).toBe('allowed');
    for (const role of ['Coach', 'Mentor', 'Cofounder'] as const) expect(await outcome(eventsPolicy.deleteIncubatorEvent, role)).toBe(REFUSED);
  });

  it('planning lists: staff with an Event key (D-427); mentors and the founder side refused', async () => {
    for (const role of ['Admin', 'Staff', 'Coach'] as const) expect(await outcome(eventsPolicy.planningEvents, role)).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(eventsPolicy.planningEvents, role)).toBe(REFUSED);
    expect(await outcome(eventsPolicy.planningEvents, null)).toBe(SIGNED_OUT);
  });

  it('attendance, cancelling and the attendee export: editors and internal hosts; the founder side refused (D-480, D-481)', async () => {
    for (const rule of [eventsPolicy.markAttendance, eventsPolicy.cancelIncubatorEvent, eventsPolicy.exportEventAttendees]) {
      for (const role of ['Admin', 'Staff', 'Coach', 'Mentor'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('post-event feedback: the feedback senders only (D-483); the founder side and mentors refused', async () => {
    expect(await outcome(eventsPolicy.sendEventFeedbackRequest, 'Admin')).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'Applicant'] as const) expect(await outcome(eventsPolicy.sendEventFeedbackRequest, role)).toBe(REFUSED);
  });

  it('reading and registering: any signed-in person (visibility decides per row)', async () => {
    for (const rule of [eventsPolicy.event, eventsPolicy.events, eventsPolicy.eventFilterOptions, eventsPolicy.registerForEvent, eventsPolicy.unregisterFromEvent, eventsPolicy.leaveEventWaitlist]) {
      expect(await outcome(rule, 'Cofounder')).toBe('allowed');
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });
});
