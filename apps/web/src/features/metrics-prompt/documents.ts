/** GraphQL documents of the metrics prompt (docs/contract-metrics-timeline.md; D2 §3.10, §7.1, §7.2). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MetricUnitType, PendingDataFormType } from '@hatchery/domain';

export interface LocalizedText {
  __typename?: 'LocalizedText';
  language: string;
  value: string;
}

export interface PendingDataForm {
  __typename?: 'PendingDataForm';
  id: string;
  type: PendingDataFormType;
  date: string;
}

/** MET-02: startupPendingData. */
export interface StartupPendingData {
  __typename?: 'StartupPendingData';
  startup: { __typename?: 'StartupCategorizationState'; _id: string; initialCategorizationComplete: boolean };
  pendingDataForm: PendingDataForm | null;
}

export const STARTUP_PENDING_DATA: TypedDocumentNode<
  { startupPendingData: StartupPendingData },
  { startupId: string }
> = gql`
  query StartupPendingData($startupId: ID!) {
    startupPendingData(startupId: $startupId) {
      startup {
        _id
        initialCategorizationComplete
      }
      pendingDataForm {
        id
        type
        date
      }
    }
  }
`;

export interface CategorizationQuestion {
  __typename?: 'CategorizationQuestion';
  key: string;
  label: string;
  value: boolean | null;
}

/** MET-13: categorizationQuestions. */
export const CATEGORIZATION_QUESTIONS: TypedDocumentNode<
  { categorizationQuestions: { __typename?: 'StartupCategorization'; id: string; startup: string; questions: CategorizationQuestion[] } },
  { categorizationId: string }
> = gql`
  query CategorizationQuestions($categorizationId: ID!) {
    categorizationQuestions(categorizationId: $categorizationId) {
      id
      startup
      questions {
        key
        label
        value
      }
    }
  }
`;

export interface CategorizationAnswer {
  key: string;
  value: boolean | null;
}

export interface UpdateStartupCategorizationVariables {
  categorizationId: string;
  /** Left out when skipping (MET-15). */
  answers?: CategorizationAnswer[];
  skip: boolean;
}

/** MET-18: UpdateStartupCategorization. */
export const UPDATE_STARTUP_CATEGORIZATION: TypedDocumentNode<
  {
    updateStartupCategorization: {
      __typename?: 'CategorizationSaveResult';
      id: string;
      startup: { __typename?: 'StartupCategorizationState'; _id: string; initialCategorizationComplete: boolean };
    };
  },
  UpdateStartupCategorizationVariables
> = gql`
  mutation UpdateStartupCategorization($categorizationId: ID!, $answers: [CategorizationAnswerInput!], $skip: Boolean!) {
    updateStartupCategorization(categorizationId: $categorizationId, answers: $answers, skip: $skip) {
      id
      startup {
        _id
        initialCategorizationComplete
      }
    }
  }
`;

export interface Metric {
  __typename?: 'Metric';
  _id: string;
  name: LocalizedText[];
  description: LocalizedText[];
  unitOfMeasure: { __typename?: 'UnitOfMeasure'; unitType: MetricUnitType; customName: string | null };
}

export interface MetricDataItem {
  __typename?: 'MetricDataItem';
  id: string;
  value: string | null;
  dateValue: string | null;
  metric: Metric;
  metadata: { __typename?: 'MetricDataMetadata'; customLabel: string | null } | null;
}

export interface MetricValidation {
  __typename?: 'MetricValidation';
  dataId: string;
  rule: string;
  label: string | null;
}

export interface MetricPeriod {
  __typename?: 'MetricPeriod';
  /** Non-null from the server; an absent start reads as an "until" period (MET-21). */
  from: string | null;
  to: string;
  data: MetricDataItem[];
  validations: MetricValidation[];
}

const METRIC_PERIOD_FIELDS = gql`
  fragment MetricPeriodFields on MetricPeriod {
    from
    to
    data {
      id
      value
      dateValue
      metric {
        _id
        name {
          language
          value
        }
        description {
          language
          value
        }
        unitOfMeasure {
          unitType
          customName
        }
      }
      metadata {
        customLabel
      }
    }
    validations {
      dataId
      rule
      label
    }
  }
`;

/** MET-19: the periods of the metrics form (fetched network-only). */
export const METRIC_PERIODS: TypedDocumentNode<
  { metricPeriods: MetricPeriod[] },
  { startupId: string; date: string; includeFilledInData?: boolean }
> = gql`
  query MetricPeriods($startupId: ID!, $date: DateTime!, $includeFilledInData: Boolean) {
    metricPeriods(startupId: $startupId, date: $date, includeFilledInData: $includeFilledInData) {
      ...MetricPeriodFields
    }
  }
  ${METRIC_PERIOD_FIELDS}
`;

export interface MetricDataInput {
  metricDataId: string;
  value: string;
}

/** MET-36: saveMetricData. */
export const SAVE_METRIC_DATA: TypedDocumentNode<
  {
    saveMetricData: {
      __typename?: 'SaveMetricDataResult';
      saved: boolean;
      failures: MetricValidation[];
      periods: MetricPeriod[];
    };
  },
  { data: MetricDataInput[] }
> = gql`
  mutation SaveMetricData($data: [MetricDataInput!]!) {
    saveMetricData(data: $data) {
      saved
      failures {
        dataId
        rule
        label
      }
      periods {
        ...MetricPeriodFields
      }
    }
  }
  ${METRIC_PERIOD_FIELDS}
`;

/** The incubator's currency (monetary fields, MET-27) and time zone (period and month labels). */
export const METRICS_PROMPT_INCUBATOR: TypedDocumentNode<
  { publicIncubator: { __typename?: 'PublicIncubator'; id: string; currency: string; timezone: string } },
  Record<string, never>
> = gql`
  query MetricsPromptIncubator {
    publicIncubator {
      id
      currency
      timezone
    }
  }
`;
