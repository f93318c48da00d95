import { Alert, Anchor, Button, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type Answers, type FormDefinition } from '@hatchery/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';
import { useViewer } from '../../../app/viewer/ViewerContext';
import { FormRenderer, startingAnswers } from '../../forms';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { useFeedbackErrorText } from '../useFeedbackErrorText';
import { useFeedbackDates } from '../useFeedbackDates';
import { SAVE_SURVEY_DRAFT, SUBMIT_SURVEY, SURVEY } from '../documents';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function Survey({ id }: { id: string }) {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const dates = useFeedbackDates('long');
  const { data, error, loading } = useQuery(SURVEY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [saveDraft] = useMutation(SAVE_SURVEY_DRAFT);
  const [submit] = useMutation(SUBMIT_SURVEY);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const survey = data?.survey;
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(survey?.definition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [survey?.definition]);
  // The answers the renderer starts from are read once, so a saved draft coming back does not reset what is typed;
  // with nothing saved yet, the custom fields' current values (startingAnswers).
  const [initial, setInitial] = useState<Answers | null>(null);
  if (survey && initial === null) setInitial(startingAnswers(survey.answers, survey.customFieldPrefill));

  if (!survey || !definition || initial === null) {
    if (loading && !survey) return <Center py="xl"><LoadingIndicator size="sm" label={t('loading')} /></Center>;
    return <Alert color="red" title={t('survey.unavailableTitle')} data-testid="survey-unavailable">{error ? errorText(error) : t('survey.unavailable')}</Alert>;
  }
  const onSubmit = async (answers: Answers) => {
    setSubmitError(null);
    try {
      await submit({ variables: { id, answers } });
      window.scrollTo?.({ top: 0 });
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {survey.formName}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {survey.startup ? t('survey.forStartup', { startup: survey.startup.name, date: dates.due(survey.dueDate) }) : t('survey.due', { date: dates.due(survey.dueDate) })}
        </Text>
        {survey.message ? (
          <Text mt="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="survey-message">
            {survey.message}
          </Text>
        ) : null}
      </div>
      {survey.state === 'answered' ? (
        <Stack gap="md" align="center" py="xl" data-testid="survey-thanks">
          <IconCircleCheck size={48} color="var(--mantine-color-green-filled)" aria-hidden />
          <Title order={2} size="h3">
            {t('survey.thanksTitle')}
          </Title>
          <Text ta="center">{t('survey.thanks', { date: dates.on(survey.submittedAt ?? new Date().toISOString()) })}</Text>
          <Button component={Link} to="/tasks" variant="default">
            {t('survey.backToTasks')}
          </Button>
        </Stack>
      ) : survey.state === 'open' ? (
        <FormRenderer
          definition={definition}
          initialAnswers={initial}
          audience="respondent"
          onSaveDraft={async (answers) => {
            await saveDraft({ variables: { id, answers } });
          }}
          onSubmit={onSubmit}
          submitError={submitError}
        />
      ) : (
        <Alert color="orange" data-testid="survey-closed">
          {t(survey.state === 'closed' ? 'survey.closed' : 'survey.pastDue')}
        </Alert>
      )}
    </Stack>
  );
}

function SignInFirst() {
  const { t } = useTranslation('feedback');
  const location = useLocation();
  return (
    <Stack gap="sm" align="flex-start" data-testid="survey-sign-in">
      <Title order={1} size="h3">
        {t('survey.signInTitle')}
      </Title>
      <Text>{t('survey.signIn')}</Text>
      <Anchor component={Link} to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}>
        {t('survey.signInLink')}
      </Anchor>
    </Stack>
  );
}

/**
 * /survey/:id (issue 15 item 6): the recipient answers their feedback request with the shared FormRenderer — drafts
 * saved as they go, submitted once. The route is open (GAP-05); a visitor is asked to sign in first.
 */
export function SurveyPage() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <ApolloBoundary>
      <PageShell testId="survey-page">
        <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 0, sm: 'md' }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {viewer.status === 'authenticated' ? <Survey key={id} id={id} /> : viewer.status === 'anonymous' ? <SignInFirst /> : <LoadingIndicator size="sm" />}
          </Paper>
        </Container>
      </PageShell>
    </ApolloBoundary>
  );
}
