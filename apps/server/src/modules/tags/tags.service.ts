/**
 * Tags of the ten kinds of /taxonomy/tags/* (issue 14 item 6): list, create, rename and recolour, merge, delete; and
 * the tags of a startup or a user, replaced wholesale on save (ENT-13). A name is unique per kind ignoring case
 * (the unique index decides; the pre-check only gives the friendlier message). Bad input changes nothing. Every
 * change writes the activity log in its own transaction, like the other administrative changes (D-162).
 */
import {
  STARTUP_TAG_KINDS,
  TAGS_PER_RECORD_MAX,
  TAXONOMY_MESSAGES,
  USER_TAG_KINDS,
  tagColorSchema,
  tagKindSchema,
  tagNameSchema,
  type TagKind,
} from '@hatchery/domain';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { incubatorFeatureFlags, startupPeople, startups, startupTags, tags, users, userTags, type Tag } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { changedFields, recordActivity } from '../activity/index.js';
import { can, isAdminGroup, loadActor, NOT_ALLOWED_MESSAGE } from '../permissions/index.js';

export interface TagView {
  _id: string;
  kind: TagKind;
  name: string;
  color: string | null;
  /** Startups and users carrying the tag (what a merge or a delete touches). */
  usageCount: number;
}

const toView = (row: Tag, usageCount = 0): TagView => ({ _id: row.id, kind: row.kind, name: row.name, color: row.color, usageCount });

const listSchema = z.object({ kind: tagKindSchema, search: z.string().trim().max(100).optional() });

/** The tags of one kind, by name, with how many startups and users carry each. */
export async function listTags(ctx: AppContext, raw: { kind: string; search?: string | null }): Promise<TagView[]> {
  requireViewer(ctx);
  const input = parseInput(listSchema, { kind: raw.kind, search: raw.search ?? undefined });
  return ctx.data.run(async (tx) => {
    const rows = await tx
      .select()
      .from(tags)
      .where(and(eq(tags.kind, input.kind), input.search ? ilike(tags.name, likePattern(input.search)) : undefined))
      .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
    const usage = await usageCounts(tx, rows.map((r) => r.id));
    return rows.map((row) => toView(row, usage.get(row.id) ?? 0));
  });
}

async function usageCounts(tx: Tx, ids: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (ids.length === 0) return result;
  const onStartups = await tx.select({ id: startupTags.tagId, n: count() }).from(startupTags).where(inArray(startupTags.tagId, [...ids])).groupBy(startupTags.tagId);
  const onUsers = await tx.select({ id: userTags.tagId, n: count() }).from(userTags).where(inArray(userTags.tagId, [...ids])).groupBy(userTags.tagId);
  for (const { id, n } of [...onStartups, ...onUsers]) result.set(id, (result.get(id) ?? 0) + Number(n));
  return result;
}

const createSchema = z.object({ kind: tagKindSchema, name: tagNameSchema, color: tagColorSchema.nullable().optional() });

async function assertNameFree(tx: Tx, kind: TagKind, name: string, exceptId?: string): Promise<void> {
  const sameName = and(eq(tags.kind, kind), sql`lower(${tags.name}) = lower(${name})`);
  const [clash] = await tx.select({ id: tags.id }).from(tags).where(exceptId ? and(sameName, ne(tags.id, exceptId)) : sameName).limit(1);
  if (clash) throw validationError(`name: ${TAXONOMY_MESSAGES.tagTaken}`);
}

/** A write whose unique violation (two requests racing for one name) answers the same message as the pre-check. */
function tagWrite<T>(ctx: AppContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.data.run(fn).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw validationError(`name: ${TAXONOMY_MESSAGES.tagTaken}`);
    throw error;
  });
}

async function findTag(tx: Tx, id: string, field = 'id'): Promise<Tag> {
  // Another tenant's tag is invisible here (RLS), so it answers exactly like an unknown one.
  if (!isUuid(id)) throw validationError(`${field}: ${TAXONOMY_MESSAGES.tagNotFound}`);
  const [row] = await tx.select().from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw notFoundError(TAXONOMY_MESSAGES.tagNotFound);
  return row;
}

