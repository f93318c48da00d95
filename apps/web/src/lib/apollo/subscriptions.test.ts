// @vitest-environment-options {"url": "https://acme.hatchery.example/tasks"}
import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../storage/tokenStore';
import { createApolloClient } from './client';

interface CloseLike {
  code: number;
  reason: string;
  wasClean: boolean;
}

/** A browser WebSocket stand-in: the first socket opens and records what is sent; every socket then drops (1006). */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static opened: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: CloseLike) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.opened.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
    setTimeout(() => this.drop(), 10);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = FakeSocket.CLOSED;
  }

  drop(): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
}

const TASKS_UPDATED = gql`
  subscription ProbeUpdates {
    probeUpdated
  }
`;

describe('websocket subscriptions (TRN-07, TRN-08)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeSocket.opened = [];
  });

  it('connects to wss://<host>/subscriptions sending sessionId, the incubator (first host label), the user agent and the token (TRN-07)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    tokenStore.set('token-xyz');
    localStorage.setItem('sessionId', 'session-42');
    const client = createApolloClient();
    const sub = client.subscribe({ query: TASKS_UPDATED }).subscribe({ error: () => undefined });
    await vi.advanceTimersByTimeAsync(5);
    const socket = FakeSocket.opened[0];
    expect(socket?.url).toBe('wss://acme.hatchery.example/subscriptions');
    const init = JSON.parse(socket?.sent[0] ?? '{}') as { type?: string; payload?: Record<string, unknown> };
    expect(init.type).toBe('connection_init');
    expect(init.payload).toEqual({
      sessionId: 'session-42',
      incubator: 'acme',
      userAgent: navigator.userAgent,
      authToken: 'token-xyz',
    });
    sub.unsubscribe();
  });

  it('reconnects up to 10 times after the connection drops, then gives up (TRN-08)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const client = createApolloClient();
    const error = vi.fn();
    // Apollo Client 4 delivers a subscription's failure as a result carrying `error`.
    const sub = client.subscribe({ query: TASKS_UPDATED }).subscribe({
      next: (result) => {
        if (result.error) error(result.error);
      },
      error,
    });
    // graphql-ws waits a randomised, doubling delay between attempts (about 17 minutes for ten); let it all pass.
    for (let i = 0; i < 40 && error.mock.calls.length === 0; i++) await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(1 + 10);
    expect(error).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(FakeSocket.opened).toHaveLength(11);
    sub.unsubscribe();
  });
});
