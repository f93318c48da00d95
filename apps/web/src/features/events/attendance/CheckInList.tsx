/**
 * The check-in list of an event's day (issue 18 item 4, D-480): hosts and editors search the seat holders by name and
 * tap a person to check them in (attended); a checked-in person can be undone, an absent one marked no show. The
 * counts say how many of the seats have arrived. Every tap is one markAttendance call (REF-26).
 */
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconSearch, IconUserOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { useEventMessage } from '../useEventMessage';
import { MARK_ATTENDANCE } from './documents';

export type AttendanceStatus = 'REGISTERED' | 'ATTENDED' | 'NO_SHOW' | 'EVENT_CANCELLED';

export interface CheckInAttendee {
  _id: string;
  status: AttendanceStatus;
  waitlisted: boolean;
  startupName: string | null;
  registrant: { fullName: string };
}

/** Case and accents do not matter: "jose" finds "José". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function CheckInList({ eventId, attendees }: { eventId: string; attendees: readonly CheckInAttendee[] }) {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const message = useEventMessage();
  const [search, setSearch] = useState('');
  const [mark, { loading }] = useMutation(MARK_ATTENDANCE, { refetchQueries: ['IncubatorEvent'], awaitRefetchQueries: true });
  const seats = useMemo(() => attendees.filter((a) => !a.waitlisted), [attendees]);
  const shown = useMemo(() => {
    const wanted = folded(search.trim());
    return wanted ? seats.filter((a) => folded(a.registrant.fullName).includes(wanted)) : seats;
  }, [seats, search]);
  const checkedIn = seats.filter((a) => a.status === 'ATTENDED').length;

  const setStatus = async (attendee: CheckInAttendee, status: AttendanceStatus) => {
    try {
      await mark({ variables: { eventId, attendeeIds: [attendee._id], status } });
      toast('success', t('checkIn.marked'));
    } catch (e) {
      toast('error', message(toText(e)) ?? toText(e));
    }
  };

  return (
    <Paper withBorder p="md" data-testid="checkin-list">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('checkIn.title')}
          </Title>
          <Text fw={600} data-testid="checkin-counts" aria-live="polite">
            {t('checkIn.counts', { checkedIn, total: seats.length })}
          </Text>
        </Group>
        <TextInput
          label={t('checkIn.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-testid="checkin-search"
        />
        {shown.length === 0 && <Text c="dimmed">{t('checkIn.none')}</Text>}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((a) => {
            const name = a.registrant.fullName;
            const arrived = a.status === 'ATTENDED';
            return (
              <Group key={a._id} component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid="checkin-row" data-status={a.status}>
                {arrived ? (
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
                    <Text fw={500} truncate dir="auto">{name}</Text>
                  </Group>
                ) : (
                  // The whole name is the tap target: one tap checks the person in.
                  <Button variant="light" justify="start" style={{ flex: 1, minWidth: 0 }} loading={loading} onClick={() => void setStatus(a, 'ATTENDED')} aria-label={t('checkIn.checkIn', { name })} data-testid="checkin-person">
                    <Text span truncate dir="auto">{name}</Text>
                  </Button>
                )}
                <Group gap={4} wrap="nowrap">
                  {a.startupName && <Text size="sm" c="dimmed" visibleFrom="sm" dir="auto">{a.startupName}</Text>}
                  {a.status !== 'REGISTERED' && <Badge variant="light" color={arrived ? 'green' : 'gray'}>{t(`attendance.${a.status}`)}</Badge>}
                  {a.status === 'REGISTERED' ? (
                    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void setStatus(a, 'NO_SHOW')} aria-label={t('checkIn.noShow', { name })} data-testid="checkin-noshow">
                      <IconUserOff size={18} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => void setStatus(a, 'REGISTERED')} aria-label={t('checkIn.undo', { name })} data-testid="checkin-undo">
                      <IconArrowBackUp size={18} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
