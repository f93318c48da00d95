import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { assessmentPolicy } from './assessment.policy.js';

describe('assessment policy (D-106, D-579)', () => {
  it.each(rulesListedAs(assessmentPolicy, 'authenticated'))('%s: any signed-in viewer (the startup and each evaluation checked by the services)', async (_field, rule) => {
    expect(await outcome(rule, 'Cofounder')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('declares every operation', () => {
    expect(Object.keys(assessmentPolicy)).toEqual(['startupAssessment']);
  });
});
