/**
 * Export jobs (D2 §9 export types and states), shared by every export (the metric report, the portfolio list):
 * `startExportJob` records a job (queued) and hands it to the job runner by name (BullMQ with REDIS_URL, else
 * in-process); `runExportJob` writes the CSV or XLSX file row by row (report-writers.ts, D-100) to a temporary file,
 * reporting progress, stores it as a file of the tenant (`/files/<id>/<name>`, referenceType `exportJob`: the
 * requester and administrators read it, D-87) and completes. The client polls exportJob(id). A failure is recorded as
 * `failed` with a message.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EXPORT_FORMATS} from '@hatchery/domain';
import { isInRoleGroup } from '@hatchery/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { exportJobs, files, incubators, type ExportJob, type ExportJobState } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { tenantData, type AppContext, type AppServices } from '../../http/context.js';
import { jobRunnerFor, type JobRunner } from '../../jobs/index.js';
import { createFileStore, fileUrl, storageKeyFor } from '../files/index.js';
import type { EffectContext } from '../notifications/index.js';
import { csvWriter, xlsxWriter, type Cell } from './report-writers.js';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

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

/** What one kind of export writes: the file's name, its sheet, the header, then its rows (returns how many). */
export interface ExportBody {
  fileName: string;
  sheetName: string;
  header: readonly Cell[];
  writeRows(write: (row: readonly Cell[]) => Promise<void>, progress: (done: number) => Promise<void>): Promise<number>;
}

export function toExportJobView(ctx: Pick<AppContext, 'incubator'>, job: ExportJob): ExportJobView {
  return {
    id: job.id,
    exportType: job.exportType,
    format: job.format,
    state: job.state,
    progress: job.progress,
    fileName: job.fileName,
    url: job.fileId && job.fileName ? fileUrl({ id: job.fileId, originalName: job.fileName }, ctx as AppContext) : null,
    rowCount: job.rowCount,
    error: job.error,
    createdAt: job.createdAt,
    completedAt: job.completedAt,
  };
}

/** Records the job and queues it by name; with no runner bound (a bare app in tests) runs `run` after the answer. */
export async function startExportJob(
  ctx: AppContext,
  input: { viewerId: string; exportType: string; format: ExportFormat; params: Record<string, unknown>; jobName: string },
  run: (ctx: EffectContext, id: string) => Promise<void>,
): Promise<ExportJobView> {
  const [job] = await ctx.data.run((tx) =>
    tx
      .insert(exportJobs)
      .values({ incubatorId: ctx.incubator.id, requestedBy: input.viewerId, exportType: input.exportType, format: input.format, params: input.params })
      .returning(),
  );
  const runner = jobRunnerFor(ctx.services.config);
  if (runner) {
    await runner.enqueue(input.jobName, { incubatorId: ctx.incubator.id, exportJobId: job!.id }, { jobId: `export-${job!.id}` });
  } else {
    setImmediate(() => void run(ctx, job!.id));
  }
  return toExportJobView(ctx, job!);
}

/** The export job, for the person who asked for it (or an administrator). */
export async function exportJob(ctx: AppContext, id: string): Promise<ExportJobView> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Export not found');
  const [job] = await ctx.data.run((tx) => tx.select().from(exportJobs).where(eq(exportJobs.id, id)).limit(1));
  if (!job || (job.requestedBy !== viewer.userId && !isInRoleGroup(viewer.roleType, 'admin'))) throw notFoundError('Export not found');
  return toExportJobView(ctx, job);
}

/** The viewer's latest exports listed (newest first): an export history, not an archive. */
export const MY_EXPORT_JOBS_SHOWN = 50;

/**
 * The exports the viewer asked for, newest first (/account/exports): every kind (metrics, startups, events,
 * applications, forms) records its run here, each with its state and, once done, the file signed for the viewer.
 */
export async function myExportJobs(ctx: AppContext): Promise<ExportJobView[]> {
  const viewer = requireViewer(ctx);
  const jobs = await ctx.data.run((tx) =>
    tx.select().from(exportJobs).where(eq(exportJobs.requestedBy, viewer.userId)).orderBy(desc(exportJobs.createdAt), desc(exportJobs.id)).limit(MY_EXPORT_JOBS_SHOWN),
  );
  return jobs.map((job) => toExportJobView(ctx, job));
}

async function setProgress(ctx: EffectContext, id: string, progress: number): Promise<void> {
  await ctx.data.run((tx) => tx.update(exportJobs).set({ progress }).where(eq(exportJobs.id, id)));
}

/** Claims the job, writes its file as `prepare` describes, stores it and completes the job. Idempotent once completed. */
export async function runExportJob(ctx: EffectContext, id: string, prepare: (job: ExportJob) => Promise<ExportBody>): Promise<void> {
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
    const body = await prepare(job);
    const format = job.format;
    const fileName = body.fileName;
    const fileId = randomUUID();
    const storageKey = storageKeyFor(ctx.incubator.id, fileId);
    // The file is written row by row to a temporary file, then stored: no step holds the whole report in memory.
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'hatchery-export-'));
    const tempFile = path.join(tempDir, fileName);
    out = createWriteStream(tempFile, { flags: 'wx' });
    const writer = format === 'xlsx' ? await xlsxWriter(out, body.sheetName) : csvWriter(out);
    await writer.write(body.header);
    const rowCount = await body.writeRows(
      (row) => writer.write(row),
      (done) => setProgress(ctx, id, Math.min(90, Math.round(done * 90))),
    );
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
    ctx.log.error({ err: error, exportJobId: id, exportType: job.exportType }, 'export failed');
    await ctx.data
      .run((tx) => tx.update(exportJobs).set({ state: 'failed', error: 'The export could not be written. Try again later.' }).where(eq(exportJobs.id, id)))
      .catch(() => undefined);
  } finally {
    out?.destroy();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

/** Registers an export job by name with the runner (main.ts): it finds its tenant from the payload. */
export function registerExportJob(
  runner: JobRunner,
  deps: { db: Database; services: AppServices; log: EffectContext['log'] },
  jobName: string,
  run: (ctx: EffectContext, id: string) => Promise<void>,
): void {
  runner.define(jobName, async (payload) => {
    const incubatorId = String(payload.incubatorId ?? '');
    const exportJobId = String(payload.exportJobId ?? '');
    if (!isUuid(incubatorId) || !isUuid(exportJobId)) return;
    const [incubator] = await deps.db.registry((tx) => tx.select().from(incubators).where(eq(incubators.id, incubatorId)).limit(1));
    if (!incubator) return;
    await run({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubatorId) }, exportJobId);
  });
}
