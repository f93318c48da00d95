import type { ResultOf } from '../../lib/graphql';
import type { HOME_PORTFOLIO_ACTIVITY } from './documents';

export type PortfolioActivityEntry = ResultOf<typeof HOME_PORTFOLIO_ACTIVITY>['portfolioActivity']['results'][number];
type Item = PortfolioActivityEntry['item'];

/** What one line of the home's activity card says about an item: the kind (a key of the timeline namespace, whose labels the feed already uses), a detail, the author. */
export interface ActivitySummary {
  id: string;
  createdAt: string;
  kindKey: string;
  detail: string | null;
  author: string | null;
  isPrivate: boolean;
}

const KIND_KEYS: Record<Exclude<Item['__typename'], 'TimelineEvent'>, string> = {
  TimelineDataDueEvent: 'data.dueTitle',
  TimelineDataSubmitted: 'data.submittedTitle',
  TimelineDataSubmittedUpdate: 'data.updatedTitle',
  TimelineCoachingSessionPost: 'coaching.sessionTitle',
  TimelineCategorizationUpdate: 'categorization.updateTitle',
  TimelineCoachingInvitePost: 'coaching.inviteTitle',
  TimelineCategorizationSkip: 'categorization.skipTitle',
  TimelineEmailThreadPost: 'email.title',
};

export function activitySummary(item: Item): ActivitySummary {
  const base = { id: item._id, createdAt: item.createdAt, isPrivate: false, detail: null, author: null };
  switch (item.__typename) {
    case 'TimelineEvent':
      return { ...base, kindKey: `post.types.${item.eventType}`, detail: item.message, author: item.createdBy?.fullName ?? null, isPrivate: !item.isPublic };
    case 'TimelineDataSubmitted':
    case 'TimelineDataSubmittedUpdate':
      return { ...base, kindKey: KIND_KEYS[item.__typename], author: item.createdBy?.fullName ?? null };
    case 'TimelineCoachingSessionPost':
      return { ...base, kindKey: KIND_KEYS[item.__typename], detail: item.coachingSession?.name || null };
    case 'TimelineEmailThreadPost':
      return { ...base, kindKey: KIND_KEYS[item.__typename], detail: item.emailMessage?.subject || null };
    default:
      return { ...base, kindKey: KIND_KEYS[item.__typename] };
  }
}
