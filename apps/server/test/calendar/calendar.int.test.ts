/**
 * Issue 17 item 6, issue 18 (calendar): calendarItems lists the viewer's own coaching sessions (host or attendee),
 * events (host or registered, still visible) and task due dates, never another person's; the range is bounded (a
 * refusal names `to`). The private ICS feed: made once (the token shown once, D-473), read without a session on the
 * tenant's host only, 404 once revoked or unknown (D-474), and parsed by an independent library (ical.js) it lists a
 * session, an event and a due task. One event as .ics for "add to calendar", visibility-checked.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedTokens, coachingSessionAttendees, coachingSessionHosts, coachingSessions, hostBookings, startups, taskAssignees, tasks, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const ITEMS = 'query I($from: DateTime!, $to: DateTime!) { calendarItems(from: $from, to: $to) { _id kind sourceId title startsAt endsAt path startupName done } }';
const FEED = 'query { calendarFeed { active createdAt } }';
const FEED_URL = 'mutation { calendarFeedUrl { url createdAt } }';
const REVOKE = 'mutation { revokeCalendarFeed { active } }';
const EV_CREATE = 'mutation { createIncubatorEvent { _id } }';
const EV_UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }';
const EV_PUBLISH = 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }';
const EV_REGISTER = 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }';

type Item = { _id: string; kind: string; sourceId: string; title: string | null; startsAt: string; endsAt: string | null; path: string; startupName: string | null; done: boolean | null };

const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3_600_000);

let t: TestApp;
let demoId = '';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

async function userId(email: string): Promise<string> {
  const [row] = await t.db.tenant(demoId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
  return row!.id;
}

/** A scheduled session of the startup with `host` and the attendees, starting `days` from now (an hour long). */
async function session(host: string, attendees: string[], days: number, title: string | null): Promise<string> {
  return t.db.tenant(demoId, async (tx) => {
    const [booking] = await tx.insert(hostBookings).values({ incubatorId: demoId, hostUserId: host, kind: 'session', startsAt: at(days), endsAt: at(days, 1), startupId: ids.orbital }).returning();
    const [row] = await tx.insert(coachingSessions).values({ incubatorId: demoId, startupId: ids.orbital!, bookingWay: 'profile', title, startsAt: at(days), endsAt: at(days, 1) }).returning();
    await tx.insert(coachingSessionHosts).values({ incubatorId: demoId, sessionId: row!.id, userId: host, hostBookingId: booking!.id });
    for (const person of attendees) await tx.insert(coachingSessionAttendees).values({ incubatorId: demoId, sessionId: row!.id, userId: person });
    return row!.id;
  });
}

async function event(title: string, days: number): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, tokens.staff, EV_CREATE);
  await ok(t.app, DEMO, tokens.staff, EV_UPDATE, { id: e._id, input: { title, startTime: at(days).toISOString(), endTime: at(days, 2).toISOString() } });
  await ok(t.app, DEMO, tokens.staff, EV_PUBLISH, { id: e._id });
  return e._id;
}

async function task(name: string, assignee: string, days: number): Promise<string> {
  return t.db.tenant(demoId, async (tx) => {
    const [row] = await tx.insert(tasks).values({ incubatorId: demoId, name, dueDate: at(days) }).returning();
    await tx.insert(taskAssignees).values({ incubatorId: demoId, taskId: row!.id, userId: assignee, dueDate: at(days) });
    return row!.id;
  });
}

const items = async (who: string, from = at(-1), to = at(13)) =>
  (await ok<{ calendarItems: Item[] }>(t.app, DEMO, tokens[who], ITEMS, { from: from.toISOString(), to: to.toISOString() })).calendarItems;

