/**
 * Answering a feedback request: /survey/{recipientId} (issue 15 item 6). Only the recipient finds their survey (any
 * other viewer, another tenant's or an unknown id: not found). Drafts save as you go; submitting stores a
 * form_submissions row (the request's version, the recipient's startup), completes their task and closes the survey
 * for them: answering twice is refused (D-204). Nothing is accepted once the request is closed or its due date passed.
 */
import { FEEDBACK_MESSAGES, type FormDefinition } from '@hatchery/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { feedbackRecipients, feedbackRequests, formSubmissions, formVersions, forms, type FeedbackRecipient, type FeedbackRequest, type FormSubmission } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { answerLinkedFormInTx } from '../forms/index.js';
import { completeFormSubmissionRequestTask, flushTaskEffects, noEffects } from '../tasks/index.js';

export const SURVEY_STATES = ['open', 'answered', 'closed', 'pastDue'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export interface SurveyView {
  recipient: FeedbackRecipient;
  request: FeedbackRequest;
  formName: string;
  definition: FormDefinition;
  submission: FormSubmission | null;
  state: SurveyState;
}

function stateOf(request: FeedbackRequest, recipient: FeedbackRecipient, now = new Date()): SurveyState {
  if (recipient.answeredAt) return 'answered';
  if (request.status === 'closed') return 'closed';
  if (request.dueDate.getTime() < now.getTime()) return 'pastDue';
  return 'open';
}

async function findSurvey(tx: Tx, userId: string, recipientId: string, lock: boolean): Promise<{ recipient: FeedbackRecipient; request: FeedbackRequest }> {
  if (!isUuid(recipientId)) throw validationError(`id: ${FEEDBACK_MESSAGES.surveyNotFound}`);
  const query = tx
    .select({ recipient: feedbackRecipients, request: feedbackRequests })
    .from(feedbackRecipients)
    .innerJoin(feedbackRequests, and(eq(feedbackRequests.incubatorId, feedbackRecipients.incubatorId), eq(feedbackRequests.id, feedbackRecipients.requestId)))
    .where(and(eq(feedbackRecipients.id, recipientId), eq(feedbackRecipients.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: feedbackRecipients }) : await query;
  if (!row) throw notFoundError(FEEDBACK_MESSAGES.surveyNotFound);
  return row;
}

/** The viewer's survey: the version's definition, their draft or answer, and whether they may still answer. */
export async function getSurvey(ctx: AppContext, recipientId: string): Promise<SurveyView> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const { recipient, request } = await findSurvey(tx, viewer.userId, recipientId, false);
    const [version] = await tx.select({ definition: formVersions.definition, formName: forms.name }).from(formVersions).innerJoin(forms, and(eq(forms.incubatorId, formVersions.incubatorId), eq(forms.id, formVersions.formId))).where(eq(formVersions.id, request.versionId)).limit(1);
    const [submission] = recipient.submissionId ? await tx.select().from(formSubmissions).where(eq(formSubmissions.id, recipient.submissionId)).limit(1) : [];
    return { recipient, request, formName: version!.formName, definition: version!.definition, submission: submission ?? null, state: stateOf(request, recipient) };
  });
}

async function answerSurvey(ctx: AppContext, recipientId: string, answers: unknown, submit: boolean): Promise<SurveyView> {
  const viewer = requireViewer(ctx);
  const effects = noEffects();
  await ctx.data.run(async (tx) => {
    const { recipient, request } = await findSurvey(tx, viewer.userId, recipientId, true);
    const state = stateOf(request, recipient);
    if (state === 'answered') throw validationError(`id: ${FEEDBACK_MESSAGES.alreadyAnswered}`);
    if (state === 'closed') throw validationError(`id: ${FEEDBACK_MESSAGES.requestClosed}`);
    if (state === 'pastDue') throw validationError(`id: ${FEEDBACK_MESSAGES.pastDue}`);
    const row = await answerLinkedFormInTx(tx, ctx.incubator.id, {
      formId: request.formId,
      versionId: request.versionId,
      submissionId: recipient.submissionId,
      respondentUserId: viewer.userId,
      startupId: recipient.startupId,
      answers,
      submit,
    });
    await tx
      .update(feedbackRecipients)
      .set({ submissionId: row.id, ...(submit ? { answeredAt: row.submittedAt } : {}) })
      .where(eq(feedbackRecipients.id, recipient.id));
    if (submit) await completeFormSubmissionRequestTask(tx, recipient.id, effects);
  });
  await flushTaskEffects(ctx, effects);
  return getSurvey(ctx, recipientId);
}

export function saveSurveyDraft(ctx: AppContext, recipientId: string, answers: unknown): Promise<SurveyView> {
  return answerSurvey(ctx, recipientId, answers, false);
}

export function submitSurvey(ctx: AppContext, recipientId: string, answers: unknown): Promise<SurveyView> {
  return answerSurvey(ctx, recipientId, answers, true);
}

