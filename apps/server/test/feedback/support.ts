/** Helpers of the feedback requests' API tests: a survey definition with a condition, the documents, ids by name. */
import type { FormDefinition } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startups, users } from '../../src/db/schema/index.js';
import { yesNoWithFollowUp } from '../../src/seed/feedback.js';
import type { TestApp } from '../support/helpers.js';
import { ok } from '../support/helpers.js';
import { CREATE, PUBLISH, type FormResult } from '../forms/support.js';

/** A survey: a scale, a choice, a text shown only when the choice is "no", and a free text. */
export const SURVEY_DEFINITION: FormDefinition = {
  languages: ['en', 'ar'],
  questions: [
    { id: 'score', type: 'number_scale', label: { en: 'How useful was the program?', ar: 'ما مدى فائدة البرنامج؟' }, required: true, validations: { min: 1, max: 5, step: 1 } },
    ...yesNoWithFollowUp({ id: 'recommend', label: { en: 'Would you recommend us?', ar: 'هل تنصح بنا؟' } }, { id: 'why_not', label: { en: 'What should we change?', ar: 'ما الذي يجب أن نغيره؟' } }),
    { id: 'comments', type: 'text_long', label: { en: 'Anything else?', ar: 'أي شيء آخر؟' } },
  ],
};

export const REQUEST_FIELDS = '_id formName message dueDate status recipientCount answeredCount responseRate viewerCanEdit viewerCanViewAnswers summaries audience { programIds tagIds startupIds userIds } recipients { _id user { _id email } startup { _id name } answeredAt overdue remindedAt submission { _id answers } }';
export const SEND = `mutation S($input: SendFeedbackRequestInput!) { sendFeedbackRequest(input: $input) { ${REQUEST_FIELDS} } }`;
export const UPDATE = `mutation U($id: ID!, $input: UpdateFeedbackRequestInput!) { updateFeedbackRequest(id: $id, input: $input) { ${REQUEST_FIELDS} } }`;
export const CLOSE = `mutation C($id: ID!) { closeFeedbackRequest(id: $id) { ${REQUEST_FIELDS} } }`;
export const REMIND = 'mutation R($id: ID!) { remindFeedbackRecipients(id: $id) }';
export const REQUEST = `query R($id: ID!) { feedbackRequest(id: $id) { ${REQUEST_FIELDS} } }`;
export const REQUESTS = 'query L { feedbackRequests { viewerCanSend results { _id formName recipientCount answeredCount responseRate } } }';
export const OPTIONS = 'query O { feedbackSendOptions { forms { value label } programs { value label } tags { value label group } startups { value label } users { value label group } } }';
const SURVEY_FIELDS = '_id formName message dueDate state definition answers submittedAt startup { _id name }';
export const SURVEY = `query S($id: ID!) { survey(id: $id) { ${SURVEY_FIELDS} } }`;
export const SAVE = `mutation S($id: ID!, $answers: JSON!) { saveSurveyDraft(id: $id, answers: $answers) { ${SURVEY_FIELDS} } }`;
export const SUBMIT = `mutation S($id: ID!, $answers: JSON!) { submitSurvey(id: $id, answers: $answers) { ${SURVEY_FIELDS} } }`;

export interface RecipientResult {
  _id: string;
  user: { _id: string; email: string } | null;
  startup: { _id: string; name: string } | null;
  answeredAt: string | null;
  overdue: boolean;
  remindedAt: string | null;
  submission: { _id: string; answers: Record<string, unknown> } | null;
}
export interface RequestResult {
  _id: string;
  formName: string;
  message: string | null;
  dueDate: string;
  status: string;
  recipientCount: number;
  answeredCount: number;
  responseRate: number;
  viewerCanEdit: boolean;
  viewerCanViewAnswers: boolean;
  summaries: Array<Record<string, unknown>> | null;
  audience: { programIds: string[]; tagIds: string[]; startupIds: string[]; userIds: string[] };
  recipients: RecipientResult[];
}
export interface SurveyResult {
  _id: string;
  formName: string;
  state: string;
  answers: Record<string, unknown>;
  submittedAt: string | null;
  startup: { _id: string; name: string } | null;
}

export async function createSurveyForm(app: FastifyInstance, host: string, token: string, name: string, publish = true, kind = 'feedback'): Promise<FormResult> {
  const { createForm } = await ok<{ createForm: FormResult }>(app, host, token, CREATE, { input: { kind, name, definition: SURVEY_DEFINITION } });
  if (!publish) return createForm;
  return (await ok<{ publishForm: FormResult }>(app, host, token, PUBLISH, { formId: createForm._id })).publishForm;
}

/** A calendar day `days` from today (UTC; the demo tenant's timezone keeps it in the future for days ≥ 2). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function startupIdOf(t: TestApp, slug: string, name: string): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds[slug]!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)).limit(1));
  if (!row) throw new Error(`no startup ${name}`);
  return row.id;
}

export async function userIdOf(t: TestApp, slug: string, email: string): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds[slug]!, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
