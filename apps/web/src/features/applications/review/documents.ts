/** GraphQL documents of the review pages (issue 16 items 4–6; docs/contract-applications.md §3.4). */
import { graphql, type ResultOf, type SchemaType } from '../../../lib/graphql';

export const REVIEW_ABILITIES = graphql(`
  query ReviewAbilities {
    reviewAbilities { viewerCanOpenAssignation viewerCanAssign viewerCanEvaluate viewerCanViewCriteria viewerCanEditCriteria }
  }
`);

const APPLICATION_HEAD = graphql(`
  fragment ReviewApplicationHead on Application {
    __typename
    _id
    title
    identityHidden
    status
    submittedAt
  }
`);

export const MY_EVALUATION_QUEUE = graphql(
  `
  query MyEvaluationQueue {
    myEvaluationQueue {
      remaining
      items {
        _id
        state
        funnelName
        conflictSource
        conflictReason
        assignedAt
        submittedAt
        weightedScore
        round { __typename _id name }
        application { ...ReviewApplicationHead }
      }
    }
  }
`,
  [APPLICATION_HEAD],
);
export type QueueItem = ResultOf<typeof MY_EVALUATION_QUEUE>['myEvaluationQueue']['items'][number];
export type ConflictSource = SchemaType<'ConflictSource'>;

export const EVALUATION_ASSIGNMENT = graphql(
  `
  query EvaluationAssignment($id: ID!) {
    evaluationAssignment(assignmentId: $id) {
      _id
      definition
      answers
      criteria { __typename _id name weight questionId }
      item {
        _id
        state
        funnelName
        conflictSource
        conflictReason
        submittedAt
        weightedScore
        round { __typename _id name }
        application {
          ...ReviewApplicationHead
          answers { __typename _id questionId label textValue numberValue arrayValue }
        }
      }
    }
  }
`,
  [APPLICATION_HEAD],
);
export type AssignmentView = ResultOf<typeof EVALUATION_ASSIGNMENT>['evaluationAssignment'];

export const SAVE_EVALUATION = graphql(`
  mutation SaveEvaluation($id: ID!, $answers: JSON!) { saveEvaluation(assignmentId: $id, answers: $answers) { _id answers } }
`);

export const SUBMIT_EVALUATION = graphql(`
  mutation SubmitEvaluation($id: ID!, $answers: JSON!, $comments: [EvaluationCommentInput!]) {
    submitEvaluation(assignmentId: $id, answers: $answers, comments: $comments) { _id item { _id state weightedScore submittedAt } }
  }
`);

export const DECLARE_CONFLICT = graphql(`
  mutation DeclareConflict($applicationId: ID!, $reason: String!) { declareConflict(applicationId: $applicationId, reason: $reason) }
`);

export const REVIEW_FUNNELS = graphql(`
  query ReviewFunnels {
    funnels(first: 20) { results { __typename _id name rounds { __typename _id name kind position evaluators { __typename _id fullName } } } }
  }
`);
export type ReviewFunnel = ResultOf<typeof REVIEW_FUNNELS>['funnels']['results'][number];

export const ROUND_REVIEW = graphql(
  `
  query RoundReview($roundId: ID!) {
    roundReview(roundId: $roundId) {
      applications {
        application { ...ReviewApplicationHead }
        assignments { __typename _id status method evaluator { __typename _id fullName } }
        conflicts { __typename _id source reason evaluator { __typename _id fullName } }
      }
    }
  }
`,
  [APPLICATION_HEAD],
);
export type RoundApplication = ResultOf<typeof ROUND_REVIEW>['roundReview']['applications'][number];

export const ASSIGN_EVALUATORS = graphql(`
  mutation AssignEvaluators($roundId: ID!, $applicationIds: [ID!]!, $method: EvaluatorAssignmentMethod!, $evaluatorIds: [ID!], $loadCap: Int, $perApplication: Int) {
    assignEvaluators(roundId: $roundId, applicationIds: $applicationIds, method: $method, evaluatorIds: $evaluatorIds, loadCap: $loadCap, perApplication: $perApplication) {
      assignedCount
      skipped { applicationId reason detail evaluator { __typename _id fullName } }
    }
  }
`);
export type AssignMethod = SchemaType<'EvaluatorAssignmentMethod'>;

export const MARK_CONFLICT = graphql(`
  mutation MarkConflict($applicationId: ID!, $evaluatorId: ID!, $reason: String!) { markConflict(applicationId: $applicationId, evaluatorId: $evaluatorId, reason: $reason) { __typename _id } }
`);

const EVALUATION_FIELDS = graphql(`
  fragment ReviewEvaluationFields on Evaluation {
    __typename
    _id
    weightedScore
    zScore
    submittedAt
    evaluator { __typename _id fullName }
    scores { score comment criterion { __typename _id name weight } }
  }
`);

export const ROUND_RANKING = graphql(
  `
  query RoundRanking($roundId: ID!, $sort: RankingSort) {
    roundRanking(roundId: $roundId, sort: $sort) {
      scaleSpan
      disagreementShare
      evaluators { evaluator { __typename _id fullName } count mean stddev normalised }
      entries {
        rank
        application { ...ReviewApplicationHead }
        summary { evaluationCount rawMean normalisedMean spread disagreement }
        evaluations { ...ReviewEvaluationFields }
      }
    }
  }
`,
  [APPLICATION_HEAD, EVALUATION_FIELDS],
);
export type RankingEntry = ResultOf<typeof ROUND_RANKING>['roundRanking']['entries'][number];
export type RankingSort = SchemaType<'RankingSort'>;

export const APPLICATION_EVALUATIONS = graphql(
  `
  query ApplicationEvaluations($id: ID!) {
    applicationEvaluations(applicationId: $id) {
      round { __typename _id name }
      summary { evaluationCount rawMean normalisedMean spread disagreement }
      evaluations { ...ReviewEvaluationFields }
    }
  }
`,
  [EVALUATION_FIELDS],
);

export const ROUND_CRITERIA = graphql(`
  query RoundCriteria($roundId: ID!) {
    evaluationCriteria(roundId: $roundId) { __typename _id questionId name weight position }
    roundScoredQuestions(roundId: $roundId) { questionId label type min max }
    reviewAbilities { viewerCanEditCriteria }
  }
`);

export const SAVE_CRITERIA = graphql(`
  mutation SaveEvaluationCriteria($roundId: ID!, $criteria: [EvaluationCriterionInput!]!) {
    saveEvaluationCriteria(roundId: $roundId, criteria: $criteria) { __typename _id questionId name weight position }
  }
`);
