/** GraphQL documents of feedback requests and surveys (issue 15 item 6; docs/contract-forms.md "Feedback requests"). */
import { graphql, type ResultOf } from '../../lib/graphql';

const REQUEST_SUMMARY = graphql(`
  fragment FeedbackRequestSummaryFields on FeedbackRequest {
    __typename
    _id
    formName
    dueDate
    status
    createdAt
    recipientCount
    answeredCount
    responseRate
    audience {
      programIds
      tagIds
      startupIds
      userIds
    }
  }
`);

export const FEEDBACK_REQUESTS = graphql(`
  query FeedbackRequests {
    feedbackRequests {
      viewerCanSend
      results {
        ...FeedbackRequestSummaryFields
      }
    }
  }
`, [REQUEST_SUMMARY]);

export const FEEDBACK_REQUEST = graphql(`
  query FeedbackRequest($id: ID!) {
    feedbackRequest(id: $id) {
      ...FeedbackRequestSummaryFields
      message
      definition
      remindedAt
      closedAt
      viewerCanEdit
      viewerCanViewAnswers
      summaries
      createdBy {
        __typename
        _id
        fullName
      }
      recipients {
        __typename
        _id
        answeredAt
        remindedAt
        overdue
        user {
          __typename
          _id
          fullName
          email
        }
        startup {
          __typename
          _id
          name
        }
      }
    }
  }
`, [REQUEST_SUMMARY]);

export const FEEDBACK_SEND_OPTIONS = graphql(`
  query FeedbackSendOptions {
    feedbackSendOptions {
      forms { value label group }
      programs { value label group }
      tags { value label group }
      startups { value label group }
      users { value label group }
    }
  }
`);

export const SEND_FEEDBACK_REQUEST = graphql(`
  mutation SendFeedbackRequest($input: SendFeedbackRequestInput!) {
    sendFeedbackRequest(input: $input) {
      ...FeedbackRequestSummaryFields
    }
  }
`, [REQUEST_SUMMARY]);

export const CLOSE_FEEDBACK_REQUEST = graphql(`
  mutation CloseFeedbackRequest($id: ID!) {
    closeFeedbackRequest(id: $id) {
      ...FeedbackRequestSummaryFields
      closedAt
    }
  }
`, [REQUEST_SUMMARY]);

export const UPDATE_FEEDBACK_REQUEST = graphql(`
  mutation UpdateFeedbackRequest($id: ID!, $input: UpdateFeedbackRequestInput!) {
    updateFeedbackRequest(id: $id, input: $input) {
      ...FeedbackRequestSummaryFields
    }
  }
`, [REQUEST_SUMMARY]);

export const REMIND_FEEDBACK_RECIPIENTS = graphql(`
  mutation RemindFeedbackRecipients($id: ID!) {
    remindFeedbackRecipients(id: $id)
  }
`);

const SURVEY_FIELDS = graphql(`
  fragment SurveyFields on Survey {
    __typename
    _id
    formName
    message
    dueDate
    state
    definition
    answers
    submittedAt
    startup {
      __typename
      _id
      name
    }
  }
`);

export const SURVEY = graphql(`
  query Survey($id: ID!) {
    survey(id: $id) {
      ...SurveyFields
      customFieldPrefill
    }
  }
`, [SURVEY_FIELDS]);

export const SAVE_SURVEY_DRAFT = graphql(`
  mutation SaveSurveyDraft($id: ID!, $answers: JSON!) {
    saveSurveyDraft(id: $id, answers: $answers) {
      ...SurveyFields
    }
  }
`, [SURVEY_FIELDS]);

export const SUBMIT_SURVEY = graphql(`
  mutation SubmitSurvey($id: ID!, $answers: JSON!) {
    submitSurvey(id: $id, answers: $answers) {
      ...SurveyFields
    }
  }
`, [SURVEY_FIELDS]);

export type FeedbackRequestSummary = ResultOf<typeof FEEDBACK_REQUESTS>['feedbackRequests']['results'][number];
export type FeedbackRequestDetail = NonNullable<ResultOf<typeof FEEDBACK_REQUEST>['feedbackRequest']>;
export type FeedbackSendOptions = ResultOf<typeof FEEDBACK_SEND_OPTIONS>['feedbackSendOptions'];

export const FEEDBACK_ABILITIES = graphql(`
  query FeedbackAbilities {
    feedbackAbilities {
      viewerCanRead
      viewerCanSend
    }
  }
`);

/** The startup file's feedback tab (D-380..D-382): what reached one startup and its people's answers. */
export const STARTUP_FEEDBACK = graphql(`
  query StartupFeedback($startupId: ID!) {
    startupFeedback(startupId: $startupId) {
      startupId
      viewerCanSend
      viewerCanRemind
      viewerCanViewAnswers
      requests {
        _id
        formName
        createdBy {
          _id
          fullName
          email
        }
        createdAt
        dueDate
        state
        requestOpen
        recipientCount
        answeredCount
      }
      answers {
        _id
        requestId
        formName
        respondent {
          _id
          fullName
          email
        }
        submittedAt
        answers
        definition
      }
    }
  }
`);

export const REMIND_STARTUP_FEEDBACK = graphql(`
  mutation RemindStartupFeedback($requestId: ID!, $startupId: ID!) {
    remindStartupFeedback(requestId: $requestId, startupId: $startupId)
  }
`);

export type StartupFeedback = ResultOf<typeof STARTUP_FEEDBACK>['startupFeedback'];
export type StartupFeedbackRequest = StartupFeedback['requests'][number];
export type StartupFeedbackAnswer = StartupFeedback['answers'][number];
