/**
 * The per-startup and per-user event lists of D1 §3 (ENT-31; issue 18 item 5; D-491) and planning's "pending host
 * availability" (D-426, D-489), with the host tasks that follow it. The lists answer `{results, next}` with a cursor,
 * filtered in SQL by what the viewer sees (seenBy, D-420); who may ask about whom is checked first, so a list never
 * tells a founder which events another startup's people attend.
 */
import { EVENT_TYPES, isInRoleGroup } from '@hatchery/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { incubatorEventAttendees, incubatorEventHosts, incubatorEvents, type IncubatorEventRow } from '../../db/schema/index.js';
import { forbiddenError } from '../../core/errors.js';
import { parseArgs } from '../../core/input.js';
import { decodeCursor, encodeCursor } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import type { EffectContext } from '../notifications/index.js';
import { onHostAvailabilityChanged, syncEventHostTasks } from '../tasks/index.js';
import { hostsOrCreated, loadEventViewer, seenBy } from './events-access.js';
import type { EventPage } from './events-read.service.js';
import { eventHosts, hostsWithoutHours, oneOnOneWindow } from './one-on-one-slots.js';

const LIMIT_MESSAGE = 'Ask for 1 to 100 events.';
const pageShape = {
  eventType: z.enum(EVENT_TYPES).optional(),
  first: z.number().int().min(1, LIMIT_MESSAGE).max(100, LIMIT_MESSAGE).default(20),
  after: z.string().max(40).optional(),
};
const byStartupSchema = z.object({ startupId: z.uuid({ error: 'This startup does not exist.' }), ...pageShape });
const byUserSchema = z.object({ userId: z.uuid({ error: 'This person does not exist.' }), ...pageShape });

async function pageOf(ctx: AppContext, conditions: Array<SQL | undefined>, first: number, after: string | undefined): Promise<EventPage> {
  const offset = decodeCursor(after);
  const rows = await ctx.data.run((tx) =>
    tx.select().from(incubatorEvents).where(and(...conditions))
      .orderBy(sql`${incubatorEvents.startTime} desc nulls last`, asc(incubatorEvents.id))
      .limit(first + 1).offset(offset));
  return { results: rows.slice(0, first), next: rows.length > first ? encodeCursor(offset + first) : null };
}

const attendedBy = (column: 'startup_id' | 'user_id', id: string) =>
  sql`exists (select 1 from ${incubatorEventAttendees} a where a.incubator_id = ${incubatorEvents.incubatorId} and a.event_id = ${incubatorEvents.id} and a.${sql.raw(column)} = ${id}::uuid)`;

/** eventsByStartup: events the startup's people registered for or booked; its own people and internal people ask. */
export async function eventsByStartup(ctx: AppContext, args: Record<string, unknown>): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(byStartupSchema, args);
  const who = await loadEventViewer(ctx, viewer);
  if (!isInRoleGroup(viewer.roleType, 'internal') && !who.startupIds.includes(input.startupId)) throw forbiddenError('You may not see the events of this startup.');
  const conditions = [seenBy(who), attendedBy('startup_id', input.startupId), input.eventType ? eq(incubatorEvents.eventType, input.eventType) : undefined];
  return pageOf(ctx, conditions, input.first, input.after);
}

/** eventsByUser: events the person registered for, booked or hosts; the person themselves and internal people ask. */
export async function eventsByUser(ctx: AppContext, args: Record<string, unknown>): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const input = parseArgs(byUserSchema, args);
  if (input.userId !== viewer.userId && !isInRoleGroup(viewer.roleType, 'internal')) throw forbiddenError('You may not see the events of this person.');
  const who = await loadEventViewer(ctx, viewer);
  const hosts = sql`exists (select 1 from ${incubatorEventHosts} h where h.incubator_id = ${incubatorEvents.incubatorId} and h.event_id = ${incubatorEvents.id} and h.user_id = ${input.userId}::uuid)`;
  const conditions = [seenBy(who), sql`(${attendedBy('user_id', input.userId)} or ${hosts})`, input.eventType ? eq(incubatorEvents.eventType, input.eventType) : undefined];
  return pageOf(ctx, conditions, input.first, input.after);
}

