/**
 * The feed's filters (REF-18): type, topics, tags and hosts. The choices come from eventFilterOptions (only what the
 * viewer's visible events carry); the values go into the API query, which filters in SQL. An empty filter reads "any …"
 * as the type's does. On a phone the feed folds them behind a Filters button (EventsFeedPage).
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

/** How many of the four filters narrow the list (the count on the narrow screen's Filters button). */
export function activeFilterCount(values: EventFilterValues): number {
  return [values.eventType !== null, values.topicIds.length > 0, values.tagIds.length > 0, values.hostIds.length > 0].filter(Boolean).length;
}

/** The query's variables for the chosen filters: an empty filter is left out (no narrowing). */
export function filterVariables(values: EventFilterValues) {
  return {
    ...(values.eventType ? { eventType: values.eventType } : {}),
    ...(values.topicIds.length ? { topicIds: values.topicIds } : {}),
    ...(values.tagIds.length ? { tagIds: values.tagIds } : {}),
    ...(values.hostIds.length ? { hostIds: values.hostIds } : {}),
  };
}

export function EventFilters({ value, onChange, id }: { value: EventFilterValues; onChange: (next: EventFilterValues) => void; id?: string }) {
  const { t } = useTranslation('events');
  const { data } = useQuery(EVENT_FILTER_OPTIONS);
  const options = data?.eventFilterOptions;
  const multi = (key: 'topicIds' | 'tagIds' | 'hostIds', label: string, anyLabel: string, choices: ReadonlyArray<{ value: string; label: string }> = []) => (
    <MultiSelect
      label={label}
      placeholder={value[key].length === 0 ? anyLabel : undefined}
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
    <Group align="flex-end" gap="sm" id={id} data-testid="events-filters">
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
      {multi('topicIds', t('fields.topics'), t('filters.anyTopic'), options?.topics)}
      {multi('tagIds', t('fields.tags'), t('filters.anyTag'), options?.eventTags)}
      {multi('hostIds', t('fields.hosts'), t('filters.anyHost'), options?.hosts)}
    </Group>
  );
}
