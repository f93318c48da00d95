/**
 * The journeys' back door: REST and GraphQL calls made from the test process, and the dev mailbox.
 * Node cannot resolve `<tenant>.localhost` the way Chromium does, so every call goes to the loopback address with
 * the tenant's host name in the Host header (which is how the server picks the tenant).
 */
import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';
import { E2E_PORT } from './env';

/** The user agent of sessions made by the tests (shown on the session choice and security screens). */
export const API_USER_AGENT = 'hatchery-e2e-api';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
}

export function tenantHost(tenant: string): string {
  return `${tenant}.localhost:${E2E_PORT}`;
}

/** One HTTP call to the e2e server as `host` (e.g. demo.localhost:3210); JSON in, JSON (or text) out. */
export function httpCall<T = unknown>(
  host: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host,
    accept: 'application/json',
    'user-agent': API_USER_AGENT,
    ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: E2E_PORT, method, path, headers, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text === '' ? null : (JSON.parse(text) as unknown);
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body: body as T });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export interface GraphqlAnswer<T> {
  status: number;
  data: T | null;
  errors: GraphqlError[];
}

/** A GraphQL operation with the preflight header the server asks of browsers (CSRF protection). */
export async function graphqlCall<T>(host: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> {
  const answer = await httpCall<{ data?: T | null; errors?: GraphqlError[] }>(host, 'POST', '/graphql', {
    token,
    body: { query, variables },
    headers: { 'apollo-require-preflight': 'true' },
  });
  const body = typeof answer.body === 'object' && answer.body !== null ? answer.body : {};
  return { status: answer.status, data: body.data ?? null, errors: body.errors ?? [] };
}

/** Like graphqlCall, but fails the test unless the operation succeeded. */
export async function graphqlOk<T>(host: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await graphqlCall<T>(host, token, query, variables);
  expect(answer.errors, `GraphQL errors: ${JSON.stringify(answer.errors)}`).toEqual([]);
  if (answer.data === null) throw new Error(`GraphQL answered without data (HTTP ${answer.status})`);
  return answer.data;
}

/** POST /auth/local: a bearer token for the account (no server session yet: that is upsertSession's job). */
export async function restSignIn(tenant: string, email: string, password: string): Promise<string> {
  const answer = await httpCall<{ token?: string }>(tenantHost(tenant), 'POST', '/auth/local', { body: { email, password } });
  expect(answer.status, `sign-in of ${email}: ${JSON.stringify(answer.body)}`).toBe(200);
  const token = answer.body.token;
  if (!token) throw new Error(`no token for ${email}`);
  return token;
}

export interface ApiSession {
  _id: string;
  status: string;
  userAgent: string | null;
  current: boolean;
}

const SESSION_FIELDS = '_id status userAgent current';

export function upsertSession(tenant: string, token: string, variables: { sessionId?: string; replaceSessionId?: string } = {}) {
  return graphqlCall<{ upsertSession: ApiSession }>(
    tenantHost(tenant),
    token,
    `mutation UpsertSession($sessionId: ID, $replaceSessionId: ID) { upsertSession(sessionId: $sessionId, replaceSessionId: $replaceSessionId) { ${SESSION_FIELDS} } }`,
    variables,
  );
}

export async function mySessions(tenant: string, token: string): Promise<ApiSession[]> {
  const data = await graphqlOk<{ mySessions: ApiSession[] }>(tenantHost(tenant), token, `query MySessions { mySessions { ${SESSION_FIELDS} } }`);
  return data.mySessions;
}

/**
 * Signs the account in through the API and opens server sessions until the tenant's limit answers
 * MaxSessionsReached. Returns the tokens that hold a session and the limit that was met.
 */
export async function fillSessionsToLimit(
  tenant: string,
  email: string,
  password: string,
  track: (token: string) => void,
): Promise<{ tokens: string[]; activeCount: number }> {
  const tokens: string[] = [];
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const token = await restSignIn(tenant, email, password);
    track(token);
    const answer = await upsertSession(tenant, token);
    if (answer.errors.some((e) => e.extensions?.code === 'MaxSessionsReached')) {
      const activeCount = (await mySessions(tenant, token)).length;
      return { tokens, activeCount };
    }
    expect(answer.errors, `upsertSession: ${JSON.stringify(answer.errors)}`).toEqual([]);
    tokens.push(token);
  }
  throw new Error(`${email} never reached a session limit`);
}

/**
 * Ends the server session held by `token` (if any) and revokes the token. Best effort: a token that has
 * already ended answers 401, which is fine.
 */
export async function endTokenSessions(host: string, token: string): Promise<void> {
  const listed = await graphqlCall<{ mySessions: ApiSession[] }>(host, token, `query MySessions { mySessions { ${SESSION_FIELDS} } }`);
  for (const session of listed.data?.mySessions.filter((s) => s.current) ?? []) {
    await graphqlCall(host, token, 'mutation LogoutSession($sessionId: ID!) { logoutSession(sessionId: $sessionId) }', { sessionId: session._id });
  }
  await httpCall(host, 'POST', '/auth/logout', { token });
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** GET /api/dev/mailbox of the tenant (newest first). */
export async function readMailbox(tenant: string): Promise<MailMessage[]> {
  const answer = await httpCall<{ messages?: MailMessage[] }>(tenantHost(tenant), 'GET', '/api/dev/mailbox');
  expect(answer.status, `the dev mailbox answered ${answer.status} (is DEV_MAILBOX=1 set for the e2e server?)`).toBe(200);
  return answer.body.messages ?? [];
}

/** The ids of the mail already sent to `to`, so that a later wait only accepts a new message. */
export async function mailIdsFor(tenant: string, to: string): Promise<Set<string>> {
  const messages = await readMailbox(tenant);
  return new Set(messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => m.id));
}

/** Waits for a new message to `to` whose subject matches, not among `seen`. */
export async function waitForMail(tenant: string, to: string, subject: RegExp, seen: ReadonlySet<string> = new Set()): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readMailbox(tenant);
        found = messages.find((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject) && !seen.has(m.id));
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link in the mail's text whose path matches `path`. */
export function linkIn(mail: MailMessage, path: RegExp): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((l) => path.test(new URL(l).pathname + new URL(l).search));
  if (!link) throw new Error(`no link matching ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
