/** GraphQL documents of the overview and the application file (issue 16 items 3 and 7; D-250..D-256). */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../../lib/graphql';

export const APPLICATION_ABILITIES = graphql(`
  query ApplicationAbilities {
    applicationAbilities {
      queueBar
      evaluates
      viewerCanRead
      viewerCanDecide
      viewerCanListFunnels
      bulkActions
      exportState
      savedViews
    }
  }
`);

export const APPLICATION_QUEUE_BAR = graphql(`
  query ApplicationQueueBar($funnelId: ID, $roundId: ID) {
    applicationQueueBar(funnelId: $funnelId, roundId: $roundId) {
      toAssign
      awaitingEvaluation
      awaitingDecision
      decided
    }
  }
`);

export const PIPELINE_FUNNELS = graphql(`
  query PipelineFunnels {
    funnels(first: 100) {
      results {
        _id
        name
        status
        rounds {
          _id
          name
          position
          kind
        }
      }
    }
  }
`);

export const APPLICATION_COUNTS = graphql(`
  query ApplicationCounts($funnelId: ID!) {
    applicationCounts(funnelId: $funnelId) {
      roundId
      status
      count
    }
  }
`);

const ROW_FIELDS = graphql(`
  fragment ApplicationRowFields on Application {
    _id
    title
    identityHidden
    status
    source
    submittedAt
    createdAt
    round {
      _id
      name
    }
    funnel {
      _id
      name
    }
    tags {
      _id
      name
      color
    }
  }
`);

export const APPLICATIONS = graphql(
  `
  query Applications($filter: ApplicationFilter, $first: Int, $after: String) {
    applications(filter: $filter, first: $first, after: $after) {
      totalCount
      nextCursor
      results {
        ...ApplicationRowFields
      }
    }
  }
`,
  [ROW_FIELDS],
);

export const START_APPLICATION_BATCH = graphql(`
  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {
    startApplicationBatch(input: $input) {
      id
      count
      kind
      status
      reason
    }
  }
`);

export const APPLICATION_FILE = graphql(`
  query ApplicationFile($id: ID!) {
    application(id: $id) {
      _id
      title
      identityHidden
      status
      source
      submittedAt
      decidedAt
      createdAt
      evaluationCount
      viewerCanComment
      viewerCanWriteNote
      viewerCanDecide
      applicant {
        _id
        fullName
      }
      startup {
        _id
        name
      }
      round {
        _id
        name
        kind
        position
        criterionNames
        rejectionEmail {
          includeFeedback
        }
      }
      funnel {
        _id
        name
        rounds {
          _id
          name
          kind
          position
        }
      }
      history {
        _id
        fromStatus
        toStatus
        fromRound {
          _id
          name
        }
        toRound {
          _id
          name
        }
        decision
        reason
        actor {
          _id
          fullName
        }
        createdAt
      }
      comments {
        _id
        body
        staffOnly
        createdAt
        author {
          _id
          fullName
        }
      }
    }
  }
`);

export const APPLICATION_ANSWERS = graphql(`
  query ApplicationAnswers($id: ID!, $language: String) {
    application(id: $id) {
      _id
      answers(language: $language) {
        _id
        label
        text
      }
      roundForms {
        roundId
        roundName
        formName
        submittedAt
        answers(language: $language) {
          _id
          label
          text
        }
      }
    }
  }
`);

export const ADD_APPLICATION_COMMENT = graphql(`
  mutation AddApplicationComment($applicationId: ID!, $body: String!, $staffOnly: Boolean) {
    addApplicationComment(applicationId: $applicationId, body: $body, staffOnly: $staffOnly) {
      _id
    }
  }
`);

export const DECIDE_APPLICATION = graphql(`
  mutation DecideApplication($applicationId: ID!, $decision: ApplicationDecision!, $reason: String, $feedback: [CriterionFeedbackInput!]) {
    decideApplication(applicationId: $applicationId, decision: $decision, reason: $reason, feedback: $feedback) {
      _id
      status
      decidedAt
      round {
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

export type ApplicationStatus = SchemaType<'ApplicationStatus'>;
export type ApplicationDecision = SchemaType<'ApplicationDecision'>;
export type ApplicationRow = ResultOf<typeof ROW_FIELDS>;
export type ApplicationsFilter = NonNullable<VariablesOf<typeof APPLICATIONS>['filter']>;
export type ApplicationQueueStage = NonNullable<ApplicationsFilter['queue']>;
export type ApplicationQueueCounts = Omit<ResultOf<typeof APPLICATION_QUEUE_BAR>['applicationQueueBar'], '__typename'>;
export type ApplicationFile = NonNullable<ResultOf<typeof APPLICATION_FILE>['application']>;
export type PipelineFunnel = ResultOf<typeof PIPELINE_FUNNELS>['funnels']['results'][number];
