/**
 * Per-request loaders of IncubatorEvent's fields, so a list (the feed's 48 events) costs a fixed number of
 * statements, not a few per event (docs/performance.md "Events: the feed over 10,000 events"):
 * - `detailsOf`: hosts, topics and tags, seat and waitlist counts of the page's events (three statements);
 * - `viewerStateOf`: the viewer's own registration row and host row for each of the page's events (two statements),
 *   behind viewerIsRegistered, viewerCanRegister, viewerCanEdit, viewerIsWaitlisted and viewerCanCheckIn.
 * Each batch is one transaction. The viewer state is not cached beyond its batch (DataLoader `cache: false`), so a
 * request that registers and then reads the event again (two root mutations) never sees the state from before.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { Tx } from '../../db/contract.js';
import { incubatorEventAttendees, incubatorEventHosts, type IncubatorEventAttendeeRow, type IncubatorEventRow } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadEventViewer, mayEditWith } from './events-access.js';
import { eventDetails, registrationRefusal, type EventDetails } from './events-read.service.js';

const detailLoaders = new WeakMap<AppContext, DataLoader<string, EventDetails>>();

export function detailsOf(ctx: AppContext, eventId: string): Promise<EventDetails> {
  let loader = detailLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, EventDetails>(async (ids) => {
      const details = await ctx.data.run((tx) => eventDetails(tx, ids));
      return ids.map((id) => details.get(id) ?? { hosts: [], tags: [], registeredCount: 0, waitlistCount: 0 });
    });
    detailLoaders.set(ctx, loader);
  }
  return loader.load(eventId);
}

/** The viewer's relation to one event: their group registration (seat or waitlist; null: none) and whether they host it. */
export interface ViewerEventState {
  readonly registration: IncubatorEventAttendeeRow | null;
  readonly hosts: boolean;
}

const NOBODY: ViewerEventState = { registration: null, hosts: false };

/** The viewer's registrations (a group event's row: no host booking) and host rows for many events, in two statements. */
export async function viewerEventStates(tx: Tx, eventIds: readonly string[], userId: string): Promise<Map<string, ViewerEventState>> {
  const ids = [...new Set(eventIds)];
  const registrations = await tx
    .select()
    .from(incubatorEventAttendees)
    .where(and(inArray(incubatorEventAttendees.eventId, ids), eq(incubatorEventAttendees.userId, userId), isNull(incubatorEventAttendees.hostBookingId)));
  const hosted = await tx
    .select({ eventId: incubatorEventHosts.eventId })
    .from(incubatorEventHosts)
    .where(and(inArray(incubatorEventHosts.eventId, ids), eq(incubatorEventHosts.userId, userId)));
  const hostedIds = new Set(hosted.map((h) => h.eventId));
  // One group registration per person and event (the partial unique index), so the first row is the row.
  const registrationOf = new Map<string, IncubatorEventAttendeeRow>();
  for (const r of registrations) if (!registrationOf.has(r.eventId)) registrationOf.set(r.eventId, r);
  return new Map(ids.map((id) => [id, { registration: registrationOf.get(id) ?? null, hosts: hostedIds.has(id) }]));
}

const stateLoaders = new WeakMap<AppContext, DataLoader<string, ViewerEventState>>();

export function viewerStateOf(ctx: AppContext, eventId: string): Promise<ViewerEventState> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(NOBODY);
  let loader = stateLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, ViewerEventState>(
      async (ids) => {
        const states = await ctx.data.run((tx) => viewerEventStates(tx, ids, viewer.userId));
        return ids.map((id) => states.get(id) ?? NOBODY);
      },
      { cache: false },
    );
    stateLoaders.set(ctx, loader);
  }
  return loader.load(eventId);
}

/** viewerIsRegistered: the viewer holds a seat (off the waitlist). */
export async function viewerHoldsSeat(ctx: AppContext, event: IncubatorEventRow): Promise<boolean> {
  const { registration } = await viewerStateOf(ctx, event.id);
  return !!registration && !registration.waitlistedAt;
}

/** viewerIsWaitlisted: registered while the event was full and still waiting (D-478). */
export async function viewerIsWaiting(ctx: AppContext, event: IncubatorEventRow): Promise<boolean> {
  const { registration } = await viewerStateOf(ctx, event.id);
  return !!registration && registration.waitlistSeq !== null && registration.status === 'registered';
}

/** viewerCanRegister: no registration yet and nothing refuses it (registrationRefusal: type, state, visibility, end). */
export async function viewerMayRegister(ctx: AppContext, event: IncubatorEventRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  // The viewer's facts first (cached per request), then the batched state: both loads of a page land in one batch.
  const who = await loadEventViewer(ctx, ctx.viewer);
  const { registration } = await viewerStateOf(ctx, event.id);
  return !registration && registrationRefusal(event, who.facts, new Date()) === null;
}

/** viewerCanEdit: D-422 (EVENT:EDIT; else the creator and hosts while editPermission is hosts). */
export async function viewerMayEdit(ctx: AppContext, event: IncubatorEventRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  const who = await loadEventViewer(ctx, ctx.viewer);
  return mayEditWith(who, event, async () => (await viewerStateOf(ctx, event.id)).hosts);
}
