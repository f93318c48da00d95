import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { alertStore } from '../../lib/alerts/alertStore';
import { renderWithProviders } from '../../test/renderWithProviders';
import { createFakeNotificationsServer, makeRecipient, type FakeNotificationsServer } from './fakeNotificationsServer';
import { NotificationsBell } from './NotificationsBell';

/** Stands in for the browser's IntersectionObserver: the test says when the sentinel scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Whether some observer watches an element now (the panel re-observes its sentinel only once a page has settled). */
  static watching(): boolean {
    return FakeIntersectionObserver.instances.some((o) => !o.disconnected && o.targets.length > 0);
  }
  static scrollIntoView(): void {
    const live = FakeIntersectionObserver.instances.filter((o) => !o.disconnected && o.targets.length > 0);
    for (const o of live) {
      o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    }
  }
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderBell(server: FakeNotificationsServer) {
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
  await renderWithProviders(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationsBell />
        <Location />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const badge = () => screen.queryByTestId('notifications-badge');
const items = (scope: HTMLElement = document.body) => within(scope).queryAllByTestId('notification-item');

async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId('notifications-bell'));
  const panel = await screen.findByTestId('notifications-panel');
  await waitFor(() => expect(within(panel).queryByLabelText('Loading notifications')).toBeNull());
  return panel;
}

// A list of Mantine items renders slowly in jsdom on a busy machine: room for that, not for a hang.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  alertStore.clear();
});

