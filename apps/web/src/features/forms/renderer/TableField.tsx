import { ActionIcon, Button, Group, Input, NumberInput, ScrollArea, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { localizedText, type TableRowValue } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from './fieldProps';

/** A table question: fixed rows, or rows the respondent adds and removes between minRows and maxRows (qUserAddRow). */
export function TableField({ question, answer, onAnswer, onBlur, error, lang, label, description, inputId }: FieldProps) {
  const { t } = useTranslation('forms');
  const v = question.validations ?? {};
  const columns = v.columns ?? [];
  const fixedRows = Math.max(1, v.minRows ?? 1);
  const stored = answer?.tableValue ?? [];
  const rows: TableRowValue[] = v.userAddRow ? (stored.length ? stored : Array.from({ length: Math.max(1, v.minRows ?? 1) }, () => ({}))) : Array.from({ length: fixedRows }, (_, i) => stored[i] ?? {});
  const setRows = (next: TableRowValue[]) => onAnswer(next.length ? { tableValue: next } : undefined);
  const setCell = (rowIndex: number, columnId: string, value: string | number | null) =>
    setRows(rows.map((row, i) => (i === rowIndex ? { ...row, [columnId]: value } : row)));
  const canAdd = v.userAddRow && (v.maxRows === undefined || rows.length < v.maxRows);
  const canRemove = v.userAddRow && rows.length > (v.minRows ?? 0);
  return (
    <Input.Wrapper id={inputId} label={label} description={description} error={error} withAsterisk={question.required} onBlur={onBlur}>
      <ScrollArea type="auto" mt={4}>
        <Table withTableBorder withColumnBorders miw={columns.length * 140} data-testid="field-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.id}>
                  {localizedText(c.labels, lang)}
                  {c.required ? ' *' : ''}
                </Table.Th>
              ))}
              {v.userAddRow ? <Table.Th w={48}><VisuallyHidden>{t('renderer.rowActions')}</VisuallyHidden></Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              <Table.Tr key={rowIndex} data-testid="table-row">
                <Table.Td>{rowIndex + 1}</Table.Td>
                {columns.map((c) => {
                  const aria = t('renderer.cell', { column: localizedText(c.labels, lang), row: rowIndex + 1 });
                  const value = row[c.id];
                  return (
                    <Table.Td key={c.id}>
                      {c.type === 'number' ? (
                        <NumberInput aria-label={aria} value={typeof value === 'number' ? value : ''} onChange={(x) => setCell(rowIndex, c.id, typeof x === 'number' ? x : null)} />
                      ) : (
                        <TextInput
                          aria-label={aria}
                          type={c.type === 'date' ? 'date' : 'text'}
                          value={typeof value === 'string' ? value : ''}
                          onChange={(e) => setCell(rowIndex, c.id, e.currentTarget.value || null)}
                        />
                      )}
                    </Table.Td>
                  );
                })}
                {v.userAddRow ? (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" disabled={!canRemove} onClick={() => setRows(rows.filter((_, i) => i !== rowIndex))} aria-label={t('renderer.removeRow', { n: rowIndex + 1 })} data-testid="table-remove-row">
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {v.userAddRow ? (
        <Group mt="xs">
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={!canAdd} onClick={() => setRows([...rows, {}])} data-testid="table-add-row">
            {t('renderer.addRow')}
          </Button>
        </Group>
      ) : null}
    </Input.Wrapper>
  );
}
