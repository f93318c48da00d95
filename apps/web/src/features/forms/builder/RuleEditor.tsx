import { MultiSelect, NumberInput, Select, SimpleGrid, Switch, TagsInput, TextInput } from '@mantine/core';
import {
  answerKind,
  CALCULATION_OPERATIONS,
  isMultiChoiceField,
  isNumericKind,
  localizedText,
  type CalculationOperation,
  type Question,
  TEXT_FORMATS,
  type QuestionValidations,
  type TextFormat,
} from '@hatchery/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { CustomFieldPicker } from './CustomFieldPicker';
import { answerableQuestions, setText } from './builderModel';
import { TableColumnsEditor } from './TableColumnsEditor';

type Patch = (patch: Partial<Question>) => void;
const MB = 1024 * 1024;

/** An empty input removes the rule (undefined), so an untouched rule is never stored as 0. */
function num(value: string | number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function NumberRule({ label, value, onValue, testId, min }: { label: string; value: number | undefined; onValue: (v: number | undefined) => void; testId: string; min?: number }) {
  return <NumberInput label={label} value={value ?? ''} min={min} onChange={(v) => onValue(num(v))} data-testid={testId} />;
}

/** The rules of one question, by its type (lengths, ranges, pattern, dates, files, table, calculation, …). */
export function RuleEditor({ question, onChange }: { question: Question; onChange: Patch }) {
  const { t } = useTranslation('forms');
  const { lang, definition } = useBuilder();
  const v = question.validations ?? {};
  const set = <K extends keyof QuestionValidations>(key: K, value: QuestionValidations[K]) => {
    const next = { ...v, [key]: value };
    if (value === undefined || value === '') delete next[key];
    onChange({ validations: next });
  };
  const type = question.type;
  if (type === 'text' || type === 'text_long') {
    return (
      <Stack2>
        <NumberRule label={t('rulesEditor.minLength')} value={v.minLength} min={0} onValue={(x) => set('minLength', x)} testId="rule-minLength" />
        <NumberRule label={t('rulesEditor.maxLength')} value={v.maxLength} min={1} onValue={(x) => set('maxLength', x)} testId="rule-maxLength" />
        {type === 'text' ? (
          <>
            <Select
              label={t('rulesEditor.format')}
              data={(['none', ...TEXT_FORMATS] as const).map((f) => ({ value: f, label: t(`formats.${f}`) }))}
              value={v.format ?? 'none'}
              allowDeselect={false}
              onChange={(f) => set('format', f && f !== 'none' ? (f as TextFormat) : undefined)}
              data-testid="rule-format"
            />
            <TextInput label={t('rulesEditor.pattern')} description={t('rulesEditor.patternHint')} value={v.pattern ?? ''} onChange={(e) => set('pattern', e.currentTarget.value || undefined)} data-testid="rule-pattern" dir="ltr" />
            <TextInput label={t('rulesEditor.patternMessage')} value={v.patternMessage?.[lang] ?? ''} onChange={(e) => set('patternMessage', setText(v.patternMessage, lang, e.currentTarget.value))} />
          </>
        ) : null}
      </Stack2>
    );
  }
  if (type === 'number' || type === 'number_scale') {
    return (
      <Stack2>
        <NumberRule label={t('rulesEditor.min')} value={v.min} onValue={(x) => set('min', x)} testId="rule-min" />
        <NumberRule label={t('rulesEditor.max')} value={v.max} onValue={(x) => set('max', x)} testId="rule-max" />
        <NumberRule label={t('rulesEditor.step')} value={v.step} min={0} onValue={(x) => set('step', x && x > 0 ? x : undefined)} testId="rule-step" />
        {type === 'number' ? (
          <Switch mt="xl" label={t('rulesEditor.integer')} checked={v.integer ?? false} onChange={(e) => set('integer', e.currentTarget.checked || undefined)} />
        ) : (
          <>
            <TextInput label={t('rulesEditor.minLabel')} value={v.minLabel?.[lang] ?? ''} onChange={(e) => set('minLabel', setText(v.minLabel, lang, e.currentTarget.value))} />
            <TextInput label={t('rulesEditor.maxLabel')} value={v.maxLabel?.[lang] ?? ''} onChange={(e) => set('maxLabel', setText(v.maxLabel, lang, e.currentTarget.value))} />
          </>
        )}
      </Stack2>
    );
  }
  if (isMultiChoiceField(type)) {
    return (
      <Stack2>
        <NumberRule label={t('rulesEditor.minSelected')} value={v.minSelected} min={0} onValue={(x) => set('minSelected', x)} testId="rule-minSelected" />
        <NumberRule label={t('rulesEditor.maxSelected')} value={v.maxSelected} min={1} onValue={(x) => set('maxSelected', x)} testId="rule-maxSelected" />
      </Stack2>
    );
  }
  if (type === 'date') {
    return (
      <Stack2>
        <TextInput type="date" label={t('rulesEditor.minDate')} value={v.minDate ?? ''} onChange={(e) => set('minDate', e.currentTarget.value || undefined)} data-testid="rule-minDate" />
        <TextInput type="date" label={t('rulesEditor.maxDate')} value={v.maxDate ?? ''} onChange={(e) => set('maxDate', e.currentTarget.value || undefined)} data-testid="rule-maxDate" />
      </Stack2>
    );
  }
  if (type === 'file') {
    return (
      <Stack2>
        <TagsInput
          label={t('rulesEditor.fileTypes')}
          description={t('rulesEditor.fileTypesHint')}
          value={v.fileTypes ?? []}
          onChange={(next) => set('fileTypes', next.length ? next.map((x) => x.toLowerCase().replace(/^\./, '')) : undefined)}
          data-testid="rule-fileTypes"
        />
        <NumberInput
          label={t('rulesEditor.maxFileSize')}
          value={v.maxFileSize ? v.maxFileSize / MB : ''}
          min={0}
          decimalScale={1}
          onChange={(x) => set('maxFileSize', num(x) ? Math.round((num(x) ?? 0) * MB) : undefined)}
          data-testid="rule-maxFileSize"
        />
        <NumberRule label={t('rulesEditor.maxFiles')} value={v.maxFiles} min={1} onValue={(x) => set('maxFiles', x)} testId="rule-maxFiles" />
      </Stack2>
    );
  }
  if (type === 'table') return <TableColumnsEditor question={question} onChange={onChange} />;
  if (type === 'calculated') {
    const sources = answerableQuestions(definition, question.id).filter((q) => isNumericKind(answerKind(q)) && q.type !== 'calculated');
    const calc = v.calculation ?? { operation: 'sum' as CalculationOperation, questionIds: [] };
    return (
      <Stack2>
        <Select
          label={t('rulesEditor.operation')}
          data={CALCULATION_OPERATIONS.map((op) => ({ value: op, label: t(`operations.${op}`) }))}
          value={calc.operation}
          allowDeselect={false}
          onChange={(op) => set('calculation', calc.questionIds.length ? { ...calc, operation: (op ?? 'sum') as CalculationOperation } : undefined)}
        />
        <MultiSelect
          label={t('rulesEditor.calculationSources')}
          data={sources.map((q) => ({ value: q.id, label: localizedText(q.label, lang) || q.id }))}
          value={calc.questionIds}
          // The schema wants at least one source: without any, no calculation is stored (the analyser names the question).
          onChange={(ids) => set('calculation', ids.length ? { ...calc, questionIds: ids } : undefined)}
          data-testid="rule-calculation-sources"
        />
      </Stack2>
    );
  }
  if (type === 'custom_field') {
    return <CustomFieldPicker value={v.customFieldId} onChange={(id) => set('customFieldId', id)} />;
  }
  if (type === 'video') {
    return <TextInput type="url" label={t('rulesEditor.videoUrl')} value={v.videoUrl ?? ''} onChange={(e) => set('videoUrl', e.currentTarget.value || undefined)} dir="ltr" data-testid="rule-videoUrl" />;
  }
  return null;
}

function Stack2({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}
