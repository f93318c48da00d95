/**
 * The coaching session page's reads and edits (issue 17 item 3; docs/contract-coaching.md §3.3): the session as the
 * viewer reaches it, edits of its title, topics, place, video link and shared notes (hosts and staff), a host's own
 * private note, and action items (tasks of the startup, made through the tasks module). Every edit writes its
 * changelog rows and rewrites the session's timeline post in the same transaction; material edits tell the others.
 */
import {
  MAX_ACTION_ITEM_NAME,
  MAX_SESSION_NOTES,
  SESSION_MESSAGES,
  endOfDayIn,
  isDueDayInPast,
  parseDueDay,
  safeTimeZone,
  sessionEditSchema,
  type SessionEdit,
} from '@hatchery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { coachingActionItems, coachingPrivateNotes, coachingSessionTopics, coachingSessions, tags } from '../../db/schema/index.js';
import { forbiddenError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { createStartupTaskInTx } from '../tasks/index.js';
import { fullNameOf, startupPeopleIds } from './booking-core.js';
import { manageSession, reachSession, requireScheduled, sessionActor, validationErrorFor, type SessionAccess } from './session-access.js';
import { announce, flushSessionEffects, noSessionEffects } from './session-notify.js';
import { syncSessionPost, writeChanges, type SessionChange } from './session-record.js';
import { sessionDetail, type SessionDetail } from './session-view.js';

/** The session, for its hosts, its startup's people and staff holding a Coaching session key; else NotFound. */
export async function coachingSession(ctx: AppContext, raw: { id: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const actor = await sessionActor(ctx);
  return ctx.data.run(async (tx) => sessionDetail(tx, await reachSession(ctx, tx, actor, raw.id), viewer.userId));
}

const blankToNull = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value);

/** The topics named, all tags of the `topic` list of this tenant (another tenant's are not found: RLS). */
async function topicIdsIn(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const [i, id] of unique.entries()) if (!isUuid(id)) throw validationErrorFor(`topicIds.${i}`, SESSION_MESSAGES.topicNotFound);
  if (unique.length === 0) return [];
  const found = await tx.select({ id: tags.id }).from(tags).where(and(inArray(tags.id, unique), eq(tags.kind, 'topic')));
  const missing = unique.findIndex((id) => !found.some((f) => f.id === id));
  if (missing >= 0) throw validationErrorFor(`topicIds.${missing}`, SESSION_MESSAGES.topicNotFound);
  return unique;
}

const MATERIAL: ReadonlyArray<keyof SessionEdit> = ['title', 'location', 'videoProvider', 'videoLink'];

