/**
 * The startup file's feedback tab (issue 15; D-380..D-382): the feedback requests that reached one startup — through
 * the startup (a recipient answering for it) or one of its people asked by name — with, per request, how many of the
 * startup's recipients answered, and the answers they gave.
 *
 * Who sees it (the `access:` rule of startupFeedback lets in the Feedback request keys and the founder side; the rows
 * are decided here): the feedbackForms flag must be on; the viewer must see the startup (membership, assignment or
 * the role's visibility — the startup file's rule) or it is NotFound; staff need one of the Feedback request keys,
 * a founder-side viewer must be one of the startup's people. Answers: FEEDBACK_REQUEST:ANSWER_VIEW, or the startup's
 * own people (their team's answers, D-381).
 */
import { FEEDBACK_MESSAGES, type Answers, type FormDefinition } from '@hatchery/domain';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { feedbackRecipients, feedbackRequests, formSubmissions, formVersions, forms, startupPeople } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { featureIsOn } from '../milestones/index.js';
import { accessAllows, loadActor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { FEEDBACK_ANSWER_READERS, FEEDBACK_EDITORS, FEEDBACK_READERS, FEEDBACK_SENDERS } from './feedback.policy.js';
import { remindUnanswered } from './feedback-reminders.js';

export const STARTUP_FEEDBACK_STATES = ['pending', 'answered', 'overdue', 'closed'] as const;
export type StartupFeedbackState = (typeof STARTUP_FEEDBACK_STATES)[number];

/** At most this many requests (newest first): a startup is asked a few times a season, not thousands. */
export const STARTUP_FEEDBACK_MAX = 200;

export interface StartupFeedbackRequest {
  id: string;
  formName: string;
  createdBy: string | null;
  createdAt: Date;
  dueDate: Date;
  requestStatus: 'open' | 'closed';
  /** Of the startup's recipients: all answered; else closed by staff; else past the due date; else pending (D-380). */
  state: StartupFeedbackState;
  recipientCount: number;
  answeredCount: number;
}

export interface StartupFeedbackAnswer {
  recipientId: string;
  requestId: string;
  formName: string;
  userId: string;
  submittedAt: Date;
  answers: Answers;
  definition: FormDefinition;
}

export interface StartupFeedbackView {
  startupId: string;
  viewerCanSend: boolean;
  viewerCanRemind: boolean;
  viewerCanViewAnswers: boolean;
  requests: StartupFeedbackRequest[];
  answers: StartupFeedbackAnswer[];
}

export function startupFeedbackState(recipientCount: number, answeredCount: number, requestStatus: 'open' | 'closed', dueDate: Date, now = new Date()): StartupFeedbackState {
  if (recipientCount > 0 && answeredCount >= recipientCount) return 'answered';
  if (requestStatus === 'closed') return 'closed';
  if (dueDate.getTime() < now.getTime()) return 'overdue';
  return 'pending';
}

interface Rights {
  staff: boolean;
  member: boolean;
  send: boolean;
  remind: boolean;
  answers: boolean;
}

/** The flag, the startup's visibility and the viewer's standing; refuses as the module header says. */
async function rightsOn(ctx: AppContext, tx: Tx, startupId: string): Promise<Rights> {
  const viewer = requireViewer(ctx);
  if (!(await featureIsOn(tx, 'feedbackForms'))) throw forbiddenError(FEEDBACK_MESSAGES.featureOff);
  const actor = await loadActor(ctx, viewer);
  const access = await readStartupAccess(tx, viewer, actor, startupId);
  if (!access?.sees) throw notFoundError('Startup not found');
  const staff = accessAllows(FEEDBACK_READERS, viewer, actor);
  if (!staff && !access.member) throw forbiddenError(FEEDBACK_MESSAGES.notYourStartup);
  return {
    staff,
    member: access.member,
    send: accessAllows(FEEDBACK_SENDERS, viewer, actor),
    remind: accessAllows(FEEDBACK_EDITORS, viewer, actor),
    answers: access.member || accessAllows(FEEDBACK_ANSWER_READERS, viewer, actor),
  };
}

/** Recipients answering for the startup, or asked by name while being one of its people. */
function ofStartup(startupId: string) {
  const people = (tx: Tx) => tx.select({ id: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, startupId));
  return (tx: Tx) => or(eq(feedbackRecipients.startupId, startupId), and(isNull(feedbackRecipients.startupId), inArray(feedbackRecipients.userId, people(tx))));
}

async function startupRecipients(tx: Tx, startupId: string) {
  return tx
    .select({ recipient: feedbackRecipients, request: feedbackRequests, formName: forms.name })
    .from(feedbackRecipients)
    .innerJoin(feedbackRequests, and(eq(feedbackRequests.incubatorId, feedbackRecipients.incubatorId), eq(feedbackRequests.id, feedbackRecipients.requestId)))
    .innerJoin(forms, and(eq(forms.incubatorId, feedbackRequests.incubatorId), eq(forms.id, feedbackRequests.formId)))
    .where(ofStartup(startupId)(tx))
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id));
}

