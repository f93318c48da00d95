/**
 * Notifications (D1 §3, §4, §7.4–7.6; NTF-*): created by domain events inside the transaction that caused them
 * (`insertNotification`), delivered after it commits (`deliverNotifications`: `notificationCreated` on each
 * recipient's own channel, plus an e-mail copy to recipients who opted in). Reads and marks are always the
 * viewer's own rows.
 */
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_STYLE_OF, type NotificationStyle, type NotificationType, BLOCKED_STATUSES } from '@hatchery/domain';
import { and, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  notificationRecipients,
  notifications,
  userNotificationPrefs,
  userNotificationState,
  users,
  type Notification,
  type NotificationRecipient,
} from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenancy.js';
import { escapeHtml } from '../mail/index.js';
import { validationError } from '../../core/errors.js';
import { runRenderedSelect } from '../../db/rendered-statements.js';
import { userChannel } from './user-channels.js';

/** What after-commit work needs: the tenant, its data handle, pub/sub and mail. */
export type EffectContext = Pick<AppContext, 'services' | 'log' | 'incubator' | 'data'>;

export const MAX_NOTIFICATION_PAGE_SIZE = 50;
export const MAX_MARK_READ_IDS = 500;

export interface NotificationInput {
  type: NotificationType;
  message: string;
  url?: string | null;
  actorUserId?: string | null;
  startupId?: string | null;
  applicationId?: string | null;
  taskId?: string | null;
  recipientUserIds: readonly string[];
}

export interface CreatedNotification {
  notification: Notification;
  recipients: NotificationRecipient[];
}

export interface NotificationActorView {
  _id: string;
  fullName: string;
  avatar: string | null;
}

export interface NotificationView {
  _id: string;
  url: string | null;
  notificationType: NotificationType;
  message: string;
  createdAt: Date;
  actor: NotificationActorView | null;
}

/** D1 §3 Notification recipient. */
export interface NotificationRecipientView {
  _id: string;
  isRead: boolean;
  createdAt: Date;
  message: string;
  notificationStyle: NotificationStyle;
  notification: NotificationView;
}

/** The same, as it travels through pub/sub (JSON: dates as strings). */
export type NotificationRecipientWire = Omit<NotificationRecipientView, 'createdAt' | 'notification'> & {
  createdAt: string;
  notification: Omit<NotificationView, 'createdAt'> & { createdAt: string };
};

export function fromWire(wire: NotificationRecipientWire): NotificationRecipientView {
  return { ...wire, createdAt: new Date(wire.createdAt), notification: { ...wire.notification, createdAt: new Date(wire.notification.createdAt) } };
}

export interface NotificationPage {
  notifications: NotificationRecipientView[];
  meta: { currentPage: number; totalPages: number; pageSize: number; totalCount: number };
  unreadCount: number;
}

export interface UnseenNotifications {
  count: number;
  lastSeenTimestamp: Date | null;
}

/** Writes one notification and a recipient row per distinct user; nothing when there is nobody to tell. */
export async function insertNotification(tx: Tx, incubatorId: string, input: NotificationInput): Promise<CreatedNotification | null> {
  const recipientIds = [...new Set(input.recipientUserIds)];
  if (recipientIds.length === 0) return null;
  const [notification] = await tx
    .insert(notifications)
    .values({
      incubatorId,
      notificationType: input.type,
      message: input.message,
      url: input.url ?? null,
      actorUserId: input.actorUserId ?? null,
      startupId: input.startupId ?? null,
      applicationId: input.applicationId ?? null,
      taskId: input.taskId ?? null,
    })
    .returning();
  if (!notification) throw new Error('notification insert returned nothing');
  const style = NOTIFICATION_STYLE_OF[input.type];
  const recipients = await tx
    .insert(notificationRecipients)
    .values(recipientIds.map((userId) => ({ incubatorId, notificationId: notification.id, userId, notificationStyle: style, createdAt: notification.createdAt })))
    .returning();
  return { notification, recipients };
}

function toView(recipient: NotificationRecipient, notification: Notification, actor: NotificationActorView | null): NotificationRecipientView {
  return {
    _id: recipient.id,
    isRead: recipient.isRead,
    createdAt: recipient.createdAt,
    message: notification.message,
    notificationStyle: recipient.notificationStyle,
    notification: {
      _id: notification.id,
      url: notification.url,
      notificationType: notification.notificationType,
      message: notification.message,
      createdAt: notification.createdAt,
      actor,
    },
  };
}

