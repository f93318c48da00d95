import { Alert, Badge, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../app/viewer/ViewerContext';
import { useCoachingErrorText, zoneLabel } from '../format';
import { HOST_AVAILABILITY } from './documents';
import { ExceptionsCard } from './ExceptionsCard';
import { InvitationsCard, OfficeHoursCard } from './HostAgendaCards';
import { HostPicker } from './HostPicker';
import { SettingsSummary } from './SettingsSummary';
import { SlotsPreview } from './SlotsPreview';
import { WeeklyEditor } from './WeeklyEditor';

/**
 * /availability (one's own) and /availability/{hostId} (another host's, for holders of AVAILABILITY:EDIT): weekly
 * hours, date exceptions, the settings at a glance and the free slots they give — all in the host's time zone — and the
 * host's side of booking: office hours to publish and startups to invite, with those already out and their state.
 */
export function AvailabilityPage() {
  const { t } = useTranslation('coaching');
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const errorText = useCoachingErrorText();
  const requested = useParams()['*']?.split('/')[0] || null;
  const hostId = requested && requested !== viewer?._id ? requested : null;
  const { data, error, loading } = useQuery(HOST_AVAILABILITY, { variables: { hostId }, fetchPolicy: 'cache-and-network' });
  const availability = data?.hostAvailability;
  const shown = availability && (hostId === null || availability.hostId === hostId) ? availability : null;

  return (
    <Stack gap="lg" data-testid="availability-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:availability')}
        </Title>
        <Text c="dimmed">{t('availability.intro')}</Text>
      </Stack>
      {shown?.viewerCanEditOthers ? (
        <HostPicker hostId={shown.hostId} onChange={(id) => void navigate(id === viewer?._id ? '/availability' : `/availability/${id}`)} />
      ) : null}
      {error && !shown ? (
        <Alert color="red" data-testid="availability-error">
          {errorText(error)}
        </Alert>
      ) : loading && !shown ? (
        <Skeleton height={420} radius="lg" />
      ) : shown ? (
        <>
          <Group gap="xs">
            <IconWorld size={18} aria-hidden />
            <Text size="sm">{t('availability.timeZone')}</Text>
            <Badge variant="light" size="lg" radius="sm" dir="ltr" tt="none" data-testid="host-zone">
              {zoneLabel(shown.settings.timeZone)}
            </Badge>
          </Group>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="lg">
                <WeeklyEditor key={`${shown.hostId}:${shown.rules.map((r) => r._id).join()}`} hostId={hostId} rules={shown.rules} />
                <ExceptionsCard key={`x-${shown.hostId}`} hostId={hostId} exceptions={shown.exceptions} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="lg">
                <SlotsPreview key={shown.hostId} hostId={hostId} timeZone={shown.settings.timeZone} />
                <OfficeHoursCard key={`o-${shown.hostId}`} hostId={hostId} shownHostId={shown.hostId} timeZone={shown.settings.timeZone} />
                <InvitationsCard
                  key={`i-${shown.hostId}`}
                  hostId={hostId}
                  shownHostId={shown.hostId}
                  timeZone={shown.settings.timeZone}
                  canAddHosts={shown.viewerCanEditOthers}
                />
                <SettingsSummary settings={shown.settings} hostId={hostId} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : null}
    </Stack>
  );
}
