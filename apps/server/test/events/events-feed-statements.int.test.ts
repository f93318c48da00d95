/**
 * The events feed (issue 18 item 3, the web's EVENTS_FEED document) reads a page in a fixed number of statements: the
 * viewer's fields of every event on it (viewerIsRegistered, viewerCanRegister, viewerCanEdit) come from one
 * per-request loader (the viewer's registrations and host rows for the page's events in one transaction), as hosts,
 * tags and counts come from the details loader. Before, each of the three fields ran its own transaction per event
 * (≈ 3 × the page). Counted with the database's statement log; the fields' values are checked against what
 * each viewer may do (visibility, registration, waitlist, D-422 edit rights).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { openDatabase } from '../../src/db/index.js';
import { users } from '../../src/db/schema/index.js';
import { seedDatabase } from '../../src/seed/index.js';
import { DEMO, login, ok } from '../support/helpers.js';

/** The web's EVENTS_FEED with its IncubatorEventFields fragment (apps/web/src/features/events/documents.ts). */
const FEED = `query EventsFeed($timeframe: EventTimeframe, $status: IncubatorEventStatus, $cursor: String, $limit: Int) {
  events(timeframe: $timeframe, status: $status, cursor: $cursor, limit: $limit) { next results { __typename
    _id eventType title description capacity image cover status isArchived editPermission
    startTime endTime duration timezone registeredCount seatsLeft viewerIsRegistered viewerCanRegister viewerCanEdit
    location { text link } conferenceData { url solution } hosts { __typename _id fullName } topics { __typename _id name color }
    tags { __typename _id name color } attachmentLinks { name link }
    visibility { userRoles { is isNot } userTags { is isNot } startupTags { is isNot } startupPrograms { is isNot } } } } }`;
const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }';
const PUBLISH = 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }';
const REGISTER = 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }';

type FeedEvent = { _id: string; title: string | null; viewerIsRegistered: boolean; viewerCanRegister: boolean; viewerCanEdit: boolean };

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
/** Set around the counted request only: the app's own timers (jobs) run outside it and are not counted. */
const countedRequest = new AsyncLocalStorage<true>();
const counting = () => countedRequest.getStore() === true;
let statements: string[] = [];
let transactions = 0;
const tokens: Record<string, string> = {};
const ids = { mentor: '', registered: '', full: '', hosted: '', editorsOnly: '', plain: '', plain2: '' };
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

async function published(title: string, days: number, input: Record<string, unknown> = {}): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(app, DEMO, tokens.staff, CREATE);
  await ok(app, DEMO, tokens.staff, UPDATE, { id: e._id, input: { title, startTime: inDays(days), endTime: inDays(days, 2), ...input } });
  await ok(app, DEMO, tokens.staff, PUBLISH, { id: e._id });
  return e._id;
}

