import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconAlertTriangle, IconClockCancel, IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { UNSCHEDULE_OUTGOING_EMAIL, type EmailScheduleFailure, type OutgoingEmailDetail } from './documents';
import { EmailDate } from './EmailDate';
import { AudienceSummary, EmailMessage } from './EmailMessage';
import { useAttempt } from './emailsState';

/** "Cancel schedule": the email turns back into a draft (the page shows the composer again from the answer). */
function UnscheduleButton({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const attempt = useAttempt();
  const [unschedule, { loading }] = useMutation(UNSCHEDULE_OUTGOING_EMAIL);
  const run = () =>
    void attempt(async () => {
      await unschedule({ variables: { id: email._id } });
      toast('success', t('scheduled.cancelled'));
    });
  return (
    <Button variant="default" leftSection={<IconClockCancel size={16} aria-hidden />} loading={loading} onClick={run} data-testid="email-unschedule" data-action="unscheduleOutgoingEmail">
      {t('scheduled.cancel')}
    </Button>
  );
}

/**
 * D-590: a scheduled email — when it goes out and who scheduled it, read-only (it cannot change while scheduled), with
 * "Cancel schedule" to edit it again or send it now.
 */
export function ScheduledEmail({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  return (
    <Stack gap="lg" data-testid="email-scheduled">
      <Alert variant="light" color="violet" icon={<IconClockPlay size={20} aria-hidden />} title={t('scheduled.title')}>
        <Stack gap="sm">
          <Text size="sm" dir="auto" data-testid="email-scheduled-at" data-at={email.scheduledAt ?? ''}>
            {email.scheduledAt ? (
              <EmailDate at={email.scheduledAt} words={(date) => t('scheduled.notice', { date, name: email.scheduledBy?.fullName ?? '—' })} />
            ) : null}
          </Text>
          <Text size="sm" c="dimmed">
            {t('scheduled.note')}
          </Text>
          <Group>
            <UnscheduleButton email={email} />
          </Group>
        </Stack>
      </Alert>
      <EmailMessage email={email} />
      <AudienceSummary email={email} />
    </Stack>
  );
}

/** Above the composer of a draft whose scheduled send did not go out: why, and what to do. */
export function ScheduleFailureNotice({ failure }: { failure: EmailScheduleFailure }) {
  const { t } = useTranslation('emails');
  return (
    <Alert variant="light" color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('scheduleFailure.title')} data-testid="email-schedule-failure" data-failure={failure}>
      <Text size="sm">
        {t(`scheduleFailure.${failure}`)} {t('scheduleFailure.note')}
      </Text>
    </Alert>
  );
}
