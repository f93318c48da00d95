/**
 * Demo tasks and notifications (issue 5): tasks of every type of D1 §4 and notifications of every type of D1 §3
 * (plus taskAssigned) for the demo users, so the navbar, /tasks and the panel have something to show. Idempotent:
 * a task is keyed on its source key (`seed:<n>`), a notification on its message; nothing is inserted twice.
 * Due dates and times are relative to the moment the seed runs.
 */
import { NOTIFICATION_STYLE_OF, type NotificationType, type TaskType, calendarDateIn, endOfDayIn } from '@hatchery/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { notificationRecipients, notifications, startupPeople, startups, taskAssignees, tasks, users } from '../db/schema/index.js';

const DAY = 86_400_000;

interface SeedTask {
  key: string;
  name: string;
  type: TaskType;
  dueInDays: number;
  createdBy: string | null;
  users?: string[];
  startup?: string;
  done?: boolean;
  url?: string;
}

interface SeedNotification {
  type: NotificationType;
  message: string;
  url: string;
  actor: string | null;
  to: string[];
  hoursAgo: number;
  read?: boolean;
}

const STAFF = 'staff@demo.test';
const COFOUNDER = 'cofounder@demo.test';

const TASKS: SeedTask[] = [
  { key: 'seed:1', name: 'Send the deck to your coach', type: 'normal', dueInDays: 0, createdBy: STAFF, users: [COFOUNDER] },
  { key: 'seed:2', name: 'Book a mentor session', type: 'normal', dueInDays: 1, createdBy: STAFF, users: [COFOUNDER] },
  { key: 'seed:3', name: 'Update the cap table', type: 'normal', dueInDays: -2, createdBy: STAFF, users: [COFOUNDER] },
  { key: 'seed:4', name: 'Prepare the demo day pitch', type: 'normal', dueInDays: 10, createdBy: STAFF, startup: 'Orbital Labs' },
  { key: 'seed:5', name: 'Share last month’s numbers', type: 'normal', dueInDays: 3, createdBy: STAFF, users: [COFOUNDER], done: true },
  { key: 'seed:6', name: 'Review Orbital Labs’ milestones', type: 'normal', dueInDays: 2, createdBy: 'admin@demo.test', users: [STAFF, 'coach@demo.test'] },
  { key: 'seed:7', name: 'Set your availability', type: 'avail', dueInDays: 4, createdBy: null, users: ['mentor@demo.test'], url: '/availability' },
  { key: 'seed:8', name: 'Set your availability for coaching', type: 'availCoaching', dueInDays: 5, createdBy: null, users: ['coach@demo.test'], url: '/availability' },
  { key: 'seed:9', name: 'Set your availability for application interviews', type: 'availApplication', dueInDays: 6, createdBy: null, users: ['evaluator@demo.test'] },
  { key: 'seed:10', name: 'Submit this month’s metrics', type: 'metrics', dueInDays: 1, createdBy: null, startup: 'Orbital Labs', url: '/startup/file/metrics' },
  { key: 'seed:11', name: 'Set your availability for the investor day', type: 'availEventSpecific', dueInDays: 7, createdBy: null, users: ['expert@demo.test'] },
  { key: 'seed:12', name: 'Set your availability for office hours', type: 'availEventCoaching', dueInDays: 8, createdBy: null, users: ['mentor@demo.test'] },
  { key: 'seed:13', name: 'Evaluate 3 applications', type: 'evaluation', dueInDays: 2, createdBy: null, users: ['evaluator@demo.test'] },
  { key: 'seed:14', name: 'Evaluate your last coaching session', type: 'coachingEvaluation', dueInDays: 0, createdBy: null, users: [COFOUNDER] },
  { key: 'seed:15', name: 'Complete your profile', type: 'completeUserProfile', dueInDays: 7, createdBy: null, users: ['applicant@demo.test'], url: '/account/profile' },
  { key: 'seed:16', name: 'Complete the profile of Solo Robotics', type: 'completeStartupProfile', dueInDays: 7, createdBy: null, startup: 'Solo Robotics' },
  { key: 'seed:17', name: 'Fill in the onboarding form', type: 'formSubmissionRequest', dueInDays: 3, createdBy: null, users: ['cofounder2@demo.test'] },
  { key: 'seed:18', name: 'Host the pitch practice session', type: 'hostAssignation', dueInDays: 5, createdBy: null, users: [STAFF] },
];

