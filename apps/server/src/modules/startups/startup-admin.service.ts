/**
 * Startup management (issue 14 item 1): create, edit the profile, archive, restore and delete. The root rule lets the
 * staff roles in (startups.policy.ts); the row-level checks here need the loaded startup: the viewer must see it
 * (a startup outside a Sub-Admin's programs is NotFound, never Forbidden, so its existence is not revealed), the
 * name needs STARTUP:NAME_EDIT on it, deletion STARTUP:DELETE on it.
 */
import {
  calendarDateIn,
  createStartupSchema,
  foundedInFuture,
  LOGO_CONTENT_TYPES,
  PORTFOLIO_MESSAGES,
  type RoleType,
  safeTimeZone,
  STARTUP_LOGO,
  startupProfileSchema,
  STARTUP_SOCIAL_LINKS,
  type StartupProfileValues,
} from '@hatchery/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, industries, startupIndustries, startups, userAssignedStartups, type StartupInfo } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { createFileStore, fileUrl, isLogoPurpose } from '../files/index.js';
import { can, loadActor, loadVisibility, type Actor } from '../permissions/index.js';
import { mayEditStartup, readStartupAccess, type StartupAccess } from './startup-access.js';
import { notifyStartupProfileChanged } from './startup-profile-port.js';

export interface StartupRef {
  _id: string;
  name: string;
}

const notFound = () => notFoundError('Startup not found');

/**
 * The roles that manage the startups they see (D-116): the administrators, Staff and the Sub-Admin (whose sight is
 * their programs and assignments). The seeded Staff role stores no startup key, so the role type decides for them;
 * the keys (STARTUP:CONNECTIONS_EDIT, STARTUP:NAME_EDIT) extend the rights to other and custom roles.
 */
const STARTUP_MANAGERS: readonly RoleType[] = ['Admin', 'AdminCoach', 'Staff', 'SubAdmin'];

/** Archive, restore and the people: a managing role, or STARTUP:CONNECTIONS_EDIT on it. */
export function mayManageStartup(viewer: Viewer, actor: Actor, access: StartupAccess): boolean {
  if (!access.sees) return false;
  return STARTUP_MANAGERS.includes(viewer.roleType) || can(actor, 'STARTUP:CONNECTIONS_EDIT', { startupIds: [access.id] });
}

/** The name: a managing role, or STARTUP:NAME_EDIT on it (a cofounder only when their role holds the key). */
export function mayRenameStartup(viewer: Viewer, actor: Actor, access: StartupAccess): boolean {
  if (!access.sees) return false;
  return STARTUP_MANAGERS.includes(viewer.roleType) || can(actor, 'STARTUP:NAME_EDIT', { startupIds: [access.id] });
}

export function mayDeleteStartup(viewer: Viewer, actor: Actor, access: StartupAccess): boolean {
  return access.sees && can(actor, 'STARTUP:DELETE', { startupIds: [access.id] });
}

/** The startup as the viewer may reach it; NotFound when absent or outside their visibility. */
export async function requireStartup(tx: Tx, viewer: Viewer, actor: Actor, startupId: string): Promise<StartupAccess> {
  const access = await readStartupAccess(tx, viewer, actor, startupId);
  if (!access || !access.sees) throw notFound();
  return access;
}

async function assertNameFree(tx: Tx, name: string, exceptId: string | null): Promise<void> {
  const clash = await tx
    .select({ id: startups.id })
    .from(startups)
    .where(and(sql`lower(${startups.name}) = lower(${name})`, exceptId ? ne(startups.id, exceptId) : undefined))
    .limit(1);
  if (clash.length > 0) throw nameTaken();
}

const nameTaken = () => validationError(`name: ${PORTFOLIO_MESSAGES.startupNameTaken}`);