export async function createTag(ctx: AppContext, raw: { kind: unknown; name: unknown; color?: unknown }): Promise<TagView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(createSchema, raw);
  return tagWrite(ctx, async (tx) => {
    await assertNameFree(tx, input.kind, input.name);
    const [row] = await tx.insert(tags).values({ incubatorId: ctx.incubator.id, kind: input.kind, name: input.name, color: input.color ?? null }).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'tag.created', entityType: 'tag', entityId: row!.id, after: { kind: row!.kind, name: row!.name, color: row!.color } });
    return toView(row!);
  });
}

const updateSchema = z.object({ id: z.string(), name: tagNameSchema.optional(), color: tagColorSchema.nullable().optional() });

/** Rename and/or recolour; a null colour goes back to the neutral one, an absent one is kept. */
export async function updateTag(ctx: AppContext, raw: { id: unknown; name?: unknown; color?: unknown }): Promise<TagView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(updateSchema, raw);
  return tagWrite(ctx, async (tx) => {
    const current = await findTag(tx, input.id);
    if (input.name !== undefined) await assertNameFree(tx, current.kind, input.name, current.id);
    const changes = { ...(input.name !== undefined ? { name: input.name } : {}), ...(input.color !== undefined ? { color: input.color } : {}) };
    if (Object.keys(changes).length === 0) return toView(current, (await usageCounts(tx, [current.id])).get(current.id) ?? 0);
    const [row] = await tx.update(tags).set({ ...changes, updatedAt: new Date() }).where(eq(tags.id, current.id)).returning();
    const diff = changedFields({ name: current.name, color: current.color }, changes);
    if (Object.keys(diff.after).length > 0) {
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'tag.updated', entityType: 'tag', entityId: current.id, before: { kind: current.kind, ...diff.before }, after: diff.after });
    }
    return toView(row!, (await usageCounts(tx, [current.id])).get(current.id) ?? 0);
  });
}

/**
 * Merges `tagId` into `intoTagId` (same kind): every startup and user carrying the source carries the target
 * instead (once), then the source is deleted — one transaction, so a failure leaves both tags as they were.
 */
export async function mergeTags(ctx: AppContext, raw: { tagId: unknown; intoTagId: unknown }): Promise<TagView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ tagId: z.string(), intoTagId: z.string() }), raw);
  if (input.tagId === input.intoTagId) throw validationError(`intoTagId: ${TAXONOMY_MESSAGES.mergeIntoItself}`);
  return ctx.data.run(async (tx) => {
    const source = await findTag(tx, input.tagId, 'tagId');
    const target = await findTag(tx, input.intoTagId, 'intoTagId');
    if (source.kind !== target.kind) throw validationError(`intoTagId: ${TAXONOMY_MESSAGES.mergeKinds}`);
    await tx.execute(sql`
      insert into startup_tags (incubator_id, startup_id, tag_id)
      select incubator_id, startup_id, ${target.id} from startup_tags where tag_id = ${source.id}
      on conflict do nothing`);
    await tx.execute(sql`
      insert into user_tags (incubator_id, user_id, tag_id)
      select incubator_id, user_id, ${target.id} from user_tags where tag_id = ${source.id}
      on conflict do nothing`);
    await tx.delete(tags).where(eq(tags.id, source.id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'tag.merged',
      entityType: 'tag',
      entityId: target.id,
      before: { id: source.id, kind: source.kind, name: source.name },
      after: { id: target.id, name: target.name },
    });
    return toView(target, (await usageCounts(tx, [target.id])).get(target.id) ?? 0);
  });
}

/** Deletes a tag; the startups and users carrying it lose it (cascade). */
export async function deleteTag(ctx: AppContext, raw: { id: unknown }): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ id: z.string() }), raw);
  return ctx.data.run(async (tx) => {
    const current = await findTag(tx, input.id);
    await tx.delete(tags).where(eq(tags.id, current.id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'tag.deleted', entityType: 'tag', entityId: current.id, before: { kind: current.kind, name: current.name, color: current.color } });
    return true;
  });
}

