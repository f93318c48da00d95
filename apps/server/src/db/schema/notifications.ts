import type { NotificationStyle, NotificationType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { startups } from './startups.js';
import { tasks } from './tasks.js';

/** One notification (D1 §3): what happened, once; its recipients are rows of notification_recipients. Tenant-owned. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    incubatorId: incubatorId(),
    notificationType: text('notification_type').$type<NotificationType>().notNull(),
    message: text('message').notNull(),
    url: text('url'),
    actorUserId: uuid('actor_user_id'),
    startupId: uuid('startup_id'),
    /** Applications do not exist yet: a plain reference, without a foreign key. */
    applicationId: uuid('application_id'),
    taskId: uuid('task_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notifications_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('notifications_incubator_created_idx').on(t.incubatorId, t.createdAt),
    index('notifications_incubator_task_idx').on(t.incubatorId, t.taskId),
    check(
      'notifications_type_ck',
      sql`${t.notificationType} in ('meetingScheduled', 'meetingChanged', 'meetingDeleted', 'newCommentApplication', 'newCommentStartup', 'newCommentApplicationStaff', 'newCommentStartupStaff', 'updatedMetrics', 'metricsRequest', 'changeApplicationStatus', 'approvalApplication', 'denialApplication', 'taskAssigned', 'startupAssigned', 'pairingFeedback', 'coachingNoShows')`,
    ),
    foreignKey({ name: 'notifications_actor_fk', columns: [t.incubatorId, t.actorUserId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'notifications_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'notifications_task_fk', columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete('cascade'),
  ],
);

/**
 * One row per user a notification reaches. `created_at` repeats the notification's so a user's page is one index
 * range scan on (incubator_id, user_id, created_at desc); unread counts use the partial index on unread rows.
 */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    id: id(),
    incubatorId: incubatorId(),
    notificationId: uuid('notification_id').notNull(),
    userId: uuid('user_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The group of the type (GAP-19): appointment | message | startupFileUpdate | programChange. */
    notificationStyle: text('notification_style').$type<NotificationStyle>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_recipients_user_created_idx').on(t.incubatorId, t.userId, t.createdAt.desc(), t.id.desc()),
    index('notification_recipients_user_unread_idx').on(t.incubatorId, t.userId).where(sql`${t.isRead} = false`),
    index('notification_recipients_notification_idx').on(t.incubatorId, t.notificationId),
    check('notification_recipients_style_ck', sql`${t.notificationStyle} in ('appointment', 'message', 'startupFileUpdate', 'programChange')`),
    foreignKey({
      name: 'notification_recipients_notification_fk',
      columns: [t.incubatorId, t.notificationId],
      foreignColumns: [notifications.incubatorId, notifications.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'notification_recipients_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** When a user last opened the notifications panel (the unseen count is what arrived after). Tenant-owned. */
export const userNotificationState = pgTable(
  'user_notification_state',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_notification_state_user_uq').on(t.incubatorId, t.userId),
    foreignKey({ name: 'user_notification_state_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** A user's notification preferences: e-mail copies of notifications (off unless chosen). Tenant-owned. */
export const userNotificationPrefs = pgTable(
  'user_notification_prefs',
  {
    id: id(),
    incubatorId: incubatorId(),
    userId: uuid('user_id').notNull(),
    emailCopies: boolean('email_copies').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_notification_prefs_user_uq').on(t.incubatorId, t.userId),
    foreignKey({ name: 'user_notification_prefs_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NotificationRecipient = typeof notificationRecipients.$inferSelect;
