import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionState } from '../../lib/apollo/connectionState';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DisconnectedBanner } from './DisconnectedBanner';

describe('disconnected banner (GAP-43)', () => {
  afterEach(() => act(() => connectionState.set(true)));

  it('a non-blocking status banner shows while disconnected; the page beneath stays usable', async () => {
    const onSave = vi.fn();
    await renderWithProviders(
      <>
        <button type="button" onClick={onSave}>
          Save
        </button>
        <DisconnectedBanner />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    act(() => connectionState.set(false));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline. Trying to reconnect…');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toHaveStyle({ pointerEvents: 'none' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);

    act(() => connectionState.set(true));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
