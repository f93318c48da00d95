/**
 * Issue 17 item 6 / issue 18: /calendar's day, week and month windows (pure), the views with items of each kind
 * linking to their pages and the window each view asks the API for, and the Subscribe panel (the address shown once,
 * then revocable).
 */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createTestClient, type OperationHandler } from '../../test/testClient';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalendarPage } from './CalendarPage';
import { anchorOf, calendarWindow, dayKey, itemsByDay, stepAnchor, viewOf } from './calendarRange';

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('calendar windows (D-475)', () => {
  it('a day, a Monday-first week, and a month in whole weeks within the API bound', () => {
    const wednesday = local(2026, 3, 11, 15);
    const day = calendarWindow('day', wednesday);
    expect([dayKey(day.from), dayKey(day.to), day.days.length]).toEqual(['2026-03-11', '2026-03-12', 1]);
    const week = calendarWindow('week', wednesday);
    expect([dayKey(week.from), dayKey(week.to), week.days.length]).toEqual(['2026-03-09', '2026-03-16', 7]);
    expect(week.from.getDay()).toBe(1);
    const month = calendarWindow('month', wednesday);
    expect([dayKey(month.from), dayKey(month.to)]).toEqual(['2026-02-23', '2026-04-06']);
    expect(month.days.length % 7).toBe(0);
    // The longest month window (6 weeks) stays inside calendarItems' 62-day limit.
    for (let m = 1; m <= 12; m++) expect(calendarWindow('month', local(2026, m, 1)).days.length).toBeLessThanOrEqual(42);
  });

  it('steps by a day, a week or a month; reads ?view and ?date, defaulting to the week and today', () => {
    expect(dayKey(stepAnchor('day', local(2026, 2, 28), 1))).toBe('2026-03-01');
    expect(dayKey(stepAnchor('week', local(2026, 3, 11), -1))).toBe('2026-03-04');
    expect(dayKey(stepAnchor('month', local(2026, 1, 31), 1))).toBe('2026-02-01');
    expect(viewOf('month')).toBe('month');
    expect(viewOf('year')).toBe('week');
    expect(dayKey(anchorOf('2026-03-11'))).toBe('2026-03-11');
    expect(dayKey(anchorOf('2026-02-30', local(2026, 5, 5)))).toBe('2026-05-05');
    expect(dayKey(anchorOf(null, local(2026, 5, 5, 13)))).toBe('2026-05-05');
  });

  it('an item shows on every day it overlaps; a task on the day it is due', () => {
    const days = calendarWindow('week', local(2026, 3, 11)).days;
    const late = { startsAt: local(2026, 3, 10, 23).toISOString(), endsAt: local(2026, 3, 11, 1).toISOString() };
    // A task due on the 13th in the organisation's zone, whatever instant that is here.
    const due = { startsAt: local(2026, 3, 14, 5).toISOString(), endsAt: null, dueDay: '2026-03-13' };
    const byDay = itemsByDay([late, due], days);
    expect(byDay.get('2026-03-10')).toEqual([late]);
    expect(byDay.get('2026-03-11')).toEqual([late]);
    expect(byDay.get('2026-03-13')).toEqual([due]);
    expect(byDay.get('2026-03-12')).toEqual([]);
  });
});

const item = (kind: 'session' | 'event' | 'task', id: string, title: string | null, start: Date, extra: Record<string, unknown> = {}) => ({
  __typename: 'CalendarItem',
  _id: `${kind}:${id}`,
  kind,
  sourceId: id,
  title,
  startsAt: start.toISOString(),
  endsAt: kind === 'task' ? null : new Date(start.getTime() + 3_600_000).toISOString(),
  path: kind === 'session' ? `/coaching/session/${id}` : kind === 'event' ? `/events/${id}` : '/availability',
  location: null,
  videoLink: null,
  startupName: kind === 'session' ? 'Orbital Labs' : null,
  done: kind === 'task' ? false : null,
  dueDay: kind === 'task' ? dayKey(start) : null,
  ...extra,
});

