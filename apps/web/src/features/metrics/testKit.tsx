/**
 * Fixtures for the metrics UI's tests (used by *.test.tsx only), shaped like the contract
 * (docs/contract-metrics-timeline.md); the client is src/test/testClient.
 */
import type { MetricUnitType, PendingDataFormType } from '@hatchery/domain';
import { createTestClient, INCUBATOR, incubatorFormatHandlers, type OperationHandler } from '../../test/testClient';
import type { MetricDataItem, MetricPeriod, MetricValidation, StartupPendingData } from './promptDocuments';

/** The shared test client, answering the incubator settings that metric formats read (`incubator`) by default. */
export function metricsTestClient(handlers: Record<string, OperationHandler>, incubator = INCUBATOR) {
  return createTestClient({ ...incubatorFormatHandlers(incubator), ...handlers });
}

export function pendingData(
  form: { type: PendingDataFormType; date?: string; id?: string } | null,
  initialCategorizationComplete: boolean,
): { data: { startupPendingData: StartupPendingData } } {
  return {
    data: {
      startupPendingData: {
        __typename: 'StartupPendingData',
        startup: { __typename: 'Startup', _id: 's-1', initialCategorizationComplete },
        pendingDataForm: form
          ? { __typename: 'PendingDataForm', id: form.id ?? 'form-1', type: form.type, date: form.date ?? '2024-03-01T00:00:00.000Z' }
          : null,
      },
    },
  };
}

export function questions(values: Array<[string, string, boolean | null]>) {
  return {
    data: {
      categorizationQuestions: {
        __typename: 'StartupCategorization',
        id: 'form-1',
        startup: 's-1',
        questions: values.map(([key, label, value]) => ({ __typename: 'CategorizationQuestion' as const, key, label, value })),
      },
    },
  };
}

export function categorizationSaved(complete = true) {
  return {
    data: {
      updateStartupCategorization: {
        __typename: 'CategorizationSaveResult',
        id: 'form-1',
        startup: { __typename: 'Startup', _id: 's-1', initialCategorizationComplete: complete },
      },
    },
  };
}

/** A data item of `metricId` with English and French names. */
export function item(
  id: string,
  metricId: string,
  unitType: MetricUnitType,
  name: string,
  extra: Partial<Pick<MetricDataItem, 'value' | 'dateValue'>> & { metadata?: { customLabel: string | null }; customName?: string | null; frName?: string } = {},
): MetricDataItem {
  return {
    __typename: 'MetricDataItem',
    id,
    value: extra.value ?? null,
    dateValue: extra.dateValue ?? null,
    metadata: { __typename: 'MetricDataMetadata', customLabel: extra.metadata?.customLabel ?? null },
    metric: {
      __typename: 'Metric',
      _id: metricId,
      name: [
        { __typename: 'LocalizedText', language: 'en', value: name },
        ...(extra.frName ? [{ __typename: 'LocalizedText' as const, language: 'fr', value: extra.frName }] : []),
      ],
      description: [],
      unitOfMeasure: { __typename: 'UnitOfMeasure', unitType, customName: extra.customName ?? null },
    },
  };
}

export function period(
  from: string | null,
  to: string,
  data: MetricDataItem[],
  validations: Array<Omit<MetricValidation, '__typename'>> = [],
): MetricPeriod {
  return {
    __typename: 'MetricPeriod',
    from,
    to,
    data,
    validations: validations.map((v) => ({ __typename: 'MetricValidation', ...v })),
  };
}

/** February 2024 in UTC, the usual period of these tests. */
export const FEBRUARY = { from: '2024-02-01T00:00:00.000Z', to: '2024-02-29T23:59:59.999Z' };

export function periods(list: MetricPeriod[]) {
  return { data: { metricPeriods: list } };
}

export function saveResult(saved: boolean, failures: Array<Omit<MetricValidation, '__typename'>> = []) {
  return {
    data: {
      saveMetricData: {
        __typename: 'SaveMetricDataResult',
        saved,
        failures: failures.map((f) => ({ __typename: 'MetricValidation', ...f })),
        periods: [],
      },
    },
  };
}
