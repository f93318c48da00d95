/**
 * /events/my-events (D1 §2.3; issue 18 item 3): the events the viewer hosts (or created) and those they registered
 * for, upcoming or past — the `events` query's `mine` and `timeframe` arguments, visibility applied by the API.
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { EVENTS_FEED } from './documents';
import { EventTable } from './views/EventTable';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Mine = 'registered' | 'hosting';
type Timeframe = 'upcoming' | 'past';

export function MyEventsPage() {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const [mine, setMine] = useState<Mine>('registered');
  const [timeframe, setTimeframe] = useState<Timeframe>('upcoming');
  const { data, loading, error } = useQuery(EVENTS_FEED, { variables: { mine, timeframe, limit: 100 } });
  const events = data?.events.results ?? [];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('mine.title')}
      </Title>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={mine}
          onChange={(v) => setMine(v === 'hosting' ? 'hosting' : 'registered')}
          data={[{ value: 'registered', label: t('mine.registered') }, { value: 'hosting', label: t('mine.hosting') }]}
          aria-label={t('mine.which')}
          data-testid="my-events-which"
        />
        <SegmentedControl
          value={timeframe}
          onChange={(v) => setTimeframe(v === 'past' ? 'past' : 'upcoming')}
          data={[{ value: 'upcoming', label: t('feed.upcoming') }, { value: 'past', label: t('feed.past') }]}
          aria-label={t('feed.timeframe')}
          data-testid="my-events-timeframe"
        />
      </Group>
      {error && <Alert color="red">{toText(error)}</Alert>}
      {loading && !data && <LoadingIndicator label={t('loading')} />}
      {data && events.length === 0 && <Text c="dimmed" data-testid="my-events-empty">{t(`mine.none.${mine}.${timeframe}`)}</Text>}
      {events.length > 0 && <EventTable events={events} editLinks={mine === 'hosting'} caption={`${t(`mine.${mine}`)} · ${t(`feed.${timeframe}`)}`} />}
    </Stack>
  );
}
