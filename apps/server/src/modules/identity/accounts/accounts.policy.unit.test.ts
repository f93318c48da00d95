import { describe, expect, it } from 'vitest';
import { forbidden, outcome, SIGNED_OUT } from '../../permissions/access-test-kit.js';
import { accountsPolicy, accountsRoutePolicy } from './accounts.policy.js';

describe('identity policy (D-106)', () => {
  it('own account: any signed-in viewer', async () => {
    expect(await outcome(accountsPolicy.changePassword, 'Applicant')).toBe('allowed');
    expect(await outcome(accountsPolicy.resendConfirmationEmail, null)).toBe(SIGNED_OUT);
  });

  it('account deletion: any signed-in viewer, for their own account (the setting and the last administrator in the service)', async () => {
    for (const role of ['Applicant', 'Cofounder', 'Mentor', 'Admin'] as const) {
      expect(await outcome(accountsPolicy.accountDeletion, role)).toBe('allowed');
      expect(await outcome(accountsPolicy.deleteMyAccount, role)).toBe('allowed');
    }
    expect(await outcome(accountsPolicy.accountDeletion, null)).toBe(SIGNED_OUT);
    expect(await outcome(accountsPolicy.deleteMyAccount, null)).toBe(SIGNED_OUT);
  });

  it('inviteUser: the admin group or USER:INVITE', async () => {
    expect(await outcome(accountsPolicy.inviteUser, 'Admin')).toBe('allowed');
    expect(await outcome(accountsPolicy.inviteUser, 'Staff')).toBe('allowed');
    expect(await outcome(accountsPolicy.inviteUser, 'SubAdmin')).toBe('allowed');
    expect(await outcome(accountsPolicy.inviteUser, 'Coach')).toBe(forbidden('You are not allowed to do this.'));
    expect(await outcome(accountsPolicy.inviteUser, { roleType: 'Staff', permissions: [] })).toBe(forbidden('You are not allowed to do this.'));
  });

  it('deactivateUser: the admin group only', async () => {
    expect(await outcome(accountsPolicy.deactivateUser, 'AdminCoach')).toBe('allowed');
    expect(await outcome(accountsPolicy.deactivateUser, 'SubAdmin')).toBe(forbidden('You are not allowed to do this.'));
  });

  it('REST: the visitor routes are public, PUT /user needs a viewer', async () => {
    const { updateProfile, ...visitor } = accountsRoutePolicy;
    for (const rule of Object.values(visitor)) expect(await outcome(rule, null)).toBe('allowed');
    expect(await outcome(updateProfile, null)).toBe(SIGNED_OUT);
    expect(await outcome(updateProfile, 'Applicant')).toBe('allowed');
  });
});