const tagIdsSchema = z.array(z.string()).max(TAGS_PER_RECORD_MAX, TAXONOMY_MESSAGES.tooMany);

/** What is wrong with the tags named by `ids`: one not of the tenant (or no id), one not of `kinds`; null when none. */
async function tagIdsProblem(tx: Tx, ids: readonly string[], kinds: readonly TagKind[]): Promise<'tagNotFound' | 'tagWrongKind' | null> {
  if (ids.some((id) => !isUuid(id))) return 'tagNotFound';
  if (ids.length === 0) return null;
  const rows = await tx.select({ id: tags.id, kind: tags.kind }).from(tags).where(inArray(tags.id, [...ids]));
  if (rows.length !== ids.length) return 'tagNotFound';
  return rows.some((r) => !kinds.includes(r.kind)) ? 'tagWrongKind' : null;
}

/** The tags named by `ids`, all of which must exist in the tenant and be of one of `kinds`. */
async function resolveTagIds(tx: Tx, ids: readonly string[], kinds: readonly TagKind[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const problem = await tagIdsProblem(tx, wanted, kinds);
  if (problem) throw validationError(`tagIds: ${TAXONOMY_MESSAGES[problem]}`);
  return wanted;
}

/** Whether every id names a tag a startup can carry (kinds startup or other): the one rule, one-by-one and bulk. */
export async function startupTagsUsable(tx: Tx, tagIds: readonly string[]): Promise<boolean> {
  return (await tagIdsProblem(tx, [...new Set(tagIds)], STARTUP_TAG_KINDS)) === null;
}

/**
 * Adds tags to a startup in the caller's transaction, keeping those it has (the bulk tag action; the caller checked
 * the right to tag it). False, and nothing written, when a tag is not one a startup can carry.
 */
export async function addStartupTagsInTx(tx: Tx, incubatorId: string, startupId: string, tagIds: readonly string[]): Promise<boolean> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0 || (await tagIdsProblem(tx, wanted, STARTUP_TAG_KINDS))) return false;
  await tx
    .insert(startupTags)
    .values(wanted.map((tagId) => ({ incubatorId, startupId, tagId })))
    .onConflictDoNothing();
  return true;
}

async function flagOn(tx: Tx, name: string): Promise<boolean> {
  const [row] = await tx.select({ activated: incubatorFeatureFlags.activated }).from(incubatorFeatureFlags).where(eq(incubatorFeatureFlags.flagName, name)).limit(1);
  return row?.activated ?? false;
}

/**
 * ENT-13: the startup's tags become exactly `tagIds` (kinds startup or other). TAGS:STARTUP_EDIT for this startup
 * (criterion assigned: the viewer's startups), or a member of the startup while startupTaxonomyEditable is on.
 */
export async function setStartupTags(ctx: AppContext, raw: { startupId: unknown; tagIds: unknown }): Promise<{ _id: string; name: string }> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ startupId: z.string(), tagIds: tagIdsSchema }), raw);
  if (!isUuid(input.startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const [startup] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, input.startupId)).limit(1);
    if (!startup) throw notFoundError('Startup not found');
    if (!isAdminGroup(viewer.roleType) && !can(actor, 'TAGS:STARTUP_EDIT', { startupIds: [startup.id] })) {
      const [member] = await tx
        .select({ id: startupPeople.id })
        .from(startupPeople)
        .where(and(eq(startupPeople.startupId, startup.id), eq(startupPeople.userId, viewer.userId)))
        .limit(1);
      if (!member || !(await flagOn(tx, 'startupTaxonomyEditable'))) throw forbiddenError(NOT_ALLOWED_MESSAGE);
    }
    const ids = await resolveTagIds(tx, input.tagIds, STARTUP_TAG_KINDS);
    const removed = await tx.delete(startupTags).where(eq(startupTags.startupId, startup.id)).returning({ tagId: startupTags.tagId });
    if (ids.length > 0) await tx.insert(startupTags).values(ids.map((tagId) => ({ incubatorId: ctx.incubator.id, startupId: startup.id, tagId })));
    await recordTagsSet(tx, ctx, viewer.userId, 'startup', startup.id, removed.map((r) => r.tagId), ids);
    return { _id: startup.id, name: startup.name };
  });
}

