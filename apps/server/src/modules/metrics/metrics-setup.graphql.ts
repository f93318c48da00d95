/** Metric set-up types and fields (issue 6 item 1; docs/contract-metrics-timeline.md). */
import { METRIC_UNIT_TYPES, TRACKING_RECURRENCE_TYPES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { ProgramRef, StartupRef } from '../startups/index.js';
import { metricsPolicy } from './metrics.policy.js';
import type { LocalizedText, MetricCategoryView, MetricView } from './metric-views.js';
import {
  archiveMetric,
  categorizationQuestionSet,
  createMetric,
  createMetricCategory,
  deleteMetricCollection,
  listMetricCategories,
  listMetricCollections,
  listMetrics,
  setMetricCollection,
  updateCategorizationQuestionSet,
  updateMetric,
  type CategorizationQuestionDefinition,
  type MetricCollectionView,
} from './metrics-setup.service.js';

export const MetricUnitTypeEnum = builder.enumType('MetricUnitType', { values: METRIC_UNIT_TYPES, description: 'D2 §3.10 unit types.' });
export const TrackingRecurrenceTypeEnum = builder.enumType('TrackingRecurrenceType', { values: TRACKING_RECURRENCE_TYPES });

export const LocalizedTextRef = builder.objectRef<LocalizedText>('LocalizedText').implement({
  fields: (t) => ({ language: t.exposeString('language'), value: t.exposeString('value') }),
});

export const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});

export const MetricCategoryRef = builder.objectRef<MetricCategoryView>('MetricCategory').implement({
  fields: (t) => ({ _id: t.exposeID('_id'), name: t.field({ type: [LocalizedTextRef], resolve: (c) => c.name }) }),
});

const TrackingRecurrenceRef = builder.objectRef<MetricView['trackingRecurrence']>('TrackingRecurrence').implement({
  fields: (t) => ({ amount: t.exposeInt('amount'), type: t.field({ type: TrackingRecurrenceTypeEnum, resolve: (r) => r.type }) }),
});

const UnitOfMeasureRef = builder.objectRef<MetricView['unitOfMeasure']>('UnitOfMeasure').implement({
  fields: (t) => ({
    unitType: t.field({ type: MetricUnitTypeEnum, resolve: (u) => u.unitType }),
    customName: t.exposeString('customName', { nullable: true, description: 'The unit name of a CUSTOM metric.' }),
  }),
});

const MetricRuleRef = builder.objectRef<MetricView['rules'][number]>('MetricRule').implement({
  description: 'GAP-34: `<lessThan|moreThan|min|max>:<number | metricId | metricId+metricId…>`; the label replaces the message.',
  fields: (t) => ({ rule: t.exposeString('rule'), label: t.string({ nullable: true, resolve: (r) => r.label ?? null }) }),
});

export const MetricRef = builder.objectRef<MetricView>('Metric').implement({
  description: 'D2 §3.10 Metric.',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    key: t.exposeString('key', { nullable: true, description: 'Natural key of the seeded core metrics (e.g. revenue).' }),
    name: t.field({ type: [LocalizedTextRef], resolve: (m) => m.name }),
    description: t.field({ type: [LocalizedTextRef], resolve: (m) => m.description }),
    category: t.field({ type: MetricCategoryRef, nullable: true, resolve: (m) => m.category }),
    trackingRecurrence: t.field({ type: TrackingRecurrenceRef, resolve: (m) => m.trackingRecurrence }),
    unitOfMeasure: t.field({ type: UnitOfMeasureRef, resolve: (m) => m.unitOfMeasure }),
    rules: t.field({ type: [MetricRuleRef], resolve: (m) => m.rules }),
    isCore: t.exposeBoolean('isCore'),
    archived: t.exposeBoolean('archived'),
  }),
});


const MetricCollectionRef = builder.objectRef<MetricCollectionView>('MetricCollection').implement({
  description: 'Data collection: the startups of a program (or one startup) report these metrics from startsOn.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    program: t.field({ type: ProgramRef, nullable: true, resolve: (c) => c.program }),
    startup: t.field({ type: StartupRef, nullable: true, resolve: (c) => c.startup }),
    startsOn: t.exposeString('startsOn', { description: 'YYYY-MM-DD: periods ending on or after this day are asked for.' }),
    metrics: t.field({ type: [MetricRef], resolve: (c) => c.metrics }),
  }),
});

const CategorizationQuestionDefinitionRef = builder.objectRef<CategorizationQuestionDefinition>('CategorizationQuestionDefinition').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    label: t.field({ type: [LocalizedTextRef], resolve: (q) => q.label }),
    position: t.exposeInt('position'),
    archived: t.exposeBoolean('archived'),
  }),
});

