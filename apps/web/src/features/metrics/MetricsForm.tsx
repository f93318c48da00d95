import { useMutation, useQuery } from '@apollo/client/react';
import { INVALID_PERIOD_DATE_MESSAGE } from '@hatchery/domain';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { METRIC_PERIODS, SAVE_METRIC_DATA, type MetricPeriod } from './promptDocuments';
import { MetricField } from './MetricField';
import {
  fieldMessage,
  hasProblems,
  initialValues,
  periodMessage,
  periodModels,
  ruleMessages,
  savePayload,
  serverFailureMessages,
} from './metricsForm';
import { useIncubatorFormat, type IncubatorFormat } from './useIncubatorFormat';
import { useMessageContext } from './useMessageContext';
import { useFocusFirstInvalid } from '../../lib/forms/useFocusFirstInvalid';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** Every message text an error carries (its own and its GraphQL errors'). */
function messagesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const out: string[] = [];
  const { message, errors } = error as { message?: unknown; errors?: unknown };
  if (typeof message === 'string') out.push(message);
  if (Array.isArray(errors)) {
    for (const item of errors as Array<{ message?: unknown }>) if (typeof item?.message === 'string') out.push(item.message);
  }
  return out;
}

/** MET-35: the server refused a period date. */
export function isInvalidPeriodDate(error: unknown): boolean {
  return messagesOf(error).some((message) => message.includes(INVALID_PERIOD_DATE_MESSAGE));
}

interface BodyProps {
  periods: MetricPeriod[];
  format: IncubatorFormat;
  onSaved: () => Promise<void>;
}

function MetricsFormBody({ periods, format, onSaved }: BodyProps) {
  const { t } = useTranslation('metrics');
  const toText = useErrorText();
  const untilTemplate = t('form.periodUntil', { date: '{date}' });
  const models = useMemo(
    () => periodModels(periods, { locale: format.locale, timeZone: format.timeZone, untilTemplate }),
    [periods, format.locale, format.timeZone, untilTemplate],
  );
  const context = useMessageContext(periods, format);
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(periods));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstInvalidSoon } = useFocusFirstInvalid();
  const [save] = useMutation(SAVE_METRIC_DATA);

  const change = (dataId: string, value: string) => {
    setValues((current) => ({ ...current, [dataId]: value }));
    setTouched((current) => (current[dataId] ? current : { ...current, [dataId]: true }));
    setServer((current) => {
      if (!(dataId in current)) return current;
      const { [dataId]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (hasProblems(models, values, context)) {
      focusFirstInvalidSoon();
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      const result = await save({ variables: { data: savePayload(models, values) } });
      const outcome = result.data?.saveMetricData;
      if (outcome && !outcome.saved) {
        const known = new Set(models.flatMap((period) => period.fields.map((field) => field.dataId)));
        const failures = serverFailureMessages(outcome.failures, models, context);
        setServer(failures);
        const elsewhere = Object.entries(failures).filter(([dataId]) => !known.has(dataId));
        if (elsewhere.length > 0 || outcome.failures.length === 0) {
          setFormError([...new Set(elsewhere.flatMap(([, messages]) => messages))].join('. ') || context.texts.notAccepted);
        }
        return;
      }
      await onSaved();
    } catch (error) {
      setFormError(isInvalidPeriodDate(error) ? t('form.invalidPeriodDate') : toText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        {models.map((period) => {
          const rules = ruleMessages(period, values, context);
          const periodShown = submitted || period.fields.some((field) => touched[field.dataId]);
          const periodError = periodShown ? periodMessage(period, values, context.texts) : null;
          return (
            <Fieldset key={period.key} legend={period.label} data-testid="metrics-period" variant="unstyled">
              <Stack gap="sm">
                {period.fields.map((field) => {
                  const raw = values[field.dataId] ?? '';
                  const shown = submitted || touched[field.dataId] === true;
                  const own = shown ? fieldMessage(field.unitType, raw, context.texts) : null;
                  const messages = [
                    ...(own ? [own] : shown ? (rules[field.dataId] ?? []) : []),
                    ...(server[field.dataId] ?? []),
                  ];
                  return (
                    <MetricField
                      key={field.dataId}
                      field={field}
                      value={raw}
                      messages={[...new Set(messages)]}
                      currency={format.currency}
                      locale={format.locale}
                      disabled={saving}
                      onChange={(value) => change(field.dataId, value)}
                      onBlur={() => setTouched((current) => (current[field.dataId] ? current : { ...current, [field.dataId]: true }))}
                    />
                  );
                })}
                {periodError ? (
                  <Text size="sm" c="red" role="alert" data-testid="metrics-period-error">
                    {periodError}
                  </Text>
                ) : null}
              </Stack>
            </Fieldset>
          );
        })}
        {formError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="metrics-form-error">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="metrics-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface MetricsFormProps {
  startupId: string;
  /** The pending form's date (the periods due up to it). */
  date: string;
  /** Also the form's periods that already hold data (sent as includeFilledInData); the prompt asks for the due ones. */
  withFilledData?: boolean;
  /** Called after a successful save; the prompt fetches the pending data again (MET-09). */
  onSaved: () => Promise<void>;
}

/** The metrics step (D2 §2.1, §5.2, §7.1–7.2; MET-19–36). */
export function MetricsForm({ startupId, date, withFilledData = false, onSaved }: MetricsFormProps) {
  const { t } = useTranslation('metrics');
  const toText = useErrorText();
  const format = useIncubatorFormat();
  // MET-19: always from the server; MET-20: without filled periods, "no periods" means nothing is due.
  const { data, error } = useQuery(METRIC_PERIODS, {
    variables: { startupId, date, includeFilledInData: withFilledData },
    fetchPolicy: 'network-only',
  });
  let content;
  if (error) {
    content = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {isInvalidPeriodDate(error) ? t('form.invalidPeriodDate') : toText(error)}
      </Alert>
    );
  } else if (!data || !format.ready) {
    content = <LoadingIndicator size="sm" data-testid="metrics-loading" />;
  } else if (data.metricPeriods.length === 0) {
    content = <Text data-testid="metrics-up-to-date">{t('form.upToDate')}</Text>;
  } else {
    content = <MetricsFormBody periods={data.metricPeriods} format={format} onSaved={onSaved} />;
  }
  return <div data-testid="metrics-form">{content}</div>;
}
