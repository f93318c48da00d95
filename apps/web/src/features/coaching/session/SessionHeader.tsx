import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWhen } from '../booking/bookingText';
import type { CoachingSessionData } from './documents';

const STATUS_COLORS: Record<string, string> = { scheduled: 'blue', held: 'green', cancelled: 'red', no_show: 'gray' };
const ATTENDANCE_COLORS: Record<string, string> = { attended: 'green', no_show: 'red' };

/** Title, time in the viewer's zone, status, hosts, startup and attendees (with their attendance once held). */
export function SessionHeader({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  return (
    <Stack gap="xs" data-testid="session-header">
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} size="h2">
          {session.title || t('session.untitled')}
        </Title>
        <Badge color={STATUS_COLORS[session.status] ?? 'gray'} variant="light" tt="none" data-testid="session-status">
          {t(`session.status.${session.status}`)}
        </Badge>
      </Group>
      <Text data-testid="session-when">
        {/* A range needs no words: the same dash in every language. */}
        {`${when.full(session.startsAt)} – ${when.time(session.endsAt)}`}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('session.startup')}
        </Text>{' '}
        {session.startup.name}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('session.hosts')}
        </Text>{' '}
        {session.hosts.map((h) => h.fullName).join(', ')}
      </Text>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {t('session.attendees')}
        </Text>
        {session.attendees.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('session.noAttendees')}
          </Text>
        ) : null}
        {session.attendees.map((a) => (
          <Badge key={a._id} variant={a.attendance ? 'light' : 'default'} color={a.attendance ? ATTENDANCE_COLORS[a.attendance] : undefined} tt="none" data-testid="session-attendee">
            {a.attendance ? `${a.fullName} · ${t(`session.attendance.${a.attendance}`)}` : a.fullName}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
