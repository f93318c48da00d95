import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../navigation';
import { sessionIdStore, tokenStore } from '../storage/tokenStore';
import { LOGGED_OUT_SIGNAL, logout, onTokenStorageEvent } from './logout';

describe('token changed in another tab (AUTH-10)', () => {
  const actions = () => ({ logout: vi.fn(), reload: vi.fn() });
  it('cleared there → local logout', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'token', oldValue: 't1', newValue: null }, a);
    expect(a.logout).toHaveBeenCalled();
    expect(a.reload).not.toHaveBeenCalled();
  });
  it('changed there → reload', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'token', oldValue: 't1', newValue: 't2' }, a);
    onTokenStorageEvent({ key: 'token', oldValue: null, newValue: 't2' }, a);
    expect(a.reload).toHaveBeenCalledTimes(2);
    expect(a.logout).not.toHaveBeenCalled();
  });
  it('other keys are ignored', () => {
    const a = actions();
    onTokenStorageEvent({ key: 'sessionId', oldValue: 's1', newValue: null }, a);
    expect(a.logout).not.toHaveBeenCalled();
    expect(a.reload).not.toHaveBeenCalled();
  });
});

describe('user logout (GAP-45)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls logoutSession(sessionId) before clearing storage, then broadcasts "loggedOut" on a BroadcastChannel', async () => {
    const order: string[] = [];
    const graphqlBodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        order.push(`fetch ${url} (token ${tokenStore.get() ?? 'gone'})`);
        if (url.startsWith('/graphql')) graphqlBodies.push(JSON.parse(String(init.body)));
        return new Response('{"data":{"logoutSession":true}}', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const posted: Array<{ channel: string; message: unknown }> = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor(private readonly name: string) {}
        postMessage(message: unknown): void {
          order.push('broadcast');
          posted.push({ channel: this.name, message });
        }
        close(): void {}
      },
    );
    registerNavigator((to) => order.push(`navigate ${to}`));
    tokenStore.set('t1');
    sessionIdStore.set('s1');
    sessionStorage.setItem('draft', 'x');

    await logout();

    expect(graphqlBodies).toEqual([
      expect.objectContaining({ operationName: 'LogoutSession', variables: { sessionId: 's1' }, query: expect.stringContaining('logoutSession(sessionId: $sessionId)') }),
    ]);
    expect(order[0]).toBe('fetch /graphql?operationName=LogoutSession (token t1)');
    expect(order.indexOf('navigate /login')).toBeGreaterThan(0);
    expect(order[order.length - 1]).toBe('broadcast');
    expect(posted).toEqual([{ channel: 'hatchery-auth', message: LOGGED_OUT_SIGNAL }]);
    expect(LOGGED_OUT_SIGNAL).toBe('loggedOut');
    expect(tokenStore.get()).toBeNull();
    expect(sessionIdStore.get()).toBeNull();
    expect(sessionStorage.getItem('draft')).toBeNull();
  });

  it('answering another tab’s signal neither ends the server session again nor broadcasts', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const postMessage = vi.fn();
    vi.stubGlobal('BroadcastChannel', class { postMessage = postMessage; close(): void {} });
    registerNavigator(() => undefined);
    tokenStore.set('t1');
    sessionIdStore.set('s1');

    await logout({ broadcast: false, endSession: false });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/auth/logout']);
    expect(postMessage).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });
});
