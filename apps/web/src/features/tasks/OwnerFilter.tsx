import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_ASSIGNEE_OPTIONS, type TaskAssigneeType } from './documents';

interface OwnerFilterProps {
  type: TaskAssigneeType;
  label: string;
  /** Shown while nothing is chosen (everyone / every startup). */
  placeholder: string;
  value: string[];
  onChange: (ids: string[]) => void;
  'data-testid'?: string;
}

/** The people (/tasks/users) or startups (/tasks/startups) filter, from the same options as the form's assignees. */
export function OwnerFilter({ type, label, placeholder, value, onChange, 'data-testid': testId }: OwnerFilterProps) {
  const { t } = useTranslation('tasks');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const { data, previousData } = useQuery(TASK_ASSIGNEE_OPTIONS, { variables: { search: debounced || null, limit: 100 } });
  const fetched = ((data ?? previousData)?.taskAssigneeOptions ?? []).flatMap((g) => g.options).filter((o) => o.type === type);
  const present = new Set(fetched.map((o) => o.value));
  const items = [
    ...value.filter((id) => !present.has(id)).map((id) => ({ value: id, label: labels[id] ?? id })),
    ...fetched.map((o) => ({ value: o.value, label: o.label })),
  ];
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={items}
      value={value}
      onChange={(ids) => {
        setLabels((prev) => ({ ...prev, ...Object.fromEntries(fetched.filter((o) => ids.includes(o.value)).map((o) => [o.value, o.label])) }));
        onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('form.nobodyFound')}
      clearable
      w={{ base: '100%', sm: 360 }}
      data-testid={testId}
    />
  );
}
