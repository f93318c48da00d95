/**
 * Who reaches a coaching session and what they may do with it (issue 17 item 3; D-440). Readers: its hosts, the people
 * of its startup (startup_people), and internal-group people holding a Coaching session key (COACHING_SESSION:DELETE
 * or EXPORT, D2 §6.1) for its startup — 'assigned' criteria reach only their assigned startups. Anyone else, another
 * tenant's viewer and an unknown id all get the same NotFound, so the answer tells nothing. Managers (edit, reschedule,
 * cancel, hold, action items): its hosts, and staff-group readers. Private notes: hosts only, each their own.
 */
import { COACHING_SESSION_KEYS, SESSION_MESSAGES, isInRoleGroup } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { coachingSessionHosts, coachingSessions, type CoachingSessionRow } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { can, loadActor, type Actor } from '../permissions/index.js';
import { isStartupMember } from './booking-access.js';

export interface SessionAccess {
  row: CoachingSessionRow;
  hostIds: string[];
  isHost: boolean;
  isMember: boolean;
  canManage: boolean;
}

export const sessionNotFound = (field = 'id') => notFoundError(`${field}: ${SESSION_MESSAGES.sessionNotFound}`);

function holdsSessionKey(actor: Actor, startupId: string): boolean {
  const resource = { startupIds: [startupId] };
  return can(actor, COACHING_SESSION_KEYS.delete, resource) || can(actor, COACHING_SESSION_KEYS.export, resource);
}

/** The viewer's actor, loaded before the transaction (it may open its own). */
export const sessionActor = (ctx: AppContext): Promise<Actor> => loadActor(ctx, requireViewer(ctx));

/**
 * The session as the viewer reaches it, or NotFound. `forUpdate` locks the row (every write path), so two changes of
 * one session queue instead of interleaving their changelog.
 */
export async function reachSession(ctx: AppContext, tx: Tx, actor: Actor, id: unknown, options: { forUpdate?: boolean } = {}): Promise<SessionAccess> {
  const viewer = requireViewer(ctx);
  if (typeof id !== 'string' || !isUuid(id)) throw sessionNotFound();
  const query = tx.select().from(coachingSessions).where(eq(coachingSessions.id, id));
  const [row] = options.forUpdate ? await query.for('update').limit(1) : await query.limit(1);
  if (!row) throw sessionNotFound();
  const hostIds = (await tx.select({ userId: coachingSessionHosts.userId }).from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, row.id))).map((h) => h.userId);
  const isHost = hostIds.includes(viewer.userId);
  const isMember = !isHost && isInRoleGroup(viewer.roleType, 'founderSide') && (await isStartupMember(tx, row.startupId, viewer.userId));
  const keyReader = isInRoleGroup(viewer.roleType, 'internal') && holdsSessionKey(actor, row.startupId);
  if (!isHost && !isMember && !keyReader) throw sessionNotFound();
  const canManage = isHost || (keyReader && isInRoleGroup(viewer.roleType, 'staff'));
  return { row, hostIds, isHost, isMember, canManage };
}

/** As reachSession, and the viewer may change it (else Forbidden: they may read it, so it is no secret that it exists). */
export async function manageSession(ctx: AppContext, tx: Tx, actor: Actor, id: unknown): Promise<SessionAccess> {
  const access = await reachSession(ctx, tx, actor, id, { forUpdate: true });
  if (!access.canManage) throw forbiddenError(SESSION_MESSAGES.notManager);
  return access;
}

/** A manager's write on a session that must still be scheduled (not held, cancelled or no show). */
export function requireScheduled(access: SessionAccess, field = 'id'): void {
  if (access.row.status !== 'scheduled') throw validationErrorFor(field, SESSION_MESSAGES.notScheduled);
}

export const validationErrorFor = (field: string, message: string) => validationError(`${field}: ${message}`);