const get = (host: string, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

/** The VEVENTs of an iCalendar text, read by ical.js (not the library that wrote it). */
function vevents(text: string): Array<{ uid: string; summary: string; allDay: boolean; start: Date }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const e = new ICAL.Event(component);
    return { uid: e.uid, summary: e.summary, allDay: e.startDate.isDate, start: e.startDate.toJSDate() };
  });
}

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
  for (const who of ['staff', 'mentor', 'cofounder', 'cofounder2']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  for (const who of ['mentor', 'cofounder', 'cofounder2']) ids[who] = await userId(`${who}@demo.test`);
  const [orbital] = await t.db.tenant(demoId, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs')));
  ids.orbital = orbital!.id;

  ids.session = await session(ids.mentor!, [ids.cofounder!], 2, null);
  ids.otherSession = await session(ids.mentor!, [ids.cofounder2!], 5, 'Calendar test: not yours');
  ids.event = await event('Calendar test demo day', 3);
  ids.otherEvent = await event('Calendar test not registered', 3);
  await ok(t.app, DEMO, tokens.cofounder, EV_REGISTER, { id: ids.event });
  ids.task = await task('Calendar test: send the deck', ids.cofounder!, 4);
  ids.otherTask = await task('Calendar test: someone else', ids.cofounder2!, 4);
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('calendarItems', () => {
  it("lists the viewer's own session, registered event and due task, by start, with the pages they open", async () => {
    const mine = await items('cofounder');
    const byId = new Map(mine.map((i) => [i.sourceId, i]));
    expect(byId.get(ids.session!)).toMatchObject({ kind: 'session', title: null, startupName: 'Orbital Labs', path: `/coaching/session/${ids.session}` });
    expect(byId.get(ids.event!)).toMatchObject({ kind: 'event', title: 'Calendar test demo day', path: `/events/${ids.event}` });
    expect(byId.get(ids.task!)).toMatchObject({ kind: 'task', title: 'Calendar test: send the deck', endsAt: null, done: false, path: '/tasks' });
    const starts = mine.map((i) => Date.parse(i.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("never another person's: a session they do not attend, an event they did not register for, a task of someone else", async () => {
    const mine = (await items('cofounder')).map((i) => i.sourceId);
    expect(mine).not.toContain(ids.otherSession);
    expect(mine).not.toContain(ids.otherEvent);
    expect(mine).not.toContain(ids.otherTask);
    const theirs = (await items('cofounder2')).map((i) => i.sourceId);
    expect(theirs).toContain(ids.otherSession);
    expect(theirs).not.toContain(ids.session);
    expect(theirs).not.toContain(ids.task);
  });

  it('the host sees the sessions they host; the event host sees the event', async () => {
    const mentor = (await items('mentor')).map((i) => i.sourceId);
    expect(mentor).toEqual(expect.arrayContaining([ids.session, ids.otherSession]));
    const staff = (await items('staff')).map((i) => i.sourceId);
    expect(staff).toEqual(expect.arrayContaining([ids.event, ids.otherEvent]));
  });

  it('only the range asked for: an item outside it is left out', async () => {
    const early = (await items('cofounder', at(-1), at(2, 0.5))).map((i) => i.sourceId);
    expect(early).toContain(ids.session);
    expect(early).not.toContain(ids.task);
  });

  it('a range past 62 days or reversed is refused naming `to`; a visitor must sign in', async () => {
    const from = new Date('2026-03-01T00:00:00Z');
    expect(await fails(t.app, DEMO, tokens.cofounder, ITEMS, { from: from.toISOString(), to: new Date(from.getTime() + 63 * DAY).toISOString() }))
      .toMatchObject({ code: 'ValidationError', message: 'to: Ask for at most 62 days at a time.' });
    expect(await fails(t.app, DEMO, tokens.cofounder, ITEMS, { from: from.toISOString(), to: from.toISOString() }))
      .toMatchObject({ code: 'ValidationError', message: 'to: The end of the range must be after its start.' });
    expect((await fails(t.app, DEMO, undefined, ITEMS, { from: from.toISOString(), to: new Date(from.getTime() + DAY).toISOString() })).code).toBe('AuthenticationRequiredError');
  });
});

describe('the private ICS feed', () => {
  let path = '';

  it('is made on request, shown once, and read without a session: the session, the event and the due task parse', async () => {
    expect((await ok<{ calendarFeed: { active: boolean } }>(t.app, DEMO, tokens.cofounder, FEED)).calendarFeed.active).toBe(false);
    const { calendarFeedUrl } = await ok<{ calendarFeedUrl: { url: string } }>(t.app, DEMO, tokens.cofounder, FEED_URL);
    const url = new URL(calendarFeedUrl.url);
    expect(url.host).toBe(DEMO);
    expect(url.pathname).toMatch(/^\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    path = url.pathname;
    // Only the token's hash is kept.
    const token = path.slice('/calendar/feed/'.length, -'.ics'.length);
    const stored = await t.db.tenant(demoId, (tx) => tx.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, ids.cofounder!)));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);
    expect((await ok<{ calendarFeed: { active: boolean } }>(t.app, DEMO, tokens.cofounder, FEED)).calendarFeed.active).toBe(true);

    const response = await get(DEMO, path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const listed = vevents(response.body);
    const uid = (kind: string, id: string) => `${kind}-${id}@${DEMO}`;
    expect(listed.find((e) => e.uid === uid('session', ids.session!))).toMatchObject({ summary: 'Coaching session · Orbital Labs', allDay: false });
    expect(listed.find((e) => e.uid === uid('event', ids.event!))).toMatchObject({ summary: 'Calendar test demo day', allDay: false });
    expect(listed.find((e) => e.uid === uid('task', ids.task!))).toMatchObject({ summary: 'Task due: Calendar test: send the deck', allDay: true });
    const session = listed.find((e) => e.uid === uid('session', ids.session!))!;
    expect(Math.abs(session.start.getTime() - at(2).getTime())).toBeLessThan(60_000);
    // Nobody else's items.
    for (const other of [ids.otherSession, ids.otherEvent, ids.otherTask]) expect(listed.some((e) => e.uid.includes(other!))).toBe(false);
  });

  it("another tenant's host does not know the token; a made-up or malformed token is a 404", async () => {
    expect((await get(ACME, path)).statusCode).toBe(404);
    expect((await get(DEMO, `/calendar/feed/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get(DEMO, '/calendar/feed/not-a-token.ics')).statusCode).toBe(404);
    expect((await get(DEMO, path.replace(/\.ics$/, '.txt'))).statusCode).toBe(404);
  });

  it('a new address ends the old one; revoking ends the last; both answer 404 after', async () => {
    const { calendarFeedUrl } = await ok<{ calendarFeedUrl: { url: string } }>(t.app, DEMO, tokens.cofounder, FEED_URL);
    const renewed = new URL(calendarFeedUrl.url).pathname;
    expect(renewed).not.toBe(path);
    expect((await get(DEMO, path)).statusCode).toBe(404);
    expect((await get(DEMO, renewed)).statusCode).toBe(200);
    expect((await ok<{ revokeCalendarFeed: { active: boolean } }>(t.app, DEMO, tokens.cofounder, REVOKE)).revokeCalendarFeed.active).toBe(false);
    expect((await get(DEMO, renewed)).statusCode).toBe(404);
    expect((await ok<{ calendarFeed: { active: boolean } }>(t.app, DEMO, tokens.cofounder, FEED)).calendarFeed.active).toBe(false);
    const live = await t.db.tenant(demoId, (tx) => tx.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, ids.cofounder!)));
    expect(live.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('one person’s address answers only their items', async () => {
    const { calendarFeedUrl } = await ok<{ calendarFeedUrl: { url: string } }>(t.app, DEMO, tokens.cofounder2, FEED_URL);
    const listed = vevents((await get(DEMO, new URL(calendarFeedUrl.url).pathname)).body).map((e) => e.uid);
    expect(listed).toContain(`session-${ids.otherSession}@${DEMO}`);
    expect(listed).not.toContain(`session-${ids.session}@${DEMO}`);
    expect(listed).not.toContain(`task-${ids.task}@${DEMO}`);
  });
});

describe('add an event to a calendar (GET /api/events/{id}.ics)', () => {
  it('answers the visible event as one VEVENT; a visitor must sign in; another tenant or an unknown id is not found', async () => {
    const response = await get(DEMO, `/api/events/${ids.event}.ics`, tokens.cofounder);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''calendar-test-demo-day\.ics$/);
    expect(vevents(response.body)).toEqual([expect.objectContaining({ uid: `event-${ids.event}@${DEMO}`, summary: 'Calendar test demo day' })]);
    expect((await get(DEMO, `/api/events/${ids.event}.ics`)).statusCode).toBe(401);
    expect((await get(ACME, `/api/events/${ids.event}.ics`, tokens.acme)).statusCode).toBe(404);
    expect((await get(DEMO, '/api/events/00000000-0000-4000-8000-000000000000.ics', tokens.cofounder)).statusCode).toBe(404);
  });

  it('a draft is not visible to a co-founder: 404, as event(id) answers', async () => {
    const { createIncubatorEvent: draft } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, tokens.staff, EV_CREATE);
    await ok(t.app, DEMO, tokens.staff, EV_UPDATE, { id: draft._id, input: { title: 'Calendar test draft', startTime: at(6).toISOString(), endTime: at(6, 1).toISOString() } });
    expect((await get(DEMO, `/api/events/${draft._id}.ics`, tokens.cofounder)).statusCode).toBe(404);
    expect((await get(DEMO, `/api/events/${draft._id}.ics`, tokens.staff)).statusCode).toBe(200);
  });
});
