import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../storage/tokenStore';
import { createApolloClient } from './client';
import { loadingCounter } from './loadingCounter';

type FetchArgs = [input: string | URL | Request, init?: RequestInit];

function okResponse(data: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fetch whose answers the test releases one by one, recording every request. */
function controlledFetch() {
  const calls: FetchArgs[] = [];
  const pending: Array<(response: Response) => void> = [];
  const fetchMock = vi.fn((...args: FetchArgs) => {
    calls.push(args);
    return new Promise<Response>((resolve) => pending.push(resolve));
  });
  return {
    fetchMock,
    calls,
    answerNext: (data: Record<string, unknown>) => pending.shift()?.(okResponse(data)),
  };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

const PROBE = gql`
  query ProbeTransport {
    probe
  }
`;
const SAVE = gql`
  mutation SaveProbe {
    saveProbe
  }
`;

describe('GraphQL transport (TRN-02..04)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends every operation to /graphql with its operation name as the operationName query parameter (TRN-02)', async () => {
    const fetchMock = vi.fn(async (..._args: FetchArgs) => okResponse({ probe: 'ok', saveProbe: true }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createApolloClient();
    await client.query({ query: PROBE });
    await client.mutate({ mutation: SAVE });
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.href));
    expect(urls.map((u) => u.pathname)).toEqual(['/graphql', '/graphql']);
    expect(urls.map((u) => u.searchParams.get('operationName'))).toEqual(['ProbeTransport', 'SaveProbe']);
  });

  it('carries "Authorization: Bearer <token>" while signed in, none when signed out, and always the preflight header (TRN-03, TRN-04)', async () => {
    const fetchMock = vi.fn(async (..._args: FetchArgs) => okResponse({ probe: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    tokenStore.set('token-abc');
    const client = createApolloClient();
    await client.query({ query: PROBE, fetchPolicy: 'network-only' });
    tokenStore.clear();
    await client.query({ query: PROBE, fetchPolicy: 'network-only' });
    const [signedIn, signedOut] = fetchMock.mock.calls.map(([, init]) => headersOf(init));
    expect(signedIn?.authorization).toBe('Bearer token-abc');
    expect(signedOut?.authorization).toBeUndefined();
    expect(signedIn?.['apollo-require-preflight']).toBe('true');
    expect(signedOut?.['apollo-require-preflight']).toBe('true');
  });
});

/** D1 §7.1's named operations, as the app names them. */
const NAMED_OPERATIONS = [
  'CreateApplicant',
  'ConfirmAccount',
  'CreateForm',
  'PublishForm',
  'CreateCoachingSession',
  'DeleteTimelineNote',
  'DeleteTimelineComment',
  'ConfirmIncubatorEmail',
  'DeleteUnconfirmedEmail',
  'CategoryUpdate',
  'ExportMetricReport',
  'FindOrCreateFunnelInstructionEmail',
];

describe('global loading counter (TRN-12)', () => {
  let server: ReturnType<typeof controlledFetch>;
  beforeEach(() => {
    server = controlledFetch();
    vi.stubGlobal('fetch', server.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function countWhileRunning(run: () => Promise<unknown>, data: Record<string, unknown>): Promise<number[]> {
    const before = loadingCounter.get();
    const done = run();
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    const during = loadingCounter.get();
    server.answerNext(data);
    await done;
    server.calls.length = 0;
    return [before, during, loadingCounter.get()];
  }

  it('rises while any mutation runs and falls back when it ends', async () => {
    const client = createApolloClient();
    expect(await countWhileRunning(() => client.mutate({ mutation: SAVE }), { saveProbe: true })).toEqual([0, 1, 0]);
  });

  it('rises while each named operation runs, even sent as a query', async () => {
    const client = createApolloClient();
    for (const name of NAMED_OPERATIONS) {
      const query = gql(`query ${name} { probe }`);
      expect(await countWhileRunning(() => client.query({ query, fetchPolicy: 'network-only' }), { probe: name }), name).toEqual([0, 1, 0]);
    }
  });

  it('stays at 0 for other queries and for the background session heartbeat', async () => {
    const client = createApolloClient();
    expect(await countWhileRunning(() => client.query({ query: PROBE }), { probe: 'ok' })).toEqual([0, 0, 0]);
    const heartbeat = gql`
      mutation UpsertSession {
        upsertSession
      }
    `;
    expect(await countWhileRunning(() => client.mutate({ mutation: heartbeat }), { upsertSession: true })).toEqual([0, 0, 0]);
  });
});
