/**
 * The metric charts, drawn by @mantine/charts (recharts underneath; D-101). This module is loaded only when a chart
 * is shown (LazyCharts.tsx): recharts is the largest library of the app, and no first screen needs it.
 *
 * Colours, grid and tooltips come from the Mantine theme, so they follow dark mode. In right-to-left languages the
 * charts are mirrored: time runs from right to left, the value axis stands on the right, and the bars grow leftwards.
 */
import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, useDirection } from '@mantine/core';
import { timeAxisProps, valueAxisSide } from '../../lib/charts/timeAxes';
import { axisTicks, type ChartPoint } from './chartData';

export interface MetricChartProps {
  points: readonly ChartPoint[];
  /** What the chart shows, for assistive technology. */
  title: string;
  /** The legend's name of the values (the metric). */
  seriesLabel: string;
  locale: string;
}

const SERIES = 'value';
const COLOR = 'var(--mantine-primary-color-filled)';
const TICK_FONT = 11;

function compact(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale.replace(/_/g, '-'), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(value);
  }
}

/** The axis: "nice" ticks with zero included, as before (chartData.axisTicks), so bars and lines read honestly. */
function valueAxis(points: readonly ChartPoint[], locale: string) {
  const ticks = axisTicks(points.flatMap((p) => (p.value === null ? [] : [p.value])));
  // interval 0: every one of these few ticks is labelled, as recharts would otherwise thin them out when space is short.
  return { ticks, domain: [ticks[0] ?? 0, ticks.at(-1) ?? 1], interval: 0, tickFormatter: (value: number) => compact(value, locale) };
}

/** Tooltips show a point's own text (amount with its currency, percentage…), not the axis's compact number. */
function tooltipText(points: readonly ChartPoint[]): (value: number) => string {
  const texts = new Map(points.flatMap((p) => (p.value === null ? [] : [[p.value, p.text] as const])));
  return (value) => texts.get(value) ?? String(value);
}

/** A metric over periods, oldest first in reading order. */
export function MetricLineChart({ points, title, seriesLabel, locale, height = 200 }: MetricChartProps & { height?: number }) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid="metric-chart">
      <LineChart
        h={height}
        dir={rtl ? 'rtl' : 'ltr'}
        data={points.map((p) => ({ period: p.label, [SERIES]: p.value }))}
        dataKey="period"
        series={[{ name: SERIES, label: seriesLabel, color: COLOR }]}
        curveType="linear"
        connectNulls
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={tooltipText(points)}
        xAxisProps={timeAxisProps(rtl)}
        yAxisProps={{ ...valueAxis(points, locale), ...valueAxisSide(rtl, 44) }}
        lineProps={{ isAnimationActive: false }}
        strokeWidth={2.5}
      />
    </Box>
  );
}

const MAX_NAME = 20;

/** One bar per startup, in the order given (highest first). */
export function MetricBarChart({ points, title, seriesLabel, locale }: MetricChartProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid="portfolio-chart">
      <BarChart
        h={72 + points.length * 30}
        dir={rtl ? 'rtl' : 'ltr'}
        orientation="vertical"
        data={points.map((p) => ({ startup: p.label, [SERIES]: p.value }))}
        dataKey="startup"
        series={[{ name: SERIES, label: seriesLabel, color: COLOR }]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        gridAxis="y"
        valueFormatter={tooltipText(points)}
        xAxisProps={{ ...valueAxis(points, locale), reversed: rtl, tick: { fontSize: TICK_FONT, fill: 'currentColor', transform: 'translate(0, 10)' } }}
        yAxisProps={{
          orientation: rtl ? 'right' : 'left',
          width: 150,
          interval: 0, // every bar is named
          tickFormatter: (name: string) => (name.length > MAX_NAME ? `${name.slice(0, MAX_NAME - 1)}…` : name),
          tick: { fontSize: 12, fill: 'currentColor', transform: `translate(${rtl ? 10 : -10}, 0)` },
        }}
        barProps={{ isAnimationActive: false }}
        maxBarWidth={22}
      />
    </Box>
  );
}
