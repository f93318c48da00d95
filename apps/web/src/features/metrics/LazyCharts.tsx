/**
 * The chart components as the pages use them: their code (MetricCharts.tsx with @mantine/charts and recharts) is
 * fetched the first time a chart is shown, in a file of its own that no first screen loads (D-101). Until it is
 * there, a placeholder of the chart's height keeps the layout still; a failed load reloads the page once, as pages do.
 */
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../../app/errors/chunkReload';
import type { MetricChartProps } from './MetricCharts';

const charts = () => import('./MetricCharts');
const LazyLineChart = lazyPage<MetricChartProps & { height?: number }>(() => charts().then((m) => ({ default: m.MetricLineChart })));
const LazyBarChart = lazyPage<MetricChartProps>(() => charts().then((m) => ({ default: m.MetricBarChart })));

export function LineChart(props: MetricChartProps & { height?: number }) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 200} radius="sm" />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}

export function BarChart(props: MetricChartProps) {
  return (
    <Suspense fallback={<Skeleton h={72 + props.points.length * 30} radius="sm" />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
