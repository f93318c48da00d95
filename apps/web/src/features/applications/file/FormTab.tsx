import { Alert, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_ANSWERS } from '../overview/documents';
import { usePipelineErrorText } from '../overview/usePipelineErrorText';

/** The intake answers (Application.answers: VIEW_FULL_DATA for staff; identity questions withheld under blind review). */
export function FormTab({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const errorText = usePipelineErrorText();
  const { data, error } = useQuery(APPLICATION_ANSWERS, { variables: { id: applicationId, language: i18n.language }, fetchPolicy: 'cache-and-network' });
  if (error) return <Alert color="red">{errorText(error)}</Alert>;
  if (!data) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  const answers = data.application.answers;
  if (answers === null) return <Text c="dimmed">{t('file.answersHidden')}</Text>;
  if (answers.length === 0) return <Text c="dimmed">{t('file.noAnswers')}</Text>;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md" component="dl" m={0} data-testid="application-answers">
        {answers.map((answer) => (
          <Stack key={answer._id} gap={2}>
            <Text component="dt" fw={600} size="sm">
              {answer.label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answer.text || '—'}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
