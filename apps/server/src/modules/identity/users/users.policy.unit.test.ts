import { describe, expect, it } from 'vitest';
import { contextFor, outcome, rulesListedAs, SIGNED_OUT } from '../../permissions/access-test-kit.js';
import { userGateAllows, userGateRules, usersPolicy } from './users.policy.js';
import { describeAccess } from '../../permissions/access-rule.js';
import { accountsPolicy } from '../accounts/accounts.policy.js';
import { rolesPolicy } from '../../roles/roles.policy.js';
import { loadActor } from '../../permissions/policy.js';
import type { ViewerVisibility } from '../../permissions/visibility.js';

describe('users policy (D-106)', () => {
  it.each(rulesListedAs(usersPolicy, 'authenticated'))('%s: any signed-in viewer; signed out refused', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(usersPolicy, 'public'))('%s: anyone', async (_field, rule) => {
    expect(await outcome(rule, null)).toBe('allowed');
  });

  it('every rule is public or authenticated (row-level checks stay in the services)', () => {
    expect(rulesListedAs(usersPolicy, 'authenticated').length + rulesListedAs(usersPolicy, 'public').length).toBe(Object.keys(usersPolicy).length);
  });
});
describe('User field gates (D-107)', () => {
  const target = { _id: 'target', roleType: 'Cofounder' as const, status: 'active' };
  const facts = async (roleType: Parameters<typeof contextFor>[0], visibility: ViewerVisibility | null, user = target) => {
    const ctx = contextFor(roleType);
    return { viewer: ctx.viewer, actor: ctx.viewer ? await loadActor(ctx, ctx.viewer) : null, visibility, user };
  };
  const none: ViewerVisibility = { startupSetting: 'NONE', userSetting: 'NONE', startups: { kind: 'ids', ids: [] }, users: { kind: 'ids', ids: [] } };
  const all: ViewerVisibility = { ...none, userSetting: 'ALL', users: { kind: 'all' } };

  it('public fields: anyone', async () => {
    expect(userGateAllows('public', await facts(null, null))).toBe(true);
  });

  it('contact fields: the admin group, a role that sees the user, inviters of a pending user; not others, not signed out', async () => {
    expect(userGateAllows('contact', await facts({ roleType: 'Admin' }, none))).toBe(true);
    expect(userGateAllows('contact', await facts({ roleType: 'Staff' }, all))).toBe(true);
    expect(userGateAllows('contact', await facts({ roleType: 'CommunityMember' }, { ...none, userSetting: 'SELECTED', users: { kind: 'roles', roles: ['Cofounder'] } }))).toBe(true);
    expect(userGateAllows('contact', await facts({ roleType: 'CommunityMember' }, { ...none, userSetting: 'SELECTED', users: { kind: 'roles', roles: ['Mentor'] } }))).toBe(false);
    expect(userGateAllows('contact', await facts({ roleType: 'Mentor' }, { ...none, userSetting: 'ASSIGNED', users: { kind: 'ids', ids: ['target'] } }))).toBe(true);
    expect(userGateAllows('contact', await facts({ roleType: 'Applicant' }, none))).toBe(false);
    expect(userGateAllows('contact', await facts({ roleType: 'Staff' }, none, { ...target, status: 'pending' }))).toBe(true);
    expect(userGateAllows('contact', await facts({ roleType: 'Staff' }, none))).toBe(false);
    expect(userGateAllows('contact', await facts(null, all))).toBe(false);
  });

  it('self fields: only the user themself, not the admin group', async () => {
    const admin = await facts({ roleType: 'Admin' }, all);
    expect(userGateAllows('self', admin)).toBe(false);
    expect(userGateAllows('self', { ...admin, user: { ...target, _id: admin.viewer!.userId } })).toBe(true);
  });
});

describe('the rules the gates restate', () => {
  it('are the inviteUser and roles rules (terms)', () => {
    const terms = (text: string) => text.split(' — ')[0];
    expect(terms(describeAccess(userGateRules.inviters))).toBe(terms(describeAccess(accountsPolicy.inviteUser)));
    expect(terms(describeAccess(userGateRules.roleReaders))).toBe(terms(describeAccess(rolesPolicy.roles)));
  });
});
