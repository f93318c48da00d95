import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { articlesPolicy } from './articles.policy.js';

describe('articles policy (D-106, D-586; RTE-45, ROL-20)', () => {
  const rules = rulesListedAs(articlesPolicy, 'permission:ARTICLES:EDIT');

  it('every management field is ARTICLES:EDIT’s', () => {
    expect(rules).toHaveLength(Object.keys(articlesPolicy).length);
  });

  it.each(rules)('%s: the holders of ARTICLES:EDIT (staff roles and coaches by default, or a custom grant), no one else', async (_field, rule) => {
    for (const role of ['Admin', 'AdminCoach', 'Staff', 'SubAdmin', 'Coach'] as const) expect(await outcome(rule, role), role).toBe('allowed');
    for (const role of ['Mentor', 'Expert', 'Evaluator', 'Cofounder', 'CommunityMember', 'Applicant'] as const) {
      expect(await outcome(rule, role), role).toBe(forbidden('Only article editors can do this.'));
    }
    expect(await outcome(rule, { roleType: 'Mentor', permissions: [{ key: 'ARTICLES:EDIT', permissionCriteria: 'all' }] })).toBe('allowed');
    expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'TAGS:VIEW', permissionCriteria: 'all' }] })).toBe(forbidden('Only article editors can do this.'));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
