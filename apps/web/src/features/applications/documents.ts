/** GraphQL documents of the applications feature, wave 1: funnels and their rounds (docs/contract-applications.md §4). */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

const FUNNEL_SUMMARY = graphql(`
  fragment FunnelSummaryFields on Funnel {
    __typename
    _id
    name
    slug
    status
    phase
    category
    opensAt
    closesAt
    roundCount
    applicationCount
    updatedAt
    viewerCanEdit
    viewerCanArchive
    viewerCanAddLead
    program {
      __typename
      _id
      name
    }
  }
`);

export const FUNNELS = graphql(
  `
  query Funnels($search: String, $status: FunnelStatus, $first: Int, $after: String) {
    funnels(search: $search, status: $status, first: $first, after: $after) {
      results {
        ...FunnelSummaryFields
      }
      nextCursor
    }
  }
`,
  [FUNNEL_SUMMARY],
);
export type FunnelSummary = ResultOf<typeof FUNNELS>['funnels']['results'][number];

const FUNNEL_DETAIL = graphql(
  `
  fragment FunnelDetailFields on Funnel {
    ...FunnelSummaryFields
    description
    reapplyRule
    intakeForm {
      __typename
      _id
      name
    }
    rounds {
      __typename
      _id
      position
      name
      kind
      form {
        __typename
        _id
      }
      evaluationForm {
        __typename
        _id
      }
      evaluators {
        __typename
        _id
      }
      acceptanceEmail {
        __typename
        mode
        subject
        body
        scheduledAt
        includeFeedback
      }
      rejectionEmail {
        __typename
        mode
        subject
        body
        scheduledAt
        includeFeedback
      }
      autoAdvance {
        __typename
        minEvaluations
        minMeanScore
      }
    }
  }
`,
  [FUNNEL_SUMMARY],
);

export const FUNNEL = graphql(
  `
  query Funnel($id: ID!) {
    funnel(id: $id) {
      ...FunnelDetailFields
    }
  }
`,
  [FUNNEL_DETAIL],
);
export type FunnelDetail = ResultOf<typeof FUNNEL>['funnel'];
export type FunnelRoundDetail = FunnelDetail['rounds'][number];

export const CREATE_FUNNEL = graphql(
  `
  mutation CreateFunnel($input: FunnelInput!) {
    createFunnel(input: $input) {
      ...FunnelDetailFields
    }
  }
`,
  [FUNNEL_DETAIL],
);
export type FunnelInput = VariablesOf<typeof CREATE_FUNNEL>['input'];

export const UPDATE_FUNNEL = graphql(
  `
  mutation UpdateFunnel($funnelId: ID!, $input: FunnelInput!) {
    updateFunnel(funnelId: $funnelId, input: $input) {
      ...FunnelDetailFields
    }
  }
`,
  [FUNNEL_DETAIL],
);

export const SAVE_FUNNEL_ROUNDS = graphql(
  `
  mutation SaveFunnelRounds($funnelId: ID!, $rounds: [FunnelRoundInput!]!) {
    saveFunnelRounds(funnelId: $funnelId, rounds: $rounds) {
      ...FunnelDetailFields
    }
  }
`,
  [FUNNEL_DETAIL],
);
export type FunnelRoundInput = SchemaType<'FunnelRoundInput'>;
export type RoundKind = SchemaType<'RoundKind'>;
export type RoundEmailMode = SchemaType<'RoundEmailMode'>;
export type FunnelCategory = SchemaType<'FunnelCategory'>;
export type FunnelReapplyRule = SchemaType<'FunnelReapplyRule'>;
export type FunnelPhase = SchemaType<'FunnelPhase'>;

export const PUBLISH_FUNNEL = graphql(
  `
  mutation PublishFunnel($funnelId: ID!) {
    publishFunnel(funnelId: $funnelId) {
      ...FunnelDetailFields
    }
  }
`,
  [FUNNEL_DETAIL],
);

export const ARCHIVE_FUNNEL = graphql(`
  mutation ArchiveFunnel($funnelId: ID!) { archiveFunnel(funnelId: $funnelId) { __typename _id status phase } }
`);

export const RESTORE_FUNNEL = graphql(`
  mutation RestoreFunnel($funnelId: ID!) { restoreFunnel(funnelId: $funnelId) { __typename _id status phase } }
`);

/** What the builder offers: programs, published intake and evaluation forms, and people who may evaluate. */
export const FUNNEL_OPTIONS = graphql(`
  query FunnelOptions {
    programs { __typename _id name status }
    intakeForms: funnelFormOptions(kind: intake) { __typename _id name }
    evaluationForms: funnelFormOptions(kind: evaluation) { __typename _id name }
    evaluators: funnelEvaluatorCandidates { __typename _id fullName }
  }
`);
export type FunnelOptions = ResultOf<typeof FUNNEL_OPTIONS>;

/** The viewer's permission keys: the list shows "Create funnel" only to FUNNEL:CREATE holders. */
export const FUNNEL_VIEWER_KEYS = graphql(`
  query FunnelViewerKeys {
    userPermissions { __typename currentUserPermissions { __typename key } }
  }
`);
