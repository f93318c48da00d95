/**
 * The feedback requests' API (issue 15 item 6; docs/contract-forms.md "Feedback requests (as built)"). Answers and
 * per-question summaries are null unless the viewer holds FEEDBACK_REQUEST:ANSWER_VIEW (or is an administrator).
 */
import { BLOCKED_STATUSES, summariseAnswers, type Answers, type FormDefinition } from '@hatchery/domain';
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { formSubmissions, formVersions, forms, programs, startups, tags, users, type FeedbackRecipient, type Form, type FormSubmission } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { prefillInTx } from '../custom-fields/index.js';
import { FormRef, FormSubmissionRef } from '../forms/index.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { accessAllows, loadActor } from '../permissions/index.js';
import { StartupRef } from '../startups/index.js';
import { FEEDBACK_ANSWER_READERS, FEEDBACK_EDITORS, FEEDBACK_SENDERS, feedbackPolicy } from './feedback.policy.js';
import {
  closeFeedbackRequest,
  getFeedbackRequest,
  listFeedbackRequests,
  loadRecipients,
  remindFeedbackRecipients,
  sendFeedbackRequest,
  updateFeedbackRequest,
  type FeedbackRequestRow,
} from './feedback-requests.service.js';
import { getSurvey, saveSurveyDraft, submitSurvey, SURVEY_STATES, type SurveyView } from './feedback-survey.service.js';

const SurveyStateEnum = builder.enumType('SurveyState', { values: SURVEY_STATES, description: 'open: may answer; answered; closed by staff; pastDue: the due date passed.' });
const FeedbackRequestStatusEnum = builder.enumType('FeedbackRequestStatus', { values: ['open', 'closed'] as const });

async function viewerMay(ctx: AppContext, rule: typeof FEEDBACK_EDITORS): Promise<boolean> {
  if (!ctx.viewer) return false;
  return accessAllows(rule, ctx.viewer, await loadActor(ctx, ctx.viewer));
}

interface FeedbackLoaders {
  forms: DataLoader<string, Form | null>;
  definitions: DataLoader<string, FormDefinition | null>;
  startupNames: DataLoader<string, string | null>;
  submissions: DataLoader<string, FormSubmission | null>;
}
const loaders = new WeakMap<AppContext, FeedbackLoaders>();
function loadersOf(ctx: AppContext): FeedbackLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      forms: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(forms).where(inArray(forms.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
      definitions: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select({ id: formVersions.id, definition: formVersions.definition }).from(formVersions).where(inArray(formVersions.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id)?.definition ?? null);
      }),
      startupNames: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id)?.name ?? null);
      }),
      submissions: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(formSubmissions).where(inArray(formSubmissions.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id) ?? null);
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

async function startupOf(ctx: AppContext, startupId: string | null) {
  if (!startupId) return null;
  const name = await loadersOf(ctx).startupNames.load(startupId);
  return name === null ? null : { _id: startupId, name };
}

/** The submitted answers of a request's recipients, newest first: what the summaries read. */
async function requestSummaries(ctx: AppContext, request: FeedbackRequestRow) {
  const definition = await loadersOf(ctx).definitions.load(request.versionId);
  if (!definition) return [];
  const rows = await ctx.data.run((tx) =>
    tx
      .select({ answers: formSubmissions.answers })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.versionId, request.versionId), eq(formSubmissions.status, 'submitted'), inArray(formSubmissions.id, recipientSubmissions(request.id))))
      .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id)),
  );
  return summariseAnswers(definition.questions, rows.map((row) => row.answers as Answers));
}

const recipientSubmissions = (requestId: string) => sql`(select r.submission_id from feedback_recipients r where r.request_id = ${requestId} and r.answered_at is not null)`;

const FeedbackAudienceRef = builder.objectRef<FeedbackRequestRow['audience']>('FeedbackAudience').implement({
  description: 'What was chosen when sending: programs, tags (startup or user tags), startups, people.',
  fields: (t) => ({
    programIds: t.idList({ resolve: (a) => a.programIds }),
    tagIds: t.idList({ resolve: (a) => a.tagIds }),
    startupIds: t.idList({ resolve: (a) => a.startupIds }),
    userIds: t.idList({ resolve: (a) => a.userIds }),
  }),
});

