/**
 * The startup timeline (D2 §2.2, §3.11, §7.1; TML-01–18, GAP-39): newest first, keyset paging on
 * (created_at desc, id desc) with an opaque cursor, a filter by kind, pinned items on the first page, and people's
 * posts (comments, notes, updates, milestones) with attachments. Who may read: the startup's people and roles that
 * see the startup; non-public items only with TIMELINE:PRIVATE_COMMENT for it; e-mail counts only with
 * TIMELINE:EMAIL_METADATA_VIEW (timeline-views.ts).
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, startups, timelineEventAttachments, timelineEvents, TIMELINE_KINDS, type TimelineEventRow, type TimelineKind } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { isLogoPurpose } from '../files/index.js';
import { fileUrl } from '../files/index.js';
import { notifyComment } from '../notifications/index.js';
import { parseInput } from '../../core/input.js';
import { validationError } from '../../core/errors.js';
import { can, loadActor, type Actor } from '../permissions/index.js';
import { readStartupAccess, readStartupsAccess, seesWithoutRead, type StartupAccess } from '../startups/index.js';
import { runRenderedSelect } from '../../db/rendered-statements.js';
import { relatedOf, toItemViews, withRelated, type EventItem, type RelatedRows, type TimelineItemView, type ViewOptions } from './timeline-views.js';

export const TIMELINE_PAGE_DEFAULT = 20;
export const TIMELINE_PAGE_MAX = 50;
export const PINNED_MAX = 10;
export const TIMELINE_EVENT_TYPES = ['COMMENT', 'NOTE', 'UPDATE', 'MILESTONE'] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export interface TimelinePage {
  results: TimelineItemView[];
  next: string | null;
  pinned: TimelineItemView[];
  /** What the viewer may do here, so the client shows only that (the composer, the private switch, pin/unpin). */
  viewerCanPost: boolean;
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
}

interface TimelineAccess {
  viewer: Viewer;
  startup: { _id: string; name: string };
  canSeePrivate: boolean;
  canSeeEmailMetadata: boolean;
  canPin: boolean;
  canPost: boolean;
  fileLink: (file: { id: string; originalName: string }) => string;
  mayChangePost: (createdBy: string | null) => boolean;
}

/** What the viewer may do on a startup's timeline; every right is false when the viewer does not see the startup. */
export interface TimelineRights {
  sees: boolean;
  canPost: boolean;
  canSeePrivate: boolean;
  canSeeEmailMetadata: boolean;
  canPin: boolean;
}

/**
 * The timeline rules, pure: the services below enforce them and startupAbilities tells the client, from the same
 * function (D-92). Whoever sees the timeline may post public comments and notes on it.
 */
export function timelineRights(viewer: Viewer, actor: Actor, startup: Pick<StartupAccess, 'id' | 'sees'>): TimelineRights {
  if (!startup.sees) return { sees: false, canPost: false, canSeePrivate: false, canSeeEmailMetadata: false, canPin: false };
  const resource = { startupIds: [startup.id] };
  const canSeePrivate = can(actor, 'TIMELINE:PRIVATE_COMMENT', resource);
  return {
    sees: true,
    canPost: true,
    canSeePrivate,
    canSeeEmailMetadata: can(actor, 'TIMELINE:EMAIL_METADATA_VIEW', resource),
    canPin: canSeePrivate || isInRoleGroup(viewer.roleType, 'admin'),
  };
}

/** Posts are edited and deleted by their author or the admin group; system items never (they are not posts). */
export function mayChangePost(viewer: Viewer, createdBy: string | null): boolean {
  return createdBy === viewer.userId || isInRoleGroup(viewer.roleType, 'admin');
}

/** The viewer's rights on the startup's timeline; 'missing' when no such startup, 'unseen' when the viewer cannot see it. */
async function readTimelineAccess(ctx: AppContext, tx: Tx, viewer: Viewer, startupId: string): Promise<TimelineAccess | 'missing' | 'unseen'> {
  const actor = await loadActor(ctx, viewer);
  const startup = await readStartupAccess(tx, viewer, actor, startupId);
  if (!startup) return 'missing';
  return accessOf(ctx, viewer, actor, startup) ?? 'unseen';
}

