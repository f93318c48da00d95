/**
 * The metrics form without React (D2 §5.2, §7.2): field models per period, field and period messages, rule messages
 * from the shared engine, the save payload and the server's failures per field. The checks themselves live in
 * @hatchery/domain (the server runs the same ones before saving).
 */
import {
  FIELD_MESSAGES,
  atLeastOneFilled,
  inputBehaviour,
  parseFieldValue,
  parseRule,
  periodLabel,
  periodLabelKind,
  ruleMessage,
  toWireData,
  toWireValue,
  validatePeriod,
  type InputBehaviour,
  type MetricUnitType,
  type PeriodItem,
  type RuleKind,
  type RuleSpec,
} from '@hatchery/domain';
import type { MetricDataInput, MetricPeriod, ValidationFailure } from './promptDocuments';
import { localizedText } from './localized';

export interface FieldModel {
  dataId: string;
  metricId: string;
  unitType: MetricUnitType;
  behaviour: InputBehaviour;
  /** The metric's name in the viewer's language. */
  label: string;
  description: string;
  /** The item's custom label (the server's name of a CUSTOM unit), shown after the name. */
  customUnit: string | null;
}

export interface PeriodModel {
  key: string;
  label: string;
  fields: FieldModel[];
  /** The server's rules per metric of this period (MET-30), from its validations (dataId → metric). */
  rules: Record<string, RuleSpec[]>;
  /** Each metric's last submitted value before this period, for rule operands without a value here. */
  previousValues: Record<string, string>;
}

export interface LabelContext {
  locale: string;
  timeZone?: string;
  /** The translated "until {date}" (MET-21). */
  untilTemplate: string;
}

/** The label of a period: whole month, single day, range or "until" (MET-21, GAP-34; the domain helper). */
export function labelOfPeriod(period: Pick<MetricPeriod, 'from' | 'to'>, context: LabelContext): string {
  const options = { timeZone: context.timeZone, untilTemplate: context.untilTemplate };
  const kind = periodLabelKind(period.from, period.to, context.timeZone);
  if (kind === 'until' || period.from === null) return periodLabel({ kind: 'until', to: period.to }, context.locale, options);
  if (kind === 'range') return periodLabel({ kind, from: period.from, to: period.to }, context.locale, options);
  return periodLabel({ kind, from: period.from, to: period.to }, context.locale, options);
}

function time(value: string | null): number {
  return value === null ? Number.NEGATIVE_INFINITY : new Date(value).getTime();
}