function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * After commit: `notificationCreated` to each recipient, and an e-mail copy to those who opted in (and may still
 * sign in). Never throws: a failed publish or mail is logged, the mutation has already succeeded.
 */
export async function deliverNotifications(ctx: EffectContext, created: readonly CreatedNotification[]): Promise<void> {
  if (created.length === 0) return;
  try {
    const actorIds = [...new Set(created.map((c) => c.notification.actorUserId).filter((id): id is string => id !== null))];
    const recipientIds = [...new Set(created.flatMap((c) => c.recipients.map((r) => r.userId)))];
    // Actors first (the payload names them), publish, and only then look up who wants an e-mail copy.
    const actors = new Map(
      (actorIds.length
        ? await ctx.data.run((tx) => tx.select({ _id: users.id, fullName: users.fullName, avatar: users.avatar }).from(users).where(inArray(users.id, actorIds)))
        : []
      ).map((a) => [a._id, a]),
    );
    const work: Array<Promise<void>> = [];
    for (const { notification, recipients } of created) {
      const actor = notification.actorUserId ? (actors.get(notification.actorUserId) ?? null) : null;
      for (const recipient of recipients) {
        work.push(
          ctx.services.pubsub.publish(userChannel(ctx.incubator.id, recipient.userId, 'notifications'), toView(recipient, notification, actor)).catch((error: unknown) => {
            ctx.log.error({ err: error, userId: recipient.userId }, 'could not publish notificationCreated');
          }),
        );
      }
    }
    const optedIn = await ctx.data.run((tx) =>
      tx
        .select({ userId: users.id, email: users.email })
        .from(userNotificationPrefs)
        .innerJoin(users, and(eq(users.incubatorId, userNotificationPrefs.incubatorId), eq(users.id, userNotificationPrefs.userId)))
        .where(and(inArray(userNotificationPrefs.userId, recipientIds), eq(userNotificationPrefs.emailCopies, true), notInArray(users.status, [...BLOCKED_STATUSES]))),
    );
    const mailTo = new Map(optedIn.map((r) => [r.userId, r.email]));
    const origin = tenantOrigin(ctx.services.config.publicUrl, ctx.incubator);
    for (const { notification, recipients } of created) {
      for (const recipient of recipients) {
        const email = mailTo.get(recipient.userId);
        if (!email) continue;
        const link = notification.url ? new URL(notification.url, origin).toString() : origin;
        work.push(
          ctx.services.mailer
            .send(ctx.data, {
              to: email,
              subject: `${ctx.incubator.name}: ${excerpt(notification.message, 100)}`,
              text: `${notification.message}\n\n${link}\n\nYou receive these copies because you turned on e-mail copies of notifications.`,
              html: `<p>${escapeHtml(notification.message)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
            })
            .catch((error: unknown) => ctx.log.error({ err: error, userId: recipient.userId }, 'could not send a notification e-mail copy')),
        );
      }
    }
    await Promise.all(work);
  } catch (error) {
    ctx.log.error({ err: error }, 'could not deliver notifications');
  }
}

/** Creates a notification in its own transaction and delivers it: for features that have no transaction of their own. */
export async function notifyUsers(ctx: EffectContext, input: NotificationInput): Promise<CreatedNotification | null> {
  const created = await ctx.data.run((tx) => insertNotification(tx, ctx.incubator.id, input));
  if (created) await deliverNotifications(ctx, [created]);
  return created;
}

export interface CommentInput {
  startupId?: string | null;
  applicationId?: string | null;
  authorId: string;
  text: string;
  url?: string | null;
  /** Application comments: the applicants (newCommentApplication) and staff (newCommentApplicationStaff) to tell. */
  applicantUserIds?: readonly string[];
  staffUserIds?: readonly string[];
}

/**
 * A comment on a startup's timeline or an application (used by the timeline): its people get newCommentStartup
 * (or newCommentApplication), the staff assigned to it newCommentStartupStaff (or newCommentApplicationStaff).
 * The author is never told about their own comment.
 */
export async function notifyComment(ctx: EffectContext, input: CommentInput): Promise<CreatedNotification[]> {
  const created = await ctx.data.run(async (tx) => {
    const [author] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, input.authorId)).limit(1);
    if (!author) throw validationError('authorId: no such user');
    const quote = `"${excerpt(input.text)}"`;
    const out: CreatedNotification[] = [];
    const add = async (type: NotificationType, message: string, recipients: readonly string[], refs: Partial<NotificationInput>) => {
      const made = await insertNotification(tx, ctx.incubator.id, {
        type,
        message,
        url: input.url ?? null,
        actorUserId: input.authorId,
        recipientUserIds: recipients.filter((id) => id !== input.authorId),
        ...refs,
      });
      if (made) out.push(made);
    };
    if (input.startupId) {
      const startupId = input.startupId;
      const rows = await tx.execute<{ name: string }>(sql`select name from startups where id = ${startupId}`);
      const name = rows.rows[0]?.name;
      if (!name) throw validationError('startupId: no such startup');
      const people = await tx.execute<{ user_id: string }>(sql`select user_id from startup_people where startup_id = ${startupId}`);
      const staff = await tx.execute<{ user_id: string }>(sql`select user_id from user_assigned_startups where startup_id = ${startupId}`);
      const peopleIds = people.rows.map((r) => r.user_id);
      const staffIds = [...new Set([...staff.rows.map((r) => r.user_id), ...(input.staffUserIds ?? [])])].filter((id) => !peopleIds.includes(id));
      await add('newCommentStartup', `${author.fullName} commented on ${name}: ${quote}`, peopleIds, { startupId });
      await add('newCommentStartupStaff', `${author.fullName} commented on ${name}: ${quote}`, staffIds, { startupId });
    } else if (input.applicationId) {
      const applicationId = input.applicationId;
      await add('newCommentApplication', `${author.fullName} commented on your application: ${quote}`, input.applicantUserIds ?? [], { applicationId });
      await add('newCommentApplicationStaff', `${author.fullName} commented on an application: ${quote}`, input.staffUserIds ?? [], { applicationId });
    } else {
      throw validationError('A comment needs a startupId or an applicationId');
    }
    return out;
  });
  await deliverNotifications(ctx, created);
  return created;
}

// ------------------------------------------------------------------------------------------------- reads

export interface NotificationPageInput {
  page?: number | null;
  pageSize?: number | null;
}

/**
 * The viewer's count of notifications and of unread ones, as uncorrelated sub-selects (evaluated once per statement)
 * over the placeholders `incubatorId` and `userId`.
 */
function countsOf() {
  const mine = sql`c.incubator_id = ${sql.placeholder('incubatorId')} and c.user_id = ${sql.placeholder('userId')}`;
  return {
    total: sql<number>`(select count(*)::int from notification_recipients c where ${mine})`,
    unread: sql<number>`(select count(*)::int from notification_recipients c where ${mine} and not c.is_read)`,
  };
}

/**
 * One page of the viewer's notifications with their actor, and the counts riding along (a page past the end has no row
 * to carry them, and then they are read on their own). Placeholders: incubatorId, userId, limit, offset.
 */
function notificationPageStatement(tx: Tx) {
  return tx
    .select({
      recipient: notificationRecipients,
      notification: notifications,
      actorId: users.id,
      actorName: users.fullName,
      actorAvatar: users.avatar,
      ...countsOf(),
    })
    .from(notificationRecipients)
    .innerJoin(notifications, and(eq(notifications.incubatorId, notificationRecipients.incubatorId), eq(notifications.id, notificationRecipients.notificationId)))
    .leftJoin(users, and(eq(users.incubatorId, notifications.incubatorId), eq(users.id, notifications.actorUserId)))
    .where(and(eq(notificationRecipients.incubatorId, sql.placeholder('incubatorId')), eq(notificationRecipients.userId, sql.placeholder('userId'))))
    .orderBy(sql`${notificationRecipients.createdAt} desc nulls last`, sql`${notificationRecipients.id} desc nulls last`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type NotificationPageRow = Awaited<ReturnType<ReturnType<typeof notificationPageStatement>['execute']>>[number];

/** The viewer's notifications, newest first, one page (page 1 first; pageSize 16 by default, at most 50). */
export async function listNotifications(ctx: AppContext, input: NotificationPageInput): Promise<NotificationPage> {
  const viewer = requireViewer(ctx);
  const pageSize = input.pageSize ?? NOTIFICATION_PAGE_SIZE;
  const page = input.page ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_NOTIFICATION_PAGE_SIZE) {
    throw validationError(`pageSize: must be between 1 and ${MAX_NOTIFICATION_PAGE_SIZE}`);
  }
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw validationError('page: must be 1 or more');
  const incubatorId = ctx.incubator.id;
  return ctx.data.run(async (tx) => {
    // Built once and kept (D-197, D-542): the values go as placeholders.
    const values = { incubatorId, userId: viewer.userId, limit: pageSize, offset: (page - 1) * pageSize };
    const rows = await runRenderedSelect<NotificationPageRow>(tx, 'notifications:page', (t) => notificationPageStatement(t), values);
    const counts = rows[0] ?? (await runRenderedSelect<{ total: number; unread: number }>(tx, 'notifications:counts', (t) => t.select(countsOf()).from(sql`(select 1) as one`), values))[0];
    const total = counts?.total ?? 0;
    return {
      notifications: rows.map((r) =>
        toView(r.recipient, r.notification, r.actorId ? { _id: r.actorId, fullName: r.actorName ?? '', avatar: r.actorAvatar ?? null } : null),
      ),
      meta: { currentPage: page, totalPages: Math.ceil(total / pageSize), pageSize, totalCount: total },
      unreadCount: counts?.unread ?? 0,
    };
  });
}

async function lastSeen(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx.select({ at: userNotificationState.lastSeenAt }).from(userNotificationState).where(eq(userNotificationState.userId, userId)).limit(1);
  return row?.at ?? null;
}

async function countUnseen(tx: Tx, incubatorId: string, userId: string, since: Date | null): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.incubatorId, incubatorId),
        eq(notificationRecipients.userId, userId),
        since ? gt(notificationRecipients.createdAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** How many notifications arrived since the viewer last opened the panel, and when that was (null: never). */
export async function unseenNotifications(ctx: AppContext): Promise<UnseenNotifications> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const at = await lastSeen(tx, viewer.userId);
    return { count: await countUnseen(tx, ctx.incubator.id, viewer.userId, at), lastSeenTimestamp: at };
  });
}

/**
 * Records that the viewer opened the panel at `timestamp` (default now; a future time counts as now; the mark never
 * moves back). Returns the unseen count after it (normally 0).
 */
export async function recordNotificationsLastSeen(ctx: AppContext, timestamp: Date | null | undefined): Promise<number> {
  const viewer = requireViewer(ctx);
  const now = new Date();
  const at = !timestamp || timestamp.getTime() > now.getTime() ? now : timestamp;
  return ctx.data.run(async (tx) => {
    await tx
      .insert(userNotificationState)
      .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [userNotificationState.incubatorId, userNotificationState.userId],
        set: { lastSeenAt: sql`greatest(${userNotificationState.lastSeenAt}, excluded.last_seen_at)`, updatedAt: sql`now()` },
      });
    return countUnseen(tx, ctx.incubator.id, viewer.userId, await lastSeen(tx, viewer.userId));
  });
}

/**
 * Marks the viewer's notifications read. Ids may name recipient rows (NotificationRecipient._id) or notifications
 * (Notification._id); ids of other users' rows change nothing. Returns the viewer's unread count afterwards.
 */
export async function markNotificationsRead(ctx: AppContext, ids: readonly string[]): Promise<number> {
  const viewer = requireViewer(ctx);
  if (ids.length > MAX_MARK_READ_IDS) throw validationError(`notificationIds: at most ${MAX_MARK_READ_IDS}`);
  const valid = [...new Set(ids.filter((id) => isUuid(id)))];
  return ctx.data.run(async (tx) => {
    if (valid.length > 0) {
      await tx
        .update(notificationRecipients)
        .set({ isRead: true, readAt: sql`now()` })
        .where(
          and(
            eq(notificationRecipients.userId, viewer.userId),
            eq(notificationRecipients.isRead, false),
            or(inArray(notificationRecipients.id, valid), inArray(notificationRecipients.notificationId, valid)),
          ),
        );
    }
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationRecipients)
      .where(and(eq(notificationRecipients.incubatorId, ctx.incubator.id), eq(notificationRecipients.userId, viewer.userId), eq(notificationRecipients.isRead, false)));
    return row?.n ?? 0;
  });
}

export interface NotificationPreferences {
  emailCopies: boolean;
}

export async function notificationPreferences(ctx: AppContext): Promise<NotificationPreferences> {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.data.run((tx) =>
    tx.select({ emailCopies: userNotificationPrefs.emailCopies }).from(userNotificationPrefs).where(eq(userNotificationPrefs.userId, viewer.userId)).limit(1),
  );
  return { emailCopies: row?.emailCopies ?? false };
}

export async function updateNotificationPreferences(ctx: AppContext, input: NotificationPreferences): Promise<NotificationPreferences> {
  const viewer = requireViewer(ctx);
  await ctx.data.run((tx) =>
    tx
      .insert(userNotificationPrefs)
      .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, emailCopies: input.emailCopies })
      .onConflictDoUpdate({
        target: [userNotificationPrefs.incubatorId, userNotificationPrefs.userId],
        set: { emailCopies: input.emailCopies, updatedAt: sql`now()` },
      }),
  );
  return { emailCopies: input.emailCopies };
}
