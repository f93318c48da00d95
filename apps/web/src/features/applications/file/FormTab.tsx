import { Alert, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_ANSWERS } from '../overview/documents';
import { usePipelineErrorText } from '../overview/usePipelineErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

interface Answer {
  _id: string;
  label: string;
  text: string;
}

function AnswerList({ answers, testId }: { answers: readonly Answer[]; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md" component="dl" m={0} data-testid={testId}>
        {answers.map((answer) => (
          <Stack key={answer._id} gap={2}>
            <Text component="dt" fw={600} size="sm">
              {answer.label}
            </Text>
            <Text dir="auto" component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.text || '—'}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The intake answers and, below them, the round forms the applicant was asked to fill (Application.answers and
 * .roundForms: VIEW_FULL_DATA for staff; identity questions withheld under blind review; D-494).
 */
export function FormTab({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const errorText = usePipelineErrorText();
  const { data, error } = useQuery(APPLICATION_ANSWERS, { variables: { id: applicationId, language: i18n.language }, fetchPolicy: 'cache-and-network' });
  if (error) return <Alert color="red">{errorText(error)}</Alert>;
  if (!data) {
    return (
      <Center py="lg">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  const { answers, roundForms } = data.application;
  if (answers === null) return <Text c="dimmed">{t('file.answersHidden')}</Text>;
  const asked = roundForms ?? [];
  const intake = answers.length === 0 ? <Text c="dimmed">{t('file.noAnswers')}</Text> : <AnswerList answers={answers} testId="application-answers" />;
  // Headings only when there is more than the intake form to tell apart.
  if (asked.length === 0) return intake;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('file.intakeAnswers')}
        </Title>
        {intake}
      </Stack>
      {asked.map((form) => (
        <Stack key={form.roundId} gap="xs" data-testid="application-round-form" data-round={form.roundName} data-submitted={form.submittedAt ? 'true' : 'false'}>
          <Title order={2} size="h4" dir="auto">
            {t('file.roundForm', { round: form.roundName, form: form.formName })}
          </Title>
          {form.submittedAt ? <AnswerList answers={form.answers} testId="round-form-answers" /> : <Text c="dimmed">{t('file.roundFormPending')}</Text>}
        </Stack>
      ))}
    </Stack>
  );
}
