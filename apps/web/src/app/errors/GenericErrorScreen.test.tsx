import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GenericErrorScreen } from './GenericErrorScreen';

describe('generic error screen (CHR-35, CHR-36)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the texts of D1 §2.4 verbatim', async () => {
    await renderWithProviders(<GenericErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Oh oh! This is unexpected.' })).toBeInTheDocument();
    for (const text of [
      "An error has occured and we're working to fix the problem!",
      'Please try again later.',
      'If you would like to help, tell us what happened.',
      'Thanks for your patience.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('links to support and reloads the page with "Refresh the page"', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await renderWithProviders(<GenericErrorScreen />);
    expect(screen.getByRole('link', { name: 'If you would like to help, tell us what happened.' }).getAttribute('href')).toMatch(/^mailto:/);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
