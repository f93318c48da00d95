/**
 * What the event editor offers (issue 18 wave 1): the roles, tags and programs its visibility lists may name, the
 * topics and event tags, and the people who may host — internal people of the tenant (CHR-23), as coaching's hosts.
 */
import { ROLE_GROUPS, type RoleType, type TagKind } from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { incubatorEventHosts, incubatorEvents, incubatorEventTags, programs, roles, tags, users } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { loadEventViewer, seenBy } from './events-access.js';

export interface EventOption {
  value: string;
  label: string;
}

export interface EventEditorOptions {
  roles: EventOption[];
  userTags: EventOption[];
  startupTags: EventOption[];
  programs: EventOption[];
  topics: EventOption[];
  eventTags: EventOption[];
  hosts: EventOption[];
}

const USER_TAG_KINDS: TagKind[] = ['user', 'skills', 'community', 'mentortag', 'other'];
const STARTUP_TAG_KINDS: TagKind[] = ['startup', 'other'];

export async function eventEditorOptions(ctx: AppContext): Promise<EventEditorOptions> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const tagRows = await tx.select({ id: tags.id, name: tags.name, kind: tags.kind }).from(tags).orderBy(asc(tags.name));
    const ofKinds = (kinds: TagKind[]) => tagRows.filter((t) => kinds.includes(t.kind)).map((t) => ({ value: t.id, label: t.name }));
    const roleRows = await tx.select({ id: roles.id, label: roles.label }).from(roles).orderBy(asc(roles.label));
    const programRows = await tx.select({ id: programs.id, name: programs.name }).from(programs).where(eq(programs.status, 'active')).orderBy(asc(programs.name));
    const hostRows = await tx
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(and(eq(users.status, 'active'), inArray(roles.type, [...(ROLE_GROUPS.internal as readonly RoleType[])])))
      .orderBy(asc(users.fullName));
    return {
      roles: roleRows.map((r) => ({ value: r.id, label: r.label })),
      userTags: ofKinds(USER_TAG_KINDS),
      startupTags: ofKinds(STARTUP_TAG_KINDS),
      programs: programRows.map((p) => ({ value: p.id, label: p.name })),
      topics: ofKinds(['topic']),
      eventTags: ofKinds(['event']),
      hosts: hostRows.map((u) => ({ value: u.id, label: u.fullName })),
    };
  });
}

export interface EventFilterOptions {
  topics: EventOption[];
  eventTags: EventOption[];
  hosts: EventOption[];
}

/**
 * The feed's filter choices (REF-18): the topics, event tags and hosts of the events the viewer sees (seenBy, in SQL),
 * so a filter never names a person or tag the viewer would not meet on an event anyway.
 */
export async function eventFilterOptions(ctx: AppContext): Promise<EventFilterOptions> {
  const who = await loadEventViewer(ctx, requireViewer(ctx));
  return ctx.data.run(async (tx) => {
    const visible = and(eq(incubatorEvents.isArchived, false), seenBy(who));
    const tagRows = await tx
      .selectDistinct({ id: tags.id, name: tags.name, kind: tags.kind })
      .from(incubatorEventTags)
      .innerJoin(incubatorEvents, and(eq(incubatorEvents.incubatorId, incubatorEventTags.incubatorId), eq(incubatorEvents.id, incubatorEventTags.eventId)))
      .innerJoin(tags, and(eq(tags.incubatorId, incubatorEventTags.incubatorId), eq(tags.id, incubatorEventTags.tagId)))
      .where(visible)
      .orderBy(asc(tags.name));
    const hostRows = await tx
      .selectDistinct({ id: users.id, fullName: users.fullName })
      .from(incubatorEventHosts)
      .innerJoin(incubatorEvents, and(eq(incubatorEvents.incubatorId, incubatorEventHosts.incubatorId), eq(incubatorEvents.id, incubatorEventHosts.eventId)))
      .innerJoin(users, and(eq(users.incubatorId, incubatorEventHosts.incubatorId), eq(users.id, incubatorEventHosts.userId)))
      .where(visible)
      .orderBy(asc(users.fullName));
    const ofKind = (kind: TagKind) => tagRows.filter((t) => t.kind === kind).map((t) => ({ value: t.id, label: t.name }));
    return { topics: ofKind('topic'), eventTags: ofKind('event'), hosts: hostRows.map((u) => ({ value: u.id, label: u.fullName })) };
  });
}
