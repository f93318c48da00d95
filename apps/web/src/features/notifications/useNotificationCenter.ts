/**
 * The state behind the bell (D1 §4 "Notifications"): the unseen count (NTF-03), opening records the last-seen mark
 * and zeroes it (NTF-05), the list read page by page (NTF-09), clicks mark read and open the url (NTF-07, GAP-20),
 * and live notifications raise the count, refetch the first page and show a toast (NTF-08).
 */
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { NOTIFICATION_PAGE_SIZE } from '@hatchery/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alerts, toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import {
  MARK_NOTIFICATIONS_READ,
  NOTIFICATION_CREATED,
  NOTIFICATIONS_PAGE,
  RECORD_NOTIFICATIONS_LAST_SEEN,
  UNSEEN_NOTIFICATIONS,
  type NotificationPage,
  type NotificationRecipient,
} from './documents';
import { EMPTY_FEED, feedReducer, hasMorePages, newestCreatedAt, notificationTarget, type FeedState } from './notificationFeed';

/** "Mark all as read" reads the pages not loaded yet in the largest page the server allows. */
const MARK_ALL_PAGE_SIZE = 50;

export type FeedStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationCenter {
  /** Whether the panel is open; opening it records the last-seen mark and zeroes the count (NTF-05). */
  opened: boolean;
  setOpened: (opened: boolean) => void;
  unseenCount: number;
  /** The last-seen mark as it was when the panel opened: what splits New from Earlier. */
  lastSeenAtOpen: string | null;
  feed: FeedState;
  status: FeedStatus;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  openItem: (item: NotificationRecipient) => void;
  markAllRead: () => Promise<void>;
  retry: () => void;
}

