/**
 * The public surface of modules/emails (D-109, D-584): outgoing emails to an audience, sent as a bulk action through
 * the mail outbox; email and content templates. Lint refuses a deep import from outside.
 */
import './emails.graphql.js';
import './email-batch.js';

export { emailsPolicy } from './emails.policy.js';
export { renderEmail, mergeFields, MERGE_FIELDS } from './email-render.js';
export type { MergeField, MergeValues, RenderedEmail } from './email-render.js';
export { scheduleScheduledEmails, sendDueScheduledEmails } from './email-schedule.service.js';
