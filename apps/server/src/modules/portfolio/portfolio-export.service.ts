/**
 * The portfolio list as CSV or XLSX (issue 14 item 3) through the export jobs of modules/metrics (export-jobs.ts,
 * D-100): the request records the ids of every startup of the view in its order — the viewer's visibility and
 * filters as they hold now — and the job writes one row per startup, a slice at a time, with every column.
 */
import { calendarDateIn, EXPORT_FORMATS, safeTimeZone, type ExportFormat as Format, type RoleType } from '@hatchery/domain';
import { validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { Database } from '../../db/contract.js';
import type { AppContext, AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import { customFieldExportColumns } from '../custom-fields/index.js';
import { registerExportJob, runExportJob, startExportJob, type Cell, type ExportJobView } from '../metrics/index.js';
import type { EffectContext } from '../notifications/index.js';
import { entriesByIds, portfolioIds, type PortfolioListInput } from './portfolio-list.service.js';

export const PORTFOLIO_EXPORT_JOB = 'portfolio.export';
const SLICE = 200;
const HEADER: readonly Cell[] = ['Startup', 'Programs', 'Stage', 'Status', 'Industries', 'Tags', 'Mentors', 'Last coaching contact', 'Needs attention', 'Team size', 'Founded', 'Location', 'Added'];

export async function exportPortfolio(ctx: AppContext, input: Omit<PortfolioListInput, 'cursor' | 'limit'> & { format: string }): Promise<ExportJobView> {
  const viewer = requireViewer(ctx);
  if (!(EXPORT_FORMATS as readonly string[]).includes(input.format)) throw validationError('format: csv or xlsx');
  const startupIds = await portfolioIds(ctx, input);
  // The custom-field columns the requester's role may read (D-212), fixed at request time like the startups.
  const roleType = viewer.roleType;
  return startExportJob(
    ctx,
    { viewerId: viewer.userId, exportType: 'startups', format: input.format as Format, params: { startupIds, roleType }, jobName: PORTFOLIO_EXPORT_JOB },
    runPortfolioExport,
  );
}

export async function runPortfolioExport(ctx: EffectContext, id: string): Promise<void> {
  await runExportJob(ctx, id, async (job) => {
    const params = job.params as { startupIds?: string[]; roleType?: RoleType };
    const ids = params.startupIds ?? [];
    // Custom fields as columns by slug (issue 15 item 7); an export queued before they existed reads as a cofounder's.
    const custom = await ctx.data.run((tx) => customFieldExportColumns(tx, 'startup', params.roleType ?? 'Cofounder'));
    const today = calendarDateIn(new Date(), safeTimeZone(ctx.incubator.timezone));
    return {
      fileName: `startups-${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}.${job.format}`,
      sheetName: 'Startups',
      header: [...HEADER, ...custom.slugs],
      async writeRows(write, progress) {
        for (let i = 0; i < ids.length; i += SLICE) {
          const slice = ids.slice(i, i + SLICE);
          const [entries, cells] = await ctx.data.run(async (tx) => [await entriesByIds(tx, slice), await custom.cells(tx, slice)] as const);
          for (const e of entries) {
            await write([
              e.startup.name,
              e.startup.programs.map((p) => p.name).join(', '),
              e.stage,
              e.status,
              e.industries.map((x) => x.name).join(', '),
              e.tags.map((x) => x.name).join(', '),
              e.mentors.map((x) => x.fullName).join(', '),
              e.lastContactAt ? e.lastContactAt.toISOString() : null,
              e.attention.map((a) => a.kind).join(', '),
              e.teamSize,
              e.foundedOn,
              e.location,
              e.startup.createdAt.toISOString(),
              ...(cells.get(e.startup._id) ?? custom.slugs.map(() => null)),
            ]);
          }
          await progress((i + SLICE) / Math.max(1, ids.length));
        }
        return ids.length;
      },
    };
  });
}

/** Registers the portfolio export job with the runner (main.ts). */
export function registerPortfolioExportJob(runner: JobRunner, deps: { db: Database; services: AppServices; log: EffectContext['log'] }): void {
  registerExportJob(runner, deps, PORTFOLIO_EXPORT_JOB, runPortfolioExport);
}
