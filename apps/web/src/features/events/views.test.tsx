/**
 * Issue 18 item 3: the REF-18 views of /events (cards, table, month calendar) and their filters, my-events and the
 * planning lists. Each view's query is checked for the variables it sends: the filters narrow in the API.
 */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { staticMediaQueryList } from '../../test/mediaQueryList';
import { createTestClient, type OperationHandler } from '../../test/testClient';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EventsFeedPage } from './EventsFeedPage';
import { MyEventsPage } from './MyEventsPage';
import { PlanningPage, UnpublishedEventsPage } from './PlanningPage';
import { activeFilterCount, filterVariables, NO_FILTERS } from './views/EventFilters';
import { dayKey, monthGrid } from './views/monthGrid';

const rule = { __typename: 'EventVisibilityRule', is: [] as string[], isNot: [] as string[] };
const soon = new Date();
soon.setDate(15);
soon.setHours(10, 0, 0, 0);
function event(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'IncubatorEvent', _id: id, eventType: 'group', title, description: null, capacity: 20, image: null, cover: null,
    status: 'published', isArchived: false, editPermission: 'hosts', startTime: soon.toISOString(),
    endTime: new Date(soon.getTime() + 7_200_000).toISOString(), duration: 120, timezone: null, registeredCount: 3, seatsLeft: 17,
    viewerIsRegistered: false, viewerCanRegister: true, viewerCanEdit: false,
    location: { __typename: 'EventLocation', text: null, link: null },
    conferenceData: { __typename: 'EventConferenceData', url: null, solution: null },
    hosts: [{ __typename: 'User', _id: 'u-1', fullName: 'Priya Nair' }],
    topics: [{ __typename: 'Tag', _id: 't-1', name: 'Pricing', color: null }], tags: [], attachmentLinks: [],
    visibility: { __typename: 'EventVisibility', userRoles: rule, userTags: rule, startupTags: rule, startupPrograms: rule },
    ...extra,
  };
}
const page = (results: unknown[]) => ({ __typename: 'IncubatorEventPage', next: null, results });
const option = (value: string, label: string) => ({ __typename: 'EventOption', value, label });
const filterOptions = { __typename: 'EventFilterOptions', topics: [option('t-1', 'Pricing')], eventTags: [], hosts: [option('u-1', 'Priya Nair')] };

function renderPage(element: ReactElement, handlers: Record<string, OperationHandler>, path = '/events') {
  const kit = createTestClient({ EventFilterOptions: () => ({ data: { eventFilterOptions: filterOptions } }), ...handlers });
  renderWithProviders(
    <ApolloProvider client={kit.client}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ApolloProvider>,
  );
  return kit;
}
const feed = () => ({ data: { events: page([event('e-1', 'Pricing talk')]) } });

describe('the month grid (D-428)', () => {
  it('covers the month in whole weeks, Monday first', () => {
    const grid = monthGrid(new Date(2026, 1, 10)); // February 2026 starts on a Sunday
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
    expect(grid.weeks[0]![0]!.getDay()).toBe(1);
    expect(dayKey(grid.from)).toBe('2026-01-26');
    expect(dayKey(grid.to)).toBe('2026-03-02');
    expect(grid.weeks.flat().filter((d) => d.getMonth() === 1)).toHaveLength(28);
  });

  it('leaves an empty filter out of the query', () => {
    expect(filterVariables(NO_FILTERS)).toEqual({});
    expect(filterVariables({ ...NO_FILTERS, eventType: 'group', hostIds: ['u-1'] })).toEqual({ eventType: 'group', hostIds: ['u-1'] });
  });

  it('counts the filters in use, one per filter whatever the number of values chosen', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, topicIds: ['t-1', 't-2'], hostIds: ['u-1'] })).toBe(2);
    expect(activeFilterCount({ eventType: 'group', topicIds: ['t-1'], tagIds: ['g-1'], hostIds: ['u-1'] })).toBe(4);
  });
});

