import { describe, expect, it } from 'vitest';
import { parseCallbackHash } from './callbackHash';
import { decideLoginMode, ssoInUse, ssoStartUrl } from './sso';

const conn = (id: string) => ({ id, protocol: 'oidc', provider: 'generic', name: `Connection ${id}` });

describe('SSO login decision (RTE-02, AUTH-04, GAP-12)', () => {
  it('no SSO, or SSO without a connection → the password form', () => {
    expect(decideLoginMode(null)).toEqual({ kind: 'form' });
    expect(decideLoginMode({ enabled: false, organization: null, oauthConnections: [conn('a')] })).toEqual({ kind: 'form' });
    expect(decideLoginMode({ enabled: true, organization: 'x', oauthConnections: [] })).toEqual({ kind: 'form' });
  });
  it('exactly one connection → straight to it', () => {
    expect(decideLoginMode({ enabled: true, organization: 'x', oauthConnections: [conn('a')] })).toEqual({
      kind: 'redirect',
      connection: conn('a'),
    });
  });
  it('several → one button each', () => {
    const mode = decideLoginMode({ enabled: true, organization: 'x', oauthConnections: [conn('a'), conn('b')] });
    expect(mode).toEqual({ kind: 'choose', connections: [conn('a'), conn('b')] });
    expect(ssoInUse({ enabled: true, organization: 'x', oauthConnections: [conn('a'), conn('b')] })).toBe(true);
  });
  it('the start URL carries the return path', () => {
    expect(ssoStartUrl('a b', '/tasks?x=1')).toBe('/api/sso/a%20b/start?returnTo=%2Ftasks%3Fx%3D1');
  });
});

describe('/auth/callback hash (CHR-37, ERR-08)', () => {
  it('token and return path', () => {
    expect(parseCallbackHash('#token=abc&returnTo=%2Ftasks')).toEqual({ kind: 'token', token: 'abc', returnTo: '/tasks' });
  });
  it('an outside return path falls back to /', () => {
    expect(parseCallbackHash('#token=abc&returnTo=https://evil.test')).toEqual({ kind: 'token', token: 'abc', returnTo: '/' });
  });
  it('an error message', () => {
    expect(parseCallbackHash('#error=Access%20denied')).toEqual({ kind: 'error', message: 'Access denied' });
  });
  it('nothing usable', () => {
    expect(parseCallbackHash('')).toEqual({ kind: 'invalid' });
  });
});
