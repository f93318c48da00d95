/** GraphQL documents of the startup file's Assessment tab (D-579). */
import { graphql, type ResultOf } from '../../lib/graphql';

export const STARTUP_ASSESSMENT = graphql(`
  query StartupAssessment($startupId: ID!, $language: String) {
    startupAssessment(startupId: $startupId, language: $language) {
      __typename
      startupId
      available
      viewerSeesApplicationReviews
      viewerIsStartupMember
      evaluations {
        __typename
        _id
        source
        subjectId
        title
        roundName
        sessionStartsAt
        submittedAt
        percent
        evaluator {
          __typename
          _id
          fullName
        }
        scores {
          __typename
          label
          value
          min
          max
          percent
          weight
        }
      }
    }
  }
`);

export type StartupAssessmentData = ResultOf<typeof STARTUP_ASSESSMENT>['startupAssessment'];
export type AssessmentEvaluationData = StartupAssessmentData['evaluations'][number];
