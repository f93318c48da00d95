/**
 * D-107: one `User` and one `Startup` GraphQL type on every path, so the client stores each once; fields not every
 * viewer may see resolve to null for the viewers who may not (users.policy.ts, startups.policy.ts), whatever path
 * reached the record. Another tenant reaches nothing; an unauthorised role (Applicant: user and startup visibility
 * NONE) gets the public fields only.
 */
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

/**
 * SQL statements `run` sends, whichever driver the tests use: every Drizzle statement goes through its session's
 * prepareQuery. The least of three runs, so a statement of something else running at the same moment cannot count.
 */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const spies = [vi.spyOn(PgliteSession.prototype, 'prepareQuery'), vi.spyOn(NodePgSession.prototype, 'prepareQuery')];
  try {
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      for (const spy of spies) spy.mockClear();
      await run();
      counts.push(spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0));
    }
    return Math.min(...counts);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

interface Person {
  __typename: string;
  _id: string;
  fullName: string;
  email: string | null;
  status: string | null;
  validated: boolean | null;
  phone: string | null;
}
interface CardStartup {
  __typename: string;
  _id: string;
  name: string;
  peopleCount: number | null;
  createdAt: string | null;
  programs: Array<{ _id: string }> | null;
  people: Person[];
}

const ME = '{ currentUser { __typename _id fullName email validated startups { __typename _id name } } }';
const PERSON = '__typename _id fullName email status validated phone';
const CARD = `query C($id: ID!) { userProfileCard(id: $id) { _id startups { __typename _id name peopleCount createdAt programs { _id } people { ${PERSON} } } } }`;
const LIST = `query L($search: String) { startups(search: $search) { results { __typename _id name peopleCount people { ${PERSON} } } } }`;

