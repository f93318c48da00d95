/**
 * The startup file's Applications tab (D-387): the applications that belong to the startup (applications.startup_id —
 * the one an acceptance linked or created, and the later ones filed for it). Two views of the same rows:
 * - staff holding an Application key (a staff-group viewer whose APPLICATION:VIEW_ALL reaches them, or an administrator):
 *   the applications they reach (application-access.ts), with the call, program, status, round and submitted date;
 * - the startup's own people (startup_people): every submitted application of their startup, with the applicant-safe
 *   status only (applicantStatus: no round, no scores, no reviewers — what /applications-manager shows an applicant).
 * Anyone else who sees the startup (a mentor, an evaluator) is refused; a startup the viewer does not see, or another
 * tenant's, answers like an unknown id.
 */
import { applicantStatus, isInRoleGroup, type ApplicantStatus, type ApplicationStatus } from '@hatchery/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import { applications, funnelRounds, funnels, programs } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadActor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { applicationAccess, applicationCriterion, readableApplicationsCondition } from './application-access.js';

export interface StartupApplicationRow {
  id: string;
  funnelName: string;
  programName: string | null;
  /** Staff only; null in the founders' view. */
  status: ApplicationStatus | null;
  applicantStatus: ApplicantStatus;
  /** Staff only; null in the founders' view. */
  roundName: string | null;
  submittedAt: Date | null;
}

export interface StartupApplications {
  /** Which view: 'staff' (full) or 'founder' (applicant-safe). */
  view: 'staff' | 'founder';
  results: StartupApplicationRow[];
}

const NOT_FOUND = 'startupId: Startup not found';

export async function startupApplications(ctx: AppContext, startupId: string): Promise<StartupApplications> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError(NOT_FOUND);
  const actor = await loadActor(ctx, viewer);
  const criterion = applicationCriterion(viewer, actor, 'APPLICATION:VIEW_ALL');
  const staff = criterion !== null && isInRoleGroup(viewer.roleType, 'staff');
  const access = staff ? await applicationAccess(ctx) : null;
  return ctx.data.run(async (tx) => {
    const startup = await readStartupAccess(tx, viewer, actor, startupId);
    if (!startup?.sees) throw notFoundError(NOT_FOUND);
    if (!staff && !startup.member) throw forbiddenError('You may not see the applications of this startup.');
    const conditions = [eq(applications.startupId, startup.id), ne(applications.status, 'draft')];
    const reach = access ? readableApplicationsCondition(access) : null;
    if (reach) conditions.push(reach);
    const rows = await tx
      .select({
        id: applications.id,
        status: applications.status,
        archivedAt: applications.archivedAt,
        submittedAt: applications.submittedAt,
        funnelName: funnels.name,
        programName: programs.name,
        roundName: funnelRounds.name,
      })
      .from(applications)
      .innerJoin(funnels, eq(funnels.id, applications.funnelId))
      .leftJoin(programs, eq(programs.id, funnels.programId))
      .leftJoin(funnelRounds, eq(funnelRounds.id, applications.roundId))
      .where(and(...conditions))
      .orderBy(sql`${applications.submittedAt} desc nulls last`, sql`${applications.id} desc`)
      .limit(200);
    return {
      view: staff ? 'staff' : 'founder',
      results: rows.map((r) => ({
        id: r.id,
        funnelName: r.funnelName,
        programName: r.programName ?? null,
        status: staff ? r.status : null,
        applicantStatus: applicantStatus(r),
        roundName: staff ? (r.roundName ?? null) : null,
        submittedAt: r.submittedAt,
      })),
    };
  });
}