/** The unique index settles what assertNameFree cannot: two writers taking the same name at once (D-161). */
async function writeOrNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * The link of the chosen logo. Only public files serve (D-87), so the logo shows wherever the startup is listed: a
 * logo uploaded for this very startup (purpose and reference startupLogo, D-160), or one of the organisation's logos.
 */
async function logoUrlOf(tx: Tx, fileId: string | null, startupId: string | null): Promise<string | null> {
  if (fileId === null) return null;
  const [file] = isUuid(fileId) ? await tx.select().from(files).where(eq(files.id, fileId)).limit(1) : [];
  const ownLogo = file?.purpose === STARTUP_LOGO && file.referenceType === STARTUP_LOGO && startupId !== null && file.referenceId === startupId;
  if (!file || !(ownLogo || isLogoPurpose(file.purpose))) throw validationError(`logoFileId: ${PORTFOLIO_MESSAGES.logoNotUploaded}`);
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.contentType)) throw validationError(`logoFileId: ${PORTFOLIO_MESSAGES.logoNotAnImage}`);
  return fileUrl(file);
}

const FILE_PATH = /^\/files\/([0-9a-f-]{36})\//i;

/**
 * A replaced or removed logo that was uploaded for this startup goes with the change (its row now, its bytes after the
 * commit); an organisation logo it pointed to stays. Answers the storage key to delete.
 */
async function dropOwnLogo(tx: Tx, ctx: AppContext, actorId: string, startupId: string, url: string | null): Promise<string | null> {
  const fileId = url ? FILE_PATH.exec(url)?.[1] : undefined;
  if (!fileId) return null;
  const [gone] = await tx
    .delete(files)
    .where(and(eq(files.id, fileId), eq(files.purpose, STARTUP_LOGO), eq(files.referenceType, STARTUP_LOGO), eq(files.referenceId, startupId)))
    .returning();
  if (!gone) return null;
  await recordActivity(tx, ctx.incubator.id, actorId, {
    action: 'file.deleted',
    entityType: 'file',
    entityId: gone.id,
    before: { name: gone.originalName, purpose: gone.purpose, referenceType: gone.referenceType, referenceId: gone.referenceId },
  });
  return gone.storageKey;
}

async function assertIndustries(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: industries.id }).from(industries).where(inArray(industries.id, [...ids]));
  if (found.length !== new Set(ids).size) throw validationError('industryIds: unknown industry');
}

