import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DownloadFormPage } from './DownloadFormPage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/download/forms/:uuid (D-222)', () => {
  it('starts the PDF download by itself, once, and keeps the button as a fallback', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    // StrictMode runs the effect twice in development: the download must still start once.
    await renderWithProviders(
      <StrictMode>
      <MemoryRouter initialEntries={['/download/forms/3f1c2a9e-0000-4000-8000-000000000001']}>
        <Routes>
          <Route path="/download/forms/:uuid" element={<DownloadFormPage />} />
        </Routes>
      </MemoryRouter>
      </StrictMode>,
    );
    expect(clicked).toEqual(['/api/forms/download/3f1c2a9e-0000-4000-8000-000000000001']);
    expect(screen.getByTestId('download-form-started')).toHaveTextContent('The download has started');
    const button = screen.getByTestId('download-form-pdf');
    expect(button).toHaveAttribute('href', '/api/forms/download/3f1c2a9e-0000-4000-8000-000000000001');
    expect(clicked).toHaveLength(1);
  });
});
