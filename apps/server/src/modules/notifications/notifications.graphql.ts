/** Notification types, queries, mutations and the notificationCreated subscription (D1 §3, §7.4–7.6; docs/contract-tasks-notifications.md). */
import { NOTIFICATION_STYLES, NOTIFICATION_TYPES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../identity/users/index.js';
import { requireViewer } from '../../core/viewer.js';
import { filterSubscription } from '../../realtime/filter.js';
import { notificationsPolicy } from './notifications.policy.js';
import {
  fromWire,
  listNotifications,
  markNotificationsRead,
  notificationPreferences,
  recordNotificationsLastSeen,
  unseenNotifications,
  updateNotificationPreferences,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationRecipientView,
  type NotificationRecipientWire,
  type NotificationView,
  type UnseenNotifications,
} from './notifications.service.js';
import { subscriberStillAllowed, userChannel } from './user-channels.js';

const NotificationTypeEnum = builder.enumType('NotificationType', {
  values: NOTIFICATION_TYPES,
  description: 'D1 §3, plus taskAssigned (docs/decisions.md D-40).',
});
const NotificationStyleEnum = builder.enumType('NotificationStyle', { values: NOTIFICATION_STYLES, description: 'The group of the type (GAP-19).' });

const NotificationRef = builder.objectRef<NotificationView>('Notification').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    url: t.exposeString('url', { nullable: true, description: 'Where a click goes (GAP-20).' }),
    notificationType: t.field({ type: NotificationTypeEnum, resolve: (n) => n.notificationType }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.field({ type: UserRef, nullable: true, resolve: (n) => n.actor }),
  }),
});

const NotificationRecipientRef = builder.objectRef<NotificationRecipientView>('NotificationRecipient').implement({
  description: 'NTF-11: one notification as one user received it.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    isRead: t.exposeBoolean('isRead'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    message: t.exposeString('message'),
    notificationStyle: t.field({ type: NotificationStyleEnum, resolve: (r) => r.notificationStyle }),
    notification: t.field({ type: NotificationRef, resolve: (r) => r.notification }),
  }),
});

const NotificationPageMetaRef = builder.objectRef<NotificationPage['meta']>('NotificationPageMeta').implement({
  fields: (t) => ({
    currentPage: t.exposeInt('currentPage'),
    totalPages: t.exposeInt('totalPages'),
    pageSize: t.exposeInt('pageSize'),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const NotificationPageRef = builder.objectRef<NotificationPage>('NotificationPage').implement({
  fields: (t) => ({
    notifications: t.field({ type: [NotificationRecipientRef], resolve: (p) => p.notifications }),
    meta: t.field({ type: NotificationPageMetaRef, resolve: (p) => p.meta }),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

const UnseenNotificationsRef = builder.objectRef<UnseenNotifications>('UnseenNotifications').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    lastSeenTimestamp: t.expose('lastSeenTimestamp', { type: 'DateTime', nullable: true, description: 'Null until the panel was first opened.' }),
  }),
});

const NotificationPreferencesRef = builder.objectRef<NotificationPreferences>('NotificationPreferences').implement({
  fields: (t) => ({ emailCopies: t.exposeBoolean('emailCopies', { description: 'Send an e-mail copy of each notification.' }) }),
});

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationPageRef,
    access: notificationsPolicy.notifications,
    description: 'NTF-09: newest first; page from 1, pageSize default 16, at most 50.',
    args: { page: t.arg.int(), pageSize: t.arg.int() },
    resolve: (_root, args, ctx) => listNotifications(ctx, { page: args.page, pageSize: args.pageSize }),
  }),
  unseenNotifications: t.field({
    type: UnseenNotificationsRef,
    access: notificationsPolicy.unseenNotifications,
    description: 'NTF-03: notifications received after lastSeenTimestamp (all when never seen).',
    resolve: (_root, _args, ctx) => unseenNotifications(ctx),
  }),
  notificationPreferences: t.field({
    type: NotificationPreferencesRef,
    access: notificationsPolicy.notificationPreferences,
    resolve: (_root, _args, ctx) => notificationPreferences(ctx),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.int({
    access: notificationsPolicy.markNotificationsRead,
    description: "NTF-07: ids of NotificationRecipient._id or Notification._id; others' ids change nothing. Returns the unread count after.",
    args: { notificationIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => markNotificationsRead(ctx, args.notificationIds.map(String)),
  }),
  recordNotificationsLastSeen: t.int({
    access: notificationsPolicy.recordNotificationsLastSeen,
    description: 'NTF-05: records the panel was opened (default now; never in the future, never backwards). Returns the unseen count after.',
    args: { timestamp: t.arg({ type: 'DateTime' }) },
    resolve: (_root, args, ctx) => recordNotificationsLastSeen(ctx, args.timestamp),
  }),
  updateNotificationPreferences: t.field({
    type: NotificationPreferencesRef,
    access: notificationsPolicy.updateNotificationPreferences,
    args: { emailCopies: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => updateNotificationPreferences(ctx, { emailCopies: args.emailCopies }),
  }),
}));

builder.subscriptionFields((t) => ({
  notificationCreated: t.field({
    type: NotificationRecipientRef,
    access: notificationsPolicy.notificationCreated,
    description: 'NTF-08: each new notification of the viewer.',
    subscribe: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      const subscription = ctx.services.pubsub.subscribe<NotificationRecipientWire>(userChannel(ctx.incubator.id, viewer.userId, 'notifications'));
      await subscription.ready;
      return filterSubscription(subscription, () => subscriberStillAllowed(ctx, viewer));
    },
    resolve: (wire: NotificationRecipientWire) => fromWire(wire),
  }),
}));
