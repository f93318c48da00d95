/**
 * The startup timeline (D2 §2.2, §3.11, §7.1; TML-01–18, GAP-39): newest first, keyset paging on
 * (created_at desc, id desc) with an opaque cursor, a filter by kind, pinned items on the first page, and people's
 * posts (comments, notes, updates, milestones) with attachments. Who may read: the startup's people and roles that
 * see the startup; non-public items only with TIMELINE:PRIVATE_COMMENT for it; e-mail counts only with
 * TIMELINE:EMAIL_METADATA_VIEW (timeline-views.ts).
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, startupPeople, startups, timelineEventAttachments, timelineEvents, TIMELINE_KINDS, type TimelineEventRow, type TimelineKind } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { notifyComment } from '../notifications/notifications.service.js';
import { parseInput, validationError } from '../permissions/guards.js';
import { can, loadActor } from '../permissions/policy.js';
import { resolveVisibility } from '../permissions/visibility.js';
import { toItemViews, type EventItem, type TimelineItemView } from './timeline-views.js';

export const TIMELINE_PAGE_DEFAULT = 20;
export const TIMELINE_PAGE_MAX = 50;
export const PINNED_MAX = 10;
export const TIMELINE_EVENT_TYPES = ['COMMENT', 'NOTE', 'UPDATE', 'MILESTONE'] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export interface TimelinePage {
  results: TimelineItemView[];
  next: string | null;
  pinned: TimelineItemView[];
  /** What the viewer may do here, so the client shows only that (the private switch, pin/unpin). */
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
}

interface TimelineAccess {
  viewer: Viewer;
  startup: { _id: string; name: string };
  canSeePrivate: boolean;
  canSeeEmailMetadata: boolean;
  canPin: boolean;
}

/**
 * The viewer may read the startup's timeline: one of its people, or a role that sees the startup. Runs inside the
 * caller's transaction (one transaction per timeline request).
 */
async function timelineAccess(ctx: AppContext, tx: Tx, startupId: string): Promise<TimelineAccess> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  const [startup] = await tx
    .select({
      _id: startups.id,
      name: startups.name,
      member: sql<boolean>`exists (select 1 from ${startupPeople} p where p.startup_id = ${startups.id} and p.user_id = ${viewer.userId})`,
    })
    .from(startups)
    .where(eq(startups.id, startupId))
    .limit(1);
  if (!startup) throw notFoundError('Startup not found');
  let sees = startup.member || actor.assignedStartupIds.has(startupId);
  if (!sees) {
    const scope = (await resolveVisibility(tx, viewer)).startups;
    sees = scope.kind === 'all' || scope.ids.includes(startupId);
  }
  if (!sees) throw forbiddenError('You cannot see the timeline of this startup');
  const resource = { startupIds: [startupId] };
  const canSeePrivate = can(actor, 'TIMELINE:PRIVATE_COMMENT', resource);
  return {
    viewer,
    startup: { _id: startup._id, name: startup.name },
    canSeePrivate,
    canSeeEmailMetadata: can(actor, 'TIMELINE:EMAIL_METADATA_VIEW', resource),
    canPin: canSeePrivate || isInRoleGroup(viewer.roleType, 'admin'),
  };
}

