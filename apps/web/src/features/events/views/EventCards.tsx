/** REF-18 card view: one card per event (title, time, registration state, topics), linking to the event. */
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedEvent } from '../documents';
import { useEventTime } from '../useEventTime';

export function EventCards({ events }: { events: readonly FeedEvent[] }) {
  const { t } = useTranslation('events');
  const when = useEventTime();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="events-cards">
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
  );
}
