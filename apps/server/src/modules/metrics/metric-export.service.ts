/**
 * The metric report export (issue 6 item 6; D2 §9 export types and states): exportMetricReport records a job (queued)
 * and hands it to the job runner (`metrics.export`; BullMQ with REDIS_URL, else in-process); the job writes the CSV or
 * XLSX file row by row as it reads the values (report-writers.ts, D-100), reporting progress as it goes, stores it as a file of the tenant (`/files/<id>/<name>`, referenceType
 * `exportJob`: a kind with no file reference entry, so the requester who uploaded it and administrators read it, D-87),
 * and completes. The client polls exportJob(id). A failure is recorded as `failed` with a message.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EXPORT_FORMATS, isInRoleGroup, calendarDateIn, safeTimeZone } from '@hatchery/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { exportJobs, files, incubators, metricValues, programs, startupPrograms, startups, type ExportJob, type ExportJobState } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { tenantData, type AppContext, type AppServices } from '../../http/context.js';
import { jobRunnerFor, type JobRunner } from '../../jobs/index.js';
import { createFileStore, storageKeyFor } from '../files/index.js';
import { fileUrl } from '../files/index.js';
import type { EffectContext } from '../notifications/index.js';
import { validationError } from '../../core/errors.js';
import { dateText, monthDate, monthIndexAt } from './metric-periods.js';
import { loadMetricViews, localized, unitLabel } from './metric-views.js';
import { requirePortfolioViewer } from './metrics-access.js';
import { csvWriter, xlsxWriter, type Cell } from './report-writers.js';

export const METRIC_EXPORT_JOB = 'metrics.export';
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
const STARTUPS_PER_STEP = 50;
const REPORT_HEADER: readonly Cell[] = ['Startup', 'Metric', 'Category', 'Unit', 'Period start', 'Period end', 'Value'];

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportJobView {
  id: string;
  exportType: string;
  format: ExportFormat;
  state: ExportJobState;
  progress: number;
  fileName: string | null;
  url: string | null;
  rowCount: number | null;
  error: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

interface ExportParams {
  programId: string | null;
  /** First and last month (YYYY-MM-01) of the periods to include. */
  fromMonth: string;
  toMonth: string;
  /** 'all', or the startups METRICS/EDIT:VIEW covers for the requester. */
  startupIds: 'all' | string[];
}

function toView(ctx: AppContext, job: ExportJob): ExportJobView {
  return {
    id: job.id,
    exportType: job.exportType,
    format: job.format,
    state: job.state,
    progress: job.progress,
    fileName: job.fileName,
    url: job.fileId && job.fileName ? fileUrl({ id: job.fileId, originalName: job.fileName }, ctx) : null,
    rowCount: job.rowCount,
    error: job.error,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
  };
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
  const job = await ctx.data.run(async (tx) => {
    if (programId) {
      const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
      if (!program) throw validationError('programId: Unknown program');
    }
    const [created] = await tx
      .insert(exportJobs)
      .values({ incubatorId: ctx.incubator.id, requestedBy: viewer.userId, exportType: 'metrics', format: input.format, params: { ...params } })
      .returning();
    return created!;
  });
  const runner = jobRunnerFor(ctx.services.config);
  if (runner) {
    await runner.enqueue(METRIC_EXPORT_JOB, { incubatorId: ctx.incubator.id, exportJobId: job.id }, { jobId: `export-${job.id}` });
  } else {
    // No runner bound (a bare app in tests): the same work, in this process, after the answer.
    setImmediate(() => void runMetricExport(ctx, job.id));
  }
  return toView(ctx, job);
}

/** The export job, for the person who asked for it (or an administrator). */
export async function exportJob(ctx: AppContext, id: string): Promise<ExportJobView> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Export not found');
  const [job] = await ctx.data.run((tx) => tx.select().from(exportJobs).where(eq(exportJobs.id, id)).limit(1));
  if (!job || (job.requestedBy !== viewer.userId && !isInRoleGroup(viewer.roleType, 'admin'))) throw notFoundError('Export not found');
  return toView(ctx, job);
}

async function setProgress(ctx: EffectContext, id: string, progress: number): Promise<void> {
  await ctx.data.run((tx) => tx.update(exportJobs).set({ progress }).where(eq(exportJobs.id, id)));
}

/** The job: builds the file, step by step (progress), stores it and completes the job. Idempotent once completed. */
export async function runMetricExport(ctx: EffectContext, id: string): Promise<void> {
  const [job] = await ctx.data.run((tx) =>
    tx
      .update(exportJobs)
      .set({ state: 'in progress', progress: 0 })
      .where(and(eq(exportJobs.id, id), inArray(exportJobs.state, ['queued', 'in progress'])))
      .returning(),
  );
  if (!job) return;
  let tempDir: string | null = null;
  let out: WriteStream | null = null;
  try {
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
    const format = job.format;
    const fileName = `metrics-report-${dateText(calendarDateIn(new Date(), timeZone))}.${format}`;
    const fileId = randomUUID();
    const storageKey = storageKeyFor(ctx.incubator.id, fileId);
    // The file is written row by row to a temporary file, then stored: no step holds the whole report in memory.
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'hatchery-export-'));
    const tempFile = path.join(tempDir, fileName);
    out = createWriteStream(tempFile, { flags: 'wx' });
    const writer = format === 'xlsx' ? xlsxWriter(out, 'Metrics') : csvWriter(out);
    await writer.write(REPORT_HEADER);
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
        await writer.write([
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
      await setProgress(ctx, id, Math.min(90, Math.round(((i + chunk.length) / Math.max(1, scope.startups.length)) * 90)));
    }
    await writer.finish();
    const { size } = await stat(tempFile);
    const store = createFileStore({ dataDir: ctx.services.config.dataDir, s3: ctx.services.config.s3 });
    await store.putFile(storageKey, tempFile, CONTENT_TYPES[format]);
    await ctx.data.run(async (tx) => {
      await tx.insert(files).values({
        id: fileId,
        incubatorId: ctx.incubator.id,
        uploadedBy: job.requestedBy,
        purpose: 'export',
        storageKey,
        originalName: fileName,
        contentType: CONTENT_TYPES[format],
        sizeBytes: size,
        referenceType: 'exportJob',
        referenceId: id,
      });
      await tx
        .update(exportJobs)
        .set({ state: 'completed', progress: 100, fileId, fileName, rowCount, completedAt: sql`now()` })
        .where(eq(exportJobs.id, id));
    });
  } catch (error) {
    ctx.log.error({ err: error, exportJobId: id }, 'metric export failed');
    await ctx.data
      .run((tx) => tx.update(exportJobs).set({ state: 'failed', error: 'The export could not be written. Try again later.' }).where(eq(exportJobs.id, id)))
      .catch(() => undefined);
  } finally {
    out?.destroy();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

/** Registers the export job with the runner (main.ts): it finds its tenant from the payload. */
export function registerMetricExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  runner.define(METRIC_EXPORT_JOB, async (payload) => {
    const incubatorId = String(payload.incubatorId ?? '');
    const exportJobId = String(payload.exportJobId ?? '');
    if (!isUuid(incubatorId) || !isUuid(exportJobId)) return;
    const [incubator] = await deps.db.registry((tx) => tx.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1));
    if (!incubator) return;
    await runMetricExport({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubatorId) }, exportJobId);
  });
}
