/** The staff home's own small queries (issue 12): only the fields its cards show, so the home stays light. */
import { graphql } from '../../lib/graphql';

export const HOME_TASKS = graphql(`
  query HomeTasks($limit: Int) {
    tasks(queryOptions: { scope: MINE, completionStatus: PENDING }, limit: $limit) {
      results {
        _id
        name
        dueDate
        startup {
          _id
          name
        }
      }
      totalCount
    }
  }
`);

export const HOME_ACTIVITY = graphql(`
  query HomeActivity($limit: Int) {
    activityLogs(limit: $limit) {
      entries {
        _id
        action
        createdAt
        actor {
          _id
          fullName
        }
      }
    }
  }
`);

export const HOME_METRICS_ABILITIES = graphql(`
  query HomeMetricsAbilities {
    metricsAbilities {
      viewerCanManageSetup
      viewerCanViewPortfolio
    }
  }
`);

export const HOME_COLLECTIONS = graphql(`
  query HomeCollections {
    metricCollections {
      id
      name
      startsOn
      program {
        _id
        name
      }
      startup {
        _id
        name
      }
    }
  }
`);

/** The startups of the viewer's portfolio that need attention now (issue 14 item 9); mentors: their assigned ones. */
export const HOME_ATTENTION = graphql(`
  query HomeAttention($coaching: Boolean, $limit: Int) {
    portfolio(view: { needsAttention: true, sort: name }, coaching: $coaching, limit: $limit) {
      totalCount
      results {
        startup {
          _id
          name
        }
        attention {
          kind
          days
          count
        }
      }
    }
  }
`);

/**
 * The latest timeline items across the viewer's portfolio (issue 14 item 9); mentors and experts: their assigned
 * startups. The server shows each item only as the startup's own timeline would (D-150).
 */
export const HOME_PORTFOLIO_ACTIVITY = graphql(`
  query HomePortfolioActivity($coaching: Boolean, $limit: Int) {
    portfolioActivity(coaching: $coaching, limit: $limit) {
      results {
        startup {
          _id
          name
          logo
        }
        item {
          __typename
          ... on TimelineEvent {
            _id
            eventType
            message
            isPublic
            createdAt
            createdBy {
              _id
              fullName
            }
          }
          ... on TimelineDataDueEvent {
            _id
            createdAt
          }
          ... on TimelineDataSubmitted {
            _id
            createdAt
            createdBy {
              _id
              fullName
            }
          }
          ... on TimelineDataSubmittedUpdate {
            _id
            createdAt
            createdBy {
              _id
              fullName
            }
          }
          ... on TimelineCoachingSessionPost {
            _id
            createdAt
            coachingSession {
              _id
              name
            }
          }
          ... on TimelineCategorizationUpdate {
            _id
            createdAt
          }
          ... on TimelineCoachingInvitePost {
            _id
            createdAt
          }
          ... on TimelineCategorizationSkip {
            _id
            createdAt
          }
          ... on TimelineEmailThreadPost {
            _id
            createdAt
            emailMessage {
              subject
            }
          }
        }
      }
    }
  }
`);
