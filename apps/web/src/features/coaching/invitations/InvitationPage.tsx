import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { firstGraphQLError, useBookingErrorText, useWhen } from '../booking/bookingText';
import { COACHING_INVITATION, RESPOND_TO_INVITATION } from './documents';

const STATUS_COLOR: Record<string, string> = { pending: 'blue', accepted: 'green', declined: 'gray', expired: 'orange', cancelled: 'red' };

/**
 * /coaching/invitation/{id} (issue 17 item 2, second way): where the meetingScheduled notification of an invitation
 * leads; the startup's people accept (the held time becomes their session) or decline. An expired invitation sends
 * the viewer to /coaching/invitation/expired.
 */
export function InvitationPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['coaching', 'pages']);
  const when = useWhen();
  const errorText = useBookingErrorText();
  const { data, loading, error } = useQuery(COACHING_INVITATION, { variables: { id }, fetchPolicy: 'network-only' });
  const [respond, responding] = useMutation(RESPOND_TO_INVITATION);
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const invitation = data?.coachingInvitation;
  if (expired || invitation?.status === 'expired') return <Navigate to="/coaching/invitation/expired" replace />;

  const answer = async (value: 'accept' | 'decline') => {
    setFailure(null);
    try {
      await respond({ variables: { id, answer: value } });
    } catch (caught) {
      if (firstGraphQLError(caught)?.extensions?.reason === 'invitationExpired') setExpired(true);
      else setFailure(errorText(caught));
    }
  };

  return (
    <Stack gap="lg" data-testid="invitation-page">
      <Title order={1} size="h2">
        {t('booking.invitation.title')}
      </Title>
      {error ? <Alert color="red">{errorText(error)}</Alert> : null}
      {loading && !data ? <Skeleton height={140} /> : null}
      {invitation ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{invitation.title || t('booking.invitation.defaultTitle', { startup: invitation.startup.name })}</Text>
              <Badge variant="light" color={STATUS_COLOR[invitation.status]} data-testid="invitation-status">
                {t(`booking.invitation.status.${invitation.status}`)}
              </Badge>
            </Group>
            <Text>{t('booking.invitation.when', { when: when.full(invitation.startsAt), end: when.time(invitation.endsAt) })}</Text>
            <Text>{t('booking.invitation.hosts', { names: invitation.hosts.map((h) => h.fullName).join(', ') })}</Text>
            {invitation.status === 'pending' ? (
              <Text size="sm" c="dimmed">
                {t('booking.invitation.expires', { when: when.full(invitation.expiresAt) })}
              </Text>
            ) : null}
            {failure ? (
              <Alert color="orange" role="alert">
                {failure}
              </Alert>
            ) : null}
            {invitation.viewerCanAnswer ? (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => answer('decline')} loading={responding.loading} data-testid="invitation-decline">
                  {t('booking.invitation.decline')}
                </Button>
                <Button onClick={() => answer('accept')} loading={responding.loading} data-testid="invitation-accept">
                  {t('booking.invitation.accept')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
