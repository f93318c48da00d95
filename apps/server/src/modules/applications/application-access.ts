/**
 * Who reads which application (issue 16; docs/contract-applications.md §3.1, D-240). The one rule every application
 * query and mutation of this module uses — the overview, the file, the evaluator's queue, bulk actions and decisions —
 * so a list never shows what the file would refuse.
 *
 * Two ways in:
 * - **staff reach**: an Application key held 'all' (every application), or held 'assigned' by a staff-group viewer
 *   (the applications of the funnels in their scope: programs they run, funnels they created — funnel-access.ts);
 * - **evaluator reach**: an evaluator assignment to the application (not cancelled) and no conflict of interest
 *   recorded for that evaluator and application (evaluation_conflicts). An evaluator with a conflict reads nothing of
 *   the application, even when assigned (the queue shows it withheld with the reason).
 * Applicants read their own applications through the applicant's own types (intake), never through `Application`.
 *
 * Blind review (flag anonymityApplications): a viewer whose only way in is the evaluator reach is an *external
 * evaluator* and never receives the applicant's identity (applicant, startup, title, identity answers, comment
 * authors) — `viewerSeesApplicantIdentity` is the one check every such resolver calls.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { asValue, type BindValue } from '../../db/rendered-statements.js';
import { applications, evaluationConflicts, evaluatorAssignments, funnels, programAdmins, type Application } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { listFeatureFlags } from '../incubator/index.js';
import { loadActor, type Actor } from '../permissions/index.js';

export type ApplicationKey =
  | 'APPLICATION:VIEW_ALL'
  | 'APPLICATION:DELETE'
  | 'APPLICATION:MANAGE'
  | 'APPLICATION:VIEW_FULL_DATA'
  | 'APPLICATION:EXPORT'
  | 'APPLICATION:BULK_ACTIONS'
  | 'APPLICATION:DECIDE_ROUND'
  | 'APPLICATION:DASHBOARD'
  | 'APPLICATION:DRAFT_ACCESS';

/** How the viewer reaches one application: through staff scope, only as an assigned evaluator, or not at all. */
export type ApplicationReach = 'staff' | 'evaluator' | null;

/** 'all', 'assigned', or null when the viewer does not hold the key. Administrators hold every key with 'all'. */
export function applicationCriterion(viewer: Viewer, actor: Actor, key: ApplicationKey): 'all' | 'assigned' | null {
  if (isInRoleGroup(viewer.roleType, 'admin')) return 'all';
  return actor.permissions.get(key) ?? null;
}

/** The funnels a staff-group viewer's 'assigned' Application keys reach: programs they run, funnels they created. */
export async function staffFunnelIds(tx: Tx, userId: string): Promise<Set<string>> {
  const runs = tx.select({ programId: programAdmins.programId }).from(programAdmins).where(eq(programAdmins.userId, userId));
  const rows = await tx
    .select({ id: funnels.id })
    .from(funnels)
    .where(or(inArray(funnels.programId, runs), eq(funnels.createdBy, userId)));
  return new Set(rows.map((r) => r.id));
}

export interface ApplicationAccess {
  viewer: Viewer;
  actor: Actor;
  /** null = every funnel (a key held 'all'); else the funnels of the staff reach (empty for non-staff viewers). */
  staffFunnels: Set<string> | null;
  /** The flag anonymityApplications: external evaluators do not see who applied (false, unread, when staffFunnels is null). */
  blindReview: boolean;
}

const accessCache = new WeakMap<AppContext, Promise<ApplicationAccess>>();

/** The viewer's application scope, once per request (loaded before a service opens its transaction). */
export function applicationAccess(ctx: AppContext, key: ApplicationKey = 'APPLICATION:VIEW_ALL'): Promise<ApplicationAccess> {
  const viewer = requireViewer(ctx);
  // The scope depends on the key asked; VIEW_ALL (the reading key) is the cached common case.
  if (key !== 'APPLICATION:VIEW_ALL') return loadAccess(ctx, viewer, key);
  let found = accessCache.get(ctx);
  if (!found) {
    found = loadAccess(ctx, viewer, key);
    accessCache.set(ctx, found);
  }
  return found;
}

