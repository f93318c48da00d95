/** The metrics prompt and data API (D2 §7.1–7.2; MET-02, MET-13, MET-18, MET-19, MET-36; issue 6 items 2–3). */
import { PENDING_DATA_FORM_TYPES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { metricsPolicy } from './metrics.policy.js';
import type { MetricDataItemView, MetricPeriodView, MetricValidationView } from './metric-data.js';
import { saveMetricData, type SaveMetricDataResult } from './metric-save.service.js';
import { StartupRef, startupDetailsVisible, startupField } from '../startups/index.js';
import { metricsAbilities, viewerMayEditStartupMetrics, viewerMayRequestMetricData, viewerMaySeeStartupMetrics, type MetricsAbilities } from './metrics-access.js';
import { requestMetricData } from './metrics-cycle.js';
import {
  categorizationQuestionsFor,
  metricPeriods,
  startupPendingData,
  updateStartupCategorization,
  type CategorizationView,
  type PendingDataFormView,
  type CategorizationStartup,
  type StartupPendingData,
} from './metrics-collection.service.js';
import { MetricRef } from './metrics-setup.graphql.js';

const PendingDataFormTypeEnum = builder.enumType('PendingDataFormType', { values: PENDING_DATA_FORM_TYPES });

const PendingDataFormRef = builder.objectRef<PendingDataFormView>('PendingDataForm').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: PendingDataFormTypeEnum, resolve: (f) => f.type }),
    date: t.expose('date', { type: 'DateTime', description: "First instant of the form's month in the incubator's time zone." }),
  }),
});

const StartupPendingDataRef = builder.objectRef<StartupPendingData>('StartupPendingData').implement({
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (p) => p.startup }),
    pendingDataForm: t.field({ type: PendingDataFormRef, nullable: true, resolve: (p) => p.pendingDataForm }),
  }),
});

const CategorizationQuestionRef = builder.objectRef<CategorizationView['questions'][number]>('CategorizationQuestion').implement({
  fields: (t) => ({ key: t.exposeString('key'), label: t.exposeString('label'), value: t.exposeBoolean('value', { nullable: true }) }),
});

const StartupCategorizationRef = builder.objectRef<CategorizationView>('StartupCategorization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    startup: t.exposeID('startup'),
    questions: t.field({ type: [CategorizationQuestionRef], resolve: (c) => c.questions }),
  }),
});

const CategorizationSaveResultRef = builder.objectRef<{ id: string; startup: CategorizationStartup }>('CategorizationSaveResult').implement({
  fields: (t) => ({ id: t.exposeID('id'), startup: t.field({ type: StartupRef, resolve: (r) => r.startup }) }),
});

const MetricDataMetadataRef = builder.objectRef<MetricDataItemView['metadata']>('MetricDataMetadata').implement({
  fields: (t) => ({ customLabel: t.exposeString('customLabel', { nullable: true, description: 'The unit name of a CUSTOM metric.' }) }),
});

const MetricDataItemRef = builder.objectRef<MetricDataItemView>('MetricDataItem').implement({
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Opaque: send it back as metricDataId.' }),
    value: t.exposeString('value', { nullable: true }),
    dateValue: t.expose('dateValue', { type: 'DateTime', nullable: true }),
    metric: t.field({ type: MetricRef, resolve: (d) => d.metric }),
    metadata: t.field({ type: MetricDataMetadataRef, nullable: true, resolve: (d) => d.metadata }),
  }),
});

export const MetricValidationRef = builder.objectRef<MetricValidationView>('MetricValidation').implement({
  fields: (t) => ({
    dataId: t.exposeID('dataId'),
    rule: t.exposeString('rule', { description: 'A rule string (GAP-34), or "format" for a value the field refuses.' }),
    label: t.exposeString('label', { nullable: true }),
    message: t.string({ nullable: true, description: 'Save failures only: the text to show.', resolve: (v) => v.message ?? null }),
  }),
});

const MetricPeriodRef = builder.objectRef<MetricPeriodView>('MetricPeriod').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    data: t.field({ type: [MetricDataItemRef], resolve: (p) => p.data }),
    validations: t.field({ type: [MetricValidationRef], resolve: (p) => p.validations }),
  }),
});

const SaveMetricDataResultRef = builder.objectRef<SaveMetricDataResult>('SaveMetricDataResult').implement({
  fields: (t) => ({
    saved: t.exposeBoolean('saved'),
    failures: t.field({ type: [MetricValidationRef], resolve: (r) => r.failures }),
    periods: t.field({ type: [MetricPeriodRef], resolve: (r) => r.periods }),
  }),
});

const CategorizationAnswerInput = builder.inputType('CategorizationAnswerInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.boolean() }),
});

const MetricDataInput = builder.inputType('MetricDataInput', {
  fields: (t) => ({ metricDataId: t.id({ required: true }), value: t.string() }),
});