function checkedStartupId(startupId: string): string {
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  return startupId;
}

export async function getStartupFeedback(ctx: AppContext, rawStartupId: string): Promise<StartupFeedbackView> {
  const startupId = checkedStartupId(rawStartupId);
  return ctx.data.run(async (tx) => {
    const rights = await rightsOn(ctx, tx, startupId);
    const rows = await startupRecipients(tx, startupId);
    const byRequest = new Map<string, StartupFeedbackRequest>();
    for (const { recipient, request, formName } of rows) {
      let found = byRequest.get(request.id);
      if (!found) {
        if (byRequest.size >= STARTUP_FEEDBACK_MAX) continue;
        found = { id: request.id, formName, createdBy: request.createdBy, createdAt: request.createdAt, dueDate: request.dueDate, requestStatus: request.status, state: 'pending', recipientCount: 0, answeredCount: 0 };
        byRequest.set(request.id, found);
      }
      found.recipientCount += 1;
      if (recipient.answeredAt) found.answeredCount += 1;
    }
    const requests = [...byRequest.values()].map((r) => ({ ...r, state: startupFeedbackState(r.recipientCount, r.answeredCount, r.requestStatus, r.dueDate) }));
    const answered = rights.answers ? rows.filter((row) => byRequest.has(row.request.id) && row.recipient.answeredAt && row.recipient.submissionId) : [];
    const submissionIds = answered.map((row) => row.recipient.submissionId!);
    const submissions = submissionIds.length ? await tx.select({ id: formSubmissions.id, answers: formSubmissions.answers }).from(formSubmissions).where(inArray(formSubmissions.id, submissionIds)) : [];
    const versionIds = [...new Set(answered.map((row) => row.request.versionId))];
    const versions = versionIds.length ? await tx.select({ id: formVersions.id, definition: formVersions.definition }).from(formVersions).where(inArray(formVersions.id, versionIds)) : [];
    const answers: StartupFeedbackAnswer[] = [];
    for (const { recipient, request, formName } of answered) {
      const submission = submissions.find((s) => s.id === recipient.submissionId);
      const version = versions.find((v) => v.id === request.versionId);
      if (!submission || !version) continue;
      answers.push({ recipientId: recipient.id, requestId: request.id, formName, userId: recipient.userId, submittedAt: recipient.answeredAt!, answers: submission.answers as Answers, definition: version.definition });
    }
    answers.sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
    return { startupId, viewerCanSend: rights.send, viewerCanRemind: rights.remind, viewerCanViewAnswers: rights.answers, requests, answers };
  });
}

/** Staff's reminder from the tab: only this startup's recipients of the request who have not answered (D-382). */
export async function remindStartupFeedback(ctx: AppContext, requestId: string, rawStartupId: string): Promise<number> {
  const viewer = requireViewer(ctx);
  const startupId = checkedStartupId(rawStartupId);
  if (!isUuid(requestId)) throw validationError(`requestId: ${FEEDBACK_MESSAGES.requestNotFound}`);
  const recipientIds = await ctx.data.run(async (tx) => {
    const rights = await rightsOn(ctx, tx, startupId);
    if (!rights.remind) throw forbiddenError();
    const [request] = await tx.select({ status: feedbackRequests.status }).from(feedbackRequests).where(eq(feedbackRequests.id, requestId)).limit(1);
    if (!request) throw notFoundError(FEEDBACK_MESSAGES.requestNotFound);
    if (request.status === 'closed') throw validationError(`requestId: ${FEEDBACK_MESSAGES.requestClosed}`);
    const rows = await tx
      .select({ id: feedbackRecipients.id })
      .from(feedbackRecipients)
      .where(and(eq(feedbackRecipients.requestId, requestId), isNull(feedbackRecipients.answeredAt), ofStartup(startupId)(tx)));
    return rows.map((row) => row.id);
  });
  return remindUnanswered(ctx, requestId, viewer.userId, recipientIds);
}
