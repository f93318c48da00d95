/**
 * Issue 11 item 3, case by case (the fuzz test covers every operation): text the database cannot store (NUL, lone
 * surrogates) and broken date-times are refused at the edge — GraphQL variables and literals, websocket operations,
 * REST bodies, query strings and paths — as a ValidationError naming the field, and nothing is written. A truncated
 * multipart upload and a broken URL are 400s in our `{error, message}` shape.
 */
import type { AddressInfo } from 'node:net';
import { PREFLIGHT_HEADER, SETTINGS_MESSAGES } from '@hatchery/domain';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACME, closeTestDatabase, DEMO, gql, json, login, startTestApp, type TestApp } from '../support/helpers.js';
import { dbFingerprint, type DbFingerprint } from '../app/fuzz/db-fingerprint.js';

const UNSTORABLE = SETTINGS_MESSAGES.unstorableText;

let t: TestApp;
let token: string;
let fingerprint: DbFingerprint;

beforeAll(async () => {
  t = await startTestApp();
  token = await login(t.app, DEMO, 'admin@demo.test');
  fingerprint = await dbFingerprint(t.db, t.incubatorIds.demo!);
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

/** Runs `act` and checks the tenant's data is as it was. */
async function unchanged<T>(act: () => Promise<T>): Promise<T> {
  const before = await fingerprint();
  const result = await act();
  expect(await fingerprint()).toBe(before);
  return result;
}

type Extensions = { code?: string; field?: string };

describe('GraphQL: unstorable text and broken date-times are a ValidationError naming the argument', () => {
  it('a NUL or a lone surrogate in a variable, however deep', async () => {
    for (const bad of ['Fuzz\u0000', '\uD800', 'a\uDC00b']) {
      const { body } = await unchanged(() =>
        gql(t.app, DEMO, 'mutation ($input: SeoSettingsInput!) { updateSeoSettings(input: $input) { _id } }', {
          token,
          variables: { input: { active: true, seoTitle: bad, seoDescription: 'ok' } },
        }),
      );
      expect(body.errors).toHaveLength(1);
      expect(body.errors![0]!.message).toBe(`input.seoTitle: ${UNSTORABLE}`);
      expect(body.errors![0]!.extensions as Extensions).toMatchObject({ code: 'ValidationError', field: 'input.seoTitle' });
    }
    const { body } = await unchanged(() =>
      gql(t.app, DEMO, 'mutation ($q: [CategorizationQuestionInput!]!) { updateCategorizationQuestionSet(questions: $q) { key } }', {
        token,
        variables: { q: [{ key: 'fine', label: [{ language: 'en', value: 'ok' }] }, { key: 'also', label: [{ language: 'en', value: 'x\u0000' }] }] },
      }),
    );
    expect(body.errors![0]!.extensions as Extensions).toMatchObject({ code: 'ValidationError', field: 'q[1].label[0].value' });
  });

  it('a NUL escape in a literal names the argument path', async () => {
    const { body } = await unchanged(() => gql(t.app, DEMO, 'mutation { createIndustry(name: "Fuzz\\u0000") { _id } }', { token }));
    expect(body.errors![0]!.message).toBe(`name: ${UNSTORABLE}`);
    expect(body.errors![0]!.extensions?.code).toBe('ValidationError');
    const nested = await gql(t.app, DEMO, 'mutation { updateSeoSettings(input: { active: true, seoTitle: "\\u0000" }) { _id } }', { token });
    expect((nested.body.errors![0]!.extensions as Extensions).field).toBe('input.seoTitle');
    const listed = await unchanged(() =>
      gql(t.app, DEMO, 'mutation { updateCategorizationQuestionSet(questions: [{ key: "a", label: [{ language: "en", value: "ok" }] }, { key: "b", label: [{ language: "en", value: "\\u0000" }] }]) { key } }', { token }),
    );
    expect((listed.body.errors![0]!.extensions as Extensions).field).toBe('questions[1].label[0].value');
  });

  it('DateTime: empty, NaN, out of range, impossible, zone-less — as variables and as literals', async () => {
    for (const bad of ['', 'NaN', '+275760-09-14T00:00:00.001Z', '99999-01-01', '2026-02-30', '2026-03-01T10:00:00', 1_700_000_000_000]) {
      const { body } = await unchanged(() =>
        gql(t.app, DEMO, 'mutation ($at: DateTime) { recordNotificationsLastSeen(timestamp: $at) }', { token, variables: { at: bad } }),
      );
      expect(body.errors, JSON.stringify(bad)).toHaveLength(1);
      expect(body.errors![0]!.message).toBe(`at: ${SETTINGS_MESSAGES.dateTime}`);
      expect(body.errors![0]!.extensions as Extensions).toMatchObject({ code: 'ValidationError', field: 'at' });
    }
    const literal = await gql(t.app, DEMO, 'mutation { recordNotificationsLastSeen(timestamp: "NaN") }', { token });
    expect(literal.body.errors![0]!.message).toBe(`timestamp: ${SETTINGS_MESSAGES.dateTime}`);
    expect(literal.body.errors![0]!.extensions?.code).toBe('ValidationError');
    const nested = await gql(t.app, DEMO, '{ tasks(queryOptions: { before: "2026-02-30" }) { __typename } }', { token });
    expect((nested.body.errors![0]!.extensions as Extensions).field).toBe('queryOptions.before');
    const fine = await gql(t.app, DEMO, 'mutation ($at: DateTime) { recordNotificationsLastSeen(timestamp: $at) }', { token, variables: { at: '2026-01-01T00:00:00.000Z' } });
    expect(fine.body.errors).toBeUndefined();
  });

  it('an extreme but valid DateTime (year 0001) is answered, though the lookback reaches before year 1', async () => {
    // Found by the fuzz test: January 0001 less the 11-month lookback of a series was queried as "0000-02-01", which
    // PostgreSQL's date refuses (acme's zone keeps the instant in year 1; demo's New York puts it in year 0).
    const acme = t.incubatorIds.acme!;
    const [ids] = await t.db.tenant(acme, async (tx) =>
      (await tx.execute<{ startup: string; metric: string }>(sql`select (select id::text from startups limit 1) as startup, (select id::text from metrics limit 1) as metric`)).rows,
    );
    const { body } = await gql(t.app, ACME, 'query ($s: ID!, $m: [ID!], $from: DateTime) { startupMetricSeries(startupId: $s, metricIds: $m, from: $from) { __typename } }', {
      token: await login(t.app, ACME, 'admin@acme.test'),
      variables: { s: ids!.startup, m: [ids!.metric], from: '0001-01-01T00:00:00.000Z' },
    });
    expect(body.errors).toBeUndefined();
  });

  it('other coercion errors carry the ValidationError code and the path too', async () => {
    const { body } = await gql(t.app, DEMO, 'query ($limit: Int) { startups(limit: $limit) { __typename } }', { token, variables: { limit: 1.5 } });
    expect(body.errors![0]!.message).toBe('limit: Int cannot represent non-integer value: 1.5');
    expect(body.errors![0]!.extensions as Extensions).toMatchObject({ code: 'ValidationError', field: 'limit' });
  });

  it('GET with a "variables" parameter that is not JSON is a 400, not an internal error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/graphql?query=%7B%20startupLabel%20%7D&variables=en',
      headers: { host: DEMO, [PREFLIGHT_HEADER]: 'true' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Array<{ extensions: Extensions }> }>(response).errors[0]!.extensions.code).toBe('BadRequest');
  });

  it('a websocket operation with an unstorable variable is refused the same way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/subscriptions`;
    const HostSocket = class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { host: DEMO } });
      }
    };
    const client = createClient({ url, webSocketImpl: HostSocket, connectionParams: { authToken: token, incubator: 'demo' }, retryAttempts: 0 });
    const received = await new Promise<unknown[]>((resolve) => {
      const values: unknown[] = [];
      client.subscribe(
        { query: 'subscription ($id: ID!) { sessionLoggedOut(sessionId: $id) { __typename } }', variables: { id: 'x\u0000' } },
        { next: (value) => values.push(value), error: (error) => resolve([...values, error]), complete: () => resolve(values) },
      );
    });
    await client.dispose();
    expect(JSON.stringify(received)).toContain('"code":"ValidationError"');
    expect(JSON.stringify(received)).toContain('"field":"id"');
  });
});

