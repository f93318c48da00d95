/**
 * Reading events and registering for them (issue 18 items 2–4, wave 1). Lists are filtered in SQL by seenBy (D-420)
 * and paged with a cursor ({results, next}, ENT-31's shape); registration takes the event row's lock, so two people
 * racing for the last seat cannot both get it (D-423).
 */
import { EVENT_MESSAGES, EVENT_TYPES, visibilityRefusal } from '@hatchery/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { incubatorEventAttendees, incubatorEventHosts, incubatorEvents, incubatorEventTags, tags, users, type IncubatorEventAttendeeRow, type IncubatorEventRow } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { parseArgs } from '../../core/input.js';
import { decodeCursor, encodeCursor } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { hostsOrCreated, loadEventViewer, mayEditEvent, seenBy } from './events-access.js';
import { eventNotFound, requireVisibleEvent } from './events.service.js';
import { pendingAvailabilityEvents } from './events-lists.service.js';

export async function getEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  return requireVisibleEvent(ctx, await loadEventViewer(ctx, requireViewer(ctx)), eventId);
}

const filterIds = (message: string) => z.array(z.uuid({ error: message })).max(50, EVENT_MESSAGES.tooMany).optional();

/** The feed's filters (REF-18 views): each narrows the list in SQL; several ids in one filter mean any of them. */
const filterShape = {
  eventType: z.enum(EVENT_TYPES).optional(),
  hostIds: filterIds(EVENT_MESSAGES.unknownHost),
  topicIds: filterIds(EVENT_MESSAGES.unknownTag),
  tagIds: filterIds(EVENT_MESSAGES.unknownTag),
  startsFrom: z.date().optional(),
  startsBefore: z.date().optional(),
  cursor: z.string().max(40).optional(),
  limit: z.number().int().min(1, 'Ask for 1 to 100 events.').max(100, 'Ask for 1 to 100 events.').default(24),
};

const listSchema = z.object({
  timeframe: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: z.enum(['draft', 'published']).optional(),
  mine: z.enum(['hosting', 'registered']).optional(),
  includeArchived: z.boolean().default(false),
  ...filterShape,
});

/** The planning lists of D1 §2.3 (/events/planning, /events/unpublished); pending: one-on-one events a host has no hours for (D-426). */
export const PLANNING_SECTIONS = ['drafts', 'published', 'pending', 'archived'] as const;
const planningSchema = z.object({ section: z.enum(PLANNING_SECTIONS), ...filterShape });

export interface EventPage {
  results: IncubatorEventRow[];
  next: string | null;
}

type Filters = z.output<z.ZodObject<typeof filterShape>>;

const hasTag = (ids: readonly string[]) =>
  sql`exists (select 1 from ${incubatorEventTags} t where t.incubator_id = ${incubatorEvents.incubatorId} and t.event_id = ${incubatorEvents.id} and t.tag_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}))`;

function filterConditions(input: Filters): Array<SQL | undefined> {
  const conditions: Array<SQL | undefined> = [];
  if (input.eventType) conditions.push(eq(incubatorEvents.eventType, input.eventType));
  if (input.hostIds?.length) {
    const ids = sql.join(input.hostIds.map((id) => sql`${id}::uuid`), sql`, `);
    conditions.push(sql`exists (select 1 from ${incubatorEventHosts} h where h.incubator_id = ${incubatorEvents.incubatorId} and h.event_id = ${incubatorEvents.id} and h.user_id in (${ids}))`);
  }
  // Topics and tags share the link table (the tag's kind tells them apart), so each filter is its own exists.
  if (input.topicIds?.length) conditions.push(hasTag(input.topicIds));
  if (input.tagIds?.length) conditions.push(hasTag(input.tagIds));
  if (input.startsFrom) conditions.push(gte(incubatorEvents.startTime, input.startsFrom));
  if (input.startsBefore) conditions.push(lt(incubatorEvents.startTime, input.startsBefore));
  return conditions;
}

async function pageOf(ctx: AppContext, conditions: Array<SQL | undefined>, input: Filters, latestFirst: boolean): Promise<EventPage> {
  const offset = decodeCursor(input.cursor);
  const order = latestFirst ? [desc(incubatorEvents.startTime), asc(incubatorEvents.id)] : [sql`${incubatorEvents.startTime} asc nulls last`, asc(incubatorEvents.id)];
  const rows = await ctx.data.run((tx) =>
    tx
      .select()
      .from(incubatorEvents)
      .where(and(...conditions, ...filterConditions(input)))
      .orderBy(...order)
      .limit(input.limit + 1)
      .offset(offset),
  );
  return { results: rows.slice(0, input.limit), next: rows.length > input.limit ? encodeCursor(offset + input.limit) : null };
}

