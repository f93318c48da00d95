/**
 * The startup profile on the one `Startup` type (issue 14 item 1), the `startup` query the startup file's frame reads,
 * and the management mutations. Profile fields sit behind the details gate like logo and website (D-107).
 */
import { missingProfileParts, profileCompleteness, STARTUP_SOCIAL_LINKS, STARTUP_STAGES, STARTUP_STATUSES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { notFoundError } from '../../core/errors.js';
import { isUuid } from '../../db/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { loadActor } from '../permissions/index.js';
import { IndustryRef } from '../settings/index.js';
import { startupsPolicy } from './startups.policy.js';
import { detail, StartupRef } from './startups.graphql.js';
import { startupField, type StartupSource } from './startup-records.js';
import { readStartupAccess } from './startup-access.js';
import {
  archiveStartup,
  createStartup,
  deleteStartup,
  restoreStartup,
  startupRights,
  updateStartupProfile,
  type StartupRights,
} from './startup-admin.service.js';

export const StartupStageEnum = builder.enumType('StartupStage', { values: STARTUP_STAGES });
export const StartupStatusEnum = builder.enumType('StartupStatus', { values: STARTUP_STATUSES });

const StartupRightsRef = builder.objectRef<StartupRights>('StartupRights').implement({
  description: "What the viewer may do with this startup (the same rules the mutations run).",
  fields: (t) => ({
    edit: t.exposeBoolean('edit', { description: 'Edit the profile (updateStartupProfile).' }),
    rename: t.exposeBoolean('rename', { description: 'Change the name (STARTUP:NAME_EDIT).' }),
    manage: t.exposeBoolean('manage', { description: 'Archive, restore, invite and remove people (STARTUP:CONNECTIONS_EDIT).' }),
    delete: t.exposeBoolean('delete', { description: 'Delete (STARTUP:DELETE).' }),
  }),
});

async function profileFacts(ctx: AppContext, s: StartupSource) {
  const [logo, oneLiner, description, website, stage, foundedOn, location, teamSize, sectors] = await Promise.all([
    startupField(ctx, s, 'logo'),
    startupField(ctx, s, 'oneLiner'),
    startupField(ctx, s, 'description'),
    startupField(ctx, s, 'website'),
    startupField(ctx, s, 'stage'),
    startupField(ctx, s, 'foundedOn'),
    startupField(ctx, s, 'location'),
    startupField(ctx, s, 'teamSize'),
    startupField(ctx, s, 'industries'),
  ]);
  return { logo, oneLiner, description, website, stage, foundedOn, location, teamSize, industryCount: sectors?.length ?? 0 };
}

builder.objectFields(StartupRef, (t) => ({
  oneLiner: t.string({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'oneLiner') }),
  description: t.string({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'description') }),
  stage: t.field({ type: StartupStageEnum, nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'stage') }),
  foundedOn: t.string({ nullable: true, description: 'YYYY-MM-DD.', resolve: (s, _a, ctx) => detail(ctx, s, 'foundedOn') }),
  location: t.string({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'location') }),
  teamSize: t.int({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'teamSize') }),
  status: t.field({ type: StartupStatusEnum, nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'status') }),
  archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'archivedAt') }),
  industries: t.field({ type: [IndustryRef], nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'industries') }),
  profileCompleteness: t.int({
    nullable: true,
    description: 'Percent of the profile filled (what completeStartupProfile follows).',
    resolve: async (s, _a, ctx) => ((await detail(ctx, s, 'name')) === null ? null : profileCompleteness(await profileFacts(ctx, s))),
  }),
  missingProfileParts: t.stringList({
    nullable: true,
    description: 'The parts of the profile still missing: logo, oneLiner, description, website, stage, foundedOn, location, teamSize, industries.',
    resolve: async (s, _a, ctx) => ((await detail(ctx, s, 'name')) === null ? null : missingProfileParts(await profileFacts(ctx, s))),
  }),
  viewerRights: t.field({ type: StartupRightsRef, resolve: (s, _a, ctx) => startupRights(ctx, s._id) }),
}));

