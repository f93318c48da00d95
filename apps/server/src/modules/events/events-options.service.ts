/**
 * What the event editor offers (issue 18 wave 1): the roles, tags and programs its visibility lists may name, the
 * topics and event tags, and the people who may host — internal people of the tenant (CHR-23), as coaching's hosts.
 */
import { ROLE_GROUPS, type RoleType, type TagKind } from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { programs, roles, tags, users } from '../../db/schema/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';

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
