import { Alert, Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { EVALUATION_MESSAGES, formDefinitionSchema, visibleQuestionIds, type AnswerFileInfo, type Answers, type FormDefinition, type Locale } from '@hatchery/domain';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { AnswerSummary, FormRenderer } from '../../forms';
import { firstGraphQLError } from '../booking/bookingText';
import { SESSION_EVALUATION, SUBMIT_SESSION_EVALUATION, type SessionEvaluationItem } from './evaluationDocuments';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

const NO_FILES: ReadonlyMap<string, AnswerFileInfo> = new Map();
const KNOWN: Record<string, string> = EVALUATION_MESSAGES;

function parseDefinition(value: unknown): FormDefinition | null {
  const parsed = formDefinitionSchema.safeParse(value);
  return parsed.success ? (parsed.data as FormDefinition) : null;
}

/** The language to show a form in: the viewer's when the form has it, else its first. */
function formLanguage(definition: FormDefinition, language: string): Locale {
  return (definition.languages.includes(language as Locale) ? language : (definition.languages[0] ?? 'en')) as Locale;
}

/** The server's evaluation refusals by the key of their English text (coaching:evaluation.errors.<key>). */
function useEvaluationErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const text = firstGraphQLError(error)?.message?.replace(/^[\w.]+: /, '');
      const key = Object.keys(KNOWN).find((k) => KNOWN[k] === text);
      return key ? t(`evaluation.errors.${key}`, { defaultValue: text }) : generic(error);
    },
    [t, generic],
  );
}

/** One submitted evaluation, read-only: the forms engine's answer summary. */
function EvaluationAnswers({ item, mine }: { item: SessionEvaluationItem; mine: boolean }) {
  const { t, i18n } = useTranslation('coaching');
  const definition = useMemo(() => parseDefinition(item.definition), [item.definition]);
  const answers = useMemo(() => (item.answers ?? {}) as Answers, [item.answers]);
  const visible = useMemo(() => (definition ? visibleQuestionIds(definition, answers, { audience: 'respondent' }) : new Set<string>()), [definition, answers]);
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' }).format(new Date(item.submittedAt as string));
  return (
    <Stack gap="xs" data-testid={mine ? 'my-evaluation' : 'session-evaluation'} data-evaluator={item.evaluator._id}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {mine ? t('evaluation.yours', { date }) : t('evaluation.by', { name: item.evaluator.fullName, date })}
        </Text>
        <Badge variant="light" color={item.sharedWithStartup ? 'teal' : 'gray'}>
          {t(item.sharedWithStartup ? 'evaluation.shared' : 'evaluation.private')}
        </Badge>
      </Group>
      {definition ? (
        <AnswerSummary definition={definition} answers={answers} visible={visible} lang={formLanguage(definition, i18n.language)} files={NO_FILES} />
      ) : (
        <Alert color="red">{t('evaluation.unreadable')}</Alert>
      )}
    </Stack>
  );
}

/**
 * The evaluation of a coaching session (issue 17 item 3; D-449): a host answers the configured form with the forms
 * engine's renderer once the session took place, then sees their answers; hosts and staff read every evaluation, the
 * startup's people the shared ones. The /coaching/session/{id} page mounts it.
 */
export function SessionEvaluationCard({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('coaching');
  const errorText = useEvaluationErrorText();
  const { data, error, loading } = useQuery(SESSION_EVALUATION, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
  const [submit] = useMutation(SUBMIT_SESSION_EVALUATION);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const view = data?.sessionEvaluation;
  const definition = useMemo(() => (view?.form ? parseDefinition(view.form.definition) : null), [view?.form]);

  let body: ReactNode;
  if (!view) {
    body = loading ? (
      <Center py="md"><LoadingIndicator size="sm" label={t('evaluation.loading')} /></Center>
    ) : (
      <Alert color="red" data-testid="evaluation-unavailable">{error ? errorText(error) : t('evaluation.unreadable')}</Alert>
    );
  } else {
    const mine = view.evaluations.find((e) => e._id === view.viewerEvaluation?._id) ?? null;
    const others = view.evaluations.filter((e) => e !== mine);
    const onSubmit = async (answers: Answers) => {
      setSubmitError(null);
      try {
        // The view has no id of its own: the answer replaces the query's copy by hand.
        await submit({
          variables: { sessionId, answers },
          update: (cache, result) => {
            const next = result.data?.submitSessionEvaluation;
            if (next) cache.writeQuery({ query: SESSION_EVALUATION, variables: { sessionId }, data: { sessionEvaluation: next } });
          },
        });
      } catch (failure) {
        setSubmitError(errorText(failure));
      }
    };
    body = (
      <Stack gap="md">
        {view.viewerIsHost && !mine ? (
          !view.tookPlace ? (
            <Text size="sm" c="dimmed" data-testid="evaluation-not-yet">{t('evaluation.notYet')}</Text>
          ) : view.viewerCanSubmit && definition && view.form ? (
            <Stack gap="sm" data-testid="evaluation-form">
              <Text size="sm" c="dimmed">
                {t(view.form.sharedWithStartup ? 'evaluation.sharedHint' : 'evaluation.privateHint', { startup: view.startupName })}
              </Text>
              <FormRenderer definition={definition} audience="respondent" onSubmit={onSubmit} submitError={submitError} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" data-testid="evaluation-no-form">{t('evaluation.noForm')}</Text>
          )
        ) : null}
        {mine ? <EvaluationAnswers item={mine} mine /> : null}
        {others.map((item) => <EvaluationAnswers key={item._id} item={item} mine={false} />)}
        {!view.viewerIsHost && view.evaluations.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="evaluation-none">{t('evaluation.none')}</Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="session-evaluation-card">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('evaluation.title')}</Title>
        {body}
      </Stack>
    </Paper>
  );
}
