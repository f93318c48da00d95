import { Table, VisuallyHidden } from '@mantine/core';
import type { ChartPoint } from './chartData';

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
