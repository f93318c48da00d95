import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { emailsPolicy } from './emails.policy.js';

describe('emails policy (D-106, D-584)', () => {
  const rules = rulesListedAs(emailsPolicy, 'permission:EMAIL_TEMPLATES:MANAGE');

  it('every field of the area is EMAIL_TEMPLATES:MANAGE’s', () => {
    expect(rules).toHaveLength(Object.keys(emailsPolicy).length);
  });

  it.each(rules)('%s: the holders of EMAIL_TEMPLATES:MANAGE (Admin, AdminCoach or a custom grant), no one else', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach'] as const) expect(await outcome(rule, role), role).toBe('allowed');
    for (const role of ['Staff', 'SubAdmin', 'Coach', 'Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      expect(await outcome(rule, role), role).toBe(forbidden('Only email managers can do this.'));
    }
    expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'EMAIL_TEMPLATES:MANAGE', permissionCriteria: 'all' }] })).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
