import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DUPLICATE_OUTGOING_EMAIL, OUTGOING_EMAIL, type OutgoingEmailDetail } from './documents';
import { EmailComposer } from './EmailComposer';
import { EmailCrumbs } from './EmailCrumbs';
import { EmailDate } from './EmailDate';
import { EmailDeliveries } from './EmailDeliveries';
import { AudienceSummary, EmailMessage } from './EmailMessage';
import { EmailStatusBadge } from './EmailStatusBadge';
import { ScheduledEmail } from './ScheduledEmail';
import { NotReady, useAttempt } from './emailsState';
import { EMAILS_MANAGEMENT_PATH, emailPath } from './paths';
import { useSendProgress } from './useSendProgress';
import { StatCard } from '../../components/StatCard';

/** While the email goes out: how many of its recipients are done, live. */
function SendingProgress({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const progress = useSendProgress(email);
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <Paper withBorder radius="md" p="md" data-testid="email-sending" data-live={progress.live}>
      <Stack gap="xs">
        <Text fw={600} aria-live="polite" data-testid="email-sending-count" data-done={progress.done} data-total={progress.total}>
          {t('sending.progress', { done: progress.done, count: progress.total })}
        </Text>
        <Progress value={percent} animated striped aria-label={t('sending.label')} data-testid="email-sending-bar" />
        <Text size="sm" c="dimmed">
          {progress.failed > 0 ? t('sending.failed', { count: progress.failed }) : t('sending.note')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A sent email: read-only, with its figures, who got it, and "Duplicate" to start a new draft from it. */
function SentEmail({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  return (
    <Stack gap="lg" data-testid="email-sent">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        <StatCard label={t('sent.recipients')} value={email.recipientCount ?? 0} testId="email-stat-recipients" />
        <StatCard label={t('sent.sentCount')} value={email.sentCount} testId="email-stat-sent" />
        <StatCard label={t('sent.failedCount')} value={email.failedCount} testId="email-stat-failed" />
      </SimpleGrid>
      <EmailMessage email={email} />
      <AudienceSummary email={email} />
      <EmailDeliveries emailId={email._id} />
    </Stack>
  );
}

function DuplicateButton({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const navigate = useNavigate();
  const attempt = useAttempt();
  const [duplicate, { loading }] = useMutation(DUPLICATE_OUTGOING_EMAIL);
  const run = () =>
    void attempt(async () => {
      const result = await duplicate({ variables: { id: email._id } });
      const copy = result.data?.duplicateOutgoingEmail;
      if (copy) await navigate(emailPath(copy._id));
    });
  return (
    <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} loading={loading} onClick={run} data-testid="email-duplicate" data-action="duplicateOutgoingEmail">
      {t('sent.duplicate')}
    </Button>
  );
}

/** Who wrote the email and, once it went out, who sent it and when. */
function EmailByline({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const sender = email.sentBy?.fullName ?? email.createdBy?.fullName ?? '—';
  return (
    <Text size="sm" c="dimmed" dir="auto" data-testid="email-byline">
      {email.sentAt ? (
        <EmailDate at={email.sentAt} words={(date) => t('sent.byline', { name: sender, date })} />
      ) : (
        <EmailDate
          at={email.updatedAt}
          words={(date) => t(email.status === 'SCHEDULED' ? 'email.byline' : 'composer.byline', { name: email.createdBy?.fullName ?? '—', date })}
        />
      )}
    </Text>
  );
}

/**
 * /emails/email/:id (D-584): one email. A draft opens in the composer; a scheduled one says when it goes out (D-590);
 * while it is being sent the page follows the send live; once sent it is read-only, with the deliveries. The status decides, as the server last answered it.
 */
export function EmailPage() {
  const { id = '' } = useParams();
  // Keyed by the email: going from one email to another (Duplicate) mounts a new page with its own query. One query
  // re-aimed at the new id inside the router's transition ping-pongs between the two ids and the navigation never
  // settles (seen in the component tests under load).
  return <EmailOfId key={id} id={id} />;
}

function EmailOfId({ id }: { id: string }) {
  const { t } = useTranslation('emails');
  const { data, error } = useQuery(OUTGOING_EMAIL, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const email = data?.outgoingEmail;
  const back = <EmailCrumbs current={t('email.title')} />;

  if (data && !email) {
    return (
      <Stack gap="md" maw={960} w="100%">
        {back}
        <Paper withBorder radius="md" p="xl" data-testid="email-not-found">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('email.notFound')}</Text>
            <Anchor component={Link} to={EMAILS_MANAGEMENT_PATH} size="sm">
              {t('email.backToList')}
            </Anchor>
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (!email) return <NotReady error={error} testId="email-error" maw={960} back={back} />;

  const subject = email.subject.trim() || t('list.noSubject');
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="email-page" data-status={email.status}>
      <EmailCrumbs current={subject} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere', minWidth: 0 }} data-testid="email-title">
              {email.status === 'DRAFT' && !email.subject.trim() ? t('email.newDraft') : subject}
            </Title>
            <EmailStatusBadge status={email.status} />
          </Group>
          <EmailByline email={email} />
        </Stack>
        {email.status === 'SENT' ? <DuplicateButton email={email} /> : null}
      </Group>
      {email.status === 'DRAFT' ? <EmailComposer key={email._id} email={email} /> : null}
      {email.status === 'SCHEDULED' ? <ScheduledEmail email={email} /> : null}
      {email.status === 'SENDING' ? (
        <>
          <SendingProgress email={email} />
          <EmailMessage email={email} />
          <AudienceSummary email={email} />
        </>
      ) : null}
      {email.status === 'SENT' ? <SentEmail email={email} /> : null}
    </Stack>
  );
}
