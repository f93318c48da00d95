/**
 * Every REST route states its access rule (D-106): the app refuses to start with a route that has none, each route's
 * rule runs before its handler, and the rules are listed in test/__snapshots__/route-rules.txt — a diff there is a
 * permission change, reviewed as such (update with `-u`, like the permission snapshot of the GraphQL root fields).
 */
import Fastify, { type RouteOptions } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { declaredRouteAccess, requireRouteAccessRules } from '../../src/http/route-access.js';
import { authenticated, describeAccess } from '../../src/modules/permissions/access-rule.js';
import { closeTestDatabase, DEMO, json, testDatabase } from '../support/helpers.js';

const STATIC_FILES = /^\/(brand\/|assets\/)?\*$/;

afterAll(async () => {
  await closeTestDatabase();
});

describe('REST route rules', () => {
  it('every route of the app states a rule, and the list equals the committed snapshot', async () => {
    const { db } = await testDatabase();
    const config = testConfig({ benchRawRoute: true });
    const routes: string[] = [];
    const app = await buildApp({
      config,
      db,
      logger: pino({ level: 'silent' }),
      onRoute: (route: RouteOptions) => {
        const rule = declaredRouteAccess(route);
        // @fastify/static's routes (seeded logos; the built web app in production) come before the access hook.
        const text = rule ? describeAccess(rule) : STATIC_FILES.test(route.url) ? 'static files (http/static.ts)' : 'MISSING';
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}: ${text}`);
      },
    });
    await app.ready();
    try {
      expect(routes.length).toBeGreaterThan(15);
      expect(routes.filter((r) => r.endsWith(': MISSING'))).toEqual([]);
      await expect(`${[...new Set(routes)].sort().join('\n')}\n`).toMatchFileSnapshot('../__snapshots__/route-rules.txt');
      // The rule runs before the handler reads the body: a signed-out caller is refused, not told what is wrong with it.
      const res = await app.inject({ method: 'PUT', url: '/user', headers: { host: DEMO, 'content-type': 'application/json' }, payload: '{"user":{"firstName":""}}' });
      expect(res.statusCode).toBe(401);
      expect(json<{ error: string }>(res).error).toBe('AuthenticationRequiredError');
    } finally {
      await app.close();
    }
  });

  it('a route without a rule stops the app from starting', async () => {
    const app = Fastify();
    requireRouteAccessRules(app);
    app.get('/with-rule', { config: { access: authenticated() } }, async () => 'ok');
    expect(() => app.get('/no-rule', async () => 'ok')).toThrow(/GET \/no-rule has no access rule/);
    await app.close();
  });
});
