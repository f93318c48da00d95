/**
 * saveMetricData (D2 §5.2, §7.2; MET-22–36): values checked server-side with the shared engine of @hatchery/domain
 * (parseFieldValue for the field, validatePeriod for the rules, the same code the browser runs); any failure → nothing
 * stored and the per-item failures returned. Otherwise the values are stored, the timeline gets a data-submitted item
 * (first values of a period, with diff/change/arrow against the previous period) or a data-update item (a period
 * edited again), the startup's staff get updatedMetrics, and a pending form with nothing left to fill is submitted,
 * completing its metrics task — all published after the commit.
 */
import { FIELD_MESSAGES, formatCurrencyAmount, parseFieldValue, toWireValue, validatePeriod, type PeriodItem, type RuleFailure, safeTimeZone } from '@hatchery/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { metricValues, pendingDataForms, userAssignedStartups, type MetricValue } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { insertNotification } from '../notifications/index.js';
import { validationError } from '../../core/errors.js';
import { completeMetricsTask } from '../tasks/index.js';
import { flushTaskEffects, noEffects, type TaskEffects } from '../tasks/index.js';
import type { DataEntryPayload } from '../timeline/index.js';
import { metricsTimeline } from './timeline-port.js';
import {
  checkItemPeriod,
  collectedMetrics,
  dataIdOf,
  isFilled,
  parseDataId,
  periodView,
  storedValues,
  unfilledPeriodCount,
  valueKey,
  type CollectedMetric,
  type MetricPeriodView,
  type MetricValidationView,
} from './metric-data.js';
import { monthDate, monthEndDate, monthIndexAt, monthIndexOfDate, monthStartIn, periodEnd, periodKey, type PeriodSpan } from './metric-periods.js';
import { localized } from './metric-views.js';
import { requireMetricsEditor } from './metrics-access.js';

export const MAX_SAVE_ITEMS = 500;
/** Longer digit strings are no real figure (and would not fit a double). */
export const MAX_VALUE_LENGTH = 30;

export interface SaveMetricDataResult {
  saved: boolean;
  failures: MetricValidationView[];
  periods: MetricPeriodView[];
}

interface Change {
  dataId: string;
  metricId: string;
  span: PeriodSpan;
  collected: CollectedMetric;
  /** Canonical value; null clears the stored one. */
  value: string | null;
}

function previousValue(history: readonly MetricValue[], metricId: string, before: string): MetricValue | undefined {
  let found: MetricValue | undefined;
  for (const row of history) if (row.metricId === metricId && row.periodStart < before && (!found || row.periodStart > found.periodStart)) found = row;
  return found;
}

function entryOf(dataId: string, metricId: string, current: MetricValue, previous: MetricValue | undefined, numeric: boolean): DataEntryPayload {
  const now = current.numericValue;
  const before = previous?.numericValue ?? null;
  const diff = numeric && now !== null && before !== null ? now - before : null;
  const change = diff !== null && before !== null && before !== 0 ? Number(((diff / Math.abs(before)) * 100).toFixed(2)) : null;
  return {
    dataId,
    metricId,
    value: current.value,
    dateValue: current.dateValue?.toISOString() ?? null,
    isPoint0: !previous,
    diff,
    change,
    useArrow: diff !== null && diff !== 0,
  };
}

