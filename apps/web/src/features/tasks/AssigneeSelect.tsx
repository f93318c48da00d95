import { useQuery } from '@apollo/client/react';
import { MultiSelect, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupsLabel } from '../shell';
import { TASK_ASSIGNEE_OPTIONS, type TaskAssigneeOption } from './documents';
import { assigneeKey } from './taskForm';

export interface AssigneeSelectProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Labels of values that may not be among the options fetched (the task's assignees, the viewer). */
  knownLabels: Record<string, string>;
  label: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  'data-testid'?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Options of one kind: the fetched ones, plus chosen ones the current search left out (they must stay listed). */
function itemsOf(type: TaskAssigneeOption['type'], fetched: TaskAssigneeOption[], value: string[], labels: Record<string, string>): ComboboxItem[] {
  const items = fetched.filter((o) => o.type === type).map((o) => ({ value: assigneeKey(o.type, o.value), label: o.label }));
  const present = new Set(items.map((i) => i.value));
  const prefix = `${type}:`;
  const missing = value.filter((key) => key.startsWith(prefix) && !present.has(key)).map((key) => ({ value: key, label: labels[key] ?? key.slice(prefix.length) }));
  return [...missing, ...items];
}

/** TSK-20: people and startups the viewer may assign (taskAssigneeOptions), grouped Users / Startups, searched on the server. */
export function AssigneeSelect({
  value,
  onChange,
  onBlur,
  knownLabels,
  label,
  placeholder,
  error,
  required,
  'data-testid': testId,
  ref,
}: AssigneeSelectProps) {
  const { t } = useTranslation('tasks');
  const startupsLabel = useStartupsLabel();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [labels, setLabels] = useState<Record<string, string>>(knownLabels);
  const { data, previousData, loading } = useQuery(TASK_ASSIGNEE_OPTIONS, { variables: { search: debounced || null } });
  const fetched = (data ?? previousData)?.taskAssigneeOptions.flatMap((g) => g.options) ?? [];
  const groups: ComboboxItemGroup<ComboboxItem>[] = [
    { group: t('form.assigneeUsers'), items: itemsOf('User', fetched, value, labels) },
    { group: startupsLabel, items: itemsOf('Startup', fetched, value, labels) },
  ].filter((g) => g.items.length > 0);

  const change = (next: string[]): void => {
    // Remember the labels of what was picked, for when a later search no longer lists it.
    const picked = Object.fromEntries(
      fetched.map((o) => [assigneeKey(o.type, o.value), o.label] as const).filter(([key]) => next.includes(key)),
    );
    setLabels((prev) => ({ ...prev, ...picked }));
    onChange(next);
  };

  return (
    <MultiSelect
      ref={ref}
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={groups}
      value={value}
      onChange={change}
      onBlur={onBlur}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={loading ? t('form.searching') : t('form.nobodyFound')}
      error={error}
      withAsterisk={required}
      clearable
      maxDropdownHeight={260}
      // Focused by code after the default assignee is filled in (TSK-18): the list must not cover Save then.
      openOnFocus={false}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
