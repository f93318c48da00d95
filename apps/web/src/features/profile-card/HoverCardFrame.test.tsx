import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HoverCardFrame } from './HoverCardFrame';
import { ProfileCardContent, ProfileCardSkeleton } from './ProfileCardContent';
import { HOVER_CARD_CLOSE_DELAY_MS, useHoverCardState, type HoverCardState } from './useHoverCardState';

function Harness({ content }: { content: 'card' | 'loading' | 'error' }) {
  const state = useHoverCardState();
  const card = { _id: 'u1', fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', avatar: null, cover: null, timezone: 'Europe/London', role: { label: 'Mentor', roleType: 'Mentor' as const }, startups: [{ _id: 's1', name: 'Orbital Labs', people: [] }] };
  const node = content === 'error' ? null : content === 'loading' ? <ProfileCardSkeleton /> : <ProfileCardContent card={card} />;
  return <HoverCardFrame state={state} target={<span>Ada</span>} content={node} />;
}

describe('profile hover card (CHR-44, CHR-45)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the close delay is 500 ms', () => {
    expect(HOVER_CARD_CLOSE_DELAY_MS).toBe(500);
    const { result } = renderHook(() => useHoverCardState());
    act(() => result.current.open());
    expect(result.current.opened).toBe(true);
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.opened).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.opened).toBe(false);
  });

  it('re-entering before the delay keeps it open', () => {
    const { result } = renderHook<HoverCardState, unknown>(() => useHoverCardState());
    act(() => result.current.open());
    act(() => result.current.scheduleClose());
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.open());
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.opened).toBe(true);
  });

  it('opens on hover with name, role, timezone and startups; closes 500 ms after the pointer leaves', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <Harness content="card" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('profile-card')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('hover-card-target'));
    expect(screen.getByTestId('profile-card').textContent).toContain('Ada Lovelace');
    expect(screen.getByTestId('profile-card').textContent).toContain('Mentor');
    expect(screen.getByTestId('profile-card').textContent).toContain('Europe/London');
    expect(screen.getByTestId('profile-card').textContent).toContain('Orbital Labs');
    // The card leads to the person's whole profile.
    expect(screen.getByTestId('profile-card-open').getAttribute('href')).toBe('/profile/u1');
    fireEvent.mouseLeave(screen.getByTestId('hover-card-target'));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId('profile-card')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('profile-card')).toBeNull();
  });

  it('shows placeholders while loading and nothing on error', async () => {
    const { unmount } = await renderWithProviders(<Harness content="loading" />);
    fireEvent.mouseEnter(screen.getByTestId('hover-card-target'));
    expect(screen.getByTestId('profile-card-loading')).toBeTruthy();
    unmount();
    await renderWithProviders(<Harness content="error" />);
    fireEvent.mouseEnter(screen.getByTestId('hover-card-target'));
    expect(screen.queryByTestId('profile-card')).toBeNull();
    expect(screen.queryByTestId('profile-card-loading')).toBeNull();
    expect(document.querySelector('.mantine-Popover-dropdown')).toBeNull();
  });
});
