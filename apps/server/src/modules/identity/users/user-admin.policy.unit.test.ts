import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../../permissions/access-test-kit.js';
import { userAdminPolicy } from './user-admin.policy.js';

describe('user-admin policy (D-106)', () => {
  it('user management: the admin group only', async () => {
    for (const rule of [userAdminPolicy.adminUsers, userAdminPolicy.licenceUsage, userAdminPolicy.changeUserRole]) {
      expect(await outcome(rule, 'Admin')).toBe('allowed');
      expect(await outcome(rule, 'Staff')).toBe(forbidden('Only administrators can do this.'));
      expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('the directory: any signed-in viewer, rows limited by the role', async () => {
    expect(await outcome(userAdminPolicy.users, 'Applicant')).toBe('allowed');
  });
});
