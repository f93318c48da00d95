/**
 * The community directory's view of a person (issue 14 item 7): `User.publicProfile` and `User.industries`, and
 * the viewer's own profile mutation. The directories are `users` and `startups` (visibility-limited already).
 */
import type { RoleType } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { industries, userIndustries, type Industry } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import type { AppContext } from '../../http/context.js';
import { loadUserRecord, UserRef, type UserSource } from '../identity/users/index.js';
import { accessAllows, ADMIN, allowAnyOf, isAdminGroup, loadActor, loadVisibility, permission } from '../permissions/index.js';
import { IndustryRef } from '../settings/index.js';
import { communityPolicy } from './community.policy.js';
import { updateMyProfile } from './community.service.js';

interface PublicProfile {
  headline: string | null;
  bio: string | null;
  expertise: string | null;
  country: string | null;
}

const PublicProfileRef = builder.objectRef<PublicProfile>('PublicProfile').implement({
  description: 'What a person shows the community about themself (/community/people/profile).',
  fields: (t) => ({
    headline: t.exposeString('headline', { nullable: true }),
    bio: t.exposeString('bio', { nullable: true }),
    expertise: t.exposeString('expertise', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
  }),
});

/** The person is in the viewer's user visibility (D1 §6), or is the viewer, or the viewer administers. */
async function inDirectory(ctx: AppContext, user: UserSource): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  if (viewer.userId === user._id || isAdminGroup(viewer.roleType)) return true;
  const scope = (await loadVisibility(ctx, viewer)).users;
  if (scope.kind === 'all') return true;
  if (scope.kind === 'ids') return scope.ids.includes(user._id);
  const record = await loadUserRecord(ctx, user._id);
  return record !== null && scope.roles.includes(record.role.type[0] as RoleType);
}

const INDUSTRY_READERS = allowAnyOf([ADMIN, permission('INDUSTRIES:ENTITY_VIEW')]);

const industryLoaders = new WeakMap<AppContext, DataLoader<string, Industry[]>>();

function industriesOf(ctx: AppContext, userId: string): Promise<Industry[]> {
  let loader = industryLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, Industry[]>(async (ids) => {
      const rows = await ctx.data.run((tx) =>
        tx
          .select({ userId: userIndustries.userId, industry: industries })
          .from(userIndustries)
          .innerJoin(industries, eq(industries.id, userIndustries.industryId))
          .where(inArray(userIndustries.userId, [...ids]))
          .orderBy(asc(sql`lower(${industries.name})`)),
      );
      return ids.map((id) => rows.filter((r) => r.userId === id).map((r) => r.industry));
    });
    industryLoaders.set(ctx, loader);
  }
  return loader.load(userId);
}

builder.objectFields(UserRef, (t) => ({
  publicProfile: t.field({
    type: PublicProfileRef,
    nullable: true,
    description: "Headline, bio, expertise and country: for viewers whose user visibility covers the person; null otherwise.",
    resolve: async (user, _a, ctx) => {
      if (!(await inDirectory(ctx, user))) return null;
      const record = await loadUserRecord(ctx, user._id);
      return record ? { headline: record.headline, bio: record.bio, expertise: record.expertise, country: record.country } : null;
    },
  }),
  industries: t.field({
    type: [IndustryRef],
    nullable: true,
    description: 'The industries the person covers (their own, or INDUSTRIES:ENTITY_VIEW); null when hidden.',
    resolve: async (user, _a, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) return null;
      if (viewer.userId !== user._id && !accessAllows(INDUSTRY_READERS, viewer, await loadActor(ctx, viewer))) return null;
      return industriesOf(ctx, user._id);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateMyProfile: t.field({
    type: UserRef,
    description: "Saves the viewer's public profile; industryIds and tagIds (skills, topic) replace the lists.",
    args: {
      headline: t.arg.string(),
      bio: t.arg.string(),
      expertise: t.arg.string(),
      country: t.arg.string(),
      industryIds: t.arg.idList({ required: true }),
      tagIds: t.arg.idList({ required: true }),
    },
    access: communityPolicy.updateMyProfile,
    resolve: (_root, args, ctx) =>
      updateMyProfile(ctx, {
        headline: args.headline ?? null,
        bio: args.bio ?? null,
        expertise: args.expertise ?? null,
        country: args.country ?? null,
        industryIds: args.industryIds.map(String),
        tagIds: args.tagIds.map(String),
      }),
  }),
}));
