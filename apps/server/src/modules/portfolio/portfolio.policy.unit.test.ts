import { describe, expect, it } from 'vitest';
import { outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { portfolioPolicy } from './portfolio.policy.js';

describe('portfolio policy (D-106)', () => {
  it.each(Object.entries(portfolioPolicy))('%s: staff roles, mentors and experts; founders, applicants and signed out refused', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'SubAdmin', 'Staff', 'Coach', 'Mentor', 'Expert'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Cofounder', 'Applicant', 'CommunityMember', 'Evaluator'] as const) expect(await outcome(rule, role)).toMatch(/^Forbidden/);
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
