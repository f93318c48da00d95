/** GraphQL documents of the staff metrics pages: set-up, data collection, charts, portfolio and export (issue 6). */
import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';
import { EXPORT_JOB_FIELDS } from '../../lib/exports/documents';
import type { LocalizedText } from './promptDocuments';

export type { LocalizedText };

const METRIC_FIELDS = graphql(`
  fragment StaffMetricFields on Metric {
    _id
    key
    name {
      language
      value
    }
    description {
      language
      value
    }
    category {
      _id
      name {
        language
        value
      }
    }
    trackingRecurrence {
      amount
      type
    }
    unitOfMeasure {
      unitType
      customName
    }
    rules {
      rule
      label
    }
    isCore
    archived
  }
`);

export const STAFF_METRICS = graphql(`
  query StaffMetrics($includeArchived: Boolean) {
    metrics(includeArchived: $includeArchived) {
      ...StaffMetricFields
    }
    metricCategories {
      _id
      name {
        language
        value
      }
    }
  }
`, [METRIC_FIELDS]);

export const CREATE_METRIC = graphql(`
  mutation CreateMetric($input: MetricInput!) {
    createMetric(input: $input) {
      ...StaffMetricFields
    }
  }
`, [METRIC_FIELDS]);

export const UPDATE_METRIC = graphql(`
  mutation UpdateMetric($id: ID!, $input: MetricInput!) {
    updateMetric(id: $id, input: $input) {
      ...StaffMetricFields
    }
  }
`, [METRIC_FIELDS]);

export const ARCHIVE_METRIC = graphql(`
  mutation ArchiveMetric($id: ID!) {
    archiveMetric(id: $id) {
      ...StaffMetricFields
    }
  }
`, [METRIC_FIELDS]);

export const CREATE_METRIC_CATEGORY = graphql(`
  mutation CreateMetricCategory($name: [LocalizedTextInput!]!) {
    createMetricCategory(name: $name) {
      _id
      name {
        language
        value
      }
    }
  }
`);

const COLLECTION_FIELDS = graphql(`
  fragment MetricCollectionFields on MetricCollection {
    __typename
    id
    name
    program {
      __typename
      _id
      name
    }
    startup {
      __typename
      _id
      name
    }
    startsOn
    metrics {
      _id
      name {
        language
        value
      }
    }
  }
`);

export const DATA_COLLECTION = graphql(`
  query MetricDataCollection {
    metricCollections {
      ...MetricCollectionFields
    }
    categorizationQuestionSet {
      id
      key
      label {
        language
        value
      }
      position
      archived
    }
    metrics {
      ...StaffMetricFields
    }
  }
`, [COLLECTION_FIELDS, METRIC_FIELDS]);

export const SET_METRIC_COLLECTION = graphql(`
  mutation SetMetricCollection($input: MetricCollectionInput!) {
    setMetricCollection(input: $input) {
      ...MetricCollectionFields
    }
  }
`, [COLLECTION_FIELDS]);

export const DELETE_METRIC_COLLECTION = graphql(`
  mutation DeleteMetricCollection($id: ID!) {
    deleteMetricCollection(id: $id)
  }
`);

export const UPDATE_QUESTION_SET = graphql(`
  mutation UpdateCategorizationQuestionSet($questions: [CategorizationQuestionInput!]!) {
    updateCategorizationQuestionSet(questions: $questions) {
      id
      key
      label {
        language
        value
      }
      position
      archived
    }
  }
`);

export const REQUEST_METRIC_DATA = graphql(`
  mutation RequestMetricData($startupIds: [ID!]!) {
    requestMetricData(startupIds: $startupIds)
  }
`);

/** What the viewer may do in the metrics area (the same rules the operations enforce). */
export const METRICS_ABILITIES = graphql(`
  query MetricsAbilities {
    metricsAbilities {
      __typename
      viewerCanManageSetup
      viewerCanRequestData
      viewerCanViewPortfolio
    }
  }
`);

export const METRIC_STARTUPS = graphql(`
  query MetricStartups($search: String, $limit: Int) {
    startups(search: $search, limit: $limit) {
      results {
        _id
        name
        viewerCanRequestMetricData
        viewerCanSeeMetrics
      }
      nextCursor
    }
  }
`);

export const STARTUP_METRIC_SERIES = graphql(`
  query StartupMetricSeries($startupId: ID!, $metricIds: [ID!], $from: DateTime, $to: DateTime) {
    startupMetricSeries(startupId: $startupId, metricIds: $metricIds, from: $from, to: $to) {
      metric {
        ...StaffMetricFields
      }
      points {
        from
        to
        value
        numericValue
        dateValue
      }
    }
  }
`, [METRIC_FIELDS]);

export const PORTFOLIO_METRIC = graphql(`
  query PortfolioMetric($metricId: ID!, $programId: ID, $periodFrom: DateTime!) {
    portfolioMetric(metricId: $metricId, programId: $programId, periodFrom: $periodFrom) {
      startup {
        _id
        name
      }
      from
      to
      value
      numericValue
      previousValue
      diff
      change
    }
  }
`);

export const EXPORT_METRIC_REPORT = graphql(`
  mutation ExportMetricReport($format: ExportFormat!, $programId: ID, $from: DateTime, $to: DateTime) {
    exportMetricReport(format: $format, programId: $programId, from: $from, to: $to) {
      ...ExportJobFields
    }
  }
`, [EXPORT_JOB_FIELDS]);

export type StaffMetric = ResultOf<typeof METRIC_FIELDS>;
export type MetricCategory = ResultOf<typeof STAFF_METRICS>['metricCategories'][number];
export type MetricInput = SchemaType<'MetricInput'>;
export type MetricCollection = ResultOf<typeof COLLECTION_FIELDS>;
export type CategorizationQuestionDefinition = ResultOf<typeof DATA_COLLECTION>['categorizationQuestionSet'][number];
export type MetricCollectionInput = SchemaType<'MetricCollectionInput'>;
export type StartupOption = ResultOf<typeof METRIC_STARTUPS>['startups']['results'][number];
export type MetricsAbilities = ResultOf<typeof METRICS_ABILITIES>['metricsAbilities'];
export type MetricSeries = ResultOf<typeof STARTUP_METRIC_SERIES>['startupMetricSeries'][number];
export type MetricPoint = MetricSeries['points'][number];
export type PortfolioMetricValue = ResultOf<typeof PORTFOLIO_METRIC>['portfolioMetric'][number];
/** csv or xlsx (REF-15). */
export type ExportFormat = SchemaType<'ExportFormat'>;
export type ExportJobState = SchemaType<'ExportJobState'>;
export type { ExportJob } from '../../lib/exports/documents';
