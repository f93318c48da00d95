/**
 * The overview's GraphQL (issue 16 item 3; contract §3.4, D-250): `applications(filter, first, after)` and
 * `applicationCounts(funnelId)` for the pipeline.
 */
import { APPLICATION_BULK_ACTIONS, APPLICATION_QUEUE_STAGES, APPLICATION_SOURCES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { ApplicationRef, ApplicationSourceEnum } from './application.graphql.js';
import { ApplicationStatusEnum } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { applicationAbilities, applicationCounts, applicationQueueBar, listApplications, type ApplicationAbilities, type ApplicationCount, type ApplicationPage, type ApplicationQueueBar } from './overview.service.js';

export const ApplicationStatusGroupEnum = builder.enumType('ApplicationStatusGroup', {
  values: ['allPending', 'evaluationInProgress'] as const,
  description: 'D1 §4 groups: allPending (the four statuses between submission and decision), evaluationInProgress (ready for invitation or meeting).',
});

export const ApplicationQueueStageEnum = builder.enumType('ApplicationQueueStage', {
  values: APPLICATION_QUEUE_STAGES,
  description: 'Where an application stands in the work (D-386): an evaluation round with nobody assigned, an evaluation still to submit, open otherwise (awaiting the decision), decided.',
});

const ApplicationQueueBarRef = builder.objectRef<ApplicationQueueBar>('ApplicationQueueBar').implement({
  description: 'The queue bar of the overview (APPLICATION:QUEUE_BAR): how many applications of the call or round are in each stage.',
  fields: (t) => ({
    toAssign: t.exposeInt('toAssign'),
    awaitingEvaluation: t.exposeInt('awaitingEvaluation'),
    awaitingDecision: t.exposeInt('awaitingDecision'),
    decided: t.exposeInt('decided'),
  }),
});

export const ApplicationFilter = builder.inputType('ApplicationFilter', {
  fields: (t) => ({
    funnelId: t.id(),
    roundId: t.id(),
    statuses: t.field({ type: [ApplicationStatusEnum] }),
    group: t.field({ type: ApplicationStatusGroupEnum, description: 'With statuses: both apply (their intersection).' }),
    search: t.string({ description: 'Matches the title; under blind review only applications the viewer reaches as staff.' }),
    sources: t.field({ type: [ApplicationSourceEnum], description: `Any of ${APPLICATION_SOURCES.join(', ')}.` }),
    tagIds: t.idList({ description: 'Applications carrying any of these tags.' }),
    queue: t.field({ type: ApplicationQueueStageEnum, description: 'One stage of the queue bar (D-386): toAssign, awaitingEvaluation, awaitingDecision, decided.' }),
  }),
});

/** The GraphQL filter as the services take it (ids as strings). */
export function filterArg(filter: { funnelId?: string | number | null; roundId?: string | number | null; tagIds?: ReadonlyArray<string | number> | null } & Record<string, unknown>) {
  return { ...filter, funnelId: idText(filter.funnelId), roundId: idText(filter.roundId), tagIds: filter.tagIds?.map(String) };
}

const ApplicationPageRef = builder.objectRef<ApplicationPage>('ApplicationPage').implement({
  fields: (t) => ({
    results: t.field({ type: [ApplicationRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
    totalCount: t.exposeInt('totalCount', { description: 'Every application the filter matches.' }),
  }),
});

const ApplicationCountRef = builder.objectRef<ApplicationCount>('ApplicationCount').implement({
  fields: (t) => ({
    roundId: t.exposeID('roundId', { nullable: true, description: 'Null for drafts (no round yet).' }),
    status: t.field({ type: ApplicationStatusEnum, resolve: (c) => c.status }),
    count: t.exposeInt('count'),
  }),
});

const ApplicationBulkActionEnum = builder.enumType('ApplicationBulkAction', { values: APPLICATION_BULK_ACTIONS });

const ApplicationAbilitiesRef = builder.objectRef<ApplicationAbilities>('ApplicationAbilities').implement({
  description: 'What the viewer may do with applications, so pages ask only what the server allows (D-92).',
  fields: (t) => ({
    queueBar: t.exposeBoolean('queueBar', { description: 'The queue bar above the overview (APPLICATION:QUEUE_BAR with a staff reach).' }),
    evaluates: t.exposeBoolean('evaluates', { description: 'The viewer evaluates (an internal role): the overview says what is left to them.' }),
    viewerCanRead: t.exposeBoolean('viewerCanRead', { description: 'The overview and files (APPLICATION:VIEW_ALL, staff scope or evaluator assignments).' }),
    viewerCanDecide: t.exposeBoolean('viewerCanDecide', { description: 'Decisions, one or in bulk (APPLICATION:DECIDE_ROUND).' }),
    viewerCanListFunnels: t.exposeBoolean('viewerCanListFunnels', { description: 'The funnel picker (any Funnel key).' }),
    bulkActions: t.field({
      type: [ApplicationBulkActionEnum],
      description: 'The bulk actions the viewer may start (D-290): MOVE_ROUND, ASSIGN_EVALUATORS, TAG (APPLICATION:MANAGE and BULK_ACTIONS), DECIDE (DECIDE_ROUND), EXPORT (APPLICATION:EXPORT, plan gate open).',
      resolve: (a) => a.bulkActions,
    }),
    exportState: t.string({ nullable: true, description: 'The plan gate "bulk application export" for a viewer holding APPLICATION:EXPORT: locked, off or on; null without the key.', resolve: (a) => a.exportState }),
    savedViews: t.exposeBoolean('savedViews', { description: 'Saved views of the overview (flag savedViewsApplications).' }),
  }),
});

const idText = (value: string | number | null | undefined) => (value === null || value === undefined ? value : String(value));

builder.queryFields((t) => ({
  applicationAbilities: t.field({
    type: ApplicationAbilitiesRef,
    access: applicationsPolicy.applicationAbilities,
    resolve: (_r, _a, ctx) => applicationAbilities(ctx),
  }),
  applications: t.field({
    type: ApplicationPageRef,
    description: 'The applications the viewer reaches, newest first, keyset paged (after = the nextCursor of the previous page).',
    args: { filter: t.arg({ type: ApplicationFilter }), first: t.arg.int(), after: t.arg.string() },
    access: applicationsPolicy.applications,
    resolve: (_r, args, ctx) =>
      listApplications(ctx, {
        first: args.first,
        after: args.after,
        filter: args.filter ? filterArg(args.filter) : null,
      }),
  }),
  applicationQueueBar: t.field({
    type: ApplicationQueueBarRef,
    description: 'The queue bar (D-386): the applications the viewer reaches in the call (and round) per stage of the work.',
    args: { funnelId: t.arg.id(), roundId: t.arg.id() },
    access: applicationsPolicy.applicationQueueBar,
    resolve: (_r, args, ctx) => applicationQueueBar(ctx, { funnelId: idText(args.funnelId), roundId: idText(args.roundId) }),
  }),
  applicationCounts: t.field({
    type: [ApplicationCountRef],
    description: 'The pipeline of a funnel: how many applications the viewer reaches per round and status.',
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.applicationCounts,
    resolve: (_r, args, ctx) => applicationCounts(ctx, String(args.funnelId)),
  }),
}));
