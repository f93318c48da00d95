import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../modules/permissions/access-test-kit.js';
import { realtimePolicy } from './realtime.policy.js';

describe('realtime policy (D-106)', () => {
  it.each(rulesListedAs(realtimePolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(realtimePolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(realtimePolicy, 'authenticated').length + rulesListedAs(realtimePolicy, 'public').length).toBe(Object.keys(realtimePolicy).length);
  });
});
