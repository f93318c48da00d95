/**
 * The mentor directory of /startups/mentors (issue 14 item 5): mentors, coaches and experts with their skills
 * (tags of kind skills), industries (user_industries), capacity (users.mentor_capacity) and current load (the
 * active startups assigned to them); one-by-one assignment to startups, which is what ASSIGNED visibility reads
 * (user_assigned_startups). The list stays within the viewer's user visibility (D1 §6).
 */
import { MENTOR_ROLE_TYPES, TAGS_PER_RECORD_MAX, TAXONOMY_MESSAGES, mentorCapacitySchema, type RoleType } from '@hatchery/domain';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { industries, roles, startups, tags, userAssignedStartups, userIndustries, users, userTags, type Industry } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseArgs, parseInput } from '../../core/input.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { deliverNotifications, insertNotification, type CreatedNotification } from '../notifications/index.js';
import { loadActor, loadVisibility, NOT_ALLOWED_MESSAGE, seesNoUsers } from '../permissions/index.js';
import { replaceUserTags } from '../tags/index.js';
import { mayEditConnections } from './mentors-abilities.js';

export const MENTOR_PAGE_MAX = 100;

export interface MentorEntry {
  user: { _id: string; fullName: string };
  roleType: RoleType;
  capacity: number | null;
  load: number;
  industries: Industry[];
  skills: Array<{ _id: string; kind: 'skills'; name: string; color: string | null }>;
  startups: Array<{ _id: string; name: string }>;
}

export interface MentorPage {
  results: MentorEntry[];
  totalCount: number;
  nextCursor: string | null;
}

const uuidOrUndefined = z.string().refine(isUuid, 'not an id').optional();
const listSchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(MENTOR_ROLE_TYPES as [RoleType, ...RoleType[]]).optional(),
  industryId: uuidOrUndefined,
  tagId: uuidOrUndefined,
  cursor: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(MENTOR_PAGE_MAX).default(25),
});

type Raw<T> = { [K in keyof T]?: T[K] | null };

/** Active startups assigned to the user: the directory's "current load". */
const loadOf = sql<number>`(select count(*) from ${userAssignedStartups} a join ${startups} s on s.id = a.startup_id
  where a.user_id = ${users.id} and s.status = 'active')::int`;

export async function listMentors(
  ctx: AppContext,
  raw: Raw<{ search: string; role: string; industryId: string; tagId: string; cursor: string; limit: number }>,
): Promise<MentorPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(listSchema, raw);
  const offset = decodeCursor(input.cursor);
  const { users: scope } = await loadVisibility(ctx, viewer);
  if (seesNoUsers(scope)) return { results: [], totalCount: 0, nextCursor: null };
  return ctx.data.run(async (tx) => {
    const conditions: SQL[] = [eq(users.status, 'active'), inArray(roles.type, input.role ? [input.role] : [...MENTOR_ROLE_TYPES])];
    if (scope.kind === 'ids') conditions.push(inArray(users.id, [...scope.ids]));
    if (scope.kind === 'roles') conditions.push(inArray(roles.type, [...scope.roles]));
    if (input.search) {
      const pattern = likePattern(input.search);
      conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.expertise, pattern))!);
    }
    if (input.industryId) {
      conditions.push(exists(tx.select({ one: sql`1` }).from(userIndustries).where(and(eq(userIndustries.userId, users.id), eq(userIndustries.industryId, input.industryId)))));
    }
    if (input.tagId) {
      conditions.push(exists(tx.select({ one: sql`1` }).from(userTags).where(and(eq(userTags.userId, users.id), eq(userTags.tagId, input.tagId)))));
    }
    const where = and(...conditions);
    const [total] = await tx.select({ n: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(where);
    const rows = await tx
      .select({ id: users.id, fullName: users.fullName, roleType: roles.type, capacity: users.mentorCapacity, load: loadOf })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(input.limit)
      .offset(offset);
    const totalCount = Number(total?.n ?? 0);
    const results = await withDetails(tx, rows);
    const next = offset + rows.length;
    return { results, totalCount, nextCursor: next < totalCount ? encodeCursor(next) : null };
  });
}

type MentorRow = { id: string; fullName: string; roleType: RoleType; capacity: number | null; load: number };

