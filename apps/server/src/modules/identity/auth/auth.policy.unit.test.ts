import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../../permissions/access-test-kit.js';
import { authPolicy } from './auth.policy.js';

describe('auth policy (D-106)', () => {
  it.each(rulesListedAs(authPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(authPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(authPolicy, 'authenticated').length + rulesListedAs(authPolicy, 'public').length).toBe(Object.keys(authPolicy).length);
  });
});

describe('auth routes policy', () => {
  it('sign-in answers visitors; logout needs the token it revokes', async () => {
    const { authRoutePolicy } = await import('./auth.policy.js');
    expect(await outcome(authRoutePolicy.signIn, null)).toBe('allowed');
    expect(await outcome(authRoutePolicy.logout, null)).toBe(SIGNED_OUT);
    expect(await outcome(authRoutePolicy.logout, 'Applicant')).toBe('allowed');
  });
});