const MetricInputRef = builder.inputType('MetricInput', {
  fields: (t) => ({
    name: t.field({ type: [LocalizedTextInput], required: true }),
    description: t.field({ type: [LocalizedTextInput] }),
    categoryId: t.id(),
    trackingRecurrence: t.field({
      type: builder.inputType('TrackingRecurrenceInput', {
        fields: (f) => ({ amount: f.int({ required: true }), type: f.field({ type: TrackingRecurrenceTypeEnum, required: true }) }),
      }),
      required: true,
    }),
    unitOfMeasure: t.field({
      type: builder.inputType('UnitOfMeasureInput', {
        fields: (f) => ({ unitType: f.field({ type: MetricUnitTypeEnum, required: true }), customName: f.string() }),
      }),
      required: true,
    }),
    rules: t.field({
      type: [builder.inputType('MetricRuleInput', { fields: (f) => ({ rule: f.string({ required: true }), label: f.string() }) })],
    }),
    isCore: t.boolean(),
    archived: t.boolean({ description: 'false restores an archived metric.' }),
  }),
});

const MetricCollectionInputRef = builder.inputType('MetricCollectionInput', {
  fields: (t) => ({
    id: t.id({ description: 'Absent: a new collection.' }),
    name: t.string({ required: true }),
    programId: t.id({ description: 'Exactly one of programId and startupId.' }),
    startupId: t.id(),
    startsOn: t.string({ required: true, description: 'YYYY-MM-DD' }),
    metricIds: t.idList({ required: true }),
  }),
});

const CategorizationQuestionInputRef = builder.inputType('CategorizationQuestionInput', {
  fields: (t) => ({ key: t.string({ required: true }), label: t.field({ type: [LocalizedTextInput], required: true }) }),
});

type RawMetricInput = typeof MetricInputRef.$inferInput;

const toMetricInput = (input: RawMetricInput) => ({
  name: input.name,
  description: input.description ?? [],
  categoryId: input.categoryId == null ? null : String(input.categoryId),
  trackingRecurrence: input.trackingRecurrence,
  unitOfMeasure: { unitType: input.unitOfMeasure.unitType, customName: input.unitOfMeasure.customName ?? null },
  rules: (input.rules ?? []).map((r) => ({ rule: r.rule, label: r.label ?? null })),
  isCore: input.isCore ?? false,
  ...(input.archived != null ? { archived: input.archived } : {}),
});


builder.queryFields((t) => ({
  metrics: t.field({
    type: [MetricRef],
    args: { includeArchived: t.arg.boolean() },
    access: metricsPolicy.metrics,
    resolve: (_root, args, ctx) => listMetrics(ctx, { includeArchived: args.includeArchived ?? false }),
  }),
  metricCategories: t.field({ type: [MetricCategoryRef], access: metricsPolicy.metricCategories, resolve: (_root, _args, ctx) => listMetricCategories(ctx) }),
  metricCollections: t.field({ type: [MetricCollectionRef], access: metricsPolicy.metricCollections, resolve: (_root, _args, ctx) => listMetricCollections(ctx) }),
  categorizationQuestionSet: t.field({
    type: [CategorizationQuestionDefinitionRef],
    description: 'The questionnaire, archived questions last.',
    access: metricsPolicy.categorizationQuestionSet,
    resolve: (_root, _args, ctx) => categorizationQuestionSet(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createMetric: t.field({
    type: MetricRef,
    args: { input: t.arg({ type: MetricInputRef, required: true }) },
    access: metricsPolicy.createMetric,
    resolve: (_root, args, ctx) => createMetric(ctx, toMetricInput(args.input)),
  }),
  updateMetric: t.field({
    type: MetricRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetricInputRef, required: true }) },
    access: metricsPolicy.updateMetric,
    resolve: (_root, args, ctx) => updateMetric(ctx, String(args.id), toMetricInput(args.input)),
  }),
  archiveMetric: t.field({
    type: MetricRef,
    args: { id: t.arg.id({ required: true }) },
    access: metricsPolicy.archiveMetric,
    resolve: (_root, args, ctx) => archiveMetric(ctx, String(args.id)),
  }),
  createMetricCategory: t.field({
    type: MetricCategoryRef,
    args: { name: t.arg({ type: [LocalizedTextInput], required: true }) },
    access: metricsPolicy.createMetricCategory,
    resolve: (_root, args, ctx) => createMetricCategory(ctx, args.name),
  }),
  setMetricCollection: t.field({
    type: MetricCollectionRef,
    args: { input: t.arg({ type: MetricCollectionInputRef, required: true }) },
    access: metricsPolicy.setMetricCollection,
    resolve: (_root, { input }, ctx) =>
      setMetricCollection(ctx, {
        id: input.id == null ? null : String(input.id),
        name: input.name,
        programId: input.programId == null ? null : String(input.programId),
        startupId: input.startupId == null ? null : String(input.startupId),
        startsOn: input.startsOn,
        metricIds: input.metricIds.map(String),
      }),
  }),
  deleteMetricCollection: t.boolean({
    args: { id: t.arg.id({ required: true }) },
    access: metricsPolicy.deleteMetricCollection,
    resolve: (_root, args, ctx) => deleteMetricCollection(ctx, String(args.id)),
  }),
  updateCategorizationQuestionSet: t.field({
    type: [CategorizationQuestionDefinitionRef],
    args: { questions: t.arg({ type: [CategorizationQuestionInputRef], required: true }) },
    access: metricsPolicy.updateCategorizationQuestionSet,
    resolve: (_root, args, ctx) => updateCategorizationQuestionSet(ctx, args.questions),
  }),
}));
