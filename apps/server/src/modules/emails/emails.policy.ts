/**
 * Who may use the emails area (D-106, D-584), one rule per root field, run before the resolver. Everything — reading
 * the emails and templates, previewing an audience, writing, testing and sending — is for holders of
 * EMAIL_TEMPLATES:MANAGE (Admin and AdminCoach by default, or a custom role granted it). That a draft is still a draft
 * and that an id is of this organisation are the services' checks: they need the loaded row.
 */
import { allowAnyOf, permission } from '../permissions/index.js';

const managers = (note?: string) => allowAnyOf([permission('EMAIL_TEMPLATES:MANAGE')], { refused: 'Only email managers can do this.', ...(note ? { note } : {}) });
const drafts = managers('a DRAFT only (else ValidationError, field status)');

export const emailsPolicy = {
  outgoingEmails: managers(),
  outgoingEmail: managers('another organisation’s id: null'),
  emailTemplates: managers(),
  emailAudiencePreview: managers(),
  emailAudienceOptions: managers(),
  emailPeopleSearch: managers(),
  createOutgoingEmail: managers(),
  updateOutgoingEmail: drafts,
  deleteOutgoingEmail: drafts,
  duplicateOutgoingEmail: managers(),
  sendTestOutgoingEmail: managers('to the viewer’s own address'),
  sendOutgoingEmail: managers('a DRAFT with a subject, a body and at least one recipient; the job is followed with userBatchOperationUpdated'),
  scheduleOutgoingEmail: managers('a DRAFT that could be sent now, for a time 1 minute to a year ahead'),
  unscheduleOutgoingEmail: managers('a SCHEDULED email only (else ValidationError, field status)'),
  createEmailTemplate: managers(),
  updateEmailTemplate: managers(),
  deleteEmailTemplate: managers(),
} as const;
