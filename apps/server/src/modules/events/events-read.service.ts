/**
 * Reading events (issue 18 items 2–4). Lists are filtered in SQL by seenBy (D-420) and paged with a cursor ({results,
 * next}, ENT-31's shape). Registration, the waitlist and attendance are in event-registration.service.ts and
 * event-attendance.service.ts (D-423, D-478).
 */
import { EVENT_MESSAGES, EVENT_TYPES, visibilityRefusal } from '@hatchery/domain';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { incubatorEventAttendees, incubatorEventHosts, incubatorEvents, incubatorEventTags, startups, tags, users, type IncubatorEventAttendeeRow, type IncubatorEventRow } from '../../db/schema/index.js';
import { parseArgs } from '../../core/input.js';
import { decodeCursor, encodeCursor } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { hostsOrCreated, loadEventViewer, mayEditEvent, seenBy } from './events-access.js';
import { requireVisibleEvent } from './events.service.js';
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

/** `bound`: a further condition read in the page's transaction first (the upcoming feed's start bound, D-514). */
async function pageOf(ctx: AppContext, conditions: Array<SQL | undefined>, input: Filters, latestFirst: boolean, bound?: (tx: Tx) => Promise<SQL | undefined>): Promise<EventPage> {
  const offset = decodeCursor(input.cursor);
  const order = latestFirst ? [desc(incubatorEvents.startTime), asc(incubatorEvents.id)] : [sql`${incubatorEvents.startTime} asc nulls last`, asc(incubatorEvents.id)];
  const rows = await ctx.data.run(async (tx) =>
    tx
      .select()
      .from(incubatorEvents)
      .where(and(...conditions, bound ? await bound(tx) : undefined, ...filterConditions(input)))
      .orderBy(...order)
      .limit(input.limit + 1)
      .offset(offset),
  );
  return { results: rows.slice(0, input.limit), next: rows.length > input.limit ? encodeCursor(offset + input.limit) : null };
}

/**
 * A lower bound on the start of every published event not yet ended: it ends at or after now and lasts at most the
 * tenant's longest published span, so it starts at or after now − that span. Implied by the upcoming condition (the
 * rows are the same), but the (tenant, status, start_time) index starts its scan there instead of walking every past
 * event first (D-514); the span is one probe of incubator_events_span_idx (migration 0043). Read first and passed as a
 * value: a subquery in the condition would keep it out of the index condition under row-level security (PostgreSQL
 * uses only leakproof plain clauses as index conditions there). Published events always have both times
 * (incubator_events_published_ck), so no undated row is lost.
 */
async function upcomingStartBound(tx: Tx, now: Date): Promise<SQL | undefined> {
  const [row] = await tx
    .select({ seconds: sql<string | null>`extract(epoch from max(${incubatorEvents.endTime} - ${incubatorEvents.startTime}))` })
    .from(incubatorEvents)
    .where(eq(incubatorEvents.status, 'published'));
  if (row?.seconds === null || row?.seconds === undefined) return undefined;
  return gte(incubatorEvents.startTime, new Date(now.getTime() - Math.ceil(Number(row.seconds)) * 1000));
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
  if (input.timeframe === 'upcoming') {
    conditions.push(sql`coalesce(${incubatorEvents.endTime}, ${incubatorEvents.startTime}, 'infinity'::timestamptz) >= ${now}`);
  }
  if (input.timeframe === 'past') {
    conditions.push(lt(incubatorEvents.endTime, now));
    // Implied (a published event starts before it ends): the latest-first scan starts at now, not a year ahead.
    if (input.status === 'published') conditions.push(lt(incubatorEvents.startTime, now));
  }
  if (input.mine === 'hosting') conditions.push(hostsOrCreated(viewer.userId));
  if (input.mine === 'registered') {
    conditions.push(
      sql`exists (select 1 from ${incubatorEventAttendees} a where a.incubator_id = ${incubatorEvents.incubatorId} and a.event_id = ${incubatorEvents.id} and a.user_id = ${viewer.userId})`,
    );
  }
  const bound = input.timeframe === 'upcoming' && input.status === 'published' ? (tx: Tx) => upcomingStartBound(tx, now) : undefined;
  return pageOf(ctx, conditions, input, input.timeframe === 'past', bound);
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
  waitlistCount: number;
}

