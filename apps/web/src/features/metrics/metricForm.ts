/**
 * The metric set-up form as plain data (names per language, unit, recurrence, rules as rows) and its mapping to and
 * from the API: rule rows are serialized with the domain engine's formatRule and read back with parseRule (GAP-34).
 */
import {
  formatRule,
  parseRule,
  RULE_KINDS,
  type MetricRule,
  type MetricUnitType,
  type RuleKind,
  type TrackingRecurrenceType,
} from '@hatchery/domain';
import type { MetricInput, StaffMetric } from './documents';

export type OperandType = 'constant' | 'metric' | 'sum';

export interface RuleRow {
  kind: RuleKind;
  operandType: OperandType;
  /** The number of a constant operand, as typed. */
  constant: string;
  /** The metric of a 'metric' operand. */
  metricId: string;
  /** The metrics of a 'sum' operand (two or more). */
  metricIds: string[];
  label: string;
}

export interface LanguageRow {
  language: string;
  name: string;
  description: string;
}

export interface MetricFormValues {
  texts: LanguageRow[];
  categoryId: string | null;
  unitType: MetricUnitType;
  customName: string;
  recurrenceAmount: number;
  recurrenceType: TrackingRecurrenceType;
  rules: RuleRow[];
}

export const EMPTY_RULE: RuleRow = { kind: RULE_KINDS[0], operandType: 'constant', constant: '', metricId: '', metricIds: [], label: '' };

export function emptyMetricForm(language = 'en'): MetricFormValues {
  const languages = language === 'en' ? ['en'] : ['en', language];
  return {
    texts: languages.map((l) => ({ language: l, name: '', description: '' })),
    categoryId: null,
    unitType: 'CUSTOMER',
    customName: '',
    recurrenceAmount: 1,
    recurrenceType: 'MONTH',
    rules: [],
  };
}

/** A row's rule, or null while the row is incomplete (a missing or non-numeric operand). */
export function ruleOfRow(row: RuleRow): MetricRule | null {
  if (row.operandType === 'constant') {
    const text = row.constant.trim();
    if (!/^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return null;
    return { kind: row.kind, operand: { type: 'constant', value: Number(text) } };
  }
  if (row.operandType === 'metric') return row.metricId ? { kind: row.kind, operand: { type: 'metric', metricId: row.metricId } } : null;
  const ids = row.metricIds.filter(Boolean);
  return ids.length >= 2 ? { kind: row.kind, operand: { type: 'sum', metricIds: ids } } : null;
}

/** The rule string of a row (`min:0`, `moreThan:<id>`, `max:<id>+<id>`), or null while incomplete. */
export function rowToRuleString(row: RuleRow): string | null {
  const rule = ruleOfRow(row);
  return rule ? formatRule(rule) : null;
}

/** A stored rule back to a row; null for a string the engine cannot read (left out, as the server ignores it). */
export function ruleStringToRow(rule: string, label: string | null | undefined): RuleRow | null {
  const parsed = parseRule(rule);
  if (!parsed) return null;
  const base = { ...EMPTY_RULE, kind: parsed.kind, label: label ?? '' };
  const { operand } = parsed;
  if (operand.type === 'constant') return { ...base, operandType: 'constant', constant: String(operand.value) };
  if (operand.type === 'metric') return { ...base, operandType: 'metric', metricId: operand.metricId };
  return { ...base, operandType: 'sum', metricIds: [...operand.metricIds] };
}

export function metricToForm(metric: StaffMetric): MetricFormValues {
  const languages = [...new Set([...metric.name.map((n) => n.language), ...metric.description.map((d) => d.language)])];
  return {
    texts: (languages.length > 0 ? languages : ['en']).map((language) => ({
      language,
      name: metric.name.find((n) => n.language === language)?.value ?? '',
      description: metric.description.find((d) => d.language === language)?.value ?? '',
    })),
    categoryId: metric.category?._id ?? null,
    unitType: metric.unitOfMeasure.unitType,
    customName: metric.unitOfMeasure.customName ?? '',
    recurrenceAmount: metric.trackingRecurrence.amount,
    recurrenceType: metric.trackingRecurrence.type,
    rules: metric.rules.flatMap((r) => ruleStringToRow(r.rule, r.label) ?? []),
  };
}

/** Problems that keep the form from saving, by field path (keys of the 'metrics:staff.form.errors' messages). */
export function metricFormErrors(values: MetricFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.texts.some((t) => t.name.trim() !== '')) errors['texts.0.name'] = 'nameRequired';
  if (values.unitType === 'CUSTOM' && values.customName.trim() === '') errors.customName = 'customNameRequired';
  if (!Number.isInteger(values.recurrenceAmount) || values.recurrenceAmount < 1 || values.recurrenceAmount > 12) errors.recurrenceAmount = 'recurrenceAmount';
  values.rules.forEach((row, index) => {
    if (!ruleOfRow(row)) errors[`rules.${index}`] = row.operandType === 'constant' ? 'ruleNumber' : row.operandType === 'sum' ? 'ruleSum' : 'ruleMetric';
  });
  return errors;
}

/** The API input of a valid form (texts without a value are left out). */
/** What the form sends: every part of the metric input, rules included (the schema lets a caller leave them out). */
export type MetricFormInput = MetricInput & { rules: NonNullable<MetricInput['rules']> };

export function formToMetricInput(values: MetricFormValues): MetricFormInput {
  const texts = (pick: 'name' | 'description') =>
    values.texts.filter((t) => t[pick].trim() !== '').map((t) => ({ language: t.language, value: t[pick].trim() }));
  return {
    name: texts('name'),
    description: texts('description'),
    categoryId: values.categoryId || null,
    trackingRecurrence: { amount: values.recurrenceAmount, type: values.recurrenceType },
    unitOfMeasure: { unitType: values.unitType, customName: values.unitType === 'CUSTOM' ? values.customName.trim() : null },
    rules: values.rules.flatMap((row) => {
      const rule = rowToRuleString(row);
      return rule ? [{ rule, label: row.label.trim() || null }] : [];
    }),
  };
}
