/** Notifications API (D1 §3, §4, §7.4–7.6; NTF-01…11, GAP-19): creation by events, paging, unread, last seen, prefs, tenancy. */
import { ERROR_CODES, NOTIFICATION_PAGE_SIZE, calendarDateIn } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries, mailMessages, startupIndustries, startups, tasks, users } from '../../src/db/schema/index.js';
import { notifyComment, notifyUsers } from '../../src/modules/notifications/notifications.service.js';
import { syncStartupProfileTask, syncUserProfileTask } from '../../src/modules/tasks/system-tasks.service.js';
import { ACME, closeTestDatabase, DEMO, gql, login } from '../support/helpers.js';
import { Capture, startWatchedApp, type WatchedApp } from '../tasks/support.js';

const PAGE = `query Notifications($page: Int, $pageSize: Int) { notifications(page: $page, pageSize: $pageSize) {
  unreadCount meta { currentPage totalPages pageSize totalCount }
  notifications { _id isRead createdAt message notificationStyle notification { _id url notificationType message actor { _id fullName } } } } }`;
const UNSEEN = `query { unseenNotifications { count lastSeenTimestamp } }`;
const SEEN = `mutation($ts: DateTime) { recordNotificationsLastSeen(timestamp: $ts) }`;
const READ = `mutation($ids: [ID!]!) { markNotificationsRead(notificationIds: $ids) }`;
const PREFS = `mutation($on: Boolean!) { updateNotificationPreferences(emailCopies: $on) { emailCopies } }`;
const CREATE = `mutation($name: String, $dueDate: String, $assignees: [TaskAssigneeInput!]) {
  createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id taskType } }`;
const DONE = `mutation($taskId: ID!, $assigneeId: ID!, $done: Boolean!) { updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) { _id } }`;
const UPDATE = `mutation($taskId: ID!) { updateTask(taskId: $taskId, updatedTask: { name: "renamed" }) { _id } }`;
const MINE = `query { tasks(queryOptions: { completionStatus: PENDING }, limit: 50) { results { _id taskType viewerCanCheck viewerCanEdit } } }`;

type Page = {
  unreadCount: number;
  meta: { currentPage: number; totalPages: number; pageSize: number; totalCount: number };
  notifications: Array<{ _id: string; isRead: boolean; createdAt: string; message: string; notificationStyle: string; notification: { _id: string; url: string | null; notificationType: string; actor: { fullName: string } | null } }>;
};

