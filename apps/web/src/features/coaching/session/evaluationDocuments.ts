import { graphql, type ResultOf } from '../../../lib/graphql';

/** A session's evaluation as the viewer may see it (docs/contract-coaching.md §3.3; issue 17 item 3). */
export const SESSION_EVALUATION_FIELDS = graphql(`
  fragment SessionEvaluationFields on SessionEvaluation {
    sessionId
    startupName
    tookPlace
    viewerIsHost
    viewerCanSubmit
    form {
      _id
      name
      definition
      sharedWithStartup
    }
    viewerEvaluation {
      _id
    }
    evaluations {
      _id
      evaluator {
        _id
        fullName
      }
      formName
      definition
      answers
      submittedAt
      sharedWithStartup
    }
  }
`);

export const SESSION_EVALUATION = graphql(
  `
    query SessionEvaluation($sessionId: ID!) {
      sessionEvaluation(sessionId: $sessionId) {
        ...SessionEvaluationFields
      }
    }
  `,
  [SESSION_EVALUATION_FIELDS],
);

export const SUBMIT_SESSION_EVALUATION = graphql(
  `
    mutation SubmitSessionEvaluation($sessionId: ID!, $answers: JSON!) {
      submitSessionEvaluation(sessionId: $sessionId, answers: $answers) {
        ...SessionEvaluationFields
      }
    }
  `,
  [SESSION_EVALUATION_FIELDS],
);

export type SessionEvaluationData = ResultOf<typeof SESSION_EVALUATION_FIELDS>;
export type SessionEvaluationItem = SessionEvaluationData['evaluations'][number];
