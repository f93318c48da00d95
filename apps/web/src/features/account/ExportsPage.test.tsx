import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MY_EXPORT_JOBS } from './exports/documents';
import { anyRunning, exportKindOf } from './exports/exportText';
import { ExportsPage } from './ExportsPage';

const job = (overrides: Record<string, unknown>) => ({
  __typename: 'ExportJob',
  id: 'j1',
  exportType: 'metrics',
  format: 'csv',
  state: 'completed',
  progress: 100,
  fileName: 'metrics.csv',
  url: '/files/f1/metrics.csv?access=x',
  rowCount: 42,
  error: null,
  createdAt: '2026-11-30T14:00:00.000Z',
  completedAt: '2026-11-30T14:00:05.000Z',
  ...overrides,
});

function renderWith(jobs: ReturnType<typeof job>[]) {
  const mock = { request: { query: MY_EXPORT_JOBS }, result: { data: { myExportJobs: jobs } } };
  return renderWithProviders(
    <MockedProvider mocks={[mock]}>
      <ExportsPage />
    </MockedProvider>,
  );
}

describe('/account/exports: the export history (RTE-52)', () => {
  it('lists each run with its kind, format, rows and state; a finished one offers its file', async () => {
    await renderWith([
      job({ id: 'j2', exportType: 'applications', format: 'xlsx', state: 'in_progress', progress: 40, url: null, fileName: null, rowCount: null }),
      job({}),
      job({ id: 'j3', exportType: 'forms', state: 'failed', url: null, fileName: null, rowCount: null }),
    ]);
    const rows = await screen.findAllByTestId('export-row');
    expect(rows.map((row) => row.dataset.state)).toEqual(['in_progress', 'completed', 'failed']);
    expect(rows[0]).toHaveTextContent('Applications');
    expect(rows[0]).toHaveTextContent('XLSX');
    expect(within(rows[0]!).getByTestId('export-state')).toHaveTextContent('In progress');
    expect(within(rows[0]!).getByRole('progressbar', { name: '40% written' })).toBeTruthy();
    expect(within(rows[0]!).queryByTestId('export-download')).toBeNull();
    expect(rows[1]).toHaveTextContent('Metric report');
    expect(rows[1]).toHaveTextContent('42 rows');
    expect(within(rows[1]!).getByTestId('export-download').getAttribute('href')).toBe('/files/f1/metrics.csv?access=x');
    expect(within(rows[2]!).getByTestId('export-state')).toHaveTextContent('Failed');
  });

  it('with nothing exported yet, says where exports come from', async () => {
    await renderWith([]);
    expect(await screen.findByTestId('exports-empty')).toHaveTextContent('You have not exported anything yet.');
  });

  it('asks again only while a run is waiting or writing; an unknown kind reads as a plain export', () => {
    expect(anyRunning([{ state: 'completed' }, { state: 'failed' }])).toBe(false);
    expect(anyRunning([{ state: 'completed' }, { state: 'queued' }])).toBe(true);
    expect(exportKindOf('events')).toBe('events');
    expect(exportKindOf('something-new')).toBeNull();
  });
});
