/** GraphQL documents of the metrics prompt (docs/contract-metrics-timeline.md; D2 §3.10, §7.1, §7.2). */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';

export const STARTUP_PENDING_DATA = graphql(`
  query StartupPendingData($startupId: ID!) {
    startupPendingData(startupId: $startupId) {
      __typename
      startup {
        __typename
        _id
        initialCategorizationComplete
      }
      pendingDataForm {
        __typename
        id
        type
        date
      }
    }
  }
`);

/** MET-13: categorizationQuestions. */
export const CATEGORIZATION_QUESTIONS = graphql(`
  query CategorizationQuestions($categorizationId: ID!) {
    categorizationQuestions(categorizationId: $categorizationId) {
      __typename
      id
      startup
      questions {
        __typename
        key
        label
        value
      }
    }
  }
`);

/** MET-18: UpdateStartupCategorization. */
export const UPDATE_STARTUP_CATEGORIZATION = graphql(`
  mutation UpdateStartupCategorization($categorizationId: ID!, $answers: [CategorizationAnswerInput!], $skip: Boolean!) {
    updateStartupCategorization(categorizationId: $categorizationId, answers: $answers, skip: $skip) {
      __typename
      id
      startup {
        __typename
        _id
        initialCategorizationComplete
      }
    }
  }
`);

const METRIC_PERIOD_FIELDS = graphql(`
  fragment MetricPeriodFields on MetricPeriod {
    __typename
    from
    to
    data {
      __typename
      id
      value
      dateValue
      metric {
        __typename
        _id
        name {
          __typename
          language
          value
        }
        description {
          __typename
          language
          value
        }
        unitOfMeasure {
          __typename
          unitType
          customName
        }
      }
      metadata {
        __typename
        customLabel
      }
    }
    validations {
      __typename
      dataId
      rule
      label
    }
  }
`);

/** MET-19: the periods of the metrics form (fetched network-only). */
export const METRIC_PERIODS = graphql(`
  query MetricPeriods($startupId: ID!, $date: DateTime!, $includeFilledInData: Boolean) {
    metricPeriods(startupId: $startupId, date: $date, includeFilledInData: $includeFilledInData) {
      __typename
      ...MetricPeriodFields
    }
  }
`, [METRIC_PERIOD_FIELDS]);

/** MET-36: saveMetricData. */
export const SAVE_METRIC_DATA = graphql(`
  mutation SaveMetricData($data: [MetricDataInput!]!) {
    saveMetricData(data: $data) {
      __typename
      saved
      failures {
        __typename
        dataId
        rule
        label
      }
      periods {
        __typename
        ...MetricPeriodFields
      }
    }
  }
`, [METRIC_PERIOD_FIELDS]);

/** The incubator's currency (monetary fields, MET-27) and time zone (period and month labels). */
export const METRICS_PROMPT_INCUBATOR = graphql(`
  query MetricsPromptIncubator {
    publicIncubator {
      __typename
      id
      currency
      timezone
    }
  }
`);

/** A text in one language, as every localized field answers it. */
export type LocalizedText = Pick<Metric['name'][number], 'language' | 'value'>;
/** MET-02: startupPendingData. */
export type StartupPendingData = ResultOf<typeof STARTUP_PENDING_DATA>['startupPendingData'];
export type PendingDataForm = NonNullable<StartupPendingData['pendingDataForm']>;
export type CategorizationQuestion = ResultOf<typeof CATEGORIZATION_QUESTIONS>['categorizationQuestions']['questions'][number];
export type CategorizationAnswer = SchemaType<'CategorizationAnswerInput'>;
export type UpdateStartupCategorizationVariables = VariablesOf<typeof UPDATE_STARTUP_CATEGORIZATION>;
/**
 * A period of the metrics form. The schema says `from` is always set; the form still reads an absent start as an
 * "until" period (MET-21), so it accepts one.
 */
export type MetricPeriod = Omit<ResultOf<typeof METRIC_PERIOD_FIELDS>, 'from'> & { from: string | null };
export type MetricDataItem = MetricPeriod['data'][number];
export type Metric = MetricDataItem['metric'];
export type MetricValidation = MetricPeriod['validations'][number];
/** A rule a value broke, as the pure form rules read it (whatever its __typename). */
export type ValidationFailure = Omit<MetricValidation, '__typename'>;
export type MetricDataInput = SchemaType<'MetricDataInput'>;
