import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { makeRecipient } from './fakeNotificationsServer';
import { NotificationList } from './NotificationList';
import { dayjsLocaleOf, loadDayjsLocale } from '../../lib/dates/dayjsLocale';
import { formatRelative } from './relativeTime';

afterEach(() => vi.useRealTimers());

describe('relative times (NTF-10)', () => {
  it('refresh every 10 s while the panel shows them', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const item = { ...makeRecipient(0), createdAt: new Date('2026-03-02T09:59:20Z').toISOString() };
    await renderWithProviders(
      <NotificationList items={[item]} lastSeen={null} hasMore={false} loadingMore={false} onLoadMore={() => undefined} onOpen={() => undefined} scrollRoot={null} />,
    );
    const time = screen.getByTestId('notification-time');
    expect(time).toHaveTextContent('a few seconds ago'); // 40 s
    expect(time).toHaveAttribute('datetime', item.createdAt);
    act(() => vi.advanceTimersByTime(9_999));
    expect(time).toHaveTextContent('a few seconds ago'); // not refreshed yet
    act(() => vi.advanceTimersByTime(1));
    expect(time).toHaveTextContent('a minute ago'); // 50 s, at the 10 s tick
    act(() => vi.advanceTimersByTime(4 * 60_000 + 10_000));
    expect(time).toHaveTextContent('5 minutes ago');
  });

  it('are worded in the reader’s language (dayjs locales loaded on demand)', async () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    const fiveMinutesAgo = new Date(now - 5 * 60_000).toISOString();
    expect(formatRelative(fiveMinutesAgo, now, 'en')).toBe('5 minutes ago');
    expect(await loadDayjsLocale('ar')).toBe('ar');
    expect(formatRelative(fiveMinutesAgo, now, 'ar')).toBe('منذ 5 دقائق');
    expect(await loadDayjsLocale('ja_JP')).toBe('ja');
    expect(formatRelative(fiveMinutesAgo, now, 'ja')).toBe('5分前');
    expect(await loadDayjsLocale('de')).toBe('de');
    expect(formatRelative(fiveMinutesAgo, now, 'de')).toBe('vor 5 Minuten');
    expect(dayjsLocaleOf('xx')).toBe('en');
  });

  it('a time a little ahead of the local clock reads as just now, not "in a few seconds"', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(formatRelative(new Date(now + 3000).toISOString(), now, 'en')).toBe('a few seconds ago');
  });
});
