/** ROL-13, ENT-11, issue 4 item 1: roles list, createRole, updateRole, deleteRole; plan gating; activity log. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, incubatorFeatureFlags, roles, startups } from '../../src/db/schema/index.js';
import { PERMISSION_KEYS } from '../../src/modules/permissions/catalogue.js';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

const ROLE_FIELDS = '_id type label isDefault fullAccess userCount permissions { key name permissionCriteria permissionCriteriaTypes } userAccess { roles visibilitySettings } startupAccess { visibilitySettings startups }';
const LIST = `{ roles { ${ROLE_FIELDS} } }`;
const CREATE = `mutation C($input: CreateRoleInput!) { createRole(input: $input) { ${ROLE_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateRoleInput!) { updateRole(id: $id, input: $input) { ${ROLE_FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteRole(id: $id) }';

interface RoleOut {
  _id: string;
  type: string;
  label: string;
  isDefault: boolean;
  userCount: number;
  permissions: Array<{ key: string; name: string; permissionCriteria: string; permissionCriteriaTypes: string[] }>;
  userAccess: { roles: string[]; visibilitySettings: string };
  startupAccess: { visibilitySettings: string; startups: string[] };
}

describe('roles API', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let demoId: string;
  let tidewater: string;

  const code = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;
  const roleCount = () => t.db.tenant(demoId, async (tx) => (await tx.select({ id: roles.id }).from(roles)).length);
  const logCount = (action: string) =>
    t.db.tenant(demoId, async (tx) => (await tx.select({ id: activityLogs.id }).from(activityLogs).where(eq(activityLogs.action, action))).length);

  const input = (label: string, extra: Record<string, unknown> = {}) => ({
    type: 'Mentor',
    label,
    permissions: [
      { key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' },
      { key: 'ARTICLES:EDIT', permissionCriteria: 'all' },
    ],
    userAccess: { visibilitySettings: 'SELECTED', roles: ['Staff', 'Cofounder'] },
    startupAccess: { visibilitySettings: 'SELECTED', startups: [tidewater] },
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp();
    demoId = t.incubatorIds.demo!;
    for (const who of ['admin', 'admincoach', 'staff', 'subadmin', 'cofounder', 'mentor']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Tidewater Health')));
    tidewater = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('lists the default roles with labels, catalogue names, criteria types and user counts; the seeded custom role too', async () => {
    const { body } = await gql<{ roles: RoleOut[] }>(t.app, DEMO, LIST, { token: tokens.admin });
    const list = body.data!.roles;
    expect(list.filter((r) => r.isDefault).map((r) => r.type).sort()).toEqual(
      ['Admin', 'AdminCoach', 'Applicant', 'Coach', 'Cofounder', 'CommunityMember', 'Evaluator', 'Expert', 'Mentor', 'Staff', 'SubAdmin'],
    );
    expect(list.find((r) => r.type === 'AdminCoach')?.label).toBe('Admin & Coach');
    expect(list.find((r) => r.type === 'Cofounder' && r.isDefault)?.label).toBe('Co/Founder');
    const partner = list.find((r) => r.label === 'Venture Partner')!;
    expect(partner).toMatchObject({ type: 'Mentor', isDefault: false, userCount: 1, startupAccess: { visibilitySettings: 'SELECTED' } });
    expect(partner.startupAccess.startups).toHaveLength(2);
    const metrics = partner.permissions.find((p) => p.key === 'METRICS/EDIT:VIEW')!;
    expect(metrics).toEqual({ key: 'METRICS/EDIT:VIEW', name: 'View startup metrics', permissionCriteria: 'assigned', permissionCriteriaTypes: ['all', 'assigned'] });
    expect(partner.permissions.find((p) => p.key === 'TAGS:VIEW')?.permissionCriteriaTypes).toEqual(['all']);
    expect(list.find((r) => r.type === 'Admin')?.permissions.length).toBe(PERMISSION_KEYS.length);
  });

  it('refuses the list to roles outside the admin group without USER:INVITE, and to the signed-out', async () => {
    expect(code((await gql(t.app, DEMO, LIST, { token: tokens.cofounder })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, LIST, { token: tokens.mentor })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, LIST)).body)).toBe('AuthenticationRequiredError');
    // Staff may read it (to invite) but not change it.
    expect((await gql<{ roles: RoleOut[] }>(t.app, DEMO, LIST, { token: tokens.staff })).body.data?.roles.length).toBeGreaterThan(10);
  });

  let created: RoleOut;
  it('createRole: admin creates a custom role from a base type; logged', async () => {
    const before = await logCount('role.created');
    const { body } = await gql<{ createRole: RoleOut }>(t.app, DEMO, CREATE, { token: tokens.admin, variables: { input: input('Investor Relations') } });
    expect(body.errors).toBeUndefined();
    created = body.data!.createRole;
    expect(created).toMatchObject({
      type: 'Mentor',
      label: 'Investor Relations',
      isDefault: false,
      userCount: 0,
      userAccess: { visibilitySettings: 'SELECTED', roles: ['Staff', 'Cofounder'] },
      startupAccess: { visibilitySettings: 'SELECTED', startups: [tidewater] },
    });
    expect(created.permissions.map((p) => [p.key, p.permissionCriteria])).toEqual([
      ['ARTICLES:EDIT', 'all'],
      ['METRICS/EDIT:VIEW', 'assigned'],
    ]);
    expect(await logCount('role.created')).toBe(before + 1);
  });

  it('createRole: Staff, Cofounder, SubAdmin and the other tenant are refused; nothing is written', async () => {
    const count = await roleCount();
    for (const who of ['staff', 'cofounder', 'subadmin']) {
      expect(code((await gql(t.app, DEMO, CREATE, { token: tokens[who], variables: { input: input(`X ${who}`) } })).body)).toBe('Forbidden');
    }
    // A token of tenant acme on demo's host is no session at all.
    expect(code((await gql(t.app, DEMO, CREATE, { token: tokens.acme, variables: { input: input('X acme') } })).body)).toBe('AuthenticationRequiredError');
    // acme's admin cannot touch demo's role through its own host.
    expect(code((await gql(t.app, ACME, UPDATE, { token: tokens.acme, variables: { id: created._id, input: { label: 'Hijacked' } } })).body)).toBe('NotFound');
    expect(code((await gql(t.app, ACME, DELETE, { token: tokens.acme, variables: { id: created._id } })).body)).toBe('NotFound');
    expect(await roleCount()).toBe(count);
  });

  it('bad input → ValidationError and nothing changes', async () => {
    const count = await roleCount();
    const bad: Array<Record<string, unknown>> = [
      input(''),
      input('Investor Relations'), // label taken
      input('mentor'), // the default Mentor role's label, any case
      input('Bad key', { permissions: [{ key: 'NOPE:NOPE', permissionCriteria: 'all' }] }),
      input('Bad criteria', { permissions: [{ key: 'ARTICLES:EDIT', permissionCriteria: 'assigned' }] }),
      input('Twice', { permissions: [{ key: 'TAGS:VIEW', permissionCriteria: 'all' }, { key: 'tags:view', permissionCriteria: 'all' }] }),
      input('No startups', { startupAccess: { visibilitySettings: 'SELECTED', startups: [] } }),
      input('Unknown startup', { startupAccess: { visibilitySettings: 'SELECTED', startups: ['00000000-0000-4000-8000-000000000000'] } }),
      input('No roles', { userAccess: { visibilitySettings: 'SELECTED', roles: [] } }),
      input('x'.repeat(61)),
    ];
    for (const variables of bad) {
      const { body } = await gql(t.app, DEMO, CREATE, { token: tokens.admin, variables: { input: variables } });
      expect({ label: variables.label, code: code(body) }).toEqual({ label: variables.label, code: 'ValidationError' });
    }
    // System is not a base type (a GraphQL enum value, refused by validation).
    const system = await gql(t.app, DEMO, CREATE, { token: tokens.admin, variables: { input: input('Sys', { type: 'System' }) } });
    expect(code(system.body)).toBe('ValidationError');
    expect(await roleCount()).toBe(count);
  });

  it('updateRole: changes label, permissions and visibility; logs only what changed; admin roles are not editable', async () => {
    const before = await logCount('role.updated');
    const { body } = await gql<{ updateRole: RoleOut }>(t.app, DEMO, UPDATE, {
      token: tokens.admincoach,
      variables: { id: created._id, input: { label: 'Investor Relations Lead', startupAccess: { visibilitySettings: 'ASSIGNED' }, permissions: [{ key: 'TAGS:VIEW', permissionCriteria: 'all' }] } },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateRole).toMatchObject({ label: 'Investor Relations Lead', startupAccess: { visibilitySettings: 'ASSIGNED', startups: [] } });
    expect(body.data!.updateRole.permissions.map((p) => p.key)).toEqual(['TAGS:VIEW']);
    expect(await logCount('role.updated')).toBe(before + 1);
    const [entry] = await t.db.tenant(demoId, (tx) =>
      tx.select().from(activityLogs).where(and(eq(activityLogs.action, 'role.updated'), eq(activityLogs.entityId, created._id))),
    );
    expect(entry?.before).toMatchObject({ label: 'Investor Relations' });
    expect(entry?.after).toMatchObject({ label: 'Investor Relations Lead' });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['label', 'permissions', 'startupAccess']);

    const adminRole = (await gql<{ roles: RoleOut[] }>(t.app, DEMO, LIST, { token: tokens.admin })).body.data!.roles.find((r) => r.type === 'Admin')!;
    expect(code((await gql(t.app, DEMO, UPDATE, { token: tokens.admin, variables: { id: adminRole._id, input: { label: 'Boss' } } })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, UPDATE, { token: tokens.staff, variables: { id: created._id, input: { label: 'Mine' } } })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, UPDATE, { token: tokens.admin, variables: { id: created._id, input: { label: ' ' } } })).body)).toBe('ValidationError');
  });

  it('a custom role saved with no permissions holds none (no silent base-type defaults)', async () => {
    const { body } = await gql<{ createRole: RoleOut }>(t.app, DEMO, CREATE, { token: tokens.admin, variables: { input: input('Observer', { permissions: [] }) } });
    expect(body.data!.createRole.permissions).toEqual([]);
    await gql(t.app, DEMO, DELETE, { token: tokens.admin, variables: { id: body.data!.createRole._id } });
  });

  it('deleteRole: not default roles, not while held; otherwise deleted and logged', async () => {
    const list = (await gql<{ roles: RoleOut[] }>(t.app, DEMO, LIST, { token: tokens.admin })).body.data!.roles;
    const mentorDefault = list.find((r) => r.type === 'Mentor' && r.isDefault)!;
    const partner = list.find((r) => r.label === 'Venture Partner')!;
    expect(code((await gql(t.app, DEMO, DELETE, { token: tokens.admin, variables: { id: mentorDefault._id } })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, DELETE, { token: tokens.admin, variables: { id: partner._id } })).body)).toBe('ValidationError');
    expect(code((await gql(t.app, DEMO, DELETE, { token: tokens.cofounder, variables: { id: created._id } })).body)).toBe('Forbidden');
    expect(code((await gql(t.app, DEMO, DELETE, { token: tokens.admin, variables: { id: 'nope' } })).body)).toBe('NotFound');
    const before = await logCount('role.deleted');
    expect((await gql(t.app, DEMO, DELETE, { token: tokens.admin, variables: { id: created._id } })).body.data).toEqual({ deleteRole: true });
    expect(await logCount('role.deleted')).toBe(before + 1);
    expect((await gql<{ roles: RoleOut[] }>(t.app, DEMO, LIST, { token: tokens.admin })).body.data!.roles.some((r) => r._id === created._id)).toBe(false);
  });

  it('createRole is plan-gated: refused with the plan message when custom roles are not in the plan', async () => {
    const acmeId = t.incubatorIds.acme!;
    const setEnabled = (enabled: boolean) =>
      t.db.tenant(acmeId, (tx) => tx.update(incubatorFeatureFlags).set({ enabled }).where(eq(incubatorFeatureFlags.flagName, 'resourceVisibility')));
    await setEnabled(false);
    try {
      const count = await t.db.tenant(acmeId, async (tx) => (await tx.select({ id: roles.id }).from(roles)).length);
      const { body } = await gql(t.app, ACME, CREATE, {
        token: tokens.acme,
        variables: { input: { ...input('Partenaire'), startupAccess: { visibilitySettings: 'ALL' } } },
      });
      expect(code(body)).toBe('Forbidden');
      expect(body.errors?.[0]?.message).toBe('This feature is not available in your selected plan');
      expect(await t.db.tenant(acmeId, async (tx) => (await tx.select({ id: roles.id }).from(roles)).length)).toBe(count);
    } finally {
      await setEnabled(true);
    }
    const ok = await gql<{ createRole: RoleOut }>(t.app, ACME, CREATE, {
      token: tokens.acme,
      variables: { input: { ...input('Partenaire'), startupAccess: { visibilitySettings: 'ALL' } } },
    });
    expect(ok.body.data?.createRole.label).toBe('Partenaire');
  });
});
