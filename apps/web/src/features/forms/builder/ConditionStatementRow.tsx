import { ActionIcon, Group, MultiSelect, NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import {
  answerKind,
  conditionSources,
  flattenOptions,
  localizedText,
  operatorArity,
  STATEMENT_ACTIONS,
  type ConditionOperator,
  type DependencyStatement,
  type Question,
  type StatementAction,
} from '@hatchery/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './BuilderContext';
import { operatorsFor, retarget } from './conditionModel';

interface StatementRowProps {
  statement: DependencyStatement;
  selfId: string;
  onChange: (statement: DependencyStatement) => void;
  onRemove: () => void;
}

/** The values of a statement, chosen from the referenced question's options or typed (numbers, dates, texts). */
function ValuesInput({ statement, question, onValues }: { statement: DependencyStatement; question: Question | undefined; onValues: (values: string[]) => void }) {
  const { t } = useTranslation('forms');
  const { lang } = useBuilder();
  const { max } = operatorArity(statement.operator);
  if (max === 0 || !question) return null;
  const kind = answerKind(question);
  const label = t('rules.values');
  const style = { flex: '1 1 10rem' };
  if (kind === 'single' || kind === 'multi') {
    const data = flattenOptions(question.options).map((o) => ({ value: o.value, label: localizedText(o.labels, lang) || o.value }));
    if (max === 1) {
      return <Select style={style} aria-label={label} placeholder={label} data={data} value={statement.values[0] ?? null} onChange={(v) => onValues(v ? [v] : [])} data-testid="rule-value" />;
    }
    return <MultiSelect style={style} aria-label={label} placeholder={label} data={data} value={statement.values} onChange={onValues} data-testid="rule-value" />;
  }
  if (max > 2) return <TagsInput style={style} aria-label={label} placeholder={label} value={statement.values} onChange={onValues} data-testid="rule-value" />;
  const slots = Array.from({ length: max }, (_, i) => i);
  const setAt = (i: number, value: string) => {
    const next = slots.map((j) => statement.values[j] ?? '');
    next[i] = value;
    onValues(next);
  };
  return (
    <Group gap="xs" style={style} wrap="nowrap">
      {slots.map((i) => {
        const aria = max === 2 ? t(i === 0 ? 'rules.from' : 'rules.to') : label;
        if (kind === 'date') {
          return <TextInput key={i} type="date" aria-label={aria} value={statement.values[i] ?? ''} onChange={(e) => setAt(i, e.currentTarget.value)} data-testid="rule-value" style={{ flex: 1 }} />;
        }
        if (kind === 'text') {
          return <TextInput key={i} aria-label={aria} placeholder={aria} value={statement.values[i] ?? ''} onChange={(e) => setAt(i, e.currentTarget.value)} data-testid="rule-value" style={{ flex: 1 }} />;
        }
        return (
          <NumberInput
            key={i}
            aria-label={aria}
            placeholder={aria}
            value={statement.values[i] ?? ''}
            onChange={(v) => setAt(i, v === '' ? '' : String(v))}
            data-testid="rule-value"
            style={{ flex: 1 }}
          />
        );
      })}
    </Group>
  );
}

/** One statement: [holds | does not hold] · question · operator · values. */
export function ConditionStatementRow({ statement, selfId, onChange, onRemove }: StatementRowProps) {
  const { t } = useTranslation('forms');
  const { definition, lang } = useBuilder();
  const question = definition.questions.find((q) => q.id === statement.questionId);
  const before = conditionSources(definition, selfId).map((source) => source.question);
  // A question moved below this one stays listed, so the statement still reads (the analyser names the problem).
  const candidates = question && !before.includes(question) ? [...before, question] : before;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start" data-testid="rule-statement">
      <Select
        w={150}
        aria-label={t('rules.action')}
        data={STATEMENT_ACTIONS.map((a) => ({ value: a, label: t(`rules.actions.${a}`) }))}
        value={statement.action}
        allowDeselect={false}
        onChange={(a) => onChange({ ...statement, action: (a ?? 'show') as StatementAction })}
        data-testid="rule-action"
      />
      <Select
        style={{ flex: '2 1 12rem' }}
        aria-label={t('rules.question')}
        placeholder={t('rules.question')}
        data={candidates.map((q) => ({ value: q.id, label: localizedText(q.label, lang) || q.id }))}
        value={question ? statement.questionId : null}
        searchable
        allowDeselect={false}
        onChange={(id) => onChange(retarget(statement, definition.questions.find((q) => q.id === id)))}
        data-testid="rule-question"
      />
      <Select
        w={170}
        aria-label={t('rules.operator')}
        data={operatorsFor(question).map((op) => ({ value: op, label: t(`operators.${op}`) }))}
        value={statement.operator}
        allowDeselect={false}
        onChange={(op) => onChange(retarget(statement, question, (op ?? statement.operator) as ConditionOperator))}
        data-testid="rule-operator"
      />
      <ValuesInput statement={statement} question={question} onValues={(values) => onChange({ ...statement, values })} />
      <ActionIcon variant="subtle" color="red" mt={6} onClick={onRemove} aria-label={t('rules.removeStatement')} data-testid="rule-remove">
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
