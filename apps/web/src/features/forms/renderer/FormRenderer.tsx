import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  computeCalculated,
  isDisplayField,
  localizedText,
  validateAnswers,
  visibleQuestionIds,
  type AnswerFileInfo,
  type AnswerValue,
  type Answers,
  type FormDefinition,
  type Locale,
  type QuestionAudience,
} from '@hatchery/domain';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { AnswerSummary } from './AnswerSummary';
import { useFieldErrorText } from './fieldError';
import { QuestionField } from './QuestionField';
import type { FormFileUpload } from './uploadFormFile';
import { useDraftAutosave, type DraftState } from './useDraftAutosave';

export interface FormRendererProps {
  definition: FormDefinition;
  initialAnswers?: Answers;
  initialFiles?: AnswerFileInfo[];
  audience?: QuestionAudience;
  /** Save as you go: called a moment after the respondent stops typing (drafts are checked partially). */
  onSaveDraft?: (answers: Answers) => Promise<void>;
  onSubmit: (answers: Answers) => Promise<void>;
  upload?: (file: File, questionId: string) => Promise<FormFileUpload>;
  /** An error of the last submit (the server's refusal), shown above the buttons. */
  submitError?: string | null;
}

/** The input id of a question (the summary's edit links and the first-invalid focus reach fields by it). */
export const inputIdOf = (questionId: string): string => `q-${questionId}`;

function focusField(questionId: string): void {
  const element = document.getElementById(inputIdOf(questionId));
  const focusable = element?.matches('input, textarea, button, [tabindex]') ? element : element?.querySelector<HTMLElement>('input, textarea, button, [tabindex]');
  focusable?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useTranslation('forms');
  if (state === 'idle') return null;
  return (
    <Text size="sm" c={state === 'failed' ? 'red' : 'dimmed'} role="status" data-testid="draft-status" data-state={state}>
      {t(`renderer.draft.${state}`)}
    </Text>
  );
}

/**
 * The form renderer (issue 15 item 4), used by every feature that asks questions: the definition's questions in
 * order, those hidden by their conditions (visibleQuestionIds) left out; answers checked with validateAnswers as they
 * change, a field's message shown once it was left (D1: under the field, only when touched and in error); calculated
 * values computed and shown read-only; then a summary step before submit.
 */
export function FormRenderer({ definition, initialAnswers = {}, initialFiles = [], audience, onSaveDraft, onSubmit, upload, submitError }: FormRendererProps) {
  const { t, i18n } = useTranslation('forms');
  const lang = (definition.languages.includes(i18n.language as Locale) ? i18n.language : definition.languages[0] ?? 'en') as Locale;
  const [answers, setAnswers] = useState<Answers>(initialAnswers);
  const [files, setFiles] = useState<ReadonlyMap<string, AnswerFileInfo>>(() => new Map(initialFiles.map((f) => [f.id, f])));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [step, setStep] = useState<'fill' | 'summary' | 'sending'>('fill');
  const draft = useDraftAutosave(answers, onSaveDraft);
  const options = useMemo(() => ({ audience }), [audience]);
  const computed = useMemo(() => computeCalculated(definition, answers, options), [definition, answers, options]);
  const visible = useMemo(() => visibleQuestionIds(definition, computed, options), [definition, computed, options]);
  const result = useMemo(() => validateAnswers(definition, computed, { ...options, files }), [definition, computed, options, files]);
  const errorText = useFieldErrorText(lang);
  const shown = definition.questions.filter((q) => visible.has(q.id));
  const firstInvalid = shown.find((q) => result.errors[q.id]);

  const touch = (id: string) => setTouched((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
  const setAnswer = (id: string, value: AnswerValue | undefined) =>
    setAnswers((prev) => {
      const next = { ...prev };
      if (value === undefined) delete next[id];
      else next[id] = value;
      return next;
    });
  const review = () => {
    setTouched(new Set(shown.map((q) => q.id)));
    if (firstInvalid) {
      focusField(firstInvalid.id);
      return;
    }
    setStep('summary');
    window.scrollTo?.({ top: 0 });
  };
  const submit = async () => {
    setStep('sending');
    try {
      await draft.flush();
      await onSubmit(computed);
    } finally {
      setStep('summary');
    }
  };

  if (step !== 'fill') {
    return (
      <Stack gap="md" data-testid="form-summary-step">
        <Title order={2} size="h3">
          {t('renderer.summaryTitle')}
        </Title>
        <Text c="dimmed">{t('renderer.summaryIntro')}</Text>
        <Paper withBorder p="md" radius="md">
          <AnswerSummary
            definition={definition}
            answers={computed}
            visible={visible}
            lang={lang}
            files={files}
            onEdit={(id) => {
              setStep('fill');
              setTimeout(() => focusField(id), 0);
            }}
          />
        </Paper>
        {submitError ? <Alert color="red" data-testid="form-submit-error">{submitError}</Alert> : null}
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} className={MIRROR_IN_RTL} aria-hidden />} onClick={() => setStep('fill')}>
            {t('renderer.back')}
          </Button>
          <Button leftSection={<IconCheck size={16} aria-hidden />} loading={step === 'sending'} onClick={() => void submit()} data-testid="form-submit">
            {t('renderer.submit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
      data-testid="form-renderer"
    >
      <Stack gap="lg">
        {shown.map((question) => {
          const display = isDisplayField(question.type);
          const label = localizedText(question.label, lang);
          const optional = !display && !question.required && question.type !== 'calculated';
          return (
            <Box key={question.id} data-testid="form-question" data-question-id={question.id} data-type={question.type}>
              <QuestionField
                question={question}
                answer={computed[question.id]}
                onAnswer={(value) => setAnswer(question.id, value)}
                onBlur={() => touch(question.id)}
                error={touched.has(question.id) ? errorText(question, result.errors[question.id]) : undefined}
                lang={lang}
                label={
                <>
                  <bdi>{label}</bdi>
                  {optional ? ` ${t('renderer.optional')}` : null}
                </>
              }
                description={localizedText(question.description, lang) || undefined}
                inputId={inputIdOf(question.id)}
                upload={upload}
                files={files}
                onFiles={(added) => setFiles((prev) => new Map([...prev, ...added.map((f) => [f.id, f] as const)]))}
              />
            </Box>
          );
        })}
        <Group justify="space-between" wrap="wrap">
          <DraftStatus state={draft.state} />
          <Button type="submit" ms="auto" data-testid="form-review">
            {t('renderer.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
