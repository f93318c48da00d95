/**
 * Issue 11 item 4: a client's mistake is not a server fault. Validation, not-found, forbidden, signed-out, rate-limit
 * and bad-JSON answers leave no error-level line (pino level ≥ 50) and no stack trace in the log, on REST and GraphQL
 * alike; a real fault (a plain Error from a route, a failing database under a resolver) leaves exactly one error line.
 */
import { Writable } from 'node:stream';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { closeTestDatabase, DEMO, login, testDatabase } from '../support/helpers.js';

interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

/** Set by a test: the next database transaction of a tenant fails like a lost connection would. */
let failTenantQueries = false;

let app: FastifyInstance;
let adminToken: string;
let cofounderToken: string;

beforeAll(async () => {
  const { db } = await testDatabase();
  const failing: Database = {
    ...db,
    tenant: (incubatorId, fn) => (failTenantQueries ? Promise.reject(new Error('connection terminated unexpectedly')) : db.tenant(incubatorId, fn)),
  };
  // debug, not info: even the quietest lines must carry no stack for a client's mistake.
  app = await buildApp({ config: testConfig(), db: failing, logger: pino({ level: 'debug' }, memory) });
  app.get('/api/test-fault', async () => {
    throw new Error('a bug in a route');
  });
  await app.ready();
  adminToken = await login(app, DEMO, 'admin@demo.test');
  cofounderToken = await login(app, DEMO, 'cofounder@demo.test');
});

afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

beforeEach(() => {
  failTenantQueries = false;
  lines.length = 0;
});

function graphql(query: string, options: { token?: string; variables?: Record<string, unknown> } = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      host: DEMO,
      'content-type': 'application/json',
      [PREFLIGHT_HEADER]: 'true',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: JSON.stringify({ query, variables: options.variables }),
  });
}

function codes(response: LightMyRequestResponse): string[] {
  const body = JSON.parse(response.body) as { error?: string; errors?: Array<{ extensions?: { code?: string } }> };
  return body.errors ? body.errors.map((e) => e.extensions?.code ?? '') : [body.error ?? ''];
}

function errorLines(): LogLine[] {
  return lines.filter((line) => line.level >= 50);
}

function linesWithStack(): LogLine[] {
  return lines.filter((line) => JSON.stringify(line).includes('"stack"'));
}

/** Waits for pino's asynchronous write of the last lines. */
async function flushed(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
}

describe('client mistakes are logged below error level, without a stack', () => {
  it('GraphQL: validation (a resolver rule, an unstorable variable, a bad DateTime), not found, forbidden, signed out', async () => {
    const answers = [
      await graphql('mutation { createIndustry(name: "") { _id } }', { token: adminToken }),
      await graphql('mutation ($n: String!) { createIndustry(name: $n) { _id } }', { token: adminToken, variables: { n: 'a\u0000b' } }),
      await graphql('mutation ($t: DateTime) { recordNotificationsLastSeen(timestamp: $t) }', { token: adminToken, variables: { t: 'NaN' } }),
      await graphql('{ role(id: "00000000-0000-4000-8000-000000000000") { _id } }', { token: adminToken }),
      await graphql('mutation { createIndustry(name: "Forbidden fruit") { _id } }', { token: cofounderToken }),
      await graphql('{ notifications { unreadCount } }'),
    ];
    expect(answers.map(codes)).toEqual([
      ['ValidationError'],
      ['ValidationError'],
      ['ValidationError'],
      ['NotFound'],
      ['Forbidden'],
      ['AuthenticationRequiredError'],
    ]);
    await flushed();
    expect(lines.length).toBeGreaterThan(0);
    expect(errorLines()).toEqual([]);
    expect(linesWithStack()).toEqual([]);
    // Logged, at info, with the code: an operator can still count them.
    expect(lines.filter((line) => line.level === 30 && line.errorCode === 'Forbidden')).toHaveLength(1);
  });

  it('REST: validation, not found, signed out, unknown route, bad JSON, unstorable text, a broken URL', async () => {
    const auth = { host: DEMO, authorization: `Bearer ${adminToken}` };
    const answers = [
      await app.inject({ method: 'PUT', url: '/user', headers: auth, payload: { user: { firstName: '' } } }),
      await app.inject({ method: 'GET', url: '/api/attachments/00000000-0000-4000-8000-000000000000', headers: auth }),
      await app.inject({ method: 'PUT', url: '/user', headers: { host: DEMO }, payload: { user: { firstName: 'Ada' } } }),
      await app.inject({ method: 'GET', url: '/api/nope', headers: auth }),
      await app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO, 'content-type': 'application/json' }, payload: '{"email":' }),
      await app.inject({ method: 'PUT', url: '/user', headers: auth, payload: { user: { firstName: 'A\u0000da' } } }),
      await app.inject({ method: 'GET', url: '/api/invitations/%ED%A0%80', headers: { host: DEMO } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 404, 401, 404, 400, 400, 400]);
    expect(answers.map(codes)).toEqual([['BadRequest'], ['NotFound'], ['AuthenticationRequiredError'], ['NotFound'], ['BadRequest'], ['ValidationError'], ['BadRequest']]);
    await flushed();
    expect(errorLines()).toEqual([]);
    expect(linesWithStack()).toEqual([]);
  });

  it('REST: too many sign-in attempts (429) is a warning, not an error', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 10 && response?.statusCode !== 429; attempt += 1) {
      response = await app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO }, payload: { email: 'admin@demo.test', password: 'not the password' } });
    }
    expect(response?.statusCode).toBe(429);
    await flushed();
    expect(errorLines()).toEqual([]);
    expect(linesWithStack()).toEqual([]);
  });
});

describe('a real fault is one error line', () => {
  it('a route throwing a plain Error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-fault', headers: { host: DEMO } });
    expect(response.statusCode).toBe(500);
    await flushed();
    expect(errorLines()).toHaveLength(1);
    expect(JSON.stringify(errorLines()[0])).toContain('a bug in a route');
  });

  it('a resolver whose database fails', async () => {
    // The viewer is remembered from this first call (viewer cache), so only the resolver's own query fails next.
    expect(codes(await graphql('{ notifications { unreadCount } }', { token: adminToken }))).toEqual(['']);
    lines.length = 0;
    failTenantQueries = true;
    const response = await graphql('{ notifications { unreadCount } }', { token: adminToken });
    expect(codes(response)).toEqual(['INTERNAL_SERVER_ERROR']);
    expect(response.body).not.toContain('connection terminated');
    await flushed();
    expect(errorLines()).toHaveLength(1);
    expect(JSON.stringify(errorLines()[0])).toContain('connection terminated unexpectedly');
  });
});
