/**
 * The public surface of modules/mail (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
export { registerMailboxRoutes } from './mailbox.routes.js';
export { createMailer, devMailboxAccess, escapeHtml, mailDestination } from './mailer.js';
export type { MailInput, Mailer } from './mailer.js';
export { deliverOutbox, deliverPendingMail, deliverQueuedMail, MAIL_OUTBOX_JOB, MAIL_OUTBOX_MAX_ATTEMPTS, queueMailInTx, queueMailsInTx, scheduleMailOutbox } from './outbox.js';
export type { MailOutboxDeps } from './outbox.js';
