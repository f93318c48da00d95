/**
 * Issue 14 item 5: the mentor directory (skills, industries, capacity, current load) and one-by-one assignment,
 * which drives ASSIGNED visibility. Every refusal leaves the assignments as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

type Entry = {
  user: { _id: string; fullName: string; email: string | null };
  roleType: string;
  capacity: number | null;
  load: number;
  industries: Array<{ _id: string; name: string }>;
  skills: Array<{ _id: string; name: string }>;
  startups: Array<{ _id: string; name: string }>;
};
const ENTRY = 'user { _id fullName email } roleType capacity load industries { _id name } skills { _id name } startups { _id name }';
const MENTORS = `query M($search: String, $role: RoleType, $industryId: ID, $tagId: ID, $cursor: String, $limit: Int) {
  mentors(search: $search, role: $role, industryId: $industryId, tagId: $tagId, cursor: $cursor, limit: $limit) { totalCount nextCursor results { ${ENTRY} } } }`;
const ASSIGN = 'mutation A($startupId: ID!, $userId: ID!) { assignMentor(startupId: $startupId, userId: $userId) { _id name } }';
const UNASSIGN = 'mutation U($startupId: ID!, $userId: ID!) { unassignMentor(startupId: $startupId, userId: $userId) { _id name } }';
const PROFILE = `mutation P($userId: ID!, $capacity: Int, $industryIds: [ID!]!, $skillTagIds: [ID!]!) {
  setMentorProfile(userId: $userId, capacity: $capacity, industryIds: $industryIds, skillTagIds: $skillTagIds) { ${ENTRY} } }`;
const STARTUPS = '{ startups(limit: 100) { results { _id name } } }';

type Page = { mentors: { totalCount: number; nextCursor: string | null; results: Entry[] } };

describe('mentor directory and assignment (issue 14 item 5)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const startupIds: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const directory = async (variables: Record<string, unknown> = {}, who = 'staff') => (await ok<Page>(t.app, DEMO, tokens[who], MENTORS, { limit: 100, ...variables })).mentors;
  const entryOf = async (email: string) => (await directory()).results.find((e) => e.user.email === email)!;
  const visibleStartups = async (who: string) =>
    (await ok<{ startups: { results: Array<{ name: string }> } }>(t.app, DEMO, tokens[who], STARTUPS)).startups.results.map((s) => s.name);

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'expert', 'coach', 'cofounder', 'community', 'subadmin']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    for (const s of (await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, tokens.admin, STARTUPS)).startups.results) startupIds[s.name] = s._id;
    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, tokens.admin, '{ users(limit: 100) { results { _id email } } }');
    for (const u of users.results) userIds[u.email.split('@')[0]!] = u._id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('lists mentors, coaches and experts (not other roles) with their current load; filters by role and search; paging', async () => {
    const page = await directory();
    const emails = page.results.map((e) => e.user.email);
    expect(emails).toEqual(expect.arrayContaining(['mentor@demo.test', 'expert@demo.test', 'coach@demo.test', 'admincoach@demo.test']));
    expect(emails).not.toContain('cofounder@demo.test');
    expect(emails).not.toContain('staff@demo.test');
    expect((await entryOf('mentor@demo.test')).load).toBe(2);
    expect((await entryOf('mentor@demo.test')).startups.map((s) => s.name)).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect((await directory({ role: 'Expert' })).results.map((e) => e.user.email)).toEqual(['expert@demo.test']);
    const first = await directory({ limit: 1 });
    expect(first.results).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    for (const variables of [{ limit: 0 }, { role: 'Cofounder' }, { industryId: 'x' }, { cursor: 'garbage' }]) {
      expect((await fails(t.app, DEMO, tokens.staff, MENTORS, variables)).code, JSON.stringify(variables)).toBe('ValidationError');
    }
  });

  it('staff set capacity, industries and skills (replaced wholesale); the directory filters by them; bad input changes nothing', async () => {
    const { createIndustry } = await ok<{ createIndustry: { _id: string } }>(t.app, DEMO, tokens.admin, 'mutation { createIndustry(name: "Mentor Industry") { _id } }');
    const skill = (await ok<{ createTag: { _id: string } }>(t.app, DEMO, tokens.staff, 'mutation { createTag(kind: skills, name: "Negotiation") { _id } }')).createTag;
    const topic = (await ok<{ createTag: { _id: string } }>(t.app, DEMO, tokens.staff, 'mutation { createTag(kind: topic, name: "Not a skill") { _id } }')).createTag;
    const acmeIndustry = (await ok<{ createIndustry: { _id: string } }>(t.app, ACME, tokens.acme, 'mutation { createIndustry(name: "Acme Industry") { _id } }')).createIndustry;
    const saved = (await ok<{ setMentorProfile: Entry }>(t.app, DEMO, tokens.staff, PROFILE, { userId: userIds.mentor, capacity: 3, industryIds: [createIndustry._id], skillTagIds: [skill._id] })).setMentorProfile;
    expect(saved).toMatchObject({ capacity: 3, load: 2, industries: [{ name: 'Mentor Industry' }], skills: [{ name: 'Negotiation' }] });
    expect((await directory({ industryId: createIndustry._id })).results.map((e) => e.user.email)).toEqual(['mentor@demo.test']);
    expect((await directory({ tagId: skill._id })).results.map((e) => e.user.email)).toEqual(['mentor@demo.test']);
    expect((await directory({ search: 'nobody-matches' })).totalCount).toBe(0);
    for (const [variables, field] of [
      [{ capacity: -1 }, 'capacity'],
      [{ capacity: 1000 }, 'capacity'],
      [{ industryIds: [acmeIndustry._id] }, 'industryIds'],
      [{ skillTagIds: [topic._id] }, 'tagIds'],
      [{ userId: userIds.cofounder }, 'userId'],
    ] as const) {
      const refusal = await fails(t.app, DEMO, tokens.staff, PROFILE, Object.assign({ userId: userIds.mentor, capacity: 5, industryIds: [], skillTagIds: [] }, variables));
      expect(refusal.code, JSON.stringify(variables)).toBe('ValidationError');
      expect(refusal.message.startsWith(`${field}: `), refusal.message).toBe(true);
    }
    expect(await entryOf('mentor@demo.test')).toMatchObject({ capacity: 3, industries: [{ name: 'Mentor Industry' }], skills: [{ name: 'Negotiation' }] });
    expect((await fails(t.app, DEMO, tokens.mentor, PROFILE, { userId: userIds.mentor, capacity: 9, industryIds: [], skillTagIds: [] })).code).toBe('Forbidden');
    await ok(t.app, DEMO, tokens.staff, PROFILE, { userId: userIds.mentor, capacity: null, industryIds: [], skillTagIds: [] });
    expect(await entryOf('mentor@demo.test')).toMatchObject({ capacity: null, industries: [], skills: [] });
  });

  it('assigning an expert to a startup opens it to them (ASSIGNED visibility); unassigning closes it again', async () => {
    expect(await visibleStartups('expert')).toEqual([]);
    expect((await ok<{ assignMentor: { name: string } }>(t.app, DEMO, tokens.staff, ASSIGN, { startupId: startupIds['Kiln & Co'], userId: userIds.expert })).assignMentor.name).toBe('Kiln & Co');
    expect(await visibleStartups('expert')).toEqual(['Kiln & Co']);
    expect((await entryOf('expert@demo.test')).load).toBe(1);
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: startupIds['Kiln & Co'], userId: userIds.expert })).message).toMatch(/^userId: .*already assigned/);
    await ok(t.app, DEMO, tokens.staff, UNASSIGN, { startupId: startupIds['Kiln & Co'], userId: userIds.expert });
    expect(await visibleStartups('expert')).toEqual([]);
    expect((await fails(t.app, DEMO, tokens.staff, UNASSIGN, { startupId: startupIds['Kiln & Co'], userId: userIds.expert })).message).toMatch(/^userId: .*not assigned/);
  });

  it('refusals change nothing: not a mentor, another tenant’s startup or user, missing ids, unauthorised roles', async () => {
    const before = await entryOf('mentor@demo.test');
    const kiln = startupIds['Kiln & Co'];
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: kiln, userId: userIds.cofounder })).message).toMatch(/^userId: Only mentors/);
    const acmeStartup = (await ok<{ startups: { results: Array<{ _id: string }> } }>(t.app, ACME, tokens.acme, STARTUPS)).startups.results[0]!._id;
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: acmeStartup, userId: userIds.mentor })).code).toBe('NotFound');
    const acmeUsers = await ok<{ users: { results: Array<{ _id: string }> } }>(t.app, ACME, tokens.acme, '{ users(limit: 1) { results { _id } } }');
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: kiln, userId: acmeUsers.users.results[0]!._id })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: 'garbage', userId: userIds.mentor })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.staff, ASSIGN, { startupId: kiln })).code).toBeDefined();
    for (const who of ['mentor', 'coach', 'cofounder', 'community']) {
      expect((await fails(t.app, DEMO, tokens[who], ASSIGN, { startupId: kiln, userId: userIds.mentor })).code, who).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], UNASSIGN, { startupId: startupIds['Orbital Labs'], userId: userIds.mentor })).code, who).toBe('Forbidden');
    }
    expect((await fails(t.app, DEMO, undefined, ASSIGN, { startupId: kiln, userId: userIds.mentor })).code).toBe('AuthenticationRequiredError');
    expect(await entryOf('mentor@demo.test')).toEqual(before);
  });

  it('mentorsAbilities and viewerCanUnassign answer with the rules the operations enforce (D-170)', async () => {
    const ABILITIES = '{ mentorsAbilities { viewerCanReadDirectory viewerCanAssign viewerCanEditProfiles viewerCanListSkills } }';
    const abilities = async (who: string) => (await ok<{ mentorsAbilities: Record<string, boolean> }>(t.app, DEMO, tokens[who], ABILITIES)).mentorsAbilities;
    const all = { viewerCanReadDirectory: true, viewerCanAssign: true, viewerCanEditProfiles: true, viewerCanListSkills: true };
    const none = { viewerCanReadDirectory: false, viewerCanAssign: false, viewerCanEditProfiles: false, viewerCanListSkills: false };
    expect(await abilities('admin')).toEqual(all);
    expect(await abilities('staff')).toEqual(all);
    // Sub-Admin: STARTUP:CONNECTIONS_EDIT 'assigned' (their program's startups), no USER:EDIT, no TAGS:VIEW.
    expect(await abilities('subadmin')).toEqual({ ...none, viewerCanReadDirectory: true, viewerCanAssign: true });
    expect(await abilities('coach')).toEqual({ ...none, viewerCanReadDirectory: true });
    for (const who of ['mentor', 'expert', 'cofounder', 'community']) expect(await abilities(who), who).toEqual(none);
    expect((await fails(t.app, DEMO, undefined, ABILITIES)).code).toBe('AuthenticationRequiredError');

    // Per assignment: what unassignMentor would answer. Staff may unassign every one, the coach none, the Sub-Admin
    // only those of the startups in their scope — and the mutation agrees.
    const ASSIGNMENTS = `query { mentors(limit: 100) { results { user { _id email } assignments { startup { _id name } viewerCanUnassign } } } }`;
    type Row = { user: { _id: string; email: string }; assignments: Array<{ startup: { _id: string; name: string }; viewerCanUnassign: boolean }> };
    const rows = async (who: string) => (await ok<{ mentors: { results: Row[] } }>(t.app, DEMO, tokens[who], ASSIGNMENTS)).mentors.results;
    const flags = (list: Row[]) => list.flatMap((r) => r.assignments.map((a) => a.viewerCanUnassign));
    expect(flags(await rows('staff')).length).toBeGreaterThan(0);
    expect(flags(await rows('staff')).every(Boolean)).toBe(true);
    expect(flags(await rows('coach')).some(Boolean)).toBe(false);
    const inScope = new Set(await visibleStartups('subadmin'));
    const subadminRows = await rows('subadmin');
    for (const row of subadminRows) for (const a of row.assignments) expect(a.viewerCanUnassign, a.startup.name).toBe(inScope.has(a.startup.name));
    const outside = subadminRows.flatMap((r) => r.assignments.filter((a) => !a.viewerCanUnassign).map((a) => ({ startupId: a.startup._id, userId: r.user._id })))[0];
    expect(outside, 'an assignment outside the Sub-Admin scope in the seed').toBeDefined();
    expect((await fails(t.app, DEMO, tokens.subadmin, UNASSIGN, outside!)).code).toBe('Forbidden');
    // Another tenant's administrator sees only their own people's assignments, never demo's startups.
    const acme = (await ok<{ mentors: { results: Row[] } }>(t.app, ACME, tokens.acme, ASSIGNMENTS)).mentors.results;
    expect(acme.flatMap((r) => r.assignments).every((a) => !Object.values(startupIds).includes(a.startup._id))).toBe(true);
  });

  it('the directory is for staff and connection editors; other roles are refused', async () => {
    expect((await directory({}, 'coach')).totalCount).toBeGreaterThan(0);
    for (const who of ['mentor', 'cofounder', 'community']) expect((await fails(t.app, DEMO, tokens[who], MENTORS, {})).code, who).toBe('Forbidden');
    // Another tenant's directory holds only its own people.
    const acme = (await ok<Page>(t.app, ACME, tokens.acme, MENTORS, { limit: 100 })).mentors.results;
    expect(acme.every((e) => e.user.email?.endsWith('@acme.test'))).toBe(true);
  });
});
