import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { metricsTestClient } from './testKit';
import { ExportPanel } from './ExportPanel';
import { renderWithClient } from '../../test/testClient';

const job = (state: string, progress: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'ExportJob', id: 'job-1', format: 'xlsx', state, progress, fileName: null, url: null, rowCount: null, error: null, ...extra,
});

describe('metric report export', () => {
  it('D2 §9 export progress polling: queues the report, polls exportJob until completed, then downloads the file', async () => {
    const states = [job('in_progress', 40), job('completed', 100, { url: '/files/f-9/metrics.xlsx', fileName: 'metrics.xlsx', rowCount: 42 })];
    const kit = metricsTestClient({
      ExportMetricReport: () => ({ data: { exportMetricReport: job('queued', 0) } }),
      ExportJob: () => ({ data: { exportJob: states.shift() ?? job('completed', 100) } }),
    });
    const download = vi.fn(() => Promise.resolve());
    await renderWithClient(<ExportPanel programId="p-1" pollMs={5} download={download} />, kit.client);
    fireEvent.click(screen.getByTestId('metrics-export-xlsx'));
    await waitFor(() => expect(kit.callsOf('ExportMetricReport')[0]?.variables).toEqual({ format: 'xlsx', programId: 'p-1' }));
    expect(await screen.findByTestId('metrics-export-progress')).toBeInTheDocument();
    await waitFor(() => expect(download).toHaveBeenCalledWith('/files/f-9/metrics.xlsx', 'metrics.xlsx'));
    expect(kit.callsOf('ExportJob').map((c) => c.variables)).toEqual([{ id: 'job-1' }, { id: 'job-1' }]);
    expect(screen.getByTestId('metrics-export-progress')).toHaveAttribute('data-state', 'completed');
    expect(screen.getByText('Ready: 42 rows. The download has started.')).toBeInTheDocument();
  });

  it('a failed job shows its error and stops polling', async () => {
    const kit = metricsTestClient({
      ExportMetricReport: () => ({ data: { exportMetricReport: job('queued', 0) } }),
      ExportJob: () => ({ data: { exportJob: job('failed', 10, { error: 'Disk full' }) } }),
    });
    await renderWithClient(<ExportPanel programId={null} pollMs={5} download={vi.fn(() => Promise.resolve())} />, kit.client);
    fireEvent.click(screen.getByTestId('metrics-export-csv'));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(kit.callsOf('ExportJob')).toHaveLength(1);
  });
});
