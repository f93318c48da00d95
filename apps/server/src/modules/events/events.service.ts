/**
 * Incubator events, wave 1 (issue 18; docs/contract-events.md §3): create a draft with no arguments (D1 §7.5), edit
 * every group-event field of D2 §3.7, publish, unpublish, archive, restore, duplicate and delete. Row-level rule
 * (D-422): mayEditEvent; an event the viewer may not see is NotFound, one they see but may not edit is Forbidden.
 */
import { EVENT_MESSAGES, eventInputSchema, type EventInput, type TagKind } from '@hatchery/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { hostBookings, incubatorEventAttendees, incubatorEventHosts, incubatorEvents, incubatorEventTags, programs, roles, tags, users, type IncubatorEventRow } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { markBookingMinutesUsed, releaseBookingMinutes } from '../coaching/index.js';
import { featureIsOn } from '../milestones/index.js';
import { deliverNotifications } from '../notifications/index.js';
import { promoteWaitlisted } from './event-registration.service.js';
import { loadEventViewer, mayEditEvent, seenBy, type EventViewer } from './events-access.js';
import { syncEventTasks } from './events-lists.service.js';

export const eventNotFound = () => notFoundError('Event not found');

/** The event as the viewer may reach it: NotFound when absent or not visible to them. */
export async function requireVisibleEvent(ctx: AppContext, who: EventViewer, eventId: string, tx?: Tx): Promise<IncubatorEventRow> {
  if (!isUuid(eventId)) throw eventNotFound();
  const read = (t: Tx) => t.select().from(incubatorEvents).where(and(eq(incubatorEvents.id, eventId), seenBy(who))).limit(1);
  const [row] = tx ? await read(tx) : await ctx.data.run(read);
  if (!row) throw eventNotFound();
  return row;
}

export async function requireEditableEvent(ctx: AppContext, eventId: string): Promise<{ who: EventViewer; event: IncubatorEventRow }> {
  const who = await loadEventViewer(ctx, requireViewer(ctx));
  const event = await requireVisibleEvent(ctx, who, eventId);
  if (!(await ctx.data.run((tx) => mayEditEvent(tx, who, event)))) throw forbiddenError('You may not edit this event.');
  return { who, event };
}

/** createIncubatorEvent (D1 §7.5): no arguments; a draft group event created by the viewer, who hosts it. */
export async function createIncubatorEvent(ctx: AppContext): Promise<IncubatorEventRow> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .insert(incubatorEvents)
      .values({ incubatorId: ctx.incubator.id, createdBy: viewer.userId, timezone: ctx.incubator.timezone ?? null })
      .returning();
    if (!row) throw new Error('event insert returned nothing');
    await tx.insert(incubatorEventHosts).values({ incubatorId: ctx.incubator.id, eventId: row.id, userId: viewer.userId });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'event.created', entityType: 'event', entityId: row.id, after: { status: 'draft' } });
    return row;
  });
}

/** Every id the input names exists in this tenant, of the right kind: otherwise the field is named, nothing changes. */
async function checkReferences(tx: Tx, input: EventInput): Promise<void> {
  const missing = async (field: string, wanted: readonly string[], found: () => Promise<Array<{ id: string }>>, message: string) => {
    if (wanted.length === 0) return;
    const ids = new Set((await found()).map((r) => r.id));
    if (wanted.some((id) => !ids.has(id))) throw validationError(`${field}: ${message}`);
  };
  const tagIdsOf = (kinds: TagKind[], ids: readonly string[]) => () => tx.select({ id: tags.id }).from(tags).where(and(inArray(tags.id, [...ids]), inArray(tags.kind, kinds)));
  await missing('hostIds', input.hostIds, () => tx.select({ id: users.id }).from(users).where(inArray(users.id, input.hostIds)), EVENT_MESSAGES.unknownHost);
  await missing('topicIds', input.topicIds, tagIdsOf(['topic'], input.topicIds), EVENT_MESSAGES.unknownTag);
  await missing('tagIds', input.tagIds, tagIdsOf(['event'], input.tagIds), EVENT_MESSAGES.unknownTag);
  const v = input.visibility;
  const roleIds = [...v.userRoles.is, ...v.userRoles.isNot];
  await missing('visibility.userRoles', roleIds, () => tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds)), EVENT_MESSAGES.unknownRole);
  const userTagIds = [...v.userTags.is, ...v.userTags.isNot];
  await missing('visibility.userTags', userTagIds, tagIdsOf(['user', 'skills', 'community', 'mentortag', 'other'], userTagIds), EVENT_MESSAGES.unknownTag);
  const startupTagIds = [...v.startupTags.is, ...v.startupTags.isNot];
  await missing('visibility.startupTags', startupTagIds, tagIdsOf(['startup', 'other'], startupTagIds), EVENT_MESSAGES.unknownTag);
  const programIds = [...v.startupPrograms.is, ...v.startupPrograms.isNot];
  await missing('visibility.startupPrograms', programIds, () => tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, programIds)), EVENT_MESSAGES.unknownProgram);
}

