import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { flagsPolicy } from './flags.policy.js';

describe('flags policy (D-106)', () => {
  it('reading flags: any signed-in viewer', async () => {
    for (const rule of [flagsPolicy.availableFeatureFlags, flagsPolicy.incubatorFeatureFlags, flagsPolicy.featureFlagsByName]) {
      expect(await outcome(rule, 'Applicant')).toBe('allowed');
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('switching a flag: the admin group only', async () => {
    expect(await outcome(flagsPolicy.setFeatureFlag, 'Admin')).toBe('allowed');
    expect(await outcome(flagsPolicy.setFeatureFlag, 'SubAdmin')).toBe(forbidden('Only administrators can change organisation settings.'));
  });
});
