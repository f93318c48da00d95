import { MantineProvider, Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

function Dialog({ opened }: { opened: boolean }) {
  return (
    <MantineProvider theme={theme}>
      <Modal opened={opened} onClose={() => undefined} title="Delete task">
        Are you sure?
      </Modal>
    </MantineProvider>
  );
}

describe('modals (LOC-16)', () => {
  afterEach(() => vi.useRealTimers());

  it('close with a 300 ms animation: still shown just before, gone once it has run', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Dialog opened />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    rerender(<Dialog opened={false} />);
    await act(() => vi.advanceTimersByTimeAsync(290));
    expect(screen.queryByRole('dialog', { name: 'Delete task' })).toBeInTheDocument();
    // Mantine starts the timer two animation frames (~32 ms) after the close.
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(screen.queryByRole('dialog', { name: 'Delete task' })).toBeNull();
  });
});
