/** Query startups: the visibility-limited startups list (D1 §6, issue 4 item 2). */
import { builder } from '../../graphql/builder.js';
import { access } from '../permissions/access-rule.js';
import { listVisibleStartups, STARTUP_PAGE_MAX, type StartupListItem, type StartupPage } from './startups.service.js';

const StartupListItemRef = builder.objectRef<StartupListItem>('StartupListItem').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.exposeString('name'),
    logo: t.exposeString('logo', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    initialCategorizationComplete: t.exposeBoolean('initialCategorizationComplete'),
    peopleCount: t.exposeInt('peopleCount'),
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
    extensions: access('authenticated', 'rows limited by the role startupAccess'),
    resolve: (_root, args, ctx) => listVisibleStartups(ctx, args),
  }),
}));