/** created_at to the microsecond, as UTC ISO text (a JS Date keeps milliseconds only: items of one millisecond would be skipped). */
const createdAtText = sql<string>`to_char(${timelineEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque cursor: the last item's (created_at, id). */
export function encodeTimelineCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

function decodeTimelineCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !isUuid(id) || !createdAt || !CURSOR_AT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) throw validationError('cursor: not a cursor of this timeline');
  return { createdAt, id };
}

function visibleTo(access: TimelineAccess): SQL | undefined {
  return access.canSeePrivate ? undefined : eq(timelineEvents.isPublic, true);
}

/** TML-02: one page of the startup's timeline (newest first), optionally one kind only; pinned items on the first page. */
export async function listTimeline(
  ctx: AppContext,
  input: { startupId: string; cursor?: string | null; eventType?: TimelineKind | null; limit?: number | null },
): Promise<TimelinePage> {
  const limit = input.limit ?? TIMELINE_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > TIMELINE_PAGE_MAX) throw validationError(`limit: between 1 and ${TIMELINE_PAGE_MAX}`);
  if (input.eventType && !(TIMELINE_KINDS as readonly string[]).includes(input.eventType)) throw validationError('eventType: unknown kind');
  const after = input.cursor ? decodeTimelineCursor(input.cursor) : null;
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const access = await timelineAccess(ctx, tx, input.startupId);
    const where = and(
      eq(timelineEvents.incubatorId, ctx.incubator.id),
      eq(timelineEvents.startupId, input.startupId),
      input.eventType ? eq(timelineEvents.kind, input.eventType) : undefined,
      visibleTo(access),
      after ? sql`(${timelineEvents.createdAt}, ${timelineEvents.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
    );
    const found = await tx
      .select({ row: timelineEvents, at: createdAtText })
      .from(timelineEvents)
      .where(where)
      // NULLS LAST as in the index (both columns are NOT NULL; plain DESC would mean NULLS FIRST and a sort of the whole timeline).
      .orderBy(sql`${timelineEvents.createdAt} desc nulls last`, sql`${timelineEvents.id} desc nulls last`)
      .limit(limit + 1);
    const page = found.slice(0, limit).map((f) => f.row);
    const last = found[limit - 1];
    const pinnedRows = after
      ? []
      : await tx
          .select()
          .from(timelineEvents)
          .where(and(eq(timelineEvents.incubatorId, ctx.incubator.id), eq(timelineEvents.startupId, input.startupId), eq(timelineEvents.isPinned, true), visibleTo(access)))
          .orderBy(sql`${timelineEvents.createdAt} desc nulls last`)
          .limit(PINNED_MAX);
    const views = await toItemViews(tx, [...page, ...pinnedRows], access);
    return {
      results: views.slice(0, page.length),
      pinned: views.slice(page.length),
      next: found.length > limit && last ? encodeTimelineCursor(last.at, last.row.id) : null,
      viewerCanPostPrivate: access.canSeePrivate,
      viewerCanPin: access.canPin,
    };
  });
}

const timelineInputSchema = z.object({
  startupId: z.string().refine(isUuid, 'Unknown startup'),
  eventType: z.enum(TIMELINE_EVENT_TYPES).default('COMMENT'),
  message: z.string().trim().min(1, 'A message is required').max(10_000),
  isPublic: z.boolean().default(true),
  isPinned: z.boolean().default(false),
  attr1: z.string().trim().max(200).nullable().default(null),
  start: z.date().nullable().default(null),
  end: z.date().nullable().default(null),
  attachmentIds: z.array(z.string().refine(isUuid, 'Unknown attachment')).max(20).default([]),
});

const timelineUpdateSchema = z.object({
  message: z.string().trim().min(1, 'A message is required').max(10_000).optional(),
  isPublic: z.boolean().optional(),
  isPinned: z.boolean().optional(),
});

async function attachFiles(tx: Tx, ctx: AppContext, viewer: Viewer, eventId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await tx.select({ id: files.id, uploadedBy: files.uploadedBy }).from(files).where(inArray(files.id, [...fileIds]));
  const admin = isInRoleGroup(viewer.roleType, 'admin');
  if (found.length !== new Set(fileIds).size || found.some((f) => !admin && f.uploadedBy !== viewer.userId)) throw validationError('attachmentIds: Unknown attachment');
  await tx.insert(timelineEventAttachments).values(found.map((f) => ({ incubatorId: ctx.incubator.id, eventId, fileId: f.id }))).onConflictDoNothing();
}

async function oneItem(tx: Tx, id: string, access: TimelineAccess): Promise<EventItem> {
  const [row] = await tx.select().from(timelineEvents).where(eq(timelineEvents.id, id)).limit(1);
  const [view] = await toItemViews(tx, row ? [row] : [], access);
  if (!view || view.kind !== 'EVENT') throw notFoundError('Timeline item not found');
  return view;
}