/** The viewer's events: upcoming (not ended, soonest first), past (ended, latest first) or all; drafts only to editors. */
export async function listEvents(ctx: AppContext, args: Record<string, unknown>): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(listSchema, args);
  const who = await loadEventViewer(ctx, viewer);
  const now = new Date();
  const conditions: Array<SQL | undefined> = [seenBy(who)];
  if (!input.includeArchived) conditions.push(eq(incubatorEvents.isArchived, false));
  if (input.status) conditions.push(eq(incubatorEvents.status, input.status));
  if (input.timeframe === 'upcoming') conditions.push(sql`coalesce(${incubatorEvents.endTime}, ${incubatorEvents.startTime}, 'infinity'::timestamptz) >= ${now}`);
  if (input.timeframe === 'past') conditions.push(lt(incubatorEvents.endTime, now));
  if (input.mine === 'hosting') conditions.push(hostsOrCreated(viewer.userId));
  if (input.mine === 'registered') {
    conditions.push(
      sql`exists (select 1 from ${incubatorEventAttendees} a where a.incubator_id = ${incubatorEvents.incubatorId} and a.event_id = ${incubatorEvents.id} and a.user_id = ${viewer.userId})`,
    );
  }
  return pageOf(ctx, conditions, input, input.timeframe === 'past');
}

/**
 * planningEvents (staff with an Event key, D-427): drafts, published or archived events. EVENT:EDIT holders see the
 * tenant's; a holder of EVENT:CREATE alone sees those they created or host (seenBy), never another person's draft.
 */
export async function listPlanningEvents(ctx: AppContext, args: Record<string, unknown>): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(planningSchema, args);
  if (input.section === 'pending') return pendingAvailabilityEvents(ctx, input);
  const who = await loadEventViewer(ctx, viewer);
  const mineOrAll = who.editsAll ? undefined : hostsOrCreated(viewer.userId);
  const conditions: Array<SQL | undefined> = [seenBy(who), mineOrAll];
  if (input.section === 'archived') conditions.push(eq(incubatorEvents.isArchived, true));
  else conditions.push(eq(incubatorEvents.isArchived, false), eq(incubatorEvents.status, input.section === 'drafts' ? 'draft' : 'published'));
  return pageOf(ctx, conditions, input, input.section === 'archived');
}

export interface EventDetails {
  hosts: Array<{ _id: string; fullName: string }>;
  tags: Array<{ _id: string; kind: 'topic' | 'event'; name: string; color: string | null }>;
  registeredCount: number;
}

/** Hosts, topics and tags, and registration counts of many events in three statements. */
export async function eventDetails(tx: Tx, eventIds: readonly string[]): Promise<Map<string, EventDetails>> {
  const result = new Map<string, EventDetails>(eventIds.map((id) => [id, { hosts: [], tags: [], registeredCount: 0 }]));
  if (eventIds.length === 0) return result;
  const ids = [...eventIds];
  const hosts = await tx
    .select({ eventId: incubatorEventHosts.eventId, id: users.id, fullName: users.fullName })
    .from(incubatorEventHosts)
    .innerJoin(users, and(eq(users.incubatorId, incubatorEventHosts.incubatorId), eq(users.id, incubatorEventHosts.userId)))
    .where(inArray(incubatorEventHosts.eventId, ids))
    .orderBy(incubatorEventHosts.position);
  for (const h of hosts) result.get(h.eventId)?.hosts.push({ _id: h.id, fullName: h.fullName });
  const tagRows = await tx
    .select({ eventId: incubatorEventTags.eventId, id: tags.id, kind: tags.kind, name: tags.name, color: tags.color })
    .from(incubatorEventTags)
    .innerJoin(tags, and(eq(tags.incubatorId, incubatorEventTags.incubatorId), eq(tags.id, incubatorEventTags.tagId)))
    .where(inArray(incubatorEventTags.eventId, ids))
    .orderBy(asc(tags.name));
  for (const t of tagRows) if (t.kind === 'topic' || t.kind === 'event') result.get(t.eventId)?.tags.push({ _id: t.id, kind: t.kind, name: t.name, color: t.color });
  const counts = await tx
    .select({ eventId: incubatorEventAttendees.eventId, n: count() })
    .from(incubatorEventAttendees)
    .where(and(inArray(incubatorEventAttendees.eventId, ids), inArray(incubatorEventAttendees.status, ['registered', 'attended', 'no show'])))
    .groupBy(incubatorEventAttendees.eventId);
  for (const c of counts) {
    const d = result.get(c.eventId);
    if (d) d.registeredCount = Number(c.n);
  }
  return result;
}

