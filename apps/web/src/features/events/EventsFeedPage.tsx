/** /events (D1 §2.3; issue 18 wave 1): the viewer's upcoming and past events as cards (visibility applied by the API). */
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../lib/errors/useErrorText';
import { EVENTS_FEED } from './documents';
import { useEventTime } from './useEventTime';

export function EventsFeedPage() {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const when = useEventTime();
  const [timeframe, setTimeframe] = useState<'upcoming' | 'past'>('upcoming');
  const { data, loading, error } = useQuery(EVENTS_FEED, { variables: { timeframe, status: 'published' } });
  const events = data?.events.results ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('feed.title')}
        </Title>
        <SegmentedControl
          value={timeframe}
          onChange={(v) => setTimeframe(v === 'past' ? 'past' : 'upcoming')}
          data={[{ value: 'upcoming', label: t('feed.upcoming') }, { value: 'past', label: t('feed.past') }]}
          aria-label={t('feed.title')}
        />
      </Group>
      {error && <Alert color="red">{toText(error)}</Alert>}
      {loading && !data && <Loader aria-label={t('loading')} />}
      {data && events.length === 0 && <Text c="dimmed">{timeframe === 'upcoming' ? t('feed.noneUpcoming') : t('feed.nonePast')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {events.map((event) => (
          <Card key={event._id} withBorder component={Link} to={`/events/${event._id}`} data-testid="event-card">
            <Stack gap={6}>
              <Text fw={600}>{event.title ?? t('untitled')}</Text>
              <Text size="sm" c="dimmed">
                {when(event.startTime, event.endTime, event.timezone)}
              </Text>
              <Group gap={6}>
                {event.viewerIsRegistered && <Badge variant="light" color="green">{t('feed.registered')}</Badge>}
                {event.seatsLeft === 0 && <Badge variant="light" color="red">{t('feed.full')}</Badge>}
                {event.topics.map((tag) => (
                  <Badge key={tag._id} variant="light" color={tag.color ?? 'gray'}>
                    {tag.name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