/** A post on the timeline: a comment, note, update or milestone; public, or private (TIMELINE:PRIVATE_COMMENT). */
export async function createTimelineEvent(ctx: AppContext, raw: unknown): Promise<EventItem> {
  const input = parseInput(timelineInputSchema, raw);
  const access = await ctx.data.run((tx) => timelineAccess(ctx, tx, input.startupId));
  if (!input.isPublic && !access.canSeePrivate) throw forbiddenError('You cannot write private items on this timeline');
  if (input.isPinned && !access.canPin) throw forbiddenError('You cannot pin items on this timeline');
  if (input.start && input.end && input.end.getTime() < input.start.getTime()) throw validationError('end: must not be before start');
  const item = await ctx.data.run(async (tx) => {
    const [row] = await tx
      .insert(timelineEvents)
      .values({
        incubatorId: ctx.incubator.id,
        startupId: input.startupId,
        kind: 'EVENT',
        eventType: input.eventType,
        message: input.message,
        isPublic: input.isPublic,
        isPinned: input.isPinned,
        attr1: input.attr1,
        startsAt: input.start,
        endsAt: input.end,
        createdBy: access.viewer.userId,
      })
      .returning({ id: timelineEvents.id });
    await attachFiles(tx, ctx, access.viewer, row!.id, input.attachmentIds);
    return oneItem(tx, row!.id, access);
  });
  // Public comments tell the startup's people and staff (newCommentStartup / newCommentStartupStaff), after commit.
  if (item.isPublic && item.eventType === 'COMMENT') {
    await notifyComment(ctx, { startupId: input.startupId, authorId: access.viewer.userId, text: item.message, url: `/startup/${input.startupId}/file/activities` }).catch(
      (error: unknown) => ctx.log.error({ err: error }, 'could not notify about a timeline comment'),
    );
  }
  return item;
}

/** The item the viewer may change: a post (EVENT) they can see. */
async function editableItem(ctx: AppContext, id: string): Promise<{ row: TimelineEventRow; access: TimelineAccess }> {
  requireViewer(ctx);
  if (!isUuid(id)) throw notFoundError('Timeline item not found');
  const found = await ctx.data.run(async (tx) => {
    const [row] = await tx.select().from(timelineEvents).where(eq(timelineEvents.id, id)).limit(1);
    return row ? { row, access: await timelineAccess(ctx, tx, row.startupId) } : null;
  });
  if (!found) throw notFoundError('Timeline item not found');
  const { row, access } = found;
  if (!row.isPublic && !access.canSeePrivate) throw notFoundError('Timeline item not found');
  if (row.kind !== 'EVENT') throw forbiddenError('Only posts can be changed');
  return { row, access };
}

const isAuthorOrAdmin = (access: TimelineAccess, row: TimelineEventRow) => row.createdBy === access.viewer.userId || isInRoleGroup(access.viewer.roleType, 'admin');

/** Message and visibility by the author (or an administrator); pinning by staff holding TIMELINE:PRIVATE_COMMENT. */
export async function updateTimelineEvent(ctx: AppContext, id: string, raw: unknown): Promise<EventItem> {
  const input = parseInput(timelineUpdateSchema, raw);
  const { row, access } = await editableItem(ctx, id);
  if ((input.message !== undefined || input.isPublic !== undefined) && !isAuthorOrAdmin(access, row)) throw forbiddenError('You can only edit your own posts');
  if (input.isPublic === false && !access.canSeePrivate) throw forbiddenError('You cannot write private items on this timeline');
  if (input.isPinned !== undefined && !access.canPin) throw forbiddenError('You cannot pin items on this timeline');
  return ctx.data.run(async (tx) => {
    await tx
      .update(timelineEvents)
      .set({
        ...(input.message !== undefined ? { message: input.message, editedBy: access.viewer.userId, editedAt: new Date() } : {}),
        ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
        ...(input.isPinned !== undefined ? { isPinned: input.isPinned } : {}),
      })
      .where(eq(timelineEvents.id, id));
    return oneItem(tx, id, access);
  });
}

export async function deleteTimelineEvent(ctx: AppContext, id: string): Promise<boolean> {
  const { row, access } = await editableItem(ctx, id);
  if (!isAuthorOrAdmin(access, row)) throw forbiddenError('You can only delete your own posts');
  await ctx.data.run((tx) => tx.delete(timelineEvents).where(eq(timelineEvents.id, id)));
  return true;
}