/** At most this many upcoming one-on-one events are checked for planning's pending tab (each runs the engine per host). */
const PENDING_SCAN = 200;

/**
 * Planning's "pending host availability" (D-426): unarchived one-on-one events not yet over with a host who has no
 * hours in the window — the viewer's planning scope (EVENT:EDIT every event, else theirs).
 */
export async function pendingAvailabilityEvents(ctx: AppContext, input: { cursor?: string; limit: number }): Promise<EventPage> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  const offset = decodeCursor(input.cursor);
  const now = new Date();
  const pending = await ctx.data.run(async (tx) => {
    const candidates = await tx.select().from(incubatorEvents).where(and(
      seenBy(who),
      who.editsAll ? undefined : hostsOrCreated(viewer.userId),
      eq(incubatorEvents.eventType, 'one_on_one'),
      eq(incubatorEvents.isArchived, false),
      sql`${incubatorEvents.endTime} > ${now}`,
    )).orderBy(asc(incubatorEvents.startTime), asc(incubatorEvents.id)).limit(PENDING_SCAN);
    const found: IncubatorEventRow[] = [];
    for (const event of candidates) {
      const hosts = (await eventHosts(tx, event.id)).map((h) => h.id);
      if (hosts.length === 0 || (await hostsWithoutHours(tx, ctx.incubator.timezone ?? null, event, hosts)).length > 0) found.push(event);
    }
    return found;
  });
  const results = pending.slice(offset, offset + input.limit);
  return { results, next: pending.length > offset + input.limit ? encodeCursor(offset + input.limit) : null };
}

/**
 * After an event's change committed: its hosts' hostAssignation and availEvent* tasks follow (D-489). `formerHostIds`
 * are people who hosted it before the change (their tasks close); a deleted event passes `event: null`.
 */
export async function syncEventTasks(ctx: EffectContext, eventId: string, formerHostIds: readonly string[] = []): Promise<void> {
  const facts = await ctx.data.run(async (tx) => {
    const [event] = await tx.select().from(incubatorEvents).where(eq(incubatorEvents.id, eventId)).limit(1);
    const hosts = event ? (await eventHosts(tx, event.id)).map((h) => h.id) : [];
    const active = !!event && event.eventType === 'one_on_one' && !event.isArchived && !!oneOnOneWindow(event) && event.endTime!.getTime() > Date.now();
    const lacking = active && event ? new Set(await hostsWithoutHours(tx, ctx.incubator.timezone ?? null, event, hosts)) : new Set<string>();
    const everyone = [...new Set([...hosts, ...formerHostIds])];
    return {
      eventId,
      title: event?.title ?? 'Event',
      published: event?.status === 'published',
      availabilityTask: event?.availabilityMethod === 'event_specific' ? ('availEventSpecific' as const) : ('availEventCoaching' as const),
      hosts: everyone.map((userId) => ({ userId, hosting: active && hosts.includes(userId), lacksAvailability: lacking.has(userId), isCreator: event?.createdBy === userId })),
    };
  });
  await syncEventHostTasks(ctx, facts);
}

/** A host's hours changed: the tasks of the upcoming one-on-one events they host follow. */
onHostAvailabilityChanged(async (ctx, hostUserId) => {
  const events = await ctx.data.run((tx) =>
    tx.select({ id: incubatorEvents.id }).from(incubatorEvents)
      .innerJoin(incubatorEventHosts, and(eq(incubatorEventHosts.eventId, incubatorEvents.id), eq(incubatorEventHosts.userId, hostUserId)))
      .where(and(eq(incubatorEvents.eventType, 'one_on_one'), eq(incubatorEvents.isArchived, false), sql`${incubatorEvents.endTime} > now()`))
      .orderBy(desc(incubatorEvents.startTime)).limit(50));
  for (const event of events) await syncEventTasks(ctx, event.id);
});