/** Hosts and staff edit what the page shows; only the fields given change, null or blank clears a text. */
export async function updateCoachingSession(ctx: AppContext, raw: { id: unknown; input: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const edit = parseInput(sessionEditSchema, raw.input ?? {});
  const actor = await sessionActor(ctx);
  const effects = noSessionEffects();
  const view = await ctx.data.run(async (tx) => {
    const access = await manageSession(ctx, tx, actor, raw.id);
    const { row } = access;
    const patch: Partial<typeof coachingSessions.$inferInsert> = {};
    const changes: SessionChange[] = [];
    const text = (key: 'title' | 'location' | 'videoLink' | 'sharedNotes', value: string | null | undefined) => {
      const next = blankToNull(value);
      if (next === undefined || next === row[key]) return;
      patch[key] = next;
      changes.push({ type: key, oldValue: row[key], newValue: next });
    };
    text('title', edit.title);
    text('location', edit.location);
    text('videoLink', edit.videoLink);
    text('sharedNotes', edit.sharedNotes);
    if (edit.videoProvider !== undefined && edit.videoProvider !== row.videoProvider) {
      patch.videoProvider = edit.videoProvider;
      changes.push({ type: 'videoProvider', oldValue: row.videoProvider, newValue: edit.videoProvider });
    }
    if (edit.topicIds !== undefined) {
      const next = await topicIdsIn(tx, edit.topicIds);
      const current = (await tx.select({ tagId: coachingSessionTopics.tagId, name: tags.name }).from(coachingSessionTopics)
        .innerJoin(tags, eq(tags.id, coachingSessionTopics.tagId)).where(eq(coachingSessionTopics.sessionId, row.id)));
      const same = current.length === next.length && current.every((c) => next.includes(c.tagId));
      if (!same) {
        await tx.delete(coachingSessionTopics).where(eq(coachingSessionTopics.sessionId, row.id));
        if (next.length > 0) await tx.insert(coachingSessionTopics).values(next.map((tagId) => ({ incubatorId: ctx.data.incubatorId, sessionId: row.id, tagId })));
        const names = next.length > 0 ? await tx.select({ name: tags.name }).from(tags).where(inArray(tags.id, next)) : [];
        changes.push({ type: 'topics', oldValue: current.map((c) => c.name).sort().join(', ') || null, newValue: names.map((n) => n.name).sort().join(', ') || null });
      }
    }
    if (Object.keys(patch).length > 0) await tx.update(coachingSessions).set({ ...patch, updatedAt: new Date() }).where(eq(coachingSessions.id, row.id));
    if (changes.length > 0) {
      await writeChanges(tx, ctx.data.incubatorId, row.id, viewer.userId, changes);
      await syncSessionPost(tx, ctx.data.incubatorId, row.id);
      await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.sessionUpdated', entityType: 'coaching_session', entityId: row.id, after: { fields: changes.map((c) => c.type) } });
    }
    if (changes.some((c) => (MATERIAL as readonly string[]).includes(c.type))) {
      await announce(tx, ctx, effects, {
        type: 'meetingChanged', message: `The coaching session “${(patch.title ?? row.title) || 'Coaching session'}” was changed`, sessionId: row.id, startupId: row.startupId,
        actorUserId: viewer.userId, recipientUserIds: [...access.hostIds, ...(await startupPeopleIds(tx, row.startupId))], mail: false,
      });
    }
    return sessionDetail(tx, await reachSession(ctx, tx, actor, row.id), viewer.userId);
  });
  await flushSessionEffects(ctx, effects);
  return view;
}

const noteSchema = z.object({ body: z.string().max(MAX_SESSION_NOTES, SESSION_MESSAGES.notesTooLong) });

/**
 * A host writes their own private note (blank deletes it). Nobody else reads or writes it — not another host, not
 * staff (D-443). Not a change of the session: no changelog row, no timeline, no notification.
 */
export async function savePrivateNote(ctx: AppContext, raw: { id: unknown; body: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const { body } = parseInput(noteSchema, { body: raw.body });
  const actor = await sessionActor(ctx);
  return ctx.data.run(async (tx) => {
    const access = await reachSession(ctx, tx, actor, raw.id);
    if (!access.isHost) throw forbiddenError(SESSION_MESSAGES.notHost);
    const mine = and(eq(coachingPrivateNotes.sessionId, access.row.id), eq(coachingPrivateNotes.authorId, viewer.userId));
    if (body.trim() === '') await tx.delete(coachingPrivateNotes).where(mine);
    else {
      await tx.insert(coachingPrivateNotes).values({ incubatorId: ctx.data.incubatorId, sessionId: access.row.id, authorId: viewer.userId, body })
        .onConflictDoUpdate({ target: [coachingPrivateNotes.incubatorId, coachingPrivateNotes.sessionId, coachingPrivateNotes.authorId], set: { body, updatedAt: new Date() } });
    }
    return sessionDetail(tx, access, viewer.userId);
  });
}

const actionItemSchema = z.object({
  name: z.string().trim().min(1, SESSION_MESSAGES.actionItemName).max(MAX_ACTION_ITEM_NAME, SESSION_MESSAGES.actionItemName),
  dueDate: z.string({ error: SESSION_MESSAGES.dueDate }),
});

/**
 * A host or staff adds an action item: a task of the startup, assigned to its people (each sees it in their tasks),
 * due at the end of the chosen day in the organisation's zone, linking back to the session.
 */
export async function addActionItem(ctx: AppContext, raw: { id: unknown; name: unknown; dueDate: unknown }): Promise<SessionDetail> {
  const viewer = requireViewer(ctx);
  const input = parseInput(actionItemSchema, { name: raw.name, dueDate: raw.dueDate });
  const zone = safeTimeZone(ctx.incubator.timezone);
  const day = parseDueDay(input.dueDate, zone);
  const dueDate = day ? endOfDayIn(day, zone) : null;
  if (!dueDate || isDueDayInPast(dueDate)) throw validationErrorFor('dueDate', SESSION_MESSAGES.dueDate);
  const actor = await sessionActor(ctx);
  const effects = noSessionEffects();
  const view = await ctx.data.run(async (tx) => {
    const access: SessionAccess = await manageSession(ctx, tx, actor, raw.id);
    if (access.row.status === 'cancelled') requireScheduled(access);
    const taskId = await createStartupTaskInTx(tx, ctx, {
      startupId: access.row.startupId, name: input.name, dueDate, url: `/coaching/session/${access.row.id}`, createdBy: viewer.userId, creatorName: await fullNameOf(tx, viewer.userId),
    }, effects.tasks);
    await tx.insert(coachingActionItems).values({ incubatorId: ctx.data.incubatorId, sessionId: access.row.id, taskId, createdBy: viewer.userId });
    await writeChanges(tx, ctx.data.incubatorId, access.row.id, viewer.userId, [{ type: 'actionItem', newValue: input.name }]);
    await syncSessionPost(tx, ctx.data.incubatorId, access.row.id);
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'coaching.actionItemAdded', entityType: 'coaching_session', entityId: access.row.id, after: { taskId } });
    return sessionDetail(tx, access, viewer.userId);
  });
  await flushSessionEffects(ctx, effects);
  return view;
}