/**
 * ENT-13 for users: the user's tags of `kinds` become exactly `tagIds`; tags of other kinds stay (the profile page
 * saves its skills without touching the tags staff put on the person).
 */
export async function replaceUserTags(tx: Tx, incubatorId: string, userId: string, tagIds: readonly string[], kinds: readonly TagKind[]): Promise<void> {
  const ids = await resolveTagIds(tx, tagIds, kinds);
  const ofKinds = tx.select({ id: tags.id }).from(tags).where(inArray(tags.kind, [...kinds]));
  await tx.delete(userTags).where(and(eq(userTags.userId, userId), inArray(userTags.tagId, ofKinds)));
  if (ids.length > 0) await tx.insert(userTags).values(ids.map((tagId) => ({ incubatorId, userId, tagId })));
}

/** A user's tags (kinds user, mentortag, community, skills, topic, other) become exactly `tagIds`. */
export async function setUserTags(ctx: AppContext, raw: { userId: unknown; tagIds: unknown }): Promise<{ _id: string; fullName: string }> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ userId: z.string(), tagIds: tagIdsSchema }), raw);
  if (!isUuid(input.userId)) throw notFoundError('User not found');
  return ctx.data.run(async (tx) => {
    const [user] = await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user) throw notFoundError('User not found');
    const ofKinds = tx.select({ id: tags.id }).from(tags).where(inArray(tags.kind, [...USER_TAG_KINDS]));
    const had = await tx.select({ tagId: userTags.tagId }).from(userTags).where(and(eq(userTags.userId, user.id), inArray(userTags.tagId, ofKinds)));
    await replaceUserTags(tx, ctx.incubator.id, user.id, input.tagIds, USER_TAG_KINDS);
    await recordTagsSet(tx, ctx, viewer.userId, 'user', user.id, had.map((r) => r.tagId), [...new Set(input.tagIds)]);
    return { _id: user.id, fullName: user.fullName };
  });
}

/** One log entry per save of a record's tags, naming the tags it had and has; nothing when the set is unchanged. */
async function recordTagsSet(tx: Tx, ctx: AppContext, actorId: string, owner: 'startup' | 'user', ownerId: string, had: readonly string[], has: readonly string[]): Promise<void> {
  const before = [...new Set(had)].sort();
  const after = [...new Set(has)].sort();
  if (before.join() === after.join()) return;
  const names = new Map((await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.id, [...new Set([...before, ...after])]))).map((r) => [r.id, r.name]));
  const named = (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id);
  await recordActivity(tx, ctx.incubator.id, actorId, {
    action: owner === 'startup' ? 'startup.tags_set' : 'user.tags_set',
    entityType: owner,
    entityId: ownerId,
    before: { tags: named(before) },
    after: { tags: named(after) },
  });
}

export interface RecordTag {
  ownerId: string;
  _id: string;
  kind: TagKind;
  name: string;
  color: string | null;
}

/** The tags of these startups or users, by name: one statement for any number of records. */
export async function loadRecordTags(tx: Tx, owner: 'startup' | 'user', ids: readonly string[]): Promise<RecordTag[]> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return [];
  const link = owner === 'startup' ? startupTags : userTags;
  const ownerColumn = owner === 'startup' ? startupTags.startupId : userTags.userId;
  return tx
    .select({ ownerId: ownerColumn, _id: tags.id, kind: tags.kind, name: tags.name, color: tags.color })
    .from(link)
    .innerJoin(tags, eq(tags.id, link.tagId))
    .where(inArray(ownerColumn, wanted))
    .orderBy(asc(tags.kind), asc(sql`lower(${tags.name})`));
}
