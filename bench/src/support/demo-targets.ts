/**
 * The core pages of the seeded demo tenant as load targets (`npm run bench`, bench:embedded): who signs in, which ids
 * the pages need, and the request each page sends. The demo seed's own data only — no generator — so a run on a fresh
 * machine takes minutes, not the hour a FULL dataset does.
 */
import { request, type BenchServer } from './bench-server.js';
import { queryRows } from './full-small.js';
import type { LoadTarget } from './load.js';
import { APPLICATIONS_QUERY, NAVBAR_QUERY, NOTIFICATIONS_QUERY, PORTFOLIO_QUERY, TIMELINE_QUERY } from './page-queries.js';

export const DEMO_PASSWORD = 'Demo!2026';
export const PAGE_TARGETS = ['empty', 'navbar', 'notifications', 'timeline', 'startups', 'applications'] as const;
export type PageTarget = (typeof PAGE_TARGETS)[number];

export interface DemoSubject {
  server: BenchServer;
  /** admin@demo.test: the timeline, /startups and the application overview. */
  adminToken: string;
  /** cofounder@demo.test: the navbar tasks and notifications (as issue 19 measured them). */
  cofounderToken: string;
  /** The demo startup with the longest timeline. */
  startupId: string;
}

export function endOfTomorrowUtc(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 23, 59, 59, 999)).toISOString();
}

export async function signIn(server: BenchServer, email: string): Promise<string> {
  const res = await request(server.port, 'demo.localhost', 'POST', '/auth/local', { 'content-type': 'application/json' }, JSON.stringify({ email, password: DEMO_PASSWORD }));
  if (res.status !== 200) throw new Error(`${server.name}: sign-in ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { token: string }).token;
}

/** The name of the demo startup with the longest timeline (read once on a PostgreSQL server's database). */
export async function longestTimelineStartup(dbUrl: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    dbUrl,
    `select s.name from timeline_events e join startups s on s.id = e.startup_id join incubators i on i.id = e.incubator_id where i.slug = 'demo' group by s.name order by count(*) desc, s.name limit 1`,
  );
  if (!row) throw new Error('the demo tenant has no timeline');
  return row.name;
}

async function startupIdByName(server: BenchServer, token: string, name: string): Promise<string> {
  const body = JSON.stringify({ query: 'query S($search: String) { startups(search: $search, limit: 10) { results { _id name } } }', variables: { search: name } });
  const res = await request(server.port, 'demo.localhost', 'POST', '/graphql', { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` }, body);
  const found = (JSON.parse(res.body) as { data?: { startups?: { results: Array<{ _id: string; name: string }> } } }).data?.startups?.results.find((s) => s.name === name);
  if (!found) throw new Error(`${server.name}: startup ${name} not found: ${res.body.slice(0, 300)}`);
  return found._id;
}

/** Signs in, finds the ids, and checks every target answers 200 without errors (a bench of failures measures nothing). */
export async function demoSubject(server: BenchServer, startupName: string, targets: readonly PageTarget[]): Promise<DemoSubject> {
  const adminToken = await signIn(server, 'admin@demo.test');
  const subject: DemoSubject = { server, adminToken, cofounderToken: await signIn(server, 'cofounder@demo.test'), startupId: await startupIdByName(server, adminToken, startupName) };
  for (const key of targets) {
    const t = demoTarget(key, subject);
    const answer = await request(t.port, 'demo.localhost', 'POST', t.path, t.headers, t.body);
    if (answer.status !== 200 || answer.body.includes('"errors"')) throw new Error(`${server.name} ${key}: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return subject;
}

/** The request a page sends, named `<page> <server>`. */
export function demoTarget(key: PageTarget, subject: DemoSubject): LoadTarget {
  const cofounderPage = key === 'navbar' || key === 'notifications';
  const token = cofounderPage ? subject.cofounderToken : subject.adminToken;
  const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${token}`, host: 'demo.localhost' };
  const gql = (operationName: string, query: string, variables: Record<string, unknown>): LoadTarget => ({
    name: `${key} ${subject.server.name}`,
    port: subject.server.port,
    path: `/graphql?operationName=${operationName}`,
    headers,
    body: JSON.stringify({ query, variables }),
  });
  switch (key) {
    case 'empty':
      return gql('Empty', 'query Empty { __typename }', {});
    case 'navbar':
      return gql('Tasks', NAVBAR_QUERY, { queryOptions: { before: endOfTomorrowUtc(), approvalStatus: 'APPROVED', completionStatus: 'PENDING' }, limit: 15 });
    case 'notifications':
      return gql('Notifications', NOTIFICATIONS_QUERY, { page: 1, pageSize: 16 });
    case 'timeline':
      return gql('Timeline', TIMELINE_QUERY, { startupId: subject.startupId, limit: 20, language: 'en' });
    case 'startups':
      return gql('Portfolio', PORTFOLIO_QUERY, { view: { sort: 'name' }, limit: 25 });
    case 'applications':
      return gql('Applications', APPLICATIONS_QUERY, { filter: { funnelId: null, roundId: null, search: null }, first: 25 });
  }
}