describe('REST: the same refusal for bodies, query strings and paths', () => {
  const auth = () => ({ host: DEMO, authorization: `Bearer ${token}` });

  it('PUT /user with a NUL in a name: 400 ValidationError naming the field, profile unchanged', async () => {
    const response = await unchanged(() => t.app.inject({ method: 'PUT', url: '/user', headers: auth(), payload: { user: { firstName: 'Ada\u0000' } } }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'ValidationError', message: `user.firstName: ${UNSTORABLE}` });
  });

  it('sign-up with a lone surrogate in a name: 400, no account', async () => {
    const response = await unchanged(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        headers: { host: DEMO },
        payload: { firstName: 'Ada', lastName: 'Love\uD800lace', email: 'ada-nul@demo.test', password: 'a-long-enough-Passw0rd' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'ValidationError', message: `lastName: ${UNSTORABLE}` });
  });

  it('query strings and path parameters are walked too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/attachments?search=%00', headers: auth() });
    expect(json(query)).toEqual({ error: 'ValidationError', message: `query.search: ${UNSTORABLE}` });
    const path = await unchanged(() => t.app.inject({ method: 'POST', url: '/api/users/validate/ab%00cd', headers: { host: DEMO } }));
    expect(json(path)).toEqual({ error: 'ValidationError', message: `params.token: ${UNSTORABLE}` });
  });

  it('a path whose percent-encoding is not UTF-8 is a 400 in our shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/invitations/%ED%A0%80', headers: { host: DEMO } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'BadRequest' });
  });

  it('a truncated multipart upload is a 400 and stores nothing', async () => {
    const boundary = '----hatcherytruncated';
    const whole = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="notes.txt"\r\ncontent-type: text/plain\r\n\r\n${'x'.repeat(5000)}\r\n--${boundary}--\r\n`,
    );
    for (const cut of [20, 120, 2000, whole.length - 10]) {
      const response = await unchanged(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/attachment/upload',
          headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: whole.subarray(0, cut),
        }),
      );
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(json(response)).toMatchObject({ error: 'BadRequest' });
    }
  });
});
