/**
 * Per-metric rules (D2 §5.2, MET-30–34, GAP-34): `<kind>:<operand>` strings from the server, checked the same way by
 * the browser (field messages) and the server (before saving). Comparisons are exact on decimals.
 */
import { addDecimal, compareDecimal, isBlank, toDecimal, type Decimal, type NumericInput } from './decimal.js';
import type { MetricUnitType } from './units.js';

export type { NumericInput };

export const RULE_KINDS = ['lessThan', 'moreThan', 'min', 'max'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export type RuleOperand =
  | { type: 'constant'; value: number }
  | { type: 'metric'; metricId: string }
  | { type: 'sum'; metricIds: readonly string[] };

export interface MetricRule {
  kind: RuleKind;
  operand: RuleOperand;
}

/** A rule as the server sends it (MetricRule / MetricValidation): the string and an optional custom label. */
export interface RuleSpec {
  rule: string;
  label?: string | null;
}

/**
 * 'notApplicable': an operand metric has no value (in the period, nor a last submitted one), a sum misses a term, or
 * the value is not a number (the field's own check reports that).
 */
export type RuleOutcome = 'pass' | 'fail' | 'notApplicable';

/** Messages of MET-32 and GAP-34; {value} is a number, an amount or metric names (MET-33). */
export const RULE_MESSAGES: Readonly<Record<RuleKind, string>> = {
  lessThan: 'This must be less than {value}',
  moreThan: 'This must be greater than {value}',
  min: 'This must be at least {value}',
  max: 'This must be at most {value}',
};

const CONSTANT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** Ids as the server issues them (uuids); a leading sign would read as a broken number. */
const METRIC_ID = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function isRuleKind(value: string): value is RuleKind {
  return (RULE_KINDS as readonly string[]).includes(value);
}

/** `lessThan:1000`, `min:-5.5`, `moreThan:<id>`, `max:<id>+<id>` → a rule; null when unparsable (GAP-34). */
export function parseRule(text: string): MetricRule | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const kind = text.slice(0, colon).trim();
  const operand = text.slice(colon + 1).trim();
  if (!isRuleKind(kind) || operand === '') return null;
  if (CONSTANT.test(operand)) {
    const value = Number(operand);
    return Number.isFinite(value) ? { kind, operand: { type: 'constant', value: value === 0 ? 0 : value } } : null;
  }
  const ids = operand.split('+').map((id) => id.trim());
  if (!ids.every((id) => METRIC_ID.test(id))) return null;
  return ids.length === 1
    ? { kind, operand: { type: 'metric', metricId: ids[0] as string } }
    : { kind, operand: { type: 'sum', metricIds: ids } };
}