const FeedbackRecipientRef = builder.objectRef<FeedbackRecipient & { dueDate: Date }>('FeedbackRecipient').implement({
  description: 'One person asked by a feedback request.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    user: t.field({ type: UserRef, nullable: true, resolve: (r, _a, ctx) => loadUserRecord(ctx, r.userId) }),
    startup: t.field({ type: StartupRef, nullable: true, description: 'The startup they answer for (a co-founder).', resolve: (r, _a, ctx) => startupOf(ctx, r.startupId) }),
    answeredAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.answeredAt }),
    remindedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.remindedAt }),
    overdue: t.boolean({ description: 'Not answered and the due date has passed.', resolve: (r) => !r.answeredAt && r.dueDate.getTime() < Date.now() }),
    submission: t.field({
      type: FormSubmissionRef,
      nullable: true,
      description: 'Their submitted answers (FEEDBACK_REQUEST:ANSWER_VIEW only).',
      resolve: async (r, _a, ctx) => (r.answeredAt && r.submissionId && (await viewerMay(ctx, FEEDBACK_ANSWER_READERS)) ? loadersOf(ctx).submissions.load(r.submissionId) : null),
    }),
  }),
});

export const FeedbackRequestRef = builder.objectRef<FeedbackRequestRow>('FeedbackRequest').implement({
  description: 'A survey form sent to people with a due date (issue 15 item 6).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    form: t.field({ type: FormRef, nullable: true, resolve: (r, _a, ctx) => loadersOf(ctx).forms.load(r.formId) }),
    formName: t.exposeString('formName'),
    versionId: t.exposeID('versionId'),
    definition: t.field({ type: 'JSON', nullable: true, description: 'The version every recipient answers (labels of the summaries).', resolve: (r, _a, ctx) => loadersOf(ctx).definitions.load(r.versionId) }),
    message: t.exposeString('message', { nullable: true }),
    dueDate: t.field({ type: 'DateTime', resolve: (r) => r.dueDate }),
    status: t.field({ type: FeedbackRequestStatusEnum, resolve: (r) => r.status }),
    audience: t.field({ type: FeedbackAudienceRef, resolve: (r) => r.audience }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (r, _a, ctx) => (r.createdBy ? loadUserRecord(ctx, r.createdBy) : null) }),
    remindedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.remindedAt }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.closedAt }),
    recipientCount: t.exposeInt('recipientCount'),
    answeredCount: t.exposeInt('answeredCount'),
    responseRate: t.float({ description: 'answered / sent, 0 to 1.', resolve: (r) => (r.recipientCount ? r.answeredCount / r.recipientCount : 0) }),
    recipients: t.field({
      type: [FeedbackRecipientRef],
      description: 'Everyone asked, by name.',
      resolve: async (r, _a, ctx) => (await loadRecipients(ctx, r.id)).map((recipient) => ({ ...recipient, dueDate: r.dueDate })),
    }),
    summaries: t.field({
      type: 'JSON',
      nullable: true,
      description: 'QuestionSummary[] of packages/domain over the submitted answers, computed on the server (FEEDBACK_REQUEST:ANSWER_VIEW only).',
      resolve: async (r, _a, ctx) => ((await viewerMay(ctx, FEEDBACK_ANSWER_READERS)) ? requestSummaries(ctx, r) : null),
    }),
    viewerCanEdit: t.boolean({ description: 'FEEDBACK_REQUEST:EDIT: change, close, remind.', resolve: (_r, _a, ctx) => viewerMay(ctx, FEEDBACK_EDITORS) }),
    viewerCanViewAnswers: t.boolean({ description: 'FEEDBACK_REQUEST:ANSWER_VIEW.', resolve: (_r, _a, ctx) => viewerMay(ctx, FEEDBACK_ANSWER_READERS) }),
  }),
});

const SurveyRef = builder.objectRef<SurveyView>('Survey').implement({
  description: 'A feedback request as its recipient sees it: /survey/{id}, id being the recipient’s.',
  fields: (t) => ({
    _id: t.field({ type: 'ID', resolve: (s) => s.recipient.id }),
    formName: t.string({ resolve: (s) => s.formName }),
    message: t.string({ nullable: true, resolve: (s) => s.request.message }),
    dueDate: t.field({ type: 'DateTime', resolve: (s) => s.request.dueDate }),
    state: t.field({ type: SurveyStateEnum, resolve: (s) => s.state }),
    definition: t.field({ type: 'JSON', resolve: (s) => s.definition }),
    answers: t.field({ type: 'JSON', description: 'The draft or the submitted answers ({} when none).', resolve: (s) => (s.submission?.answers ?? {}) as Answers }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submission?.submittedAt ?? null }),
    startup: t.field({ type: StartupRef, nullable: true, resolve: (s, _a, ctx) => startupOf(ctx, s.recipient.startupId) }),
    customFieldPrefill: t.field({
      type: 'JSON',
      description: 'Answers of its custom_field questions from the values already held (the startup’s, the recipient’s own), as far as the recipient sees them: the survey starts from them when nothing is saved yet (D-213, D-284).',
      resolve: (s, _a, ctx) => ctx.data.run((tx) => prefillInTx(ctx, tx, { definition: s.definition, startupId: s.recipient.startupId })),
    }),
  }),
});

