import { Button, Group, MultiSelect, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/forms/useFocusFirstInvalid';
import { localizedText } from './localized';
import { collectionErrors, collectionInput, type CollectionFormValues } from './collectionForm';
import { METRIC_STARTUPS, type MetricCollectionInput, type StaffMetric } from './documents';

/** Which program (or startup) reports which metrics from which day. */
export function CollectionForm({
  initial,
  metrics,
  programs,
  onSubmit,
  onCancel,
}: {
  initial: CollectionFormValues;
  metrics: StaffMetric[];
  programs: Array<{ _id: string; name: string }>;
  onSubmit: (input: MetricCollectionInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('metrics');
  const [values, setValues] = useState(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const { formRef, focusFirstInvalidSoon } = useFocusFirstInvalid();
  const startups = useQuery(METRIC_STARTUPS, { variables: { search: search || null, limit: 50 }, skip: values.target !== 'startup' });
  const errors = showErrors ? collectionErrors(values) : {};
  const error = (field: string) => (errors[field] ? t(`staff.collection.errors.${errors[field]}`) : undefined);
  const set = (patch: Partial<CollectionFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const startupOptions = (startups.data?.startups.results ?? []).map((s) => ({ value: s._id, label: s.name }));
  if (initial.startupId && !startupOptions.some((o) => o.value === initial.startupId)) startupOptions.push({ value: initial.startupId, label: search || initial.startupId });

  const submit = async () => {
    if (Object.keys(collectionErrors(values)).length > 0) {
      setShowErrors(true);
      focusFirstInvalidSoon();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(collectionInput(values));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate data-testid="collection-form">
      <Stack gap="sm">
        <TextInput label={t('staff.collection.name')} value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error('name')} dir="auto" data-testid="collection-name" />
        <SegmentedControl
          value={values.target}
          onChange={(value) => set({ target: value === 'startup' ? 'startup' : 'program' })}
          data={[
            { value: 'program', label: t('staff.collection.aProgram') },
            { value: 'startup', label: t('staff.collection.aStartup') },
          ]}
          aria-label={t('staff.collection.who')}
          style={{ alignSelf: 'flex-start' }}
        />
        {values.target === 'program' ? (
          <Select label={t('staff.collection.program')} data={programs.map((p) => ({ value: p._id, label: p.name }))} value={values.programId} onChange={(value) => set({ programId: value })} error={error('programId')} searchable data-testid="collection-program" />
        ) : (
          <Select
            label={t('staff.collection.startup')}
            data={startupOptions}
            value={values.startupId}
            onChange={(value) => set({ startupId: value })}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            error={error('startupId')}
            data-testid="collection-startup"
          />
        )}
        <TextInput type="date" label={t('staff.collection.startsOn')} value={values.startsOn} onChange={(e) => set({ startsOn: e.currentTarget.value })} error={error('startsOn')} w={{ base: '100%', xs: 200 }} data-testid="collection-starts-on" />
        <MultiSelect
          label={t('staff.collection.metrics')}
          data={metrics.map((m) => ({ value: m._id, label: localizedText(m.name, i18n.language) }))}
          value={values.metricIds}
          onChange={(value) => set({ metricIds: value })}
          searchable
          error={error('metricIds')}
          data-testid="collection-metrics"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>{t('staff.cancel')}</Button>
          <Button type="submit" loading={saving} data-testid="collection-save">{t('staff.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