beforeAll(async () => {
  const logger = {
    info: () => undefined,
    warn: () => undefined,
    debug: (entry: object) => {
      if (counting()) statements.push(String((entry as { query?: string }).query ?? ''));
    },
  };
  db = await openDatabase({ dataDir: 'memory://', logger, logQueries: true });
  // Every ctx.data.run is one db.tenant call: one transaction (BEGIN, the tenant's SET LOCAL, COMMIT).
  const tenant = db.tenant.bind(db);
  db.tenant = ((...args: Parameters<Database['tenant']>) => {
    if (counting()) transactions += 1;
    return tenant(...args);
  }) as Database['tenant'];
  const summary = await seedDatabase(db);
  const config = testConfig();
  app = await buildApp({ config, db, logger: pino({ level: config.logLevel }) });
  await app.ready();
  for (const who of ['staff', 'mentor', 'cofounder', 'founder']) tokens[who] = await login(app, DEMO, `${who}@demo.test`);
  await db.tenant(summary.incubators.demo!, async (tx) => {
    const [mentor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.test'));
    ids.mentor = mentor!.id;
  });
  // Days 1–6: ahead of the seeded workshop (day 10), so a page of 6 holds exactly these.
  ids.registered = await published('Stmt registered', 1);
  ids.full = await published('Stmt full', 2, { capacity: 1 });
  ids.hosted = await published('Stmt hosted', 3, { hostIds: [ids.mentor], editPermission: 'hosts' });
  ids.editorsOnly = await published('Stmt editors only', 4, { hostIds: [ids.mentor], editPermission: 'editors' });
  ids.plain = await published('Stmt plain', 5);
  ids.plain2 = await published('Stmt plain 2', 6);
  await ok(app, DEMO, tokens.cofounder, REGISTER, { id: ids.registered });
  await ok(app, DEMO, tokens.founder, REGISTER, { id: ids.full });
  await ok(app, DEMO, tokens.cofounder, REGISTER, { id: ids.full }); // waitlisted: the one seat is the founder's
}, 180_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function feed(who: string, limit: number): Promise<FeedEvent[]> {
  return (await ok<{ events: { results: FeedEvent[] } }>(app, DEMO, tokens[who], FEED, { timeframe: 'upcoming', status: 'published', limit })).events.results;
}

/** Statements of one feed request (the viewer and role caches warmed by a first request, as in the portfolio test). */
async function countedFeed(who: string, limit: number): Promise<{ work: string[]; transactions: number }> {
  await feed(who, limit);
  statements = [];
  transactions = 0;
  const results = await countedRequest.run(true, () => feed(who, limit));
  expect(results).toHaveLength(limit);
  // Not counted: transaction bookkeeping, and the host → tenant lookup (cached for a while, so it comes back with time).
  const work = statements.filter((q) => !/^(begin|commit|rollback|set |select set_config)/i.test(q.trim()) && !/ from "incubators" where "incubators"\."slug" = /.test(q));
  return { work, transactions };
}

describe('the events feed reads a page in a fixed number of statements', () => {
  it('a page of 6 events takes as many statements as a page of 2', async () => {
    for (const who of ['cofounder', 'mentor', 'staff']) {
      const two = await countedFeed(who, 2);
      const six = await countedFeed(who, 6);
      console.info(`events feed (${who}): page of 2 → ${two.work.length} statements in ${two.transactions} transactions; page of 6 → ${six.work.length} in ${six.transactions}`);
      expect(six.work.length, `${who}: ${two.work.join("\n")}\n----\n${six.work.join("\n")}`).toBe(two.work.length);
      expect(six.transactions).toBe(two.transactions);
      expect(six.work.length).toBeLessThanOrEqual(11);
    }
  });

  it('the viewer fields keep their meaning: a seat, the waitlist, an open event, D-422 edit rights', async () => {
    const byId = (events: FeedEvent[]) => new Map(events.map((e) => [e._id, e]));
    const cofounder = byId(await feed('cofounder', 6));
    expect(cofounder.get(ids.registered)).toMatchObject({ viewerIsRegistered: true, viewerCanRegister: false, viewerCanEdit: false });
    expect(cofounder.get(ids.full)).toMatchObject({ viewerIsRegistered: false, viewerCanRegister: false, viewerCanEdit: false });
    expect(cofounder.get(ids.plain)).toMatchObject({ viewerIsRegistered: false, viewerCanRegister: true, viewerCanEdit: false });
    const founder = byId(await feed('founder', 6));
    expect(founder.get(ids.full)).toMatchObject({ viewerIsRegistered: true, viewerCanRegister: false });
    expect(founder.get(ids.registered)).toMatchObject({ viewerIsRegistered: false, viewerCanRegister: true });
    const mentor = byId(await feed('mentor', 6));
    expect(mentor.get(ids.hosted)).toMatchObject({ viewerCanEdit: true });
    expect(mentor.get(ids.editorsOnly)).toMatchObject({ viewerCanEdit: false });
    expect(mentor.get(ids.plain)).toMatchObject({ viewerCanEdit: false });
    const staff = byId(await feed('staff', 6));
    for (const id of Object.values(ids).filter((id) => id !== ids.mentor)) expect(staff.get(id)?.viewerCanEdit, id).toBe(true);
  });
});
