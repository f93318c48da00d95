/**
 * The metric report export (issue 6 item 6; D2 §9 export types and states): exportMetricReport records a job (queued)
 * and hands it to the job runner (`metrics.export`); the job (export-jobs.ts) writes the CSV or XLSX file row by row as
 * it reads the values (report-writers.ts, D-100), stores it and completes. The client polls exportJob(id).
 */
import { EXPORT_FORMATS, calendarDateIn, safeTimeZone } from '@hatchery/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { metricValues, programs, startupPrograms, startups } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import type { EffectContext } from '../notifications/index.js';
import { validationError } from '../../core/errors.js';
import { registerExportJob, runExportJob, startExportJob, type ExportFormat, type ExportJobView } from './export-jobs.js';
import { dateText, monthDate, monthIndexAt } from './metric-periods.js';
import { loadMetricViews, localized, unitLabel } from './metric-views.js';
import { requirePortfolioViewer } from './metrics-access.js';
import type { Cell } from './report-writers.js';

export type { ExportFormat, ExportJobView } from './export-jobs.js';
export { exportJob, myExportJobs } from './export-jobs.js';

export const METRIC_EXPORT_JOB = 'metrics.export';
const STARTUPS_PER_STEP = 50;
const REPORT_HEADER: readonly Cell[] = ['Startup', 'Metric', 'Category', 'Unit', 'Period start', 'Period end', 'Value'];

interface ExportParams {
  programId: string | null;
  /** First and last month (YYYY-MM-01) of the periods to include. */
  fromMonth: string;
  toMonth: string;
  /** 'all', or the startups METRICS/EDIT:VIEW covers for the requester. */
  startupIds: 'all' | string[];
}

/** Starts an export of the metric values of the startups in scope (a program's, or all), periods from…to (default: the last 12 months). */
export async function exportMetricReport(
  ctx: AppContext,
  input: { format: ExportFormat; programId?: string | null; from?: Date | null; to?: Date | null },
): Promise<ExportJobView> {
  const { viewer, startupIds } = await requirePortfolioViewer(ctx);
  if (!(EXPORT_FORMATS as readonly string[]).includes(input.format)) throw validationError('format: csv or xlsx');
  const timeZone = safeTimeZone(ctx.incubator.timezone);
  const now = new Date();
  const toMonth = monthIndexAt(input.to ?? now, timeZone);
  const fromMonth = input.from ? monthIndexAt(input.from, timeZone) : toMonth - 11;
  if (fromMonth > toMonth) throw validationError('from: must not be after to');
  if (toMonth - fromMonth > 12 * 20) throw validationError('from: at most 20 years at once');
  const programId = input.programId ?? null;
  if (programId !== null && !isUuid(programId)) throw validationError('programId: Unknown program');
  const params: ExportParams = {
    programId,
    fromMonth: monthDate(fromMonth),
    toMonth: monthDate(toMonth),
    startupIds: startupIds === 'all' ? 'all' : [...startupIds],
  };
  if (programId) {
    const [program] = await ctx.data.run((tx) => tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1));
    if (!program) throw validationError('programId: Unknown program');
  }
  return startExportJob(ctx, { viewerId: viewer.userId, exportType: 'metrics', format: input.format, params: { ...params }, jobName: METRIC_EXPORT_JOB }, runMetricExport);
}

/** The metric report job: the values of the startups in scope, startup by startup (export-jobs.ts stores the file). */
export async function runMetricExport(ctx: EffectContext, id: string): Promise<void> {
  await runExportJob(ctx, id, async (job) => {
    const params = job.params as unknown as ExportParams;
    const timeZone = safeTimeZone(ctx.incubator.timezone);
    const language = ctx.incubator.defaultLanguage;
    const scope = await ctx.data.run(async (tx) => {
      const rows = await tx
        .select({ id: startups.id, name: startups.name })
        .from(startups)
        .where(
          and(
            params.programId ? inArray(startups.id, tx.select({ id: startupPrograms.startupId }).from(startupPrograms).where(eq(startupPrograms.programId, params.programId))) : undefined,
            params.startupIds === 'all' ? undefined : inArray(startups.id, params.startupIds.length ? params.startupIds : ['00000000-0000-0000-0000-000000000000']),
          ),
        )
        .orderBy(asc(startups.name), asc(startups.id));
      return { startups: rows, metrics: await loadMetricViews(tx) };
    });
    return {
      fileName: `metrics-report-${dateText(calendarDateIn(new Date(), timeZone))}.${job.format}`,
      sheetName: 'Metrics',
      header: REPORT_HEADER,
      async writeRows(write, progress) {
        let rowCount = 0;
        for (let i = 0; i < scope.startups.length; i += STARTUPS_PER_STEP) {
          const chunk = scope.startups.slice(i, i + STARTUPS_PER_STEP);
          const names = new Map(chunk.map((s) => [s.id, s.name]));
          const values = await ctx.data.run((tx) =>
            tx
              .select()
              .from(metricValues)
              .where(
                and(
                  inArray(metricValues.startupId, chunk.map((s) => s.id)),
                  gte(metricValues.periodStart, params.fromMonth),
                  lte(metricValues.periodStart, params.toMonth),
                ),
              )
              .orderBy(asc(metricValues.periodStart)),
          );
          const ordered = values.sort(
            (a, b) =>
              chunk.findIndex((s) => s.id === a.startupId) - chunk.findIndex((s) => s.id === b.startupId) ||
              (scope.metrics.get(a.metricId)?.position ?? 0) - (scope.metrics.get(b.metricId)?.position ?? 0) ||
              a.periodStart.localeCompare(b.periodStart),
          );
          for (const v of ordered) {
            const metric = scope.metrics.get(v.metricId);
            if (!metric) continue;
            const value: Cell = metric.unitOfMeasure.unitType === 'DATE' ? (v.dateValue ? dateText(calendarDateIn(v.dateValue, timeZone)) : v.value) : (v.numericValue ?? v.value);
            await write([
              names.get(v.startupId) ?? '',
              localized(metric.name, language),
              metric.category ? localized(metric.category.name, language) : null,
              unitLabel(metric),
              v.periodStart,
              v.periodEnd,
              value,
            ]);
            rowCount += 1;
          }
          await progress((i + chunk.length) / Math.max(1, scope.startups.length));
        }
        return rowCount;
      },
    };
  });
}

/** Registers the metric report job with the runner (main.ts). */
export function registerMetricExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  registerExportJob(runner, deps, METRIC_EXPORT_JOB, runMetricExport);
}
