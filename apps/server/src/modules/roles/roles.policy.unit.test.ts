import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { rolesPolicy } from './roles.policy.js';

describe('roles policy (D-106)', () => {
  it('reading roles: the admin group, or USER:INVITE, or USER_ROLES:EDIT', async () => {
    for (const rule of [rolesPolicy.roles, rolesPolicy.role]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe('allowed'); // USER:INVITE by default
      expect(await outcome(rule, { roleType: 'Coach', permissions: [{ key: 'USER_ROLES:EDIT', permissionCriteria: 'all' }] })).toBe('allowed');
      expect(await outcome(rule, 'Coach')).toBe(forbidden('You are not allowed to do this.'));
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('changing roles: the admin group only', async () => {
    for (const rule of [rolesPolicy.createRole, rolesPolicy.updateRole, rolesPolicy.deleteRole]) {
      expect(await outcome(rule, 'AdminCoach')).toBe('allowed');
      expect(await outcome(rule, { roleType: 'Staff', permissions: [{ key: 'USER_ROLES:EDIT', permissionCriteria: 'all' }] })).toBe(
        forbidden('Only administrators can do this.'),
      );
    }
  });
});
