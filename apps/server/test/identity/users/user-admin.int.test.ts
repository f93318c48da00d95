/** Issue 4 item 6: adminUsers, licenceUsage, changeUserRole, inviteUser/deactivateUser with licences and activity log. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, incubators, roles, users } from '../../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../../support/helpers.js';
import { founderEmail, PORTFOLIO_STARTUPS } from '../../../src/seed/startups-programs.js';

const INVITED_FOUNDERS = PORTFOLIO_STARTUPS.flatMap((s) => (s.founders ?? []).map(([first]) => founderEmail(first, s.name)));

const ITEM = '_id fullName email status licenceGroup role { _id roleType label isDefault }';
const ADMIN_USERS = `query A($search: String, $roleId: ID, $status: UserStatus, $page: Int, $pageSize: Int) {
  adminUsers(search: $search, roleId: $roleId, status: $status, page: $page, pageSize: $pageSize) { totalCount page pageSize results { ${ITEM} } } }`;
const LICENCES = '{ licenceUsage { employeeCountLimit groups { group count roleTypes } } }';
const CHANGE = `mutation C($userId: ID!, $roleId: ID!) { changeUserRole(userId: $userId, roleId: $roleId) { ${ITEM} } }`;
const INVITE = 'mutation I($input: InviteUserInput!) { inviteUser(input: $input) { _id email status } }';
const DEACTIVATE = 'mutation D($userId: ID!) { deactivateUser(userId: $userId) }';

interface Item {
  _id: string;
  fullName: string;
  email: string;
  status: string;
  licenceGroup: string;
  role: { _id: string; roleType: string; label: string; isDefault: boolean };
}

describe('user management API', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let demoId: string;
  const roleIds: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const code = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;
  const logCount = (action: string) =>
    t.db.tenant(demoId, async (tx) => (await tx.select({ id: activityLogs.id }).from(activityLogs).where(eq(activityLogs.action, action))).length);
  const roleOf = async (userId: string) =>
    (await t.db.tenant(demoId, (tx) => tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId))))[0]?.roleId;

  beforeAll(async () => {
    t = await startTestApp();
    demoId = t.incubatorIds.demo!;
    for (const who of ['admin', 'admincoach', 'staff', 'subadmin', 'cofounder', 'coach']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    await t.db.tenant(demoId, async (tx) => {
      for (const r of await tx.select().from(roles)) roleIds[r.isDefault ? r.type : r.label] = r.id;
      for (const u of await tx.select({ id: users.id, email: users.email }).from(users)) userIds[u.email] = u.id;
    });
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('adminUsers: search by name or email, filter by role and status, pages with totalCount', async () => {
    const all = await gql<{ adminUsers: { totalCount: number; results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { pageSize: 5 } });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.adminUsers.results).toHaveLength(5);
    expect(all.body.data!.adminUsers.totalCount).toBeGreaterThanOrEqual(15);
    const page2 = await gql<{ adminUsers: { page: number; results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { pageSize: 5, page: 2 } });
    expect(page2.body.data!.adminUsers.page).toBe(2);
    expect(page2.body.data!.adminUsers.results.map((u) => u._id)).not.toContain(all.body.data!.adminUsers.results[0]!._id);

    const byName = await gql<{ adminUsers: { totalCount: number; results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { search: 'petrova' } });
    expect(byName.body.data!.adminUsers.results.map((u) => u.email)).toEqual(['mentor@demo.test']);
    const byEmail = await gql<{ adminUsers: { results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { search: 'partner@' } });
    expect(byEmail.body.data!.adminUsers.results).toMatchObject([{ email: 'partner@demo.test', role: { label: 'Venture Partner', roleType: 'Mentor', isDefault: false }, licenceGroup: 'licensed' }]);
    const byRole = await gql<{ adminUsers: { results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { roleId: roleIds.Cofounder } });
    // The seeded co-founders and the founders the portfolio seed invited (pending, issue 14).
    expect(byRole.body.data!.adminUsers.results.map((u) => u.email).sort()).toEqual(['cofounder2@demo.test', 'cofounder@demo.test', 'founder@demo.test', ...INVITED_FOUNDERS].sort());
    const pending = await gql<{ adminUsers: { results: Item[] } }>(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { status: 'pending' } });
    expect(pending.body.data!.adminUsers.results.map((u) => u.email)).toContain('pending@demo.test');
    expect(pending.body.data!.adminUsers.results.every((u) => u.status === 'pending')).toBe(true);
    // The other tenant's users never appear.
    const acme = await gql<{ adminUsers: { results: Item[] } }>(t.app, ACME, ADMIN_USERS, { token: tokens.acme, variables: { pageSize: 100 } });
    expect(acme.body.data!.adminUsers.results.every((u) => u.email.endsWith('@acme.test'))).toBe(true);
  });

  it('adminUsers and licenceUsage: Staff, SubAdmin, Cofounder refused; bad paging → ValidationError', async () => {
    for (const who of ['staff', 'subadmin', 'cofounder']) {
      expect(code((await gql(t.app, DEMO, ADMIN_USERS, { token: tokens[who] })).body)).toBe('Forbidden');
      expect(code((await gql(t.app, DEMO, LICENCES, { token: tokens[who] })).body)).toBe('Forbidden');
    }
    expect(code((await gql(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { pageSize: 1000 } })).body)).toBe('ValidationError');
    expect(code((await gql(t.app, DEMO, ADMIN_USERS, { token: tokens.admin, variables: { roleId: 'x' } })).body)).toBe('ValidationError');
  });

  it('licenceUsage: the four groupings with counts against the plan limit', async () => {
    const { body } = await gql<{ licenceUsage: { employeeCountLimit: number; groups: Array<{ group: string; count: number; roleTypes: string[] }> } }>(t.app, DEMO, LICENCES, { token: tokens.admin });
    const usage = body.data!.licenceUsage;
    expect(usage.employeeCountLimit).toBe(25);
    expect(usage.groups.map((g) => g.group)).toEqual(['licensed', 'externalNetwork', 'evaluators', 'other']);
    const by = Object.fromEntries(usage.groups.map((g) => [g.group, g]));
    // admin, admincoach, staff, coach, mentor, expert, subadmin, pending (Staff), partner (Venture Partner, Mentor-based)
    expect(by.licensed!.count).toBe(9);
    // evaluator@demo.test and the applications seed's three outside evaluators (issue 16 item 9).
    expect(by.evaluators).toMatchObject({ count: 4, roleTypes: ['Evaluator'] });
    // cofounder, cofounder2, founder, community and the founders the portfolio seed invited (issue 14).
    expect(by.externalNetwork).toMatchObject({ count: 4 + INVITED_FOUNDERS.length, roleTypes: ['Cofounder', 'CommunityMember'] });
    // applicant@demo.test, the applications seed's 74 applicants and the pipeline journey's 7 (issue 16).
    expect(by.other).toMatchObject({ count: 1 + 74 + 7, roleTypes: ['Applicant'] });
  });

  it('changeUserRole: admin assigns a custom role; logged; refusals change nothing', async () => {
    const target = userIds['community@demo.test']!;
    const before = await logCount('user.role_changed');
    const { body } = await gql<{ changeUserRole: Item }>(t.app, DEMO, CHANGE, { token: tokens.admin, variables: { userId: target, roleId: roleIds['Venture Partner'] } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.changeUserRole.role).toMatchObject({ label: 'Venture Partner', roleType: 'Mentor' });
    expect(await roleOf(target)).toBe(roleIds['Venture Partner']);
    expect(await logCount('user.role_changed')).toBe(before + 1);

    for (const who of ['staff', 'cofounder', 'subadmin']) {
      expect(code((await gql(t.app, DEMO, CHANGE, { token: tokens[who], variables: { userId: target, roleId: roleIds.CommunityMember } })).body)).toBe('Forbidden');
    }
    expect(code((await gql(t.app, ACME, CHANGE, { token: tokens.acme, variables: { userId: target, roleId: roleIds.CommunityMember } })).body)).toBe('NotFound');
    expect(code((await gql(t.app, DEMO, CHANGE, { token: tokens.admin, variables: { userId: userIds['admin@demo.test'], roleId: roleIds.Staff } })).body)).toBe('ValidationError');
    expect(code((await gql(t.app, DEMO, CHANGE, { token: tokens.admin, variables: { userId: target, roleId: 'nope' } })).body)).toBe('ValidationError');
    expect(code((await gql(t.app, DEMO, CHANGE, { token: tokens.admin, variables: { userId: target, roleId: roleIds.System } })).body)).toBe('NotFound');
    expect(await roleOf(target)).toBe(roleIds['Venture Partner']);
    expect(await logCount('user.role_changed')).toBe(before + 1);
    // Back to the default role.
    await gql(t.app, DEMO, CHANGE, { token: tokens.admin, variables: { userId: target, roleId: roleIds.CommunityMember } });
  });

  it('licensed seats: invitations and role changes beyond employeeCountLimit are refused with the plan message', async () => {
    const acmeId = t.incubatorIds.acme!;
    const setLimit = (employeeCountLimit: number) =>
      t.db.registry((tx) => tx.update(incubators).set({ planInfo: { name: 'Starter', employeeCountLimit } }).where(eq(incubators.id, acmeId)));
    const acmeRoles = await t.db.tenant(acmeId, (tx) => tx.select({ id: roles.id, type: roles.type }).from(roles).where(eq(roles.isDefault, true)));
    const acmeRole = (type: string) => acmeRoles.find((r) => r.type === type)!.id;
    const [cofounder] = await t.db.tenant(acmeId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, 'cofounder@acme.test')));
    await setLimit(1); // the admin holds the only seat
    try {
      const invite = await gql(t.app, ACME, INVITE, {
        token: tokens.acme,
        variables: { input: { email: 'coach@acme.test', firstName: 'Léa', lastName: 'Martin', roleId: acmeRole('Coach') } },
      });
      expect(code(invite.body)).toBe('Forbidden');
      expect(invite.body.errors?.[0]?.message).toBe('This feature is not available in your selected plan');
      const change = await gql(t.app, ACME, CHANGE, { token: tokens.acme, variables: { userId: cofounder!.id, roleId: acmeRole('Staff') } });
      expect(change.body.errors?.[0]?.message).toBe('This feature is not available in your selected plan');
      // Unlicensed roles need no seat.
      const founderInvite = await gql<{ inviteUser: { status: string } }>(t.app, ACME, INVITE, {
        token: tokens.acme,
        variables: { input: { email: 'founder2@acme.test', firstName: 'Inès', lastName: 'Roux', roleId: acmeRole('Cofounder') } },
      });
      expect(founderInvite.body.data?.inviteUser.status).toBe('pending');
      const count = await t.db.tenant(acmeId, async (tx) => (await tx.select({ id: users.id }).from(users).where(eq(users.email, 'coach@acme.test'))).length);
      expect(count).toBe(0);
      await setLimit(2);
      const ok = await gql<{ inviteUser: { status: string } }>(t.app, ACME, INVITE, {
        token: tokens.acme,
        variables: { input: { email: 'coach@acme.test', firstName: 'Léa', lastName: 'Martin', roleId: acmeRole('Coach') } },
      });
      expect(ok.body.data?.inviteUser.status).toBe('pending');
    } finally {
      await setLimit(5);
    }
  });

  it('inviteUser and deactivateUser write the activity log; Coach and Cofounder may not invite', async () => {
    const invited = await logCount('user.invited');
    const res = await gql<{ inviteUser: { _id: string } }>(t.app, DEMO, INVITE, {
      token: tokens.admin,
      variables: { input: { email: 'new.partner@demo.test', firstName: 'Ada', lastName: 'Byrne', roleId: roleIds['Venture Partner'] } },
    });
    expect(res.body.errors).toBeUndefined();
    expect(await logCount('user.invited')).toBe(invited + 1);
    for (const who of ['coach', 'cofounder']) {
      const refused = await gql(t.app, DEMO, INVITE, { token: tokens[who], variables: { input: { email: `x.${who}@demo.test`, firstName: 'X', lastName: 'Y', roleId: roleIds.Mentor } } });
      expect(code(refused.body)).toBe('Forbidden');
    }
    const deactivated = await logCount('user.deactivated');
    expect((await gql(t.app, DEMO, DEACTIVATE, { token: tokens.admin, variables: { userId: res.body.data!.inviteUser._id } })).body.data).toEqual({ deactivateUser: true });
    expect(await logCount('user.deactivated')).toBe(deactivated + 1);
    expect(code((await gql(t.app, DEMO, DEACTIVATE, { token: tokens.staff, variables: { userId: res.body.data!.inviteUser._id } })).body)).toBe('Forbidden');
  });
});