const NOTIFICATIONS: SeedNotification[] = [
  { type: 'taskAssigned', message: 'You were assigned a task: Send the deck to your coach', url: '/tasks', actor: STAFF, to: [COFOUNDER], hoursAgo: 1 },
  { type: 'meetingScheduled', message: 'Coaching session scheduled for Thursday 10:00', url: '/calendar', actor: 'coach@demo.test', to: [COFOUNDER, 'cofounder2@demo.test'], hoursAgo: 3 },
  { type: 'meetingChanged', message: 'Coaching session moved to Friday 14:00', url: '/calendar', actor: 'coach@demo.test', to: [COFOUNDER], hoursAgo: 5 },
  { type: 'meetingDeleted', message: 'Office hours on Monday were cancelled', url: '/calendar', actor: 'mentor@demo.test', to: [COFOUNDER], hoursAgo: 26, read: true },
  { type: 'newCommentStartup', message: 'Coach commented on Orbital Labs: "Great traction this month"', url: '/startup/file/activities', actor: 'coach@demo.test', to: [COFOUNDER, 'cofounder2@demo.test'], hoursAgo: 8 },
  { type: 'newCommentStartupStaff', message: 'A founder commented on Orbital Labs: "We closed our pilot"', url: '/startup/file/activities', actor: COFOUNDER, to: [STAFF, 'mentor@demo.test'], hoursAgo: 9 },
  { type: 'newCommentApplication', message: 'Staff commented on your application: "Please add your deck"', url: '/application', actor: STAFF, to: ['applicant@demo.test'], hoursAgo: 30 },
  { type: 'newCommentApplicationStaff', message: 'An evaluator commented on an application', url: '/applications', actor: 'evaluator@demo.test', to: [STAFF], hoursAgo: 31 },
  { type: 'updatedMetrics', message: 'Orbital Labs updated its metrics', url: '/startup/file/metrics', actor: COFOUNDER, to: [STAFF, 'mentor@demo.test'], hoursAgo: 50, read: true },
  { type: 'metricsRequest', message: 'Please submit this month’s metrics', url: '/startup/file/metrics', actor: STAFF, to: [COFOUNDER, 'founder@demo.test'], hoursAgo: 52 },
  { type: 'changeApplicationStatus', message: 'Your application moved to "under review"', url: '/application', actor: null, to: ['applicant@demo.test'], hoursAgo: 72 },
  { type: 'approvalApplication', message: 'Congratulations! Your application was accepted', url: '/application', actor: null, to: ['applicant@demo.test'], hoursAgo: 96 },
  { type: 'denialApplication', message: 'Your application to the Climate Track was not selected', url: '/application', actor: null, to: ['applicant@demo.test'], hoursAgo: 120, read: true },
];

export async function seedTasksAndNotifications(tx: Tx, incubatorId: string, timeZone: string): Promise<number> {
  const people = await tx.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users);
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const id = (email: string): string => {
    const found = userId.get(email);
    if (!found) throw new Error(`seed: unknown user ${email}`);
    return found;
  };
  const companies = await tx.select({ id: startups.id, name: startups.name }).from(startups);
  const startupId = new Map(companies.map((s) => [s.name, s.id]));
  let inserted = 0;

  // System tasks the app completes by itself carry the key their action looks for (src/modules/tasks/system-tasks.service.ts).
  const keyOf = (spec: SeedTask): string => {
    if (spec.type === 'completeUserProfile' && spec.users?.[0]) return `completeUserProfile:${id(spec.users[0])}`;
    // avail / availCoaching: saving weekly rules completes them (modules/tasks/availability-task.ts, D-410).
    if ((spec.type === 'avail' || spec.type === 'availCoaching') && spec.users?.[0]) return `${spec.type}:${id(spec.users[0])}`;
    if (spec.type === 'completeStartupProfile' && spec.startup) return `completeStartupProfile:${startupId.get(spec.startup) ?? spec.startup}`;
    return spec.key;
  };
  const existing = new Set(
    (await tx.select({ key: tasks.sourceKey }).from(tasks).where(inArray(tasks.sourceKey, TASKS.map(keyOf)))).map((r) => r.key),
  );
  const now = Date.now();
  for (const spec of TASKS.filter((t) => !existing.has(keyOf(t)))) {
    const dueDate = endOfDayIn(calendarDateIn(new Date(now + spec.dueInDays * DAY), timeZone), timeZone);
    const sid = spec.startup ? startupId.get(spec.startup) : undefined;
    if (spec.startup && !sid) throw new Error(`seed: unknown startup ${spec.startup}`);
    const rows: Array<{ userId: string | null; startupId: string | null; viaStartupId: string | null }> = (spec.users ?? []).map((e) => ({ userId: id(e), startupId: null, viaStartupId: null }));
    if (sid) {
      rows.push({ userId: null, startupId: sid, viaStartupId: null });
      const members = await tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, sid));
      for (const m of members) rows.push({ userId: m.userId, startupId: null, viaStartupId: sid });
    }
    const done = spec.done === true;
    const completedAt = done ? new Date(now) : null;
    const [task] = await tx
      .insert(tasks)
      .values({
        incubatorId,
        name: spec.name,
        dueDate,
        taskType: spec.type,
        url: spec.url ?? null,
        isGroupTask: rows.filter((r) => r.userId).length > 1 || sid !== undefined,
        startupId: sid ?? null,
        createdBy: spec.createdBy ? id(spec.createdBy) : null,
        completedAt,
        sourceKey: keyOf(spec),
      })
      .returning({ id: tasks.id });
    await tx.insert(taskAssignees).values(rows.map((r) => ({ incubatorId, taskId: task!.id, ...r, dueDate, done, status: done ? 'COMPLETED' : 'PENDING', completedAt })));
    inserted += 1 + rows.length;
  }

  const seen = new Set(
    (await tx.select({ message: notifications.message }).from(notifications).where(inArray(notifications.message, NOTIFICATIONS.map((n) => n.message)))).map((r) => r.message),
  );
  for (const spec of NOTIFICATIONS.filter((n) => !seen.has(n.message))) {
    const createdAt = new Date(now - spec.hoursAgo * 3_600_000);
    const [notification] = await tx
      .insert(notifications)
      .values({ incubatorId, notificationType: spec.type, message: spec.message, url: spec.url, actorUserId: spec.actor ? id(spec.actor) : null, createdAt })
      .returning({ id: notifications.id });
    await tx.insert(notificationRecipients).values(
      spec.to.map((email) => ({
        incubatorId,
        notificationId: notification!.id,
        userId: id(email),
        notificationStyle: NOTIFICATION_STYLE_OF[spec.type],
        isRead: spec.read === true,
        readAt: spec.read ? createdAt : null,
        createdAt,
      })),
    );
    inserted += 1 + spec.to.length;
  }
  return inserted;
}