describe('one User and one Startup type (D-107)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let founder: { __typename: string; _id: string; fullName: string; email: string | null; validated: boolean | null; startups: Array<{ __typename: string; _id: string; name: string }> };

  const card = async (who: string, id: string) => {
    const { body } = await gql<{ userProfileCard: { _id: string; startups: CardStartup[] } }>(t.app, DEMO, CARD, { token: tokens[who], variables: { id } });
    return body;
  };
  const personIn = (startups: CardStartup[], id: string): Person | undefined => startups.flatMap((s) => s.people).find((p) => p._id === id);

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'founder', 'applicant', 'staff']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    const { body } = await gql<{ currentUser: typeof founder }>(t.app, DEMO, ME, { token: tokens.founder });
    expect(body.errors).toBeUndefined();
    founder = body.data!.currentUser;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('the same user and startup reached through two paths have the same __typename and _id', async () => {
    expect(founder).toMatchObject({ __typename: 'User', email: 'founder@demo.test' });
    expect(founder.startups).toHaveLength(1);
    const own = founder.startups[0]!;
    expect(own.__typename).toBe('Startup');

    const viaCard = await card('admin', founder._id);
    expect(viaCard.errors).toBeUndefined();
    const cardStartup = viaCard.data!.userProfileCard.startups[0]!;
    expect(cardStartup).toMatchObject({ __typename: 'Startup', _id: own._id, name: own.name });
    expect(personIn(viaCard.data!.userProfileCard.startups, founder._id)).toMatchObject({ __typename: 'User', _id: founder._id, fullName: founder.fullName });

    const list = await gql<{ startups: { results: Array<{ __typename: string; _id: string; name: string; peopleCount: number | null; people: Person[] }> } }>(t.app, DEMO, LIST, {
      token: tokens.admin,
      variables: { search: own.name },
    });
    expect(list.body.errors).toBeUndefined();
    const listed = list.body.data!.startups.results.find((s) => s._id === own._id);
    expect(listed).toMatchObject({ __typename: 'Startup', _id: own._id, name: own.name, peopleCount: listed!.people.length });
    expect(listed!.people.find((p) => p._id === founder._id)).toMatchObject({ __typename: 'User', fullName: founder.fullName, email: 'founder@demo.test' });
  });

  it('D-107a: the same user through adminUsers, userProfileCard and currentUser is one User with one _id and one role', async () => {
    const SAME = '__typename _id fullName email status licenceGroup role { _id roleType isDefault label type }';
    type Same = { __typename: string; _id: string; fullName: string; email: string | null; status: string | null; licenceGroup: string | null; role: { _id: string; roleType: string; isDefault: boolean; label: string; type: string[] } };
    const me = await gql<{ currentUser: Same }>(t.app, DEMO, `{ currentUser { ${SAME} } }`, { token: tokens.founder });
    const viaCard = await gql<{ userProfileCard: Same }>(t.app, DEMO, `query C($id: ID!) { userProfileCard(id: $id) { ${SAME} } }`, { token: tokens.admin, variables: { id: founder._id } });
    const viaList = await gql<{ adminUsers: { results: Same[] } }>(t.app, DEMO, `query A($search: String) { adminUsers(search: $search) { results { ${SAME} } } }`, {
      token: tokens.admin,
      variables: { search: 'founder@demo.test' },
    });
    for (const body of [me.body, viaCard.body, viaList.body]) expect(body.errors).toBeUndefined();
    const listed = viaList.body.data!.adminUsers.results.find((u) => u._id === founder._id);
    const expected = { __typename: 'User', _id: founder._id, fullName: founder.fullName, email: 'founder@demo.test', status: 'active' };
    expect(me.body.data!.currentUser).toMatchObject(expected);
    expect(viaCard.body.data!.userProfileCard).toEqual(me.body.data!.currentUser);
    expect(listed).toEqual(me.body.data!.currentUser);
    expect(me.body.data!.currentUser.role.type).toEqual([me.body.data!.currentUser.role.roleType]);
  });

  it('contact fields: the user themself, the admin group and a role that sees the user; null for a role that does not', async () => {
    const self = personIn((await card('founder', founder._id)).data!.userProfileCard.startups, founder._id)!;
    expect(self.email).toBe('founder@demo.test');
    expect(self.status).toBe('active');
    expect(typeof self.validated).toBe('boolean');

    const admin = personIn((await card('admin', founder._id)).data!.userProfileCard.startups, founder._id)!;
    expect(admin).toMatchObject({ email: 'founder@demo.test', status: 'active' });
    // Staff: user visibility ALL.
    const staff = personIn((await card('staff', founder._id)).data!.userProfileCard.startups, founder._id)!;
    expect(staff).toMatchObject({ email: 'founder@demo.test', status: 'active' });

    // Applicant: user visibility NONE — the name shows, the contact fields are null, and nothing fails.
    const applicant = await card('applicant', founder._id);
    expect(applicant.errors).toBeUndefined();
    expect(personIn(applicant.data!.userProfileCard.startups, founder._id)).toMatchObject({ fullName: founder.fullName, email: null, status: null });
  });

  it('self-only fields: null for everyone but the user, administrators included', async () => {
    const admin = personIn((await card('admin', founder._id)).data!.userProfileCard.startups, founder._id)!;
    expect(admin).toMatchObject({ validated: null, phone: null });
    const applicant = personIn((await card('applicant', founder._id)).data!.userProfileCard.startups, founder._id)!;
    expect(applicant).toMatchObject({ validated: null, phone: null });
  });

  it('startup details: shown to roles that see the startup, null for one that does not', async () => {
    const admin = (await card('admin', founder._id)).data!.userProfileCard.startups[0]!;
    expect(admin.peopleCount).toBe(admin.people.length);
    expect(admin.createdAt).not.toBeNull();
    expect(Array.isArray(admin.programs)).toBe(true);
    const applicant = (await card('applicant', founder._id)).data!.userProfileCard.startups[0]!;
    expect(applicant).toMatchObject({ _id: admin._id, name: admin.name, peopleCount: null, createdAt: null, programs: null });
  });

  it('D-114: no second type for a task event, a categorisation state or a role access', async () => {
    const { body } = await gql<{ __schema: { types: Array<{ name: string; fields: Array<{ name: string; type: unknown }> | null }> } }>(
      t.app,
      DEMO,
      '{ __schema { types { name fields { name type { kind name ofType { kind name ofType { kind name ofType { name } } } } } } } }',
      { token: tokens.admin },
    );
    expect(body.errors).toBeUndefined();
    const types = new Map(body.data!.__schema.types.map((type) => [type.name, type]));
    for (const gone of ['TaskUpdateEventTask', 'StartupCategorizationState', 'RoleUserAccess', 'RoleStartupAccess']) expect(types.has(gone)).toBe(false);
    const fieldType = (type: string, field: string) => JSON.stringify(types.get(type)!.fields!.find((f) => f.name === field)!.type);
    expect(fieldType('TaskUpdateEvent', 'task')).toContain('"name":"Task"');
    expect(fieldType('StartupPendingData', 'startup')).toContain('"name":"Startup"');
    expect(fieldType('CategorizationSaveResult', 'startup')).toContain('"name":"Startup"');
    for (const role of ['Role', 'ManagedRole']) {
      expect(fieldType(role, 'userAccess')).toContain('"name":"UserAccess"');
      expect(fieldType(role, 'startupAccess')).toContain('"name":"StartupAccess"');
    }
    expect(fieldType('UserAccess', 'roles')).toContain('"name":"RoleType"');
    expect(fieldType('UserAccess', 'visibilitySettings')).toContain('"name":"VisibilitySetting"');
    expect(fieldType('StartupAccess', 'visibilitySettings')).toContain('"name":"VisibilitySetting"');
  });

  it("D-114: a startup's pending data answer the same Startup as currentUser, with the same categorisation state", async () => {
    const own = founder.startups[0]!;
    const PENDING = 'query P($id: ID!) { startupPendingData(startupId: $id) { startup { __typename _id name initialCategorizationComplete } } }';
    const pending = await gql<{ startupPendingData: { startup: Record<string, unknown> } }>(t.app, DEMO, PENDING, { token: tokens.founder, variables: { id: own._id } });
    expect(pending.body.errors).toBeUndefined();
    const list = await gql<{ startups: { results: Array<Record<string, unknown>> } }>(
      t.app,
      DEMO,
      'query L($search: String) { startups(search: $search) { results { __typename _id name initialCategorizationComplete } } }',
      { token: tokens.admin, variables: { search: own.name } },
    );
    const listed = list.body.data!.startups.results.find((s) => s._id === own._id)!;
    expect(typeof listed.initialCategorizationComplete).toBe('boolean');
    expect(pending.body.data!.startupPendingData.startup).toEqual(listed);
    expect(pending.body.data!.startupPendingData.startup).toMatchObject({ __typename: own.__typename, _id: own._id, name: own.name });

    // A role that neither sees the startup nor edits its metrics (Applicant) reads null, whatever the path.
    const applicant = await card('applicant', founder._id);
    const APPLICANT_CARD = 'query C($id: ID!) { userProfileCard(id: $id) { startups { _id initialCategorizationComplete } } }';
    const viaCard = await gql<{ userProfileCard: { startups: Array<Record<string, unknown>> } }>(t.app, DEMO, APPLICANT_CARD, { token: tokens.applicant, variables: { id: founder._id } });
    expect(applicant.errors).toBeUndefined();
    expect(viaCard.body.data!.userProfileCard.startups[0]).toEqual({ _id: own._id, initialCategorizationComplete: null });
    // And the pending data stay refused to it, with nothing of the startup in the answer.
    const refused = await gql(t.app, DEMO, PENDING, { token: tokens.applicant, variables: { id: own._id } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('Forbidden');
    expect(refused.body.data ?? null).toBeNull();
  });

  it("D-114: a user's role and the managed role share one UserAccess and one StartupAccess, with the same values", async () => {
    const ACCESS = 'userAccess { __typename roles visibilitySettings } startupAccess { __typename visibilitySettings startups }';
    const me = await gql<{ currentUser: { role: Record<string, unknown> & { _id: string } } }>(t.app, DEMO, `{ currentUser { role { _id ${ACCESS} } } }`, { token: tokens.admin });
    const managed = await gql<{ roles: Array<Record<string, unknown> & { _id: string }> }>(t.app, DEMO, `{ roles { _id ${ACCESS} } }`, { token: tokens.admin });
    expect(me.body.errors).toBeUndefined();
    expect(managed.body.errors).toBeUndefined();
    const mine = me.body.data!.currentUser.role;
    expect(mine).toMatchObject({ userAccess: { __typename: 'UserAccess', visibilitySettings: 'ALL' }, startupAccess: { __typename: 'StartupAccess', visibilitySettings: 'ALL', startups: [] } });
    expect(managed.body.data!.roles.find((r) => r._id === mine._id)).toEqual(mine);
    // A role with SELECTED visibility carries its lists the same way on both paths (a seeded custom role).
    const selected = managed.body.data!.roles.find((r) => (r.startupAccess as { visibilitySettings: string }).visibilitySettings === 'SELECTED');
    expect(selected).toBeDefined();
    expect((selected!.startupAccess as { startups: string[] }).startups.length).toBeGreaterThan(0);
    expect((selected!.userAccess as { roles: string[] }).roles.length).toBeGreaterThan(0);
  });

  it('D-114: role.isDefault costs the admin list no statement (the loaded role carries it)', async () => {
    const page = (fields: string) => `{ adminUsers(pageSize: 50) { results { _id role { _id label ${fields} } } } }`;
    const run = (fields: string) => async () => {
      const { body } = await gql<{ adminUsers: { results: Array<{ role: { _id: string } }> } }>(t.app, DEMO, page(fields), { token: tokens.admin });
      expect(body.errors).toBeUndefined();
      return body.data!.adminUsers.results;
    };
    const results = await run('isDefault roleType')();
    // The page holds several roles, so a statement per role would show.
    expect(new Set(results.map((u) => u.role._id)).size).toBeGreaterThan(3);
    const without = await statementsOf(run(''));
    const withDefault = await statementsOf(run('isDefault roleType'));
    expect(without).toBeGreaterThan(0);
    expect(withDefault).toBe(without);
  });

  it('another tenant reaches neither the user nor any of its fields', async () => {
    const { body: other } = await gql<{ userProfileCard: unknown }>(t.app, ACME, CARD, { token: tokens.acme, variables: { id: founder._id } });
    expect(other.errors?.[0]?.extensions?.code).toBe('NotFound');
    expect(other.data ?? null).toBeNull();
    expect(JSON.stringify(other)).not.toContain('founder@demo.test');
  });
});
