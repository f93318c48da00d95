import { Accordion, Badge, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  areaState,
  groupByArea,
  setArea,
  setCriteria,
  toggleKey,
  type CatalogueEntry,
  type Criteria,
  type PermissionSelection,
} from './permissionPicker';
import { usePermissionText, type PermissionText } from './permissionI18n';

interface PermissionPickerProps {
  catalogue: readonly CatalogueEntry[];
  value: PermissionSelection;
  onChange: (next: PermissionSelection) => void;
  /** New keys start as 'assigned' where supported (roles scoped to their assignments). */
  preferAssigned?: boolean;
  disabled?: boolean;
}

/** The catalogue grouped by area: a checkbox per key (and per area), and the all / assigned criterion. */
export function PermissionPicker({ catalogue, value, onChange, preferAssigned = false, disabled = false }: PermissionPickerProps) {
  const { t } = useTranslation();
  const text = usePermissionText();
  const [search, setSearch] = useState('');
  const areas = useMemo(() => groupByArea(catalogue, search, text.searchable), [catalogue, search, text]);

  return (
    <Stack gap="sm" data-testid="permission-picker">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('adminRoles.searchPermissions')}
        aria-label={t('adminRoles.searchPermissions')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {areas.length === 0 ? <Text c="dimmed" size="sm">{t('adminRoles.noPermissionMatch')}</Text> : null}
      <Accordion multiple variant="separated" radius="md" defaultValue={search ? areas.map((a) => a.area) : []}>
        {areas.map(({ area, entries }) => {
          const state = areaState(value, entries);
          const held = entries.filter((e) => e.key in value).length;
          return (
            <Accordion.Item key={area} value={area} data-testid="permission-area" data-area={area}>
              <Group wrap="nowrap" gap="xs" ps="md">
                <Checkbox
                  aria-label={t('adminRoles.selectArea', { area: text.area(area) })}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={disabled}
                  onChange={(e) => onChange(setArea(value, entries, e.currentTarget.checked, preferAssigned))}
                />
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pe="xs">
                    <Text fw={600}>{text.area(area)}</Text>
                    <Badge variant={held ? 'light' : 'default'} size="sm">
                      {held}/{entries.length}
                    </Badge>
                  </Group>
                </Accordion.Control>
              </Group>
              <Accordion.Panel>
                <Stack gap="sm">
                  {entries.map((entry) => (
                    <PermissionRow key={entry.key} entry={entry} text={text} criteria={value[entry.key]} disabled={disabled}
                      onToggle={(on) => onChange(toggleKey(value, entry, on, preferAssigned))}
                      onCriteria={(c) => onChange(setCriteria(value, entry, c))}
                    />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

interface PermissionRowProps {
  entry: CatalogueEntry;
  text: PermissionText;
  criteria: Criteria | undefined;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onCriteria: (criteria: Criteria) => void;
}

function PermissionRow({ entry, text, criteria, disabled, onToggle, onCriteria }: PermissionRowProps) {
  const { t } = useTranslation();
  const name = text.name(entry);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="permission-row" data-key={entry.key}>
      <Checkbox
        checked={criteria !== undefined}
        disabled={disabled}
        onChange={(e) => onToggle(e.currentTarget.checked)}
        label={name}
        description={<><Text span size="xs" ff="monospace" dir="ltr">{entry.key}</Text> · {text.description(entry)}</>}
        style={{ flex: '1 1 260px' }}
      />
      {entry.supportsAssigned ? (
        <SegmentedControl
          size="xs"
          disabled={disabled || criteria === undefined}
          value={criteria ?? 'all'}
          onChange={(c) => onCriteria(c as Criteria)}
          data={[
            { value: 'all', label: t('adminRoles.criteriaAll') },
            { value: 'assigned', label: t('adminRoles.criteriaAssigned') },
          ]}
          aria-label={t('adminRoles.criteriaFor', { name })}
        />
      ) : (
        <Text size="xs" c="dimmed">{t('adminRoles.criteriaAllOnly')}</Text>
      )}
    </Group>
  );
}
