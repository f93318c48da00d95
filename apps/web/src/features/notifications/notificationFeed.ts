/**
 * The notifications panel's rules, free of React and Apollo (D1 §4, §9; NTF-04, NTF-06, NTF-09; GAP-20):
 * the badge text, the New/Earlier split, and the list built from pages that may overlap.
 */
import { BADGE_CAP } from '@hatchery/domain';
import type { NotificationPage, NotificationRecipient } from './documents';

/** NTF-04: the exact count up to 99, "99+" above; nothing to show at 0. */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

const time = (iso: string): number => new Date(iso).getTime();

/** NTF-06: items received after the last-seen mark are "New" (all of them when the panel was never opened). */
export function splitByLastSeen(
  items: readonly NotificationRecipient[],
  lastSeen: string | null,
): { fresh: NotificationRecipient[]; earlier: NotificationRecipient[] } {
  if (lastSeen === null) return { fresh: [...items], earlier: [] };
  const mark = time(lastSeen);
  const fresh: NotificationRecipient[] = [];
  const earlier: NotificationRecipient[] = [];
  for (const item of items) (time(item.createdAt) > mark ? fresh : earlier).push(item);
  return { fresh, earlier };
}

/** Newest first; ties by id so the order is stable across pages. */
function byNewest(a: NotificationRecipient, b: NotificationRecipient): number {
  return time(b.createdAt) - time(a.createdAt) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/**
 * One list from several pages. Items only ever arrive at the top, so once new ones came in, a later page starts
 * with items already listed: pages overlap, never leave gaps, and duplicates are dropped here.
 */
export function mergeNotifications(
  current: readonly NotificationRecipient[],
  incoming: readonly NotificationRecipient[],
): NotificationRecipient[] {
  const byId = new Map(current.map((item) => [item._id, item]));
  for (const item of incoming) byId.set(item._id, item);
  return [...byId.values()].sort(byNewest);
}

/** The newest createdAt of the list (what "record last seen" is sent), or null when it is empty. */
export function newestCreatedAt(items: readonly NotificationRecipient[]): string | null {
  let newest: NotificationRecipient | undefined;
  for (const item of items) if (!newest || time(item.createdAt) > time(newest.createdAt)) newest = item;
  return newest?.createdAt ?? null;
}

export interface FeedState {
  items: NotificationRecipient[];
  /** How many pages were read (the next one to load is pagesLoaded + 1). */
  pagesLoaded: number;
  totalPages: number;
  unreadCount: number;
}

export const EMPTY_FEED: FeedState = { items: [], pagesLoaded: 0, totalPages: 0, unreadCount: 0 };

export type FeedAction =
  /** Page 1 on opening: the list starts again from it. */
  | { type: 'reset'; page: NotificationPage }
  /** Page 1 again after a live notification: merged, the pages already read stay. */
  | { type: 'refreshed'; page: NotificationPage }
  | { type: 'pageLoaded'; pageNumber: number; page: NotificationPage }
  | { type: 'read'; ids: readonly string[]; unreadCount: number };

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'reset':
      return {
        items: mergeNotifications([], action.page.notifications),
        pagesLoaded: 1,
        totalPages: action.page.meta.totalPages,
        unreadCount: action.page.unreadCount,
      };
    case 'refreshed':
      return {
        items: mergeNotifications(state.items, action.page.notifications),
        pagesLoaded: Math.max(state.pagesLoaded, 1),
        totalPages: action.page.meta.totalPages,
        unreadCount: action.page.unreadCount,
      };
    case 'pageLoaded':
      return {
        items: mergeNotifications(state.items, action.page.notifications),
        pagesLoaded: Math.max(state.pagesLoaded, action.pageNumber),
        totalPages: action.page.meta.totalPages,
        unreadCount: action.page.unreadCount,
      };
    case 'read': {
      const ids = new Set(action.ids);
      return {
        ...state,
        items: state.items.map((item) => (ids.has(item._id) && !item.isRead ? { ...item, isRead: true } : item)),
        unreadCount: action.unreadCount,
      };
    }
  }
}

export function hasMorePages(state: FeedState): boolean {
  return state.pagesLoaded < state.totalPages;
}

/** Where a click on a notification goes: a path inside the app (router) or another site (new tab). */
export type NotificationTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

export function notificationTarget(url: string | null | undefined, origin: string): NotificationTarget {
  const raw = url?.trim();
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return { kind: 'internal', path: raw };
  try {
    const parsed = new URL(raw, origin);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.origin === origin) return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    return { kind: 'external', href: parsed.href };
  } catch {
    return null;
  }
}