describe('notifications bell and panel (NTF-03…10, CHR-34)', { timeout: 20_000 }, () => {
  it('the badge shows the unseen count, which also names the bell (NTF-03, NTF-04)', async () => {
    const server = createFakeNotificationsServer({ recipients: [makeRecipient(1), makeRecipient(2), makeRecipient(3)] });
    await renderBell(server);
    await waitFor(() => expect(badge()).toHaveTextContent(/^3$/));
    expect(screen.getByRole('button', { name: 'Notifications, unseen: 3' })).toBe(screen.getByTestId('notifications-bell'));
  });

  it('shows "99+" for 100 unseen (NTF-04)', async () => {
    const many = createFakeNotificationsServer({ recipients: Array.from({ length: 100 }, (_, i) => makeRecipient(i + 1)) });
    await renderBell(many);
    await waitFor(() => expect(badge()).toHaveTextContent(/^99\+$/));
    expect(screen.getByRole('button', { name: 'Notifications, unseen: 99+' })).toBeInTheDocument();
  });

  it('shows 99 as "99" (NTF-04)', async () => {
    const ninetyNine = createFakeNotificationsServer({ recipients: Array.from({ length: 99 }, (_, i) => makeRecipient(i + 1)) });
    await renderBell(ninetyNine);
    await waitFor(() => expect(badge()).toHaveTextContent(/^99$/));
  });

  it('opening the panel zeroes the badge and records the newest time it shows (NTF-05)', async () => {
    const newest = makeRecipient(2);
    const server = createFakeNotificationsServer({ recipients: [makeRecipient(30), newest, makeRecipient(10)] });
    await renderBell(server);
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    await openPanel();
    expect(badge()).toBeNull();
    await waitFor(() => expect(server.callsOf('RecordNotificationsLastSeen')).toEqual([{ operationName: 'RecordNotificationsLastSeen', variables: { timestamp: newest.createdAt } }]));
    expect(server.state.lastSeen).toBe(newest.createdAt);
    expect(server.callsOf('Notifications')[0]?.variables).toEqual({ page: 1, pageSize: 16 });
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('lists what arrived after the last-seen mark under "New" and the rest under "Earlier" (NTF-06)', async () => {
    const recipients = [makeRecipient(1, { message: 'fresh one' }), makeRecipient(5, { message: 'fresh two' }), makeRecipient(60, { message: 'old one' }), makeRecipient(120, { message: 'old two' })];
    const server = createFakeNotificationsServer({ recipients, lastSeen: new Date(Date.now() - 30 * 60_000).toISOString() });
    await renderBell(server);
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel();
    const fresh = within(panel).getByTestId('notifications-new');
    const earlier = within(panel).getByTestId('notifications-earlier');
    expect(within(fresh).getByRole('heading', { name: 'New' })).toBeInTheDocument();
    expect(within(earlier).getByRole('heading', { name: 'Earlier' })).toBeInTheDocument();
    expect(items(fresh).map((i) => i.textContent)).toEqual([expect.stringContaining('fresh one'), expect.stringContaining('fresh two')]);
    expect(items(earlier).map((i) => i.textContent)).toEqual([expect.stringContaining('old one'), expect.stringContaining('old two')]);

    // Closed and opened again: what was new then is earlier now.
    fireEvent.click(screen.getByTestId('notifications-bell'));
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    const again = await openPanel();
    expect(within(again).queryByTestId('notifications-new')).toBeNull();
    expect(items(within(again).getByTestId('notifications-earlier'))).toHaveLength(4);
  });

  it('loads further pages of 16 when the end of the list scrolls into view (NTF-09)', async () => {
    const server = createFakeNotificationsServer({ recipients: Array.from({ length: 40 }, (_, i) => makeRecipient(i + 1)) });
    await renderBell(server);
    const panel = await openPanel();
    expect(items(panel)).toHaveLength(16);
    expect(within(panel).getByTestId('notifications-sentinel')).toBeInTheDocument();
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() => expect(items(panel)).toHaveLength(32));
    // A browser reports a sentinel already in view when it is observed again; the fake needs the new observer first.
    await waitFor(() => expect(FakeIntersectionObserver.watching()).toBe(true));
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() => expect(items(panel)).toHaveLength(40));
    expect(within(panel).queryByTestId('notifications-sentinel')).toBeNull();
    expect(server.callsOf('Notifications').map((c) => c.variables)).toEqual([
      { page: 1, pageSize: 16 },
      { page: 2, pageSize: 16 },
      { page: 3, pageSize: 16 },
    ]);
    // Newest first, each once.
    const ids = items(panel).map((i) => i.getAttribute('data-id'));
    expect(new Set(ids).size).toBe(40);
    expect(ids).toEqual(server.state.recipients.map((r) => r._id));
  });

  it('a click marks the item read and opens its url through the router (NTF-07, GAP-20)', async () => {
    const target = makeRecipient(1, { url: '/startup/42/file/metrics', message: 'Metrics updated' });
    const server = createFakeNotificationsServer({ recipients: [target, makeRecipient(2)] });
    await renderBell(server);
    const panel = await openPanel();
    const item = within(panel).getByText('Metrics updated').closest('[data-testid="notification-item"]') as HTMLElement;
    expect(item).toHaveAttribute('data-unread');
    fireEvent.click(item);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/startup/42/file/metrics'));
    await waitFor(() => expect(server.callsOf('MarkNotificationsRead').map((c) => c.variables)).toEqual([{ notificationIds: [target._id] }]));
    expect(server.state.recipients.find((r) => r._id === target._id)?.isRead).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    const reopened = await openPanel();
    expect(within(reopened).getByText('Metrics updated').closest('[data-testid="notification-item"]')).not.toHaveAttribute('data-unread');
  });

  it('an item linking to another site opens in a new tab; a read item is not marked again', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const server = createFakeNotificationsServer({ recipients: [makeRecipient(1, { url: 'https://calendar.example.org/meet/1', message: 'Meeting moved', isRead: true })] });
    await renderBell(server);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByText('Meeting moved'));
    expect(open).toHaveBeenCalledWith('https://calendar.example.org/meet/1', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server.callsOf('MarkNotificationsRead')).toEqual([]);
  });

  it('"Mark all as read" marks every unread notification, also on pages not loaded yet', async () => {
    const server = createFakeNotificationsServer({ recipients: Array.from({ length: 20 }, (_, i) => makeRecipient(i + 1, { isRead: i % 3 === 0 })) });
    await renderBell(server);
    const panel = await openPanel();
    expect(items(panel).filter((i) => i.hasAttribute('data-unread')).length).toBeGreaterThan(0);
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    expect(markAll).toBe(within(panel).getByTestId('notifications-mark-all'));
    fireEvent.click(markAll);
    await waitFor(() => expect(server.state.recipients.every((r) => r.isRead)).toBe(true));
    await waitFor(() => expect(items(panel).filter((i) => i.hasAttribute('data-unread'))).toEqual([]));
    await waitFor(() => expect(within(panel).getByTestId('notifications-mark-all')).toBeDisabled());
  });

  it('an empty panel reads "No notifications yet" (GAP-20)', async () => {
    const server = createFakeNotificationsServer();
    await renderBell(server);
    const panel = await openPanel();
    expect(within(panel).getByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows the actor, the icon of the group and the unread mark of each item (NTF-02, GAP-19)', async () => {
    const server = createFakeNotificationsServer({
      recipients: [
        makeRecipient(1, { type: 'meetingScheduled', actor: 'Maya Lopez' }),
        makeRecipient(2, { type: 'newCommentStartup', isRead: true }),
        makeRecipient(3, { type: 'updatedMetrics' }),
        makeRecipient(4, { type: 'approvalApplication', actor: null }),
      ],
    });
    await renderBell(server);
    const panel = await openPanel();
    const shown = items(panel);
    expect(shown.map((i) => i.getAttribute('data-style'))).toEqual(['appointment', 'message', 'startupFileUpdate', 'programChange']);
    expect(shown.map((i) => within(i).getByTestId('notification-style-icon').getAttribute('title'))).toEqual(['Meeting', 'Message', 'Startup file update', 'Program change']);
    expect(shown[0]).toHaveTextContent('ML');
    expect(shown.map((i) => i.hasAttribute('data-unread'))).toEqual([true, false, true, true]);
    expect(within(shown[0]!).getByText('Unread')).toBeInTheDocument();
    expect(within(shown[0]!).getByTestId('notification-time')).toHaveTextContent('a minute ago');
  });

  it('a live notification raises the count, refetches the first page and shows a toast that opens it (NTF-08)', async () => {
    const server = createFakeNotificationsServer({ recipients: [makeRecipient(10)], lastSeen: new Date().toISOString() });
    await renderBell(server);
    await waitFor(() => expect(server.subscriberCount()).toBe(1));
    expect(badge()).toBeNull();

    const live = makeRecipient(0, { message: 'Avery Collins assigned you a task: Send the deck', url: '/tasks' });
    await act(() => server.deliver(live));
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
    const [toast] = alertStore.get();
    expect(toast).toMatchObject({ kind: 'toast', type: 'information', title: 'New notification', message: live.message });

    // With the panel opened once, a later arrival refetches the first page into the list.
    const panel = await openPanel();
    expect(within(panel).getByTestId('notifications-new')).toHaveTextContent(live.message);
    fireEvent.click(screen.getByTestId('notifications-bell'));
    await waitFor(() => expect(screen.queryByTestId('notifications-panel')).toBeNull());
    const pagesBefore = server.callsOf('Notifications').length;
    const second = makeRecipient(0, { message: 'Maya Lopez commented on Solarly', url: '/startup/7/file/timeline' });
    await act(() => server.deliver(second));
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
    await waitFor(() => expect(server.callsOf('Notifications').length).toBe(pagesBefore + 1));
    expect(server.callsOf('Notifications').at(-1)?.variables).toEqual({ page: 1, pageSize: 16 });

    // The toast's click opens the notification and marks it read.
    const secondToast = alertStore.get().find((a) => a.message === second.message)!;
    act(() => alertStore.activate(secondToast.id));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/startup/7/file/timeline'));
    await waitFor(() => expect(server.state.recipients.find((r) => r._id === second._id)?.isRead).toBe(true));
    expect(alertStore.get().some((a) => a.id === secondToast.id)).toBe(false);
  });

  it('a live notification while the panel is open shows under "New" and stays seen', async () => {
    const server = createFakeNotificationsServer({ recipients: [makeRecipient(10)], lastSeen: new Date(Date.now() - 60_000).toISOString() });
    await renderBell(server);
    await waitFor(() => expect(server.subscriberCount()).toBe(1));
    const panel = await openPanel();
    const live = makeRecipient(0, { message: 'Your application was approved', type: 'approvalApplication' });
    await act(() => server.deliver(live));
    await waitFor(() => expect(within(panel).getByTestId('notifications-new')).toHaveTextContent('Your application was approved'));
    await waitFor(() => expect(server.state.lastSeen).toBe(live.createdAt));
    expect(badge()).toBeNull();
    expect(alertStore.get()).toEqual([]);
  });

  it('the e-mail copy switch shows and saves the preference', async () => {
    const server = createFakeNotificationsServer({ emailCopies: false });
    await renderBell(server);
    const panel = await openPanel();
    const toggle = await within(panel).findByRole('switch', { name: 'Email me a copy of each notification' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(server.state.emailCopies).toBe(true));
    expect(toggle).toBeChecked();
    expect(server.callsOf('UpdateNotificationPreferences').map((c) => c.variables)).toEqual([{ emailCopies: true }]);
  });
});
