/**
 * The public surface of modules/feedback (D-109): feedback requests and surveys (issue 15 item 6). Anything not
 * exported here is the module's own; lint refuses a deep import from outside.
 */
import './feedback.graphql.js';
import './feedback-startup.graphql.js';

export { feedbackPolicy } from './feedback.policy.js';
export { sendFeedbackRequest } from './feedback-requests.service.js';
export { submitSurvey } from './feedback-survey.service.js';
export { runFeedbackReminders, scheduleFeedbackReminders } from './feedback-reminders.js';
