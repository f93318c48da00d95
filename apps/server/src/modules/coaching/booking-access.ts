/**
 * Who may book whom for which startup (issue 17 item 2; D-395): staff (the staff role group) book any host of the
 * tenant for any startup; a founder-side viewer books only for a startup they belong to (startup_people), and only a
 * host assigned to that startup (user_assigned_startups, the mentors module's assignments). Another tenant's ids find
 * nothing (RLS), so they answer like unknown ones.
 */
import { BOOKING_MESSAGES, COACHING_MESSAGES, isInRoleGroup } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { startupPeople, startups, userAssignedStartups } from '../../db/schema/index.js';
import { forbiddenError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';

export interface BookingStartup {
  id: string;
  name: string;
}

/** The startup of this tenant, or "startupId: …" (bad, unknown and another tenant's ids alike). */
export async function loadStartup(tx: Tx, startupId: string | null | undefined, field = 'startupId'): Promise<BookingStartup> {
  if (!startupId || !isUuid(startupId)) throw validationError(`${field}: ${BOOKING_MESSAGES.startupNotFound}`);
  const [row] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  if (!row) throw validationError(`${field}: ${BOOKING_MESSAGES.startupNotFound}`);
  return row;
}

export async function isStartupMember(tx: Tx, startupId: string, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: startupPeople.id }).from(startupPeople)
    .where(and(eq(startupPeople.startupId, startupId), eq(startupPeople.userId, userId))).limit(1);
  return rows.length > 0;
}

export async function isAssignedHost(tx: Tx, startupId: string, hostUserId: string): Promise<boolean> {
  const rows = await tx.select({ id: userAssignedStartups.id }).from(userAssignedStartups)
    .where(and(eq(userAssignedStartups.startupId, startupId), eq(userAssignedStartups.userId, hostUserId))).limit(1);
  return rows.length > 0;
}

/** Staff, or a member of the startup (founder side). */
export async function requireStartupSide(ctx: AppContext, tx: Tx, startup: BookingStartup): Promise<'staff' | 'member'> {
  const viewer = requireViewer(ctx);
  if (isInRoleGroup(viewer.roleType, 'staff')) return 'staff';
  if (isInRoleGroup(viewer.roleType, 'founderSide') && (await isStartupMember(tx, startup.id, viewer.userId))) return 'member';
  throw forbiddenError(BOOKING_MESSAGES.notMember);
}

/** The booking right for (host, startup): staff any host; a member only a host assigned to the startup. */
export async function requireBookingRight(ctx: AppContext, tx: Tx, hostUserId: string, startup: BookingStartup): Promise<'staff' | 'member'> {
  const side = await requireStartupSide(ctx, tx, startup);
  if (side === 'member' && !(await isAssignedHost(tx, startup.id, hostUserId))) throw forbiddenError(BOOKING_MESSAGES.notAssigned);
  return side;
}

/** freeSlots for a founder-side viewer: the host must be assigned to a startup of theirs, named by startupId. */
export async function authorizeBookingRead(ctx: AppContext, hostId: string | null | undefined, startupId: string | null): Promise<string> {
  // No startup of theirs named: a founder-side viewer reaches no host's slots (refused as before booking existed).
  if (!startupId) throw forbiddenError(BOOKING_MESSAGES.notMember);
  if (!hostId || !isUuid(hostId)) throw validationError(`hostId: ${COACHING_MESSAGES.hostNotFound}`);
  await ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, startupId);
    await requireBookingRight(ctx, tx, hostId, startup);
  });
  return hostId;
}
