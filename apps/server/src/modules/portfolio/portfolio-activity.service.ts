/**
 * The recent timeline activity across the viewer's portfolio (issue 14 item 9, D-150): the home's "what happened in my
 * startups" card. Which startups: the portfolio list's own (the role's startup visibility; with `coaching`, only the
 * startups assigned to the viewer), active ones. What of their timelines the viewer may read is the timeline
 * module's rule, item by item (listTimelineAcross), never decided here.
 */
import type { TimelineKind } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { listTimelineAcross, type TimelineFeedPage } from '../timeline/index.js';
import { portfolioIds } from './portfolio-list.service.js';

export interface PortfolioActivityInput {
  coaching?: boolean | null;
  cursor?: string | null;
  limit?: number | null;
  eventType?: TimelineKind | null;
}

export async function listPortfolioActivity(ctx: AppContext, input: PortfolioActivityInput): Promise<TimelineFeedPage> {
  const startupIds = await portfolioIds(ctx, { coaching: input.coaching ?? null });
  return listTimelineAcross(ctx, { startupIds, cursor: input.cursor ?? null, limit: input.limit ?? null, eventType: input.eventType ?? null });
}
