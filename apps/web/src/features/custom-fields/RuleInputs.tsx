import { Group, NumberInput, Switch, TextInput } from '@mantine/core';
import type { CustomFieldType, QuestionValidations } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { rulesFor, type RuleName } from './fieldModel';

interface Props {
  type: CustomFieldType;
  validations: QuestionValidations;
  onChange: (validations: QuestionValidations) => void;
  error?: string;
}

/** The rules of the field's type (lengths, bounds, step, whole numbers, how many choices, date range). */
export function RuleInputs({ type, validations, onChange, error }: Props) {
  const { t } = useTranslation('customFields');
  const rules = rulesFor(type);
  if (rules.length === 0) return null;
  const set = (rule: RuleName, value: unknown) => onChange({ ...validations, [rule]: value === '' || value === null ? undefined : value });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="field-rules">
      {rules.map((rule) => {
        if (rule === 'integer') {
          return <Switch key={rule} label={t('rules.integer')} checked={validations.integer === true} onChange={(e) => set(rule, e.currentTarget.checked || undefined)} mb={8} />;
        }
        if (rule === 'minDate' || rule === 'maxDate') {
          return <TextInput key={rule} type="date" label={t(`rules.${rule}`)} value={validations[rule] ?? ''} onChange={(e) => set(rule, e.currentTarget.value)} w={180} error={rule === 'maxDate' ? error : undefined} />;
        }
        const value = validations[rule];
        return (
          <NumberInput
            key={rule}
            label={t(`rules.${rule}`)}
            value={typeof value === 'number' ? value : ''}
            onChange={(v) => set(rule, typeof v === 'number' ? v : undefined)}
            allowDecimal={rule === 'min' || rule === 'max' || rule === 'step'}
            min={rule === 'min' || rule === 'max' ? undefined : 0}
            w={160}
            error={rule === rules[rules.length - 1] || (rules[rules.length - 1] === 'integer' && rule === 'max') ? error : undefined}
          />
        );
      })}
    </Group>
  );
}
