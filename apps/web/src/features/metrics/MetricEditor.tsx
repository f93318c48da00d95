import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { LOCALE_NAMES, METRIC_UNIT_TYPES, SUPPORTED_LOCALES, TRACKING_RECURRENCE_TYPES, type Locale, type MetricUnitType, type TrackingRecurrenceType } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/forms/useFocusFirstInvalid';
import { localizedText } from './localized';
import type { MetricCategory, MetricInput, StaffMetric } from './documents';
import { formToMetricInput, metricFormErrors, type MetricFormValues } from './metricForm';
import { RuleRowsEditor } from './RuleRowsEditor';

const languageName = (code: string) => LOCALE_NAMES[code as Locale] ?? code;

/** Create or edit a metric: names and descriptions per language, category, unit, recurrence and rules. */
export function MetricEditor({
  initial,
  metrics,
  categories,
  editingId,
  onSubmit,
  onCancel,
}: {
  initial: MetricFormValues;
  metrics: StaffMetric[];
  categories: MetricCategory[];
  editingId: string | null;
  onSubmit: (input: MetricInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('metrics');
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstInvalidSoon } = useFocusFirstInvalid();
  const errors = metricFormErrors(values);
  const shown = showErrors ? errors : {};
  const set = (patch: Partial<MetricFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const unused = SUPPORTED_LOCALES.filter((l) => !values.texts.some((row) => row.language === l));
  const metricOptions = metrics.filter((m) => m._id !== editingId).map((m) => ({ value: m._id, label: localizedText(m.name, i18n.language) }));
  const fieldError = (key: string) => (shown[key] ? t(`staff.form.errors.${shown[key]}`) : undefined);

  const submit = async () => {
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      focusFirstInvalidSoon();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formToMetricInput(values));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="metric-form"
    >
      <Stack gap="md">
        <Stack gap="xs">
          {values.texts.map((row, index) => (
            <Group key={row.language} align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
                <TextInput
                  label={t('staff.form.nameIn', { language: languageName(row.language) })}
                  value={row.name}
                  onChange={(e) => set({ texts: values.texts.map((r, i) => (i === index ? { ...r, name: e.currentTarget.value } : r)) })}
                  error={index === 0 ? fieldError('texts.0.name') : undefined}
                  dir="auto"
                  data-testid={`metric-name-${row.language}`}
                />
                <Textarea
                  label={t('staff.form.descriptionIn', { language: languageName(row.language) })}
                  value={row.description}
                  rows={2}
                  onChange={(e) => set({ texts: values.texts.map((r, i) => (i === index ? { ...r, description: e.currentTarget.value } : r)) })}
                  dir="auto"
                />
              </Stack>
              {values.texts.length > 1 && (
                <ActionIcon mt={28} variant="subtle" color="red" aria-label={t('staff.form.removeLanguage', { language: languageName(row.language) })} onClick={() => set({ texts: values.texts.filter((_, i) => i !== index) })}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {unused.length > 0 && (
            <Select
              placeholder={t('staff.form.addLanguage')}
              aria-label={t('staff.form.addLanguage')}
              data={unused.map((l) => ({ value: l, label: languageName(l) }))}
              value={null}
              onChange={(value) => value && set({ texts: [...values.texts, { language: value, name: '', description: '' }] })}
              leftSection={<IconPlus size={14} />}
              w={{ base: '100%', xs: 240 }}
            />
          )}
        </Stack>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t('staff.form.category')}
            data={categories.map((c) => ({ value: c._id, label: localizedText(c.name, i18n.language) }))}
            value={values.categoryId}
            onChange={(value) => set({ categoryId: value })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('staff.form.unit')}
            data={METRIC_UNIT_TYPES.map((u) => ({ value: u, label: t(`staff.units.${u}`) }))}
            value={values.unitType}
            onChange={(value) => value && set({ unitType: value as MetricUnitType })}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
            data-testid="metric-unit"
          />
          {values.unitType === 'CUSTOM' && (
            <TextInput label={t('staff.form.customUnit')} value={values.customName} onChange={(e) => set({ customName: e.currentTarget.value })} error={fieldError('customName')} w={{ base: '100%', xs: 200 }} dir="auto" />
          )}
        </Group>
        <Stack gap={4}>
          <Text fw={500} size="sm">{t('staff.form.recurrence')}</Text>
          <Group gap="sm" wrap="nowrap">
            <NumberInput aria-label={t('staff.form.every')} min={1} max={12} allowDecimal={false} value={values.recurrenceAmount} onChange={(v) => set({ recurrenceAmount: typeof v === 'number' ? v : Number(v) || 0 })} error={fieldError('recurrenceAmount')} w={90} />
            <Select
              aria-label={t('staff.form.recurrenceType')}
              data={TRACKING_RECURRENCE_TYPES.map((r) => ({ value: r, label: t(`staff.recurrence.${r}`) }))}
              value={values.recurrenceType}
              onChange={(value) => value && set({ recurrenceType: value as TrackingRecurrenceType })}
              allowDeselect={false}
              w={160}
            />
          </Group>
        </Stack>
        <RuleRowsEditor rows={values.rules} onChange={(rules) => set({ rules })} metricOptions={metricOptions} errors={shown} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>{t('staff.cancel')}</Button>
          <Button type="submit" loading={saving} data-testid="metric-save">{t('staff.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
