import { MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Visibility } from './documents';

const SETTINGS: Visibility[] = ['ALL', 'ASSIGNED', 'SELECTED', 'NONE'];

interface AccessFieldProps {
  title: string;
  help: string;
  setting: Visibility;
  onSetting: (value: Visibility) => void;
  /** What SELECTED chooses from (role types or startups). */
  options: Array<{ value: string; label: string }>;
  selected: string[];
  onSelected: (values: string[]) => void;
  selectedLabel: string;
  testId: string;
  disabled?: boolean;
}

/** One visibility setting (ALL, ASSIGNED, SELECTED, NONE) with its picker when SELECTED. */
export function AccessField({ title, help, setting, onSetting, options, selected, onSelected, selectedLabel, testId, disabled }: AccessFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={600} size="sm">{title}</Text>
      <Text size="xs" c="dimmed">{help}</Text>
      <SegmentedControl
        fullWidth
        disabled={disabled}
        value={setting}
        onChange={(v) => onSetting(v as Visibility)}
        data={SETTINGS.map((value) => ({ value, label: t(`adminRoles.visibility.${value}`) }))}
        aria-label={title}
      />
      {setting === 'SELECTED' ? (
        <MultiSelect
          label={selectedLabel}
          data={options}
          value={selected}
          onChange={onSelected}
          searchable
          clearable
          disabled={disabled}
          error={selected.length === 0 ? t('adminRoles.chooseAtLeastOne') : undefined}
          data-testid={`${testId}-selected`}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
    </Stack>
  );
}
