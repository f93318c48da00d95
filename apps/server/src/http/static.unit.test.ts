import { describe, expect, it } from 'vitest';
import { wantsSpaFallback } from './static.js';

describe('wantsSpaFallback', () => {
  it('serves index.html for page navigations only', () => {
    expect(wantsSpaFallback('GET', '/tasks', 'text/html,application/xhtml+xml')).toBe(true);
    expect(wantsSpaFallback('GET', '/', 'text/html')).toBe(true);
    expect(wantsSpaFallback('POST', '/tasks', 'text/html')).toBe(false);
    expect(wantsSpaFallback('GET', '/tasks', 'application/json')).toBe(false);
  });

  it("serves the SPA's own /auth pages (SSO callbacks)", () => {
    for (const path of ['/auth/callback', '/auth/url', '/auth/linkedin', '/auth/linkedin/callback']) {
      expect(wantsSpaFallback('GET', path, 'text/html')).toBe(true);
    }
  });

  it('never for API, GraphQL, websocket, brand and health paths', () => {
    for (const path of ['/graphql', '/subscriptions', '/api/users', '/brand/x.svg', '/healthz', '/readyz']) {
      expect(wantsSpaFallback('GET', path, 'text/html')).toBe(false);
    }
  });
});
