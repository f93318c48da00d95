import { Alert, Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { initials } from '../../../lib/initials';
import { allocationForHost } from '../budgets/budgetText';
import { HOUR_BUDGETS } from '../budgets/documents';
import { BOOKABLE_HOSTS, UPCOMING_SESSIONS, type BookableHostGroup, type BookedSession } from './documents';
import { PairingQuestions } from '../matching/PairingQuestions';
import { OpenOfficeHours } from './OpenOfficeHours';
import { SlotPicker } from './SlotPicker';
import { useBookingErrorText, useWhen } from './bookingText';

/** The startup's scheduled sessions from now on (remounted after a booking, so it asks again). */
function UpcomingSessions({ startupId }: { startupId: string }) {
  const { t } = useTranslation('coaching');
  const when = useWhen();
  const { data } = useQuery(UPCOMING_SESSIONS, { variables: { startupId }, fetchPolicy: 'network-only' });
  const sessions = data?.upcomingCoachingSessions ?? [];
  return (
    <Stack gap={6} data-testid="upcoming-sessions">
      <Text fw={600} size="sm">
        {t('booking.upcoming')}
      </Text>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('booking.noUpcoming')}
        </Text>
      ) : (
        sessions.map((s) => (
          <Group key={s._id} gap="xs" wrap="nowrap">
            <IconCalendarCheck size={16} aria-hidden />
            <Anchor component={Link} to={`/coaching/session/${s._id}`} size="sm" data-testid="upcoming-session-link">
              {t('booking.sessionLine', { when: when.full(s.startsAt), names: s.hosts.map((h) => h.fullName).join(', ') })}
            </Anchor>
          </Group>
        ))
      )}
    </Stack>
  );
}

/** One startup of the viewer: its assigned hosts, each with the slot picker behind a button, its open office hours. */
function StartupHosts({ group, onBooked, hostToOpen }: { group: BookableHostGroup; onBooked: (session: BookedSession) => void; hostToOpen: string | null }) {
  const { t } = useTranslation('coaching');
  // ?host=<id> (a host profile's "Book a session", D-580): that host's free slots are open from the start.
  const [open, setOpen] = useState<string | null>(() => (hostToOpen && group.hosts.some((h) => h._id === hostToOpen) ? hostToOpen : null));
  const [refreshKey, setRefreshKey] = useState(0);
  // What each host's bookings draw from (issue 17 item 4); no budget, or none readable: nothing is shown.
  const budgets = useQuery(HOUR_BUDGETS, { variables: { startupId: group.startup._id }, fetchPolicy: 'cache-and-network' });
  const allocations = budgets.data?.hourBudgets.state === 'on' ? budgets.data.hourBudgets.allocations : [];
  const booked = (session: BookedSession) => {
    setRefreshKey((k) => k + 1);
    void budgets.refetch();
    onBooked(session);
  };
  return (
    <Card withBorder padding="lg" data-testid={`booking-startup-${group.startup._id}`}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {group.startup.name}
        </Title>
        {group.hosts.length === 0 ? <Text size="sm">{t('booking.noHosts')}</Text> : null}
        {group.hosts.map((host) => {
          const budget = allocationForHost(allocations, host._id);
          return (
          <Stack key={host._id} gap="sm" data-testid="bookable-host">
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={host.avatar} radius="xl" alt="">
                  {initials(host.fullName)}
                </Avatar>
                <Stack gap={2}>
                  <Text fw={600}>{host.fullName}</Text>
                  {budget ? (
                    <Text size="sm" fw={600} data-testid="host-budget-left">
                      {t('budgets.leftWith', { minutes: budget.remainingMinutes, name: host.fullName })}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              <Button variant={open === host._id ? 'light' : 'filled'} onClick={() => setOpen(open === host._id ? null : host._id)} aria-expanded={open === host._id}>
                {open === host._id ? t('booking.hideSlots') : t('booking.seeSlots')}
              </Button>
            </Group>
            {open === host._id ? (
              <SlotPicker
                hostId={host._id}
                hostName={host.fullName}
                startupId={group.startup._id}
                onBooked={(session) => {
                  setOpen(null);
                  booked(session);
                }}
              />
            ) : null}
          </Stack>
          );
        })}
        <OpenOfficeHours startupId={group.startup._id} onBooked={booked} />
        <UpcomingSessions key={refreshKey} startupId={group.startup._id} />
      </Stack>
    </Card>
  );
}

/**
 * /coaching/book (issue 17 item 2, first way): the mentors, coaches and experts assigned to the viewer's startups —
 * their profile as the founder side sees it — with a picker of their free slots; booking confirms on the page.
 */
export function BookingPage() {
  const { t } = useTranslation(['coaching', 'pages']);
  const when = useWhen();
  const errorText = useBookingErrorText();
  const { data, loading, error } = useQuery(BOOKABLE_HOSTS, { fetchPolicy: 'cache-and-network' });
  const [booked, setBooked] = useState<BookedSession | null>(null);
  const [params] = useSearchParams();
  const groups = data?.bookableHosts ?? [];
  return (
    <Stack gap="lg" data-testid="booking-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:coachingBook')}
        </Title>
        <Text c="dimmed">{t('booking.intro')}</Text>
      </Stack>
      <PairingQuestions />
      {booked ? (
        <Alert color="green" icon={<IconCalendarCheck aria-hidden />} title={t('booking.confirmedTitle')} role="status" data-testid="booking-confirmed">
          {t('booking.confirmed', { names: booked.hosts.map((h) => h.fullName).join(', '), when: when.full(booked.startsAt) })}
        </Alert>
      ) : null}
      {error ? <Alert color="red">{errorText(error)}</Alert> : null}
      {loading && !data ? <Skeleton height={160} /> : null}
      {data && groups.length === 0 ? <Text>{t('booking.noStartups')}</Text> : null}
      {groups.map((group) => (
        <StartupHosts key={group.startup._id} group={group} onBooked={setBooked} hostToOpen={params.get('host')} />
      ))}
    </Stack>
  );
}
