import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { startupPeoplePolicy } from './startup-people.policy.js';

describe('startup people policy (D-106, D-116)', () => {
  it.each(Object.entries(startupPeoplePolicy))('%s: the staff roles; founders, mentors and the signed-out refused', async (_field, rule) => {
    for (const role of ['Admin', 'Staff', 'SubAdmin'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'Applicant'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
