/** GraphQL documents of the notifications panel (D1 §3, §7.4–7.6; docs/contract-tasks-notifications.md). */
import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';
import { NOTIFICATION_RECIPIENT_FIELDS as RECIPIENT_FIELDS, type NotificationRecipient } from './NotificationItem';

export type { NotificationRecipient };

export const UNSEEN_NOTIFICATIONS = graphql(`
  query UnseenNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`);

export const NOTIFICATIONS_PAGE = graphql(`
  query Notifications($page: Int, $pageSize: Int) {
    notifications(page: $page, pageSize: $pageSize) {
      notifications {
        ...NotificationRecipientFields
      }
      meta {
        currentPage
        totalPages
        pageSize
        totalCount
      }
      unreadCount
    }
  }
`, [RECIPIENT_FIELDS]);

export const RECORD_NOTIFICATIONS_LAST_SEEN = graphql(`
  mutation RecordNotificationsLastSeen($timestamp: DateTime) {
    recordNotificationsLastSeen(timestamp: $timestamp)
  }
`);

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($notificationIds: [ID!]!) {
    markNotificationsRead(notificationIds: $notificationIds)
  }
`);

export const NOTIFICATION_CREATED = graphql(`
  subscription NotificationCreated {
    notificationCreated {
      ...NotificationRecipientFields
    }
  }
`, [RECIPIENT_FIELDS]);

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      __typename
      emailCopies
    }
  }
`);

export const UPDATE_NOTIFICATION_PREFERENCES = graphql(`
  mutation UpdateNotificationPreferences($emailCopies: Boolean!) {
    updateNotificationPreferences(emailCopies: $emailCopies) {
      __typename
      emailCopies
    }
  }
`);

export type NotificationStyle = SchemaType<'NotificationStyle'>;
export type NotificationActor = NonNullable<NotificationRecipient['notification']['actor']>;
export type NotificationPage = ResultOf<typeof NOTIFICATIONS_PAGE>['notifications'];
export type NotificationPageMeta = NotificationPage['meta'];
export type UnseenNotifications = ResultOf<typeof UNSEEN_NOTIFICATIONS>['unseenNotifications'];
export type NotificationPreferences = ResultOf<typeof NOTIFICATION_PREFERENCES>['notificationPreferences'];
