import { Alert, Button, Card, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from './localized';
import { useIncubatorFormat } from './useIncubatorFormat';
import { isChartable, seriesPoints } from './chartData';
import { STARTUP_METRIC_SERIES, type MetricSeries } from './documents';
import type { ValueFormat } from './metricValue';
import { ChartTable } from './ChartTable';
import { LineChart } from './LazyCharts';
import { LoadingIndicator } from '../../components/LoadingIndicator';

function SeriesCard({ series, format }: { series: MetricSeries; format: ValueFormat }) {
  const { t } = useTranslation('metrics');
  const [asTable, setAsTable] = useState(false);
  const name = localizedText(series.metric.name, format.locale);
  const points = seriesPoints(series, format);
  const chartable = isChartable(points);
  const latest = points.at(-1);
  return (
    <Card withBorder radius="md" padding="md" data-testid="metric-series" data-metric={series.metric._id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{name}</Text>
            {latest && <Text size="sm" c="dimmed">{t('staff.charts.latest', { value: latest.text, period: latest.label })}</Text>}
          </Stack>
          {chartable && points.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => setAsTable((v) => !v)} style={{ flexShrink: 0 }}>
              {asTable ? t('staff.charts.showChart') : t('staff.charts.showTable')}
            </Button>
          )}
        </Group>
        {points.length === 0 ? (
          <Text size="sm" c="dimmed">{t('staff.charts.noData')}</Text>
        ) : chartable && !asTable ? (
          <>
            <LineChart points={points} title={t('staff.charts.chartTitle', { metric: name })} seriesLabel={name} locale={format.locale} />
            <ChartTable points={points} labelHeader={t('staff.charts.period')} valueHeader={name} />
          </>
        ) : (
          <ChartTable points={points} labelHeader={t('staff.charts.period')} valueHeader={name} visible />
        )}
      </Stack>
    </Card>
  );
}

/** A startup's metrics over time (the last 12 months by default), one chart per metric with its numbers. */
export function StartupMetricsCharts({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('metrics');
  const { currency, timeZone } = useIncubatorFormat();
  const { data, loading, error } = useQuery(STARTUP_METRIC_SERIES, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const format: ValueFormat = { locale: i18n.language, currency, timeZone };
  if (loading && !data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('staff.loading')} />
      </Center>
    );
  }
  if (error && !data) return <Alert color="red">{t('staff.charts.error')}</Alert>;
  const series = data?.startupMetricSeries ?? [];
  if (series.length === 0) return <Text c="dimmed" data-testid="metric-charts-empty">{t('staff.charts.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="metric-charts">
      {series.map((s) => (
        <SeriesCard key={s.metric._id} series={s} format={format} />
      ))}
    </SimpleGrid>
  );
}
