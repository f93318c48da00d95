/**
 * What the overview's bulk bar may name (issue 16 item 3; D-292, D-293), and an application's tags: the catalogue's
 * tags an application carries (kinds application and other) and the users who may evaluate (active, internal staff
 * set — the same rule the assignment applies).
 */
import { APPLICATION_TAG_KINDS, isInRoleGroup, type RoleType } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { applicationTags, roles, tags, users } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import type { TagSource } from '../tags/index.js';

export interface ApplicationBulkOptions {
  tags: TagSource[];
  evaluators: Array<{ _id: string; fullName: string }>;
}

export async function applicationBulkOptions(ctx: AppContext): Promise<ApplicationBulkOptions> {
  return ctx.data.run(async (tx) => {
    const tagRows = await tx
      .select({ _id: tags.id, kind: tags.kind, name: tags.name, color: tags.color })
      .from(tags)
      .where(inArray(tags.kind, [...APPLICATION_TAG_KINDS]))
      .orderBy(asc(sql`lower(${tags.name})`));
    const people = await tx
      .select({ _id: users.id, fullName: users.fullName, roleType: roles.type })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.status, 'active'))
      .orderBy(asc(sql`lower(${users.fullName})`))
      .limit(1000);
    return { tags: tagRows, evaluators: people.filter((p) => isInRoleGroup(p.roleType as RoleType, 'internal')).map(({ _id, fullName }) => ({ _id, fullName })) };
  });
}

const loaders = new WeakMap<AppContext, DataLoader<string, TagSource[]>>();

/** The application's tags, by name (the caller already reached the application); one query per list page. */
export function applicationTagList(ctx: AppContext, applicationId: string): Promise<TagSource[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, TagSource[]>(async (ids) => {
      const rows = await ctx.data.run((tx) =>
        tx
          .select({ applicationId: applicationTags.applicationId, _id: tags.id, kind: tags.kind, name: tags.name, color: tags.color })
          .from(applicationTags)
          .innerJoin(tags, eq(tags.id, applicationTags.tagId))
          .where(inArray(applicationTags.applicationId, [...ids]))
          .orderBy(asc(sql`lower(${tags.name})`)),
      );
      return ids.map((id) => rows.filter((r) => r.applicationId === id).map(({ _id, kind, name, color }) => ({ _id, kind, name, color })));
    });
    loaders.set(ctx, loader);
  }
  return loader.load(applicationId);
}
