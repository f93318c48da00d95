import { Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { formDefinitionSchema, type AnswerFileInfo, type Answers, type FormDefinition } from '@hatchery/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/alerts/alertStore';
import { FormRenderer, uploadFormFile } from '../../forms';
import { CallDates } from './CallDates';
import { SAVE_APPLICATION_DRAFT, SUBMIT_APPLICATION, type MyApplicationDetail, type PublicFunnel } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';

/**
 * The applicant's draft with the shared form renderer (issue 15): every change saved a moment later
 * (saveApplicationDraft), submitted once (submitApplication validates again on the server and checks the deadline).
 */
export function IntakeForm({ call, application }: { call: PublicFunnel; application: MyApplicationDetail }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const navigate = useNavigate();
  const [save] = useMutation(SAVE_APPLICATION_DRAFT);
  const [submit] = useMutation(SUBMIT_APPLICATION);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const definition = useMemo<FormDefinition | null>(() => {
    const parsed = formDefinitionSchema.safeParse(application.intakeDefinition);
    return parsed.success ? (parsed.data as FormDefinition) : null;
  }, [application.intakeDefinition]);
  // Read once: a saved draft coming back must not reset what is being typed.
  const [initial] = useState<Answers>(() => (application.answers ?? {}) as Answers);
  const submissionId = application.intakeSubmission?._id ?? null;
  const files = useMemo<AnswerFileInfo[]>(() => (application.intakeSubmission?.files ?? []).map((f) => ({ id: f._id, name: f.name, size: f.size })), [application.intakeSubmission]);
  if (!definition) return <Text c="red">{t('apply.noForm')}</Text>;
  const onSubmit = async (answers: Answers) => {
    setSubmitError(null);
    try {
      await submit({ variables: { applicationId: application._id, answers }, refetchQueries: ['MyApplications'] });
      toast('success', t('apply.submitted', { name: call.name }));
      void navigate('/applications-manager', { replace: true });
    } catch (failure) {
      setSubmitError(errorText(failure));
    }
  };
  return (
    <Stack gap="lg" data-testid="intake-form">
      <div>
        <Text size="sm" c="dimmed" dir="auto">
          {call.programName}
        </Text>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {call.name}
        </Title>
        <CallDates call={call} />
      </div>
      <FormRenderer
        definition={definition}
        initialAnswers={initial}
        initialFiles={files}
        // The draft submission exists from the start (startApplication), so files attach to it directly (D-188).
        {...(submissionId ? { upload: (file: File, questionId: string) => uploadFormFile(file, submissionId, questionId) } : {})}
        audience="respondent"
        onSaveDraft={async (answers) => {
          await save({ variables: { applicationId: application._id, answers } });
        }}
        onSubmit={onSubmit}
        submitError={submitError}
      />
    </Stack>
  );
}
