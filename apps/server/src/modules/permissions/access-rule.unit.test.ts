import { describe, expect, it } from 'vitest';
import { ADMIN, accessAllows, adminGroup, allowAnyOf, authenticated, describeAccess, permission, publicAccess, roleGroup } from './access-rule.js';
import { contextFor, forbidden, outcome, SIGNED_OUT } from './access-test-kit.js';
import { effectivePermissions } from './policy.js';

describe('access rules (D-106)', () => {
  it('public lets anyone in; authenticated any signed-in viewer', async () => {
    expect(await outcome(publicAccess(), null)).toBe('allowed');
    expect(await outcome(authenticated(), null)).toBe(SIGNED_OUT);
    expect(await outcome(authenticated(), 'Applicant')).toBe('allowed');
  });

  it('admin: the admin group only, with the default or a given message', async () => {
    expect(await outcome(adminGroup(), 'Admin')).toBe('allowed');
    expect(await outcome(adminGroup(), 'AdminCoach')).toBe('allowed');
    expect(await outcome(adminGroup(), 'SubAdmin')).toBe(forbidden('Only administrators can do this.'));
    expect(await outcome(adminGroup({ refused: 'No.' }), 'Staff')).toBe(forbidden('No.'));
    expect(await outcome(adminGroup(), null)).toBe(SIGNED_OUT);
  });

  it('role: a role group of the domain', async () => {
    const staff = allowAnyOf([roleGroup('staff')]);
    expect(await outcome(staff, 'Staff')).toBe('allowed');
    expect(await outcome(staff, 'Cofounder')).toBe(forbidden('You are not allowed to do this.'));
  });

  it('permission: any criterion; [all] only the criterion all', async () => {
    const edit = allowAnyOf([permission('METRICS:EDIT')]);
    const editAll = allowAnyOf([permission('METRICS:EDIT', 'all')]);
    const assigned = { roleType: 'Coach' as const, permissions: [{ key: 'METRICS:EDIT', permissionCriteria: 'assigned' as const }] };
    expect(await outcome(edit, assigned)).toBe('allowed');
    expect(await outcome(editAll, assigned)).toBe(forbidden('You are not allowed to do this.'));
    expect(await outcome(editAll, { roleType: 'Coach', permissions: [{ key: 'METRICS:EDIT', permissionCriteria: 'all' }] })).toBe('allowed');
    expect(await outcome(edit, { roleType: 'Coach', permissions: [] })).toBe(forbidden('You are not allowed to do this.'));
  });

  it('an unknown permission key fails when the rule is declared', () => {
    expect(() => permission('NO_SUCH:KEY')).toThrow(/unknown permission key/);
  });

  it('any of several terms; the refusal and the anonymous answer can be replaced', async () => {
    const rule = allowAnyOf([ADMIN, permission('USER:INVITE')], { refused: 'Nope', anonymous: () => new Error('x') as never });
    expect(await outcome(rule, 'Staff')).toBe('allowed');
    expect(await outcome(rule, 'Mentor')).toBe(forbidden('Nope'));
    await expect(outcome(rule, null)).rejects.toThrow('x');
  });

  it('the listed text is built from the terms and the note', () => {
    expect(describeAccess(authenticated('own sessions'))).toBe('authenticated — own sessions');
    expect(describeAccess(allowAnyOf([ADMIN, permission('METRICS:EDIT', 'all'), roleGroup('staff')]))).toBe(
      'admin or permission:METRICS:EDIT[all] or role:staff',
    );
  });

  it('accessAllows answers as enforceAccess does, given the actor', async () => {
    const rule = allowAnyOf([ADMIN, permission('METRICS:EDIT', 'all')]);
    for (const roleType of ['Admin', 'Staff', 'Coach', 'Cofounder', 'Applicant'] as const) {
      const ctx = contextFor({ roleType });
      const viewer = ctx.viewer!;
      const actor = { userId: viewer.userId, roleType, permissions: effectivePermissions(roleType, null), assignedStartupIds: new Set<string>() };
      expect(accessAllows(rule, viewer, actor), roleType).toBe((await outcome(rule, roleType)) === 'allowed');
    }
    expect(accessAllows(rule, null, null)).toBe(false);
    expect(accessAllows(publicAccess(), null, null)).toBe(true);
  });
});
