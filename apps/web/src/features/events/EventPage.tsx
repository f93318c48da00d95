/**
 * /events/{id} (D1 §2.3; issue 18): an event's details with register / cancel registration for the viewer — or, when
 * it is full, the waitlist and the viewer's place on it (D-478) — seats left, hosts, place and video link, topics and
 * tags; its editors see the registrants, the check-in list on the event's day, the export and post-event feedback
 * (attendance/AttendeesPanel, REF-26), and may cancel the event (D-481). A one-on-one event shows its free slots to
 * book instead (EventSlotPicker), and its editors the bookings.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { toast } from '../../lib/alerts/alertStore';
import { downloadFile } from '../../lib/exports/useExportJob';
import { useErrorText } from '../../lib/errors/useErrorText';
import { AttendeesPanel } from './attendance/AttendeesPanel';
import { CANCEL_EVENT, LEAVE_EVENT_WAITLIST } from './attendance/documents';
import { EVENT, REGISTER_FOR_EVENT, UNREGISTER_FROM_EVENT } from './documents';
import { EventSlotPicker } from './EventSlotPicker';
import { useEventMessage } from './useEventMessage';
import { useEventTime } from './useEventTime';
import { LoadingIndicator } from '../../components/LoadingIndicator';

export function EventPage() {
  const { t } = useTranslation('events');
  const { id = '' } = useParams();
  const toText = useErrorText();
  const message = useEventMessage();
  const when = useEventTime();
  const { data, loading, error } = useQuery(EVENT, { variables: { id } });
  const refetchQueries = ['IncubatorEvent'];
  const [registerFor, registering] = useMutation(REGISTER_FOR_EVENT, { refetchQueries });
  const [unregister, leaving] = useMutation(UNREGISTER_FROM_EVENT, { refetchQueries });
  const [leaveWaitlist, leavingWaitlist] = useMutation(LEAVE_EVENT_WAITLIST, { refetchQueries });
  const [cancelEvent, cancelling] = useMutation(CANCEL_EVENT, { refetchQueries });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const event = data?.event;
  if (loading && !event) return <LoadingIndicator label={t('loading')} />;
  if (error || !event) return <Alert color="red">{error ? toText(error) : t('notFound')}</Alert>;

  const act = (action: () => Promise<unknown>, done: string) => async () => {
    try {
      await action();
      toast('success', done);
    } catch (e) {
      toast('error', message(toText(e)) ?? toText(e));
    }
  };
  const oneOnOne = event.eventType === 'one_on_one';
  const seats = event.seatsLeft === null ? t('details.noLimit') : t('details.seatsLeft', { n: event.seatsLeft });
  // A full event still takes registrations: onto its waitlist (D-478).
  const full = event.seatsLeft === 0 || event.waitlistCount > 0;
  const ended = !!event.endTime && new Date(event.endTime).getTime() <= Date.now();

  return (
    <Stack gap="md">
      {event.cover && <Image src={event.cover} alt="" h={180} radius="md" fit="cover" />}
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="event-heading">
            {event.title ?? t('untitled')}
          </Title>
          <Text c="dimmed">{when(event.startTime, event.endTime, event.timezone)}</Text>
        </Stack>
        <Group gap="xs">
          {event.status === 'draft' && <Badge variant="light" color="gray">{t('status.draft')}</Badge>}
          {event.startTime && (
            // Issue 18 "add to calendar": the .ics needs the signed-in session, so it is fetched with the token.
            <Button variant="default" onClick={() => downloadFile(`/api/events/${id}.ics`, 'event.ics').catch(() => toast('error', t('details.addToCalendarFailed')))} data-testid="event-add-to-calendar">
              {t('details.addToCalendar')}
            </Button>
          )}
          {event.viewerCanEdit && (
            <Button component={Link} to={`/events/${id}/edit`} variant="default" data-testid="event-edit">
              {t('details.edit')}
            </Button>
          )}
          {event.viewerCanEdit && !event.cancelledAt && !ended && (
            <Button color="red" variant="subtle" onClick={() => setConfirmCancel(true)} data-testid="event-cancel">
              {t('details.cancel')}
            </Button>
          )}
          {oneOnOne ? null : event.viewerIsRegistered ? (
            <Button color="red" variant="light" loading={leaving.loading} onClick={act(() => unregister({ variables: { eventId: id } }), t('details.unregistered'))} data-testid="event-unregister">
              {t('details.unregister')}
            </Button>
          ) : event.viewerIsWaitlisted ? (
            <Button color="red" variant="light" loading={leavingWaitlist.loading} onClick={act(() => leaveWaitlist({ variables: { eventId: id } }), t('details.waitlistLeft'))} data-testid="event-leave-waitlist">
              {t('details.leaveWaitlist')}
            </Button>
          ) : (
            <Button
              disabled={!event.viewerCanRegister}
              loading={registering.loading}
              onClick={act(() => registerFor({ variables: { eventId: id } }), full ? t('details.waitlistJoined') : t('details.registered'))}
              data-testid="event-register"
            >
              {full ? t('details.joinWaitlist') : t('details.register')}
            </Button>
          )}
        </Group>
      </Group>
      {event.cancelledAt && (
        <Alert color="red" data-testid="event-cancelled-note">
          {t('details.cancelledNote')}
        </Alert>
      )}
      {event.viewerIsRegistered && !event.cancelledAt && (
        <Alert color="green" data-testid="event-registered-note">
          {t('details.youAreRegistered')}
        </Alert>
      )}
      {event.viewerIsWaitlisted && (
        <Alert color="yellow" data-testid="event-waitlisted-note">
          {t('details.youAreWaitlisted', { position: event.waitlistPosition ?? 0 })}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack gap="xs">
          {oneOnOne ? (
            <Text data-testid="event-bookings-count">
              <Text span fw={600}>{t('slots.bookings')}: </Text>
              {event.noOfBookings ?? 0}
            </Text>
          ) : (
            <Text data-testid="event-seats">
              <Text span fw={600}>{t('details.seats')}: </Text>
              {seats} · {t('details.registeredCount', { n: event.registeredCount })}
              {event.waitlistCount > 0 && <> · {t('details.waitlistCount', { n: event.waitlistCount })}</>}
            </Text>
          )}
          {(event.location.text || event.location.link) && (
            <Text>
              <Text span fw={600}>{t('fields.locationText')}: </Text>
              {event.location.link ? <Anchor href={event.location.link} target="_blank" rel="noreferrer">{event.location.text ?? event.location.link}</Anchor> : event.location.text}
            </Text>
          )}
          {event.conferenceData.url && (
            <Text>
              <Text span fw={600}>{t('fields.conferenceUrl')}: </Text>
              <Anchor href={event.conferenceData.url} target="_blank" rel="noreferrer">{event.conferenceData.url}</Anchor>
            </Text>
          )}
          {event.hosts.length > 0 && (
            <Text>
              <Text span fw={600}>{t('fields.hosts')}: </Text>
              {event.hosts.map((h) => h.fullName).join(', ')}
            </Text>
          )}
          {[...event.topics, ...event.tags].length > 0 && (
            <Group gap={6}>
              {[...event.topics, ...event.tags].map((tag) => (
                <Badge key={tag._id} variant="light" color={tag.color ?? 'gray'}>
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
      {event.description && <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{event.description}</Text>}
      {oneOnOne && (
        <Paper withBorder p="md">
          <EventSlotPicker event={event} />
        </Paper>
      )}
      {event.attachmentLinks.length > 0 && (
        <List>
          {event.attachmentLinks.map((a) => (
            <List.Item key={a.link}>
              <Anchor href={a.link} target="_blank" rel="noreferrer">{a.name}</Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {event.viewerCanEdit && oneOnOne && (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="xs">
            {t('details.attendees', { n: event.attendees.length })}
          </Title>
          {event.attendees.length === 0 ? (
            <Text c="dimmed">{t('details.noAttendees')}</Text>
          ) : (
            <List data-testid="event-attendees">
              {event.attendees.map((a) => (
                <List.Item key={a._id}>
                  {a.registrant.fullName} — {a.bookingDetails ? when(a.bookingDetails.startTime, a.bookingDetails.endTime, event.timezone) : t(`attendance.${a.status}`)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}
      {event.viewerCanEdit && !oneOnOne && <AttendeesPanel event={event} />}
      <ConfirmDeleteModal
        opened={confirmCancel}
        title={t('details.cancelTitle')}
        message={t('details.cancelMessage')}
        cancelLabel={t('details.cancelKeep')}
        confirmLabel={t('details.cancel')}
        loading={cancelling.loading}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => void act(() => cancelEvent({ variables: { eventId: id } }), t('details.cancelled'))().then(() => setConfirmCancel(false))}
        testId="event-cancel-confirm"
      />
    </Stack>
  );
}
