import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, HSTS_VALUE, registerSecurityHeaders } from './security-headers.js';
import { registerTlsDetection } from './tls.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(production: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await registerSecurityHeaders(app, { production });
  registerTlsDetection(app, { trustProxy: true, publicUrl: 'http://localhost:3000' });
  // A hook that refuses the request before any route (as the tenancy hook does): its answer has the headers too.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/refused') await reply.code(403).send({ error: 'InvalidIncubator' });
  });
  app.get('/graphql', async (request, reply) =>
    String(request.headers.accept).includes('text/html') ? reply.type('text/html').send('<html>GraphiQL</html>') : { data: null },
  );
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<html></html>'));
  app.get('/sso', async (_request, reply) => reply.header('referrer-policy', 'no-referrer').send('ok'));
  await app.ready();
  return app;
}

describe('security headers (helmet + per-request rules)', () => {
  it('the same policy as before, directive for directive: nothing that allows eval or inline script, no defaults slipped in', () => {
    expect(CONTENT_SECURITY_POLICY.split(';')).toEqual([
      "default-src 'self'",
      "img-src 'self' data: https:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self' ws: wss:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src|upgrade-insecure-requests/);
  });

  it('every answer: CSP, referrer policy, nosniff, frame denial, opener isolation; no HSTS over plain HTTP, nothing else', async () => {
    const app = await appWith(true);
    for (const url of ['/page', '/graphql', '/nope', '/refused']) {
      const { headers } = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['strict-transport-security']).toBeUndefined();
      // Exactly these: none of helmet's other defaults.
      expect(Object.keys(headers).filter((name) => !['content-type', 'content-length', 'date', 'connection'].includes(name)).sort()).toEqual([
        'content-security-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-frame-options',
      ]);
    }
  });

  it('HSTS only over TLS (here a trusted proxy says https)', async () => {
    const app = await appWith(true);
    const secure = await app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('GraphiQL outside production has no CSP (its bundle comes from a CDN); its JSON answers and production keep it', async () => {
    const dev = await appWith(false);
    expect((await dev.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })).headers['content-security-policy']).toBeUndefined();
    expect((await dev.inject({ method: 'GET', url: '/graphql', headers: { accept: 'application/json' } })).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect((await dev.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const prod = await appWith(true);
    expect((await prod.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('a route that sets a stricter header of its own keeps it (the SSO redirects: no referrer at all)', async () => {
    const app = await appWith(true);
    expect((await app.inject({ method: 'GET', url: '/sso' })).headers['referrer-policy']).toBe('no-referrer');
  });
});
