/**
 * The booking part of a one-on-one event's page (issue 18 wave 2; D-492): the event's free slots (its hosts' hours on
 * the shared engine, the server applies window, increment and notice) grouped by the reader's day, one chosen then
 * booked; the viewer's booked slots with a cancel button. A slot someone took meanwhile answers SlotTaken: the picker
 * says so and reloads. Coaching's picker is not on that feature's public surface, so this one is the events' own.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { htmlLang } from '../../app/i18n/locale';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { BOOK_EVENT_SLOT, CANCEL_EVENT_SLOT, EVENT_SLOTS, type EventItem } from './documents';
import { useEventMessage } from './useEventMessage';

const RANGE_MS = 62 * 86_400_000;

function useSlotTime() {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = htmlLang(locale);
    const day = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long' });
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
    const full = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
    return { day: (iso: string) => day.format(new Date(iso)), time: (iso: string) => time.format(new Date(iso)), full: (iso: string) => full.format(new Date(iso)) };
  }, [locale]);
}

export function EventSlotPicker({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const when = useSlotTime();
  const toText = useErrorText();
  const message = useEventMessage();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const range = useMemo(() => {
    const from = Math.max(Date.now(), event.startTime ? Date.parse(event.startTime) : Date.now());
    const to = Math.min(from + RANGE_MS, event.endTime ? Date.parse(event.endTime) : from + RANGE_MS);
    return { from: new Date(from).toISOString(), to: new Date(Math.max(to, from + 60_000)).toISOString() };
  }, [event.startTime, event.endTime]);
  const { data, loading, error, refetch } = useQuery(EVENT_SLOTS, { variables: { eventId: event._id, ...range }, fetchPolicy: 'network-only' });
  const refetchQueries = ['IncubatorEvent'];
  const [book, booking] = useMutation(BOOK_EVENT_SLOT, { refetchQueries });
  const [cancel, cancelling] = useMutation(CANCEL_EVENT_SLOT, { refetchQueries });
  const explain = (caught: unknown) => message(toText(caught)) ?? toText(caught);

  const byDay = new Map<string, NonNullable<typeof data>['eventSlots']>();
  for (const slot of data?.eventSlots ?? []) byDay.set(when.day(slot.start), [...(byDay.get(when.day(slot.start)) ?? []), slot]);
  const canBook = (event.viewerSessionsLeft ?? 0) > 0 && event.status === 'published';

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      await book({ variables: { eventId: event._id, startsAt: chosen } });
      toast('success', t('slots.booked', { when: when.full(chosen) }));
    } catch (caught) {
      setFailure(explain(caught));
    }
    setChosen(null);
    await refetch();
  };
  const onCancel = (bookingId: string) => async () => {
    try {
      await cancel({ variables: { bookingId } });
      toast('success', t('slots.cancelled'));
      await refetch();
    } catch (caught) {
      toast('error', explain(caught));
    }
  };

  return (
    <Stack gap="sm" data-testid="event-slot-picker">
      <Title order={2} size="h4">{t('slots.title')}</Title>
      {event.viewerBookings.length > 0 && (
        <Alert color="green" title={t('slots.yours')}>
          <List data-testid="event-my-bookings">
            {event.viewerBookings.map((b) => (
              <List.Item key={b._id}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm">{t('slots.withHost', { when: when.full(b.startTime), name: b.host.fullName })}</Text>
                  <Button size="compact-xs" variant="subtle" color="red" loading={cancelling.loading} onClick={() => void onCancel(b._id)()} data-testid="event-cancel-slot">
                    {t('slots.cancel')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {failure && <Alert color="orange" role="alert" data-testid="event-slot-error">{failure}</Alert>}
      {error && <Alert color="red">{explain(error)}</Alert>}
      {loading && !data && <Skeleton height={60} />}
      {!loading && !error && byDay.size === 0 && <Text size="sm" data-testid="event-no-slots">{t('slots.none')}</Text>}
      {!canBook && byDay.size > 0 && <Text size="sm" c="dimmed">{t('slots.allUsed')}</Text>}
      {[...byDay.entries()].map(([day, slots]) => (
        <Stack key={day} gap={6}>
          <Text size="sm" fw={600}>{day}</Text>
          <Group gap="xs" role="group" aria-label={day}>
            {slots.map((slot) => (
              <Button key={slot.start} size="xs" variant={chosen === slot.start ? 'filled' : 'default'} aria-pressed={chosen === slot.start} disabled={!canBook} onClick={() => setChosen(slot.start)} data-testid="event-free-slot">
                <span dir="ltr">{when.time(slot.start)}</span>
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
      {chosen && (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={booking.loading} data-testid="event-book-slot">
            {t('slots.book', { when: when.full(chosen) })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
