/** Who may call the notifications operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/index.js';

export const notificationsPolicy = {
  notifications: authenticated('own notifications only'),
  unseenNotifications: authenticated('own notifications only'),
  notificationPreferences: authenticated('own preferences only'),
  markNotificationsRead: authenticated('own notifications only'),
  recordNotificationsLastSeen: authenticated('own notifications only'),
  updateNotificationPreferences: authenticated('own preferences only'),
  notificationCreated: authenticated("the viewer's own notifications; re-checked before each event"),
} as const;
