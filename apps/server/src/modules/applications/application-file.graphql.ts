/**
 * The application file's GraphQL (issue 16 item 3; D-251, D-252): `application(id)`, the fields the file adds to
 * `Application` (history, comments, evaluationCount, viewerCan…) and `addApplicationComment`. Whatever can name the
 * applicant (a history row or comment they wrote) goes through `identityVisible`; staff-only notes and decision reasons
 * are for the application's staff only.
 */
import { APPLICATION_DECISIONS } from '@hatchery/domain';
import { and, count, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { evaluations, type Application, type ApplicationComment } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { ApplicationRef, identityVisible } from './application.graphql.js';
import { ApplicationStatusEnum, FunnelRoundRef } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { applicationHistory, getApplication, viewerIsStaffOf, viewerMayDecide, type HistoryEntry } from './application-file.service.js';
import { addApplicationComment, listApplicationComments } from './comments.service.js';

export const ApplicationDecisionEnum = builder.enumType('ApplicationDecision', { values: APPLICATION_DECISIONS, description: 'D1 §4 decisions.' });

/** A person the viewer may see on this application: the applicant only when identity is visible (blind review). */
async function personOn(ctx: AppContext, application: Application, userId: string | null) {
  if (!userId) return null;
  if (userId === application.applicantUserId && !(await identityVisible(ctx, application))) return null;
  return loadUserRecord(ctx, userId);
}

interface HistoryRow extends HistoryEntry {
  application: Application;
  staff: boolean;
}

const ApplicationHistoryEntryRef = builder.objectRef<HistoryRow>('ApplicationHistoryEntry').implement({
  description: 'One change of status or round (application_status_events).',
  fields: (t) => ({
    _id: t.id({ resolve: (h) => h.event.id }),
    fromStatus: t.field({ type: ApplicationStatusEnum, nullable: true, resolve: (h) => h.event.fromStatus }),
    toStatus: t.field({ type: ApplicationStatusEnum, resolve: (h) => h.event.toStatus }),
    fromRound: t.field({ type: FunnelRoundRef, nullable: true, resolve: (h) => h.fromRound }),
    toRound: t.field({ type: FunnelRoundRef, nullable: true, resolve: (h) => h.toRound }),
    decision: t.field({ type: ApplicationDecisionEnum, nullable: true, resolve: (h) => h.event.decision }),
    reason: t.string({ nullable: true, description: 'The staff’s reason; null for evaluators.', resolve: (h) => (h.staff ? h.event.reason : null) }),
    actor: t.field({ type: UserRef, nullable: true, description: 'Null for the applicant under blind review.', resolve: (h, _a, ctx) => personOn(ctx, h.application, h.event.actorId) }),
    createdAt: t.field({ type: 'DateTime', resolve: (h) => h.event.createdAt }),
  }),
});

const ApplicationCommentRef = builder.objectRef<{ comment: ApplicationComment; application: Application }>('ApplicationComment').implement({
  description: 'A comment, or a staff-only note (staffOnly) that only the application’s staff read.',
  fields: (t) => ({
    _id: t.id({ resolve: (c) => c.comment.id }),
    body: t.string({ resolve: (c) => c.comment.body }),
    staffOnly: t.boolean({ resolve: (c) => c.comment.staffOnly }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.comment.createdAt }),
    author: t.field({ type: UserRef, nullable: true, description: 'Null for the applicant under blind review.', resolve: (c, _a, ctx) => personOn(ctx, c.application, c.comment.authorId) }),
  }),
});

builder.objectFields(ApplicationRef, (t) => ({
  history: t.field({
    type: [ApplicationHistoryEntryRef],
    description: 'Every change of status or round, oldest first.',
    resolve: async (a, _x, ctx) => {
      const [entries, staff] = await Promise.all([applicationHistory(ctx, a), viewerIsStaffOf(ctx, a)]);
      return entries.map((entry) => ({ ...entry, application: a, staff }));
    },
  }),
  comments: t.field({
    type: [ApplicationCommentRef],
    description: 'Oldest first; staff-only notes only for the application’s staff.',
    resolve: async (a, _x, ctx) => (await listApplicationComments(ctx, a)).map((comment) => ({ comment, application: a })),
  }),
  evaluationCount: t.int({
    nullable: true,
    description: 'Submitted evaluations (all rounds); null for viewers who are not the application’s staff.',
    resolve: async (a, _x, ctx) => {
      if (!(await viewerIsStaffOf(ctx, a))) return null;
      const [row] = await ctx.data.run((tx) => tx.select({ n: count() }).from(evaluations).where(and(eq(evaluations.applicationId, a.id), eq(evaluations.status, 'submitted'))));
      return row?.n ?? 0;
    },
  }),
  viewerCanComment: t.boolean({ description: 'Whoever reads the application may comment.', resolve: () => true }),
  viewerCanWriteNote: t.boolean({ description: 'Staff-only notes: the application’s staff.', resolve: (a, _x, ctx) => viewerIsStaffOf(ctx, a) }),
  viewerCanDecide: t.boolean({ description: 'Accept, delay-reject or reject: APPLICATION:DECIDE_ROUND over its funnel, while undecided.', resolve: (a, _x, ctx) => viewerMayDecide(ctx, a) }),
  viewerCanReset: t.boolean({
    description: 'Move to another funnel or reset to draft: APPLICATION:DECIDE_ROUND over its funnel, once submitted.',
    resolve: (a, _x, ctx) => (a.status === 'draft' ? false : viewerMayDecide(ctx, { funnelId: a.funnelId, status: 'under_review' })),
  }),
}));

builder.queryFields((t) => ({
  application: t.field({
    type: ApplicationRef,
    description: 'One application the viewer reaches (staff scope, or an evaluator assignment without conflict).',
    args: { id: t.arg.id({ required: true }) },
    access: applicationsPolicy.application,
    resolve: (_r, args, ctx) => getApplication(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  addApplicationComment: t.field({
    type: ApplicationCommentRef,
    args: { applicationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }), staffOnly: t.arg.boolean() },
    access: applicationsPolicy.addApplicationComment,
    resolve: async (_r, args, ctx) => {
      const comment = await addApplicationComment(ctx, { applicationId: String(args.applicationId), body: args.body, staffOnly: args.staffOnly ?? false });
      return { comment, application: await getApplication(ctx, comment.applicationId) };
    },
  }),
}));