const MetricsAbilitiesRef = builder.objectRef<MetricsAbilities>('MetricsAbilities').implement({
  description: 'What the viewer may do in the metrics area; the same rules the operations enforce (D-92).',
  fields: (t) => ({
    viewerCanManageSetup: t.exposeBoolean('viewerCanManageSetup', {
      description: 'Metrics, categories, data collections and the questionnaire (the admin group, or METRICS:EDIT for all).',
    }),
    viewerCanRequestData: t.exposeBoolean('viewerCanRequestData', { description: 'requestMetricData for some startup (METRICS:EDIT with one in scope).' }),
    viewerCanViewPortfolio: t.exposeBoolean('viewerCanViewPortfolio', { description: 'The portfolio comparison and the report export (METRICS/EDIT:VIEW).' }),
  }),
});

builder.objectField(StartupRef, 'viewerCanRequestMetricData', (t) =>
  t.boolean({
    description: 'The viewer may ask this startup for its metrics now (requestMetricData).',
    resolve: (startup, _args, ctx) => viewerMayRequestMetricData(ctx, startup._id),
  }),
);

// The categorisation state is the metrics module's, so its field on the one Startup is registered here (D-114): the
// startup's details gate, or — what startupPendingData answered before it was a Startup — the viewer may edit the
// startup's metrics. The answer depends on the viewer and the startup only, never on the path.
builder.objectField(StartupRef, 'initialCategorizationComplete', (t) =>
  t.boolean({
    nullable: true,
    description: "The startup answered the categorisation questions once (MET-15). Shown with its details, or to who may edit its metrics.",
    resolve: async (startup, _args, ctx) =>
      (await startupDetailsVisible(ctx, startup._id)) || (await viewerMayEditStartupMetrics(ctx, startup._id))
        ? startupField(ctx, startup, 'initialCategorizationComplete')
        : null,
  }),
);

builder.objectField(StartupRef, 'viewerCanSeeMetrics', (t) =>
  t.boolean({
    description: "The viewer may see this startup's metric charts (startupMetricSeries).",
    resolve: (startup, _args, ctx) => viewerMaySeeStartupMetrics(ctx, startup._id),
  }),
);


builder.queryFields((t) => ({
  metricsAbilities: t.field({
    type: MetricsAbilitiesRef,
    access: metricsPolicy.metricsAbilities,
    resolve: (_root, _args, ctx) => metricsAbilities(ctx),
  }),
  startupPendingData: t.field({
    type: StartupPendingDataRef,
    args: { startupId: t.arg.id({ required: true }) },
    access: metricsPolicy.startupPendingData,
    resolve: (_root, args, ctx) => startupPendingData(ctx, String(args.startupId)),
  }),
  categorizationQuestions: t.field({
    type: StartupCategorizationRef,
    description: 'categorizationId: the pending form id (or a startup id).',
    args: { categorizationId: t.arg.id({ required: true }) },
    access: metricsPolicy.categorizationQuestions,
    resolve: (_root, args, ctx) => categorizationQuestionsFor(ctx, String(args.categorizationId)),
  }),
  metricPeriods: t.field({
    type: [MetricPeriodRef],
    description: 'The periods a form dated `date` asks for, oldest first; includeFilledInData adds the filled ones.',
    args: { startupId: t.arg.id({ required: true }), date: t.arg({ type: 'DateTime', required: true }), includeFilledInData: t.arg.boolean() },
    access: metricsPolicy.metricPeriods,
    resolve: (_root, args, ctx) => metricPeriods(ctx, { startupId: String(args.startupId), date: args.date, includeFilledInData: args.includeFilledInData ?? false }),
  }),
}));

builder.mutationFields((t) => ({
  updateStartupCategorization: t.field({
    type: CategorizationSaveResultRef,
    args: {
      categorizationId: t.arg.id({ required: true }),
      answers: t.arg({ type: [CategorizationAnswerInput] }),
      skip: t.arg.boolean({ required: true }),
    },
    access: metricsPolicy.updateStartupCategorization,
    resolve: (_root, args, ctx) =>
      updateStartupCategorization(ctx, {
        categorizationId: String(args.categorizationId),
        answers: args.answers?.map((a) => ({ key: a.key, value: a.value ?? null })) ?? null,
        skip: args.skip,
      }),
  }),
  saveMetricData: t.field({
    type: SaveMetricDataResultRef,
    args: { data: t.arg({ type: [MetricDataInput], required: true }) },
    access: metricsPolicy.saveMetricData,
    resolve: (_root, args, ctx) => saveMetricData(ctx, args.data.map((d) => ({ metricDataId: String(d.metricDataId), value: d.value ?? null }))),
  }),
  requestMetricData: t.int({
    description: "Staff, by hand: opens this month's form of each startup (or reminds its people again); how many were asked.",
    args: { startupIds: t.arg.idList({ required: true }) },
    access: metricsPolicy.requestMetricData,
    resolve: (_root, args, ctx) => requestMetricData(ctx, args.startupIds.map(String)),
  }),
}));