const ITEMS = [
  item('session', 's-1', null, local(2026, 3, 10, 9)),
  item('event', 'e-1', 'Demo day', local(2026, 3, 11, 14)),
  item('task', 't-1', 'Set your availability', local(2026, 3, 12, 23, 59)),
];

function renderCalendar(handlers: Record<string, OperationHandler> = {}, path = '/calendar?view=week&date=2026-03-11') {
  let active = false;
  const kit = createTestClient({
    CalendarItems: () => ({ data: { calendarItems: ITEMS } }),
    CalendarFeed: () => ({ data: { calendarFeed: { __typename: 'CalendarFeed', active, createdAt: active ? new Date().toISOString() : null } } }),
    CalendarFeedUrl: () => {
      active = true;
      return { data: { calendarFeedUrl: { __typename: 'CalendarFeedUrl', url: 'http://demo.localhost:3000/calendar/feed/secret-token.ics', createdAt: new Date().toISOString() } } };
    },
    RevokeCalendarFeed: () => {
      active = false;
      return { data: { revokeCalendarFeed: { __typename: 'CalendarFeed', active: false, createdAt: null } } };
    },
    ...handlers,
  });
  renderWithProviders(
    <ApolloProvider client={kit.client}>
      <MemoryRouter initialEntries={[path]}>
        <CalendarPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return kit;
}

describe('/calendar views', () => {
  it('the week lists each kind on its day, linking to the session, the event and the task', async () => {
    const kit = renderCalendar();
    const agenda = await screen.findByTestId('calendar-agenda');
    expect(within(agenda).getAllByTestId('calendar-day')).toHaveLength(7);
    await within(agenda).findByTestId('calendar-item-session');
    expect(within(agenda).getByRole('link', { name: /Coaching session · Orbital Labs/ })).toHaveAttribute('href', '/coaching/session/s-1');
    expect(within(agenda).getByRole('link', { name: /Demo day/ })).toHaveAttribute('href', '/events/e-1');
    expect(within(agenda).getByRole('link', { name: /Set your availability/ })).toHaveAttribute('href', '/availability');
    // The kind is read out with the title, not left to the colour.
    expect(within(agenda).getByRole('link', { name: /Demo day/ })).toHaveTextContent('Event:');
    // The week and a day either side (a task's due day is the organisation's).
    expect(kit.callsOf('CalendarItems')[0]!.variables).toEqual({ from: local(2026, 3, 8).toISOString(), to: local(2026, 3, 17).toISOString() });
  });

  it('switching to month asks for the whole weeks of the month and shows the items in the grid; day asks for one day', async () => {
    const kit = renderCalendar();
    await screen.findByTestId('calendar-agenda');
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    const month = await screen.findByTestId('calendar-month');
    await within(month).findByRole('link', { name: /Demo day/ });
    await waitFor(() => expect(kit.callsOf('CalendarItems').at(-1)!.variables).toEqual({ from: local(2026, 2, 22).toISOString(), to: local(2026, 4, 7).toISOString() }));
    fireEvent.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(screen.getAllByTestId('calendar-day')).toHaveLength(1));
    expect(kit.callsOf('CalendarItems').at(-1)!.variables).toEqual({ from: local(2026, 3, 10).toISOString(), to: local(2026, 3, 13).toISOString() });
    fireEvent.click(screen.getByTestId('calendar-next'));
    await waitFor(() => expect(kit.callsOf('CalendarItems').at(-1)!.variables).toMatchObject({ from: local(2026, 3, 11).toISOString() }));
  });

  it('Subscribe shows the private address once, with copy; then revoke ends it', async () => {
    const kit = renderCalendar();
    fireEvent.click(await screen.findByRole('button', { name: 'Get my private address' }));
    expect(await screen.findByTestId('calendar-feed-url')).toHaveTextContent('http://demo.localhost:3000/calendar/feed/secret-token.ics');
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the address' }));
    await waitFor(() => expect(screen.queryByTestId('calendar-feed-url')).toBeNull());
    expect(kit.callsOf('RevokeCalendarFeed')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Get my private address' })).toBeInTheDocument();
  });
});
