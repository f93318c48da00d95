/**
 * Who may call the metrics operations (D-106, docs/contract-metrics-timeline.md "Who"), one rule per root field, run
 * before the resolver. The per-startup rules (its people, or a key with the startup in scope) need the loaded startup
 * and stay in metrics-access.ts; the rules below are the ones that hold for the whole operation. Ability fields
 * (metricsAbilities, the side bar) answer with the same rule objects through `accessAllows`, so they cannot disagree.
 */
import { ADMIN, allowAnyOf, authenticated, permission } from '../permissions/index.js';

const STARTUP_EDITORS = "the startup's people, or METRICS:EDIT with the startup in scope";

/** Set-up (metrics, categories, collections, the questionnaire): the admin group, or METRICS:EDIT for every startup. */
export const MANAGE_METRICS_SETUP = allowAnyOf([ADMIN, permission('METRICS:EDIT', 'all')], {
  refused: 'You cannot change the metrics set-up',
});

/** Portfolio comparison and exports: METRICS/EDIT:VIEW (or the admin group), limited to the startups it covers. */
export const VIEW_METRICS_PORTFOLIO = allowAnyOf([ADMIN, permission('METRICS/EDIT:VIEW')], {
  note: 'startups limited to the criterion',
  refused: 'You cannot see the metrics of the portfolio',
});

export const metricsPolicy = {
  startupMetricSeries: authenticated("the startup's people, or METRICS/EDIT:VIEW with the startup in scope"),
  portfolioMetric: VIEW_METRICS_PORTFOLIO,
  exportJob: authenticated('the requester or an administrator'),
  myExportJobs: authenticated("the viewer's own exports"),
  exportMetricReport: VIEW_METRICS_PORTFOLIO,
  metricsAbilities: authenticated("the viewer's own abilities"),
  startupPendingData: authenticated(STARTUP_EDITORS),
  categorizationQuestions: authenticated(STARTUP_EDITORS),
  metricPeriods: authenticated(STARTUP_EDITORS),
  updateStartupCategorization: authenticated(STARTUP_EDITORS),
  saveMetricData: authenticated(STARTUP_EDITORS),
  // Each startup asked is checked with its scope after it is found (a list with an unknown id stays a dry run).
  requestMetricData: allowAnyOf([permission('METRICS:EDIT')], {
    note: 'with the startups in scope',
    refused: 'You cannot ask this startup for its metrics',
  }),
  metrics: authenticated(),
  metricCategories: authenticated(),
  metricCollections: MANAGE_METRICS_SETUP,
  categorizationQuestionSet: MANAGE_METRICS_SETUP,
  createMetric: MANAGE_METRICS_SETUP,
  updateMetric: MANAGE_METRICS_SETUP,
  archiveMetric: MANAGE_METRICS_SETUP,
  createMetricCategory: MANAGE_METRICS_SETUP,
  setMetricCollection: MANAGE_METRICS_SETUP,
  deleteMetricCollection: MANAGE_METRICS_SETUP,
  updateCategorizationQuestionSet: MANAGE_METRICS_SETUP,
} as const;
