import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n/i18n';
import { renderWithProviders } from '../test/renderWithProviders';
import { Clock } from './Clock';

describe('clock widget (LOC-14)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the time as hh:mm A by default and refreshes every 1000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2024, 4, 20, 14, 5, 59, 500));
    await renderWithProviders(<Clock />);
    expect(screen.getByTestId('clock')).toHaveTextContent('02:05 PM');
    await act(() => vi.advanceTimersByTimeAsync(999));
    // 14:06:00.499 has come, but the clock only looks once a second.
    expect(screen.getByTestId('clock')).toHaveTextContent('02:05 PM');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('clock')).toHaveTextContent('02:06 PM');
  });

  it('takes another format when given one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2024, 4, 20, 9, 7));
    await renderWithProviders(<Clock format="HH:mm" />);
    expect(screen.getByTestId('clock')).toHaveTextContent('09:07');
  });

  it('writes AM/PM in the reader’s language: an Arabic page reads ص/م, not AM/PM', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2024, 4, 20, 14, 5));
    await renderWithProviders(<span />);
    try {
      await i18n.changeLanguage('ar');
      await renderWithProviders(<Clock />);
      // The wording arrives as a small chunk; until then the clock reads in English.
      await vi.waitFor(() => expect(screen.getByTestId('clock')).toHaveTextContent('02:05 م'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
