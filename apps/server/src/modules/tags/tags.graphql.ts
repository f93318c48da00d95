/** Tags (issue 14 item 6): the tag lists, their mutations, and `Startup.tags` / `User.tags` (ENT-13). */
import { TAG_KINDS, type TagKind } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { builder } from '../../graphql/builder.js';
import type { AppContext } from '../../http/context.js';
import { UserRef } from '../identity/users/index.js';
import { accessAllows, ADMIN, allowAnyOf, isAdminGroup, loadActor, loadVisibility, permission } from '../permissions/index.js';
import { StartupRef } from '../startups/index.js';
import { tagsPolicy } from './tags.policy.js';
import { createTag, deleteTag, listTags, loadRecordTags, mergeTags, setStartupTags, setUserTags, updateTag, type RecordTag } from './tags.service.js';

export const TagKindEnum = builder.enumType('TagKind', { values: TAG_KINDS });

/** A tag as any path shows it; `usageCount` only where the tags list computed it. */
export interface TagSource {
  _id: string;
  kind: TagKind;
  name: string;
  color: string | null;
  usageCount?: number;
}

export const TagRef = builder.objectRef<TagSource>('Tag').implement({
  description: 'A tag of one of the ten kinds of /taxonomy/tags/* (D1 §2.3).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    kind: t.field({ type: TagKindEnum, resolve: (tag) => tag.kind }),
    name: t.exposeString('name'),
    color: t.exposeString('color', { nullable: true, description: 'A palette colour name or #rrggbb; null: neutral.' }),
    usageCount: t.int({ nullable: true, description: 'Startups and users carrying the tag (the tags list only).', resolve: (tag) => tag.usageCount ?? null }),
  }),
});

const loaders = new WeakMap<AppContext, Record<'startup' | 'user', DataLoader<string, RecordTag[]>>>();

function tagsOf(ctx: AppContext, owner: 'startup' | 'user', id: string): Promise<RecordTag[]> {
  let byOwner = loaders.get(ctx);
  if (!byOwner) {
    const make = (kind: 'startup' | 'user') =>
      new DataLoader<string, RecordTag[]>(async (ids) => {
        const rows = await ctx.data.run((tx) => loadRecordTags(tx, kind, ids));
        return ids.map((wanted) => rows.filter((row) => row.ownerId === wanted));
      });
    byOwner = { startup: make('startup'), user: make('user') };
    loaders.set(ctx, byOwner);
  }
  return byOwner[owner].load(id);
}

/** D2 §6.1 "view tags of startups, applications and users". */
const TAG_READERS = allowAnyOf([ADMIN, permission('TAGS:ENTITY_VIEW')]);

async function mayReadTags(ctx: AppContext): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (isAdminGroup(viewer.roleType)) return true;
  return accessAllows(TAG_READERS, viewer, await loadActor(ctx, viewer));
}

builder.objectField(StartupRef, 'tags', (t) =>
  t.field({
    type: [TagRef],
    nullable: true,
    description: "The startup's tags (TAGS:ENTITY_VIEW, startups the role sees); null when hidden.",
    resolve: async (startup, _a, ctx) => {
      if (!ctx.viewer || !(await mayReadTags(ctx))) return null;
      const scope = (await loadVisibility(ctx, ctx.viewer)).startups;
      if (scope.kind === 'ids' && !scope.ids.includes(startup._id)) return null;
      return tagsOf(ctx, 'startup', startup._id);
    },
  }),
);

builder.objectField(UserRef, 'tags', (t) =>
  t.field({
    type: [TagRef],
    nullable: true,
    description: "The person's tags (their own, or TAGS:ENTITY_VIEW); null when hidden.",
    resolve: async (user, _a, ctx) => {
      if (!ctx.viewer) return null;
      if (ctx.viewer.userId !== user._id && !(await mayReadTags(ctx))) return null;
      return tagsOf(ctx, 'user', user._id);
    },
  }),
);

builder.queryFields((t) => ({
  tags: t.field({
    type: [TagRef],
    description: 'The tags of one kind, by name, with their usage; `search` matches part of the name.',
    args: { kind: t.arg({ type: TagKindEnum, required: true }), search: t.arg.string() },
    access: tagsPolicy.tags,
    resolve: (_root, args, ctx) => listTags(ctx, args),
  }),
}));

builder.mutationFields((t) => ({
  createTag: t.field({
    type: TagRef,
    args: { kind: t.arg({ type: TagKindEnum, required: true }), name: t.arg.string({ required: true }), color: t.arg.string() },
    access: tagsPolicy.createTag,
    resolve: (_root, args, ctx) => createTag(ctx, args),
  }),
  updateTag: t.field({
    type: TagRef,
    description: 'Renames and/or recolours a tag; color null goes back to neutral, an omitted argument is kept.',
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), color: t.arg.string() },
    access: tagsPolicy.updateTag,
    resolve: (_root, args, ctx) =>
      updateTag(ctx, {
        id: String(args.id),
        ...(args.name != null ? { name: args.name } : {}),
        ...(args.color !== undefined ? { color: args.color } : {}),
      }),
  }),
  mergeTags: t.field({
    type: TagRef,
    description: 'Moves every startup and user of `tagId` to `intoTagId` (same kind) and deletes `tagId`.',
    args: { tagId: t.arg.id({ required: true }), intoTagId: t.arg.id({ required: true }) },
    access: tagsPolicy.mergeTags,
    resolve: (_root, args, ctx) => mergeTags(ctx, { tagId: String(args.tagId), intoTagId: String(args.intoTagId) }),
  }),
  deleteTag: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    access: tagsPolicy.deleteTag,
    resolve: (_root, args, ctx) => deleteTag(ctx, { id: String(args.id) }),
  }),
  setStartupTags: t.field({
    type: StartupRef,
    description: "ENT-13: the startup's tags become exactly `tagIds` (kinds startup and other).",
    args: { startupId: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    access: tagsPolicy.setStartupTags,
    resolve: (_root, args, ctx) => setStartupTags(ctx, { startupId: String(args.startupId), tagIds: args.tagIds.map(String) }),
  }),
  setUserTags: t.field({
    type: UserRef,
    description: "ENT-13: the person's tags become exactly `tagIds` (kinds user, mentortag, community, skills, topic, other).",
    args: { userId: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    access: tagsPolicy.setUserTags,
    resolve: (_root, args, ctx) => setUserTags(ctx, { userId: String(args.userId), tagIds: args.tagIds.map(String) }),
  }),
}));