async function loadAccess(ctx: AppContext, viewer: Viewer, key: ApplicationKey): Promise<ApplicationAccess> {
  const actor = await loadActor(ctx, viewer);
  const criterion = applicationCriterion(viewer, actor, key);
  // A viewer who reaches every application reaches each as staff, and blind review only ever hides an application from
  // an evaluator reach (viewerSeesApplicantIdentity, the search): the flag is not read for them (D-532).
  if (criterion === 'all') return { viewer, actor, staffFunnels: null, blindReview: false };
  const [flags, staffFunnels] = await Promise.all([
    listFeatureFlags(ctx),
    criterion === 'assigned' && isInRoleGroup(viewer.roleType, 'staff') ? ctx.data.run((tx) => staffFunnelIds(tx, viewer.userId)) : Promise.resolve(new Set<string>()),
  ]);
  const flag = flags.find((f) => f.name === 'anonymityApplications');
  const blindReview = !!flag && flag.enabled && flag.activated;
  return { viewer, actor, staffFunnels, blindReview };
}

/** The evaluator reach as SQL: an open assignment of the viewer to the application and no recorded conflict. */
export function evaluatorReachCondition(userId: unknown): SQL {
  return sql`exists (select 1 from ${evaluatorAssignments} ea where ea.application_id = ${applications.id} and ea.evaluator_user_id = ${userId} and ea.status <> 'cancelled')
    and not exists (select 1 from ${evaluationConflicts} ec where ec.application_id = ${applications.id} and ec.evaluator_user_id = ${userId})`;
}

/** The SQL condition on `applications` a list uses so it shows exactly what `reachApplication` would let through. */
export function readableApplicationsCondition(access: ApplicationAccess, bind: BindValue = asValue): SQL | undefined {
  if (access.staffFunnels === null) return undefined;
  const evaluator = evaluatorReachCondition(bind('viewerId', access.viewer.userId));
  if (access.staffFunnels.size === 0) return evaluator;
  return sql`(${applications.funnelId} = any(${bind('staffFunnels', [...access.staffFunnels])}::uuid[]) or (${evaluator}))`;
}

/** How the viewer reaches this application (see the file comment). */
export async function reachApplication(tx: Tx, access: ApplicationAccess, application: Pick<Application, 'id' | 'funnelId'>): Promise<ApplicationReach> {
  if (access.staffFunnels === null || access.staffFunnels.has(application.funnelId)) return 'staff';
  const userId = access.viewer.userId;
  const [assigned] = await tx
    .select({ id: evaluatorAssignments.id })
    .from(evaluatorAssignments)
    .where(
      and(
        eq(evaluatorAssignments.applicationId, application.id),
        eq(evaluatorAssignments.evaluatorUserId, userId),
        ne(evaluatorAssignments.status, 'cancelled'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(evaluationConflicts)
            .where(and(eq(evaluationConflicts.applicationId, application.id), eq(evaluationConflicts.evaluatorUserId, userId))),
        ),
      ),
    )
    .limit(1);
  return assigned ? 'evaluator' : null;
}

/** Whether a viewer who reaches an application this way may see who applied (blind review; D-240). */
export function viewerSeesApplicantIdentity(access: ApplicationAccess, reach: ApplicationReach): boolean {
  if (reach === 'staff') return true;
  return reach === 'evaluator' && !access.blindReview;
}

/**
 * The application for a read, or NotFound when it does not exist, is another tenant's (RLS) or is out of the viewer's
 * reach — the three answer alike so ids cannot be probed. Returns the reach for the field resolvers.
 */
export async function readableApplication(tx: Tx, access: ApplicationAccess, id: string, message = 'This application does not exist.'): Promise<{ application: Application; reach: Exclude<ApplicationReach, null> }> {
  if (!isUuid(id)) throw notFoundError(message);
  const [application] = await tx.select().from(applications).where(eq(applications.id, id)).limit(1);
  if (!application) throw notFoundError(message);
  const reach = await reachApplication(tx, access, application);
  if (!reach) throw notFoundError(message);
  return { application, reach };
}

/** Per-request memo of each application's reach, for field resolvers (blind review) that see only the row. */
const reachMemo = new WeakMap<AppContext, Map<string, ApplicationReach>>();

export function rememberReach(ctx: AppContext, applicationId: string, reach: ApplicationReach): void {
  let memo = reachMemo.get(ctx);
  if (!memo) reachMemo.set(ctx, (memo = new Map()));
  memo.set(applicationId, reach);
}

/** The reach of an application this request already resolved; computed (one query) when it did not. */
export async function reachOf(ctx: AppContext, application: Pick<Application, 'id' | 'funnelId'>): Promise<ApplicationReach> {
  const known = reachMemo.get(ctx)?.get(application.id);
  if (known !== undefined) return known;
  const access = await applicationAccess(ctx);
  const reach = await ctx.data.run((tx) => reachApplication(tx, access, application));
  rememberReach(ctx, application.id, reach);
  return reach;
}