/** Field and rule models of the periods, oldest first. */
export function periodModels(periods: readonly MetricPeriod[], context: LabelContext): PeriodModel[] {
  const ordered = [...periods].sort((a, b) => time(a.to) - time(b.to));
  const submitted: Record<string, string> = {};
  return ordered.map((period) => {
    const metricOf = new Map(period.data.map((item) => [item.id, item.metric._id]));
    const rules: Record<string, RuleSpec[]> = {};
    for (const validation of period.validations) {
      const metricId = metricOf.get(validation.dataId);
      if (metricId === undefined) continue;
      (rules[metricId] ??= []).push({ rule: validation.rule, label: validation.label });
    }
    const fields = period.data.map((item): FieldModel => {
      const unitType = item.metric.unitOfMeasure.unitType;
      const customUnit =
        item.metadata?.customLabel?.trim() || (unitType === 'CUSTOM' ? item.metric.unitOfMeasure.customName?.trim() : '') || null;
      return {
        dataId: item.id,
        metricId: item.metric._id,
        unitType,
        behaviour: inputBehaviour(unitType),
        label: localizedText(item.metric.name, context.locale),
        description: localizedText(item.metric.description, context.locale),
        customUnit,
      };
    });
    const model: PeriodModel = {
      key: `${period.from ?? ''}|${period.to}`,
      label: labelOfPeriod(period, context),
      fields,
      rules,
      previousValues: { ...submitted },
    };
    for (const item of period.data) {
      const value = item.metric.unitOfMeasure.unitType === 'DATE' ? null : item.value?.trim();
      if (value) submitted[item.metric._id] = value;
    }
    return model;
  });
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY-MM-DD of the local day an instant falls on (the date input's value). */
export function localDayText(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a field shows first: the stored value (with includeFilledInData), a DATE as its local day. */
export function initialFieldValue(item: MetricPeriod['data'][number]): string {
  if (item.metric.unitOfMeasure.unitType !== 'DATE') return item.value ?? '';
  const raw = item.dateValue ?? (item.value && /^\d+$/.test(item.value) ? Number(item.value) * 1000 : item.value);
  if (raw === null || raw === undefined || raw === '') return '';
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? '' : localDayText(date);
}

export function initialValues(periods: readonly MetricPeriod[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const period of periods) for (const item of period.data) values[item.id] = initialFieldValue(item);
  return values;
}

export interface MessageTexts {
  invalidAmount: string;
  invalidNumber: string;
  fillAtLeastOne: string;
  /** Translated rule texts with {value} (MET-32, GAP-34). */
  rules: Record<RuleKind, string>;
  /** The word joining metric names (MET-33). */
  and: string;
  /** A server failure whose rule string we cannot read and that has no label. */
  notAccepted: string;
}

export interface MessageContext {
  texts: MessageTexts;
  metricName: (metricId: string) => string;
  formatAmount: (amount: number) => string;
  formatNumber: (value: number) => string;
}

/** MET-23–29: "Invalid amount" (monetary) / "Invalid number" (others) for an entry the unit refuses. */
export function fieldMessage(unitType: MetricUnitType, raw: string, texts: MessageTexts): string | null {
  const parsed = parseFieldValue(unitType, raw);
  if (parsed.ok) return null;
  return parsed.message === FIELD_MESSAGES.invalidAmount ? texts.invalidAmount : texts.invalidNumber;
}

/** MET-22: the period message when none of its fields has a value ("0" is a value). */
export function periodMessage(period: PeriodModel, values: Record<string, string>, texts: MessageTexts): string | null {
  return atLeastOneFilled(period.fields.map((field) => values[field.dataId])).ok ? null : texts.fillAtLeastOne;
}

/** The value the rules see: what the save would send, or nothing for an empty or refused entry. */
function ruleValue(field: FieldModel, raw: string | undefined): string | null {
  try {
    return toWireValue(field.unitType, raw);
  } catch {
    return null;
  }
}

/** MET-30–34: each field's rule messages, from the shared engine (a custom label replaces the message). */
export function ruleMessages(
  period: PeriodModel,
  values: Record<string, string>,
  context: MessageContext,
): Record<string, string[]> {
  const items: PeriodItem[] = period.fields.map((field) => ({
    dataId: field.dataId,
    metricId: field.metricId,
    unitType: field.unitType,
    value: ruleValue(field, values[field.dataId]),
  }));
  const failures = validatePeriod(items, period.rules, {
    metricName: context.metricName,
    formatAmount: context.formatAmount,
    formatNumber: context.formatNumber,
    templates: context.texts.rules,
    and: context.texts.and,
    previousValues: period.previousValues,
  });
  const byField: Record<string, string[]> = {};
  for (const failure of failures) (byField[failure.dataId] ??= []).push(failure.message);
  return byField;
}

/** The server's rule for a value the field itself refuses (MET-24). */
const FORMAT_RULE = 'format';

/** The server's failures after a save (dataId + rule + label), as messages on their fields (D2 §7.5). */
export function serverFailureMessages(
  failures: readonly ValidationFailure[],
  periods: readonly PeriodModel[],
  context: MessageContext,
): Record<string, string[]> {
  const unitOf = new Map<string, MetricUnitType>();
  for (const period of periods) for (const field of period.fields) unitOf.set(field.dataId, field.unitType);
  const byField: Record<string, string[]> = {};
  for (const failure of failures) {
    const rule = parseRule(failure.rule);
    const label = failure.label?.trim();
    const unitType = unitOf.get(failure.dataId);
    const message = label
      ? label
      : failure.rule === FORMAT_RULE
        ? unitType === 'MONETARY'
          ? context.texts.invalidAmount
          : context.texts.invalidNumber
        : rule
        ? ruleMessage(rule, {
            metricName: context.metricName,
            formatAmount: unitType === 'MONETARY' ? context.formatAmount : null,
            formatNumber: context.formatNumber,
            templates: context.texts.rules,
            and: context.texts.and,
          })
        : context.texts.notAccepted;
    const list = (byField[failure.dataId] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return byField;
}

/** MET-36, GAP-35: metricDataId + value; dates as local-midnight Unix seconds, numbers as digit strings, no nulls. */
export function savePayload(periods: readonly PeriodModel[], values: Record<string, string>): MetricDataInput[] {
  return toWireData(
    periods.flatMap((period) =>
      period.fields.map((field) => ({ metricDataId: field.dataId, unitType: field.unitType, value: values[field.dataId] })),
    ),
  );
}

/** Every message the form would show, to decide whether a save may go out. */
export function hasProblems(periods: readonly PeriodModel[], values: Record<string, string>, context: MessageContext): boolean {
  return periods.some(
    (period) =>
      periodMessage(period, values, context.texts) !== null ||
      period.fields.some((field) => fieldMessage(field.unitType, values[field.dataId] ?? '', context.texts) !== null) ||
      Object.keys(ruleMessages(period, values, context)).length > 0,
  );
}
