import { gql } from '@apollo/client';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisconnectedBanner } from '../../app/connection/DisconnectedBanner';
import { renderWithProviders } from '../../test/renderWithProviders';
import { createApolloClient } from './client';
import { connectionState } from './connectionState';

const PROBE = gql`
  query ConnectionProbe {
    probe
  }
`;

describe('connection state (TRN-11)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    connectionState.set(true);
  });

  it('a network failure marks the app disconnected (banner shown); the next success marks it connected again', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { probe: 'ok' } }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await renderWithProviders(<DisconnectedBanner />);
    expect(screen.queryByTestId('disconnected-banner')).toBeNull();

    const result = createApolloClient().query({ query: PROBE });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(attempts).toBe(1);
    expect(connectionState.get()).toBe(false);
    expect(screen.getByTestId('disconnected-banner')).toHaveTextContent("You are offline. Trying to reconnect…");

    // The retry (3 s or more later) reaches the server.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await expect(result).resolves.toMatchObject({ data: { probe: 'ok' } });
    expect(attempts).toBe(2);
    expect(connectionState.get()).toBe(true);
    expect(screen.queryByTestId('disconnected-banner')).toBeNull();
  });

  it('a server answer, even an error status, counts as connected', async () => {
    connectionState.set(false);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"errors":[{"message":"No"}]}', { status: 400, headers: { 'content-type': 'application/json' } })));
    await expect(createApolloClient().query({ query: PROBE })).rejects.toBeTruthy();
    expect(connectionState.get()).toBe(true);
  });
});
