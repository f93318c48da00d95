/**
 * The overview's export (issue 16 item 3; D-295): the selected applications, or every application a filter matches,
 * as CSV or XLSX through the export jobs of modules/metrics (export-jobs.ts, polled with exportJob(id)). Behind the
 * plan gate "bulk application export" (Forbidden with the plan message while it is closed) and APPLICATION:EXPORT:
 * the request fixes the ids — selected ids must all be in the key's reach (another tenant's or one out of reach
 * refuses the whole request, like a bulk decision); a filter reads within that reach — and the job writes one row per
 * application, a slice at a time.
 */
import { APPLICATIONS_MESSAGES as M, calendarDateIn, EXPORT_FORMATS, MAX_BATCH_ITEMS, safeTimeZone, type ExportFormat } from '@hatchery/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import type { Database } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { applications, applicationTags, funnelRounds, funnels, tags, users } from '../../db/schema/index.js';
import type { AppContext, AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { registerExportJob, runExportJob, startExportJob, type Cell, type ExportJobView } from '../metrics/index.js';
import { planFeatureIsOn } from '../milestones/index.js';
import type { EffectContext } from '../notifications/index.js';
import { planGatedError } from '../permissions/index.js';
import { customFieldExportColumns } from '../custom-fields/index.js';
import { countInScope } from './application-bulk.service.js';
import { applicationAccess } from './application-access.js';
import { applicationFilterSchema, filterConditions } from './overview.service.js';

export const APPLICATIONS_EXPORT_JOB = 'applications.export';
/** The most rows one export writes (a filter matching more is cut at the newest this many). */
export const APPLICATIONS_EXPORT_MAX = 20000;
const SLICE = 200;
const HEADER: readonly Cell[] = ['Application', 'Applicant', 'E-mail', 'Call', 'Round', 'Status', 'Source', 'Tags', 'Submitted', 'Decided', 'Created'];

const inputSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'csv or xlsx' }),
  applicationIds: z.array(z.string().refine(isUuid, M.applicationNotFound)).max(MAX_BATCH_ITEMS).nullish(),
  filter: applicationFilterSchema.nullish(),
});

/** exportApplications(applicationIds | filter, format): queues the export; poll exportJob(id). */
export async function exportApplications(ctx: AppContext, raw: unknown): Promise<ExportJobView> {
  const input = parseInput(inputSchema, raw);
  const access = await applicationAccess(ctx, 'APPLICATION:EXPORT');
  const scope = access.staffFunnels;
  if (scope !== null && scope.size === 0) throw forbiddenError('You may not export applications.');
  if (!(await ctx.data.run((tx) => planFeatureIsOn(tx, 'bulkApplicationExport')))) throw planGatedError();
  let applicationIds: string[];
  if (input.applicationIds && input.applicationIds.length > 0) {
    applicationIds = [...new Set(input.applicationIds)];
    if ((await ctx.data.run((tx) => countInScope(tx, scope, applicationIds))) !== applicationIds.length) throw notFoundError(`applicationIds: ${M.applicationNotFound}`);
  } else if (input.filter) {
    const where = and(...filterConditions(access, input.filter));
    const rows = await ctx.data.run((tx) =>
      tx.select({ id: applications.id }).from(applications).where(where).orderBy(desc(applications.createdAt), desc(applications.id)).limit(APPLICATIONS_EXPORT_MAX),
    );
    applicationIds = rows.map((r) => r.id);
  } else {
    throw validationError(`applicationIds: ${M.selectionOrFilter}`);
  }
  return startExportJob(
    ctx,
    { viewerId: access.viewer.userId, exportType: 'applications', format: input.format as ExportFormat, params: { applicationIds }, jobName: APPLICATIONS_EXPORT_JOB },
    runApplicationsExport,
  );
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function runApplicationsExport(ctx: EffectContext, id: string): Promise<void> {
  await runExportJob(ctx, id, async (job) => {
    const ids = (job.params as { applicationIds?: string[] }).applicationIds ?? [];
    const today = calendarDateIn(new Date(), safeTimeZone(ctx.incubator.timezone));
    // Application fields as columns by slug (issue 15 item 7): only staff export (APPLICATION:EXPORT in a staff scope),
    // so every field goes in, as in a staff member's portfolio export.
    const custom = await ctx.data.run((tx) => customFieldExportColumns(tx, 'application', 'Staff'));
    return {
      fileName: `applications-${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}.${job.format}`,
      sheetName: 'Applications',
      header: [...HEADER, ...custom.slugs],
      async writeRows(write, progress) {
        let written = 0;
        for (let i = 0; i < ids.length; i += SLICE) {
          const slice = ids.slice(i, i + SLICE);
          const [rows, cells] = await ctx.data.run(async (tx) => [
            await tx
              .select({
                id: applications.id,
                title: applications.title,
                applicant: users.fullName,
                email: users.email,
                call: funnels.name,
                round: funnelRounds.name,
                status: applications.status,
                source: applications.source,
                tags: sql<string | null>`(select string_agg(t.name, ', ' order by lower(t.name)) from ${applicationTags} at join ${tags} t on t.id = at.tag_id where at.application_id = ${applications.id})`,
                submittedAt: applications.submittedAt,
                decidedAt: applications.decidedAt,
                createdAt: applications.createdAt,
              })
              .from(applications)
              .innerJoin(funnels, eq(funnels.id, applications.funnelId))
              .leftJoin(funnelRounds, eq(funnelRounds.id, applications.roundId))
              .leftJoin(users, eq(users.id, applications.applicantUserId))
              .where(inArray(applications.id, slice)),
            await custom.cells(tx, slice),
          ] as const);
          // In the order the request fixed (newest first for a filter, the selection's order otherwise).
          const byId = new Map(rows.map((r) => [r.id, r]));
          for (const applicationId of slice) {
            const r = byId.get(applicationId);
            if (!r) continue;
            written += 1;
            await write([r.title, r.applicant, r.email, r.call, r.round, r.status, r.source, r.tags, iso(r.submittedAt), iso(r.decidedAt), iso(r.createdAt), ...(cells.get(applicationId) ?? [])]);
          }
          await progress((i + SLICE) / Math.max(1, ids.length));
        }
        return written;
      },
    };
  });
}

/** Registers the applications export job with the runner (main.ts). */
export function registerApplicationsExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  registerExportJob(runner, deps, APPLICATIONS_EXPORT_JOB, runApplicationsExport);
}
