/** Issue 4 item 2: visibility settings really limit the startups and users lists (ALL, ASSIGNED, SELECTED, NONE). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../src/db/schema/index.js';
import { PORTFOLIO_STARTUPS } from '../../src/seed/startups-programs.js';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

const STARTUPS = 'query S($search: String, $cursor: String, $limit: Int) { startups(search: $search, cursor: $cursor, limit: $limit) { totalCount nextCursor results { _id name } } }';
const USERS = 'query U($search: String, $role: RoleType, $cursor: String, $limit: Int) { users(search: $search, role: $role, cursor: $cursor, limit: $limit) { totalCount nextCursor results { email role { roleType label } } } }';

type StartupPage = { startups: { totalCount: number; nextCursor: string | null; results: Array<{ name: string }> } };
type UserPage = { users: { totalCount: number; nextCursor: string | null; results: Array<{ email: string; role: { roleType: string } }> } };

describe('visibility-limited lists', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const names = async (who: string, host = DEMO, variables: Record<string, unknown> = {}) => {
    const { body } = await gql<StartupPage>(t.app, host, STARTUPS, { token: tokens[who], variables });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.startups.results.map((s) => s.name);
  };
  const emails = async (who: string, variables: Record<string, unknown> = {}) => {
    const { body } = await gql<UserPage>(t.app, DEMO, USERS, { token: tokens[who], variables: { limit: 100, ...variables } });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.users.results.map((u) => u.email).sort();
  };

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'expert', 'cofounder', 'applicant', 'community', 'partner']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('startups ALL: admin and staff see every startup of their tenant only', async () => {
    // The six of data.ts and the portfolio seed's (issue 14), by name.
    const seeded = ['Greenleaf Analytics', 'Kiln & Co', 'Northwind Mobility', 'Orbital Labs', 'Solo Robotics', 'Tidewater Health'];
    const all = [...seeded, ...PORTFOLIO_STARTUPS.map((s) => s.name)].sort((a, b) => a.localeCompare(b));
    expect(await names('admin', DEMO, { limit: 100 })).toEqual(all);
    expect(await names('staff', DEMO, { limit: 100 })).toEqual(all);
    expect(await names('acme', ACME)).toEqual(['Atelier Vélo', 'Lumière Bio']);
  });

  it('startups ASSIGNED: the mentor sees only the two startups assigned to them, through the API', async () => {
    expect(await names('mentor')).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect(await names('mentor', DEMO, { search: 'solo' })).toEqual([]);
    expect(await names('expert')).toEqual([]); // nothing assigned
    expect(await names('cofounder')).toEqual(['Orbital Labs']); // a member of it
  });

  it('startups SELECTED: the Venture Partner sees the role’s selected startups; NONE: nothing', async () => {
    expect(await names('partner')).toEqual(['Kiln & Co', 'Tidewater Health']);
    expect(await names('applicant')).toEqual([]);
    expect(await names('community')).toEqual([]);
  });

  it('startups: search, cursor paging and totalCount cover visible rows only; bad input → ValidationError', async () => {
    // 30 startups (data.ts and the portfolio seed, issue 14), by name: 28 on the first page, two on the next.
    const first = await gql<StartupPage>(t.app, DEMO, STARTUPS, { token: tokens.admin, variables: { limit: 28 } });
    expect(first.body.data!.startups).toMatchObject({ totalCount: 30 });
    expect(first.body.data!.startups.results).toHaveLength(28);
    const next = await gql<StartupPage>(t.app, DEMO, STARTUPS, { token: tokens.admin, variables: { limit: 28, cursor: first.body.data!.startups.nextCursor } });
    expect(next.body.data!.startups.results.map((s) => s.name)).toEqual(['Willow Mental Health', 'Yonder Travel']);
    expect(next.body.data!.startups.nextCursor).toBeNull();
    const mentor = await gql<StartupPage>(t.app, DEMO, STARTUPS, { token: tokens.mentor, variables: { limit: 1 } });
    expect(mentor.body.data!.startups.totalCount).toBe(2);
    expect(await names('admin', DEMO, { search: 'kiln' })).toEqual(['Kiln & Co']);
    expect(await names('admin', DEMO, { search: '%' })).toEqual([]);
    for (const variables of [{ limit: 0 }, { limit: 500 }, { cursor: 'garbage' }]) {
      const { body } = await gql(t.app, DEMO, STARTUPS, { token: tokens.admin, variables });
      expect(body.errors?.[0]?.extensions?.code).toBe('ValidationError');
    }
    expect((await gql(t.app, DEMO, STARTUPS)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('users ALL / SELECTED roles / ASSIGNED / NONE', async () => {
    const all = await emails('admin');
    expect(all).toContain('community@demo.test');
    expect(all).not.toContain('pending@demo.test'); // active only by default
    // Only the demo tenant's people (applicants and outside evaluators have their own e-mail domains, issue 16 item 9).
    const demoEmails = new Set((await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ email: users.email }).from(users))).map((u) => u.email));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => demoEmails.has(e))).toBe(true);
    expect(all.some((e) => e.endsWith('@acme.test'))).toBe(false);
    // Venture Partner: SELECTED roles Admin, AdminCoach, Staff, Cofounder.
    expect(await emails('partner')).toEqual(['admin@demo.test', 'admincoach@demo.test', 'cofounder2@demo.test', 'cofounder@demo.test', 'founder@demo.test', 'staff@demo.test']);
    // Mentor: ASSIGNED → the people of Orbital Labs and Greenleaf (members and assigned mentors).
    expect(await emails('mentor')).toEqual(['cofounder2@demo.test', 'cofounder@demo.test', 'mentor@demo.test']);
    expect(await emails('mentor', { role: 'Cofounder' })).toEqual(['cofounder2@demo.test', 'cofounder@demo.test']);
    // Evaluator-like NONE: the applicant sees nobody.
    expect(await emails('applicant')).toEqual([]);
  });

  it('a role’s visibility change takes effect on the next request', async () => {
    const demoId = t.incubatorIds.demo!;
    const [partner] = await t.db.tenant(demoId, (tx) => tx.select().from(roles).where(eq(roles.label, 'Venture Partner')));
    await t.db.tenant(demoId, (tx) => tx.update(roles).set({ startupAccess: { visibilitySettings: 'NONE' } }).where(eq(roles.id, partner!.id)));
    try {
      expect(await names('partner')).toEqual([]);
    } finally {
      await t.db.tenant(demoId, (tx) => tx.update(roles).set({ startupAccess: partner!.startupAccess }).where(eq(roles.id, partner!.id)));
    }
    expect(await names('partner')).toEqual(['Kiln & Co', 'Tidewater Health']);
  });
});
