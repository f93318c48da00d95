/** Tasks API (D1 §3–§7.6; TSK-01…25, GAP-33): every rule and bad input, fan-out, done rule, permissions, tenancy, events. */
import { ERROR_CODES, TASK_MESSAGES, endOfDayIn, calendarDateIn } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, taskAssignees, tasks } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, gql, login } from '../support/helpers.js';
import { Capture, startWatchedApp, type WatchedApp } from './support.js';

const TZ = 'America/New_York'; // the demo tenant's timezone

const TASK_FIELDS = `_id name dueDate taskType url isGroupTask approvalStatus done completedAt createdAt updatedAt
  createdBy { _id fullName } startup { _id name } viewerCanEdit viewerCanDelete viewerCanCheck viewerDone
  assignees { _id type done status completedAt user { _id fullName } startup { _id name } viaStartup { _id name } }`;
const CREATE = `mutation CreateTask($name: String, $dueDate: String, $done: Boolean, $assignees: [TaskAssigneeInput!], $url: String) {
  createTask(name: $name, dueDate: $dueDate, done: $done, assignees: $assignees, url: $url) { ${TASK_FIELDS} } }`;
const UPDATE = `mutation UpdateTask($taskId: ID!, $updatedTask: UpdatedTaskInput!) { updateTask(taskId: $taskId, updatedTask: $updatedTask) { ${TASK_FIELDS} } }`;
const DONE = `mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {
  updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) { ${TASK_FIELDS} } }`;
const DELETE = `mutation DeleteTask($taskId: ID!) { deleteTask(taskId: $taskId) }`;
const LIST = `query Tasks($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) {
  tasks(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) { totalCount next prev results { ${TASK_FIELDS} } } }`;
const STARTUP_TASKS = `query StartupTasks($startupId: ID!, $todayStart: DateTime!, $todayEnd: DateTime!) {
  startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd) { overdueTasks { _id name } todayTasks { _id name } futureTasks { _id name } } }`;
// The whole list (the largest page): the test is about who is visible, not about the default page of 50 names.
const OPTIONS = `query TaskAssigneeOptions($search: String) { taskAssigneeOptions(search: $search, limit: 200) { label options { label type value } } }`;

type TaskData = {
  _id: string;
  name: string;
  dueDate: string;
  taskType: string;
  isGroupTask: boolean;
  done: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanCheck: boolean;
  viewerDone: boolean | null;
  startup: { _id: string; name: string } | null;
  createdBy: { _id: string } | null;
  url: string | null;
  assignees: Array<{ _id: string; type: string; done: boolean; status: string; user: { _id: string } | null; startup: { _id: string } | null; viaStartup: { _id: string } | null }>;
};

/** A calendar day `offset` days from today in the demo timezone, as YYYY-MM-DD. */
function day(offset: number): string {
  const d = calendarDateIn(new Date(Date.now() + offset * 86_400_000), TZ);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

let t: WatchedApp;
let demoId: string;
let ids: Record<string, string>;
let startupIds: Record<string, string>;
const tokens: Record<string, string> = {};

async function as(email: string): Promise<string> {
  tokens[email] ??= await login(t.app, email.endsWith('@acme.test') ? ACME : DEMO, email);
  return tokens[email]!;
}

async function call<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  return gql<T>(t.app, email.endsWith('@acme.test') ? ACME : DEMO, query, { token: await as(email), variables });
}

async function create(email: string, variables: Record<string, unknown>): Promise<TaskData> {
  const res = await call<{ createTask: TaskData }>(email, CREATE, { dueDate: day(3), ...variables });
  if (!res.body.data?.createTask) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createTask;
}

