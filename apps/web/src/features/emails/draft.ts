/** A draft as the composer holds it, and what must be true of it before it may be sent (the server's rules, D-584). */
import type { EmailAudienceInput, OutgoingEmailDetail } from './documents';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20000;

export interface DraftValues {
  subject: string;
  body: string;
  audience: EmailAudienceInput;
}

export type DraftField = 'subject' | 'body' | 'audience';
export type DraftProblems = Partial<Record<DraftField, 'required' | 'noRecipient'>>;

export function draftOf(email: OutgoingEmailDetail): DraftValues {
  return {
    subject: email.subject,
    body: email.body,
    audience: {
      roleIds: email.audience.roles.map((role) => role._id),
      programIds: email.audience.programs.map((program) => program._id),
      userIds: email.audience.people.map((person) => person._id),
      tagIds: email.audience.tags.map((tag) => tag._id),
    },
  };
}

export function sameDraft(a: DraftValues, b: DraftValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What stops a send: an empty subject or body, or an audience that reaches nobody (when its count is known). */
export function sendProblems(draft: DraftValues, recipientCount: number | null): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.subject.trim() === '') problems.subject = 'required';
  if (draft.body.trim() === '') problems.body = 'required';
  if (recipientCount === 0) problems.audience = 'noRecipient';
  return problems;
}
