/**
 * One bar chart of a question's summary (@mantine/charts on recharts): its own file, fetched the first time a summary
 * is shown (LazySummaryChart.tsx), like the metrics charts (D-101).
 */
import { BarChart } from '@mantine/charts';
import { Box, useDirection } from '@mantine/core';

export interface SummaryBarChartProps {
  title: string;
  seriesLabel: string;
  bars: Array<{ label: string; count: number }>;
}

const MAX_LABEL = 18;

export function SummaryBarChart({ title, seriesLabel, bars }: SummaryBarChartProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid="summary-chart">
      <BarChart
        h={48 + bars.length * 34}
        dir={rtl ? 'rtl' : 'ltr'}
        orientation="vertical"
        data={bars.map((bar) => ({ label: bar.label, answers: bar.count }))}
        dataKey="label"
        series={[{ name: 'answers', label: seriesLabel, color: 'blue.6' }]}
        gridAxis="y"
        xAxisProps={{ allowDecimals: false, reversed: rtl, tick: { fontSize: 12, fill: 'currentColor' } }}
        yAxisProps={{
          orientation: rtl ? 'right' : 'left',
          width: 120,
          interval: 0,
          tickFormatter: (name: string) => (name.length > MAX_LABEL ? `${name.slice(0, MAX_LABEL - 1)}…` : name),
          // In a right-to-left chart the axis stands on the right: the label must grow away from the bars.
          tick: { fontSize: 12, fill: 'currentColor', textAnchor: 'end', transform: `translate(${rtl ? 10 : -10}, 0)` },
        }}
        barProps={{ isAnimationActive: false }}
        maxBarWidth={22}
      />
    </Box>
  );
}