/** The one-on-one columns (D2 §3.7; D-486): a group event keeps them empty. */
const oneOnOneColumnsOf = (input: EventInput, eventType: 'group' | 'one_on_one') =>
  eventType === 'one_on_one'
    ? {
        timeslotIncrement: input.timeslotIncrement,
        numberOfSessions: input.numberOfSessions,
        oneOnOneDates: input.oneOnOneDates,
        availabilityMethod: input.availabilityMethod,
        registrationNotice: input.noticePeriod
          ? { meetingRegistrationHasNoticePeriod: true, periodValue: input.noticePeriod.value, periodUnit: input.noticePeriod.unit }
          : { meetingRegistrationHasNoticePeriod: false, periodValue: null, periodUnit: null },
        ignoreHostsLinkedCalendar: input.ignoreHostsLinkedCalendar,
        ignoreHourAllocation: input.ignoreHourAllocation,
        // A one-on-one event's duration is the length of one session, not its window (D2 §3.7).
        duration: input.sessionMinutes,
      }
    : {
        timeslotIncrement: null,
        numberOfSessions: null,
        oneOnOneDates: null,
        availabilityMethod: null,
        registrationNotice: null,
        ignoreHostsLinkedCalendar: false,
        ignoreHourAllocation: false,
      };

const columnsOf = (input: EventInput) => ({
  title: input.title || null,
  description: input.description || null,
  capacity: input.capacity,
  imageUrl: input.imageUrl,
  coverUrl: input.coverUrl,
  locationText: input.locationText || null,
  locationLink: input.locationLink,
  conferenceUrl: input.conferenceUrl,
  conferenceSolution: input.conferenceSolution,
  startTime: input.startTime,
  endTime: input.endTime,
  duration: input.startTime && input.endTime ? Math.round((input.endTime.getTime() - input.startTime.getTime()) / 60000) : null,
  timezone: input.timezone,
  editPermission: input.editPermission,
  visibility: input.visibility,
  attachmentLinks: input.attachmentLinks,
});

async function replaceHostsAndTags(tx: Tx, incubatorId: string, eventId: string, hostIds: readonly string[], tagIds: readonly string[]): Promise<void> {
  await tx.delete(incubatorEventHosts).where(eq(incubatorEventHosts.eventId, eventId));
  await tx.delete(incubatorEventTags).where(eq(incubatorEventTags.eventId, eventId));
  const hosts = [...new Set(hostIds)];
  if (hosts.length) await tx.insert(incubatorEventHosts).values(hosts.map((userId, position) => ({ incubatorId, eventId, userId, position })));
  const allTags = [...new Set(tagIds)];
  if (allTags.length) await tx.insert(incubatorEventTags).values(allTags.map((tagId) => ({ incubatorId, eventId, tagId })));
}

/** A published event stays whole: it keeps a title and its times (incubator_events_published_ck says the same). */
function assertPublishable(event: Pick<IncubatorEventRow, 'title' | 'startTime' | 'endTime' | 'eventType' | 'duration'>): void {
  if (!event.title) throw validationError(`title: ${EVENT_MESSAGES.titleRequired}`);
  if (!event.startTime) throw validationError(`startTime: ${EVENT_MESSAGES.timesRequired}`);
  if (!event.endTime) throw validationError(`endTime: ${EVENT_MESSAGES.timesRequired}`);
  if (event.eventType === 'one_on_one' && !event.duration) throw validationError(`sessionMinutes: ${EVENT_MESSAGES.sessionLength}`);
}