interface Option {
  value: string;
  label: string;
  group: string | null;
}
const FeedbackOptionRef = builder.objectRef<Option>('FeedbackOption').implement({
  fields: (t) => ({ value: t.exposeID('value'), label: t.exposeString('label'), group: t.exposeString('group', { nullable: true }) }),
});
interface SendOptions {
  forms: Option[];
  programs: Option[];
  tags: Option[];
  startups: Option[];
  users: Option[];
}
const FeedbackSendOptionsRef = builder.objectRef<SendOptions>('FeedbackSendOptions').implement({
  description: 'What the send dialog offers: published survey forms, programs, startup and user tags, startups, people.',
  fields: (t) => ({
    forms: t.field({ type: [FeedbackOptionRef], resolve: (o) => o.forms }),
    programs: t.field({ type: [FeedbackOptionRef], resolve: (o) => o.programs }),
    tags: t.field({ type: [FeedbackOptionRef], description: 'group: startup | user', resolve: (o) => o.tags }),
    startups: t.field({ type: [FeedbackOptionRef], resolve: (o) => o.startups }),
    users: t.field({ type: [FeedbackOptionRef], description: 'group: the e-mail address', resolve: (o) => o.users }),
  }),
});

const OPTION_LIMIT = 2000;

async function sendOptions(ctx: AppContext): Promise<SendOptions> {
  return ctx.data.run(async (tx) => ({
    forms: (await tx.select({ value: forms.id, label: forms.name }).from(forms).where(and(eq(forms.kind, 'feedback'), eq(forms.status, 'published'))).orderBy(asc(forms.name)).limit(OPTION_LIMIT)).map((o) => ({ ...o, group: null })),
    programs: (await tx.select({ value: programs.id, label: programs.name }).from(programs).where(isNull(programs.archivedAt)).orderBy(asc(programs.name)).limit(OPTION_LIMIT)).map((o) => ({ ...o, group: null })),
    tags: await tx.select({ value: tags.id, label: tags.name, group: tags.kind }).from(tags).where(inArray(tags.kind, ['startup', 'user'])).orderBy(asc(tags.kind), asc(tags.name)).limit(OPTION_LIMIT),
    startups: (await tx.select({ value: startups.id, label: startups.name }).from(startups).where(isNull(startups.archivedAt)).orderBy(asc(startups.name)).limit(OPTION_LIMIT)).map((o) => ({ ...o, group: null })),
    users: (await tx.select({ value: users.id, label: users.fullName, group: users.email }).from(users).where(notInArray(users.status, [...BLOCKED_STATUSES])).orderBy(asc(users.fullName)).limit(OPTION_LIMIT)).map((o) => ({ ...o, label: o.label || o.group })),
  }));
}

const SendFeedbackRequestInput = builder.inputType('SendFeedbackRequestInput', {
  fields: (t) => ({
    formId: t.id({ required: true }),
    dueDate: t.string({ required: true, description: 'YYYY-MM-DD (a day in the incubator’s timezone) or an ISO instant.' }),
    message: t.string(),
    programIds: t.idList(),
    tagIds: t.idList(),
    startupIds: t.idList(),
    userIds: t.idList(),
  }),
});

const UpdateFeedbackRequestInput = builder.inputType('UpdateFeedbackRequestInput', {
  fields: (t) => ({ dueDate: t.string(), message: t.string() }),
});

const ids = (list: ReadonlyArray<string | number> | null | undefined) => list?.map(String);

const FeedbackRequestListRef = builder.objectRef<{ results: FeedbackRequestRow[] }>('FeedbackRequestList').implement({
  fields: (t) => ({
    results: t.field({ type: [FeedbackRequestRef], resolve: (l) => l.results }),
    viewerCanSend: t.boolean({ description: 'FEEDBACK_REQUEST:CREATE: the "New request" action.', resolve: (_l, _a, ctx) => viewerMay(ctx, FEEDBACK_SENDERS) }),
  }),
});