let t: WatchedApp;
let demoId: string;
let ids: Record<string, string>;
const tokens: Record<string, string> = {};
const tomorrow = () => {
  const d = calendarDateIn(new Date(Date.now() + 86_400_000), 'America/New_York');
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

async function call<T = Record<string, unknown>>(email: string, query: string, variables: Record<string, unknown> = {}) {
  const host = email.endsWith('@acme.test') ? ACME : DEMO;
  tokens[email] ??= await login(t.app, host, email);
  return gql<T>(t.app, host, query, { token: tokens[email], variables });
}

beforeAll(async () => {
  t = await startWatchedApp();
  demoId = t.incubatorIds.demo!;
  ids = await t.userIds('demo');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('notifications created by domain events', () => {
  it('a task assignment notifies each new assignee (not the creator) after commit, as taskAssigned in startupFileUpdate', async () => {
    const [coach] = await t.db.tenant(demoId, (tx) => tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, ids['coach@demo.test']!)));
    const coachName = coach!.fullName;
    const watch = new Capture(t.pubsub, demoId, ids['expert@demo.test']!, 'notifications');
    const self = new Capture(t.pubsub, demoId, ids['coach@demo.test']!, 'notifications');
    const res = await call<{ createTask: { _id: string } }>('coach@demo.test', CREATE, {
      name: 'Review the pitch',
      dueDate: tomorrow(),
      assignees: [{ type: 'User', value: ids['expert@demo.test'] }, { type: 'User', value: ids['coach@demo.test'] }],
    });
    const taskId = res.body.data!.createTask._id;
    const [event] = await watch.take();
    expect(event).toMatchObject({
      isRead: false,
      message: `${coachName} assigned you a task: Review the pitch`,
      notificationStyle: 'startupFileUpdate',
      notification: { notificationType: 'taskAssigned', url: '/tasks', actor: { _id: ids['coach@demo.test'] } },
    });
    expect(await self.take()).toEqual([]);
    const page = await call<{ notifications: Page }>('expert@demo.test', PAGE);
    expect(page.body.data?.notifications.notifications[0]).toMatchObject({ _id: (event as { _id: string })._id, notification: { notificationType: 'taskAssigned' } });
    const stored = await t.db.tenant(demoId, (tx) => tx.execute<{ task_id: string }>(sql`select task_id from notifications where task_id = ${taskId}`));
    expect(stored.rows).toHaveLength(1);
    await watch.stop();
    await self.stop();
  });

  it('notifyComment: people of the startup get newCommentStartup, its assigned staff newCommentStartupStaff, never the author', async () => {
    const ctx = await t.effectContext('demo');
    const orbital = (await t.db.tenant(demoId, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs'))))[0]!.id;
    const created = await notifyComment(ctx, { startupId: orbital, authorId: ids['cofounder@demo.test']!, text: 'We closed the round!', url: `/startup/${orbital}/file/activities` });
    const byType = Object.fromEntries(created.map((c) => [c.notification.notificationType, c.recipients.map((r) => r.userId).sort()]));
    expect(byType).toEqual({ newCommentStartup: [ids['cofounder2@demo.test']], newCommentStartupStaff: [ids['mentor@demo.test']] });
    expect(created.map((c) => [c.notification.notificationType, c.recipients[0]?.notificationStyle])).toEqual([
      ['newCommentStartup', 'message'],
      ['newCommentStartupStaff', 'message'],
    ]);
    const app = await notifyComment(ctx, {
      applicationId: '00000000-0000-4000-8000-0000000000aa',
      authorId: ids['staff@demo.test']!,
      text: 'Please add your deck',
      applicantUserIds: [ids['applicant@demo.test']!],
      staffUserIds: [ids['evaluator@demo.test']!, ids['staff@demo.test']!],
    });
    expect(app.map((c) => [c.notification.notificationType, c.recipients.map((r) => r.userId)])).toEqual([
      ['newCommentApplication', [ids['applicant@demo.test']]],
      ['newCommentApplicationStaff', [ids['evaluator@demo.test']]],
    ]);
    await expect(notifyComment(ctx, { authorId: ids['staff@demo.test']!, text: 'x' })).rejects.toMatchObject({ code: ERROR_CODES.validation });
  });
});

describe('the panel: paging, unread, last seen (NTF-03…09)', () => {
  const me = 'evaluator@demo.test';

  it('pages of 16, newest first, with meta and unreadCount', async () => {
    const ctx = await t.effectContext('demo');
    const before = (await call<{ notifications: Page }>(me, PAGE)).body.data!.notifications.meta.totalCount;
    for (let i = 0; i < 20; i++) {
      await notifyUsers(ctx, { type: i % 2 ? 'meetingScheduled' : 'metricsRequest', message: `n${i}`, url: '/calendar', recipientUserIds: [ids[me]!] });
    }
    const total = before + 20;
    const page1 = (await call<{ notifications: Page }>(me, PAGE, { page: 1 })).body.data!.notifications;
    expect(page1.meta).toEqual({ currentPage: 1, totalPages: Math.ceil(total / NOTIFICATION_PAGE_SIZE), pageSize: 16, totalCount: total });
    expect(page1.notifications).toHaveLength(16);
    expect(page1.notifications[0]).toMatchObject({ message: 'n19', notificationStyle: 'appointment', notification: { notificationType: 'meetingScheduled' } });
    expect(page1.notifications[1]).toMatchObject({ message: 'n18', notificationStyle: 'startupFileUpdate' });
    const times = page1.notifications.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = (await call<{ notifications: Page }>(me, PAGE, { page: 2 })).body.data!.notifications;
    expect(page2.notifications.map((n) => n.message).slice(0, 4)).toEqual(['n3', 'n2', 'n1', 'n0']);
    expect(page1.unreadCount).toBe(total);
    // Past the last page: no items, the same meta and unread count.
    const beyond = (await call<{ notifications: Page }>(me, PAGE, { page: 40 })).body.data!.notifications;
    expect(beyond).toMatchObject({ notifications: [], unreadCount: total, meta: { currentPage: 40, totalCount: total } });
    for (const bad of [{ pageSize: 51 }, { pageSize: 0 }, { page: 0 }]) {
      expect((await call(me, PAGE, bad)).body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.validation);
    }
  });

  it('unseen counts what arrived after the last-seen mark; the mark never moves back or into the future', async () => {
    const ctx = await t.effectContext('demo');
    const first = (await call<{ unseenNotifications: { count: number; lastSeenTimestamp: string | null } }>(me, UNSEEN)).body.data!.unseenNotifications;
    expect(first.lastSeenTimestamp).toBeNull();
    expect(first.count).toBeGreaterThanOrEqual(20);
    const seen = await call<{ recordNotificationsLastSeen: number }>(me, SEEN, { ts: new Date().toISOString() });
    expect(seen.body.data?.recordNotificationsLastSeen).toBe(0);
    await notifyUsers(ctx, { type: 'meetingChanged', message: 'moved', recipientUserIds: [ids[me]!] });
    await notifyUsers(ctx, { type: 'meetingDeleted', message: 'cancelled', recipientUserIds: [ids[me]!] });
    const after = (await call<{ unseenNotifications: { count: number; lastSeenTimestamp: string } }>(me, UNSEEN)).body.data!.unseenNotifications;
    expect(after.count).toBe(2);
    // Going back does not move the mark; the future counts as now.
    await call(me, SEEN, { ts: '2020-01-01T00:00:00.000Z' });
    expect((await call<{ unseenNotifications: { lastSeenTimestamp: string } }>(me, UNSEEN)).body.data!.unseenNotifications.lastSeenTimestamp).toBe(after.lastSeenTimestamp);
    await call(me, SEEN, { ts: '2999-01-01T00:00:00.000Z' });
    const capped = (await call<{ unseenNotifications: { count: number; lastSeenTimestamp: string } }>(me, UNSEEN)).body.data!.unseenNotifications;
    expect(Date.parse(capped.lastSeenTimestamp)).toBeLessThanOrEqual(Date.now());
    expect(capped.count).toBe(0);
    await notifyUsers(ctx, { type: 'updatedMetrics', message: 'new metrics', recipientUserIds: [ids[me]!] });
    expect((await call<{ unseenNotifications: { count: number } }>(me, UNSEEN)).body.data!.unseenNotifications.count).toBe(1);
  });

  it("marks read by recipient or notification id; another user's ids change nothing", async () => {
    const page = (await call<{ notifications: Page }>(me, PAGE)).body.data!.notifications;
    const [a, b] = page.notifications;
    const left = await call<{ markNotificationsRead: number }>(me, READ, { ids: [a!._id, b!.notification._id, 'not-a-uuid'] });
    expect(left.body.data?.markNotificationsRead).toBe(page.unreadCount - 2);
    const again = (await call<{ notifications: Page }>(me, PAGE)).body.data!.notifications;
    expect(again.notifications.slice(0, 2).map((n) => n.isRead)).toEqual([true, true]);
    // Someone else marking my ids: nothing changes for me.
    await call('staff@demo.test', READ, { ids: again.notifications.map((n) => n._id) });
    await call('admin@acme.test', READ, { ids: again.notifications.map((n) => n.notification._id) });
    expect((await call<{ notifications: Page }>(me, PAGE)).body.data!.notifications.unreadCount).toBe(again.unreadCount);
    const tooMany = await call(me, READ, { ids: Array.from({ length: 501 }, () => a!._id) });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.validation);
  });

  it('another tenant sees none of it; signed out is refused', async () => {
    const acme = (await call<{ notifications: Page }>('admin@acme.test', PAGE)).body.data!.notifications;
    expect(acme.notifications).toEqual([]);
    const anonymous = await gql(t.app, DEMO, PAGE);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
  });
});

describe('e-mail copies', () => {
  it('are sent after commit only to recipients who opted in', async () => {
    const ctx = await t.effectContext('demo');
    const mails = async (to: string) =>
      (await t.db.tenant(demoId, (tx) => tx.select().from(mailMessages).where(eq(mailMessages.to, to)))).filter((m) => m.subject.includes('Board meeting'));
    await notifyUsers(ctx, { type: 'meetingScheduled', message: 'Board meeting on Monday', url: '/calendar', recipientUserIds: [ids['admincoach@demo.test']!] });
    expect(await mails('admincoach@demo.test')).toEqual([]);
    expect((await call<{ updateNotificationPreferences: { emailCopies: boolean } }>('admincoach@demo.test', PREFS, { on: true })).body.data?.updateNotificationPreferences).toEqual({ emailCopies: true });
    expect((await call<{ notificationPreferences: { emailCopies: boolean } }>('admincoach@demo.test', '{ notificationPreferences { emailCopies } }')).body.data?.notificationPreferences.emailCopies).toBe(true);
    await notifyUsers(ctx, { type: 'meetingScheduled', message: 'Board meeting on Tuesday', url: '/calendar', recipientUserIds: [ids['admincoach@demo.test']!, ids['staff@demo.test']!] });
    const sent = await mails('admincoach@demo.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('http://demo.localhost:3000/calendar');
    expect(await mails('staff@demo.test')).toEqual([]);
  });
});

describe('system tasks (TSK-01, TSK-02)', () => {
  it('completeUserProfile opens for an incomplete profile and completes when PUT /user fills it; it cannot be edited or ticked', async () => {
    const me = 'community@demo.test';
    const ctx = await t.effectContext('demo');
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ bio: null }).where(eq(users.id, ids[me]!)));
    const events = new Capture(t.pubsub, demoId, ids[me]!, 'tasks');
    expect(await syncUserProfileTask(ctx, ids[me]!)).toBe('created');
    expect(await syncUserProfileTask(ctx, ids[me]!)).toBe('unchanged');
    const mine = (await call<{ tasks: { results: Array<{ _id: string; taskType: string; viewerCanCheck: boolean; viewerCanEdit: boolean }> } }>(me, MINE)).body.data!.tasks.results;
    const task = mine.find((r) => r.taskType === 'completeUserProfile')!;
    expect(task).toMatchObject({ viewerCanCheck: false, viewerCanEdit: false });
    expect((await call(me, DONE, { taskId: task._id, assigneeId: ids[me], done: true })).body.errors?.[0]).toMatchObject({
      message: 'Only normal tasks can be checked by hand',
      extensions: { code: ERROR_CODES.forbidden },
    });
    expect((await call('admin@demo.test', UPDATE, { taskId: task._id })).body.errors?.[0]).toMatchObject({
      message: 'Only normal tasks can be edited',
      extensions: { code: ERROR_CODES.forbidden },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers: { host: DEMO, authorization: `Bearer ${tokens[me]}` },
      payload: { user: { firstName: 'Cory', lastName: 'Community', headline: 'Builder', bio: 'Hello', timezone: 'Europe/Paris' } },
    });
    expect(put.statusCode).toBe(200);
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ completedAt: tasks.completedAt }).from(tasks).where(eq(tasks.id, task._id)));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect((await events.take()).map((e) => e.updateType)).toEqual(['ADDED', 'REMOVED']);
    await events.stop();
  });

  it('completeStartupProfile reaches the startup’s people while a part of the profile is missing, and completes once it is whole', async () => {
    const ctx = await t.effectContext('demo');
    const [solo] = await t.db.tenant(demoId, (tx) => tx.select().from(startups).where(eq(startups.name, 'Orbital Labs')));
    await t.db.tenant(demoId, (tx) => tx.update(startups).set({ logo: null }).where(eq(startups.id, solo!.id)));
    expect(await syncStartupProfileTask(ctx, solo!.id)).toBe('created');
    const founder = (await call<{ tasks: { results: Array<{ _id: string; taskType: string }> } }>('cofounder2@demo.test', MINE)).body.data!.tasks.results;
    expect(founder.map((r) => r.taskType)).toContain('completeStartupProfile');
    // Issue 14 (D-119): whole means every part of missingProfileParts — logo, website, description, facts, an industry.
    await t.db.tenant(demoId, async (tx) => {
      await tx
        .update(startups)
        .set({ logo: '/brand/orbital.png', website: 'https://orbital.example.com', oneLiner: 'Telemetry.', description: 'Satellites.', stage: 'mvp', foundedOn: '2024-01-01', location: 'Toulouse', teamSize: 4 })
        .where(eq(startups.id, solo!.id));
      const [industry] = await tx.insert(industries).values({ incubatorId: demoId, name: 'Space' }).onConflictDoNothing().returning();
      if (industry) await tx.insert(startupIndustries).values({ incubatorId: demoId, startupId: solo!.id, industryId: industry.id });
    });
    expect(await syncStartupProfileTask(ctx, solo!.id)).toBe('completed');
    const after = (await call<{ tasks: { results: Array<{ taskType: string }> } }>('cofounder2@demo.test', MINE)).body.data!.tasks.results;
    expect(after.map((r) => r.taskType)).not.toContain('completeStartupProfile');
  });
});
