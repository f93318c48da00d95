import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from './access-test-kit.js';
import { permissionsPolicy } from './permissions.policy.js';

describe('permissions policy (D-106)', () => {
  it.each(rulesListedAs(permissionsPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(permissionsPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(permissionsPolicy, 'authenticated').length + rulesListedAs(permissionsPolicy, 'public').length).toBe(Object.keys(permissionsPolicy).length);
  });
});