describe('/events views (REF-18)', () => {
  it('cards by default; the table and the calendar views show the same events', async () => {
    const kit = renderPage(<EventsFeedPage />, { EventsFeed: feed });
    expect(await screen.findByTestId('event-card')).toHaveTextContent('Pricing talk');
    expect(kit.callsOf('EventsFeed')[0]!.variables).toMatchObject({ timeframe: 'upcoming', status: 'published' });

    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    const table = await screen.findByTestId('events-table');
    expect(within(table).getByRole('link', { name: 'Pricing talk' })).toHaveAttribute('href', '/events/e-1');
    expect(within(table).getByText('3 of 20')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByTestId('calendar-event')).toHaveTextContent('Pricing talk');
    const last = kit.callsOf('EventsFeed').at(-1)!.variables;
    const grid = monthGrid(new Date());
    expect(last).toMatchObject({ timeframe: 'all', startsFrom: grid.from.toISOString(), startsBefore: grid.to.toISOString() });

    fireEvent.click(screen.getByTestId('calendar-next'));
    await waitFor(() => expect(kit.callsOf('EventsFeed').at(-1)!.variables.startsFrom).not.toBe(grid.from.toISOString()));
  });

  it('a chosen filter goes into the API query', async () => {
    const kit = renderPage(<EventsFeedPage />, { EventsFeed: feed });
    await screen.findByTestId('event-card');
    fireEvent.click(screen.getByTestId('events-filter-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'One-on-one', hidden: true }));
    await waitFor(() => expect(kit.callsOf('EventsFeed').at(-1)!.variables).toMatchObject({ eventType: 'one_on_one' }));
    fireEvent.click(screen.getByTestId('events-filter-topicIds'));
    fireEvent.click(await screen.findByRole('option', { name: 'Pricing', hidden: true }));
    await waitFor(() => expect(kit.callsOf('EventsFeed').at(-1)!.variables).toMatchObject({ eventType: 'one_on_one', topicIds: ['t-1'] }));
  });
});

describe('/events on a phone', () => {
  /** A window narrower than 36em: the media query the feed asks about matches. */
  function narrowWindow() {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query.includes('max-width: 36em')));
  }
  afterEach(() => vi.restoreAllMocks());

  it('folds the filters behind a Filters button that counts those in use', async () => {
    narrowWindow();
    renderPage(<EventsFeedPage />, { EventsFeed: feed });
    await screen.findByTestId('event-card');
    expect(screen.queryByTestId('events-filters')).not.toBeInTheDocument();
    const toggle = screen.getByTestId('events-filters-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('events-filters').id);
    expect(screen.getByTestId('events-filter-topicIds')).toHaveAttribute('placeholder', 'Any topic');
    fireEvent.click(screen.getByTestId('events-filter-topicIds'));
    fireEvent.click(await screen.findByRole('option', { name: 'Pricing', hidden: true }));

    // Folded again, the button still says one filter narrows the list.
    fireEvent.click(toggle);
    expect(screen.queryByTestId('events-filters')).not.toBeInTheDocument();
    expect(toggle.closest('.mantine-Indicator-root')).toHaveTextContent('1');
  });

  it('shows the filters at once on a wider screen, with no button', async () => {
    renderPage(<EventsFeedPage />, { EventsFeed: feed });
    await screen.findByTestId('event-card');
    expect(screen.getByTestId('events-filters')).toBeInTheDocument();
    expect(screen.queryByTestId('events-filters-toggle')).not.toBeInTheDocument();
  });
});

describe('/events/my-events', () => {
  it('registered upcoming first; hosting and past ask the API for those', async () => {
    const kit = renderPage(<MyEventsPage />, { EventsFeed: (v) => ({ data: { events: page(v.mine === 'hosting' ? [] : [event('e-1', 'Pricing talk', { viewerIsRegistered: true })]) } }) });
    expect(await screen.findByTestId('event-row')).toHaveTextContent('Pricing talk');
    expect(kit.callsOf('EventsFeed')[0]!.variables).toMatchObject({ mine: 'registered', timeframe: 'upcoming' });
    fireEvent.click(screen.getByRole('radio', { name: 'Hosting' }));
    expect(await screen.findByText('You are not hosting any upcoming event.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Past' }));
    await waitFor(() => expect(kit.callsOf('EventsFeed').at(-1)!.variables).toMatchObject({ mine: 'hosting', timeframe: 'past' }));
  });
});

describe('/events/planning and /events/unpublished (D-427)', () => {
  it('drafts, published and archived sections, drafts linking to their editor', async () => {
    const kit = renderPage(<PlanningPage />, {
      PlanningEvents: (v) => ({ data: { planningEvents: page(v.section === 'drafts' ? [event('d-1', 'Go-to-market clinic', { status: 'draft', viewerCanEdit: true })] : []) } }),
    });
    const row = await screen.findByTestId('event-row');
    expect(within(row).getByRole('link', { name: 'Go-to-market clinic' })).toHaveAttribute('href', '/events/d-1/edit');
    fireEvent.click(screen.getByTestId('planning-tab-archived'));
    expect(await screen.findByText('No archived events.')).toBeInTheDocument();
    expect(kit.callsOf('PlanningEvents').map((c) => c.variables.section)).toEqual(['drafts', 'archived']);
  });

  it('a person without an Event key sees the refusal, not a list', async () => {
    renderPage(<UnpublishedEventsPage />, {
      PlanningEvents: () => ({ errors: [new GraphQLError('You do not have permission to do this.', { extensions: { code: 'Forbidden' } })] }),
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('event-row')).not.toBeInTheDocument();
  });
});
