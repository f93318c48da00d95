import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionGate } from '../../lib/session/sessionGate';
import { sessionIdStore } from '../../lib/storage/tokenStore';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MY_SESSIONS, UPSERT_SESSION } from './documents';
import { SessionChoice } from './SessionChoiceScreen';

const logout = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/apollo/logout', () => ({ logout }));

const NOW = new Date('2026-03-01T12:00:00Z');
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const sessionsMock = {
  request: { query: MY_SESSIONS },
  result: {
    data: {
      mySessions: [
        { __typename: 'Session', _id: 's1', status: 'active', userAgent: CHROME_LINUX, lastActivityAt: '2026-03-01T11:55:00Z', createdAt: '2026-02-01T00:00:00Z', current: false },
        { __typename: 'Session', _id: 's2', status: 'active', userAgent: SAFARI_IPHONE, lastActivityAt: '2026-02-28T12:00:00Z', createdAt: '2026-02-01T00:00:00Z', current: false },
      ],
    },
  },
};

async function renderChoice(mocks: unknown[]) {
  await renderWithProviders(
    <MockedProvider mocks={mocks as never[]}>
      <SessionChoice now={() => NOW} />
    </MockedProvider>,
  );
  await screen.findAllByTestId('session-option');
}

describe('session choice screen (AUTH-17, AUTH-18, GAP-02)', () => {
  beforeEach(() => {
    logout.mockClear();
    sessionGate.set('choice');
  });

  it('lists each session with a friendly device label and its last activity', async () => {
    await renderChoice([sessionsMock]);
    const options = screen.getAllByTestId('session-option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Chrome on Linux');
    expect(options[0]).toHaveTextContent('Last active 5 minutes ago');
    expect(options[1]).toHaveTextContent('Safari on iOS');
    expect(options[1]).toHaveTextContent('Last active yesterday');
    expect(screen.getByTestId('session-choice-continue')).toBeDisabled();
  });

  it('Cancel logs out', async () => {
    await renderChoice([sessionsMock]);
    await userEvent.click(screen.getByTestId('session-choice-cancel'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('Continue replaces the chosen session, stores the new id and lets the app through', async () => {
    const replace = {
      request: { query: UPSERT_SESSION, variables: { replaceSessionId: 's2' } },
      result: { data: { upsertSession: { __typename: 'Session', _id: 'new-session', status: 'active' } } },
    };
    await renderChoice([sessionsMock, replace]);
    await userEvent.click(screen.getAllByTestId('session-option')[1] as HTMLElement);
    await userEvent.click(screen.getByTestId('session-choice-continue'));
    await waitFor(() => expect(sessionGate.get()).toBe('ok'));
    expect(sessionIdStore.get()).toBe('new-session');
    expect(logout).not.toHaveBeenCalled();
  });

  it('a failed replacement shows the generic error text and keeps the screen', async () => {
    const failing = {
      request: { query: UPSERT_SESSION, variables: { replaceSessionId: 's1' } },
      result: { errors: [new GraphQLError('Session not found', { extensions: { code: 'SomethingElse' } })] },
    };
    await renderChoice([sessionsMock, failing]);
    await userEvent.click(screen.getAllByTestId('session-option')[0] as HTMLElement);
    await userEvent.click(screen.getByTestId('session-choice-continue'));
    expect(await screen.findByTestId('session-choice-error')).toHaveTextContent('Session not found');
    expect(sessionGate.get()).toBe('choice');
  });
});