/** Industries, skills and assigned startups of a page of people: three statements for the page. */
async function withDetails(tx: Tx, rows: MentorRow[]): Promise<MentorEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const covered = await tx
    .select({ userId: userIndustries.userId, industry: industries })
    .from(userIndustries)
    .innerJoin(industries, eq(industries.id, userIndustries.industryId))
    .where(inArray(userIndustries.userId, ids))
    .orderBy(asc(sql`lower(${industries.name})`));
  const skills = await tx
    .select({ userId: userTags.userId, _id: tags.id, name: tags.name, color: tags.color })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(and(inArray(userTags.userId, ids), eq(tags.kind, 'skills')))
    .orderBy(asc(sql`lower(${tags.name})`));
  const assigned = await tx
    .select({ userId: userAssignedStartups.userId, _id: startups.id, name: startups.name })
    .from(userAssignedStartups)
    .innerJoin(startups, eq(startups.id, userAssignedStartups.startupId))
    .where(inArray(userAssignedStartups.userId, ids))
    .orderBy(asc(startups.name));
  return rows.map((row) => ({
    user: { _id: row.id, fullName: row.fullName },
    roleType: row.roleType,
    capacity: row.capacity,
    load: row.load,
    industries: covered.filter((c) => c.userId === row.id).map((c) => c.industry),
    skills: skills.filter((s) => s.userId === row.id).map(({ _id, name, color }) => ({ _id, kind: 'skills' as const, name, color })),
    startups: assigned.filter((a) => a.userId === row.id).map(({ _id, name }) => ({ _id, name })),
  }));
}

/** One person of the directory (the profile editor); NotFound outside it. */
export async function getMentor(ctx: AppContext, userId: string): Promise<MentorEntry> {
  const viewer = requireViewer(ctx);
  if (!isUuid(userId)) throw notFoundError('User not found');
  const { users: scope } = await loadVisibility(ctx, viewer);
  const entry = await ctx.data.run(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, fullName: users.fullName, roleType: roles.type, capacity: users.mentorCapacity, load: loadOf })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, userId), inArray(roles.type, [...MENTOR_ROLE_TYPES])))
      .limit(1);
    return row ? (await withDetails(tx, [row]))[0] : undefined;
  });
  const visible = entry && (scope.kind === 'all' || (scope.kind === 'roles' ? scope.roles.includes(entry.roleType) : scope.ids.includes(entry.user._id)));
  if (!entry || !visible) throw notFoundError('User not found');
  return entry;
}

const assignmentSchema = z.object({ startupId: z.string(), userId: z.string() });

/** The startup (RLS: this tenant's only) and the row-level right to change its connections. */
async function editableStartup(ctx: AppContext, tx: Tx, startupId: string): Promise<{ id: string; name: string }> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const [startup] = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  if (!startup) throw notFoundError('Startup not found');
  if (!mayEditConnections(viewer, await loadActor(ctx, viewer), startup.id)) throw forbiddenError(NOT_ALLOWED_MESSAGE);
  return startup;
}

/** A user who can take startups: active, with a mentor, coach or expert role (the one rule, one-by-one and bulk). */
export async function isMentorCandidate(tx: Tx, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await tx
    .select({ roleType: roles.type, status: users.status })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return !!row && row.status === 'active' && MENTOR_ROLE_TYPES.includes(row.roleType);
}

/** Why a mentor cannot be assigned to a startup. */
export type MentorAssignRefusal = 'notMentor' | 'alreadyAssigned';

/** What assigning a mentor did: a refusal, or the mentor's notification (to deliver once the caller commits). */
export type MentorAssignResult = { refusal: MentorAssignRefusal } | { refusal: null; notification: CreatedNotification | null };

/**
 * Assigns a mentor, coach or expert to a startup in the caller's transaction (the caller checked the right to change
 * the startup's connections), with the mentor's startupAssigned notification (D1 §7.6; D-133, D-162): written with
 * the assignment, delivered by the caller after its commit. Used by assignMentor and by the bulk action
 * (modules/batch), so the rule and the notification's text live once.
 */
export async function assignMentorInTx(
  tx: Tx,
  who: { incubatorId: string; incubatorName: string; actorUserId: string | null },
  startup: { id: string; name: string },
  mentorUserId: string,
): Promise<MentorAssignResult> {
  if (!(await isMentorCandidate(tx, mentorUserId))) return { refusal: 'notMentor' };
  const inserted = await tx
    .insert(userAssignedStartups)
    .values({ incubatorId: who.incubatorId, userId: mentorUserId, startupId: startup.id, assignedBy: who.actorUserId })
    .onConflictDoNothing()
    .returning({ id: userAssignedStartups.id });
  if (inserted.length === 0) return { refusal: 'alreadyAssigned' };
  const [actor] = who.actorUserId ? await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, who.actorUserId)).limit(1) : [];
  const notification = await insertNotification(tx, who.incubatorId, {
    type: 'startupAssigned',
    message: `${actor?.fullName || who.incubatorName} assigned you to ${startup.name}`,
    url: `/startup/${startup.id}/file/activities`,
    actorUserId: who.actorUserId,
    startupId: startup.id,
    recipientUserIds: mentorUserId === who.actorUserId ? [] : [mentorUserId],
  });
  return { refusal: null, notification };
}

