/** Query startups: the visibility-limited startups list (D1 §6, issue 4 item 2). */
import { builder } from '../../graphql/builder.js';
import { startupsPolicy } from './startups.policy.js';
import { startupAbilities, type StartupAbilities } from './startup-abilities.service.js';
import { listVisibleStartups, STARTUP_PAGE_MAX, type StartupListItem, type StartupPage } from './startups.service.js';

const StartupInfoRef = builder.objectRef<{ website: string | null }>('StartupInfo').implement({
  fields: (t) => ({ website: t.exposeString('website', { nullable: true }) }),
});

const StartupPersonRef = builder.objectRef<StartupListItem['people'][number]>('StartupPerson').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), fullName: t.exposeString('fullName') }),
});

const StartupProgramRef = builder.objectRef<StartupListItem['programs'][number]>('StartupProgram').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.exposeString('name') }),
});

export const StartupListItemRef = builder.objectRef<StartupListItem>('StartupListItem').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    initialCategorizationComplete: t.exposeBoolean('initialCategorizationComplete'),
    peopleCount: t.exposeInt('peopleCount'),
    info: t.field({ type: StartupInfoRef, description: 'D2 §3.3 info (website).', resolve: (s) => ({ website: s.website }) }),
    people: t.field({ type: [StartupPersonRef], description: 'Cofounders and startup staff, by name.', resolve: (s) => s.people }),
    programs: t.field({ type: [StartupProgramRef], description: 'Programs the startup is enrolled in, by name.', resolve: (s) => s.programs }),
  }),
});

const StartupPageRef = builder.objectRef<StartupPage>('StartupPage').implement({
  fields: (t) => ({
    results: t.field({ type: [StartupListItemRef], resolve: (p) => p.results }),
    totalCount: t.exposeInt('totalCount'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const StartupAbilitiesRef = builder.objectRef<StartupAbilities>('StartupAbilities').implement({
  description: "What the viewer may do with one startup's file; the same rules the operations enforce (D-92).",
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    viewerCanSeeTimeline: t.exposeBoolean('viewerCanSeeTimeline', { description: 'startupTimeline answers (one of its people, assigned, or role visibility).' }),
    viewerCanPostOnTimeline: t.exposeBoolean('viewerCanPostOnTimeline', { description: 'createTimelineEvent with a public post.' }),
    viewerCanPostPrivate: t.exposeBoolean('viewerCanPostPrivate', { description: 'Private posts and items (TIMELINE:PRIVATE_COMMENT).' }),
    viewerCanPin: t.exposeBoolean('viewerCanPin', { description: 'Pinning and unpinning posts.' }),
    viewerCanSeeMetrics: t.exposeBoolean('viewerCanSeeMetrics', { description: 'startupMetricSeries answers (its people, or METRICS/EDIT:VIEW or METRICS:EDIT for it).' }),
  }),
});

builder.queryFields((t) => ({
  startupAbilities: t.field({
    type: StartupAbilitiesRef,
    description: "The viewer's abilities on a startup's file; NotFound when no such startup in this tenant.",
    args: { startupId: t.arg.id({ required: true }) },
    access: startupsPolicy.startupAbilities,
    resolve: (_root, args, ctx) => startupAbilities(ctx, String(args.startupId)),
  }),
  startups: t.field({
    type: StartupPageRef,
    description: `The startups the viewer's role may see (startupAccess: ALL, ASSIGNED, SELECTED, NONE), by name; limit ≤ ${STARTUP_PAGE_MAX}.`,
    args: { search: t.arg.string(), cursor: t.arg.string(), limit: t.arg.int() },
    access: startupsPolicy.startups,
    resolve: (_root, args, ctx) => listVisibleStartups(ctx, args),
  }),
}));
