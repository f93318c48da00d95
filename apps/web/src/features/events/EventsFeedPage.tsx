/**
 * /events (D1 §2.3; issue 18 item 3): the viewer's events in the REF-18 views — cards, a table, a month calendar —
 * with filters by type, topics, tags and hosts. Everything narrows in the API query (visibility and filters in SQL);
 * the chosen view stays in the address (?view=) so a link or a reload keeps it. Below 36em the four filters fold
 * behind a Filters button with the count of those in use: stacked full width, they filled a phone's first screen and
 * left room for one event (as the portfolio list's Filters button does, at every width there).
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../lib/errors/useErrorText';
import { EVENTS_FEED } from './documents';
import { EventCalendar } from './views/EventCalendar';
import { EventCards } from './views/EventCards';
import { activeFilterCount, EventFilters, filterVariables, NO_FILTERS, type EventFilterValues } from './views/EventFilters';
import { EventTable } from './views/EventTable';
import { addMonths, monthGrid, monthStart } from './views/monthGrid';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { FiltersToggle } from '../../components/FiltersToggle';

export const FEED_VIEWS = ['cards', 'table', 'calendar'] as const;
type FeedView = (typeof FEED_VIEWS)[number];
const viewOf = (value: string | null): FeedView => (FEED_VIEWS as readonly string[]).includes(value ?? '') ? (value as FeedView) : 'cards';

export function EventsFeedPage() {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const [timeframe, setTimeframe] = useState<'upcoming' | 'past'>('upcoming');
  const [filters, setFilters] = useState<EventFilterValues>(NO_FILTERS);
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const inUse = activeFilterCount(filters);
  const [month, setMonth] = useState(() => monthStart(new Date()));
  const grid = monthGrid(month);
  // The calendar asks for its grid's window (every event starting in it, past or not); the other views a timeframe.
  const variables =
    view === 'calendar'
      ? { timeframe: 'all' as const, startsFrom: grid.from.toISOString(), startsBefore: grid.to.toISOString(), limit: 100 }
      : { timeframe, limit: 48 };
  const { data, loading, error } = useQuery(EVENTS_FEED, { variables: { status: 'published', ...variables, ...filterVariables(filters) } });
  const events = data?.events.results ?? [];
  const setView = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'cards') copy.delete('view');
        else copy.set('view', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('feed.title')}
        </Title>
        <Group gap="sm">
          {view !== 'calendar' && (
            <SegmentedControl
              value={timeframe}
              onChange={(v) => setTimeframe(v === 'past' ? 'past' : 'upcoming')}
              data={[{ value: 'upcoming', label: t('feed.upcoming') }, { value: 'past', label: t('feed.past') }]}
              aria-label={t('feed.timeframe')}
              data-testid="events-timeframe"
            />
          )}
          <SegmentedControl
            value={view}
            onChange={setView}
            data={FEED_VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
            aria-label={t('views.label')}
            data-testid="events-view"
          />
          {narrow && (
            <FiltersToggle
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              inUse={inUse}
              controls="events-filters"
              label={t('filters.title')}
              data-testid="events-filters-toggle"
            />
          )}
        </Group>
      </Group>
      {(!narrow || filtersOpen) && <EventFilters id="events-filters" value={filters} onChange={setFilters} />}
      {error && <Alert color="red">{toText(error)}</Alert>}
      {loading && !data && <LoadingIndicator label={t('loading')} />}
      {view === 'calendar' ? (
        <EventCalendar month={month} events={events} onMonthChange={(step) => setMonth((m) => addMonths(m, step))} />
      ) : (
        <>
          {data && events.length === 0 && <Text c="dimmed">{timeframe === 'upcoming' ? t('feed.noneUpcoming') : t('feed.nonePast')}</Text>}
          {events.length > 0 && (view === 'table' ? <EventTable events={events} caption={t(`feed.${timeframe}`)} /> : <EventCards events={events} />)}
        </>
      )}
    </Stack>
  );
}