/** Assigns a mentor, coach or expert to a startup (one by one; the bulk action is a batch job). */
export async function assignMentor(ctx: AppContext, raw: { startupId: unknown; userId: unknown }): Promise<{ _id: string; name: string }> {
  const viewer = requireViewer(ctx);
  const input = parseInput(assignmentSchema, raw);
  const assigned = await ctx.data.run(async (tx) => {
    const startup = await editableStartup(ctx, tx, input.startupId);
    const result = await assignMentorInTx(tx, { incubatorId: ctx.incubator.id, incubatorName: ctx.incubator.name, actorUserId: viewer.userId }, startup, input.userId);
    if (result.refusal) throw validationError(`userId: ${result.refusal === 'notMentor' ? TAXONOMY_MESSAGES.notMentor : TAXONOMY_MESSAGES.alreadyAssigned}`);
    return { startup: { _id: startup.id, name: startup.name }, notification: result.notification };
  });
  if (assigned.notification) await deliverNotifications(ctx, [assigned.notification]);
  return assigned.startup;
}

export async function unassignMentor(ctx: AppContext, raw: { startupId: unknown; userId: unknown }): Promise<{ _id: string; name: string }> {
  requireViewer(ctx);
  const input = parseInput(assignmentSchema, raw);
  return ctx.data.run(async (tx) => {
    const startup = await editableStartup(ctx, tx, input.startupId);
    if (!isUuid(input.userId)) throw validationError(`userId: ${TAXONOMY_MESSAGES.notAssigned}`);
    const removed = await tx
      .delete(userAssignedStartups)
      .where(and(eq(userAssignedStartups.startupId, startup.id), eq(userAssignedStartups.userId, input.userId)))
      .returning({ id: userAssignedStartups.id });
    if (removed.length === 0) throw validationError(`userId: ${TAXONOMY_MESSAGES.notAssigned}`);
    return { _id: startup.id, name: startup.name };
  });
}

const idList = (field: string) =>
  z
    .array(z.string().refine(isUuid, `${field}: not an id`))
    .max(TAGS_PER_RECORD_MAX, TAXONOMY_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]);
const profileSchema = z.object({ userId: z.string(), capacity: mentorCapacitySchema, industryIds: idList('industryIds'), skillTagIds: idList('skillTagIds') });

/** Replaces the industries and the list of skills a user covers, with their capacity (null: not stated). */
export async function replaceUserIndustries(tx: Tx, incubatorId: string, userId: string, industryIds: readonly string[]): Promise<void> {
  if (industryIds.length > 0) {
    const found = await tx.select({ id: industries.id }).from(industries).where(inArray(industries.id, [...industryIds]));
    if (found.length !== industryIds.length) throw validationError(`industryIds: ${TAXONOMY_MESSAGES.industryNotFound}`);
  }
  await tx.delete(userIndustries).where(eq(userIndustries.userId, userId));
  if (industryIds.length > 0) await tx.insert(userIndustries).values(industryIds.map((industryId) => ({ incubatorId, userId, industryId })));
}

/** Staff set a mentor's capacity, industries and skills (ENT-13: the lists are replaced, not merged). */
export async function setMentorProfile(ctx: AppContext, raw: { userId: unknown; capacity: unknown; industryIds: unknown; skillTagIds: unknown }): Promise<MentorEntry> {
  requireViewer(ctx);
  const input = parseInput(profileSchema, raw);
  await ctx.data.run(async (tx) => {
    if (!(await isMentorCandidate(tx, input.userId))) throw validationError(`userId: ${TAXONOMY_MESSAGES.notMentor}`);
    await replaceUserIndustries(tx, ctx.incubator.id, input.userId, input.industryIds);
    await replaceUserTags(tx, ctx.incubator.id, input.userId, input.skillTagIds, ['skills']);
    await tx.update(users).set({ mentorCapacity: input.capacity }).where(eq(users.id, input.userId));
  });
  return getMentor(ctx, input.userId);
}
