import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { formDefinitionSchema, type AnswerFileInfo, type Answers, type FormDefinition } from '@hatchery/domain';
import { IconCircleCheck, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { FORM_TO_FILL, SUBMIT_FORM, type FormSubmissionDetail } from '../documents';
import { useDateFormat } from '../pages/FormsTable';
import { FormRenderer } from '../renderer/FormRenderer';
import { startingAnswers } from './startingAnswers';
import { useAnswerDraft } from './useAnswerDraft';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

export interface FormFillProps {
  formId: string;
  /** The startup the answer is for (the respondent must see it); null: the respondent's own answer. */
  startupId?: string | null;
  /** Shows the form's name (h1) and description above the questions (a page of its own). */
  withHeading?: boolean;
  /** Called once the answers are submitted. */
  onSubmitted?: (submission: FormSubmissionDetail) => void;
}

function parseDefinition(raw: unknown): FormDefinition | null {
  const parsed = formDefinitionSchema.safeParse(raw);
  return parsed.success ? (parsed.data as FormDefinition) : null;
}

/** What the respondent sees once their answers are in: when, the PDF of them, and answering again. */
function Submitted({ submission, onAgain }: { submission: FormSubmissionDetail; onAgain: () => void }) {
  const { t } = useTranslation('forms');
  const date = useDateFormat(true);
  return (
    <Stack gap="md" align="center" py="lg" data-testid="form-fill-submitted">
      <IconCircleCheck size={48} color="var(--mantine-color-green-filled)" aria-hidden />
      <Title order={2} size="h3" ta="center">
        {t('fill.submittedTitle')}
      </Title>
      {submission.submittedAt ? <Text ta="center">{t('fill.submittedOn', { date: date.format(new Date(submission.submittedAt)) })}</Text> : null}
      <Group justify="center" gap="sm">
        {submission.downloadKey ? (
          <Button component="a" href={`/download/forms/${submission.downloadKey}`} variant="default" leftSection={<IconFileTypePdf size={16} aria-hidden />} data-testid="form-fill-pdf">
            {t('shared.downloadCopy')}
          </Button>
        ) : null}
        <Button variant="subtle" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onAgain} data-testid="form-fill-again">
          {t('fill.answerAgain')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A published form answered by the signed-in viewer (issue 15 item 4): their open draft is restored (answers and
 * files), every change saved as a draft a moment later, files uploaded to the draft as they are chosen (the draft is
 * saved first when there is none), and submitForm validates everything again on the server. Surveys, applications
 * and evaluations answer through it.
 */
export function FormFill({ formId, startupId = null, withHeading = false, onSubmitted }: FormFillProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const { data, error, loading } = useQuery(FORM_TO_FILL, { variables: { formId, startupId }, fetchPolicy: 'network-only' });
  const [submitForm] = useMutation(SUBMIT_FORM);
  const [submitted, setSubmitted] = useState<FormSubmissionDetail | null>(null);
  const [again, setAgain] = useState(0);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const mine = data?.mySubmission ?? null;
  const draft = mine?.status === 'draft' && again === 0 ? mine : null;
  const done = submitted ?? (mine?.status === 'submitted' && again === 0 ? mine : null);
  // A draft keeps the version it started on; a new answer answers the latest.
  const definition = useMemo(() => parseDefinition(draft ? draft.version.definition : data?.form?.latestVersion?.definition), [draft, data?.form?.latestVersion?.definition]);
  const files = useMemo<AnswerFileInfo[]>(() => (draft?.files ?? []).map((f) => ({ id: f._id, name: f.name, size: f.size })), [draft]);
  const answerDraft = useAnswerDraft(formId, startupId, draft?._id ?? null);

  if (loading && !data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  if (error || !data?.form || !data.form.viewerCanAnswer || !definition) {
    return (
      <Alert color="red" title={t('shared.unavailableTitle')} data-testid="form-fill-unavailable">
        {error ? errorText(error) : t('fill.unavailable')}
      </Alert>
    );
  }
  const form = data.form;
  const heading = withHeading ? (
    <div>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {form.name}
      </Title>
      {form.description ? (
        <Text dir="auto" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {form.description}
        </Text>
      ) : null}
    </div>
  ) : null;
  if (done) {
    return (
      <Stack gap="lg">
        {heading}
        <Submitted
        submission={done}
        onAgain={() => {
          setSubmitted(null);
          setAgain((n) => n + 1);
        }}
        />
      </Stack>
    );
  }
  const onSubmit = async (answers: Answers) => {
    setSubmitError(null);
    try {
      const { data: result } = await submitForm({ variables: { formId, answers, startupId } });
      if (!result) return;
      answerDraft.forget();
      setSubmitted(result.submitForm);
      onSubmitted?.(result.submitForm);
      window.scrollTo?.({ top: 0 });
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };
  return (
    <Stack gap="lg">
      {heading}
      <FormRenderer
      key={`${draft?._id ?? 'new'}-${again}`}
      definition={definition}
      initialAnswers={startingAnswers(draft?.answers, draft ? null : form.latestVersion?.customFieldPrefill)}
      initialFiles={files}
      audience="respondent"
      onSaveDraft={answerDraft.save}
      upload={answerDraft.upload}
      onSubmit={onSubmit}
      submitError={submitError}
      />
    </Stack>
  );
}
