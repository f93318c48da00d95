import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { notificationsPolicy } from './notifications.policy.js';

describe('notifications policy (D-106)', () => {
  it.each(rulesListedAs(notificationsPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(notificationsPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(notificationsPolicy, 'authenticated').length + rulesListedAs(notificationsPolicy, 'public').length).toBe(Object.keys(notificationsPolicy).length);
  });
});
