import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import AlertHost from './AlertHost';
import { alerts, alertStore, toast } from './alertStore';

afterEach(() => {
  act(() => alertStore.clear());
  vi.useRealTimers();
});

describe('alert host (ACC-05..07)', () => {
  it('shows the four alert types, each closing after 7000 ms', async () => {
    await renderWithProviders(<AlertHost />);
    vi.useFakeTimers();
    act(() => {
      alerts.error('Could not save');
      alerts.information('Heads up');
      alerts.success('Saved');
      alerts.warning('Careful');
    });
    const shown = screen.getAllByTestId('alert');
    expect(shown.map((a) => a.getAttribute('data-type'))).toEqual(['error', 'information', 'success', 'warning']);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getAllByTestId('alert')).toHaveLength(4);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('alert')).toEqual([]);
  });

  it('a toast closes after 10 s, or at once with its close button', async () => {
    await renderWithProviders(<AlertHost />);
    vi.useFakeTimers();
    act(() => {
      toast('success', 'first');
      toast('information', 'second');
    });
    const [first] = screen.getAllByTestId('toast');
    fireEvent.click(within(first!).getByRole('button', { name: 'Close' }));
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([expect.stringContaining('second')]);
    act(() => vi.advanceTimersByTime(9999));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toEqual([]);
  });

  it('a toast with an action: clicking its message runs it and closes the toast', async () => {
    await renderWithProviders(<AlertHost />);
    const onClick = vi.fn();
    act(() => void toast('information', 'Maya commented on Solarly', { title: 'New notification', onClick }));
    const shown = screen.getByTestId('toast');
    expect(shown).toHaveTextContent('New notification');
    fireEvent.click(within(shown).getByRole('button', { name: 'Maya commented on Solarly' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
