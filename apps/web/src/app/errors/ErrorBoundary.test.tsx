import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ErrorBoundary } from './ErrorBoundary';

function Crashing(): never {
  throw new Error('cannot read properties of undefined');
}

describe('render crash (ERR-09)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the generic error screen instead of the broken page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <ErrorBoundary>
        <p>before the crash</p>
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oh oh! This is unexpected.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(screen.queryByText('before the crash')).toBeNull();
  });

  it('renders its children when nothing crashes', async () => {
    await renderWithProviders(
      <ErrorBoundary>
        <p>a working page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oh oh! This is unexpected.' })).toBeNull();
  });
});
