import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { coachingPolicy } from './coaching.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('coaching policy (D-338)', () => {
  it('availability: internal roles (hosts) and AVAILABILITY:EDIT holders; founder side and visitors refused', async () => {
    const { availabilityHosts, ...hostFields } = coachingPolicy;
    expect(availabilityHosts).toBeDefined();
    for (const rule of Object.values(hostFields)) {
      for (const role of ['Mentor', 'Coach', 'Expert', 'Evaluator', 'Staff', 'Admin'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('the host picker: AVAILABILITY:EDIT holders only (coaches, staff, admins by default; mentors, experts refused)', async () => {
    for (const role of ['Coach', 'Staff', 'Admin'] as const) expect(await outcome(coachingPolicy.availabilityHosts, role)).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Evaluator', 'Cofounder'] as const) expect(await outcome(coachingPolicy.availabilityHosts, role)).toBe(REFUSED);
    expect(await outcome(coachingPolicy.availabilityHosts, null)).toBe(SIGNED_OUT);
  });
});
