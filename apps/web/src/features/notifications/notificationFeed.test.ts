import { describe, expect, it } from 'vitest';
import type { NotificationPage, NotificationRecipient } from './documents';
import { makeRecipient } from './fakeNotificationsServer';
import {
  badgeLabel,
  EMPTY_FEED,
  feedReducer,
  hasMorePages,
  mergeNotifications,
  newestCreatedAt,
  notificationTarget,
  splitByLastSeen,
} from './notificationFeed';

function page(notifications: NotificationRecipient[], totalPages: number, unreadCount = 0): NotificationPage {
  return { notifications, meta: { currentPage: 1, totalPages, pageSize: 16, totalCount: totalPages * 16 }, unreadCount };
}

describe('notification panel rules', () => {
  it('badge: the exact count up to 99, "99+" above, nothing at 0 (NTF-04)', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12_345)).toBe('99+');
  });

  it('New holds what arrived after the last-seen mark, Earlier the rest; never opened = all New (NTF-06)', () => {
    const [a, b, c] = [makeRecipient(1), makeRecipient(10), makeRecipient(100)];
    const mark = new Date(Date.now() - 10 * 60_000).toISOString();
    expect(splitByLastSeen([a!, b!, c!], mark)).toEqual({ fresh: [a], earlier: [b, c] });
    expect(splitByLastSeen([a!, b!, c!], null)).toEqual({ fresh: [a, b, c], earlier: [] });
    // Received exactly at the mark: seen.
    expect(splitByLastSeen([b!], b!.createdAt)).toEqual({ fresh: [], earlier: [b] });
  });

  it('pages that overlap after new arrivals merge without duplicates, newest first (NTF-09)', () => {
    const all = Array.from({ length: 40 }, (_, i) => makeRecipient(i + 1));
    let state = feedReducer(EMPTY_FEED, { type: 'reset', page: page(all.slice(0, 16), 3, 40) });
    expect(hasMorePages(state)).toBe(true);
    // Two arrive; page 1 is fetched again, then page 2 starts two items earlier than before.
    const arrived = [makeRecipient(0), makeRecipient(0.5)];
    const now = [...arrived, ...all].sort((x, y) => y.createdAt.localeCompare(x.createdAt));
    state = feedReducer(state, { type: 'refreshed', page: page(now.slice(0, 16), 3, 42) });
    expect(state.pagesLoaded).toBe(1);
    state = feedReducer(state, { type: 'pageLoaded', pageNumber: 2, page: page(now.slice(16, 32), 3, 42) });
    state = feedReducer(state, { type: 'pageLoaded', pageNumber: 3, page: page(now.slice(32, 48), 3, 42) });
    expect(state.items.map((i) => i._id)).toEqual(now.map((i) => i._id));
    expect(hasMorePages(state)).toBe(false);
    expect(state.unreadCount).toBe(42);
    expect(mergeNotifications(state.items, state.items)).toHaveLength(42);
  });

  it('read marks the given items and takes the server unread count; the newest time is what the panel has seen', () => {
    const [a, b] = [makeRecipient(1), makeRecipient(2)];
    const state = feedReducer(feedReducer(EMPTY_FEED, { type: 'reset', page: page([b!, a!], 1, 2) }), { type: 'read', ids: [a!._id], unreadCount: 1 });
    expect(state.items.map((i) => [i._id, i.isRead])).toEqual([
      [a!._id, true],
      [b!._id, false],
    ]);
    expect(state.unreadCount).toBe(1);
    expect(newestCreatedAt(state.items)).toBe(a!.createdAt);
    expect(newestCreatedAt([])).toBeNull();
  });

  it('a click target: app paths through the router, other sites in a new tab, nothing for bad urls (GAP-20)', () => {
    const origin = 'http://demo.localhost:3400';
    expect(notificationTarget('/tasks', origin)).toEqual({ kind: 'internal', path: '/tasks' });
    expect(notificationTarget('http://demo.localhost:3400/startup/1/file/metrics?tab=2#m', origin)).toEqual({
      kind: 'internal',
      path: '/startup/1/file/metrics?tab=2#m',
    });
    expect(notificationTarget('https://example.org/x', origin)).toEqual({ kind: 'external', href: 'https://example.org/x' });
    expect(notificationTarget('//evil.example/x', origin)).toEqual({ kind: 'external', href: 'http://evil.example/x' });
    expect(notificationTarget('javascript:alert(1)', origin)).toBeNull();
    expect(notificationTarget(null, origin)).toBeNull();
    expect(notificationTarget('  ', origin)).toBeNull();
  });
});
