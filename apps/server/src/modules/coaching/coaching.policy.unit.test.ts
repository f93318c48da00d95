import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { coachingPolicy } from './coaching.policy.js';

const REFUSED = forbidden(NOT_ALLOWED_MESSAGE);

describe('coaching policy (D-338)', () => {
  it('availability: internal roles (hosts) and AVAILABILITY:EDIT holders; founder side and visitors refused', async () => {
    for (const rule of Object.values(coachingPolicy)) {
      for (const role of ['Mentor', 'Coach', 'Expert', 'Evaluator', 'Staff', 'Admin'] as const) expect(await outcome(rule, role)).toBe('allowed');
      for (const role of ['Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(REFUSED);
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });
});
