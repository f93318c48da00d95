/**
 * The charts of the analytics page (@mantine/charts on recharts): horizontal bars whose labels stand on the reading
 * side — on the right, growing away from the bars, in a right-to-left page — with whole-number axes and no animation.
 * Each chart is a labelled figure; the numbers are also in the tables beside them (screen readers, narrow screens).
 */
import { BarChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Text, useDirection } from '@mantine/core';

export interface HorizontalBarsProps {
  title: string;
  data: Array<Record<string, string | number>>;
  dataKey: string;
  series: Array<{ name: string; label: string; color: string }>;
  stacked?: boolean;
  labelWidth?: number;
  testId?: string;
}

const MAX_LABEL = 20;

export function HorizontalBars({ title, data, dataKey, series, stacked = false, labelWidth = 140, testId }: HorizontalBarsProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid={testId}>
      <BarChart
        h={56 + data.length * 36}
        dir={rtl ? 'rtl' : 'ltr'}
        orientation="vertical"
        type={stacked ? 'stacked' : 'default'}
        data={data}
        dataKey={dataKey}
        series={series}
        gridAxis="y"
        xAxisProps={{ allowDecimals: false, reversed: rtl, tick: { fontSize: 12, fill: 'currentColor' } }}
        yAxisProps={{
          orientation: rtl ? 'right' : 'left',
          width: labelWidth,
          interval: 0,
          tickFormatter: (name: string) => (name.length > MAX_LABEL ? `${name.slice(0, MAX_LABEL - 1)}…` : name),
          tick: { fontSize: 12, fill: 'currentColor', textAnchor: 'end', transform: `translate(${rtl ? 10 : -10}, 0)` },
        }}
        barProps={{ isAnimationActive: false }}
        maxBarWidth={24}
      />
      {series.length > 1 ? (
        // The legend as page text (recharts' legend stacks its items over the next section on narrow screens).
        <Group component="figcaption" gap="md" mt="xs" justify="center">
          {series.map((s) => (
            <Group key={s.name} gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}

export interface ColumnsProps {
  title: string;
  data: Array<{ label: string; count: number }>;
  seriesLabel: string;
  testId?: string;
}

/** A small column chart (a criterion's scores 1–5): the axis reads in the page's direction. */
export function Columns({ title, data, seriesLabel, testId }: ColumnsProps) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Box component="figure" m={0} aria-label={title} data-testid={testId}>
      <BarChart
        h={160}
        dir={rtl ? 'rtl' : 'ltr'}
        data={data}
        dataKey="label"
        series={[{ name: 'count', label: seriesLabel, color: 'teal.6' }]}
        gridAxis="y"
        xAxisProps={{ reversed: rtl, tick: { fontSize: 12, fill: 'currentColor' } }}
        yAxisProps={{ allowDecimals: false, orientation: rtl ? 'right' : 'left', width: 32, tick: { fontSize: 12, fill: 'currentColor' } }}
        barProps={{ isAnimationActive: false }}
        maxBarWidth={28}
      />
    </Box>
  );
}