/** The rule string of a rule; parseRule(formatRule(rule)) gives the rule back. */
export function formatRule(rule: MetricRule): string {
  const { operand } = rule;
  if (operand.type === 'constant') return `${rule.kind}:${String(operand.value)}`;
  return `${rule.kind}:${operand.type === 'metric' ? operand.metricId : operand.metricIds.join('+')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Evaluation: rules are compiled once (constants to decimals), operands resolved through a lookup.

type CompiledOperand =
  | { type: 'constant'; value: Decimal }
  | { type: 'metric'; metricId: string }
  | { type: 'sum'; metricIds: readonly string[] };

interface CompiledRule {
  kind: RuleKind;
  operand: CompiledOperand;
  /** The parsed rule, for messages. */
  rule: MetricRule;
}

function compile(rule: MetricRule): CompiledRule {
  const { operand } = rule;
  if (operand.type !== 'constant') return { kind: rule.kind, operand, rule };
  return { kind: rule.kind, operand: { type: 'constant', value: toDecimal(operand.value) ?? { m: 0, s: 0 } }, rule };
}

/**
 * Rule strings seen before, compiled (null: unparsable). A metric's rules are the same on every check (each keystroke
 * in the browser, each save on the server), so they are parsed once; the cache is bounded and simply starts over
 * when full. Entries are never handed out, so sharing them is safe.
 */
const COMPILED_RULES = /* @__PURE__ */ new Map<string, CompiledRule | null>();
const COMPILED_RULES_LIMIT = 50_000;

function compiledRule(text: string): CompiledRule | null {
  let entry = COMPILED_RULES.get(text);
  if (entry === undefined) {
    const rule = parseRule(text);
    entry = rule ? compile(rule) : null;
    if (COMPILED_RULES.size >= COMPILED_RULES_LIMIT) COMPILED_RULES.clear();
    COMPILED_RULES.set(text, entry);
  }
  return entry;
}

function resolveOperand(operand: CompiledOperand, lookup: (metricId: string) => Decimal | null): Decimal | null {
  if (operand.type === 'constant') return operand.value;
  if (operand.type === 'metric') return lookup(operand.metricId);
  let total: Decimal | null = null;
  for (const id of operand.metricIds) {
    const term = lookup(id);
    if (term === null) return null; // a sum needs every term
    total = total === null ? term : addDecimal(total, term);
  }
  return total;
}

function holds(kind: RuleKind, order: -1 | 0 | 1): boolean {
  switch (kind) {
    case 'lessThan':
      return order < 0;
    case 'moreThan':
      return order > 0;
    case 'min':
      return order >= 0;
    case 'max':
      return order <= 0;
  }
}

function evaluateCompiled(
  rule: CompiledRule,
  value: Decimal | null,
  lookup: (metricId: string) => Decimal | null,
): RuleOutcome {
  if (value === null) return 'notApplicable';
  const operand = resolveOperand(rule.operand, lookup);
  if (operand === null) return 'notApplicable';
  return holds(rule.kind, compareDecimal(value, operand)) ? 'pass' : 'fail';
}

/**
 * Checks a value against a rule. An empty value passes; a value that is not a number, a metric operand without a
 * value, or a sum missing any term makes the rule not apply. `lookup` gives a metric's value (in the same period,
 * else its last submitted one).
 */
export function evaluateRule(
  rule: MetricRule,
  value: NumericInput,
  lookup: (metricId: string) => NumericInput,
): RuleOutcome {
  if (isBlank(value)) return 'pass';
  return evaluateCompiled(compile(rule), toDecimal(value), (id) => toDecimal(lookup(id)));
}

// ---------------------------------------------------------------------------------------------------------------
// Messages

export interface RuleMessageOptions {
  /** The metric's name in the viewer's language. */
  metricName: (metricId: string) => string;
  /** For monetary metrics: a constant as an amount in the incubator's currency (see formatCurrencyAmount). */
  formatAmount?: ((amount: number) => string) | null;
  /** A constant that is not an amount; default String(n). */
  formatNumber?: ((value: number) => string) | null;
  /** The rule's custom label from the server; when present it is the whole message (MET-34). */
  customLabel?: string | null;
  /** Translated texts with {value}; default RULE_MESSAGES. */
  templates?: Partial<Record<RuleKind, string>>;
  /** The word joining metric names of a sum; default "and". */
  and?: string;
}

function operandText(operand: RuleOperand, options: RuleMessageOptions): string {
  if (operand.type === 'constant') {
    const format = options.formatAmount ?? options.formatNumber ?? String;
    return format(operand.value);
  }
  const ids = operand.type === 'metric' ? [operand.metricId] : operand.metricIds;
  return ids.map(options.metricName).join(` ${options.and ?? 'and'} `);
}

/** The message shown under a field whose value breaks the rule (MET-32–34, GAP-34). */
export function ruleMessage(rule: MetricRule, options: RuleMessageOptions): string {
  if (options.customLabel != null && options.customLabel.trim() !== '') return options.customLabel;
  const template = options.templates?.[rule.kind] ?? RULE_MESSAGES[rule.kind];
  const value = operandText(rule.operand, options);
  return template.replace('{value}', () => value);
}

// ---------------------------------------------------------------------------------------------------------------
// A whole period

export interface PeriodItem {
  dataId: string;
  metricId: string;
  unitType: MetricUnitType;
  value: NumericInput;
}

export interface RuleFailure {
  dataId: string;
  /** The rule string as received. */
  rule: string;
  label?: string;
  message: string;
}

export type RulesByMetric =
  | ReadonlyMap<string, readonly RuleSpec[]>
  | Readonly<Record<string, readonly RuleSpec[] | undefined>>;

type ValuesById = ReadonlyMap<string, NumericInput> | Readonly<Record<string, NumericInput>>;

export interface ValidatePeriodOptions extends Omit<RuleMessageOptions, 'customLabel' | 'formatAmount'> {
  /** Amount formatting, used for constants of MONETARY items. */
  formatAmount?: ((amount: number) => string) | null;
  /** Each metric's last submitted value, for operands without a value in this period. */
  previousValues?: ValuesById;
  /** Told about rule strings that do not parse (they are ignored). */
  onInvalidRule?: (rule: string, metricId: string) => void;
}

function getter<T>(source: ReadonlyMap<string, T> | Readonly<Record<string, T>>): (key: string) => T | undefined {
  if (source instanceof Map) return (key) => source.get(key);
  const record = source as Readonly<Record<string, T>>;
  return (key) => (Object.hasOwn(record, key) ? record[key] : undefined);
}

/**
 * Checks every item of a period against its metric's rules: the failures, in item then rule order. Linear: values
 * are parsed once into a metric → value map, each distinct rule string is parsed once (and kept, see COMPILED_RULES).
 */
export function validatePeriod(
  items: readonly PeriodItem[],
  rulesByMetric: RulesByMetric,
  options: ValidatePeriodOptions,
): RuleFailure[] {
  const current = new Map<string, Decimal>();
  const parsedValues: Array<Decimal | null> = new Array<Decimal | null>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as PeriodItem;
    const value = isBlank(item.value) ? null : toDecimal(item.value);
    parsedValues[i] = value;
    if (value !== null) current.set(item.metricId, value);
  }

  const previous = options.previousValues ? getter(options.previousValues) : null;
  const previousCache = new Map<string, Decimal | null>();
  const lookup = (metricId: string): Decimal | null => {
    const value = current.get(metricId);
    if (value !== undefined) return value;
    if (previous === null) return null;
    let fallback = previousCache.get(metricId);
    if (fallback === undefined) {
      const raw = previous(metricId);
      fallback = isBlank(raw) ? null : toDecimal(raw);
      previousCache.set(metricId, fallback);
    }
    return fallback;
  };

  const rulesOf = getter(rulesByMetric);
  const plainMessages: RuleMessageOptions = { ...options, formatAmount: null, customLabel: null };
  const amountMessages: RuleMessageOptions = { ...plainMessages, formatAmount: options.formatAmount ?? null };
  const failures: RuleFailure[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as PeriodItem;
    const specs = rulesOf(item.metricId);
    if (specs === undefined || specs.length === 0 || isBlank(item.value)) continue; // empty values pass every rule
    const value = parsedValues[i] ?? null;
    for (const spec of specs) {
      const entry = compiledRule(spec.rule);
      if (entry === null) {
        options.onInvalidRule?.(spec.rule, item.metricId);
        continue;
      }
      if (evaluateCompiled(entry, value, lookup) !== 'fail') continue;
      const label = spec.label != null && spec.label.trim() !== '' ? spec.label : undefined;
      if (label !== undefined) {
        failures.push({ dataId: item.dataId, rule: spec.rule, label, message: label });
      } else {
        const message = ruleMessage(entry.rule, item.unitType === 'MONETARY' ? amountMessages : plainMessages);
        failures.push({ dataId: item.dataId, rule: spec.rule, message });
      }
    }
  }
  return failures;
}
