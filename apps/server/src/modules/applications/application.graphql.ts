/**
 * The `Application` type (issue 16; docs/contract-applications.md §3.4, D-240): the staff and evaluator view of one
 * application. Every resolver that can reveal who applied (title, applicant, startup) asks
 * `viewerSeesApplicantIdentity` — blind review holds in the API, not only in the UI. The features of items 3–8 add
 * their fields to this type in their own files with `builder.objectFields(ApplicationRef, …)`; the applicant's own
 * view is a different type (intake), so reviewer names and scores cannot leak to applicants through this one.
 */
import { APPLICATION_SOURCES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import type { Application, FormSubmission } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { FormAnswerRef, submissionAnswerList } from '../forms/index.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { StartupRef, startupSourceById } from '../startups/index.js';
import { applicationAccess, applicationCriterion, reachOf, viewerSeesApplicantIdentity } from './application-access.js';
import { applicationLoaders } from './application-loaders.js';
import { ApplicationStatusEnum, FunnelRef, FunnelRoundRef } from './applications.graphql.js';

export const ApplicationSourceEnum = builder.enumType('ApplicationSource', { values: APPLICATION_SOURCES, description: 'How the application came in: direct, lead (staff on the applicant\'s behalf), transfer, import.' });

/**
 * Questions that can name the applicant, withheld from external evaluators under blind review (D-240): e-mail and
 * web-address texts, uploaded files (a CV, a deck) and custom-field questions (they write to profiles).
 */
export function questionCanIdentify(question: { type: string; validations?: { format?: string } | null }): boolean {
  if (question.type === 'file' || question.type === 'custom_field') return true;
  return question.type === 'text' && (question.validations?.format === 'email' || question.validations?.format === 'url');
}

/** Whether this viewer may see who filed this application (blind review; application-access.ts). */
export async function identityVisible(ctx: AppContext, application: Application): Promise<boolean> {
  const [access, reach] = await Promise.all([applicationAccess(ctx), reachOf(ctx, application)]);
  return viewerSeesApplicantIdentity(access, reach);
}

type AnswerQuestion = Parameters<typeof questionCanIdentify>[0];

/**
 * Which of the applicant's answers this viewer reads (the intake's and the round forms', D-494): null for none — staff
 * without APPLICATION:VIEW_FULL_DATA, or no reach —, else the questions kept (identity ones withheld under blind review).
 */
export async function answerFilter(ctx: AppContext, application: Application): Promise<((question: AnswerQuestion) => boolean) | null> {
  const [access, reach] = await Promise.all([applicationAccess(ctx), reachOf(ctx, application)]);
  if (reach === null) return null;
  if (reach === 'staff' && !applicationCriterion(access.viewer, access.actor, 'APPLICATION:VIEW_FULL_DATA')) return null;
  const identity = viewerSeesApplicantIdentity(access, reach);
  return (question) => identity || !questionCanIdentify(question);
}

/** The submitted form answers by id, one query per request (the round forms' answers on the file). */
export function loadSubmission(ctx: AppContext, submissionId: string): Promise<FormSubmission | null> {
  return applicationLoaders(ctx).submissions.load(submissionId);
}

export const ApplicationRef = builder.objectRef<Application>('Application').implement({
  description: 'One application to a funnel, as staff and assigned evaluators read it (blind review hides who applied from external evaluators).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    status: t.field({ type: ApplicationStatusEnum, resolve: (a) => a.status }),
    funnel: t.field({ type: FunnelRef, nullable: true, resolve: (a, _x, ctx) => applicationLoaders(ctx).funnels.load(a.funnelId) }),
    round: t.field({ type: FunnelRoundRef, nullable: true, description: 'The current round; null while a draft.', resolve: (a, _x, ctx) => (a.roundId ? applicationLoaders(ctx).rounds.load(a.roundId) : null) }),
    source: t.field({ type: ApplicationSourceEnum, resolve: (a) => a.source }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    statusChangedAt: t.expose('statusChangedAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    identityHidden: t.boolean({ description: 'True when blind review hides who applied from this viewer.', resolve: async (a, _x, ctx) => !(await identityVisible(ctx, a)) }),
    title: t.string({ nullable: true, description: 'The startup or applicant name; null under blind review.', resolve: async (a, _x, ctx) => ((await identityVisible(ctx, a)) ? a.title : null) }),
    applicant: t.field({ type: UserRef, nullable: true, description: 'Null under blind review.', resolve: async (a, _x, ctx) => ((await identityVisible(ctx, a)) ? loadUserRecord(ctx, a.applicantUserId) : null) }),
    answers: t.field({
      type: [FormAnswerRef],
      nullable: true,
      description:
        'The intake answers. Staff need APPLICATION:VIEW_FULL_DATA (null without it); assigned evaluators read them to evaluate, without the questions that can name the applicant under blind review.',
      args: { language: t.arg.string() },
      resolve: async (a, args, ctx) => {
        if (!a.submissionId) return [];
        const keep = await answerFilter(ctx, a);
        if (!keep) return null;
        const submission = await applicationLoaders(ctx).submissions.load(a.submissionId);
        return submission ? submissionAnswerList(ctx, submission, args.language, keep) : [];
      },
    }),
    startup: t.field({ type: StartupRef, nullable: true, description: 'The startup once linked or created; null under blind review.', resolve: async (a, _x, ctx) => (a.startupId && (await identityVisible(ctx, a)) ? startupSourceById(ctx, a.startupId) : null) }),
  }),
});
