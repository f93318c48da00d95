import { Box, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { axisTicks, type ChartPoint } from './chartData';

const WIDTH = 640;
/** Line charts sit in half-width cards: a narrower canvas keeps their text readable from 390 px up. */
const LINE_WIDTH = 420;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

function compact(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale.replace(/_/g, '-'), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(value);
  }
}

/** The numbers behind a chart as a table (screen readers, and when a chart cannot be drawn). */
export function ChartTable({ points, labelHeader, valueHeader, visible = false }: { points: readonly ChartPoint[]; labelHeader: string; valueHeader: string; visible?: boolean }) {
  const table = (
    <Table fz="sm" verticalSpacing={4} data-testid="chart-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{labelHeader}</Table.Th>
          <Table.Th>{valueHeader}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {points.map((p) => (
          <Table.Tr key={p.key}>
            <Table.Td>{p.label}</Table.Td>
            <Table.Td dir="ltr" style={{ textAlign: 'start' }}>{p.text || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return visible ? table : <VisuallyHidden>{table}</VisuallyHidden>;
}

/** A small line chart over periods (oldest left); colours from the theme, so it follows dark mode. */
export function LineChart({ points, title, locale, height = 180 }: { points: readonly ChartPoint[]; title: string; locale: string; height?: number }) {
  const titleId = useId();
  const drawn = points.filter((p): p is ChartPoint & { value: number } => p.value !== null);
  const ticks = axisTicks(drawn.map((p) => p.value));
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const LEFT = 40;
  const innerW = LINE_WIDTH - LEFT - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (index: number) => LEFT + (points.length <= 1 ? innerW / 2 : (index * innerW) / (points.length - 1));
  const y = (value: number) => PAD.top + innerH - ((value - lo) / (hi - lo || 1)) * innerH;
  const path = points
    .map((p, index) => (p.value === null ? null : `${x(index)},${y(p.value)}`))
    .filter(Boolean)
    .join(' L ');
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <Box dir="ltr" data-testid="metric-chart">
      <svg viewBox={`0 0 ${LINE_WIDTH} ${height}`} width="100%" role="img" aria-labelledby={titleId} style={{ display: 'block' }}>
        <title id={titleId}>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={LINE_WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-default-border)" strokeDasharray={tick === 0 ? undefined : '3 3'} />
            <text x={LEFT - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
              {compact(tick, locale)}
            </text>
          </g>
        ))}
        {points.map((p, index) =>
          (index % labelEvery === 0 && points.length - 1 - index >= labelEvery / 2) || index === points.length - 1 ? (
            <text key={p.key} x={x(index)} y={height - 8} textAnchor={points.length > 1 && index === 0 ? 'start' : points.length > 1 && index === points.length - 1 ? 'end' : 'middle'} fontSize={11} fill="var(--mantine-color-dimmed)">
              {p.label}
            </text>
          ) : null,
        )}
        {path && <path d={`M ${path}`} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2.5} strokeLinejoin="round" />}
        {points.map((p, index) =>
          p.value === null ? null : (
            <circle key={p.key} cx={x(index)} cy={y(p.value)} r={3.5} fill="var(--mantine-color-body)" stroke="var(--mantine-primary-color-filled)" strokeWidth={2}>
              <title>{`${p.label}: ${p.text}`}</title>
            </circle>
          ),
        )}
      </svg>
    </Box>
  );
}

/** Horizontal bars (one per startup), highest first; each bar names its value. */
export function BarChart({ points, title, locale }: { points: readonly ChartPoint[]; title: string; locale: string }) {
  const titleId = useId();
  const ticks = axisTicks(points.flatMap((p) => (p.value === null ? [] : [p.value])));
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  const row = 26;
  const labelW = 150;
  const height = PAD.top + points.length * row + 24;
  const innerW = WIDTH - labelW - PAD.right - 8;
  const x = (value: number) => labelW + ((value - lo) / (hi - lo || 1)) * innerW;
  return (
    <Box dir="ltr" data-testid="portfolio-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={titleId} style={{ display: 'block' }}>
        <title id={titleId}>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={PAD.top - 4} y2={height - 20} stroke="var(--mantine-color-default-border)" strokeDasharray={tick === 0 ? undefined : '3 3'} />
            <text x={x(tick)} y={height - 6} textAnchor="middle" fontSize={11} fill="var(--mantine-color-dimmed)">
              {compact(tick, locale)}
            </text>
          </g>
        ))}
        {points.map((p, index) => {
          const top = PAD.top + index * row;
          const start = x(Math.max(lo, Math.min(0, p.value ?? 0)));
          const end = p.value === null ? start : x(p.value);
          return (
            <g key={p.key}>
              <text x={labelW - 8} y={top + row / 2} textAnchor="end" dominantBaseline="middle" fontSize={12} fill="var(--mantine-color-text)">
                {p.label.length > 20 ? `${p.label.slice(0, 19)}…` : p.label}
              </text>
              <rect x={Math.min(start, end)} y={top + 4} width={Math.max(1, Math.abs(end - start))} height={row - 8} rx={3} fill="var(--mantine-primary-color-filled)" opacity={p.value === null ? 0.2 : 0.85}>
                <title>{`${p.label}: ${p.text}`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      {points.length === 0 && <Text c="dimmed">—</Text>}
    </Box>
  );
}
