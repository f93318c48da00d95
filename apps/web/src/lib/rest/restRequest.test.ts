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
