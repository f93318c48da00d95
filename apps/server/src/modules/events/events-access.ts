/**
 * Who sees and who edits an event (issue 18 item 2; D-420, D-422). The visibility rule of the domain
 * (`visibilityRefusal`) is run here in SQL over the event's jsonb lists, so a list of events is filtered by the
 * database, never by loading events into memory; `viewerFacts` reads the ids the rule looks at once per request.
 */
import { EVENT_KEYS, VISIBILITY_DIMENSIONS, type VisibilityDimension, type VisibilityFacts } from '@hatchery/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { incubatorEventHosts, incubatorEvents, startupPeople, startupPrograms, startupTags, userTags, type IncubatorEventRow } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { can, loadActor } from '../permissions/index.js';

export interface EventViewer {
  readonly viewer: Viewer;
  readonly facts: VisibilityFacts;
  /** The viewer's startups (the first is recorded on a registration). */
  readonly startupIds: readonly string[];
  /** EVENT:EDIT: every event, drafts and archived included. */
  readonly editsAll: boolean;
}

const cache = new WeakMap<AppContext, Promise<EventViewer>>();

export function loadEventViewer(ctx: AppContext, viewer: Viewer): Promise<EventViewer> {
  let loaded = cache.get(ctx);
  if (!loaded) {
    loaded = (async () => {
      const actor = await loadActor(ctx, viewer);
      const { facts, startupIds } = await ctx.data.run((tx) => viewerFacts(tx, viewer));
      return { viewer, facts, startupIds, editsAll: can(actor, EVENT_KEYS.edit) };
    })();
    cache.set(ctx, loaded);
  }
  return loaded;
}

/** The viewer's role, user tags, and the tags and programs of the startups they belong to (D-420). */
export async function viewerFacts(tx: Tx, viewer: Viewer): Promise<{ facts: VisibilityFacts; startupIds: string[] }> {
  const tagsOfUser = await tx.select({ id: userTags.tagId }).from(userTags).where(eq(userTags.userId, viewer.userId));
  const mine = await tx.select({ id: startupPeople.startupId }).from(startupPeople).where(eq(startupPeople.userId, viewer.userId)).orderBy(startupPeople.createdAt);
  const startupIds = mine.map((r) => r.id);
  const tagsOfStartups = startupIds.length ? await tx.select({ id: startupTags.tagId }).from(startupTags).where(inArray(startupTags.startupId, startupIds)) : [];
  const programs = startupIds.length ? await tx.select({ id: startupPrograms.programId }).from(startupPrograms).where(inArray(startupPrograms.startupId, startupIds)) : [];
  const unique = (rows: Array<{ id: string }>) => [...new Set(rows.map((r) => r.id))];
  return {
    facts: { roleIds: [viewer.roleId], userTagIds: unique(tagsOfUser), startupTagIds: unique(tagsOfStartups), programIds: unique(programs) },
    startupIds,
  };
}

const FACT_OF: Record<VisibilityDimension, keyof VisibilityFacts> = {
  userRoles: 'roleIds',
  userTags: 'userTagIds',
  startupTags: 'startupTagIds',
  startupPrograms: 'programIds',
};

const textArray = (values: readonly string[]): SQL =>
  values.length ? sql`ARRAY[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]` : sql`'{}'::text[]`;

/** The domain's visibilityRefusal(…) === null, as a condition on incubator_events.visibility. */
export function visibilityCondition(facts: VisibilityFacts): SQL {
  const parts = VISIBILITY_DIMENSIONS.map((dimension) => {
    const held = textArray(facts[FACT_OF[dimension]]);
    const rule = sql`(${incubatorEvents.visibility} -> ${dimension})`;
    return sql`((jsonb_array_length(${rule} -> 'is') = 0 or (${rule} -> 'is') ?| ${held}) and not ((${rule} -> 'isNot') ?| ${held}))`;
  });
  return sql.join(parts, sql` and `);
}

/** The viewer hosts or created the event. */
export function hostsOrCreated(userId: string): SQL {
  return or(
    eq(incubatorEvents.createdBy, userId),
    sql`exists (select 1 from ${incubatorEventHosts} h where h.incubator_id = ${incubatorEvents.incubatorId} and h.event_id = ${incubatorEvents.id} and h.user_id = ${userId})`,
  )!;
}

/**
 * The events the viewer may see: every one for EVENT:EDIT holders; those they created or host; and the published,
 * unarchived events whose visibility lets them through.
 */
export function seenBy(who: EventViewer): SQL | undefined {
  if (who.editsAll) return undefined;
  return or(hostsOrCreated(who.viewer.userId), and(eq(incubatorEvents.status, 'published'), eq(incubatorEvents.isArchived, false), visibilityCondition(who.facts)));
}

export async function isHost(tx: Tx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: incubatorEventHosts.id })
    .from(incubatorEventHosts)
    .where(and(eq(incubatorEventHosts.eventId, eventId), eq(incubatorEventHosts.userId, userId)))
    .limit(1);
  return !!row;
}

/**
 * D-422: EVENT:EDIT edits every event; the creator and the hosts edit it while its editPermission is `hosts`.
 * `hostsIt` is asked only when the answer depends on it (a lookup, or the feed's batched viewer state).
 */
export async function mayEditWith(who: EventViewer, event: IncubatorEventRow, hostsIt: () => Promise<boolean>): Promise<boolean> {
  if (who.editsAll) return true;
  if (event.editPermission !== 'hosts') return false;
  return event.createdBy === who.viewer.userId || (await hostsIt());
}

export function mayEditEvent(tx: Tx, who: EventViewer, event: IncubatorEventRow): Promise<boolean> {
  return mayEditWith(who, event, () => isHost(tx, event.id, who.viewer.userId));
}
