/**
 * What the editors and hosts of an event see below its details (issue 18 item 4): the registrants with their
 * attendance (REF-26) — on the event's day the check-in list instead — the waitlist in order, the attendee export,
 * and, once the event ended, the post-event feedback request.
 */
import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '../documents';
import { AttendeeExportMenu } from './AttendeeExportMenu';
import { CheckInList } from './CheckInList';
import { EventFeedbackPanel } from './EventFeedbackPanel';

export function AttendeesPanel({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const seats = event.attendees.filter((a) => !a.waitlisted || a.status !== 'REGISTERED');
  const waiting = event.attendees.filter((a) => a.waitlisted && a.status === 'REGISTERED');
  const ended = !!event.endTime && new Date(event.endTime).getTime() <= Date.now();
  return (
    <Stack gap="md">
      {event.viewerCanCheckIn && <CheckInList eventId={event._id} attendees={seats} />}
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" mb="xs">
          <Title order={2} size="h4">
            {t('details.attendees', { n: seats.length })}
          </Title>
          {event.attendees.length > 0 && <AttendeeExportMenu eventId={event._id} />}
        </Group>
        {seats.length === 0 ? (
          <Text c="dimmed">{t('details.noAttendees')}</Text>
        ) : (
          <List data-testid="event-attendees">
            {seats.map((a) => (
              <List.Item key={a._id}>
                {a.registrant.fullName} — {t(`attendance.${a.status}`)}
              </List.Item>
            ))}
          </List>
        )}
        {waiting.length > 0 && (
          <>
            <Title order={3} size="h5" mt="md" mb="xs">
              {t('details.waitlistCount', { n: waiting.length })}
            </Title>
            <List type="ordered" data-testid="event-waitlist">
              {waiting.map((a) => (
                <List.Item key={a._id}>
                  {a.registrant.fullName} — {t('details.waitlistedAs', { position: a.waitlistPosition ?? 0 })}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Paper>
      {ended && !event.cancelledAt && <EventFeedbackPanel eventId={event._id} />}
    </Stack>
  );
}