/** MET-36: data is a list of metricDataId and value (digits; DATE as Unix seconds of local midnight). */
export async function saveMetricData(ctx: AppContext, data: ReadonlyArray<{ metricDataId: string; value?: string | null }>): Promise<SaveMetricDataResult> {
  if (data.length === 0) throw validationError('data: nothing to save');
  if (data.length > MAX_SAVE_ITEMS) throw validationError(`data: at most ${MAX_SAVE_ITEMS} items`);
  const parsed = data.map((d) => ({ ...parseDataId(String(d.metricDataId)), raw: d.value ?? null, dataId: String(d.metricDataId).trim() }));
  const startupId = parsed[0]!.startupId;
  if (parsed.some((p) => p.startupId !== startupId)) throw validationError('All the data must belong to one startup');
  if (new Set(parsed.map((p) => p.dataId)).size !== parsed.length) throw validationError('data: each item once');
  const { viewer, startup } = await requireMetricsEditor(ctx, startupId);
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const now = new Date();
  const currentMonth = monthIndexAt(now, timeZone);
  const effects: TaskEffects = noEffects();

  const outcome = await ctx.data.run(async (tx): Promise<SaveMetricDataResult> => {
    const collected = await collectedMetrics(tx, startupId);
    const changes: Change[] = [];
    const failures: MetricValidationView[] = [];
    for (const item of parsed) {
      const c = collected.get(item.metricId);
      if (!c) throw validationError(`Unknown metric data: ${item.dataId.slice(0, 120)}`);
      const span = checkItemPeriod(item, c, currentMonth);
      const field = parseFieldValue(c.metric.unitOfMeasure.unitType, item.raw);
      if (!field.ok || (field.value?.length ?? 0) > MAX_VALUE_LENGTH) {
        const message = field.ok ? (c.metric.unitOfMeasure.unitType === 'MONETARY' ? FIELD_MESSAGES.invalidAmount : FIELD_MESSAGES.invalidNumber) : field.message;
        failures.push({ dataId: item.dataId, rule: 'format', label: null, message });
        continue;
      }
      const value = field.value === null ? null : toWireValue(c.metric.unitOfMeasure.unitType, field.value, { timeZone });
      changes.push({ dataId: item.dataId, metricId: item.metricId, span, collected: c, value });
    }
    const spans = new Map(changes.map((c) => [periodKey(c.span), c.span]));
    const earliest = Math.min(...[...spans.values()].map((s) => s.start), currentMonth);
    // Values of the periods touched, and everything before them back a year more (previous values for rules and diffs).
    const history = [...(await storedValues(tx, startupId, [...collected.keys()], earliest - 36)).values()];
    const before = new Map(history.map((r) => [valueKey(r.metricId, r.periodStart), r]));

    // Rules, period by period, on the values as they would be after the save (MET-30–34).
    for (const span of spans.values()) {
      const start = monthDate(span.start);
      const metricIds = metricsOfSpan(collected, span);
      const merged = new Map<string, string | null>(metricIds.map((id) => [id, before.get(valueKey(id, start))?.value ?? null]));
      for (const change of changes) if (periodKey(change.span) === periodKey(span)) merged.set(change.metricId, change.value);
      const items: PeriodItem[] = metricIds.map((id) => ({ dataId: dataIdOf(startupId, id, start), metricId: id, unitType: collected.get(id)!.metric.unitOfMeasure.unitType, value: merged.get(id) ?? null }));
      const rulesByMetric = new Map(metricIds.map((id) => [id, collected.get(id)!.metric.rules]));
      const previousValues = new Map<string, string>();
      for (const id of collected.keys()) {
        const prev = previousValue(history, id, start);
        if (prev) previousValues.set(id, prev.value);
      }
      const found: RuleFailure[] = validatePeriod(items, rulesByMetric, {
        previousValues,
        metricName: (id) => localized(collected.get(id)?.metric.name ?? [], ctx.incubator.defaultLanguage) || id,
        formatAmount: (amount) => formatCurrencyAmount(amount, ctx.incubator.currency, ctx.incubator.defaultLanguage),
        onInvalidRule: (rule, metricId) => ctx.log.warn({ rule, metricId }, 'unparsable metric rule ignored'),
      });
      // The whole period is checked, as the browser does: a stored value that breaks a rule blocks the save too.
      for (const f of found) failures.push({ dataId: f.dataId, rule: f.rule, label: f.label ?? null, message: f.message });
    }
    if (failures.length > 0) {
      const periods = await periodsFor(tx, startupId, collected, [...spans.values()], timeZone);
      return { saved: false, failures, periods };
    }

    // Store.
    for (const change of changes) {
      const start = monthDate(change.span.start);
      if (change.value === null) {
        await tx.delete(metricValues).where(and(eq(metricValues.startupId, startupId), eq(metricValues.metricId, change.metricId), eq(metricValues.periodStart, start)));
        continue;
      }
      const isDate = change.collected.metric.unitOfMeasure.unitType === 'DATE';
      const row = {
        value: change.value,
        numericValue: isDate ? null : Number(change.value),
        dateValue: isDate ? new Date(Number(change.value) * 1000) : null,
        submittedBy: viewer.userId,
      };
      await tx
        .insert(metricValues)
        .values({ incubatorId: ctx.incubator.id, startupId, metricId: change.metricId, periodStart: start, periodEnd: monthEndDate(periodEnd(change.span)), ...row })
        .onConflictDoUpdate({ target: [metricValues.incubatorId, metricValues.startupId, metricValues.metricId, metricValues.periodStart], set: { ...row, updatedAt: sql`now()` } });
    }

    // Timeline and staff notification, per period.
    const after = await storedValues(tx, startupId, [...collected.keys()], earliest - 36);
    const afterHistory = [...after.values()];
    const pending = await tx
      .select()
      .from(pendingDataForms)
      .where(and(eq(pendingDataForms.startupId, startupId), eq(pendingDataForms.status, 'PENDING')))
      .orderBy(desc(pendingDataForms.periodMonth));
    let submittedFirstTime = false;
    for (const span of spans.values()) {
      const start = monthDate(span.start);
      const metricIds = metricsOfSpan(collected, span);
      const group = { span, metricIds };
      const wasFilled = isFilled(group, before);
      if (!isFilled(group, after)) continue;
      const dueDate = monthStartIn(periodEnd(span) + 1, timeZone);
      if (!wasFilled) {
        submittedFirstTime = true;
        const entries = metricIds.flatMap((id) => {
          const current = after.get(valueKey(id, start));
          if (!current) return [];
          return [entryOf(dataIdOf(startupId, id, start), id, current, previousValue(afterHistory, id, start), collected.get(id)!.metric.unitOfMeasure.unitType !== 'DATE')];
        });
        await metricsTimeline().insertTimelineItem(tx, ctx.incubator.id, { startupId, kind: 'DATA_SUBMITTED', createdBy: viewer.userId, dueDate, periodStart: start, payload: { entries } });
      } else {
        const changed = changes.filter((c) => periodKey(c.span) === periodKey(span) && before.get(valueKey(c.metricId, start))?.value !== (c.value ?? undefined));
        if (changed.length === 0) continue;
        await metricsTimeline().markDataSubmissionEdited(tx, startupId, start, viewer.userId);
        await metricsTimeline().insertTimelineItem(tx, ctx.incubator.id, {
          startupId,
          kind: 'DATA_SUBMITTED_UPDATE',
          createdBy: viewer.userId,
          dueDate,
          periodStart: start,
          payload: { entries: changed.map((c) => ({ dataId: c.dataId, metricId: c.metricId })) },
        });
      }
    }

    // Forms with nothing left to fill are submitted; their metrics task completes (MET-09, issue 6 item 2).
    for (const form of pending) {
      if (form.dueAt.getTime() > now.getTime()) continue;
      if ((await unfilledPeriodCount(tx, startupId, monthIndexOfDate(form.periodMonth)!)) > 0) continue;
      await tx.update(pendingDataForms).set({ status: 'SUBMITTED', closedAt: sql`now()`, closedBy: viewer.userId }).where(eq(pendingDataForms.id, form.id));
      await completeMetricsTask(tx, form.id, effects);
    }

    if (submittedFirstTime) {
      const staff = await tx.select({ userId: userAssignedStartups.userId }).from(userAssignedStartups).where(eq(userAssignedStartups.startupId, startupId));
      const created = await insertNotification(tx, ctx.incubator.id, {
        type: 'updatedMetrics',
        message: `${startup.name} updated its metrics`,
        url: `/startup/${startupId}/file/metrics`,
        actorUserId: viewer.userId,
        startupId,
        recipientUserIds: staff.map((s) => s.userId).filter((id) => id !== viewer.userId),
      });
      if (created) effects.notifications.push(created);
    }
    return { saved: true, failures: [], periods: await periodsFor(tx, startupId, collected, [...spans.values()], timeZone) };
  });
  await flushTaskEffects(ctx, effects);
  return outcome;
}

/** The views of the given periods, with their current values. */
async function periodsFor(tx: Tx, startupId: string, collected: Map<string, CollectedMetric>, spans: readonly PeriodSpan[], timeZone: string): Promise<MetricPeriodView[]> {
  if (spans.length === 0) return [];
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.length - b.length);
  const values = await storedValues(tx, startupId, [...collected.keys()], sorted[0]!.start);
  return sorted.map((span) => {
    return periodView(startupId, { span, metricIds: metricsOfSpan(collected, span) }, collected, values, timeZone);
  });
}

/** The collected metrics a period asks for: same period length, and collected by the period's end. */
function metricsOfSpan(collected: ReadonlyMap<string, CollectedMetric>, span: PeriodSpan): string[] {
  return [...collected.entries()].filter(([, c]) => c.length === span.length && periodEnd(span) >= c.fromMonth).map(([id]) => id);
}