/**
 * A viewer who sees the startup whatever its row says (seesWithoutRead: a full-access role or one assigned to it)
 * needs no access read: the timeline page tells by itself that the startup exists and its name
 * (`timelinePageStatement`), and only an empty page asks (`startupNameOf`). One round trip fewer on the timeline of
 * the people who read it most (issue 19, D-535). Null for anyone else: they go through timelineAccess.
 */
async function actorSeeingWithoutRead(ctx: AppContext, viewer: Viewer, startupId: string): Promise<Actor | null> {
  if (!isUuid(startupId)) return null;
  const actor = await loadActor(ctx, viewer);
  return seesWithoutRead(viewer, actor, startupId) ? actor : null;
}

async function startupNameOf(tx: Tx, startupId: string): Promise<string | null> {
  const [found] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return found?.name ?? null;
}

function accessOf(ctx: AppContext, viewer: Viewer, actor: Actor, startup: StartupAccess): TimelineAccess | null {
  const rights = timelineRights(viewer, actor, startup);
  if (!rights.sees) return null;
  return {
    viewer,
    startup: { _id: startup.id, name: startup.name },
    canSeePrivate: rights.canSeePrivate,
    canSeeEmailMetadata: rights.canSeeEmailMetadata,
    canPin: rights.canPin,
    canPost: rights.canPost,
    mayChangePost: (createdBy) => mayChangePost(viewer, createdBy),
    fileLink: (file) => fileUrl(file, ctx),
  };
}

/**
 * The viewer may read the startup's timeline: one of its people, or a role that sees the startup. Runs inside the
 * caller's transaction (one transaction per timeline request).
 */
async function timelineAccess(ctx: AppContext, tx: Tx, startupId: string): Promise<TimelineAccess> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const access = await readTimelineAccess(ctx, tx, viewer, startupId);
  if (access === 'missing') throw notFoundError('Startup not found');
  if (access === 'unseen') throw forbiddenError('You cannot see the timeline of this startup');
  return access;
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

