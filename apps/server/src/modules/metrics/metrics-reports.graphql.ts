/** Charts, portfolio comparison and the metric report export (issue 6 item 6; docs/contract-metrics-timeline.md). */
import { EXPORT_FORMATS } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { metricsPolicy } from './metrics.policy.js';
import { portfolioMetric, startupMetricSeries, type MetricPointView, type MetricSeriesView, type PortfolioMetricValueView } from './metric-charts.service.js';
import { exportJob, exportMetricReport, myExportJobs, type ExportJobView } from './metric-export.service.js';
import { MetricRef } from './metrics-setup.graphql.js';
import { StartupRef } from '../startups/index.js';

export const ExportFormatEnum = builder.enumType('ExportFormat', { values: EXPORT_FORMATS });

const ExportJobStateEnum = builder.enumType('ExportJobState', {
  description: 'D2 §9 export job states.',
  values: {
    queued: { value: 'queued' },
    in_progress: { value: 'in progress' },
    completed: { value: 'completed' },
    failed: { value: 'failed' },
    error: { value: 'error' },
  } as const,
});

const MetricPointRef = builder.objectRef<MetricPointView>('MetricPoint').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    value: t.exposeString('value'),
    numericValue: t.exposeFloat('numericValue', { nullable: true }),
    dateValue: t.expose('dateValue', { type: 'DateTime', nullable: true }),
  }),
});

const MetricSeriesRef = builder.objectRef<MetricSeriesView>('MetricSeries').implement({
  fields: (t) => ({ metric: t.field({ type: MetricRef, resolve: (s) => s.metric }), points: t.field({ type: [MetricPointRef], resolve: (s) => s.points }) }),
});

const PortfolioMetricValueRef = builder.objectRef<PortfolioMetricValueView>('PortfolioMetricValue').implement({
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (v) => v.startup }),
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    value: t.exposeString('value', { nullable: true }),
    numericValue: t.exposeFloat('numericValue', { nullable: true }),
    previousValue: t.exposeString('previousValue', { nullable: true, description: 'The value of the period before.' }),
    diff: t.exposeFloat('diff', { nullable: true }),
    change: t.exposeFloat('change', { nullable: true, description: 'Percent change against the period before.' }),
  }),
});

export const ExportJobRef = builder.objectRef<ExportJobView>('ExportJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    exportType: t.exposeString('exportType', { description: 'D2 §9 export type (metrics).' }),
    format: t.field({ type: ExportFormatEnum, resolve: (j) => j.format }),
    state: t.field({ type: ExportJobStateEnum, resolve: (j) => j.state }),
    progress: t.exposeInt('progress', { description: '0–100.' }),
    fileName: t.exposeString('fileName', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'When completed: /files/<id>/<name> (the requester and administrators, D-87).' }),
    rowCount: t.exposeInt('rowCount', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  startupMetricSeries: t.field({
    type: [MetricSeriesRef],
    description: 'Default: the metrics the startup reports, the last 12 months.',
    args: { startupId: t.arg.id({ required: true }), metricIds: t.arg.idList(), from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    access: metricsPolicy.startupMetricSeries,
    resolve: (_root, args, ctx) =>
      startupMetricSeries(ctx, { startupId: String(args.startupId), metricIds: args.metricIds?.map(String) ?? null, from: args.from ?? null, to: args.to ?? null }),
  }),
  portfolioMetric: t.field({
    type: [PortfolioMetricValueRef],
    description: "A program's startups (or all) on one metric for the period containing periodFrom, highest first.",
    args: { metricId: t.arg.id({ required: true }), programId: t.arg.id(), periodFrom: t.arg({ type: 'DateTime', required: true }) },
    access: metricsPolicy.portfolioMetric,
    resolve: (_root, args, ctx) =>
      portfolioMetric(ctx, { metricId: String(args.metricId), programId: args.programId == null ? null : String(args.programId), periodFrom: args.periodFrom }),
  }),
  exportJob: t.field({
    type: ExportJobRef,
    args: { id: t.arg.id({ required: true }) },
    access: metricsPolicy.exportJob,
    resolve: (_root, args, ctx) => exportJob(ctx, String(args.id)),
  }),
  myExportJobs: t.field({
    type: [ExportJobRef],
    description: "The viewer's latest 50 exports of every kind, newest first (/account/exports).",
    access: metricsPolicy.myExportJobs,
    resolve: (_root, _args, ctx) => myExportJobs(ctx),
  }),
}));

builder.mutationFields((t) => ({
  exportMetricReport: t.field({
    type: ExportJobRef,
    description: 'Queues the metric report (default: the last 12 months); poll exportJob(id) for progress and the file.',
    args: {
      format: t.arg({ type: ExportFormatEnum, required: true }),
      programId: t.arg.id(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
    },
    access: metricsPolicy.exportMetricReport,
    resolve: (_root, args, ctx) =>
      exportMetricReport(ctx, { format: args.format, programId: args.programId == null ? null : String(args.programId), from: args.from ?? null, to: args.to ?? null }),
  }),
}));