function today(ctx: AppContext): string {
  const zone = safeTimeZone(ctx.incubator.timezone);
  const { year, month, day } = calendarDateIn(new Date(), zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The columns a profile input sets (absent keys are left alone). */
async function profileColumns(tx: Tx, ctx: AppContext, value: StartupProfileValues, currentInfo: StartupInfo, startupId: string | null): Promise<Partial<typeof startups.$inferInsert>> {
  if (foundedInFuture(value.foundedOn, today(ctx))) throw validationError(`foundedOn: ${PORTFOLIO_MESSAGES.futureFounding}`);
  const set: Partial<typeof startups.$inferInsert> = {};
  if (value.name !== undefined) set.name = value.name;
  if (value.logoFileId !== undefined) set.logo = await logoUrlOf(tx, value.logoFileId, startupId);
  if (value.oneLiner !== undefined) set.oneLiner = value.oneLiner;
  if (value.description !== undefined) set.description = value.description;
  if (value.stage !== undefined) set.stage = value.stage;
  if (value.foundedOn !== undefined) set.foundedOn = value.foundedOn;
  if (value.location !== undefined) set.location = value.location;
  if (value.teamSize !== undefined) set.teamSize = value.teamSize;
  if (value.website !== undefined || value.socialLinks !== undefined) {
    const info: StartupInfo = { ...currentInfo };
    if (value.website !== undefined) {
      set.website = value.website;
      info.website = value.website;
    }
    for (const key of STARTUP_SOCIAL_LINKS) {
      const link = value.socialLinks?.[key];
      if (link !== undefined) info[key] = link;
    }
    set.info = info;
  }
  return set;
}

async function replaceIndustries(tx: Tx, incubatorId: string, startupId: string, ids: readonly string[]): Promise<void> {
  await assertIndustries(tx, ids);
  await tx.delete(startupIndustries).where(eq(startupIndustries.startupId, startupId));
  if (ids.length > 0) await tx.insert(startupIndustries).values([...new Set(ids)].map((industryId) => ({ incubatorId, startupId, industryId })));
}

/** createStartup: a staff role; a creator whose startup scope is ASSIGNED is assigned to it, so they keep seeing it. */
export async function createStartup(ctx: AppContext, input: unknown): Promise<StartupRef> {
  const viewer = requireViewer(ctx);
  const value = parseInput(createStartupSchema, input);
  const scope = (await loadVisibility(ctx, viewer)).startups;
  const created = await writeOrNameTaken(() => ctx.data.run(async (tx) => {
    await assertNameFree(tx, value.name, null);
    if (value.industryIds) await assertIndustries(tx, value.industryIds);
    const columns = await profileColumns(tx, ctx, value, {}, null);
    const [row] = await tx
      .insert(startups)
      .values({ ...columns, incubatorId: ctx.incubator.id, name: value.name })
      .returning({ _id: startups.id, name: startups.name });
    if (!row) throw new Error('startup insert returned nothing');
    if (value.industryIds) await replaceIndustries(tx, ctx.incubator.id, row._id, value.industryIds);
    if (scope.kind !== 'all') {
      await tx.insert(userAssignedStartups).values({ incubatorId: ctx.incubator.id, userId: viewer.userId, startupId: row._id, assignedBy: viewer.userId });
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startup.created', entityType: 'startup', entityId: row._id, after: { name: row.name } });
    return row;
  }));
  await notifyStartupProfileChanged(ctx, created._id);
  return created;
}

/** updateStartupProfile: whoever edits the startup; the name under STARTUP:NAME_EDIT, industries under INDUSTRIES:STARTUP_EDIT. */
export async function updateStartupProfile(ctx: AppContext, startupId: string, input: unknown): Promise<StartupRef> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFound();
  const value = parseInput(startupProfileSchema, input);
  const actor = await loadActor(ctx, viewer);
  const updated = await writeOrNameTaken(() => ctx.data.run(async (tx) => {
    const access = await requireStartup(tx, viewer, actor, startupId);
    if (!mayEditStartup(viewer, actor, access) && !mayManageStartup(viewer, actor, access)) throw forbiddenError('You may not edit this startup.');
    const [current] = await tx.select().from(startups).where(eq(startups.id, startupId)).limit(1);
    if (!current) throw notFound();
    if (value.name !== undefined && value.name !== current.name) {
      if (!mayRenameStartup(viewer, actor, access)) throw forbiddenError('You may not rename this startup.');
      await assertNameFree(tx, value.name, startupId);
    }
    if (value.industryIds !== undefined) {
      const mayTag = access.member || mayManageStartup(viewer, actor, access) || can(actor, 'INDUSTRIES:STARTUP_EDIT', { startupIds: [startupId] });
      if (!mayTag) throw forbiddenError('You may not change the industries of this startup.');
      await replaceIndustries(tx, ctx.incubator.id, startupId, value.industryIds);
    }
    const set = await profileColumns(tx, ctx, value, current.info, startupId);
    const replacedLogo = set.logo !== undefined && set.logo !== current.logo ? await dropOwnLogo(tx, ctx, viewer.userId, startupId, current.logo) : null;
    const [row] = await tx
      .update(startups)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(startups.id, startupId))
      .returning({ _id: startups.id, name: startups.name });
    if (!row) throw notFound();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'startup.updated',
      entityType: 'startup',
      entityId: startupId,
      before: { name: current.name },
      after: { name: row.name, fields: Object.keys(value).join(',') },
    });
    return { row, replacedLogo };
  }));
  if (updated.replacedLogo) {
    // The row is gone first: bytes left behind by a failed delete are unreachable, never a dangling record.
    const store = createFileStore({ dataDir: ctx.services.config.dataDir, s3: ctx.services.config.s3 });
    await store.delete(updated.replacedLogo).catch((error: unknown) => ctx.log.warn({ err: error }, 'startup logo bytes not deleted'));
  }
  await notifyStartupProfileChanged(ctx, startupId);
  return updated.row;
}

