/**
 * REF-18 table view, also the planning lists' view: title (to the event, or its editor when `editLinks`), time, type,
 * status, hosts, topics and seats. Scrolls sideways on a phone rather than squeezing the columns; named by aria-label,
 * as a caption inside the scroll area would be cut off on a phone.
 */
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedEvent } from '../documents';
import { useEventTime } from '../useEventTime';

export function EventTable({ events, editLinks = false, caption }: { events: readonly FeedEvent[]; editLinks?: boolean; caption: string }) {
  const { t } = useTranslation('events');
  const when = useEventTime();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={caption} data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('fields.hosts')}</Table.Th>
            <Table.Th>{t('fields.topics')}</Table.Th>
            <Table.Th>{t('details.seats')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event._id} data-testid="event-row">
              <Table.Td>
                <Anchor component={Link} to={editLinks && event.viewerCanEdit ? `/events/${event._id}/edit` : `/events/${event._id}`} fw={600}>
                  {event.title ?? t('untitled')}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{when(event.startTime, event.endTime, event.timezone) || t('table.noTime')}</Text>
              </Table.Td>
              <Table.Td>{event.eventType === 'group' ? t('types.group') : t('types.oneOnOne')}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="light" color={event.status === 'published' ? 'green' : 'gray'}>
                    {t(`status.${event.status}`)}
                  </Badge>
                  {event.isArchived && <Badge variant="light" color="orange">{t('status.archived')}</Badge>}
                  {event.viewerIsRegistered && <Badge variant="light" color="blue">{t('feed.registered')}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>{event.hosts.map((h) => h.fullName).join(', ')}</Table.Td>
              <Table.Td>{event.topics.map((tag) => tag.name).join(', ')}</Table.Td>
              <Table.Td>
                {event.capacity === null ? t('table.registeredOnly', { n: event.registeredCount }) : t('table.seats', { n: event.registeredCount, capacity: event.capacity })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
