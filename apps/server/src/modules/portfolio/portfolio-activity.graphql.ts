/** portfolioActivity: the recent timeline items across the viewer's portfolio (issue 14 item 9, D-150). */
import { builder } from '../../graphql/builder.js';
import { StartupRef } from '../startups/index.js';
import { TimelineEventKindEnum, TimelineItemRef, type TimelineFeedPage, type TimelineItemView } from '../timeline/index.js';
import { listPortfolioActivity } from './portfolio-activity.service.js';
import { portfolioPolicy } from './portfolio.policy.js';

const PortfolioActivityItemRef = builder.objectRef<TimelineItemView>('PortfolioActivityItem').implement({
  description: 'One timeline item of a startup of the portfolio, with the startup it belongs to.',
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (item) => item.startup }),
    item: t.field({ type: TimelineItemRef, description: 'The item as the startup’s own timeline shows it to the viewer.', resolve: (item) => item }),
  }),
});

const PortfolioActivityPageRef = builder.objectRef<TimelineFeedPage>('PortfolioActivityPage').implement({
  fields: (t) => ({
    results: t.field({ type: [PortfolioActivityItemRef], resolve: (page) => page.results }),
    next: t.exposeString('next', { nullable: true, description: 'Cursor of the next page; null at the end.' }),
  }),
});

builder.queryFields((t) => ({
  portfolioActivity: t.field({
    type: PortfolioActivityPageRef,
    description:
      "Recent timeline items across the viewer's portfolio, newest first (with coaching: true, only the startups assigned to the viewer); each item only where the startup's timeline would show it to the viewer. limit default 20, at most 50.",
    args: { coaching: t.arg.boolean(), cursor: t.arg.string(), limit: t.arg.int(), eventType: t.arg({ type: TimelineEventKindEnum }) },
    access: portfolioPolicy.portfolioActivity,
    resolve: (_root, args, ctx) => listPortfolioActivity(ctx, { coaching: args.coaching, cursor: args.cursor, limit: args.limit, eventType: args.eventType }),
  }),
}));
