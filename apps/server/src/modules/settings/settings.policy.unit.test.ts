import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { ORGANISATION_ADMIN, settingsPolicy } from './settings.policy.js';

const REFUSED = forbidden('Only administrators can change organisation settings.');

describe('settings policy (D-106)', () => {
  it.each(rulesListedAs(settingsPolicy, 'admin'))('%s: the admin group only', async (_field, rule) => {
    expect(rule).toBe(ORGANISATION_ADMIN);
    expect(await outcome(rule, 'Admin')).toBe('allowed');
    expect(await outcome(rule, 'AdminCoach')).toBe('allowed');
    for (const role of ['SubAdmin', 'Staff', 'Coach', 'Cofounder', 'Applicant'] as const) expect(await outcome(rule, role), role).toBe(REFUSED);
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('industries and the incubatorUpdated subscription: any signed-in viewer', async () => {
    expect(await outcome(settingsPolicy.industries, 'Applicant')).toBe('allowed');
    expect(await outcome(settingsPolicy.incubatorUpdated, 'Cofounder')).toBe('allowed');
    expect(await outcome(settingsPolicy.incubatorUpdated, null)).toBe(SIGNED_OUT);
  });
});
