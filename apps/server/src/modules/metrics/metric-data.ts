/**
 * What a startup reports and has reported: the metrics its collections ask for (from which month), its stored values,
 * and the periods of a form (D2 §3.10 Metric period: from, to, data, validations). Data items are addressed by an
 * opaque id `md:<startupId>:<metricId>:<period start YYYY-MM-01>`, so an item exists before it has a value and the
 * save can tell an unknown item from a bad period date (MET-35).
 */
import { INVALID_PERIOD_DATE_MESSAGE } from '@hatchery/domain';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { metricValues, type MetricValue } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import {
  monthDate,
  monthEndDate,
  monthIndexOfDate,
  parseCalendarDate,
  periodEnd,
  periodInstants,
  periodKey,
  periodLength,
  periodsEndedBefore,
  periodStartOf,
  PERIOD_LOOKBACK_MONTHS,
  type MonthIndex,
  type PeriodSpan,
} from './metric-periods.js';
import { loadMetricViews, type MetricView } from './metric-views.js';

export interface CollectedMetric {
  metric: MetricView;
  /** The month the earliest collection asking for it starts in. */
  fromMonth: MonthIndex;
  length: number;
}

export interface MetricDataItemView {
  id: string;
  value: string | null;
  dateValue: Date | null;
  metric: MetricView;
  metadata: { customLabel: string | null };
}

export interface MetricValidationView {
  dataId: string;
  rule: string;
  label: string | null;
  /** Only on save failures: the text to show (English). */
  message?: string | null;
}

export interface MetricPeriodView {
  from: Date;
  to: Date;
  span: PeriodSpan;
  data: MetricDataItemView[];
  validations: MetricValidationView[];
}

const DATA_ID = /^md:([^:]+):([^:]+):([^:]*)$/;

export function dataIdOf(startupId: string, metricId: string, periodStart: string): string {
  return `md:${startupId}:${metricId}:${periodStart}`;
}

export interface ParsedDataId {
  startupId: string;
  metricId: string;
  /** The period's first month; null when the date part is not a real first-of-month date. */
  month: MonthIndex | null;
}

/** The parts of a data id; ValidationError when it is not one of ours. */
export function parseDataId(id: string): ParsedDataId {
  const match = DATA_ID.exec(id.trim());
  if (!match || !isUuid(match[1]) || !isUuid(match[2])) throw validationError(`Unknown metric data: ${id.slice(0, 120)}`);
  const date = parseCalendarDate(match[3]!);
  return { startupId: match[1]!.toLowerCase(), metricId: match[2]!.toLowerCase(), month: date && date.day === 1 ? monthIndexOfDate(match[3]!) : null };
}

export const invalidPeriodDate = () => validationError(INVALID_PERIOD_DATE_MESSAGE);

/** The metrics the startup's collections ask for (its programs' or its own), archived ones left out. */
export async function collectedMetrics(tx: Tx, startupId: string): Promise<Map<string, CollectedMetric>> {
  const rows = await tx.execute<{ metric_id: string; starts_on: string }>(sql`
    select mcm.metric_id, min(mc.starts_on)::text as starts_on
    from metric_collections mc
    join metric_collection_metrics mcm on mcm.incubator_id = mc.incubator_id and mcm.collection_id = mc.id
    where mc.startup_id = ${startupId}
       or mc.program_id in (select sp.program_id from startup_programs sp where sp.startup_id = ${startupId})
    group by mcm.metric_id`);
  const views = await loadMetricViews(tx, rows.rows.map((r) => r.metric_id));
  const out = new Map<string, CollectedMetric>();
  for (const row of rows.rows) {
    const metric = views.get(row.metric_id);
    const fromMonth = monthIndexOfDate(String(row.starts_on).slice(0, 10));
    if (!metric || metric.archived || fromMonth === null) continue;
    out.set(metric._id, { metric, fromMonth, length: periodLength(metric.trackingRecurrence.amount, metric.trackingRecurrence.type) });
  }
  return new Map([...out.entries()].sort(([, a], [, b]) => compareMetrics(a.metric, b.metric)));
}

export function compareMetrics(a: MetricView, b: MetricView): number {
  const ca = a.category?.position ?? Number.MAX_SAFE_INTEGER;
  const cb = b.category?.position ?? Number.MAX_SAFE_INTEGER;
  return ca - cb || a.position - b.position || a._id.localeCompare(b._id);
}

