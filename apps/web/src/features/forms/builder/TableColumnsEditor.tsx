import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { TABLE_COLUMN_TYPES, type Question, type TableColumn, type TableColumnType } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { newId, setText } from './builderModel';

/** A table question's columns and rows: fixed rows, or rows the respondent adds between a minimum and a maximum (qUserAddRow). */
export function TableColumnsEditor({ question, onChange }: { question: Question; onChange: (patch: Partial<Question>) => void }) {
  const { t } = useTranslation('forms');
  const { lang, features } = useBuilder();
  const v = question.validations ?? {};
  const columns = v.columns ?? [];
  const setColumns = (next: TableColumn[]) => onChange({ validations: { ...v, columns: next } });
  const setColumn = (index: number, patch: Partial<TableColumn>) => setColumns(columns.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const setRows = (key: 'minRows' | 'maxRows', value: string | number) => {
    const next = { ...v, [key]: typeof value === 'number' ? value : undefined };
    if (next[key] === undefined) delete next[key];
    onChange({ validations: next });
  };
  return (
    <Stack gap="xs" data-testid="table-columns-editor">
      <Text size="sm" fw={500}>
        {t('tableEditor.columns')}
      </Text>
      {columns.map((column, index) => (
        <Group key={column.id} gap="xs" wrap="nowrap" align="flex-end" data-testid="table-column">
          <TextInput
            style={{ flex: 1 }}
            label={t('tableEditor.columnLabel', { n: index + 1 })}
            value={column.labels[lang] ?? ''}
            onChange={(e) => setColumn(index, { labels: setText(column.labels, lang, e.currentTarget.value) })}
          />
          <Select
            w={120}
            label={t('tableEditor.columnType')}
            data={TABLE_COLUMN_TYPES.map((type) => ({ value: type, label: t(`tableEditor.types.${type}`) }))}
            value={column.type}
            allowDeselect={false}
            onChange={(type) => setColumn(index, { type: (type ?? 'text') as TableColumnType })}
          />
          <Switch mb={8} label={t('builder.required')} checked={column.required ?? false} onChange={(e) => setColumn(index, { required: e.currentTarget.checked })} />
          <ActionIcon
            mb={4}
            variant="subtle"
            color="red"
            disabled={columns.length === 1}
            onClick={() => setColumns(columns.filter((_, i) => i !== index))}
            aria-label={t('tableEditor.removeColumn', { n: index + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setColumns([...columns, { id: newId('c'), labels: { [lang]: `${columns.length + 1}` }, type: 'text' }])}
          data-testid="table-add-column"
        >
          {t('tableEditor.addColumn')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {features.userAddRow ? (
          <Switch
            mt="xl"
            label={t('tableEditor.userAddRow')}
            checked={v.userAddRow ?? false}
            onChange={(e) => onChange({ validations: { ...v, userAddRow: e.currentTarget.checked } })}
            data-testid="table-user-add-row"
          />
        ) : null}
        <NumberInput label={t('tableEditor.minRows')} value={v.minRows ?? ''} min={0} onChange={(x) => setRows('minRows', x)} />
        <NumberInput label={t('tableEditor.maxRows')} value={v.maxRows ?? ''} min={1} max={500} onChange={(x) => setRows('maxRows', x)} />
      </SimpleGrid>
    </Stack>
  );
}
