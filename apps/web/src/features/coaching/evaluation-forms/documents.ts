import { graphql, type ResultOf } from '../../../lib/graphql';

/** The evaluation-form rules of /admin/configuration/coaching-evaluations (issue 17 item 3; D-448). */
export const COACHING_EVALUATION_FORMS = graphql(`
  query CoachingEvaluationForms {
    coachingEvaluationForms {
      rules {
        _id
        programId
        topicTagId
        hostRole
        formId
        sharedWithStartup
      }
      forms {
        _id
        name
      }
      programs {
        _id
        name
      }
      topics {
        _id
        name
      }
      hostRoles
    }
  }
`);

export const SAVE_COACHING_EVALUATION_FORMS = graphql(`
  mutation SaveCoachingEvaluationForms($rules: [CoachingEvaluationFormRuleInput!]!) {
    saveCoachingEvaluationForms(rules: $rules) {
      _id
      programId
      topicTagId
      hostRole
      formId
      sharedWithStartup
    }
  }
`);

export type EvaluationFormsData = ResultOf<typeof COACHING_EVALUATION_FORMS>['coachingEvaluationForms'];
