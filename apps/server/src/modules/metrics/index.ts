/**
 * The public surface of modules/metrics (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './metrics-reports.graphql.js';
import './metrics-setup.graphql.js';
import './metrics.graphql.js';

export { dataIdOf } from './metric-data.js';
export { registerMetricExportJob } from './metric-export.service.js';
export { monthDate, monthEndDate, monthIndexAt, monthStartIn, periodEnd, periodLength, periodsEndedBefore, startOfDayIn } from './metric-periods.js';
export type { MonthIndex } from './metric-periods.js';
export { loadMetricViews, localized, unitLabel } from './metric-views.js';
export type { LocalizedText } from './metric-views.js';
export { mayManageMetricsSetup, mayRequestAnyMetricData, mayViewStartupMetrics } from './metrics-access.js';
export { scheduleMetricsCycle } from './metrics-cycle.js';
export { LocalizedTextRef } from './metrics-setup.graphql.js';
export { registerMetricsTimeline } from './timeline-port.js';
export type { MetricsTimeline } from './timeline-port.js';
export { ExportFormatEnum, ExportJobRef } from './metrics-reports.graphql.js';
export { registerExportJob, runExportJob, startExportJob } from './export-jobs.js';
export type { ExportBody, ExportFormat, ExportJobView } from './export-jobs.js';
export type { Cell } from './report-writers.js';