/** Hosts, topics and tags, and registration counts of many events in three statements. */
export async function eventDetails(tx: Tx, eventIds: readonly string[]): Promise<Map<string, EventDetails>> {
  const result = new Map<string, EventDetails>(eventIds.map((id) => [id, { hosts: [], tags: [], registeredCount: 0, waitlistCount: 0 }]));
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
  // A seat: a seat-holding status off the waitlist; the waitlist: registered and waiting (D-478).
  const counts = await tx
    .select({
      eventId: incubatorEventAttendees.eventId,
      seats: sql<number>`count(*) filter (where ${incubatorEventAttendees.waitlistedAt} is null and ${incubatorEventAttendees.status} in ('registered', 'attended', 'no show'))`,
      waiting: sql<number>`count(*) filter (where ${incubatorEventAttendees.waitlistedAt} is not null and ${incubatorEventAttendees.status} = 'registered')`,
    })
    .from(incubatorEventAttendees)
    .where(inArray(incubatorEventAttendees.eventId, ids))
    .groupBy(incubatorEventAttendees.eventId);
  for (const c of counts) {
    const d = result.get(c.eventId);
    if (d) {
      d.registeredCount = Number(c.seats);
      d.waitlistCount = Number(c.waiting);
    }
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
export type AttendeeView = IncubatorEventAttendeeRow & { fullName: string; email: string; startupName: string | null; waitlistPosition: number | null };

export async function eventAttendees(ctx: AppContext, event: IncubatorEventRow): Promise<AttendeeView[]> {
  const who = await loadEventViewer(ctx, requireViewer(ctx));
  return ctx.data.run(async (tx) => {
    if (!(await mayEditEvent(tx, who, event))) return [];
    return readAttendees(tx, event.id);
  });
}

/**
 * Seat holders by registration time, then the waitlist in arrival order, each waiting person with their position; a
 * one-on-one event's rows are its booked slots (bookingDetails).
 */
export async function readAttendees(tx: Tx, eventId: string): Promise<AttendeeView[]> {
  const rows = await tx
    .select({ attendee: incubatorEventAttendees, fullName: users.fullName, email: users.email, startupName: startups.name })
    .from(incubatorEventAttendees)
    .innerJoin(users, and(eq(users.incubatorId, incubatorEventAttendees.incubatorId), eq(users.id, incubatorEventAttendees.userId)))
    .leftJoin(startups, and(eq(startups.incubatorId, incubatorEventAttendees.incubatorId), eq(startups.id, incubatorEventAttendees.startupId)))
    .where(eq(incubatorEventAttendees.eventId, eventId))
    .orderBy(sql`${incubatorEventAttendees.waitlistSeq} asc nulls first`, asc(incubatorEventAttendees.registrationTime), asc(incubatorEventAttendees.id));
  let position = 0;
  return rows.map((r) => {
    const waiting = r.attendee.waitlistedAt !== null && r.attendee.status === 'registered';
    return { ...r.attendee, fullName: r.fullName, email: r.email, startupName: r.startupName, waitlistPosition: waiting ? ++position : null };
  });
}

/** Why the viewer may not register or join the waitlist (a message key), or null. Visibility is the domain's rule, run on the row. */
export function registrationRefusal(event: IncubatorEventRow, facts: Parameters<typeof visibilityRefusal>[1], now: Date): keyof typeof EVENT_MESSAGES | null {
  if (event.eventType !== 'group') return 'bookASlot';
  if (event.status !== 'published') return 'notPublished';
  if (event.isArchived) return 'archived';
  if (event.cancelledAt) return 'cancelled';
  if (visibilityRefusal(event.visibility, facts)) return 'notPublished';
  if (event.endTime && event.endTime.getTime() <= now.getTime()) return 'ended';
  // A full event is no refusal: the registrant joins its waitlist (D-478).
  return null;
}