export async function viewerRegistration(tx: Tx, eventId: string, userId: string): Promise<IncubatorEventAttendeeRow | null> {
  const [row] = await tx
    .select()
    .from(incubatorEventAttendees)
    .where(and(eq(incubatorEventAttendees.eventId, eventId), eq(incubatorEventAttendees.userId, userId), sql`${incubatorEventAttendees.hostBookingId} is null`))
    .limit(1);
  return row ?? null;
}

/** The registrants, for those who edit the event (D2 §3.8); others get none. */
export type AttendeeView = IncubatorEventAttendeeRow & { fullName: string };

export async function eventAttendees(ctx: AppContext, event: IncubatorEventRow): Promise<AttendeeView[]> {
  const who = await loadEventViewer(ctx, requireViewer(ctx));
  return ctx.data.run(async (tx) => {
    if (!(await mayEditEvent(tx, who, event))) return [];
    const rows = await tx
      .select({ attendee: incubatorEventAttendees, fullName: users.fullName })
      .from(incubatorEventAttendees)
      .innerJoin(users, and(eq(users.incubatorId, incubatorEventAttendees.incubatorId), eq(users.id, incubatorEventAttendees.userId)))
      .where(eq(incubatorEventAttendees.eventId, event.id))
      .orderBy(asc(incubatorEventAttendees.registrationTime));
    return rows.map((r) => ({ ...r.attendee, fullName: r.fullName }));
  });
}

/** Why the viewer may not register (a message key), or null. Visibility is the domain's rule, run on the row. */
export function registrationRefusal(event: IncubatorEventRow, facts: Parameters<typeof visibilityRefusal>[1], registered: number, now: Date): keyof typeof EVENT_MESSAGES | null {
  if (event.eventType !== 'group') return 'bookASlot';
  if (event.status !== 'published') return 'notPublished';
  if (event.isArchived) return 'archived';
  if (visibilityRefusal(event.visibility, facts)) return 'notPublished';
  if (event.endTime && event.endTime.getTime() <= now.getTime()) return 'ended';
  if (event.capacity !== null && registered >= event.capacity) return 'full';
  return null;
}

/** registerForEvent: a visible, published, unarchived group event that has not ended and has a seat (D-423). */
export async function registerForEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  try {
    return await ctx.data.run(async (tx) => {
      // The event row's lock serialises the registrations of one event: the count below cannot go stale.
      const [event] = await tx.select().from(incubatorEvents).where(and(eq(incubatorEvents.id, eventId), seenBy(who))).for('update').limit(1);
      if (!event) throw eventNotFound();
      if (await viewerRegistration(tx, eventId, viewer.userId)) throw validationError(`eventId: ${EVENT_MESSAGES.alreadyRegistered}`);
      const registered = (await eventDetails(tx, [eventId])).get(eventId)?.registeredCount ?? 0;
      const refusal = registrationRefusal(event, who.facts, registered, new Date());
      if (refusal) throw validationError(`eventId: ${EVENT_MESSAGES[refusal]}`);
      await tx.insert(incubatorEventAttendees).values({ incubatorId: ctx.incubator.id, eventId, userId: viewer.userId, startupId: who.startupIds[0] ?? null });
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'event.registered', entityType: 'event', entityId: eventId, after: { userId: viewer.userId } });
      return event;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError(`eventId: ${EVENT_MESSAGES.alreadyRegistered}`);
    throw error;
  }
}

/** unregisterFromEvent: the viewer's own seat is freed (the row goes, D-424). */
export async function unregisterFromEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  const viewer = requireViewer(ctx);
  const event = await getEvent(ctx, eventId);
  if (event.endTime && event.endTime.getTime() <= Date.now()) throw validationError(`eventId: ${EVENT_MESSAGES.ended}`);
  await ctx.data.run(async (tx) => {
    const gone = await tx
      .delete(incubatorEventAttendees)
      .where(and(eq(incubatorEventAttendees.eventId, eventId), eq(incubatorEventAttendees.userId, viewer.userId), sql`${incubatorEventAttendees.hostBookingId} is null`))
      .returning({ id: incubatorEventAttendees.id });
    if (gone.length === 0) throw validationError(`eventId: ${EVENT_MESSAGES.notRegistered}`);
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'event.unregistered', entityType: 'event', entityId: eventId, after: { userId: viewer.userId } });
  });
  return event;
}
