import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { startupsPolicy } from './startups.policy.js';

describe('startups policy (D-106)', () => {
  it.each(rulesListedAs(startupsPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(startupsPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(startupsPolicy, 'authenticated').length + rulesListedAs(startupsPolicy, 'public').length).toBe(Object.keys(startupsPolicy).length);
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
