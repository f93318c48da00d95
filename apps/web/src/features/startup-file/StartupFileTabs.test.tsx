import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StartupDocumentsPage } from './DocumentsTab';
import { StartupExportPage } from './ExportTab';
import { renderTab, STARTUP_ID, summary } from '../../test/startupFileKit';

const documents = (extra: Record<string, unknown> = {}) => ({
  data: {
    startupDocuments: {
      __typename: 'StartupDocuments',
      startupId: STARTUP_ID,
      planLocked: false,
      viewerCanEdit: true,
      documents: [
        { __typename: 'StartupDocument', _id: 'd-1', name: 'Pitch deck.pdf', contentType: 'application/pdf', size: 2048, url: '/files/d-1/Pitch%20deck.pdf?access=x', createdAt: '2026-11-02T10:00:00.000Z' },
      ],
      ...extra,
    },
  },
});

describe('documents tab', () => {
  it('lists the documents with a download link, and offers upload, rename and delete to who may edit', async () => {
    renderTab('documents', <StartupDocumentsPage />, { StartupDocuments: () => documents() });
    const row = await screen.findByTestId('startup-document');
    expect(within(row).getByTestId('startup-document-link')).toHaveAttribute('href', '/files/d-1/Pitch%20deck.pdf?access=x');
    expect(row).toHaveTextContent('2 kB');
    expect(screen.getByTestId('documents-upload')).toBeInTheDocument();
    expect(within(row).getByTestId('document-rename')).toBeInTheDocument();
    expect(screen.getByText('1 document')).toBeInTheDocument();
  });

  it('a viewer who may not edit downloads only', async () => {
    renderTab('documents', <StartupDocumentsPage />, { StartupDocuments: () => documents({ viewerCanEdit: false }) });
    const row = await screen.findByTestId('startup-document');
    expect(screen.queryByTestId('documents-upload')).not.toBeInTheDocument();
    expect(within(row).queryByTestId('document-rename')).not.toBeInTheDocument();
    expect(within(row).queryByTestId('document-delete')).not.toBeInTheDocument();
  });

  it('the plan gate closed: the lock message, no list', async () => {
    renderTab('documents', <StartupDocumentsPage />, { StartupDocuments: () => documents({ planLocked: true, viewerCanEdit: false, documents: [] }) });
    expect(await screen.findByTestId('documents-locked')).toHaveTextContent('This feature is not available in your selected plan');
    expect(screen.queryByTestId('documents-upload')).not.toBeInTheDocument();
  });

  it('renaming sends the new name; an empty name is refused before any request', async () => {
    const kit = renderTab('documents', <StartupDocumentsPage />, {
      StartupDocuments: () => documents(),
      RenameStartupDocument: (v) => ({ data: { renameStartupDocument: { __typename: 'StartupDocument', _id: 'd-1', name: v.name, url: '/files/d-1/x' } } }),
    });
    await userEvent.click(await screen.findByTestId('document-rename'));
    const input = await screen.findByTestId('document-name-input');
    await userEvent.clear(input);
    await userEvent.click(screen.getByTestId('document-rename-save'));
    expect(await screen.findByText('Name is a required field')).toBeInTheDocument();
    expect(kit.callsOf('RenameStartupDocument')).toHaveLength(0);
    await userEvent.type(input, 'Deck v2.pdf');
    await userEvent.click(screen.getByTestId('document-rename-save'));
    await waitFor(() => expect(kit.callsOf('RenameStartupDocument')[0]?.variables).toEqual({ id: 'd-1', name: 'Deck v2.pdf' }));
  });

  it('a startup the viewer does not see: the not-found state, no documents asked', async () => {
    const kit = renderTab('documents', <StartupDocumentsPage />, { StartupFileSummary: () => ({ errors: [{ message: 'Startup not found', extensions: { code: 'NotFound' } }] }) });
    expect(await screen.findByTestId('not-found-state')).toBeInTheDocument();
    expect(kit.callsOf('StartupDocuments')).toHaveLength(0);
  });
});

describe('export tab', () => {
  it('exports as PDF and offers the file to download', async () => {
    const kit = renderTab('export', <StartupExportPage />, {
      StartupFileSummary: () => summary({ viewerCanEdit: false }),
      ExportStartupFile: (v) => ({
        data: { exportStartupFile: { __typename: 'StartupExport', name: `Orbital Labs 2026-11-24.${String(v.format).toLowerCase()}`, url: '/files/e-1/x.pdf?access=y', contentType: 'application/pdf', size: 4096 } },
      }),
    });
    await userEvent.click(await screen.findByTestId('export-pdf'));
    const link = await screen.findByTestId('export-download');
    expect(link).toHaveAttribute('href', '/files/e-1/x.pdf?access=y');
    expect(link).toHaveTextContent('Download Orbital Labs 2026-11-24.pdf (4 kB)');
    expect(kit.callsOf('ExportStartupFile')[0]?.variables).toEqual({ startupId: STARTUP_ID, format: 'PDF' });
  });

  it('a refusal is shown, no link', async () => {
    renderTab('export', <StartupExportPage />, { ExportStartupFile: () => ({ errors: [{ message: 'Startup not found', extensions: { code: 'NotFound' } }] }) });
    await userEvent.click(await screen.findByTestId('export-xlsx'));
    expect(await screen.findByTestId('export-error')).toBeInTheDocument();
    expect(screen.queryByTestId('export-download')).not.toBeInTheDocument();
  });
});