/**
 * Archives or restores a startup in the caller's transaction, with its activity log entry (the caller checked the
 * right to). Used by archiveStartup/restoreStartup and by the bulk archive (modules/batch), so the rule lives once.
 * Null when no such startup; `changed: false` when it already had that status (nothing written).
 */
export async function setStartupArchivedInTx(
  tx: Tx,
  who: { incubatorId: string; actorUserId: string | null },
  startupId: string,
  archived: boolean,
): Promise<{ row: StartupRef; changed: boolean } | null> {
  const status = archived ? 'archived' : 'active';
  const [row] = await tx
    .update(startups)
    .set(archived ? { status, archivedAt: new Date(), updatedAt: new Date() } : { status, archivedAt: null, updatedAt: new Date() })
    .where(and(eq(startups.id, startupId), ne(startups.status, status)))
    .returning({ _id: startups.id, name: startups.name });
  if (!row) {
    const [current] = await tx.select({ _id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
    return current ? { row: current, changed: false } : null;
  }
  await recordActivity(tx, who.incubatorId, who.actorUserId, {
    action: archived ? 'startup.archived' : 'startup.restored',
    entityType: 'startup',
    entityId: startupId,
    after: { name: row.name, status },
  });
  return { row, changed: true };
}

async function setArchived(ctx: AppContext, startupId: string, archived: boolean): Promise<StartupRef> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFound();
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const access = await requireStartup(tx, viewer, actor, startupId);
    if (!mayManageStartup(viewer, actor, access)) throw forbiddenError('You may not archive or restore this startup.');
    const result = await setStartupArchivedInTx(tx, { incubatorId: ctx.incubator.id, actorUserId: viewer.userId }, startupId, archived);
    if (!result) throw notFound();
    return result.row;
  });
}

export const archiveStartup = (ctx: AppContext, startupId: string) => setArchived(ctx, startupId, true);
export const restoreStartup = (ctx: AppContext, startupId: string) => setArchived(ctx, startupId, false);

/** deleteStartup: STARTUP:DELETE on it; its people, enrolments and assignments go with it (cascades). */
export async function deleteStartup(ctx: AppContext, startupId: string): Promise<string> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFound();
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const access = await requireStartup(tx, viewer, actor, startupId);
    if (!mayDeleteStartup(viewer, actor, access)) throw forbiddenError('You may not delete this startup.');
    await tx.delete(startups).where(eq(startups.id, startupId));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startup.deleted', entityType: 'startup', entityId: startupId, before: { name: access.name } });
    return startupId;
  });
}

/** What the viewer may do with one startup (the company tab and /startups/management show only these). */
export interface StartupRights {
  edit: boolean;
  rename: boolean;
  manage: boolean;
  delete: boolean;
}

export async function startupRights(ctx: AppContext, startupId: string): Promise<StartupRights> {
  const none = { edit: false, rename: false, manage: false, delete: false };
  const viewer = ctx.viewer;
  if (!viewer || !isUuid(startupId)) return none;
  const actor = await loadActor(ctx, viewer);
  const access = await ctx.data.run((tx) => readStartupAccess(tx, viewer, actor, startupId));
  if (!access || !access.sees) return none;
  return {
    edit: mayEditStartup(viewer, actor, access) || mayManageStartup(viewer, actor, access),
    rename: mayRenameStartup(viewer, actor, access),
    manage: mayManageStartup(viewer, actor, access),
    delete: mayDeleteStartup(viewer, actor, access),
  };
}
