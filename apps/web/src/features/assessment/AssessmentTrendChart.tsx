/**
 * The performance overview's chart (D-579): the monthly average of each source on the common 0–100 % scale, drawn by
 * @mantine/charts as the metric charts are (D-101) and loaded only with this view. Mirrored in right-to-left languages:
 * time runs from right to left and the value axis stands on the right.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, useDirection } from '@mantine/core';
import { timeAxisProps, valueAxisSide } from '../../lib/charts/timeAxes';

export interface TrendChartProps {
  rows: ReadonlyArray<Record<string, string | number | null>>;
  series: ReadonlyArray<{ name: string; label: string; color: string }>;
  title: string;
  formatPercent: (value: number) => string;
}

export function AssessmentTrendChart({ rows, series, title, formatPercent }: TrendChartProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid="assessment-chart">
      <LineChart
        h={240}
        dir={rtl ? 'rtl' : 'ltr'}
        data={[...rows]}
        dataKey="month"
        series={[...series]}
        curveType="linear"
        connectNulls
        withLegend
        withDots
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={formatPercent}
        xAxisProps={timeAxisProps(rtl)}
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], interval: 0, tickFormatter: formatPercent, ...valueAxisSide(rtl, 52) }}
        lineProps={{ isAnimationActive: false }}
        strokeWidth={2.5}
      />
    </Box>
  );
}
