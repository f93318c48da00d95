/**
 * What one item of the overview's bulk actions does (issue 16 item 3; D-290..D-293), in the caller's transaction (the
 * batch runner's item transaction, modules/batch): move to another round of the same funnel through the one writer of
 * an application's round (round-entry.ts), and add tags. Each answers a refusal the runner records as the item's
 * reason; the whole request's checks (keys, reach, the round, the tags) are the batch start's (application-batch.service).
 * Also the parameter checks that start uses and the scope of the bulk keys.
 */
import { APPLICATION_TAG_KINDS, applicationDecidable } from '@hatchery/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { applicationTags, applications, funnelRounds, funnels, tags, type FunnelRound } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { insertNotification, type CreatedNotification } from '../notifications/index.js';
import { applicationAccess, type ApplicationAccess, type ApplicationKey } from './application-access.js';
import { enterRoundInTx } from './round-entry.js';

export interface BulkItemEnv {
  incubatorId: string;
  actorUserId: string;
}

export type MoveRoundRefusal = 'notFound' | 'alreadyDecided' | 'otherFunnel' | 'alreadyInRound';

/**
 * Moves the application to `roundId` (any round of its funnel, forward or back) with that round's entry status and a
 * history row; the applicant hears of it (changeApplicationStatus). Drafts, decided and archived applications stay.
 */
export async function moveApplicationToRoundInTx(
  tx: Tx,
  env: BulkItemEnv,
  applicationId: string,
  params: { roundId: string; reason?: string | null },
): Promise<{ ok: true; notifications: CreatedNotification[] } | { ok: false; refusal: MoveRoundRefusal }> {
  const [application] = await tx.select().from(applications).where(eq(applications.id, applicationId)).limit(1).for('update');
  if (!application) return { ok: false, refusal: 'notFound' };
  if (!applicationDecidable(application.status) || application.archivedAt || !application.roundId) return { ok: false, refusal: 'alreadyDecided' };
  const [round]: FunnelRound[] = await tx.select().from(funnelRounds).where(eq(funnelRounds.id, params.roundId)).limit(1);
  if (!round) return { ok: false, refusal: 'notFound' };
  if (round.funnelId !== application.funnelId) return { ok: false, refusal: 'otherFunnel' };
  if (round.id === application.roundId) return { ok: false, refusal: 'alreadyInRound' };
  const updated = await enterRoundInTx(tx, application, round, { reason: params.reason ?? null, actorId: env.actorUserId });
  const [funnel] = await tx.select({ name: funnels.name }).from(funnels).where(eq(funnels.id, application.funnelId)).limit(1);
  await recordActivity(tx, env.incubatorId, env.actorUserId, {
    action: 'application.movedRound',
    entityType: 'application',
    entityId: application.id,
    before: { status: application.status, roundId: application.roundId },
    after: { status: updated.status, roundId: round.id },
  });
  const notification = await insertNotification(tx, env.incubatorId, {
    type: 'changeApplicationStatus',
    message: `Your application to ${funnel?.name ?? 'the call'} moved to ${round.name}.`,
    url: '/applications-manager',
    actorUserId: env.actorUserId,
    applicationId: application.id,
    recipientUserIds: [application.applicantUserId],
  });
  return { ok: true, notifications: notification ? [notification] : [] };
}

/** Whether every id names a tag an application can carry (APPLICATION_TAG_KINDS) in this tenant (RLS). */
export async function applicationTagsUsable(tx: Tx, tagIds: readonly string[]): Promise<boolean> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return false;
  const [row] = await tx.select({ n: count() }).from(tags).where(and(inArray(tags.id, unique), inArray(tags.kind, [...APPLICATION_TAG_KINDS])));
  return (row?.n ?? 0) === unique.length;
}

/** Adds the tags to the application, keeping those it has (a bulk tag never removes one). */
export async function addApplicationTagsInTx(tx: Tx, env: BulkItemEnv, applicationId: string, tagIds: readonly string[]): Promise<'notFound' | 'tagUnavailable' | null> {
  const [application] = await tx.select({ id: applications.id }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!application) return 'notFound';
  if (!(await applicationTagsUsable(tx, tagIds))) return 'tagUnavailable';
  await tx
    .insert(applicationTags)
    .values([...new Set(tagIds)].map((tagId) => ({ incubatorId: env.incubatorId, applicationId, tagId, createdBy: env.actorUserId })))
    .onConflictDoNothing();
  return null;
}

/** A round of this tenant (RLS) whose funnel the scope reaches; null otherwise (unknown, another tenant's, out of reach). */
export async function roundInScope(tx: Tx, scope: Set<string> | null, roundId: string): Promise<FunnelRound | null> {
  const [round] = await tx.select().from(funnelRounds).where(eq(funnelRounds.id, roundId)).limit(1);
  if (!round || (scope !== null && !scope.has(round.funnelId))) return null;
  return round;
}

/**
 * The funnels where the viewer holds every key named (D-290): null = all of them; an empty set = none. An 'all' key
 * leaves the other's scope; two 'assigned' keys meet in the funnels both reach (the same staff scope).
 */
export async function bulkScope(ctx: AppContext, keys: readonly ApplicationKey[]): Promise<{ access: ApplicationAccess; funnels: Set<string> | null }> {
  const all = await Promise.all(keys.map((key) => applicationAccess(ctx, key)));
  const limits = all.map((a) => a.staffFunnels).filter((f): f is Set<string> => f !== null);
  const funnels = limits.length === 0 ? null : new Set([...limits[0]!].filter((id) => limits.every((l) => l.has(id))));
  return { access: all[0] ?? (await applicationAccess(ctx)), funnels };
}

/** Applications of the tenant (RLS) among these ids within the scope: how many there are. */
export async function countInScope(tx: Tx, scope: Set<string> | null, applicationIds: readonly string[]): Promise<number> {
  const where = scope === null ? inArray(applications.id, [...applicationIds]) : and(inArray(applications.id, [...applicationIds]), inArray(applications.funnelId, [...scope]));
  const [row] = await tx.select({ n: count() }).from(applications).where(where);
  return row?.n ?? 0;
}
