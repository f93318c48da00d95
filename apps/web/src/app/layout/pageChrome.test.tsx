import { gql } from '@apollo/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalLoadingBar } from './GlobalLoadingBar';
import { createApolloClient } from '../../lib/apollo/client';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ScrollToTop } from './RootLayout';

describe('path changes (RTE-66)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('every path change scrolls the page to the top; staying on the path does not', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/tasks']}>
        <ScrollToTop />
        <Routes>
          <Route path="/tasks" element={<Link to="/events">events</Link>} />
          <Route path="/events" element={<Link to="/events?tab=2">same path</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'events' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'same path' }));
    await act(async () => undefined);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('loading indicator (RTE-67)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows while a counted request is pending and disappears when none is', async () => {
    const answers: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            answers.push(() => resolve(new Response('{"data":{"save":true}}', { status: 200, headers: { 'content-type': 'application/json' } }))),
          ),
      ),
    );
    await renderWithProviders(<GlobalLoadingBar />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const client = createApolloClient();
    const mutation = gql`
      mutation SaveSomething {
        save
      }
    `;
    const first = client.mutate({ mutation });
    const second = client.mutate({ mutation });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => {
      answers[0]?.();
      await first;
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => {
      answers[1]?.();
      await second;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
