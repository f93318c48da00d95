import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOK_SLOT, HOST_FREE_SLOTS, type BookedSession } from './documents';
import { useBookingErrorText, useWhen } from './bookingText';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Instead of booking: what choosing a slot does (the session page moves its session there). */
export interface SlotAction {
  label: (when: string) => string;
  run: (start: string) => Promise<void>;
}

interface SlotPickerProps {
  hostId: string;
  hostName: string;
  startupId: string;
  onBooked?: (session: BookedSession) => void;
  action?: SlotAction;
}

/**
 * The free slots of an assigned host, a week at a time, in the viewer's own zone (the server's engine applies the
 * host's zone, buffers and maximums); one chosen, then booked. A slot someone else took meanwhile answers SlotTaken:
 * the picker says so and reloads the week.
 */
export function SlotPicker({ hostId, hostName, startupId, onBooked, action }: SlotPickerProps) {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  const errorText = useBookingErrorText();
  const [week, setWeek] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const range = useMemo(() => {
    const from = Date.now() + week * WEEK_MS;
    return { from: new Date(from).toISOString(), to: new Date(from + WEEK_MS).toISOString() };
  }, [week]);
  const { data, loading, error, refetch } = useQuery(HOST_FREE_SLOTS, { variables: { hostId, startupId, ...range }, fetchPolicy: 'network-only' });
  const [book, booking] = useMutation(BOOK_SLOT);
  // Grouped by the viewer's local day (a host's date may differ from it).
  const byDay = new Map<string, NonNullable<typeof data>['freeSlots']>();
  for (const slot of data?.freeSlots ?? []) {
    const label = when.day(slot.start);
    byDay.set(label, [...(byDay.get(label) ?? []), slot]);
  }
  const days = [...byDay.entries()];

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      if (action) {
        await action.run(chosen);
        return;
      }
      const result = await book({ variables: { hostId, startupId, start: chosen } });
      if (result.data) onBooked?.(result.data.bookSlot);
    } catch (caught) {
      setFailure(errorText(caught));
      setChosen(null);
      await refetch();
    }
  };

  return (
    <Stack gap="sm" data-testid={`slot-picker-${hostId}`}>
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" size="xs" leftSection={<IconChevronLeft size={16} className="hatchery-mirror-rtl" aria-hidden />} disabled={week === 0} onClick={() => setWeek((w) => w - 1)}>
          {t('booking.earlier')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('booking.weekOf', { day: when.day(range.from) })}
        </Text>
        <Button variant="subtle" size="xs" rightSection={<IconChevronRight size={16} className="hatchery-mirror-rtl" aria-hidden />} disabled={week >= 12} onClick={() => setWeek((w) => w + 1)}>
          {t('booking.later')}
        </Button>
      </Group>
      {failure ? (
        <Alert color="orange" role="alert" data-testid="booking-error">
          {failure}
        </Alert>
      ) : null}
      {error ? <Alert color="red">{errorText(error)}</Alert> : null}
      {loading && !data ? <Skeleton height={80} /> : null}
      {!loading && !error && days.length === 0 ? <Text size="sm">{t('booking.noSlots')}</Text> : null}
      {days.map(([day, daySlots]) => (
        <Stack key={day} gap={6}>
          <Text size="sm" fw={600}>
            {day}
          </Text>
          <Group gap="xs" role="group" aria-label={day}>
            {daySlots.map((slot) => (
              <Button
                key={slot.start}
                size="xs"
                variant={chosen === slot.start ? 'filled' : 'default'}
                aria-pressed={chosen === slot.start}
                onClick={() => setChosen(slot.start)}
                data-testid="free-slot"
              >
                <span dir="ltr">{when.time(slot.start)}</span>
              </Button>
            ))}
          </Group>
        </Stack>
      ))}
      {chosen ? (
        <Group justify="flex-end">
          <Button onClick={submit} loading={booking.loading} h="auto" py={8} styles={{ label: { whiteSpace: 'normal' } }} data-testid="book-slot">
            {action ? action.label(when.full(chosen)) : t('booking.bookWith', { name: hostName, when: when.full(chosen) })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
