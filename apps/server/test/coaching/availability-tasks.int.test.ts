/**
 * Issue 17 item 1 ("the avail task types prompt hosts who have none"; D-410): a mentor or expert without weekly rules
 * has an `avail` system task, a coach an `availCoaching` one, leading to /availability; saving rules completes it,
 * removing every rule opens it again; a role change to a hosting role opens it; the seed keeps its demo hosts
 * consistent (rules, or an open task). Also the host picker of /availability (AVAILABILITY:EDIT only, one tenant).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityRules, roles, tasks, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const MINE = `query { tasks(queryOptions: { scope: MINE, completionStatus: PENDING }) { results { _id name taskType url viewerCanCheck } } }`;
const SET_RULES = 'mutation S($hostId: ID, $rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(hostId: $hostId, rules: $rules) { hostId rules { _id } } }';
const READ = 'query R($hostId: ID) { hostAvailability(hostId: $hostId) { hostId viewerCanEditOthers } }';
const HOSTS = 'query H($search: String) { availabilityHosts(search: $search) { _id fullName roleType } }';
const CHANGE_ROLE = 'mutation C($userId: ID!, $roleId: ID!) { changeUserRole(userId: $userId, roleId: $roleId) { _id } }';

interface MyTask {
  _id: string;
  name: string;
  taskType: string;
  url: string | null;
  viewerCanCheck: boolean;
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const availTasks = async (token: string) =>
  (await ok<{ tasks: { results: MyTask[] } }>(t.app, DEMO, token, MINE)).tasks.results.filter((task) => task.taskType === 'avail' || task.taskType === 'availCoaching');

beforeAll(async () => {
  for (const who of ['mentor', 'coach', 'admin', 'expert', 'staff', 'evaluator']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const rows = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const row of rows) ids[row.email] = row.id;
});

describe('avail / availCoaching system tasks', () => {
  it('a mentor without rules has the avail task; saving rules completes it, clearing them opens a new one', async () => {
    const [open] = await availTasks(tokens.mentor!);
    expect(open).toMatchObject({ taskType: 'avail', url: '/availability', viewerCanCheck: false });
    await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: [{ weekday: 'MO', startMinute: 540, endMinute: 720 }] });
    expect(await availTasks(tokens.mentor!)).toEqual([]);
    const [done] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ completedAt: tasks.completedAt }).from(tasks).where(eq(tasks.id, open!._id)));
    expect(done?.completedAt).toBeInstanceOf(Date);
    // Saving again changes nothing; removing every rule asks again.
    await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: [{ weekday: 'TU', startMinute: 540, endMinute: 600 }] });
    expect(await availTasks(tokens.mentor!)).toEqual([]);
    await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: [] });
    const [reopened] = await availTasks(tokens.mentor!);
    expect(reopened).toMatchObject({ taskType: 'avail', name: 'Set your availability', url: '/availability' });
    expect(reopened!._id).not.toBe(open!._id);
  });

  it('a coach gets availCoaching; an administrator saving the coach’s rules completes the coach’s task', async () => {
    expect((await availTasks(tokens.coach!)).map((task) => task.taskType)).toEqual(['availCoaching']);
    await ok(t.app, DEMO, tokens.admin, SET_RULES, { hostId: ids['coach@demo.test'], rules: [{ weekday: 'WE', startMinute: 600, endMinute: 660 }] });
    expect(await availTasks(tokens.coach!)).toEqual([]);
  });

  it('the seeded hosts with rules have no open task; roles that do not host get none', async () => {
    expect(await availTasks(tokens.expert!)).toEqual([]);
    const rules = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: availabilityRules.id }).from(availabilityRules).where(eq(availabilityRules.hostUserId, ids['expert@demo.test']!)));
    expect(rules.length).toBeGreaterThan(0);
    expect(await availTasks(tokens.staff!)).toEqual([]);
  });

  it('a role change to Mentor opens the task for the person (after commit); back to Evaluator completes it', async () => {
    const roleIds = Object.fromEntries(
      (await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: roles.id, type: roles.type }).from(roles).where(eq(roles.isDefault, true)))).map((r) => [r.type, r.id]),
    );
    const evaluatorId = ids['evaluator@demo.test']!;
    expect(await availTasks(tokens.evaluator!)).toEqual([]);
    await ok(t.app, DEMO, tokens.admin, CHANGE_ROLE, { userId: evaluatorId, roleId: roleIds.Mentor });
    const sourceKey = `avail:${evaluatorId}`;
    const openRows = () => t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.sourceKey, sourceKey), isNull(tasks.completedAt))));
    expect(await openRows()).toHaveLength(1);
    await ok(t.app, DEMO, tokens.admin, CHANGE_ROLE, { userId: evaluatorId, roleId: roleIds.Evaluator });
    expect(await openRows()).toEqual([]);
  });
});

describe('the host picker of /availability', () => {
  it('lists internal people by name for AVAILABILITY:EDIT holders and says so on hostAvailability', async () => {
    const { availabilityHosts } = await ok<{ availabilityHosts: { _id: string; fullName: string; roleType: string }[] }>(t.app, DEMO, tokens.admin, HOSTS, { search: 'Bell' });
    expect(availabilityHosts).toEqual([{ _id: ids['coach@demo.test'], fullName: 'Marcus Bell', roleType: 'Coach' }]);
    const all = await ok<{ availabilityHosts: { roleType: string }[] }>(t.app, DEMO, tokens.admin, HOSTS, {});
    expect(all.availabilityHosts.every((h) => !['Cofounder', 'Applicant', 'CommunityMember'].includes(h.roleType))).toBe(true);
    expect((await ok<{ hostAvailability: { viewerCanEditOthers: boolean } }>(t.app, DEMO, tokens.admin, READ)).hostAvailability.viewerCanEditOthers).toBe(true);
    expect((await ok<{ hostAvailability: { viewerCanEditOthers: boolean } }>(t.app, DEMO, tokens.mentor, READ)).hostAvailability.viewerCanEditOthers).toBe(false);
  });

  it('refuses a mentor; another tenant’s administrator finds none of this tenant’s people', async () => {
    expect((await fails(t.app, DEMO, tokens.mentor, HOSTS, {})).code).toBe('Forbidden');
    const acme = await ok<{ availabilityHosts: { _id: string }[] }>(t.app, ACME, tokens.acmeAdmin, HOSTS, {});
    expect(acme.availabilityHosts.some((h) => Object.values(ids).includes(h._id))).toBe(false);
  });
});
