/**
 * Who may call the feedback requests' operations (D-106; D2 §6.1 Feedback request keys; issue 15 item 6).
 * FEEDBACK_REQUEST:CREATE sends; :VIEW lists requests and their recipients (a creator sees the list too); :EDIT
 * changes, closes and reminds; :ANSWER_VIEW reads the answers and their summaries (checked per field: the request
 * page shows the rate to every reader, the answers only to those holding it). Answering is for the recipient only
 * (a signed-in member; the service finds the survey among the viewer's own).
 */
import { ADMIN, allowAnyOf, authenticated, permission, roleGroup } from '../permissions/index.js';

export const FEEDBACK_SENDERS = allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:CREATE')]);
export const FEEDBACK_READERS = allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:VIEW'), permission('FEEDBACK_REQUEST:CREATE'), permission('FEEDBACK_REQUEST:EDIT'), permission('FEEDBACK_REQUEST:ANSWER_VIEW')], {
  note: 'answers and per-question summaries only with FEEDBACK_REQUEST:ANSWER_VIEW (null otherwise)',
});
export const FEEDBACK_EDITORS = allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:EDIT')]);
export const FEEDBACK_ANSWER_READERS = allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:ANSWER_VIEW')]);

/**
 * The startup file's feedback tab (D-381): the readers above, and the founder side — who must be one of the
 * startup's people (checked per row in feedback-startup.service.ts, as are the flag and the startup's visibility).
 */
export const STARTUP_FEEDBACK_READERS = allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:VIEW'), permission('FEEDBACK_REQUEST:CREATE'), permission('FEEDBACK_REQUEST:EDIT'), permission('FEEDBACK_REQUEST:ANSWER_VIEW'), roleGroup('founderSide')], {
  note: 'feedbackForms on; the startup seen by the viewer; founder side: its own people only; answers: FEEDBACK_REQUEST:ANSWER_VIEW or its own people',
});

export const feedbackPolicy = {
  startupFeedback: STARTUP_FEEDBACK_READERS,
  remindStartupFeedback: allowAnyOf([ADMIN, permission('FEEDBACK_REQUEST:EDIT')], { note: 'feedbackForms on; the startup seen by the viewer; its recipients only' }),
  feedbackRequests: FEEDBACK_READERS,
  feedbackRequest: FEEDBACK_READERS,
  feedbackSendOptions: FEEDBACK_SENDERS,
  sendFeedbackRequest: FEEDBACK_SENDERS,
  updateFeedbackRequest: FEEDBACK_EDITORS,
  closeFeedbackRequest: FEEDBACK_EDITORS,
  remindFeedbackRecipients: FEEDBACK_EDITORS,
  feedbackAbilities: authenticated('answers with the rules of feedbackRequests and sendFeedbackRequest'),
  survey: authenticated('the recipient only: a survey sent to someone else is not found'),
  saveSurveyDraft: authenticated('the recipient only; open request, before the due date, not yet answered'),
  submitSurvey: authenticated('the recipient only; open request, before the due date, not yet answered'),
} as const;