const afterCursor = (after: { createdAt: string; id: string } | null): SQL | undefined =>
  after ? sql`(${timelineEvents.createdAt}, ${timelineEvents.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;

interface PageArgs {
  cursor?: string | null;
  eventType?: TimelineKind | null;
  limit?: number | null;
}

/** The paging arguments of a timeline read, checked before anything is read (bad input names its field). */
function pageArgs(input: PageArgs): { limit: number; eventType: TimelineKind | null; after: { createdAt: string; id: string } | null } {
  const limit = input.limit ?? TIMELINE_PAGE_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > TIMELINE_PAGE_MAX) throw validationError(`limit: between 1 and ${TIMELINE_PAGE_MAX}`);
  if (input.eventType && !(TIMELINE_KINDS as readonly string[]).includes(input.eventType)) throw validationError('eventType: unknown kind');
  return { limit, eventType: input.eventType ?? null, after: input.cursor ? decodeTimelineCursor(input.cursor) : null };
}

// NULLS LAST as in the index (both columns are NOT NULL; plain DESC would mean NULLS FIRST and a sort of the whole timeline).
const NEWEST_FIRST = [sql`${timelineEvents.createdAt} desc nulls last`, sql`${timelineEvents.id} desc nulls last`] as const;

/** The page of `limit` rows out of the `limit + 1` read, and the cursor after it when there is more. */
function pageFrom(found: ReadonlyArray<{ row: TimelineEventRow; at: string }>, limit: number): { rows: TimelineEventRow[]; next: string | null } {
  const last = found[limit - 1];
  return { rows: found.slice(0, limit).map((f) => f.row), next: found.length > limit && last ? encodeTimelineCursor(last.at, last.row.id) : null };
}

/** Newest first, as NEWEST_FIRST orders them in SQL: by the microsecond text of created_at, then id. */
const byNewest = (a: { at: string; row: { id: string } }, b: { at: string; row: { id: string } }) => (a.at === b.at ? (a.row.id < b.row.id ? 1 : -1) : a.at < b.at ? 1 : -1);

/** One keyset page of the rows matching `where`, newest first, the cursor after it, and what the rows name. */
async function pageOfRows(tx: Tx, where: SQL | undefined, limit: number): Promise<{ rows: TimelineEventRow[]; next: string | null; related: RelatedRows }> {
  const select = (t: Tx) => withRelated(t.select({ row: timelineEvents, at: createdAtText }).from(timelineEvents).where(where).orderBy(...NEWEST_FIRST).limit(limit + 1));
  // Plain values (the startups' ids vary in number): rendered each time, not kept.
  const found = await runRenderedSelect<{ row: TimelineEventRow; at: string; related: RelatedRows | null }>(tx, null, select, {});
  // A CTE keeps its rows' order here (no join, no sort above it), but the order is not left to the plan all the same.
  found.sort(byNewest);
  return { ...pageFrom(found, limit), related: relatedOf(found) };
}

type FoundRow = { row: TimelineEventRow; at: string; startupName: string | null; pinned: boolean; related: RelatedRows | null };

/**
 * The statement of one startup's timeline page, by shape (a kind filter or not, private items or not, a cursor or not),
 * with placeholders for its values (`incubatorId`, `startupId`, `kind`, `afterAt`, `afterId`, `limit`, `pinnedMax`): built and
 * rendered once per shape and kept (D-197, D-536). The first page (no cursor) is UNION ALL'ed with up to PINNED_MAX
 * pinned items (D-528); every row carries the startup's name as an uncorrelated sub-select, so a viewer whose rights
 * need no access read learns from the page that the startup exists and what it is called (D-535); and one row carries
 * the people, attachments and metrics the rows name (withRelated, D-546).
 */
function timelinePageStatement(tx: Tx, shape: { kind: boolean; privateToo: boolean; after: boolean }) {
  const startupName = sql<string | null>`(select s.name from startups s where s.id = ${sql.placeholder('startupId')}::uuid)`;
  const ofStartup = [eq(timelineEvents.incubatorId, sql.placeholder('incubatorId')), eq(timelineEvents.startupId, sql.placeholder('startupId'))];
  const visible = shape.privateToo ? undefined : sql`${timelineEvents.isPublic}`;
  const where = and(
    ...ofStartup,
    shape.kind ? eq(timelineEvents.kind, sql.placeholder('kind')) : undefined,
    visible,
    shape.after ? sql`(${timelineEvents.createdAt}, ${timelineEvents.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)` : undefined,
  );
  const part = (pinned: boolean) => tx.select({ row: timelineEvents, at: createdAtText, startupName, pinned: sql<boolean>`${sql.raw(String(pinned))}`.as('pinned') }).from(timelineEvents);
  const pagePart = part(false).where(where).orderBy(...NEWEST_FIRST).limit(sql.placeholder('limit'));
  if (shape.after) return withRelated(pagePart);
  const pinnedPart = part(true)
    .where(and(...ofStartup, sql`${timelineEvents.isPinned}`, visible))
    .orderBy(...NEWEST_FIRST)
    .limit(sql.placeholder('pinnedMax'));
  return withRelated(pagePart.unionAll(pinnedPart));
}

/** A page of one startup's timeline (pinned items too on the first page) and the startup's name when it has a row. */
async function readTimelinePage(
  ctx: AppContext,
  tx: Tx,
  input: { startupId: string; eventType: TimelineKind | null; after: { createdAt: string; id: string } | null; limit: number },
  privateToo: boolean,
): Promise<{ page: { rows: TimelineEventRow[]; next: string | null }; pinnedRows: TimelineEventRow[]; startupName: string | null; related: RelatedRows }> {
  const shape = { kind: input.eventType !== null, privateToo, after: input.after !== null };
  const values = {
    incubatorId: ctx.incubator.id,
    startupId: input.startupId,
    kind: input.eventType,
    afterAt: input.after?.createdAt,
    afterId: input.after?.id,
    limit: input.limit + 1,
    pinnedMax: PINNED_MAX,
  };
  const found = await runRenderedSelect<FoundRow>(tx, `timeline:${shape.kind}:${shape.privateToo}:${shape.after}`, (t) => timelinePageStatement(t, shape), values);
  // Each side of the UNION ALL keeps its own order within the answer; sorted again here all the same, so nothing
  // depends on how the plan appends them.
  const pageFound = found.filter((f) => !f.pinned).sort(byNewest);
  const pinnedRows = found.filter((f) => f.pinned).sort(byNewest).map((f) => f.row);
  return { page: pageFrom(pageFound, input.limit), pinnedRows, startupName: found[0]?.startupName ?? null, related: relatedOf(found) };
}

/** TML-02: one page of the startup's timeline (newest first), optionally one kind only; pinned items on the first page. */
export async function listTimeline(ctx: AppContext, input: { startupId: string } & PageArgs): Promise<TimelinePage> {
  const { limit, eventType, after } = pageArgs(input);
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const unread = await actorSeeingWithoutRead(ctx, viewer, input.startupId);
    const pageInput = { startupId: input.startupId, eventType, after, limit };
    let access: TimelineAccess | null;
    let found: Awaited<ReturnType<typeof readTimelinePage>>;
    if (unread) {
      // The rights do not depend on the name; the page statement brings it (no row: the startup is asked for).
      const seen = { id: input.startupId, member: false, sees: true };
      found = await readTimelinePage(ctx, tx, pageInput, timelineRights(viewer, unread, seen).canSeePrivate);
      const name = found.startupName ?? (await startupNameOf(tx, input.startupId));
      if (name === null) throw notFoundError('Startup not found');
      access = accessOf(ctx, viewer, unread, { ...seen, name });
    } else {
      access = await timelineAccess(ctx, tx, input.startupId);
      found = await readTimelinePage(ctx, tx, pageInput, access.canSeePrivate);
    }
    if (!access) throw forbiddenError('You cannot see the timeline of this startup');
    const { page, pinnedRows, related } = found;
    const views = toItemViews([...page.rows, ...pinnedRows], related, access);
    return {
      results: views.slice(0, page.rows.length),
      pinned: views.slice(page.rows.length),
      next: page.next,
      viewerCanPost: access.canPost,
      viewerCanPostPrivate: access.canSeePrivate,
      viewerCanPin: access.canPin,
    };
  });
}

/** A page of items across several startups' timelines. */
export interface TimelineFeedPage {
  results: TimelineItemView[];
  next: string | null;
}

/**
 * The recent items of several startups' timelines at once (the home's portfolio activity), newest first with the same
 * keyset cursor, each item shown exactly as its own startup's timeline shows it: startups the viewer does not see are
 * dropped, non-public items only where the viewer holds TIMELINE:PRIVATE_COMMENT for that startup, and each view
 * built with that startup's rights (timelineRights, readStartupsAccess). Which startups to ask for is the caller's
 * choice (the portfolio); this decides what of them the viewer may read.
 */
export async function listTimelineAcross(ctx: AppContext, input: { startupIds: readonly string[] } & PageArgs): Promise<TimelineFeedPage> {
  const { limit, eventType, after } = pageArgs(input);
  const viewer = requireViewer(ctx);
  // Read before the transaction below: loading the actor may open its own, and PGlite has one connection.
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const rights = new Map<string, { startup: StartupAccess; rights: TimelineRights }>();
    for (const startup of await readStartupsAccess(tx, viewer, actor, input.startupIds)) {
      const r = timelineRights(viewer, actor, startup);
      if (r.sees) rights.set(startup.id, { startup, rights: r });
    }
    if (rights.size === 0) return { results: [], next: null };
    const seen = [...rights.keys()];
    const privateToo = seen.filter((id) => rights.get(id)!.rights.canSeePrivate);
    const where = and(
      eq(timelineEvents.incubatorId, ctx.incubator.id),
      inArray(timelineEvents.startupId, seen),
      eventType ? eq(timelineEvents.kind, eventType) : undefined,
      privateToo.length === seen.length ? undefined : or(eq(timelineEvents.isPublic, true), privateToo.length > 0 ? inArray(timelineEvents.startupId, privateToo) : undefined),
      afterCursor(after),
    );
    const page = await pageOfRows(tx, where, limit);
    const options = new Map<string, ViewOptions>();
    for (const [id, { startup, rights: r }] of rights) {
      options.set(id, {
        startup: { _id: startup.id, name: startup.name },
        canSeePrivate: r.canSeePrivate,
        canSeeEmailMetadata: r.canSeeEmailMetadata,
        mayChangePost: (createdBy) => mayChangePost(viewer, createdBy),
        fileLink: (file) => fileUrl(file, ctx),
      });
    }
    return { results: toItemViews(page.rows, page.related, (startupId) => options.get(startupId)!), next: page.next };
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

/** The reference type of files attached to a timeline post (files.reference_type, D-87). */
export const TIMELINE_ITEM_REFERENCE = 'timelineItem';

/**
 * Links the viewer's unattached uploads (an administrator: anyone's) to the new post, and marks each file as the
 * post's, so it is read by whoever reads the post (D-87). A file already attached elsewhere, or a logo, is refused:
 * a file belongs to one thing.
 */
async function attachFiles(tx: Tx, ctx: AppContext, viewer: Viewer, eventId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const found = await tx
    .select({ id: files.id, uploadedBy: files.uploadedBy, purpose: files.purpose, referenceType: files.referenceType })
    .from(files)
    .where(inArray(files.id, [...fileIds]));
  const admin = isInRoleGroup(viewer.roleType, 'admin');
  const usable = (f: (typeof found)[number]) => (admin || f.uploadedBy === viewer.userId) && f.referenceType === null && !isLogoPurpose(f.purpose);
  if (found.length !== new Set(fileIds).size || !found.every(usable)) throw validationError('attachmentIds: Unknown attachment');
  await tx
    .update(files)
    .set({ referenceType: TIMELINE_ITEM_REFERENCE, referenceId: eventId })
    .where(inArray(files.id, found.map((f) => f.id)));
  await tx.insert(timelineEventAttachments).values(found.map((f) => ({ incubatorId: ctx.incubator.id, eventId, fileId: f.id }))).onConflictDoNothing();
}

async function oneItem(tx: Tx, id: string, access: TimelineAccess): Promise<EventItem> {
  const found = await runRenderedSelect<{ row: TimelineEventRow; related: RelatedRows | null }>(
    tx,
    'timeline:one',
    (t) => withRelated(t.select({ row: timelineEvents }).from(timelineEvents).where(eq(timelineEvents.id, sql.placeholder('id')))),
    { id },
  );
  const [view] = toItemViews(found.map((f) => f.row), relatedOf(found), access);
  if (!view || view.kind !== 'EVENT') throw notFoundError('Timeline item not found');
  return view;
}

/** A post on the timeline: a comment, note, update or milestone; public, or private (TIMELINE:PRIVATE_COMMENT). */
export async function createTimelineEvent(ctx: AppContext, raw: unknown): Promise<EventItem> {
  const input = parseInput(timelineInputSchema, raw);
  const access = await ctx.data.run((tx) => timelineAccess(ctx, tx, input.startupId));
  if (!access.canPost) throw forbiddenError('You cannot write on this timeline');
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

const isAuthorOrAdmin = (access: TimelineAccess, row: TimelineEventRow) => access.mayChangePost(row.createdBy);

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

const NO_RIGHTS = { sees: false, edits: false } as const;

/**
 * The viewer's rights on one timeline item, for the files attached to it (D-87): seen as the timeline shows it (the
 * startup's readers; a private item only with TIMELINE:PRIVATE_COMMENT), edited by its author or an administrator.
 */
export async function timelineItemRights(ctx: AppContext, itemId: string): Promise<{ sees: boolean; edits: boolean }> {
  const viewer = requireViewer(ctx);
  if (!isUuid(itemId)) return NO_RIGHTS;
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select().from(timelineEvents).where(eq(timelineEvents.id, itemId)).limit(1);
    if (!row) return NO_RIGHTS;
    const access = await readTimelineAccess(ctx, tx, viewer, row.startupId);
    if (typeof access === 'string' || (!row.isPublic && !access.canSeePrivate)) return NO_RIGHTS;
    return { sees: true, edits: isAuthorOrAdmin(access, row) };
  });
}

export async function deleteTimelineEvent(ctx: AppContext, id: string): Promise<boolean> {
  const { row, access } = await editableItem(ctx, id);
  if (!isAuthorOrAdmin(access, row)) throw forbiddenError('You can only delete your own posts');
  await ctx.data.run((tx) => tx.delete(timelineEvents).where(eq(timelineEvents.id, id)));
  return true;
}

