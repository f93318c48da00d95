import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { programsPolicy } from './programs.policy.js';

describe('programs policy (D-106, D-116)', () => {
  it.each(rulesListedAs(programsPolicy, 'authenticated'))('%s: any signed-in viewer (rows limited by the service)', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(programsPolicy, 'admin or role:staff'))('%s: the staff roles, the Sub-Admin included', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'SubAdmin', 'Coach'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'Applicant'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
  });

  it('setProgramAdmins: staff but not the Sub-Admin (who runs a program decides their own scope)', async () => {
    expect(await outcome(programsPolicy.setProgramAdmins, 'Staff')).toBe('allowed');
    expect(await outcome(programsPolicy.setProgramAdmins, 'Admin')).toBe('allowed');
    expect(await outcome(programsPolicy.setProgramAdmins, 'SubAdmin')).toBe(forbidden('Only staff can choose program admins.'));
    expect(await outcome(programsPolicy.setProgramAdmins, null)).toBe(SIGNED_OUT);
  });
});
