/**
 * Issue 14 item 9 (D-150): portfolioActivity, the recent timeline items across the viewer's portfolio for the home.
 * Newest first across startups with the timeline's keyset cursor; staff get their role's visibility, mentors (with
 * coaching) their assigned startups; every item exactly as the startup's own timeline shows it to the viewer —
 * private notes only with TIMELINE:PRIVATE_COMMENT for that startup. Refusals: another tenant, roles without a
 * portfolio, the signed-out, bad input.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, startups, timelineEvents, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const ACTIVITY = `query A($coaching: Boolean, $cursor: String, $limit: Int, $kind: TimelineEventKind) {
  portfolioActivity(coaching: $coaching, cursor: $cursor, limit: $limit, eventType: $kind) {
    next
    results { startup { _id name } item { __typename ... on TimelineEvent { _id message isPublic createdAt } ... on TimelineDataDueEvent { _id createdAt }
      ... on TimelineDataSubmitted { _id createdAt } ... on TimelineDataSubmittedUpdate { _id createdAt } ... on TimelineCoachingSessionPost { _id createdAt coachingSession { staffEditor } }
      ... on TimelineCategorizationUpdate { _id createdAt } ... on TimelineCoachingInvitePost { _id createdAt } ... on TimelineCategorizationSkip { _id createdAt }
      ... on TimelineEmailThreadPost { _id createdAt emailMessage { openedCount } } } }
  }
}`;
const TIMELINE = `query T($id: ID!, $cursor: String) { startupTimeline(startupId: $id, cursor: $cursor, limit: 50) { next results {
  ... on TimelineEvent { _id } ... on TimelineDataDueEvent { _id } ... on TimelineDataSubmitted { _id } ... on TimelineDataSubmittedUpdate { _id }
  ... on TimelineCoachingSessionPost { _id } ... on TimelineCategorizationUpdate { _id } ... on TimelineCoachingInvitePost { _id }
  ... on TimelineCategorizationSkip { _id } ... on TimelineEmailThreadPost { _id } } } }`;

type Item = { __typename: string; _id: string; createdAt: string; message?: string; isPublic?: boolean; coachingSession?: { staffEditor: string | null }; emailMessage?: { openedCount: number | null } };
type Entry = { startup: { _id: string; name: string }; item: Item };
type Page = { portfolioActivity: { next: string | null; results: Entry[] } };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function feed(who: string, variables: Record<string, unknown> = {}, host = DEMO): Promise<Entry[]> {
  const all: Entry[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const data: Page = await ok<Page>(t.app, host, tokens[who], ACTIVITY, { limit: 20, ...variables, cursor });
    all.push(...data.portfolioActivity.results);
    cursor = data.portfolioActivity.next;
    if (!cursor) break;
  }
  return all;
}

async function timelineIds(who: string, startupId: string): Promise<string[]> {
  const all: string[] = [];
  let cursor: string | null = null;
  do {
    const data: { startupTimeline: { next: string | null; results: Array<{ _id: string }> } } = await ok(t.app, DEMO, tokens[who], TIMELINE, { id: startupId, cursor });
    all.push(...data.startupTimeline.results.map((r) => r._id));
    cursor = data.startupTimeline.next;
  } while (cursor);
  return all;
}

const messages = (entries: Entry[]) => entries.map((e) => e.item.message).filter((m): m is string => typeof m === 'string' && m.startsWith('Feed:'));

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'mentor', 'partner', 'cofounder', 'applicant', 'community']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  await t.db.tenant(t.incubatorIds.demo!, async (tx) => {
    for (const s of await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, ['Orbital Labs', 'Kiln & Co', 'Greenleaf Analytics']))) ids[s.name] = s.id;
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    // Milliseconds ago: the seed writes nothing after its own run (D-568), which ended before these logins, so these
    // are the tenant's newest items whatever the day (seeded data sent minutes after a month's due time included).
    const at = (msAgo: number) => new Date(Date.now() - msAgo);
    // The newest items of the tenant: a public comment and a private note on Orbital Labs (assigned to the mentor),
    // a public comment and a private note on Kiln & Co (not the mentor's; one of the Venture Partner's selected).
    await tx.insert(timelineEvents).values([
      { incubatorId: t.incubatorIds.demo!, startupId: ids['Orbital Labs']!, kind: 'EVENT', eventType: 'COMMENT', message: 'Feed: Orbital public', createdBy: admin!.id, createdAt: at(1) },
      { incubatorId: t.incubatorIds.demo!, startupId: ids['Orbital Labs']!, kind: 'EVENT', eventType: 'NOTE', message: 'Feed: Orbital private', isPublic: false, createdBy: admin!.id, createdAt: at(2) },
      { incubatorId: t.incubatorIds.demo!, startupId: ids['Kiln & Co']!, kind: 'EVENT', eventType: 'COMMENT', message: 'Feed: Kiln public', createdBy: admin!.id, createdAt: at(3) },
      { incubatorId: t.incubatorIds.demo!, startupId: ids['Kiln & Co']!, kind: 'EVENT', eventType: 'NOTE', message: 'Feed: Kiln private', isPublic: false, createdBy: admin!.id, createdAt: at(4) },
    ]);
  });
  await t.db.tenant(t.incubatorIds.acme!, async (tx) => {
    const [lumiere] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Lumière Bio'));
    await tx.insert(timelineEvents).values({ incubatorId: t.incubatorIds.acme!, startupId: lumiere!.id, kind: 'EVENT', eventType: 'COMMENT', message: 'Feed: Acme public', createdAt: new Date() });
  });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('portfolioActivity', () => {
  it('pages newest first across the startups, every item once, each with its startup; an administrator sees the private notes', async () => {
    const entries = await feed('admin', { limit: 7 });
    expect(new Set(entries.map((e) => e.item._id)).size).toBe(entries.length);
    const times = entries.map((e) => new Date(e.item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(entries.map((e) => e.startup.name)).size).toBeGreaterThan(3);
    expect(messages(entries).slice(0, 4)).toEqual(['Feed: Orbital public', 'Feed: Orbital private', 'Feed: Kiln public', 'Feed: Kiln private']);
    expect(entries[0]!.startup).toEqual({ _id: ids['Orbital Labs'], name: 'Orbital Labs' });
    // Every kind keeps its own rules: the administrator holds the e-mail metadata key.
    const email = entries.find((e) => e.item.__typename === 'TimelineEmailThreadPost');
    expect(email?.item.emailMessage?.openedCount).toEqual(expect.any(Number));
  });

  it('staff see their visibility’s startups; without TIMELINE:PRIVATE_COMMENT no private note', async () => {
    const entries = await feed('staff');
    expect(messages(entries)).toEqual(['Feed: Orbital public', 'Feed: Kiln public']);
    expect(entries.every((e) => e.item.isPublic !== false)).toBe(true);
    expect(entries.some((e) => e.item.__typename === 'TimelineCoachingSessionPost' && e.item.coachingSession?.staffEditor)).toBe(false);
  });

  it('a mentor sees only the public items of the startups assigned to them', async () => {
    for (const coaching of [true, false]) {
      const entries = await feed('mentor', { coaching });
      expect(new Set(entries.map((e) => e.startup.name))).toEqual(new Set(['Greenleaf Analytics', 'Orbital Labs']));
      expect(messages(entries)).toEqual(['Feed: Orbital public']);
    }
  });

  it('private notes follow TIMELINE:PRIVATE_COMMENT per startup: the Venture Partner (assigned criterion) sees Kiln & Co but not its private note', async () => {
    const entries = await feed('partner');
    expect(entries.some((e) => e.startup.name === 'Kiln & Co')).toBe(true);
    expect(messages(entries)).not.toContain('Feed: Kiln private');
    // Once the Mentor role holds the key for its assigned startups, the mentor reads Orbital Labs' private note.
    await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx
        .update(roles)
        .set({ permissions: [{ key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' }, { key: 'TIMELINE:PRIVATE_COMMENT', permissionCriteria: 'assigned' }] })
        .where(and(eq(roles.type, 'Mentor'), eq(roles.isDefault, true))),
    );
    tokens.mentor = await login(t.app, DEMO, 'mentor@demo.test');
    expect(messages(await feed('mentor', { coaching: true }))).toEqual(['Feed: Orbital public', 'Feed: Orbital private']);
  });

  it('shows of each startup exactly what its own timeline shows the viewer', async () => {
    for (const who of ['admin', 'staff', 'mentor', 'partner']) {
      const entries = await feed(who, { limit: 50 });
      for (const startupId of new Set(entries.map((e) => e.startup._id))) {
        const mine = entries.filter((e) => e.startup._id === startupId).map((e) => e.item._id);
        expect(mine, `${who} on ${startupId}`).toEqual(await timelineIds(who, startupId));
      }
    }
  });

  it('filters by kind', async () => {
    const entries = await feed('admin', { kind: 'DATA_DUE' });
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.item.__typename))).toEqual(new Set(['TimelineDataDueEvent']));
  });

  it('another tenant: its own items only, and a demo token is refused on its host', async () => {
    const acme = await feed('acme', {}, ACME);
    expect(messages(acme)).toEqual(['Feed: Acme public']);
    expect(acme.every((e) => !Object.values(ids).includes(e.startup._id))).toBe(true);
    expect(messages(await feed('admin'))).not.toContain('Feed: Acme public');
    expect((await fails(t.app, ACME, tokens.admin, ACTIVITY, {})).code).toBe('AuthenticationRequiredError');
  });

  it('refuses roles without a portfolio and the signed-out', async () => {
    for (const who of ['cofounder', 'applicant', 'community']) {
      const refused = await fails(t.app, DEMO, tokens[who], ACTIVITY, {});
      expect(refused.code, who).toBe('Forbidden');
      expect(refused.message).toBe('You have no startup portfolio');
    }
    expect((await fails(t.app, DEMO, undefined, ACTIVITY, {})).code).toBe('AuthenticationRequiredError');
  });

  it('refuses bad input with an error naming the field', async () => {
    for (const limit of [0, 51]) expect(await fails(t.app, DEMO, tokens.staff, ACTIVITY, { limit })).toMatchObject({ code: 'ValidationError', message: 'limit: between 1 and 50' });
    expect(await fails(t.app, DEMO, tokens.staff, ACTIVITY, { cursor: 'bm90LWEtY3Vyc29y' })).toMatchObject({ code: 'ValidationError', message: 'cursor: not a cursor of this timeline' });
    expect((await fails(t.app, DEMO, tokens.staff, ACTIVITY, { kind: 'NOPE' })).message).toMatch(/kind|TimelineEventKind/);
  });
});
