import { Alert, Anchor, Button, Center, Group, Paper, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type FormDefinition, type QuestionSummary } from '@hatchery/domain';
import { IconArrowLeft, IconBell, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { DueDateButton } from '../DueDateModal';
import { useFeedbackErrorText } from '../useFeedbackErrorText';
import { useFeedbackDates } from '../useFeedbackDates';
import { CLOSE_FEEDBACK_REQUEST, FEEDBACK_REQUEST, REMIND_FEEDBACK_RECIPIENTS, type FeedbackRequestDetail } from '../documents';
import { QuestionSummaries } from '../QuestionSummaries';
import { AudienceText } from '../RateBar';
import { RecipientsTable } from '../RecipientsTable';
import { StatusBadge } from './FeedbackListPage';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function RequestActions({ request }: { request: FeedbackRequestDetail }) {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const [remind, { loading: reminding }] = useMutation(REMIND_FEEDBACK_RECIPIENTS, { refetchQueries: [FEEDBACK_REQUEST] });
  const [close, { loading: closing }] = useMutation(CLOSE_FEEDBACK_REQUEST, { refetchQueries: [FEEDBACK_REQUEST] });
  if (!request.viewerCanEdit || request.status === 'closed') return null;
  const pending = request.recipientCount - request.answeredCount;
  return (
    <Group gap="sm">
      <DueDateButton requestId={request._id} dueDate={request.dueDate} />
      <Button
        variant="default"
        leftSection={<IconBell size={16} aria-hidden />}
        disabled={pending === 0}
        loading={reminding}
        onClick={() => remind({ variables: { id: request._id } }).then((r) => toast('success', t('detail.reminded', { reminded: r.data?.remindFeedbackRecipients ?? 0 })), (e: unknown) => toast('error', errorText(e)))}
        data-testid="feedback-remind"
      >
        {t('detail.remind')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLock size={16} aria-hidden />}
        loading={closing}
        onClick={() => close({ variables: { id: request._id } }).then(() => toast('success', t('detail.closed')), (e: unknown) => toast('error', errorText(e)))}
        data-testid="feedback-close"
      >
        {t('detail.close')}
      </Button>
    </Group>
  );
}

function RequestView({ request }: { request: FeedbackRequestDetail }) {
  const { t, i18n } = useTranslation('feedback');
  const locale = i18n.language.replace('_', '-');
  const dates = useFeedbackDates();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(request.responseRate);
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(request.definition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [request.definition]);
  const overdue = request.recipients.filter((r) => r.overdue).length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {request.formName}
            </Title>
            <StatusBadge status={request.status} overdue={new Date(request.dueDate).getTime() < Date.now()} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.sentBy', { name: request.createdBy?.fullName ?? '—', date: dates.on(request.createdAt) })}
          </Text>
        </div>
        <RequestActions request={request} />
      </Group>
      {request.message ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feedback-message">
          {request.message}
        </Text>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" wrap="wrap" align="center">
          <RingProgress size={96} thickness={10} roundCaps sections={[{ value: request.responseRate * 100, color: 'green' }]} label={<Text ta="center" fw={700} size="sm" aria-hidden>{percent}</Text>} role="img" aria-label={`${t('rate.label')}: ${percent}`} data-testid="response-rate" />
          {/* 16rem at least: on a phone the figures go under the ring rather than overflow beside it. */}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" style={{ flex: '1 1 16rem' }}>
            <Figure label={t('detail.sent')} value={String(request.recipientCount)} />
            <Figure label={t('detail.answered')} value={String(request.answeredCount)} testId="feedback-answered" />
            <Figure label={t('detail.overdue')} value={String(overdue)} />
            <Figure label={t('detail.due')} value={dates.due(request.dueDate)} />
          </SimpleGrid>
        </Group>
        <Group gap="xs" mt="sm">
          <Text size="sm" c="dimmed">
            {t('list.audience')}:
          </Text>
          <AudienceText audience={request.audience} />
        </Group>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.recipients')}
        </Title>
        <RecipientsTable recipients={request.recipients} />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('detail.summaries')}
        </Title>
        {!request.viewerCanViewAnswers ? (
          <Text c="dimmed" size="sm">
            {t('detail.noAnswerAccess')}
          </Text>
        ) : definition && request.summaries ? (
          <QuestionSummaries definition={definition} summaries={request.summaries as QuestionSummary[]} />
        ) : null}
      </Stack>
    </Stack>
  );
}

/** /feedback/requests/:id (issue 15 item 6): who answered, the response rate and the per-question summaries. */
export function FeedbackRequestPage() {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const { id = '' } = useParams();
  const { data, error } = useQuery(FEEDBACK_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const request = data?.feedbackRequest;
  return (
    <Stack gap="md" w="100%" maw={1100} data-testid="feedback-request-page">
      <Anchor component={Link} to="/feedback/management" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className={MIRROR_IN_RTL} aria-hidden />
          {t('detail.back')}
        </Group>
      </Anchor>
      {request ? (
        <RequestView request={request} />
      ) : error ? (
        <Alert color="red">{errorText(error)}</Alert>
      ) : (
        <Center py="xl">
          <LoadingIndicator size="sm" label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}
