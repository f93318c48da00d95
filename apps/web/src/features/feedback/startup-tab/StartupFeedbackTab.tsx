import { Alert, Badge, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { ERROR_CODES, FEEDBACK_MESSAGES } from '@hatchery/domain';
import { IconBell, IconEye, IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoAccessState } from '../../../app/errors/NoAccessState';
import { toast } from '../../../lib/alerts/alertStore';
import { errorCodes } from '../../../lib/errors/errorText';
import { StartupFileTab } from '../../startup-file';
import { REMIND_STARTUP_FEEDBACK, STARTUP_FEEDBACK, type StartupFeedbackAnswer, type StartupFeedbackRequest } from '../documents';
import { SendFeedbackModal } from '../SendFeedbackModal';
import { useFeedbackErrorText } from '../useFeedbackErrorText';
import { FeedbackAnswerModal } from './FeedbackAnswerModal';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { useFeedbackDates } from '../useFeedbackDates';

const STATE_COLOR: Record<StartupFeedbackRequest['state'], string> = { answered: 'green', pending: 'gray', overdue: 'orange', closed: 'dark' };

const personName = (person: { fullName: string | null; email: string | null } | null | undefined) => person?.fullName || person?.email || null;

function RequestCard({ request, startupId, canRemind }: { request: StartupFeedbackRequest; startupId: string; canRemind: boolean }) {
  const { t } = useTranslation('feedback');
  const dates = useFeedbackDates();
  const errorText = useFeedbackErrorText();
  const [remind, { loading }] = useMutation(REMIND_STARTUP_FEEDBACK, { refetchQueries: [STARTUP_FEEDBACK] });
  const asker = personName(request.createdBy);
  const remindable = canRemind && request.requestOpen && request.answeredCount < request.recipientCount;
  const onRemind = () =>
    remind({ variables: { requestId: request._id, startupId } }).then(
      (r) => toast('success', t('detail.reminded', { reminded: r.data?.remindStartupFeedback ?? 0 })),
      (e: unknown) => toast('error', errorText(e)),
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="startup-feedback-request" data-state={request.state}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {request.formName}
            </Text>
            <Badge color={STATE_COLOR[request.state]} variant="light">
              {t(`startupTab.state.${request.state}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {asker ? t('startupTab.askedBy', { name: asker, date: dates.on(request.createdAt) }) : t('startupTab.sentOn', { date: dates.on(request.createdAt) })}
            {' · '}
            {t('startupTab.dueOn', { date: dates.due(request.dueDate) })}
          </Text>
          <Text size="sm" data-testid="startup-feedback-answered">
            {t('startupTab.answered', { answered: request.answeredCount, total: request.recipientCount })}
          </Text>
        </Stack>
        {remindable ? (
          <Button variant="default" size="xs" leftSection={<IconBell size={14} aria-hidden />} loading={loading} onClick={() => void onRemind()} aria-label={t('startupTab.remindNamed', { form: request.formName })} data-testid="startup-feedback-remind">
            {t('startupTab.remind')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

function AnswerRow({ answer, onOpen }: { answer: StartupFeedbackAnswer; onOpen: () => void }) {
  const { t } = useTranslation('feedback');
  const dates = useFeedbackDates();
  const who = personName(answer.respondent) ?? t('recipients.unknown');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="startup-feedback-answer">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} style={{ flex: 1, minWidth: 180 }}>
          <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {answer.formName}
          </Text>
          <Text size="sm" c="dimmed">
            {t('startupTab.answeredBy', { name: who, date: dates.on(answer.submittedAt) })}
          </Text>
        </Stack>
        <Button variant="light" size="xs" leftSection={<IconEye size={14} aria-hidden />} onClick={onOpen} aria-label={t('startupTab.openNamed', { form: answer.formName, name: who })} data-testid="startup-feedback-open-answer">
          {t('startupTab.open')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The tab's body for one startup: the requests, the answers, and for staff the send and remind actions. */
export function StartupFeedback({ startupId }: { startupId: string }) {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const [sending, setSending] = useState(false);
  const [opened, setOpened] = useState<StartupFeedbackAnswer | null>(null);
  const { data, loading, error, refetch } = useQuery(STARTUP_FEEDBACK, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const result = data?.startupFeedback;
  if (!result) {
    if (error) {
      if (error.message.includes(FEEDBACK_MESSAGES.featureOff)) {
        return (
          <Alert color="gray" icon={<IconLock size={18} />} data-testid="startup-feedback-off">
            {t('errors.featureOff')}
          </Alert>
        );
      }
      if (errorCodes(error).includes(ERROR_CODES.forbidden)) return <NoAccessState />;
      return (
        <Alert color="red" data-testid="startup-feedback-error">
          {errorText(error)}
        </Alert>
      );
    }
    return <Center py="xl">{loading ? <LoadingIndicator size="sm" label={t('loading')} /> : null}</Center>;
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm">
          {t('startupTab.intro')}
        </Text>
        {result.viewerCanSend ? (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)} data-testid="startup-feedback-send">
            {t('startupTab.send')}
          </Button>
        ) : null}
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="startup-feedback-requests">
        <Title order={2} size="h4" id="startup-feedback-requests">
          {t('startupTab.requests')}
        </Title>
        {result.requests.length === 0 ? (
          <Text c="dimmed" data-testid="startup-feedback-empty">
            {t('startupTab.empty')}
          </Text>
        ) : (
          result.requests.map((request) => <RequestCard key={request._id} request={request} startupId={startupId} canRemind={result.viewerCanRemind} />)
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="startup-feedback-answers">
        <Title order={2} size="h4" id="startup-feedback-answers">
          {t('startupTab.answers')}
        </Title>
        {!result.viewerCanViewAnswers ? (
          <Text c="dimmed" data-testid="startup-feedback-no-answer-access">
            {t('detail.noAnswerAccess')}
          </Text>
        ) : result.answers.length === 0 ? (
          <Text c="dimmed" data-testid="startup-feedback-no-answers">
            {t('startupTab.noAnswers')}
          </Text>
        ) : (
          result.answers.map((answer) => <AnswerRow key={answer._id} answer={answer} onOpen={() => setOpened(answer)} />)
        )}
      </Stack>
      <FeedbackAnswerModal answer={opened} onClose={() => setOpened(null)} />
      {result.viewerCanSend ? (
        <SendFeedbackModal
          opened={sending}
          onClose={() => setSending(false)}
          initialStartupIds={[startupId]}
          onSent={() => {
            toast('success', t('startupTab.sent'));
            void refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}

/** /startup/:id/file/feedback: the feedback requests that reached the startup and its people's answers (issue 15). */
export function StartupFeedbackPage() {
  return <StartupFileTab testId="startup-feedback-page">{(summary) => <StartupFeedback startupId={summary.startup._id} />}</StartupFileTab>;
}
