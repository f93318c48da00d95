import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('is a named progress bar, so its label is allowed and read', async () => {
    await renderWithProviders(<LoadingIndicator label="Loading things" size="sm" />);
    const indicator = screen.getByRole('progressbar', { name: 'Loading things' });
    expect(indicator.getAttribute('aria-label')).toBe('Loading things');
  });

  it('says "Loading" when the caller names nothing', async () => {
    await renderWithProviders(<LoadingIndicator type="dots" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
