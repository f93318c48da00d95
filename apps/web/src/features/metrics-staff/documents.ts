/** GraphQL documents of the staff metrics pages: set-up, data collection, charts, portfolio and export (issue 6). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ExportFormat, MetricUnitType, TrackingRecurrenceType } from '@hatchery/domain';
import type { LocalizedText } from '../metrics-prompt/documents';

export type { LocalizedText };

export interface MetricCategory {
  __typename?: 'MetricCategory';
  _id: string;
  name: LocalizedText[];
}

export interface StaffMetric {
  __typename?: 'Metric';
  _id: string;
  key: string | null;
  name: LocalizedText[];
  description: LocalizedText[];
  category: MetricCategory | null;
  trackingRecurrence: { __typename?: 'TrackingRecurrence'; amount: number; type: TrackingRecurrenceType };
  unitOfMeasure: { __typename?: 'UnitOfMeasure'; unitType: MetricUnitType; customName: string | null };
  rules: Array<{ __typename?: 'MetricRule'; rule: string; label: string | null }>;
  isCore: boolean;
  archived: boolean;
}

const METRIC_FIELDS = gql`
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
`;

export const STAFF_METRICS: TypedDocumentNode<
  { metrics: StaffMetric[]; metricCategories: MetricCategory[] },
  { includeArchived?: boolean }
> = gql`
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
  ${METRIC_FIELDS}
`;

export interface MetricInput {
  name: Array<{ language: string; value: string }>;
  description: Array<{ language: string; value: string }>;
  categoryId: string | null;
  trackingRecurrence: { amount: number; type: TrackingRecurrenceType };
  unitOfMeasure: { unitType: MetricUnitType; customName: string | null };
  rules: Array<{ rule: string; label: string | null }>;
  /** false restores an archived metric. */
  archived?: boolean;
}

export const CREATE_METRIC: TypedDocumentNode<{ createMetric: StaffMetric }, { input: MetricInput }> = gql`
  mutation CreateMetric($input: MetricInput!) {
    createMetric(input: $input) {
      ...StaffMetricFields
    }
  }
  ${METRIC_FIELDS}
`;

export const UPDATE_METRIC: TypedDocumentNode<{ updateMetric: StaffMetric }, { id: string; input: MetricInput }> = gql`
  mutation UpdateMetric($id: ID!, $input: MetricInput!) {
    updateMetric(id: $id, input: $input) {
      ...StaffMetricFields
    }
  }
  ${METRIC_FIELDS}
`;

export const ARCHIVE_METRIC: TypedDocumentNode<{ archiveMetric: StaffMetric }, { id: string }> = gql`
  mutation ArchiveMetric($id: ID!) {
    archiveMetric(id: $id) {
      ...StaffMetricFields
    }
  }
  ${METRIC_FIELDS}
`;

export const CREATE_METRIC_CATEGORY: TypedDocumentNode<
  { createMetricCategory: MetricCategory },
  { name: Array<{ language: string; value: string }> }
> = gql`
  mutation CreateMetricCategory($name: [LocalizedTextInput!]!) {
    createMetricCategory(name: $name) {
      _id
      name {
        language
        value
      }
    }
  }
`;

export interface MetricCollection {
  __typename?: 'MetricCollection';
  id: string;
  name: string;
  program: { __typename?: 'MetricProgram'; _id: string; name: string } | null;
  startup: { __typename?: 'MetricStartup'; _id: string; name: string } | null;
  startsOn: string;
  metrics: Array<{ __typename?: 'Metric'; _id: string; name: LocalizedText[] }>;
}

export interface CategorizationQuestionDefinition {
  __typename?: 'CategorizationQuestionDefinition';
  id: string;
  key: string;
  label: LocalizedText[];
  position: number;
  archived: boolean;
}

const COLLECTION_FIELDS = gql`
  fragment MetricCollectionFields on MetricCollection {
    id
    name
    program {
      _id
      name
    }
    startup {
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
`;

export const DATA_COLLECTION: TypedDocumentNode<
  { metricCollections: MetricCollection[]; categorizationQuestionSet: CategorizationQuestionDefinition[]; metrics: StaffMetric[] },
  Record<string, never>
> = gql`
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
  ${COLLECTION_FIELDS}
  ${METRIC_FIELDS}
`;

