/** GraphQL documents of the notifications panel (D1 §3, §7.4–7.6; docs/contract-tasks-notifications.md). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { NotificationStyle, NotificationType } from '@hatchery/domain';

export interface NotificationActor {
  _id: string;
  fullName: string;
  avatar: string | null;
}

/** NTF-11: one notification as the viewer received it. */
export interface NotificationRecipient {
  _id: string;
  isRead: boolean;
  createdAt: string;
  message: string;
  notificationStyle: NotificationStyle;
  notification: {
    _id: string;
    url: string | null;
    notificationType: NotificationType;
    message: string;
    actor: NotificationActor | null;
  };
}

export interface NotificationPageMeta {
  currentPage: number;
  totalPages: number;
  pageSize: number;
  totalCount: number;
}

export interface NotificationPage {
  notifications: NotificationRecipient[];
  meta: NotificationPageMeta;
  unreadCount: number;
}

export interface UnseenNotifications {
  count: number;
  lastSeenTimestamp: string | null;
}

const RECIPIENT_FIELDS = gql`
  fragment NotificationRecipientFields on NotificationRecipient {
    _id
    isRead
    createdAt
    message
    notificationStyle
    notification {
      _id
      url
      notificationType
      message
      actor {
        _id
        fullName
        avatar
      }
    }
  }
`;

export const UNSEEN_NOTIFICATIONS: TypedDocumentNode<{ unseenNotifications: UnseenNotifications }> = gql`
  query UnseenNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`;

export const NOTIFICATIONS_PAGE: TypedDocumentNode<{ notifications: NotificationPage }, { page: number; pageSize: number }> = gql`
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
  ${RECIPIENT_FIELDS}
`;

export const RECORD_NOTIFICATIONS_LAST_SEEN: TypedDocumentNode<{ recordNotificationsLastSeen: number }, { timestamp: string | null }> = gql`
  mutation RecordNotificationsLastSeen($timestamp: DateTime) {
    recordNotificationsLastSeen(timestamp: $timestamp)
  }
`;

export const MARK_NOTIFICATIONS_READ: TypedDocumentNode<{ markNotificationsRead: number }, { notificationIds: string[] }> = gql`
  mutation MarkNotificationsRead($notificationIds: [ID!]!) {
    markNotificationsRead(notificationIds: $notificationIds)
  }
`;

export const NOTIFICATION_CREATED: TypedDocumentNode<{ notificationCreated: NotificationRecipient }> = gql`
  subscription NotificationCreated {
    notificationCreated {
      ...NotificationRecipientFields
    }
  }
  ${RECIPIENT_FIELDS}
`;

export interface NotificationPreferences {
  __typename?: 'NotificationPreferences';
  emailCopies: boolean;
}

export const NOTIFICATION_PREFERENCES: TypedDocumentNode<{ notificationPreferences: NotificationPreferences }> = gql`
  query NotificationPreferences {
    notificationPreferences {
      emailCopies
    }
  }
`;

export const UPDATE_NOTIFICATION_PREFERENCES: TypedDocumentNode<
  { updateNotificationPreferences: NotificationPreferences },
  { emailCopies: boolean }
> = gql`
  mutation UpdateNotificationPreferences($emailCopies: Boolean!) {
    updateNotificationPreferences(emailCopies: $emailCopies) {
      emailCopies
    }
  }
`;