/** A one-on-one event is published with at least one host (its slots are the hosts'). */
async function assertHostsToPublish(tx: Tx, event: Pick<IncubatorEventRow, 'id' | 'eventType'>): Promise<void> {
  if (event.eventType !== 'one_on_one') return;
  const [host] = await tx.select({ id: incubatorEventHosts.id }).from(incubatorEventHosts).where(eq(incubatorEventHosts.eventId, event.id)).limit(1);
  if (!host) throw validationError(`hostIds: ${EVENT_MESSAGES.hostsRequired}`);
}

const hostIdsOf = async (tx: Tx, eventId: string) =>
  (await tx.select({ userId: incubatorEventHosts.userId }).from(incubatorEventHosts).where(eq(incubatorEventHosts.eventId, eventId))).map((h) => h.userId);

export async function updateIncubatorEvent(ctx: AppContext, eventId: string, raw: unknown): Promise<IncubatorEventRow> {
  const { who, event } = await requireEditableEvent(ctx, eventId);
  const input = parseInput(eventInputSchema, raw);
  const eventType = input.eventType ?? event.eventType;
  const columns = { ...columnsOf(input), ...oneOnOneColumnsOf(input, eventType), eventType };
  if (event.status === 'published') {
    assertPublishable(columns);
    if (eventType === 'one_on_one' && input.hostIds.length === 0) throw validationError(`hostIds: ${EVENT_MESSAGES.hostsRequired}`);
  }
  // The creator keeps the event in reach: a host-side editor may not drop themselves and lose it (D-422).
  const { row: updated, formerHostIds, promoted } = await ctx.data.run(async (tx) => {
    await checkReferences(tx, input);
    if (eventType !== event.eventType) {
      if (eventType === 'one_on_one' && !(await featureIsOn(tx, 'oneOnOneEvents'))) throw validationError(`eventType: ${EVENT_MESSAGES.oneOnOneLater}`);
      const [someone] = await tx.select({ id: incubatorEventAttendees.id }).from(incubatorEventAttendees).where(eq(incubatorEventAttendees.eventId, eventId)).limit(1);
      if (someone) throw validationError(`eventType: ${EVENT_MESSAGES.typeLocked}`);
    }
    const formerHostIds = await hostIdsOf(tx, eventId);
    const [row] = await tx.update(incubatorEvents).set({ ...columns, updatedAt: new Date() }).where(eq(incubatorEvents.id, eventId)).returning();
    if (!row) throw eventNotFound();
    await replaceHostsAndTags(tx, ctx.incubator.id, eventId, input.hostIds, [...input.topicIds, ...input.tagIds]);
    // More seats (or no limit any more) go to the waitlist at once, in order (D-479); the update holds the row's lock.
    const promoted = await promoteWaitlisted(tx, ctx.incubator.id, row, who.viewer.userId);
    await recordActivity(tx, ctx.incubator.id, who.viewer.userId, {
      action: 'event.updated',
      entityType: 'event',
      entityId: eventId,
      before: { title: event.title, startTime: event.startTime?.toISOString() ?? null },
      after: { title: row.title, startTime: row.startTime?.toISOString() ?? null },
    });
    return { row, formerHostIds, promoted };
  });
  await deliverNotifications(ctx, promoted);
  // After commit: hosts added, removed or short of hours get their tasks opened or closed (D-489).
  if (event.eventType === 'one_on_one' || updated.eventType === 'one_on_one') await syncEventTasks(ctx, eventId, formerHostIds);
  return updated;
}

type Lifecycle = 'publish' | 'unpublish' | 'archive' | 'restore';
const ACTION_OF: Record<Lifecycle, string> = { publish: 'event.published', unpublish: 'event.unpublished', archive: 'event.archived', restore: 'event.restored' };

