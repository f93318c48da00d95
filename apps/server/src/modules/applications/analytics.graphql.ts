/**
 * Funnel analytics in the schema (issue 16 item 8, D-270): `funnelAnalyticsOptions` tells the page what it may show
 * (feature on, key held, the funnels in reach) so it never asks for what the server refuses; `funnelAnalytics(funnelId)`
 * answers the numbers of one funnel. Evaluator names are shown to staff even under blind review (only applicants are
 * hidden from evaluators, D-240).
 */
import type { APPLICATION_SOURCES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { ApplicationSourceEnum } from './application.graphql.js';
import { FunnelPhaseEnum, RoundKindEnum } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { getAnalyticsOptions, getFunnelAnalytics, type AnalyticsOptions, type CriterionDistribution, type EvaluatorProgress, type FunnelAnalytics, type RoundConversion } from './analytics.service.js';

const RoundConversionRef = builder.objectRef<RoundConversion>('FunnelRoundConversion').implement({
  description: 'How applications went through one round (from the status history).',
  fields: (t) => ({
    roundId: t.exposeID('roundId'),
    position: t.exposeInt('position'),
    name: t.exposeString('name'),
    kind: t.field({ type: RoundKindEnum, resolve: (r) => r.kind }),
    entered: t.exposeInt('entered', { description: 'Applications that ever entered the round.' }),
    inRound: t.exposeInt('inRound', { description: 'Applications in the round now, not decided.' }),
    advanced: t.exposeInt('advanced', { description: 'Applications that went on to a later round from this one.' }),
    rejected: t.exposeInt('rejected', { description: 'Rejected or delay-rejected in this round.' }),
    accepted: t.exposeInt('accepted', { description: 'Accepted in this round.' }),
    medianDays: t.exposeFloat('medianDays', { nullable: true, description: 'Median days from entering the round to leaving it or a decision.' }),
    completedStays: t.exposeInt('completedStays'),
  }),
});

const SourceCountRef = builder.objectRef<{ source: (typeof APPLICATION_SOURCES)[number]; count: number }>('ApplicationSourceCount').implement({
  fields: (t) => ({ source: t.field({ type: ApplicationSourceEnum, resolve: (s) => s.source }), count: t.exposeInt('count') }),
});

const EvaluatorProgressRef = builder.objectRef<EvaluatorProgress>('EvaluatorProgress').implement({
  description: 'One evaluator’s assignments in the funnel’s rounds, by progress.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    notStarted: t.exposeInt('notStarted'),
    inProgress: t.exposeInt('inProgress'),
    submitted: t.exposeInt('submitted'),
    cancelled: t.exposeInt('cancelled'),
  }),
});

const ScoreBucketRef = builder.objectRef<{ score: number; count: number }>('ScoreBucket').implement({
  fields: (t) => ({ score: t.exposeInt('score'), count: t.exposeInt('count') }),
});

const CriterionDistributionRef = builder.objectRef<CriterionDistribution>('CriterionScoreDistribution').implement({
  description: 'Submitted scores of one evaluation criterion.',
  fields: (t) => ({
    criterionId: t.exposeID('criterionId'),
    name: t.exposeString('name'),
    roundName: t.exposeString('roundName'),
    weight: t.exposeFloat('weight'),
    count: t.exposeInt('count'),
    mean: t.exposeFloat('mean', { nullable: true }),
    buckets: t.field({ type: [ScoreBucketRef], resolve: (c) => c.buckets }),
  }),
});

const FunnelAnalyticsRef = builder.objectRef<FunnelAnalytics>('FunnelAnalytics').implement({
  fields: (t) => ({
    funnelId: t.exposeID('funnelId'),
    funnelName: t.exposeString('funnelName'),
    phase: t.field({ type: FunnelPhaseEnum, resolve: (f) => f.phase }),
    started: t.exposeInt('started'),
    submitted: t.exposeInt('submitted'),
    drafts: t.exposeInt('drafts'),
    decided: t.exposeInt('decided'),
    accepted: t.exposeInt('accepted'),
    rounds: t.field({ type: [RoundConversionRef], resolve: (f) => f.rounds }),
    sources: t.field({ type: [SourceCountRef], resolve: (f) => f.sources }),
    evaluators: t.field({ type: [EvaluatorProgressRef], resolve: (f) => f.evaluators }),
    criteria: t.field({ type: [CriterionDistributionRef], resolve: (f) => f.criteria }),
  }),
});

const AnalyticsFunnelRef = builder.objectRef<AnalyticsOptions['funnels'][number]>('AnalyticsFunnel').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    phase: t.field({ type: FunnelPhaseEnum, resolve: (f) => f.phase }),
    applicationCount: t.exposeInt('applicationCount'),
  }),
});

const AnalyticsOptionsRef = builder.objectRef<AnalyticsOptions>('FunnelAnalyticsOptions').implement({
  fields: (t) => ({
    featureOn: t.exposeBoolean('featureOn', { description: 'The flag applicationsDashboard is on.' }),
    allowed: t.exposeBoolean('allowed', { description: 'The viewer holds APPLICATION:DASHBOARD.' }),
    funnels: t.field({ type: [AnalyticsFunnelRef], description: 'The funnels whose analytics the viewer may read (none when not allowed or off).', resolve: (o) => o.funnels }),
  }),
});

builder.queryFields((t) => ({
  funnelAnalyticsOptions: t.field({
    type: AnalyticsOptionsRef,
    access: applicationsPolicy.funnelAnalyticsOptions,
    resolve: (_r, _a, ctx) => getAnalyticsOptions(ctx),
  }),
  funnelAnalytics: t.field({
    type: FunnelAnalyticsRef,
    description: 'Conversion per round, time in round, sources, evaluator progress and score distributions of one funnel.',
    args: { funnelId: t.arg.id({ required: true }) },
    access: applicationsPolicy.funnelAnalytics,
    resolve: (_r, args, ctx) => getFunnelAnalytics(ctx, { funnelId: String(args.funnelId) }),
  }),
}));
