/**
 * The people of a startup (issue 14 item 1): invite a founder by e-mail through the existing invitation flow
 * (identity/accounts inviteUser: a pending Co/Founder, the invitation mail, /acceptinvitation) and remove a person.
 * Who: an administrator or STARTUP:CONNECTIONS_EDIT on the startup, which the viewer must see (else NotFound).
 * This module sits above identity (startups sits below it, D-110), hence its own folder (D-116).
 */
import { founderInvitationSchema, PORTFOLIO_MESSAGES } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { roles, startupPeople, users } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { inviteUser } from '../identity/accounts/index.js';
import { loadActor } from '../permissions/index.js';
import { mayManageStartup, notifyStartupProfileChanged, requireStartup, type StartupSource } from '../startups/index.js';

const startupNotFound = () => notFoundError('Startup not found');

/** The startup, checked: seen by the viewer and managed by them. */
async function managedStartup(ctx: AppContext, startupId: string): Promise<StartupSource> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw startupNotFound();
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const access = await requireStartup(tx, viewer, actor, startupId);
    if (!mayManageStartup(viewer, actor, access)) throw forbiddenError('You may not change the people of this startup.');
    return { _id: access.id, name: access.name };
  });
}

async function attach(ctx: AppContext, startupId: string, userId: string): Promise<void> {
  const viewer = requireViewer(ctx);
  await ctx.data.run(async (tx) => {
    const added = await tx
      .insert(startupPeople)
      .values({ incubatorId: ctx.incubator.id, startupId, userId, personGroup: 'cofounder' })
      .onConflictDoNothing()
      .returning({ id: startupPeople.id });
    if (added.length > 0) {
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startup.person.added', entityType: 'startup', entityId: startupId, after: { userId } });
    }
  });
}

/**
 * inviteStartupFounder: a new address gets a pending Co/Founder account and the invitation mail (a pending one gets a
 * fresh mail); an existing Co/Founder of the tenant is added at once; any other existing account is refused — a
 * founder invitation never changes someone's role.
 */
export async function inviteStartupFounder(ctx: AppContext, startupId: string, input: unknown): Promise<StartupSource> {
  const value = parseInput(founderInvitationSchema, input);
  const startup = await managedStartup(ctx, startupId);
  const found = await ctx.data.run(async (tx) => {
    const [cofounderRole] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.type, 'Cofounder'), eq(roles.isDefault, true))).limit(1);
    const [existing] = await tx
      .select({ id: users.id, status: users.status, passwordHash: users.passwordHash, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.email, value.email))
      .limit(1);
    return { roleId: cofounderRole?.id ?? null, existing };
  });
  if (!found.roleId) throw notFoundError('Role not found');
  const existing = found.existing;
  if (existing && existing.roleType !== 'Cofounder') throw validationError(`email: ${PORTFOLIO_MESSAGES.founderHasOtherRole}`);
  if (existing && !(existing.status === 'pending' && existing.passwordHash === null)) {
    await attach(ctx, startup._id, existing.id);
  } else {
    const invited = await inviteUser(ctx, { email: value.email, firstName: value.firstName, lastName: value.lastName, roleId: found.roleId });
    await attach(ctx, startup._id, invited._id);
  }
  await notifyStartupProfileChanged(ctx, startup._id);
  return startup;
}

/** removeStartupPerson: the person leaves the startup (their account stays). */
export async function removeStartupPerson(ctx: AppContext, startupId: string, userId: string): Promise<StartupSource> {
  const viewer = requireViewer(ctx);
  const startup = await managedStartup(ctx, startupId);
  if (!isUuid(userId)) throw notFoundError('Person not found');
  await ctx.data.run(async (tx) => {
    const removed = await tx
      .delete(startupPeople)
      .where(and(eq(startupPeople.startupId, startup._id), eq(startupPeople.userId, userId)))
      .returning({ id: startupPeople.id });
    if (removed.length === 0) throw notFoundError('Person not found');
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startup.person.removed', entityType: 'startup', entityId: startup._id, before: { userId } });
  });
  return startup;
}
