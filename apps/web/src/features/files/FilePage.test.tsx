import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FilePage } from './FilePage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const record = (overrides: Record<string, unknown> = {}) => ({
  _id: 'f-1',
  name: 'Pitch deck – final.png',
  contentType: 'image/png',
  size: 153_600,
  purpose: 'attachment',
  referenceType: null,
  referenceId: null,
  url: '/files/f-1/Pitch%20deck.png?access=signed',
  uploadedBy: 'u-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

async function openFile(answers: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answers[Math.min(call++, answers.length - 1)]!());
  vi.stubGlobal('fetch', fetchMock);
  await renderWithProviders(
    <MemoryRouter initialEntries={['/file/f-1']}>
      <Routes>
        <Route path="/file/:id" element={<FilePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('the file page (GAP-06)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the attachment, names it with its size, type and date, previews an image, and offers download and open', async () => {
    const fetchMock = await openFile([() => json(200, record())]);
    expect(await screen.findByTestId('file-name')).toHaveTextContent('Pitch deck – final.png');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/attachments/f-1');
    expect(screen.getByTestId('file-facts')).toHaveTextContent('150 kB · image/png · uploaded Nov 20, 2026');
    expect(screen.getByTestId('file-preview')).toHaveAttribute('src', '/files/f-1/Pitch%20deck.png?access=signed');
    expect(screen.getByTestId('file-preview')).toHaveAttribute('alt', 'Pitch deck – final.png');
    expect(screen.getByTestId('file-download')).toHaveAttribute('download', 'Pitch deck – final.png');
    expect(screen.getByTestId('file-open')).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('file-open')).toHaveAttribute('href', '/files/f-1/Pitch%20deck.png?access=signed');
  });

  it('shows no preview for a file that is not an image', async () => {
    await openFile([() => json(200, record({ name: 'terms.pdf', contentType: 'application/pdf' }))]);
    expect(await screen.findByTestId('file-name')).toHaveTextContent('terms.pdf');
    expect(screen.queryByTestId('file-preview')).toBeNull();
    expect(screen.getByTestId('file-download')).toBeInTheDocument();
  });

  it('says the same for a file that is not there and one the viewer may not open (the server answers 404 for both)', async () => {
    await openFile([() => json(404, { error: 'NotFound', message: 'File not found' })]);
    expect(await screen.findByTestId('file-missing')).toHaveTextContent('This file does not exist, or you may not open it.');
    expect(screen.queryByTestId('file-retry')).toBeNull();
    expect(screen.getByTestId('file-home')).toHaveAttribute('href', '/');
  });

  it('offers to try again after a failure, and shows the file when it answers', async () => {
    const fetchMock = await openFile([() => json(503, { error: 'Unavailable', message: 'down' }), () => json(200, record())]);
    expect(await screen.findByTestId('file-failed')).toHaveTextContent('The file could not be loaded.');
    fireEvent.click(screen.getByTestId('file-retry'));
    await waitFor(() => expect(screen.getByTestId('file-name')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
