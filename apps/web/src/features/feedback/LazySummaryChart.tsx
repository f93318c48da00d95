import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../../app/errors/chunkReload';
import type { SummaryBarChartProps } from './SummaryBarChart';

const Lazy = lazyPage<SummaryBarChartProps>(() => import('./SummaryBarChart').then((m) => ({ default: m.SummaryBarChart })));

/** The chart, fetched on first use; a placeholder of its height keeps the layout still meanwhile. */
export function SummaryChart(props: SummaryBarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={48 + props.bars.length * 34} radius="sm" />}>
      <Lazy {...props} />
    </Suspense>
  );
}
