/** GraphQL documents of the funnel analytics page (issue 16 item 8; docs/contract-applications.md §3.5). */
import { graphql, type ResultOf } from '../../../lib/graphql';

/** Asked first: whether the feature is on, whether the viewer may read analytics, and the funnels they reach. */
export const FUNNEL_ANALYTICS_OPTIONS = graphql(`
  query FunnelAnalyticsOptions {
    funnelAnalyticsOptions {
      featureOn
      allowed
      funnels {
        __typename
        _id
        name
        phase
        applicationCount
      }
    }
  }
`);

export const FUNNEL_ANALYTICS = graphql(`
  query FunnelAnalytics($funnelId: ID!) {
    funnelAnalytics(funnelId: $funnelId) {
      funnelId
      funnelName
      phase
      started
      submitted
      drafts
      decided
      accepted
      rounds {
        roundId
        position
        name
        kind
        entered
        inRound
        advanced
        rejected
        accepted
        medianDays
        completedStays
      }
      sources {
        source
        count
      }
      evaluators {
        userId
        name
        notStarted
        inProgress
        submitted
        cancelled
      }
      criteria {
        criterionId
        name
        roundName
        weight
        count
        mean
        buckets {
          score
          count
        }
      }
    }
  }
`);

export type FunnelAnalyticsData = ResultOf<typeof FUNNEL_ANALYTICS>['funnelAnalytics'];
