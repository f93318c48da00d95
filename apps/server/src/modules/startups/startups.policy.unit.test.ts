import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { startupsPolicy } from './startups.policy.js';

describe('startups policy (D-106)', () => {
  it.each(rulesListedAs(startupsPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(startupsPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it.each(rulesListedAs(startupsPolicy, 'admin or role:staff'))('%s: the staff roles; others refused (D-116)', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'SubAdmin', 'Coach'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Cofounder', 'Applicant', 'CommunityMember', 'Evaluator'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('deleteStartup: STARTUP:DELETE (the administrators by default, not Staff)', async () => {
    expect(await outcome(startupsPolicy.deleteStartup, 'Admin')).toBe('allowed');
    expect(await outcome(startupsPolicy.deleteStartup, 'Staff')).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(startupsPolicy.deleteStartup, 'Cofounder')).toBe(forbidden(NOT_ALLOWED_MESSAGE));
  });

  it('every rule is listed above', () => {
    const listed = ['authenticated', 'public', 'admin or role:staff'].flatMap((terms) => rulesListedAs(startupsPolicy, terms)).length + 1;
    expect(listed).toBe(Object.keys(startupsPolicy).length);
  });
});

describe('Startup field gates (D-107)', () => {
  it('public fields for anyone; details when the role sees the startup', async () => {
    const { startupGateAllows } = await import('./startups.policy.js');
    expect(startupGateAllows('public', 's1', null)).toBe(true);
    expect(startupGateAllows('details', 's1', { kind: 'all' })).toBe(true);
    expect(startupGateAllows('details', 's1', { kind: 'ids', ids: ['s1'] })).toBe(true);
    expect(startupGateAllows('details', 's1', { kind: 'ids', ids: ['s2'] })).toBe(false);
    expect(startupGateAllows('details', 's1', null)).toBe(false);
  });
});
