import { ActionIcon, Button, Group, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { RULE_KINDS, type RuleKind } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMPTY_RULE, rowToRuleString, type OperandType, type RuleRow } from './metricForm';

const OPERANDS: OperandType[] = ['constant', 'metric', 'sum'];

/** Rules as rows: kind + operand (a number, another metric, a sum of metrics) + an optional custom message. */
export function RuleRowsEditor({
  rows,
  onChange,
  metricOptions,
  errors,
}: {
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  metricOptions: Array<{ value: string; label: string }>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('metrics');
  const set = (index: number, patch: Partial<RuleRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs" data-testid="metric-rules">
      <Text fw={500} size="sm">{t('staff.form.rules')}</Text>
      {rows.length === 0 && <Text size="sm" c="dimmed">{t('staff.form.noRules')}</Text>}
      {rows.map((row, index) => {
        const error = errors[`rules.${index}`];
        const preview = rowToRuleString(row);
        return (
          <Paper key={index} withBorder radius="sm" p="xs" data-testid="metric-rule-row">
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <Select
                  label={t('staff.form.ruleKind')}
                  data={RULE_KINDS.map((kind) => ({ value: kind, label: t(`staff.ruleKinds.${kind}`) }))}
                  value={row.kind}
                  onChange={(value) => value && set(index, { kind: value as RuleKind })}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 170 }}
                />
                <Select
                  label={t('staff.form.operand')}
                  data={OPERANDS.map((o) => ({ value: o, label: t(`staff.operands.${o}`) }))}
                  value={row.operandType}
                  onChange={(value) => value && set(index, { operandType: value as OperandType })}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 170 }}
                />
                {row.operandType === 'constant' && (
                  <TextInput label={t('staff.form.value')} value={row.constant} onChange={(e) => set(index, { constant: e.currentTarget.value })} inputMode="decimal" dir="ltr" error={error ? t(`staff.form.errors.${error}`) : undefined} w={{ base: '100%', xs: 140 }} />
                )}
                {row.operandType === 'metric' && (
                  <Select label={t('staff.form.otherMetric')} data={metricOptions} value={row.metricId || null} onChange={(value) => set(index, { metricId: value ?? '' })} searchable error={error ? t(`staff.form.errors.${error}`) : undefined} w={{ base: '100%', xs: 220 }} />
                )}
                {row.operandType === 'sum' && (
                  <MultiSelect label={t('staff.form.sumOf')} data={metricOptions} value={row.metricIds} onChange={(value) => set(index, { metricIds: value })} searchable error={error ? t(`staff.form.errors.${error}`) : undefined} w={{ base: '100%', xs: 280 }} />
                )}
                <ActionIcon variant="subtle" color="red" aria-label={t('staff.form.removeRule')} onClick={() => onChange(rows.filter((_, i) => i !== index))} mb={4}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <TextInput label={t('staff.form.customLabel')} description={t('staff.form.customLabelHelp')} value={row.label} onChange={(e) => set(index, { label: e.currentTarget.value })} dir="auto" />
              {preview && (
                <Text size="xs" c="dimmed" ff="monospace" dir="ltr" data-testid="metric-rule-string" style={{ overflowWrap: 'anywhere' }}>
                  {preview}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rows, { ...EMPTY_RULE }])} style={{ alignSelf: 'flex-start' }} data-testid="metric-add-rule">
        {t('staff.form.addRule')}
      </Button>
    </Stack>
  );
}
