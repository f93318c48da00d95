/**
 * The feed's filters (REF-18): type, topics, tags and hosts. The choices come from eventFilterOptions (only what the
 * viewer's visible events carry); the values go into the API query, which filters in SQL.
 */
import { useQuery } from '@apollo/client/react';
import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_FILTER_OPTIONS } from '../documents';

export interface EventFilterValues {
  eventType: 'group' | 'one_on_one' | null;
  topicIds: string[];
  tagIds: string[];
  hostIds: string[];
}

export const NO_FILTERS: EventFilterValues = { eventType: null, topicIds: [], tagIds: [], hostIds: [] };

/** The query's variables for the chosen filters: an empty filter is left out (no narrowing). */
export function filterVariables(values: EventFilterValues) {
  return {
    ...(values.eventType ? { eventType: values.eventType } : {}),
    ...(values.topicIds.length ? { topicIds: values.topicIds } : {}),
    ...(values.tagIds.length ? { tagIds: values.tagIds } : {}),
    ...(values.hostIds.length ? { hostIds: values.hostIds } : {}),
  };
}

export function EventFilters({ value, onChange }: { value: EventFilterValues; onChange: (next: EventFilterValues) => void }) {
  const { t } = useTranslation('events');
  const { data } = useQuery(EVENT_FILTER_OPTIONS);
  const options = data?.eventFilterOptions;
  const multi = (key: 'topicIds' | 'tagIds' | 'hostIds', label: string, choices: ReadonlyArray<{ value: string; label: string }> = []) => (
    <MultiSelect
      label={label}
      data={choices.map((c) => ({ value: c.value, label: c.label }))}
      value={value[key]}
      onChange={(ids) => onChange({ ...value, [key]: ids })}
      searchable
      clearable
      w={{ base: '100%', sm: 220 }}
      data-testid={`events-filter-${key}`}
    />
  );
  return (
    <Group align="flex-end" gap="sm" data-testid="events-filters">
      <Select
        label={t('filters.type')}
        data={[
          { value: 'group', label: t('types.group') },
          { value: 'one_on_one', label: t('types.oneOnOne') },
        ]}
        value={value.eventType}
        onChange={(v) => onChange({ ...value, eventType: v === 'group' || v === 'one_on_one' ? v : null })}
        placeholder={t('filters.anyType')}
        clearable
        w={{ base: '100%', sm: 180 }}
        data-testid="events-filter-type"
      />
      {multi('topicIds', t('fields.topics'), options?.topics)}
      {multi('tagIds', t('fields.tags'), options?.eventTags)}
      {multi('hostIds', t('fields.hosts'), options?.hosts)}
    </Group>
  );
}
