import { describe, expect, it } from 'vitest';
import { outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { calendarPolicy, calendarRoutePolicy } from './calendar.policy.js';

const ROLES = ['Admin', 'Staff', 'Coach', 'Mentor', 'Expert', 'Evaluator', 'Cofounder', 'Applicant', 'CommunityMember'] as const;

describe('calendar policy (ROL-06, D-473)', () => {
  it('every role reads its own calendar and manages its own feed address; visitors are asked to sign in', async () => {
    for (const rule of Object.values(calendarPolicy)) {
      for (const role of ROLES) expect(await outcome(rule, role)).toBe('allowed');
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('the feed is open (its token is the right); an event download needs a sign-in', async () => {
    expect(await outcome(calendarRoutePolicy.feed, null)).toBe('allowed');
    expect(await outcome(calendarRoutePolicy.eventIcs, null)).toBe(SIGNED_OUT);
    expect(await outcome(calendarRoutePolicy.eventIcs, 'Cofounder')).toBe('allowed');
  });
});
