/** Query startups: the visibility-limited startups list (D1 §6, issue 4 item 2). */
import { builder } from '../../graphql/builder.js';
import { startupsPolicy } from './startups.policy.js';
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

builder.queryFields((t) => ({
  startups: t.field({
    type: StartupPageRef,
    description: `The startups the viewer's role may see (startupAccess: ALL, ASSIGNED, SELECTED, NONE), by name; limit ≤ ${STARTUP_PAGE_MAX}.`,
    args: { search: t.arg.string(), cursor: t.arg.string(), limit: t.arg.int() },
    access: startupsPolicy.startups,
    resolve: (_root, args, ctx) => listVisibleStartups(ctx, args),
  }),
}));