export async function changeEventState(ctx: AppContext, eventId: string, change: Lifecycle): Promise<IncubatorEventRow> {
  const { who, event } = await requireEditableEvent(ctx, eventId);
  if (change === 'publish') assertPublishable(event);
  const now = new Date();
  const set =
    change === 'publish' ? { status: 'published' as const, publishedAt: event.publishedAt ?? now }
    : change === 'unpublish' ? { status: 'draft' as const }
    : change === 'archive' ? { isArchived: true, archivedAt: now }
    : { isArchived: false, archivedAt: null };
  const changed = await ctx.data.run(async (tx) => {
    if (change === 'publish') await assertHostsToPublish(tx, event);
    const [row] = await tx.update(incubatorEvents).set({ ...set, updatedAt: now }).where(eq(incubatorEvents.id, eventId)).returning();
    if (!row) throw eventNotFound();
    await recordActivity(tx, ctx.incubator.id, who.viewer.userId, { action: ACTION_OF[change], entityType: 'event', entityId: eventId, after: { status: row.status, isArchived: row.isArchived } });
    return row;
  });
  if (changed.eventType === 'one_on_one') await syncEventTasks(ctx, eventId);
  return changed;
}

/** A copy as a new draft: every field, hosts, topics and tags; no registrants. */
export async function duplicateIncubatorEvent(ctx: AppContext, eventId: string): Promise<IncubatorEventRow> {
  const { who, event } = await requireEditableEvent(ctx, eventId);
  return ctx.data.run(async (tx) => {
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, archivedAt: _a, cancelledAt: _x, ...fields } = event;
    const [row] = await tx
      .insert(incubatorEvents)
      .values({ ...fields, title: event.title ? `${event.title} (copy)`.slice(0, 200) : null, status: 'draft', isArchived: false, createdBy: who.viewer.userId })
      .returning();
    if (!row) throw new Error('event insert returned nothing');
    const hosts = await tx.select({ userId: incubatorEventHosts.userId }).from(incubatorEventHosts).where(eq(incubatorEventHosts.eventId, eventId)).orderBy(incubatorEventHosts.position);
    const eventTags = await tx.select({ tagId: incubatorEventTags.tagId }).from(incubatorEventTags).where(eq(incubatorEventTags.eventId, eventId));
    await replaceHostsAndTags(tx, ctx.incubator.id, row.id, hosts.map((h) => h.userId), eventTags.map((t) => t.tagId));
    await recordActivity(tx, ctx.incubator.id, who.viewer.userId, { action: 'event.duplicated', entityType: 'event', entityId: row.id, after: { from: eventId } });
    return row;
  });
}

/** deleteIncubatorEvent (EVENT:DELETE): the event, its hosts, tags and registrations go (cascade). */
export async function deleteIncubatorEvent(ctx: AppContext, eventId: string): Promise<string> {
  const viewer = requireViewer(ctx);
  const who = await loadEventViewer(ctx, viewer);
  const event = await requireVisibleEvent(ctx, who, eventId);
  const formerHostIds = await ctx.data.run(async (tx) => {
    const hostIds = await hostIdsOf(tx, eventId);
    // Its booked slots give the hosts their time back (released, kept: coaching's rule for host_bookings).
    const now = new Date();
    const released = await tx.update(hostBookings).set({ status: 'released', releasedAt: now, releaseReason: 'event deleted', updatedAt: now })
      .where(and(eq(hostBookings.eventId, eventId), eq(hostBookings.status, 'active'))).returning({ id: hostBookings.id, startsAt: hostBookings.startsAt });
    // Slots still to come give their hour-budget minutes back (D-469); those that started took place: used (D-506).
    for (const booking of released) await (booking.startsAt > now ? releaseBookingMinutes(tx, booking.id) : markBookingMinutesUsed(tx, booking.id));
    await tx.delete(incubatorEvents).where(eq(incubatorEvents.id, eventId));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'event.deleted', entityType: 'event', entityId: eventId, before: { title: event.title } });
    return hostIds;
  });
  if (event.eventType === 'one_on_one') await syncEventTasks(ctx, eventId, formerHostIds);
  return eventId;
}