/** What the viewer may do on /feedback: the pages ask only for what these allow (the no-access state otherwise). */
const FeedbackAbilitiesRef = builder.objectRef<{ viewerCanRead: boolean; viewerCanSend: boolean }>('FeedbackAbilities').implement({
  fields: (t) => ({
    viewerCanRead: t.exposeBoolean('viewerCanRead', { description: 'The rule of feedbackRequests / feedbackRequest.' }),
    viewerCanSend: t.exposeBoolean('viewerCanSend', { description: 'The rule of sendFeedbackRequest.' }),
  }),
});

builder.queryFields((t) => ({
  feedbackAbilities: t.field({
    type: FeedbackAbilitiesRef,
    description: "The viewer's abilities on the feedback request pages.",
    access: feedbackPolicy.feedbackAbilities,
    resolve: async (_r, _a, ctx) => ({ viewerCanRead: await viewerMay(ctx, feedbackPolicy.feedbackRequests), viewerCanSend: await viewerMay(ctx, FEEDBACK_SENDERS) }),
  }),
  feedbackRequests: t.field({
    type: FeedbackRequestListRef,
    description: 'Feedback requests, newest first (at most `first`, default 50, max 200).',
    args: { first: t.arg.int() },
    access: feedbackPolicy.feedbackRequests,
    resolve: async (_r, args, ctx) => ({ results: await listFeedbackRequests(ctx, args.first) }),
  }),
  feedbackRequest: t.field({
    type: FeedbackRequestRef,
    args: { id: t.arg.id({ required: true }) },
    access: feedbackPolicy.feedbackRequest,
    resolve: (_r, args, ctx) => getFeedbackRequest(ctx, String(args.id)),
  }),
  feedbackSendOptions: t.field({
    type: FeedbackSendOptionsRef,
    access: feedbackPolicy.feedbackSendOptions,
    resolve: (_r, _a, ctx) => sendOptions(ctx),
  }),
  survey: t.field({
    type: SurveyRef,
    description: 'The viewer’s survey by recipient id (a survey sent to someone else is not found).',
    args: { id: t.arg.id({ required: true }) },
    access: feedbackPolicy.survey,
    resolve: (_r, args, ctx) => getSurvey(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  sendFeedbackRequest: t.field({
    type: FeedbackRequestRef,
    args: { input: t.arg({ type: SendFeedbackRequestInput, required: true }) },
    access: feedbackPolicy.sendFeedbackRequest,
    resolve: async (_r, { input }, ctx) => {
      const request = await sendFeedbackRequest(ctx, { ...input, programIds: ids(input.programIds), tagIds: ids(input.tagIds), startupIds: ids(input.startupIds), userIds: ids(input.userIds) });
      return getFeedbackRequest(ctx, request.id);
    },
  }),
  updateFeedbackRequest: t.field({
    type: FeedbackRequestRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateFeedbackRequestInput, required: true }) },
    access: feedbackPolicy.updateFeedbackRequest,
    resolve: async (_r, args, ctx) => {
      await updateFeedbackRequest(ctx, String(args.id), args.input);
      return getFeedbackRequest(ctx, String(args.id));
    },
  }),
  closeFeedbackRequest: t.field({
    type: FeedbackRequestRef,
    args: { id: t.arg.id({ required: true }) },
    access: feedbackPolicy.closeFeedbackRequest,
    resolve: async (_r, args, ctx) => {
      await closeFeedbackRequest(ctx, String(args.id));
      return getFeedbackRequest(ctx, String(args.id));
    },
  }),
  remindFeedbackRecipients: t.int({
    description: 'Reminds (notification + e-mail) everyone who has not answered; answers how many.',
    args: { id: t.arg.id({ required: true }) },
    access: feedbackPolicy.remindFeedbackRecipients,
    resolve: (_r, args, ctx) => remindFeedbackRecipients(ctx, String(args.id)),
  }),
  saveSurveyDraft: t.field({
    type: SurveyRef,
    args: { id: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: feedbackPolicy.saveSurveyDraft,
    resolve: (_r, args, ctx) => saveSurveyDraft(ctx, String(args.id), args.answers),
  }),
  submitSurvey: t.field({
    type: SurveyRef,
    args: { id: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    access: feedbackPolicy.submitSurvey,
    resolve: (_r, args, ctx) => submitSurvey(ctx, String(args.id), args.answers),
  }),
}));

