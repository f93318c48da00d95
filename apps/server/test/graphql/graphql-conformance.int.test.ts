/**
 * Issue 11 item 7: the production endpoint passes the GraphQL-over-HTTP audit (graphql-http) with no MUST failure,
 * introspection stays off (D-88) and no error message spells out the schema through "Did you mean …?" hints.
 */
import { serverAudits, type AuditResult } from 'graphql-http';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO, gql, login, useTestApp } from '../support/helpers.js';

/** graphql-http's audits take a fetch; this one answers through app.inject, with the tenant's host. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = { host: DEMO };
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: url.pathname + url.search,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.body === '' ? null : response.body, { status: response.statusCode, headers: responseHeaders });
  };
}

async function runAudits(app: FastifyInstance): Promise<Array<{ id: string; name: string; result: AuditResult }>> {
  const audits = serverAudits({ url: `http://${DEMO}/graphql`, fetchFn: injectFetch(app) });
  const results = [];
  for (const audit of audits) results.push({ id: audit.id, name: audit.name, result: await audit.fn() });
  return results;
}

describe('GraphQL over HTTP in production', () => {
  const t = useTestApp({ nodeEnv: 'production', isProduction: true });

  it('passes every MUST of the graphql-http audit', async () => {
    const results = await runAudits(t.app);
    expect(results.length).toBeGreaterThan(40);
    const mustFailures = results
      .filter(({ name, result }) => name.startsWith('MUST') && result.status !== 'ok')
      .map(({ id, name, result }) => `${id} ${name}: ${result.status === 'ok' ? '' : result.reason}`);
    expect(mustFailures).toEqual([]);
  });

  it('keeps introspection off: __schema is refused, __type tells nothing of our types', async () => {
    const schemaQuery = await gql(t.app, DEMO, '{ __schema { types { name } } }');
    expect(schemaQuery.body.data ?? null).toBeNull();
    expect(JSON.stringify(schemaQuery.body.errors)).toMatch(/introspection/i);

    for (const name of ['Query', 'Mutation', 'Subscription', 'User', 'ExportFormat', 'DateTime']) {
      const { body } = await gql<{ __type: unknown }>(t.app, DEMO, 'query Type($name: String!) { __type(name: $name) { name kind fields { name } enumValues { name } } }', {
        variables: { name },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ __type: null });
    }
  });

  it('refuses __type beside real fields, inside fragments, nested or in mutations', async () => {
    const token = await login(t.app, DEMO, 'admin@demo.test');
    for (const query of [
      '{ __type(name: "User") { name } currentUser { _id } }',
      '{ ...F } fragment F on Query { __type(name: "User") { name } }',
      '{ currentUser { __type: _id } } ',
      'mutation { __typename __type(name: "Query") { name } }',
      '{ a: __schema { queryType { name } } }',
    ]) {
      const { body } = await gql(t.app, DEMO, query, { token });
      expect(JSON.stringify(body)).not.toMatch(/"User"|"queryType"/);
      if (query.includes('__type: _id')) {
        // An alias named __type is an ordinary field: it answers normally.
        expect(body.errors).toBeUndefined();
      } else {
        expect(body.data ?? null).toBeNull();
        expect(JSON.stringify(body.errors)).toMatch(/introspection|Unknown field|Cannot query field/i);
      }
    }
  });

  it('hides "Did you mean" hints for fields, arguments, enum values (literal and variable) and types', async () => {
    const token = await login(t.app, DEMO, 'admin@demo.test');
    const attempts = [
      { query: '{ currentUsr { _id } }' },
      { query: 'mutation { exportMetricReport(format: csvv) { id } }' },
      { query: 'mutation { exportMetricReport(format: csv, fromm: "2026-01-01T00:00:00Z") { id } }' },
      { query: 'mutation Export($format: ExportFormat!) { exportMetricReport(format: $format) { id } }', variables: { format: 'xls' } },
      { query: 'query Q($x: Strin) { __typename }', variables: {} },
      { query: 'mutation Export($format: ExportFormatt!) { exportMetricReport(format: $format) { id } }', variables: { format: 'csv' } },
    ];
    for (const { query, variables } of attempts) {
      const { body } = await gql(t.app, DEMO, query, { token, ...(variables ? { variables } : {}) });
      expect(body.errors?.length, query).toBeGreaterThan(0);
      const text = JSON.stringify(body.errors);
      expect(text, query).not.toMatch(/Did you mean/);
      expect(text, query).not.toMatch(/"xlsx"|\\"csv\\"|\\"from\\"|\\"currentUser\\"|\\"String\\"/);
    }
  });
});

describe('GraphQL in development keeps its hints', () => {
  const t = useTestApp();

  it('suggests the enum value and the field (so the production test above can fail)', async () => {
    const token = await login(t.app, DEMO, 'admin@demo.test');
    const enumValue = await gql(t.app, DEMO, 'mutation Export($format: ExportFormat!) { exportMetricReport(format: $format) { id } }', {
      token,
      variables: { format: 'xls' },
    });
    expect(JSON.stringify(enumValue.body.errors)).toMatch(/Did you mean/);
    const field = await gql(t.app, DEMO, '{ currentUsr { _id } }', { token });
    expect(JSON.stringify(field.body.errors)).toMatch(/Did you mean/);
  });
});
