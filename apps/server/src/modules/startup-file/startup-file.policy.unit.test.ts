import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { startupFilePolicy } from './startup-file.policy.js';

describe('startup-file policy (D-106)', () => {
  it('lists every field as signed-in only (the startup, its edit rights and the plan gate are checked by the service)', () => {
    expect(rulesListedAs(startupFilePolicy, 'authenticated')).toHaveLength(Object.keys(startupFilePolicy).length);
  });

  it.each(rulesListedAs(startupFilePolicy, 'authenticated'))('%s: any signed-in viewer', async (_field, rule) => {
    expect(await outcome(rule, 'CommunityMember')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
