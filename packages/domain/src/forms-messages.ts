/**
 * The forms engine's server messages (issue 15): English texts the web translates by key (FORMS_MESSAGES), sent as
 * "field: text" so the message names the field. Field-level answer errors are codes (FieldError of validateAnswers).
 */
export const FORMS_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  formNotFound: 'This form does not exist.',
  versionNotFound: 'This version of the form does not exist.',
  submissionNotFound: 'This answer does not exist.',
  versionsOfOtherForms: 'Both versions must belong to the same form.',
  invalidDefinition: 'The form definition is not valid.',
  invalidAnswers: 'The answers are not valid.',
  answersRejected: 'Some answers break the rules of their questions.',
  notPublished: 'This form is not published, so it cannot be answered.',
  archived: 'This form is archived, so it cannot be answered or changed.',
  notArchived: 'This form is not archived.',
  alreadySubmitted: 'These answers were already submitted.',
  cannotPublish: 'The form cannot be published until its problems are fixed.',
  nothingToPublish: 'The draft has no question that takes an answer.',
  unchangedSinceLastVersion: 'The draft is the same as the last published version.',
  anonymousNotAllowed: 'This form cannot be answered without an account.',
  shareNotFound: 'This shared form does not exist or is no longer shared.',
  tooFast: 'The form was sent too quickly. Take a moment to check your answers, then send it again.',
  fillTokenInvalid: 'The form expired. Reload the page and send your answers again.',
  fileNotFound: 'This file was not uploaded to this answer.',
  fileNotAllowed: 'Files cannot be attached to an answer shared without an account.',
  fileType: 'This type of file is not accepted here.',
  fileTooLarge: 'The file is larger than this question allows.',
  notAFileQuestion: 'This question does not take files.',
  startupNotFound: 'This startup does not exist or you cannot see it.',
  format: 'Choose csv or xlsx.',
} as const;
export type FormsMessageKey = keyof typeof FORMS_MESSAGES;

/** The shortest time a person takes to fill a shared form (spam resistance, D-187): quicker sends are refused. */
export const SHARED_FORM_MIN_FILL_MS = 3000;
/** How long the fill token of a shared form stays good (a page left open overnight still sends). */
export const SHARED_FORM_FILL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
