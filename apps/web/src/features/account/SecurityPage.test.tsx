import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo/client';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SecurityPage } from './SecurityPage';

vi.mock('../../lib/apollo/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

type FetchArgs = [input: string | URL | Request, init?: RequestInit];

/**
 * The server's answer to a throttled password change (D-85): HTTP 429 with Retry-After, the body a GraphQL result
 * in the media type Apollo Client asks for.
 */
function rateLimitedResponse(): Response {
  const body = { errors: [{ message: 'Too many attempts. Try again in 4 seconds.', extensions: { code: 'RateLimited', retryAfterSeconds: 4, locked: false } }], data: null };
  return new Response(JSON.stringify(body), { status: 429, headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', 'retry-after': '4' } });
}

function operationOf([input]: FetchArgs): string | null {
  return new URL(String(input), window.location.href).searchParams.get('operationName');
}

describe('security page: change password (D-85)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a rate-limited change shows the translated RateLimited text at once — the 429 is neither retried nor a generic error', async () => {
    const fetchMock = vi.fn(async (...args: FetchArgs) =>
      operationOf(args) === 'ChangePassword'
        ? rateLimitedResponse()
        : new Response(JSON.stringify({ data: { mySessions: [] } }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(
      <ApolloProvider client={createApolloClient()}>
        <SecurityPage />
      </ApolloProvider>,
    );
    await userEvent.type(screen.getByTestId('change-password-current'), 'not-my-password');
    await userEvent.type(screen.getByTestId('change-password-new'), 'Quartz-Lantern-77');
    await userEvent.click(screen.getByTestId('change-password-submit'));

    await waitFor(() => expect(screen.getByTestId('change-password-error')).toHaveTextContent('Too many attempts. Please wait a moment and try again.'));
    expect(fetchMock.mock.calls.filter((call) => operationOf(call) === 'ChangePassword')).toHaveLength(1);
  });
});