export interface MetricCollectionInput {
  id?: string | null;
  name: string;
  programId?: string | null;
  startupId?: string | null;
  startsOn: string;
  metricIds: string[];
}

export const SET_METRIC_COLLECTION: TypedDocumentNode<{ setMetricCollection: MetricCollection }, { input: MetricCollectionInput }> = gql`
  mutation SetMetricCollection($input: MetricCollectionInput!) {
    setMetricCollection(input: $input) {
      ...MetricCollectionFields
    }
  }
  ${COLLECTION_FIELDS}
`;

export const DELETE_METRIC_COLLECTION: TypedDocumentNode<{ deleteMetricCollection: boolean }, { id: string }> = gql`
  mutation DeleteMetricCollection($id: ID!) {
    deleteMetricCollection(id: $id)
  }
`;

export const UPDATE_QUESTION_SET: TypedDocumentNode<
  { updateCategorizationQuestionSet: CategorizationQuestionDefinition[] },
  { questions: Array<{ key: string; label: Array<{ language: string; value: string }> }> }
> = gql`
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
`;

export const REQUEST_METRIC_DATA: TypedDocumentNode<{ requestMetricData: number }, { startupIds: string[] }> = gql`
  mutation RequestMetricData($startupIds: [ID!]!) {
    requestMetricData(startupIds: $startupIds)
  }
`;

export interface StartupOption {
  __typename?: 'StartupListItem';
  _id: string;
  name: string;
}

export const METRIC_STARTUPS: TypedDocumentNode<
  { startups: { __typename?: 'StartupPage'; results: StartupOption[]; nextCursor: string | null } },
  { search?: string | null; limit?: number }
> = gql`
  query MetricStartups($search: String, $limit: Int) {
    startups(search: $search, limit: $limit) {
      results {
        _id
        name
      }
      nextCursor
    }
  }
`;

export interface MetricPoint {
  __typename?: 'MetricPoint';
  from: string;
  to: string;
  value: string;
  numericValue: number | null;
  dateValue: string | null;
}

export interface MetricSeries {
  __typename?: 'MetricSeries';
  metric: StaffMetric;
  points: MetricPoint[];
}

export const STARTUP_METRIC_SERIES: TypedDocumentNode<
  { startupMetricSeries: MetricSeries[] },
  { startupId: string; metricIds?: string[] | null; from?: string | null; to?: string | null }
> = gql`
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
  ${METRIC_FIELDS}
`;

export interface PortfolioMetricValue {
  __typename?: 'PortfolioMetricValue';
  startup: { __typename?: 'MetricStartup'; _id: string; name: string };
  from: string;
  to: string;
  value: string | null;
  numericValue: number | null;
  previousValue: string | null;
  diff: number | null;
  change: number | null;
}

export const PORTFOLIO_METRIC: TypedDocumentNode<
  { portfolioMetric: PortfolioMetricValue[] },
  { metricId: string; programId?: string | null; periodFrom: string }
> = gql`
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
`;

/** csv or xlsx (REF-15), from the shared list. */
export type { ExportFormat };
export type ExportJobState = 'queued' | 'in_progress' | 'completed' | 'failed' | 'error';

export interface ExportJob {
  __typename?: 'ExportJob';
  id: string;
  format: ExportFormat;
  state: ExportJobState;
  progress: number;
  fileName: string | null;
  url: string | null;
  rowCount: number | null;
  error: string | null;
}

const EXPORT_JOB_FIELDS = gql`
  fragment ExportJobFields on ExportJob {
    id
    format
    state
    progress
    fileName
    url
    rowCount
    error
  }
`;

export const EXPORT_METRIC_REPORT: TypedDocumentNode<
  { exportMetricReport: ExportJob },
  { format: ExportFormat; programId?: string | null; from?: string | null; to?: string | null }
> = gql`
  mutation ExportMetricReport($format: ExportFormat!, $programId: ID, $from: DateTime, $to: DateTime) {
    exportMetricReport(format: $format, programId: $programId, from: $from, to: $to) {
      ...ExportJobFields
    }
  }
  ${EXPORT_JOB_FIELDS}
`;

export const EXPORT_JOB: TypedDocumentNode<{ exportJob: ExportJob }, { id: string }> = gql`
  query ExportJob($id: ID!) {
    exportJob(id: $id) {
      ...ExportJobFields
    }
  }
  ${EXPORT_JOB_FIELDS}
`;