/** The later of two marks: like the server's, the local last-seen mark never moves backwards. */
function later(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

export function useNotificationCenter(): NotificationCenter {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText();
  const client = useApolloClient();
  const navigate = useNavigate();
  const unseen = useQuery(UNSEEN_NOTIFICATIONS, { fetchPolicy: 'cache-and-network' });
  const [feed, dispatch] = useReducer(feedReducer, EMPTY_FEED);
  const [status, setStatus] = useState<FeedStatus>('idle');
  const [loadingMore, setLoadingMore] = useState(false);
  const [lastSeenAtOpen, setLastSeenAtOpen] = useState<string | null>(null);
  const [openedState, setOpenedState] = useState(false);
  const opened = useRef(false);
  const feedRef = useRef(feed);
  useEffect(() => {
    feedRef.current = feed;
  }, [feed]);

  const setUnseen = useCallback(
    (change: (count: number) => number, lastSeenTimestamp?: string | null) => {
      client.cache.updateQuery({ query: UNSEEN_NOTIFICATIONS }, (data) =>
        data
          ? {
              unseenNotifications: {
                ...data.unseenNotifications,
                count: Math.max(0, change(data.unseenNotifications.count)),
                lastSeenTimestamp: later(data.unseenNotifications.lastSeenTimestamp, lastSeenTimestamp ?? null),
              },
            }
          : data,
      );
    },
    [client],
  );

  const fetchPage = useCallback(
    async (page: number, pageSize: number = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> => {
      const { data } = await client.query({ query: NOTIFICATIONS_PAGE, variables: { page, pageSize }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no notifications page');
      return data.notifications;
    },
    [client],
  );

  /** NTF-05: the newest time the viewer has now seen; the answer is what is still unseen (normally 0). */
  const recordSeen = useCallback(
    async (items: readonly NotificationRecipient[]) => {
      const timestamp = newestCreatedAt(items);
      try {
        const { data } = await client.mutate({ mutation: RECORD_NOTIFICATIONS_LAST_SEEN, variables: { timestamp } });
        if (data) setUnseen(() => data.recordNotificationsLastSeen, timestamp ?? new Date().toISOString());
      } catch {
        // The mark stays where it was; the next opening records it again.
      }
    },
    [client, setUnseen],
  );

  /** Page 1: from scratch on the first opening, merged into what is listed afterwards. */
  const loadFirstPage = useCallback(async () => {
    const fresh = feedRef.current.pagesLoaded === 0;
    if (fresh) setStatus('loading');
    try {
      const page = await fetchPage(1);
      dispatch({ type: fresh ? 'reset' : 'refreshed', page });
      setStatus('ready');
      if (opened.current) await recordSeen(page.notifications);
    } catch {
      if (fresh) setStatus('error');
    }
  }, [fetchPage, recordSeen]);

  const setOpened = useCallback(
    (next: boolean) => {
      if (next === opened.current) return;
      opened.current = next;
      setOpenedState(next);
      if (!next) return;
      void (async () => {
        // The mark from before this opening splits New from Earlier; read it from the server if not known yet.
        let known = client.cache.readQuery({ query: UNSEEN_NOTIFICATIONS });
        if (!known) known = (await client.query({ query: UNSEEN_NOTIFICATIONS }).catch(() => null))?.data ?? null;
        setLastSeenAtOpen(known?.unseenNotifications.lastSeenTimestamp ?? null);
        setUnseen(() => 0);
        await loadFirstPage();
      })();
    },
    [client, setUnseen, loadFirstPage],
  );

  const loadingMoreRef = useRef(false);
  const loadMore = useCallback(() => {
    const current = feedRef.current;
    if (loadingMoreRef.current || !hasMorePages(current)) return;
    loadingMoreRef.current = true;
    setLoadingMore(true);
    const pageNumber = current.pagesLoaded + 1;
    fetchPage(pageNumber)
      .then((page) => dispatch({ type: 'pageLoaded', pageNumber, page }))
      .catch((error: unknown) => alerts.error(errorText(error)))
      .finally(() => {
        loadingMoreRef.current = false;
        setLoadingMore(false);
      });
  }, [fetchPage, errorText]);

  const markRead = useCallback(
    async (ids: string[]) => {
      const { data } = await client.mutate({ mutation: MARK_NOTIFICATIONS_READ, variables: { notificationIds: ids } });
      const unreadCount = data?.markNotificationsRead ?? feedRef.current.unreadCount;
      dispatch({ type: 'read', ids, unreadCount });
      return unreadCount;
    },
    [client],
  );

  /** NTF-07, GAP-20: mark it read, then open its url — inside the app through the router, elsewhere in a new tab. */
  const openItem = useCallback(
    (item: NotificationRecipient) => {
      if (!item.isRead) void markRead([item._id]).catch(() => undefined);
      const target = notificationTarget(item.notification.url, window.location.origin);
      if (!target) return;
      setOpened(false);
      if (target.kind === 'internal') void navigate(target.path);
      else window.open(target.href, '_blank', 'noopener,noreferrer');
    },
    [markRead, navigate, setOpened],
  );

  /** Every unread notification, also those on pages not loaded yet (at most 500 ids per call). */
  const markAllRead = useCallback(async () => {
    try {
      let remaining = await markRead(feedRef.current.items.filter((i) => !i.isRead).map((i) => i._id));
      for (let page = 1; remaining > 0; page += 1) {
        const result = await fetchPage(page, MARK_ALL_PAGE_SIZE);
        const ids = result.notifications.filter((i) => !i.isRead).map((i) => i._id);
        if (ids.length > 0) remaining = await markRead(ids);
        if (page >= result.meta.totalPages) break;
      }
    } catch (error) {
      alerts.error(errorText(error));
    }
  }, [markRead, fetchPage, errorText]);

  const openItemRef = useRef(openItem);
  useEffect(() => {
    openItemRef.current = openItem;
  }, [openItem]);

  useSubscription(NOTIFICATION_CREATED, {
    onData: ({ data }) => {
      const item = data.data?.notificationCreated;
      if (!item) return;
      if (!opened.current) {
        setUnseen((count) => count + 1);
        toast('information', item.message, { title: t('toastTitle'), onClick: () => openItemRef.current(item) });
      }
      if (opened.current || feedRef.current.pagesLoaded > 0) void loadFirstPage();
    },
  });

  return {
    opened: openedState,
    setOpened,
    unseenCount: unseen.data?.unseenNotifications.count ?? 0,
    lastSeenAtOpen,
    feed,
    status,
    loadingMore,
    hasMore: hasMorePages(feed),
    loadMore,
    openItem,
    markAllRead,
    retry: () => void loadFirstPage(),
  };
}
