/** Feedback requests (issue 15 item 6): limits and the server's messages, which the web translates by key. */

/** Recipients one request may reach: sending happens in one transaction (D-201). */
export const FEEDBACK_MAX_RECIPIENTS = 2000;
/** Longest message sent with a request. */
export const FEEDBACK_MAX_MESSAGE = 2000;
/** The automatic reminder goes out this long before the due date (D-205). */
export const FEEDBACK_AUTO_REMINDER_HOURS = 48;

export const FEEDBACK_MESSAGES = {
  formNotFound: 'This form does not exist.',
  formNotFeedback: 'Only a survey form (kind feedback) can be sent.',
  formNotPublished: 'Publish the form before sending it.',
  dueDateRequired: 'Due date is a required field',
  dueDateInPast: 'The due date can not be in the past',
  noRecipients: 'Choose at least one program, tag, startup or person who can be asked.',
  tooManyRecipients: `A request reaches at most ${FEEDBACK_MAX_RECIPIENTS} people.`,
  unknownAudience: 'Some chosen programs, tags, startups or people do not exist.',
  messageTooLong: `The message is at most ${FEEDBACK_MAX_MESSAGE} characters.`,
  requestNotFound: 'This feedback request does not exist.',
  requestClosed: 'This feedback request is closed.',
  surveyNotFound: 'This survey does not exist or was not sent to you.',
  alreadyAnswered: 'You have already answered this survey.',
  pastDue: 'The due date of this survey has passed.',
  featureOff: 'Feedback forms are switched off for this organisation.',
  notYourStartup: 'Only the startup’s own people and holders of a Feedback request permission see its feedback.',
} as const;
export type FeedbackMessageKey = keyof typeof FEEDBACK_MESSAGES;