const SocialLinksInput = builder.inputType('StartupSocialLinksInput', {
  fields: (t) => Object.fromEntries(STARTUP_SOCIAL_LINKS.map((key) => [key, t.string()])),
});

const StartupProfileInput = builder.inputType('StartupProfileInput', {
  description: 'Absent fields are left as they are; an empty text clears a field.',
  fields: (t) => ({
    name: t.string(),
    logoFileId: t.id({ description: 'An uploaded image (purpose logo); absent keeps the logo, null removes it.' }),
    oneLiner: t.string(),
    description: t.string(),
    website: t.string(),
    socialLinks: t.field({ type: SocialLinksInput }),
    stage: t.field({ type: StartupStageEnum }),
    foundedOn: t.string({ description: 'YYYY-MM-DD, not in the future.' }),
    location: t.string(),
    teamSize: t.int(),
    industryIds: t.idList(),
  }),
});

const CreateStartupInput = builder.inputType('CreateStartupInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    oneLiner: t.string(),
    description: t.string(),
    website: t.string(),
    stage: t.field({ type: StartupStageEnum }),
    foundedOn: t.string(),
    location: t.string(),
    teamSize: t.int(),
    industryIds: t.idList(),
  }),
});

/** GraphQL's absent vs null: absent fields stay absent so the service leaves them alone. */
function defined<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

builder.queryFields((t) => ({
  startup: t.field({
    type: StartupRef,
    description: 'One startup the viewer sees (one of its people, assigned, a program they run, or their role visibility); NotFound otherwise.',
    args: { id: t.arg.id({ required: true }) },
    access: startupsPolicy.startup,
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      const id = String(args.id);
      if (!isUuid(id)) throw notFoundError('Startup not found');
      const actor = await loadActor(ctx, viewer);
      const access = await ctx.data.run((tx) => readStartupAccess(tx, viewer, actor, id));
      if (!access || !access.sees) throw notFoundError('Startup not found');
      return { _id: access.id, name: access.name };
    },
  }),
}));

builder.mutationFields((t) => ({
  createStartup: t.field({
    type: StartupRef,
    args: { input: t.arg({ type: CreateStartupInput, required: true }) },
    access: startupsPolicy.createStartup,
    resolve: (_r, args, ctx) => createStartup(ctx, { ...defined(args.input), ...(args.input.industryIds ? { industryIds: args.input.industryIds.map(String) } : {}) }),
  }),
  updateStartupProfile: t.field({
    type: StartupRef,
    args: { startupId: t.arg.id({ required: true }), input: t.arg({ type: StartupProfileInput, required: true }) },
    access: startupsPolicy.updateStartupProfile,
    resolve: (_r, args, ctx) => {
      const input = defined(args.input);
      const socialLinks = args.input.socialLinks ? defined(args.input.socialLinks) : undefined;
      return updateStartupProfile(ctx, String(args.startupId), {
        ...input,
        ...(input.logoFileId !== undefined ? { logoFileId: input.logoFileId === null ? null : String(input.logoFileId) } : {}),
        ...(input.industryIds ? { industryIds: input.industryIds.map(String) } : {}),
        ...(socialLinks ? { socialLinks } : {}),
      });
    },
  }),
  archiveStartup: t.field({
    type: StartupRef,
    args: { startupId: t.arg.id({ required: true }) },
    access: startupsPolicy.archiveStartup,
    resolve: (_r, args, ctx) => archiveStartup(ctx, String(args.startupId)),
  }),
  restoreStartup: t.field({
    type: StartupRef,
    args: { startupId: t.arg.id({ required: true }) },
    access: startupsPolicy.restoreStartup,
    resolve: (_r, args, ctx) => restoreStartup(ctx, String(args.startupId)),
  }),
  deleteStartup: t.id({
    description: 'The deleted startup id.',
    args: { startupId: t.arg.id({ required: true }) },
    access: startupsPolicy.deleteStartup,
    resolve: (_r, args, ctx) => deleteStartup(ctx, String(args.startupId)),
  }),
}));
