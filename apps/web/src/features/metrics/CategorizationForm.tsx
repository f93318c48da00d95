import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import {
  categorizationHeading,
  categorizationVariables,
  initialCategorizationValues,
  isCategorizationValid,
  type CategorizationValues,
} from './categorizationForm';
import { CATEGORIZATION_QUESTIONS, UPDATE_STARTUP_CATEGORIZATION, type CategorizationQuestion } from './promptDocuments';
import { useIncubatorFormat } from './useIncubatorFormat';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface YesNoProps {
  label: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  testId: string;
  disabled: boolean;
}

/** A required yes/no question as two radios. */
function YesNo({ label, value, onChange, testId, disabled }: YesNoProps) {
  const { t } = useTranslation('metrics');
  return (
    <Radio.Group
      label={label}
      required
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
    >
      <Group mt={6} gap="lg">
        <Radio value="yes" label={t('categorization.yes')} data-testid={`${testId}-yes`} disabled={disabled} />
        <Radio value="no" label={t('categorization.no')} data-testid={`${testId}-no`} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}

interface CategorizationFormProps {
  categorizationId: string;
  /** The pending form's date (first day of its month). */
  formDate: string;
  /** The startup has not completed its initial categorization (MET-10 vs MET-11). */
  firstTime: boolean;
  /** Called after a successful save; the prompt fetches the pending data again (MET-09). */
  onSaved: () => Promise<void>;
}

interface QuestionsProps extends CategorizationFormProps {
  questions: CategorizationQuestion[];
}

function CategorizationQuestions({ categorizationId, formDate, firstTime, onSaved, questions }: QuestionsProps) {
  const { t } = useTranslation('metrics');
  const format = useIncubatorFormat();
  const toText = useErrorText();
  const [values, setValues] = useState<CategorizationValues>(() => initialCategorizationValues(questions));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [save] = useMutation(UPDATE_STARTUP_CATEGORIZATION);
  const heading = categorizationHeading(firstTime, formDate, format.locale, format.timeZone);
  const valid = isCategorizationValid(values, questions);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    setError(null);
    try {
      await save({ variables: categorizationVariables(categorizationId, values, questions) });
      await onSaved();
    } catch (failure) {
      setError(toText(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} data-testid="categorization-form" noValidate>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {heading.kind === 'welcome' ? t('categorization.welcome') : t('categorization.anythingChanged')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="categorization-month">
            {heading.kind === 'welcome'
              ? t('categorization.forTheMonthOf', { month: heading.month })
              : t('categorization.forThePeriodOf', { month: heading.month })}
          </Text>
        </div>
        <YesNo
          label={t('categorization.delayQuestion')}
          value={values.delay === null ? null : values.delay === 'yes'}
          onChange={(delay) => setValues((v) => ({ ...v, delay: delay ? 'yes' : 'no' }))}
          testId="categorization-delay"
          disabled={saving}
        />
        {/* MET-15: a delay hides the questions (their answers are not sent). */}
        {values.delay === 'yes'
          ? null
          : questions.map((question) => (
              <YesNo
                key={question.key}
                label={question.label}
                value={values.answers[question.key] ?? null}
                onChange={(answer) => setValues((v) => ({ ...v, answers: { ...v.answers, [question.key]: answer } }))}
                testId={`categorization-question-${question.key}`}
                disabled={saving}
              />
            ))}
        {error ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!valid} loading={saving} data-testid="categorization-save">
            {t('categorization.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The categorization step (D2 §2.1, §4.1, §5.1; MET-10–18). */
export function CategorizationForm(props: CategorizationFormProps) {
  const toText = useErrorText();
  const format = useIncubatorFormat();
  const { data, error } = useQuery(CATEGORIZATION_QUESTIONS, {
    variables: { categorizationId: props.categorizationId },
    fetchPolicy: 'network-only',
  });
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {toText(error)}
      </Alert>
    );
  }
  if (!data || !format.ready) return <LoadingIndicator size="sm" data-testid="categorization-loading" />;
  return <CategorizationQuestions {...props} questions={data.categorizationQuestions.questions} />;
}