/** The startup's stored values from `sinceMonth` on, keyed `<metricId>|<period_start>`. */
export async function storedValues(tx: Tx, startupId: string, metricIds: readonly string[], sinceMonth: MonthIndex): Promise<Map<string, MetricValue>> {
  if (metricIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(metricValues)
    .where(and(eq(metricValues.startupId, startupId), inArray(metricValues.metricId, [...metricIds]), gte(metricValues.periodStart, monthDate(sinceMonth))))
    .orderBy(asc(metricValues.periodStart));
  return new Map(rows.map((r) => [valueKey(r.metricId, r.periodStart), r]));
}

export const valueKey = (metricId: string, periodStart: string): string => `${metricId}|${periodStart}`;

/** Every period a form of month `formMonth` covers, each with the collected metrics due in it (oldest first). */
export function formSpans(collected: ReadonlyMap<string, CollectedMetric>, formMonth: MonthIndex): Array<{ span: PeriodSpan; metricIds: string[] }> {
  const groups = new Map<string, { span: PeriodSpan; metricIds: string[] }>();
  for (const [metricId, c] of collected) {
    for (const span of periodsEndedBefore(c.length, c.fromMonth, formMonth, formMonth - PERIOD_LOOKBACK_MONTHS)) {
      const key = periodKey(span);
      const group = groups.get(key) ?? { span, metricIds: [] };
      group.metricIds.push(metricId);
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.span.start - b.span.start || a.span.length - b.span.length);
}

export function isFilled(group: { span: PeriodSpan; metricIds: readonly string[] }, values: ReadonlyMap<string, MetricValue>): boolean {
  const start = monthDate(group.span.start);
  return group.metricIds.some((id) => values.has(valueKey(id, start)));
}

/** The period view: its items (with stored values) and the rules to check them with. */
export function periodView(
  startupId: string,
  group: { span: PeriodSpan; metricIds: readonly string[] },
  collected: ReadonlyMap<string, CollectedMetric>,
  values: ReadonlyMap<string, MetricValue>,
  timeZone: string,
): MetricPeriodView {
  const start = monthDate(group.span.start);
  const data: MetricDataItemView[] = [];
  const validations: MetricValidationView[] = [];
  for (const metricId of group.metricIds) {
    const metric = collected.get(metricId)?.metric;
    if (!metric) continue;
    const stored = values.get(valueKey(metricId, start));
    const id = dataIdOf(startupId, metricId, start);
    data.push({
      id,
      value: stored?.value ?? null,
      dateValue: stored?.dateValue ?? null,
      metric,
      metadata: { customLabel: metric.unitOfMeasure.unitType === 'CUSTOM' ? metric.unitOfMeasure.customName : null },
    });
    for (const rule of metric.rules) validations.push({ dataId: id, rule: rule.rule, label: rule.label ?? null });
  }
  return { ...periodInstants(group.span, timeZone), span: group.span, data, validations };
}

/** The periods of a form: unfilled ones (or every one with includeFilled), oldest first. */
export async function formPeriods(
  tx: Tx,
  startupId: string,
  formMonth: MonthIndex,
  options: { includeFilled: boolean; timeZone: string },
): Promise<MetricPeriodView[]> {
  const collected = await collectedMetrics(tx, startupId);
  const groups = formSpans(collected, formMonth);
  if (groups.length === 0) return [];
  const values = await storedValues(tx, startupId, [...collected.keys()], groups[0]!.span.start);
  return groups.filter((g) => options.includeFilled || !isFilled(g, values)).map((g) => periodView(startupId, g, collected, values, options.timeZone));
}

/** How many periods a form of `formMonth` still waits for. */
export async function unfilledPeriodCount(tx: Tx, startupId: string, formMonth: MonthIndex): Promise<number> {
  return (await formPeriods(tx, startupId, formMonth, { includeFilled: false, timeZone: 'UTC' })).length;
}

/** Checks that a save may address this period of the metric: aligned, started, and collected then. */
export function checkItemPeriod(parsed: ParsedDataId, collected: CollectedMetric, currentMonth: MonthIndex): PeriodSpan {
  if (parsed.month === null) throw invalidPeriodDate();
  const span = { start: parsed.month, length: collected.length };
  if (periodStartOf(parsed.month, collected.length) !== parsed.month) throw invalidPeriodDate();
  if (parsed.month > currentMonth || periodEnd(span) < collected.fromMonth) throw invalidPeriodDate();
  return span;
}

export { monthDate, monthEndDate };
