import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../storage/tokenStore';
import { restRequest } from './restRequest';

describe('REST calls (TRN-03)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carry the stored token as a bearer authorization header, and none when signed out', async () => {
    const fetchMock = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    tokenStore.set('token-rest');
    await restRequest('GET', '/api/attachments');
    tokenStore.clear();
    await restRequest('GET', '/api/attachments');
    const [signedIn, signedOut] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(signedIn?.get('authorization')).toBe('Bearer token-rest');
    expect(signedOut?.has('authorization')).toBe(false);
  });
});

describe('REST results (TRN-23)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('use the response body as the result', async () => {
    const body = { token: 'abc', nested: { list: [1, 2] } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
    const result = await restRequest<typeof body>('POST', '/auth/local', { body: { email: 'a@b.c', password: 'x' } });
    expect(result).toEqual({ ok: true, status: 200, data: body });
  });

  it('an empty success body is null; a failure carries the server’s error code and message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    expect(await restRequest('POST', '/auth/logout')).toEqual({ ok: true, status: 204, data: null });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'InvalidCredentials', message: 'Invalid email or password' }), { status: 401 })));
    expect(await restRequest('POST', '/auth/local', { body: {} })).toEqual({
      ok: false,
      status: 401,
      code: 'InvalidCredentials',
      message: 'Invalid email or password',
      network: false,
    });
  });

  it('a network failure is reported as such, with no status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await restRequest('GET', '/api/attachments')).toEqual({ ok: false, status: 0, code: null, message: null, network: true });
  });
});
