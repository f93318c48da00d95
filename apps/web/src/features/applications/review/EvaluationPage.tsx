import { Alert, Anchor, Badge, Center, Container, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type Answers, type FormDefinition } from '@hatchery/domain';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { FormRenderer } from '../../forms';
import { ConflictReason } from './ConflictReason';
import { DeclareConflictButton } from './DeclareConflictButton';
import { EVALUATION_ASSIGNMENT, SAVE_EVALUATION, SUBMIT_EVALUATION, type AssignmentView } from './documents';
import { ReviewAccessGate } from './ReviewAccessGate';
import { useReviewErrorText, useScoreFormat } from './useReviewErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

type Answer = NonNullable<NonNullable<AssignmentView['item']['application']>['answers']>[number];

function answerText(answer: Answer): string {
  if (answer.textValue) return answer.textValue;
  if (typeof answer.numberValue === 'number') return String(answer.numberValue);
  return (answer.arrayValue ?? []).join(', ');
}

function ApplicationAnswers({ view }: { view: AssignmentView }) {
  const { t } = useTranslation('applicationsReview');
  const answers = view.item.application?.answers ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="evaluation-application">
      <Title order={2} size="h4" mb="sm">{t('evaluation.answers')}</Title>
      {answers.length === 0 ? <Text c="dimmed" size="sm">{t('evaluation.noAnswers')}</Text> : null}
      <Stack gap="xs">
        {answers.map((a) => (
          <div key={a._id}>
            <Text size="sm" fw={600} dir="auto">{a.label}</Text>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answerText(a) || '—'}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

function Evaluation({ id }: { id: string }) {
  const { t } = useTranslation('applicationsReview');
  const navigate = useNavigate();
  const errorText = useReviewErrorText();
  const score = useScoreFormat();
  const { data, error, loading, refetch } = useQuery(EVALUATION_ASSIGNMENT, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SAVE_EVALUATION);
  const [submit] = useMutation(SUBMIT_EVALUATION);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const view = data?.evaluationAssignment;
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(view?.definition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [view?.definition]);
  const [initial, setInitial] = useState<Answers | null>(null);
  if (view && initial === null) setInitial(((view.answers ?? {}) as Answers) ?? {});

  if (!view) {
    if (loading) return <Center py="xl"><LoadingIndicator size="sm" label={t('loading')} /></Center>;
    return <Alert color="red" data-testid="evaluation-error">{error ? errorText(error) : t('loadFailed')}</Alert>;
  }
  const { item } = view;
  const heading = item.application ? (item.application.title ?? t('hiddenApplicant')) : t('states.withheld');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="evaluation-title">{heading}</Title>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed"><bdi>{item.funnelName}</bdi> · <bdi>{item.round.name}</bdi></Text>
          <Badge variant="light" color={item.state === 'pending' ? 'blue' : item.state === 'submitted' ? 'green' : 'gray'}>{t(`states.${item.state}`)}</Badge>
        </Group>
      </div>
      {item.state === 'withheld' ? (
        <Alert color="gray" title={t('evaluation.withheldTitle')} data-testid="evaluation-withheld">
          <ConflictReason source={item.conflictSource} reason={item.conflictReason} />
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ApplicationAnswers view={view} />
          <Paper withBorder p="md" radius="md" data-testid="evaluation-form">
            <Title order={2} size="h4" mb="xs">{t('evaluation.form')}</Title>
            {view.criteria.length > 0 ? (
              <Text size="sm" c="dimmed" mb="sm" data-testid="evaluation-criteria">
                {t('evaluation.criteria')}: {view.criteria.map((c) => `${c.name} ×${score(c.weight)}`).join(' · ')}
              </Text>
            ) : null}
            <Divider mb="sm" />
            {item.state === 'submitted' ? (
              <Stack align="center" gap="xs" py="md" data-testid="evaluation-done">
                <IconCircleCheck size={40} color="var(--mantine-color-green-filled)" aria-hidden />
                <Text fw={600}>{t('evaluation.submittedTitle')}</Text>
                <Text size="sm">{t('evaluation.submitted', { value: score(item.weightedScore) })}</Text>
              </Stack>
            ) : definition && initial !== null ? (
              <FormRenderer
                definition={definition}
                initialAnswers={initial}
                audience="evaluator"
                onSaveDraft={async (answers) => {
                  await save({ variables: { id, answers } });
                }}
                onSubmit={async (answers) => {
                  setSubmitError(null);
                  try {
                    await submit({ variables: { id, answers } });
                    await refetch();
                  } catch (failure) {
                    setSubmitError(errorText(failure));
                  }
                }}
                submitError={submitError}
              />
            ) : (
              <Text c="dimmed">{t('evaluation.noForm')}</Text>
            )}
          </Paper>
        </SimpleGrid>
      )}
      {item.state === 'pending' && item.application ? (
        <Group>
          <DeclareConflictButton applicationId={item.application._id} onDone={() => void navigate('/applications/reviews')} />
        </Group>
      ) : null}
    </Stack>
  );
}

/** /applications/reviews/:assignmentId (issue 16 item 4): the application's answers (blind-aware) and the evaluation form. */
export function EvaluationPage() {
  const { t } = useTranslation('applicationsReview');
  const { assignmentId = '' } = useParams();
  return (
    <Container size="xl" w="100%" py="md" data-testid="evaluation-page">
      <Stack gap="md">
        <Anchor component={Link} to="/applications/reviews" size="sm">
          <Group gap={4}><IconArrowLeft size={14} className={MIRROR_IN_RTL} aria-hidden />{t('evaluation.back')}</Group>
        </Anchor>
        <ReviewAccessGate ability="viewerCanEvaluate">
          <Evaluation key={assignmentId} id={assignmentId} />
        </ReviewAccessGate>
      </Stack>
    </Container>
  );
}
