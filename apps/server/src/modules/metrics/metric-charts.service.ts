/**
 * Charts (issue 6 item 6): one startup's series per metric (for its metrics page), and a portfolio comparison of a
 * program's startups on one metric for one period, with the change against the period before.
 */
import { safeTimeZone } from '@hatchery/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { metricValues, programs, startupPrograms, startups } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { validationError } from '../../core/errors.js';
import { collectedMetrics } from './metric-data.js';
import { monthDate, monthIndexAt, monthIndexOfDate, periodInstants, periodLength, periodStartOf } from './metric-periods.js';
import { loadMetricViews, type MetricView } from './metric-views.js';
import { requireMetricsViewer, requirePortfolioViewer } from './metrics-access.js';

export const MAX_SERIES_METRICS = 50;

export interface MetricPointView {
  from: Date;
  to: Date;
  value: string;
  numericValue: number | null;
  dateValue: Date | null;
}

export interface MetricSeriesView {
  metric: MetricView;
  points: MetricPointView[];
}

export interface PortfolioMetricValueView {
  startup: { _id: string; name: string };
  from: Date;
  to: Date;
  value: string | null;
  numericValue: number | null;
  previousValue: string | null;
  diff: number | null;
  change: number | null;
}

/** A startup's values per metric, oldest first (default: the metrics it reports, the last 12 months). */
export async function startupMetricSeries(
  ctx: AppContext,
  input: { startupId: string; metricIds?: readonly string[] | null; from?: Date | null; to?: Date | null },
): Promise<MetricSeriesView[]> {
  const { startup } = await requireMetricsViewer(ctx, input.startupId);
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const toMonth = monthIndexAt(input.to ?? new Date(), timeZone);
  const fromMonth = input.from ? monthIndexAt(input.from, timeZone) : toMonth - 11;
  if (fromMonth > toMonth) throw validationError('from: must not be after to');
  const requested = input.metricIds ? [...new Set(input.metricIds)] : null;
  if (requested && (requested.length > MAX_SERIES_METRICS || !requested.every(isUuid))) throw validationError(`metricIds: at most ${MAX_SERIES_METRICS} metric ids`);
  return ctx.data.run(async (tx) => {
    const metrics = requested ? await loadMetricViews(tx, requested) : new Map([...(await collectedMetrics(tx, startup.id)).entries()].map(([id, c]) => [id, c.metric]));
    if (metrics.size === 0) return [];
    const rows = await tx
      .select()
      .from(metricValues)
      .where(
        and(
          eq(metricValues.startupId, startup.id),
          inArray(metricValues.metricId, [...metrics.keys()]),
          gte(metricValues.periodStart, monthDate(fromMonth - 11)),
          lte(metricValues.periodStart, monthDate(toMonth)),
        ),
      )
      .orderBy(asc(metricValues.periodStart));
    return [...metrics.values()].map((metric) => {
      const length = periodLength(metric.trackingRecurrence.amount, metric.trackingRecurrence.type);
      const points = rows
        .filter((r) => r.metricId === metric._id)
        .flatMap((r) => {
          const start = monthIndexOfDate(r.periodStart)!;
          // A period counts when it overlaps the range.
          if (start + length - 1 < fromMonth || start > toMonth) return [];
          return [{ ...periodInstants({ start, length }, timeZone), value: r.value, numericValue: r.numericValue, dateValue: r.dateValue }];
        });
      return { metric, points };
    });
  });
}

/**
 * The startups of a program (or every startup) on one metric, for the metric's period containing `periodFrom`:
 * their values and the change against the previous period; highest first, startups without a value last. Limited to
 * the startups METRICS/EDIT:VIEW covers.
 */
export async function portfolioMetric(ctx: AppContext, input: { metricId: string; programId?: string | null; periodFrom: Date }): Promise<PortfolioMetricValueView[]> {
  const { startupIds } = await requirePortfolioViewer(ctx);
  if (!isUuid(input.metricId)) throw notFoundError('Metric not found');
  if (input.programId != null && !isUuid(input.programId)) throw notFoundError('Program not found');
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  return ctx.data.run(async (tx) => {
    const metric = (await loadMetricViews(tx, [input.metricId])).get(input.metricId);
    if (!metric) throw notFoundError('Metric not found');
    if (input.programId) {
      const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, input.programId)).limit(1);
      if (!program) throw notFoundError('Program not found');
    }
    const length = periodLength(metric.trackingRecurrence.amount, metric.trackingRecurrence.type);
    const start = periodStartOf(monthIndexAt(input.periodFrom, timeZone), length);
    const span = periodInstants({ start, length }, timeZone);
    const scope = startupIds === 'all' ? null : [...startupIds];
    if (scope && scope.length === 0) return [];
    const list = await tx
      .select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(
        and(
          input.programId ? inArray(startups.id, tx.select({ id: startupPrograms.startupId }).from(startupPrograms).where(eq(startupPrograms.programId, input.programId))) : undefined,
          scope ? inArray(startups.id, scope) : undefined,
        ),
      )
      .orderBy(asc(startups.name));
    if (list.length === 0) return [];
    const values = await tx
      .select()
      .from(metricValues)
      .where(
        and(
          eq(metricValues.metricId, metric._id),
          inArray(metricValues.startupId, list.map((s) => s.id)),
          inArray(metricValues.periodStart, [monthDate(start), monthDate(start - length)]),
        ),
      );
    const byKey = new Map(values.map((v) => [`${v.startupId}|${v.periodStart}`, v]));
    const result = list.map((s) => {
      const current = byKey.get(`${s.id}|${monthDate(start)}`);
      const previous = byKey.get(`${s.id}|${monthDate(start - length)}`);
      const diff = current?.numericValue != null && previous?.numericValue != null ? current.numericValue - previous.numericValue : null;
      const change = diff !== null && previous?.numericValue ? Number(((diff / Math.abs(previous.numericValue)) * 100).toFixed(2)) : null;
      return {
        startup: { _id: s.id, name: s.name },
        ...span,
        value: current?.value ?? null,
        numericValue: current?.numericValue ?? null,
        previousValue: previous?.value ?? null,
        diff,
        change,
      };
    });
    return result.sort((a, b) => (b.numericValue ?? Number.NEGATIVE_INFINITY) - (a.numericValue ?? Number.NEGATIVE_INFINITY) || a.startup.name.localeCompare(b.startup.name));
  });
}
