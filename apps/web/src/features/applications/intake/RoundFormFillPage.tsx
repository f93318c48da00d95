import { Alert, Anchor, Button, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type Answers, type FormDefinition } from '@hatchery/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { FormRenderer } from '../../forms';
import { FILL_ROUND_FORM, MY_ROUND_FORM } from './documents';
import { useDates } from './useDates';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function RoundForm({ applicationId, roundId }: { applicationId: string; roundId: string }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const { day } = useDates();
  const { data, error, loading, refetch } = useQuery(MY_ROUND_FORM, { variables: { applicationId, roundId } });
  const [fill] = useMutation(FILL_ROUND_FORM);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const view = data?.myRoundForm;
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(view?.definition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [view?.definition]);
  const [initial, setInitial] = useState<Answers | null>(null);
  if (view && initial === null) setInitial((view.answers ?? {}) as Answers);
  if (!view || !definition || initial === null) {
    if (loading && !view) return <Center py="xl"><LoadingIndicator size="sm" label={t('loading')} /></Center>;
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" w="100%" data-testid="round-form-unavailable">{error ? errorText(error) : t('roundForm.unavailable')}</Alert>
        <Anchor component={Link} to="/applications-manager">{t('apply.toMine')}</Anchor>
      </Stack>
    );
  }
  const onSubmit = async (answers: Answers) => {
    setSubmitError(null);
    try {
      await fill({ variables: { applicationId, roundId, answers, submit: true } });
      // RoundFormToFill has no id, so the mutation's answer does not reach the cached query: read it again to show "sent".
      await refetch();
      window.scrollTo?.({ top: 0 });
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="dimmed" dir="auto">{t('roundForm.forApplication', { title: view.applicationTitle, round: view.roundName })}</Text>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>{view.formName}</Title>
        {view.formDescription ? <Text c="dimmed" mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{view.formDescription}</Text> : null}
      </div>
      {view.submittedAt ? (
        <Stack gap="md" align="center" py="xl" data-testid="round-form-sent">
          <IconCircleCheck size={48} color="var(--mantine-color-green-filled)" aria-hidden />
          <Title order={2} size="h3" ta="center">{t('roundForm.sentTitle')}</Title>
          <Text ta="center">{t('roundForm.sentOn', { date: day(view.submittedAt) })}</Text>
          <Button component={Link} to="/applications-manager" variant="default">{t('apply.toMine')}</Button>
        </Stack>
      ) : (
        <FormRenderer
          definition={definition}
          initialAnswers={initial}
          audience="respondent"
          onSaveDraft={async (answers) => {
            await fill({ variables: { applicationId, roundId, answers, submit: false } });
          }}
          onSubmit={onSubmit}
          submitError={submitError}
        />
      )}
    </Stack>
  );
}

/** /application/{id}/forms/{round}/fill (D1 §2.2, RTE-15: the route sends visitors to /login with the way back). */
export function RoundFormFillPage() {
  const { applicationId = '', round = '' } = useParams();
  return (
    <ApolloBoundary>
      <PageShell testId="round-form-page">
        <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <RoundForm key={`${applicationId}-${round}`} applicationId={applicationId} roundId={round} />
          </Paper>
        </Container>
      </PageShell>
    </ApolloBoundary>
  );
}
