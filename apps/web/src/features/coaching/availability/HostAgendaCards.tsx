import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCalendarPlus, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { whenIn, useCoachingErrorText } from '../format';
import { HOST_INVITATIONS, HOST_OFFICE_HOURS } from './agendaDocuments';
import { InviteStartupDialog } from './InviteStartupDialog';
import { PublishOfficeHoursDialog } from './PublishOfficeHoursDialog';

const INVITATION_COLORS: Record<string, string> = { pending: 'yellow', accepted: 'green', declined: 'gray', expired: 'gray', cancelled: 'red' };

interface CardProps {
  /** null: the viewer's own page. */
  hostId: string | null;
  /** The host shown (the viewer on their own page). */
  shownHostId: string;
  timeZone: string;
}

interface AgendaCardProps {
  title: string;
  help: string;
  action: ReactNode;
  testId: string;
  /** What the host just did (a green notice they may close), or null. */
  notice: string | null;
  onCloseNotice: () => void;
  /** The list's query: its error, whether it is still loading with nothing to show, and the text when it is empty. */
  error: unknown;
  loading: boolean;
  emptyText: string | null;
  children: ReactNode;
}

/** The frame both agenda cards share: title and help beside the action, then the notice, the list's states and the list. */
function AgendaCard({ title, help, action, testId, notice, onCloseNotice, error, loading, emptyText, children }: AgendaCardProps) {
  const { t } = useTranslation('coaching');
  const errorText = useCoachingErrorText();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 12rem' }}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          </Stack>
          {action}
        </Group>
        {notice ? (
          <Alert color="green" role="status" withCloseButton onClose={onCloseNotice} closeButtonLabel={t('officeHours.cancel')}>
            {notice}
          </Alert>
        ) : null}
        {error ? <Alert color="red">{errorText(error)}</Alert> : null}
        {loading ? <Skeleton height={60} /> : null}
        {emptyText ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

/** The host's published office hours from now on, open or taken (and by whom), and the button to publish more. */
export function OfficeHoursCard({ hostId, timeZone }: CardProps) {
  const { t, i18n } = useTranslation('coaching');
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading } = useQuery(HOST_OFFICE_HOURS, { variables: { hostId }, fetchPolicy: 'cache-and-network' });
  const hours = data?.hostOfficeHours ?? [];
  return (
    <AgendaCard
      title={t('officeHours.title')}
      help={t('officeHours.help')}
      testId="office-hours-card"
      action={
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="open-publish">
          {t('officeHours.publish')}
        </Button>
      }
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      error={error}
      loading={loading && !data}
      emptyText={data && hours.length === 0 ? t('officeHours.empty') : null}
    >
      {hours.map((hour) => (
        <Group key={hour._id} justify="space-between" wrap="nowrap" gap="xs" data-testid="host-office-hour" data-taken={hour.taken}>
          {hour.sessionId ? (
            <Anchor component={Link} to={`/coaching/session/${hour.sessionId}`} size="sm" data-testid="agenda-session-link">
              {whenIn(hour.startsAt, timeZone, i18n.language)}
            </Anchor>
          ) : (
            <Text size="sm">{whenIn(hour.startsAt, timeZone, i18n.language)}</Text>
          )}
          <Badge variant="light" color={hour.taken ? 'green' : 'blue'} tt="none">
            {hour.taken ? t('officeHours.takenBy', { startup: hour.takenBy?.name ?? '' }) : t('officeHours.open')}
          </Badge>
        </Group>
      ))}
      <PublishOfficeHoursDialog
        opened={opened}
        hostId={hostId}
        timeZone={timeZone}
        onClose={() => setOpened(false)}
        onPublished={(count) => setNotice(t('officeHours.published', { count }))}
      />
    </AgendaCard>
  );
}

/** The invitations naming the host that lie ahead, with their state, and the button to invite a startup. */
export function InvitationsCard({ hostId, shownHostId, timeZone, canAddHosts }: CardProps & { canAddHosts: boolean }) {
  const { t, i18n } = useTranslation('coaching');
  const [opened, setOpened] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, loading } = useQuery(HOST_INVITATIONS, { variables: { hostId }, fetchPolicy: 'cache-and-network' });
  const invitations = data?.hostInvitations ?? [];
  return (
    <AgendaCard
      title={t('invite.title')}
      help={t('invite.help')}
      testId="invitations-card"
      action={
        <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setOpened(true)} data-testid="open-invite">
          {t('invite.open')}
        </Button>
      }
      notice={notice}
      onCloseNotice={() => setNotice(null)}
      error={error}
      loading={loading && !data}
      emptyText={data && invitations.length === 0 ? t('invite.empty') : null}
    >
      {invitations.map((invitation) => (
        <Group key={invitation._id} justify="space-between" wrap="nowrap" gap="xs" data-testid="host-invitation" data-status={invitation.status}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            {invitation.sessionId ? (
              <Anchor dir="auto" component={Link} to={`/coaching/session/${invitation.sessionId}`} size="sm" fw={600} truncate data-testid="agenda-session-link">
                {invitation.startup.name}
              </Anchor>
            ) : (
              <Text dir="auto" size="sm" fw={600} truncate>
                {invitation.startup.name}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {whenIn(invitation.startsAt, timeZone, i18n.language)}
            </Text>
          </Stack>
          <Badge variant="light" color={INVITATION_COLORS[invitation.status] ?? 'gray'} tt="none">
            {t(`booking.invitation.status.${invitation.status}`)}
          </Badge>
        </Group>
      ))}
      <InviteStartupDialog
        opened={opened}
        host={{ id: shownHostId, isViewer: hostId === null }}
        timeZone={timeZone}
        canAddHosts={canAddHosts}
        onClose={() => setOpened(false)}
        onSent={(startup) => setNotice(t('invite.sent', { startup }))}
      />
    </AgendaCard>
  );
}