async function taskCount(): Promise<number> {
  const rows = await t.db.tenant(demoId, (tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from tasks`));
  return rows.rows[0]!.n;
}

beforeAll(async () => {
  t = await startWatchedApp();
  demoId = t.incubatorIds.demo!;
  ids = await t.userIds('demo');
  const rows = await t.db.tenant(demoId, (tx) => tx.execute<{ id: string; name: string }>(sql`select id, name from startups`));
  startupIds = Object.fromEntries(rows.rows.map((r) => [r.name, r.id]));
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

const user = (email: string) => ({ type: 'User', value: ids[email] });

describe('createTask validation (D1 §5, TSK-15…17, GAP-33)', () => {
  it('answers the exact messages and writes nothing', async () => {
    const before = await taskCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ', assignees: [user('staff@demo.test')] }, TASK_MESSAGES.nameRequired],
      [{ name: 'x', dueDate: day(-3), assignees: [user('staff@demo.test')] }, TASK_MESSAGES.dueDateInPast],
      [{ name: 'x', dueDate: null, assignees: [user('staff@demo.test')] }, TASK_MESSAGES.dueDateRequired],
      [{ name: 'x', dueDate: 'not a date', assignees: [user('staff@demo.test')] }, TASK_MESSAGES.dueDateRequired],
      [{ name: 'x', assignees: [] }, TASK_MESSAGES.assigneeRequired],
      [{ name: 'x' }, TASK_MESSAGES.assigneeRequired],
      [{ name: 'x', assignees: [{ type: 'User' }] }, TASK_MESSAGES.assigneeRequired],
      [{ name: 'x', assignees: [{ type: 'Team', value: ids['staff@demo.test'] }] }, TASK_MESSAGES.assigneeRequired],
      [{ name: 'x', assignees: [{ type: 'User', value: 'nope' }] }, 'Unknown assignee'],
      [{ name: 'x', assignees: [{ type: 'User', value: '00000000-0000-4000-8000-000000000000' }] }, 'Unknown assignee'],
      [{ name: 'x', assignees: [user('staff@demo.test')], url: 'ht tp://bad url' }, TASK_MESSAGES.urlInvalid],
      [{ name: '', dueDate: day(-5), assignees: [] }, `${TASK_MESSAGES.nameRequired}. ${TASK_MESSAGES.dueDateInPast}. ${TASK_MESSAGES.assigneeRequired}`],
    ];
    for (const [variables, message] of cases) {
      const res = await call('staff@demo.test', CREATE, { dueDate: day(2), ...variables });
      expect(res.body.errors?.[0], JSON.stringify(variables)).toMatchObject({ message, extensions: { code: ERROR_CODES.validation } });
    }
    expect(await taskCount()).toBe(before);
  });

  it('accepts yesterday (end of day within one day of now) and stores the end of day in the incubator timezone', async () => {
    const yesterday = await create('staff@demo.test', { name: 'Yesterday', dueDate: day(-1), assignees: [user('staff@demo.test')] });
    const [y, m, d] = day(-1).split('-').map(Number);
    expect(yesterday.dueDate).toBe(endOfDayIn({ year: y!, month: m!, day: d! }, TZ).toISOString());
    // An ISO instant is read as a day in New York: 03:00 UTC on the 10th is the 9th there.
    const [y2, m2, d2] = day(5).split('-').map(Number);
    const instant = new Date(Date.UTC(y2!, m2! - 1, d2! + 1, 3, 0, 0)).toISOString();
    const fromInstant = await create('staff@demo.test', { name: 'Instant', dueDate: instant, assignees: [user('staff@demo.test')], url: 'example.com/deck' });
    expect(fromInstant.dueDate).toBe(endOfDayIn({ year: y2!, month: m2!, day: d2! }, TZ).toISOString());
    expect(fromInstant.url).toBe('http://example.com/deck');
  });

  it('needs a signed-in viewer', async () => {
    const res = await gql(t.app, DEMO, CREATE, { variables: { name: 'x', dueDate: day(1), assignees: [user('staff@demo.test')] } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
  });
});

describe('assignees, fan-out and the done rule (TSK-04, TSK-05)', () => {
  it('a startup assignee reaches each of its people with their own flag; the task is done when every assignee is', async () => {
    const orbital = startupIds['Orbital Labs']!;
    const c1 = new Capture(t.pubsub, demoId, ids['cofounder@demo.test']!, 'tasks');
    const c2 = new Capture(t.pubsub, demoId, ids['cofounder2@demo.test']!, 'tasks');
    const task = await create('staff@demo.test', { name: 'Send the deck', assignees: [{ type: 'Startup', value: orbital }] });
    expect(task.isGroupTask).toBe(true);
    expect(task.startup?._id).toBe(orbital);
    const shape = task.assignees.map((a) => [a.type, a.user?._id ?? null, a.startup?._id ?? null, a.viaStartup?._id ?? null]);
    expect(shape[0]).toEqual(['Startup', null, orbital, null]);
    expect(shape.slice(1)).toHaveLength(2);
    expect(shape.slice(1)).toEqual(
      expect.arrayContaining([
        ['User', ids['cofounder@demo.test'], null, orbital],
        ['User', ids['cofounder2@demo.test'], null, orbital],
      ]),
    );
    expect(await c1.take()).toEqual([{ updateType: 'ADDED', taskId: task._id, task: { _id: task._id, dueDate: task.dueDate } }]);
    expect((await c2.take()).map((e) => e.updateType)).toEqual(['ADDED']);

    const first = await call<{ updateTaskDone: TaskData }>('cofounder@demo.test', DONE, { taskId: task._id, assigneeId: ids['cofounder@demo.test'], done: true });
    expect(first.body.data?.updateTaskDone).toMatchObject({ done: false, viewerDone: true });
    expect(first.body.data?.updateTaskDone.assignees.find((a) => a.type === 'Startup')?.done).toBe(false);
    expect(await c1.take()).toEqual([{ updateType: 'REMOVED', taskId: task._id, task: { _id: task._id, dueDate: task.dueDate } }]);

    const second = await call<{ updateTaskDone: TaskData }>('cofounder2@demo.test', DONE, { taskId: task._id, assigneeId: ids['cofounder2@demo.test'], done: true });
    expect(second.body.data?.updateTaskDone.done).toBe(true);
    expect(second.body.data?.updateTaskDone.assignees.every((a) => a.done && a.status === 'COMPLETED')).toBe(true);
    // Unticking makes it pending again, for the task and the startup row.
    const again = await call<{ updateTaskDone: TaskData }>('cofounder2@demo.test', DONE, { taskId: task._id, assigneeId: ids['cofounder2@demo.test'], done: false });
    expect(again.body.data?.updateTaskDone.done).toBe(false);
    expect(again.body.data?.updateTaskDone.assignees.find((a) => a.type === 'Startup')?.done).toBe(false);
    expect((await c2.take()).map((e) => e.updateType)).toEqual(['REMOVED', 'ADDED']);
    await c1.stop();
    await c2.stop();
  });

  it('someone reached directly and through a startup has one row; only assignees and the creator may tick', async () => {
    const task = await create('staff@demo.test', {
      name: 'Both ways',
      assignees: [user('cofounder@demo.test'), { type: 'Startup', value: startupIds['Orbital Labs'] }],
    });
    const rows = task.assignees.filter((a) => a.user?._id === ids['cofounder@demo.test']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.viaStartup).toBeNull();
    // cofounder ticking cofounder2's flag: someone else's assignment.
    const other = await call('cofounder@demo.test', DONE, { taskId: task._id, assigneeId: ids['cofounder2@demo.test'], done: true });
    expect(other.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    // The creator may tick anyone's; an assignee id that is not on the task is NotFound.
    const byCreator = await call<{ updateTaskDone: TaskData }>('staff@demo.test', DONE, { taskId: task._id, assigneeId: ids['cofounder2@demo.test'], done: true });
    expect(byCreator.body.data?.updateTaskDone.assignees.find((a) => a.user?._id === ids['cofounder2@demo.test'])?.done).toBe(true);
    const stranger = await call('staff@demo.test', DONE, { taskId: task._id, assigneeId: ids['founder@demo.test'], done: true });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.notFound);
  });

  it("someone outside the task cannot see it, and another tenant's id is not found", async () => {
    const task = await create('staff@demo.test', { name: 'Orbital only', assignees: [user('cofounder@demo.test')] });
    for (const [email, query, vars] of [
      ['founder@demo.test', DONE, { taskId: task._id, assigneeId: ids['founder@demo.test'], done: true }],
      ['founder@demo.test', UPDATE, { taskId: task._id, updatedTask: { name: 'hijack' } }],
      ['founder@demo.test', DELETE, { taskId: task._id }],
      ['admin@acme.test', DONE, { taskId: task._id, assigneeId: ids['cofounder@demo.test'], done: true }],
      ['admin@acme.test', UPDATE, { taskId: task._id, updatedTask: { name: 'hijack' } }],
      ['admin@acme.test', DELETE, { taskId: task._id }],
      ['staff@demo.test', DELETE, { taskId: 'not-an-id' }],
    ] as const) {
      const res = await call(email, query, vars);
      expect(res.body.errors?.[0]?.extensions?.code, `${email} ${query.slice(0, 30)}`).toBe(ERROR_CODES.notFound);
    }
    const acmeList = await call<{ tasks: { totalCount: number } }>('admin@acme.test', LIST, { queryOptions: { scope: 'USERS' } });
    expect(acmeList.body.data?.tasks.totalCount).toBe(0);
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ name: tasks.name }).from(tasks).where(eq(tasks.id, task._id)));
    expect(row?.name).toBe('Orbital only');
  });

  it('cannot assign people or startups outside the role visibility', async () => {
    // A community member sees Cofounders and CommunityMembers only (SELECTED), and no startups.
    const staff = await call('community@demo.test', CREATE, { name: 'x', dueDate: day(1), assignees: [user('staff@demo.test')] });
    expect(staff.body.errors?.[0]?.message).toBe('Unknown assignee');
    const startup = await call('community@demo.test', CREATE, { name: 'x', dueDate: day(1), assignees: [{ type: 'Startup', value: startupIds['Orbital Labs'] }] });
    expect(startup.body.errors?.[0]?.message).toBe('Unknown assignee');
    const ok = await call<{ createTask: TaskData }>('community@demo.test', CREATE, { name: 'Ping a founder', dueDate: day(1), assignees: [user('cofounder@demo.test'), user('community@demo.test')] });
    expect(ok.body.data?.createTask.assignees).toHaveLength(2);
    const acmeUser = await call('staff@demo.test', CREATE, { name: 'x', dueDate: day(1), assignees: [{ type: 'User', value: (await t.userIds('acme'))['admin@acme.test'] }] });
    expect(acmeUser.body.errors?.[0]?.message).toBe('Unknown assignee');
  });
});

describe('update and delete (TSK-22…24)', () => {
  it('updates name, due date and assignees; only the creator or an administrator', async () => {
    const task = await create('staff@demo.test', { name: 'Draft', assignees: [user('cofounder@demo.test')] });
    const byAssignee = await call('cofounder@demo.test', UPDATE, { taskId: task._id, updatedTask: { name: 'Mine now' } });
    expect(byAssignee.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    const bad = await call('staff@demo.test', UPDATE, { taskId: task._id, updatedTask: { name: '', dueDate: day(-4), assignees: [] } });
    expect(bad.body.errors?.[0]?.message).toBe(`${TASK_MESSAGES.nameRequired}. ${TASK_MESSAGES.dueDateInPast}. ${TASK_MESSAGES.assigneeRequired}`);

    const c1 = new Capture(t.pubsub, demoId, ids['cofounder@demo.test']!, 'tasks');
    const founder = new Capture(t.pubsub, demoId, ids['founder@demo.test']!, 'tasks');
    const res = await call<{ updateTask: TaskData }>('staff@demo.test', UPDATE, {
      taskId: task._id,
      updatedTask: { name: 'Final', dueDate: day(9), assignees: [user('founder@demo.test')] },
    });
    const updated = res.body.data!.updateTask;
    expect(updated.name).toBe('Final');
    expect(updated.assignees.map((a) => a.user?._id)).toEqual([ids['founder@demo.test']]);
    expect((await c1.take()).map((e) => e.updateType)).toEqual(['REMOVED']);
    expect(await founder.take()).toEqual([{ updateType: 'ADDED', taskId: task._id, task: { _id: task._id, dueDate: updated.dueDate } }]);
    // Moving the due date: the pending assignee sees REMOVED at the old date then ADDED at the new one.
    const moved = await call<{ updateTask: TaskData }>('admin@demo.test', UPDATE, { taskId: task._id, updatedTask: { dueDate: day(1) } });
    expect((await founder.take()).map((e) => [e.updateType, (e.task as { dueDate: string }).dueDate])).toEqual([
      ['REMOVED', updated.dueDate],
      ['ADDED', moved.body.data!.updateTask.dueDate],
    ]);
    await c1.stop();
    await founder.stop();
  });

  it('delete is guarded by TASK/TASK:DELETE, with the assigned criterion limited to the task’s startups', async () => {
    const task = await create('staff@demo.test', { name: 'To delete', assignees: [user('cofounder@demo.test')] });
    // The seeded Cofounder role does not hold the key.
    const denied = await call('cofounder@demo.test', DELETE, { taskId: task._id });
    expect(denied.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    const listed = await call<{ tasks: { results: TaskData[] } }>('cofounder@demo.test', LIST, {});
    expect(listed.body.data?.tasks.results.find((r) => r._id === task._id)?.viewerCanDelete).toBe(false);

    // Give the Cofounder role TASK/TASK:DELETE with 'assigned': tasks of their own startup only.
    const [role] = await t.db.tenant(demoId, (tx) => tx.select().from(roles).where(sql`type = 'Cofounder' and is_default`));
    await t.db.tenant(demoId, (tx) =>
      tx.update(roles).set({ permissions: [...role!.permissions, { key: 'TASK/TASK:DELETE', permissionCriteria: 'assigned' }] }).where(eq(roles.id, role!.id)),
    );
    try {
      const mentorOnly = await create('cofounder@demo.test', { name: 'For my mentor', assignees: [user('mentor@demo.test')] });
      expect(mentorOnly.viewerCanDelete).toBe(false);
      expect((await call('cofounder@demo.test', DELETE, { taskId: mentorOnly._id })).body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
      expect(task._id).toBeTruthy();
      const auth = await call<{ isUserAuthorized: boolean }>('cofounder@demo.test', 'query($d:[String!]){ isUserAuthorized(permission:"TASK/TASK:DELETE", data:$d) }', { d: [task._id] });
      expect(auth.body.data?.isUserAuthorized).toBe(true);
      const events = new Capture(t.pubsub, demoId, ids['cofounder@demo.test']!, 'tasks');
      const ok = await call<{ deleteTask: boolean }>('cofounder@demo.test', DELETE, { taskId: task._id });
      expect(ok.body.data?.deleteTask).toBe(true);
      expect(await events.take()).toEqual([{ updateType: 'REMOVED', taskId: task._id, task: { _id: task._id, dueDate: task.dueDate } }]);
      await events.stop();
      const [gone] = await t.db.tenant(demoId, (tx) => tx.select().from(taskAssignees).where(eq(taskAssignees.taskId, task._id)));
      expect(gone).toBeUndefined();
      // Staff hold the key with 'all'.
      expect((await call<{ deleteTask: boolean }>('staff@demo.test', DELETE, { taskId: mentorOnly._id })).body.data?.deleteTask).toBe(true);
    } finally {
      await t.db.tenant(demoId, (tx) => tx.update(roles).set({ permissions: role!.permissions }).where(eq(roles.id, role!.id)));
    }
  });
});

describe('lists (TSK-07, TSK-08, TSK-20)', () => {
  it("tasks: the viewer's pending tasks by due date, with before, paging and totalCount", async () => {
    const me = 'subadmin@demo.test';
    const made: TaskData[] = [];
    for (const [name, offset] of [['later', 20], ['soon', 0], ['tomorrow', 1], ['next week', 7]] as const) {
      made.push(await create('admin@demo.test', { name, dueDate: day(offset), assignees: [user(me)] }));
    }
    const done = await create('admin@demo.test', { name: 'already done', dueDate: day(0), done: true, assignees: [user(me)] });
    expect(done.done).toBe(true);
    const all = await call<{ tasks: { totalCount: number; next: string | null; prev: string | null; results: TaskData[] } }>(me, LIST, {
      queryOptions: { approvalStatus: 'APPROVED', completionStatus: 'PENDING' },
    });
    expect(all.body.data?.tasks.results.map((r) => r.name)).toEqual(['soon', 'tomorrow', 'next week', 'later']);
    expect(all.body.data?.tasks).toMatchObject({ totalCount: 4, next: null, prev: null });
    const endOfTomorrow = endOfDayIn(calendarDateIn(new Date(Date.now() + 86_400_000), TZ), TZ).toISOString();
    const navbar = await call<{ tasks: { totalCount: number; results: TaskData[] } }>(me, LIST, {
      queryOptions: { before: endOfTomorrow, approvalStatus: 'APPROVED', completionStatus: 'PENDING' },
    });
    expect(navbar.body.data?.tasks.results.map((r) => r.name)).toEqual(['soon', 'tomorrow']);
    const page1 = await call<{ tasks: { totalCount: number; next: string; prev: string | null; results: TaskData[] } }>(me, LIST, {
      queryOptions: { completionStatus: 'PENDING' },
      limit: 3,
    });
    expect(page1.body.data?.tasks.results).toHaveLength(3);
    const page2 = await call<{ tasks: { totalCount: number; next: string | null; prev: string | null; results: TaskData[] } }>(me, LIST, {
      queryOptions: { completionStatus: 'PENDING' },
      limit: 3,
      cursor: page1.body.data!.tasks.next,
    });
    expect(page2.body.data?.tasks.results.map((r) => r.name)).toEqual(['later']);
    expect(page2.body.data?.tasks).toMatchObject({ totalCount: 4, next: null, prev: expect.any(String) });
    // A cursor past the end: no results, the total still right (the count then comes from its own query).
    const pastEnd = await call<{ tasks: { totalCount: number; next: string | null; results: TaskData[] } }>(me, LIST, {
      queryOptions: { completionStatus: 'PENDING' },
      limit: 3,
      cursor: Buffer.from('o:30', 'utf8').toString('base64url'),
    });
    expect(pastEnd.body.data?.tasks).toMatchObject({ totalCount: 4, next: null, results: [] });
    const completed = await call<{ tasks: { results: TaskData[] } }>(me, LIST, { queryOptions: { completionStatus: 'COMPLETED' } });
    expect(completed.body.data?.tasks.results.map((r) => r.name)).toEqual(['already done']);
    for (const bad of [{ limit: 51 }, { limit: 0 }, { cursor: 'garbage' }]) {
      expect((await call(me, LIST, bad)).body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.validation);
    }
  });

  it('staff views: by user and by startup, limited by the role visibility', async () => {
    const solo = startupIds['Solo Robotics']!;
    const task = await create('staff@demo.test', { name: 'Solo review', assignees: [{ type: 'Startup', value: solo }] });
    const byStartup = await call<{ tasks: { results: TaskData[] } }>('staff@demo.test', LIST, { queryOptions: { scope: 'STARTUPS', startupIds: [solo] }, limit: 50 });
    expect(byStartup.body.data?.tasks.results.map((r) => r._id)).toContain(task._id);
    const byUser = await call<{ tasks: { results: TaskData[] } }>('staff@demo.test', LIST, { queryOptions: { scope: 'USERS', userIds: [ids['founder@demo.test']] }, limit: 50 });
    expect(byUser.body.data?.tasks.results.map((r) => r._id)).toContain(task._id);
    // The mentor is assigned to Orbital Labs and Greenleaf, not Solo Robotics.
    const mentor = await call<{ tasks: { results: TaskData[] } }>('mentor@demo.test', LIST, { queryOptions: { scope: 'STARTUPS' }, limit: 50 });
    expect(mentor.body.data?.tasks.results.map((r) => r._id)).not.toContain(task._id);
    const mentorUsers = await call<{ tasks: { results: TaskData[] } }>('mentor@demo.test', LIST, { queryOptions: { scope: 'USERS' }, limit: 50 });
    expect(mentorUsers.body.data?.tasks.results.map((r) => r._id)).not.toContain(task._id);
    const created = await call<{ tasks: { results: TaskData[] } }>('staff@demo.test', LIST, { queryOptions: { scope: 'CREATED' }, limit: 50 });
    expect(created.body.data?.tasks.results.every((r) => r.createdBy?._id === ids['staff@demo.test'])).toBe(true);
  });

  it('startupTasks: overdue, today and future around todayStart/todayEnd', async () => {
    const greenleaf = startupIds['Greenleaf Analytics']!;
    const yesterday = await create('staff@demo.test', { name: 'GL yesterday', dueDate: day(-1), assignees: [{ type: 'Startup', value: greenleaf }] });
    const today = await create('staff@demo.test', { name: 'GL today', dueDate: day(0), assignees: [{ type: 'Startup', value: greenleaf }] });
    const future = await create('staff@demo.test', { name: 'GL future', dueDate: day(4), assignees: [{ type: 'Startup', value: greenleaf }] });
    const d = calendarDateIn(new Date(), TZ);
    const todayEnd = endOfDayIn(d, TZ);
    const todayStart = new Date(endOfDayIn(calendarDateIn(new Date(Date.now() - 86_400_000), TZ), TZ).getTime() + 1);
    const res = await call<{ startupTasks: Record<string, Array<{ _id: string }>> }>('mentor@demo.test', STARTUP_TASKS, {
      startupId: greenleaf,
      todayStart: todayStart.toISOString(),
      todayEnd: todayEnd.toISOString(),
    });
    // The seed's own task of Greenleaf (seed/history.ts, D-175), due two days ago, comes first among the overdue.
    const seeded = await t.db.tenant(demoId, (tx) => tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.sourceKey, 'seed:startupTask:Greenleaf Analytics:0')));
    expect(res.body.data?.startupTasks).toEqual({
      overdueTasks: [
        { _id: seeded[0]!.id, name: 'Send the audited emissions baseline' },
        { _id: yesterday._id, name: 'GL yesterday' },
      ],
      todayTasks: [{ _id: today._id, name: 'GL today' }],
      futureTasks: [{ _id: future._id, name: 'GL future' }],
    });
    const hidden = await call('founder@demo.test', STARTUP_TASKS, { startupId: greenleaf, todayStart: todayStart.toISOString(), todayEnd: todayEnd.toISOString() });
    expect(hidden.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.forbidden);
    const acme = await call('admin@acme.test', STARTUP_TASKS, { startupId: greenleaf, todayStart: todayStart.toISOString(), todayEnd: todayEnd.toISOString() });
    expect(acme.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.notFound);
  });

  it('taskAssigneeOptions: groups of users and startups within the viewer’s visibility', async () => {
    const staff = await call<{ taskAssigneeOptions: Array<{ label: string; options: Array<{ label: string; type: string; value: string }> }> }>('staff@demo.test', OPTIONS);
    const [users, companies] = staff.body.data!.taskAssigneeOptions;
    expect(users?.label).toBe('Users');
    expect(users?.options.map((o) => o.value)).toContain(ids['cofounder@demo.test']);
    expect(users?.options.every((o) => o.type === 'User')).toBe(true);
    expect(companies?.options.map((o) => o.label)).toContain('Orbital Labs');
    const community = await call<{ taskAssigneeOptions: Array<{ options: Array<{ value: string; type: string }> }> }>('community@demo.test', OPTIONS);
    const [cUsers, cStartups] = community.body.data!.taskAssigneeOptions;
    expect(cUsers?.options.map((o) => o.value)).toContain(ids['community@demo.test']);
    expect(cUsers?.options.map((o) => o.value)).toContain(ids['cofounder@demo.test']);
    expect(cUsers?.options.map((o) => o.value)).not.toContain(ids['staff@demo.test']);
    expect(cStartups?.options).toEqual([]);
    const search = await call<{ taskAssigneeOptions: Array<{ options: Array<{ label: string }> }> }>('staff@demo.test', OPTIONS, { search: 'orbit' });
    expect(search.body.data?.taskAssigneeOptions[1]?.options.map((o) => o.label)).toEqual(['Orbital Labs']);
    const acme = await call<{ taskAssigneeOptions: Array<{ options: Array<{ value: string }> }> }>('admin@acme.test', OPTIONS);
    expect(acme.body.data?.taskAssigneeOptions[0]?.options.map((o) => o.value)).not.toContain(ids['staff@demo.test']);
  });
});
