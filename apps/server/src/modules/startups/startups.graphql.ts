/** Query startups: the visibility-limited startups list (D1 §6, issue 4 item 2). */
import { builder } from '../../graphql/builder.js';
import { startupGateAllows, startupsPolicy } from './startups.policy.js';
import { listVisibleStartups, STARTUP_PAGE_MAX, type StartupPage } from './startups.service.js';
import { startupField, type StartupRecord, type StartupSource } from './startup-records.js';
import { loadVisibility } from '../permissions/index.js';
import type { AppContext } from '../../http/context.js';
import type { StartupInfo } from '../../db/schema/index.js';
import { STARTUP_SOCIAL_LINKS, type StartupSocialLink } from '@hatchery/domain';

function linkOf(info: StartupInfo, key: StartupSocialLink): string | null {
  const value = info[key];
  return typeof value === 'string' ? value : null;
}

/** D2 §3.3 info: the website and the social links (issue 14), each an http(s) address. */
const StartupInfoRef = builder.objectRef<StartupInfo>('StartupInfo').implement({
  fields: (t) => ({
    website: t.string({ nullable: true, resolve: (i) => i.website ?? null }),
    ...Object.fromEntries(STARTUP_SOCIAL_LINKS.map((key) => [key, t.string({ nullable: true, resolve: (i) => linkOf(i, key) })])),
  }),
});

/** A program (D2 §3.10): what a startup is enrolled in, what a data collection asks. */
export const ProgramRef = builder.objectRef<{ _id: string; name: string }>('Program').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});

/** The viewer's role sees this startup (startupAccess), once per request; the gate itself is startupGateAllows. */
export async function startupDetailsVisible(ctx: AppContext, startupId: string): Promise<boolean> {
  const scope = ctx.viewer ? (await loadVisibility(ctx, ctx.viewer)).startups : null;
  return startupGateAllows('details', startupId, scope);
}

/** A field behind the details gate (D-107): null when the viewer's role does not see the startup. */
export async function detail<K extends keyof StartupRecord>(ctx: AppContext, startup: StartupSource, key: K): Promise<StartupRecord[K] | null> {
  return (await startupDetailsVisible(ctx, startup._id)) ? startupField(ctx, startup, key) : null;
}

/**
 * The one `Startup` type (D-107): every path that shows a startup (the startups list, a task, a hover card, the
 * timeline, metrics) answers this type, so the client stores a startup once. initialCategorizationComplete is
 * registered by the metrics module (metrics.graphql.ts), whose state it is (D-114).
 */
export const StartupRef = builder.objectRef<StartupSource>('Startup');

StartupRef.implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    logo: t.string({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'logo') }),
    website: t.string({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'website') }),
    createdAt: t.field({ type: 'DateTime', nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'createdAt') }),
    peopleCount: t.int({ nullable: true, resolve: (s, _a, ctx) => detail(ctx, s, 'peopleCount') }),
    info: t.field({
      type: StartupInfoRef,
      nullable: true,
      description: 'D2 §3.3 info (website and social links).',
      resolve: async (s, _a, ctx) => {
        if (!(await startupDetailsVisible(ctx, s._id))) return null;
        return { ...((await startupField(ctx, s, 'info')) ?? {}), website: await startupField(ctx, s, 'website') };
      },
    }),
    programs: t.field({
      type: [ProgramRef],
      nullable: true,
      description: 'Programs the startup is enrolled in, by name.',
      resolve: (s, _a, ctx) => detail(ctx, s, 'programs'),
    }),
  }),
});

const StartupPageRef = builder.objectRef<StartupPage>('StartupPage').implement({
  fields: (t) => ({
    results: t.field({ type: [StartupRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  startups: t.field({
    type: StartupPageRef,
    description: `The startups the viewer's role may see (startupAccess: ALL, ASSIGNED, SELECTED, NONE), by name; limit ≤ ${STARTUP_PAGE_MAX}.`,
    args: {
      search: t.arg.string(),
      tagId: t.arg.id({ description: 'Only startups carrying this tag.' }),
      industryId: t.arg.id({ description: 'Only startups in this industry.' }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    access: startupsPolicy.startups,
    resolve: (_root, args, ctx) =>
      listVisibleStartups(ctx, { ...args, tagId: args.tagId == null ? null : String(args.tagId), industryId: args.industryId == null ? null : String(args.industryId) }),
  }),
}));
