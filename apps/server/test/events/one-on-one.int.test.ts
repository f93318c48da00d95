/**
 * Issue 18 wave 2 (docs/contract-events.md §3.4): one-on-one (office-hour) events on coaching's engine — slots from the
 * hosts' availability inside the event's window, increment and notice; booking through host_bookings, so a coaching
 * booking and an event booking of the same host never overlap (either order, and under concurrency: one winner, the
 * rest SlotTaken); the notice period and numberOfSessions (per person and startup) refused naming the field; another
 * tenant and an invisible event refused; cancelling frees the time; the host tasks and planning's pending tab; the
 * ENT-31 lists per startup and per user paginate and honour visibility. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostBookings, roles, startups, tasks, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';

const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id eventType duration timeslotIncrement numberOfSessions registrationNoticePeriod { meetingRegistrationHasNoticePeriod periodValue periodUnit } availability { method } } }';
const PUBLISH = 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id status } }';
const SLOTS = 'query S($id: ID!, $from: DateTime!, $to: DateTime!) { eventSlots(eventId: $id, from: $from, to: $to) { start end date hostIds } }';
const BOOK = 'mutation B($id: ID!, $startsAt: DateTime!, $hostUserId: ID) { bookEventSlot(eventId: $id, startsAt: $startsAt, hostUserId: $hostUserId) { _id startTime endTime host { _id } } }';
const CANCEL = 'mutation C($id: ID!) { cancelEventSlot(bookingId: $id) { _id } }';
const EVENT = 'query E($id: ID!) { event(id: $id) { _id noOfBookings viewerSessionsLeft viewerBookings { _id startTime } viewerCanRegister attendees { bookingDetails { startTime } registrant { fullName } } } }';
const REGISTER = 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }';
const COACH_BOOK = 'mutation B($hostId: ID!, $start: DateTime!, $startupId: ID!) { bookSlot(hostId: $hostId, start: $start, startupId: $startupId) { _id } }';
const COACH_SLOTS = 'query F($hostId: ID, $from: DateTime!, $to: DateTime!, $startupId: ID) { freeSlots(hostId: $hostId, from: $from, to: $to, startupId: $startupId) { start } }';
const SET_RULES = 'mutation S($hostId: ID, $rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(hostId: $hostId, rules: $rules) { hostId } }';
const SAVE_SETTINGS = 'mutation H($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }';
const PLANNING = 'query P($section: EventPlanningSection!) { planningEvents(section: $section, limit: 100) { results { _id } } }';
const BY_USER = 'query U($userId: ID!, $first: Int, $after: String, $eventType: IncubatorEventType) { eventsByUser(userId: $userId, first: $first, after: $after, eventType: $eventType) { next results { _id } } }';
const BY_STARTUP = 'query S($startupId: ID!, $first: Int, $after: String) { eventsByStartup(startupId: $startupId, first: $first, after: $after, eventType: one_on_one) { next results { _id } } }';

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let day = '';
const demo = () => t.incubatorIds.demo!;
const open = { is: [], isNot: [] };
const OPEN = { userRoles: open, userTags: open, startupTags: open, startupPrograms: open };

/** A Tuesday at least two weeks ahead (UTC), `offset` days later. */
function dayAhead(offset = 0): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const at = (hhmm: string, date = day) => new Date(`${date}T${hhmm}:00.000Z`).toISOString();

type Slot = { start: string; hostIds: string[] };
const slotStarts = async (token: string, eventId: string, date = day) =>
  (await ok<{ eventSlots: Slot[] }>(t.app, DEMO, token, SLOTS, { id: eventId, from: at('00:00', date), to: at('23:59', date) })).eventSlots.map((s) => new Date(s.start).toISOString());

/** A published one-on-one event by staff: 10:00–12:00 UTC on `date`, 30-minute sessions, hosted by `hostIds`. */
async function officeHours(extra: Record<string, unknown> = {}, date = day): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, tokens.staff, CREATE);
  await ok(t.app, DEMO, tokens.staff, UPDATE, {
    id: e._id,
    input: { title: `Office hours ${e._id.slice(0, 6)}`, eventType: 'one_on_one', startTime: at('10:00', date), endTime: at('12:00', date), timezone: 'UTC', sessionMinutes: 30, timeslotIncrement: 30, hostIds: [ids.mentor], visibility: OPEN, ...extra },
  });
  await ok(t.app, DEMO, tokens.staff, PUBLISH, { id: e._id });
  return e._id;
}

beforeAll(async () => {
  for (const who of ['staff', 'mentor', 'coach', 'cofounder', 'cofounder2', 'founder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  ids.orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  const [cofounderRole] = await t.db.tenant(demo(), (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Cofounder')));
  ids.cofounderRole = cofounderRole!.id;
  day = dayAhead();
  // The mentor hosts 09:00–17:00 UTC every weekday in hour slots with an hour's notice (coaching's booking test does the same).
  await ok(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
  await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: ['MO', 'TU', 'WE', 'TH', 'FR'].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) });
  ids.event = await officeHours();
});

describe('slots and booking', () => {
  it('offers the host’s free slots of the event’s length and increment inside its window only', async () => {
    expect(await slotStarts(tokens.cofounder!, ids.event!)).toEqual([at('10:00'), at('10:30'), at('11:00'), at('11:30')]);
    // Another day of the host's week is outside the event's window.
    expect(await slotStarts(tokens.cofounder!, ids.event!, dayAhead(1))).toEqual([]);
    // The event's increment, not the host's hour slots: 20-minute steps of 30-minute sessions.
    const stepped = await officeHours({ timeslotIncrement: 20, startTime: at('13:00'), endTime: at('14:00') });
    expect(await slotStarts(tokens.cofounder!, stepped)).toEqual([at('13:00'), at('13:20')]);
  });

  it('books a slot: the host’s time is a host_bookings row of kind event, the slot is gone, and the page shows it', async () => {
    const { bookEventSlot: b } = await ok<{ bookEventSlot: { _id: string; startTime: string; host: { _id: string } } }>(t.app, DEMO, tokens.cofounder, BOOK, { id: ids.event, startsAt: at('10:00') });
    expect(b.host._id).toBe(ids.mentor);
    ids.booking = b._id;
    expect(await slotStarts(tokens.founder!, ids.event!)).not.toContain(at('10:00'));
    const rows = await t.db.tenant(demo(), (tx) => tx.select().from(hostBookings).where(and(eq(hostBookings.eventId, ids.event!), eq(hostBookings.status, 'active'))));
    expect(rows).toMatchObject([{ kind: 'event', hostUserId: ids.mentor, sourceId: b._id, startupId: ids.orbital }]);
    const { event } = await ok<{ event: { noOfBookings: number; viewerSessionsLeft: number; viewerBookings: Array<{ _id: string }>; viewerCanRegister: boolean } }>(t.app, DEMO, tokens.cofounder, EVENT, { id: ids.event });
    expect(event).toMatchObject({ noOfBookings: 1, viewerSessionsLeft: 0, viewerBookings: [{ _id: b._id }], viewerCanRegister: false });
    // Group registration is not the way into a one-on-one event.
    expect(await fails(t.app, DEMO, tokens.founder, REGISTER, { id: ids.event })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^eventId: /) });
    const staffView = await ok<{ event: { attendees: Array<{ bookingDetails: { startTime: string } | null }> } }>(t.app, DEMO, tokens.staff, EVENT, { id: ids.event });
    expect(staffView.event.attendees.map((a) => a.bookingDetails?.startTime && new Date(a.bookingDetails.startTime).toISOString())).toEqual([at('10:00')]);
  });

  it('numberOfSessions bounds a person and their startup together; naming the field', async () => {
    const again = await fails(t.app, DEMO, tokens.cofounder, BOOK, { id: ids.event, startsAt: at('10:30') });
    expect(again).toMatchObject({ code: 'ValidationError', message: 'eventId: You have booked every session this event allows.' });
    // The co-founder of the same startup shares the allowance.
    expect((await fails(t.app, DEMO, tokens.cofounder2, BOOK, { id: ids.event, startsAt: at('10:30') })).message).toMatch(/^eventId: You have booked every session/);
  });

  it('refuses a time that is not a slot, and bad input, naming the field and changing nothing', async () => {
    expect(await fails(t.app, DEMO, tokens.founder, BOOK, { id: ids.event, startsAt: at('10:10') })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^startsAt: /) });
    expect(await fails(t.app, DEMO, tokens.founder, BOOK, { id: ids.event, startsAt: at('10:30'), hostUserId: ids.coach })).toMatchObject({ message: expect.stringMatching(/^hostUserId: /) });
    expect((await fails(t.app, DEMO, tokens.founder, BOOK, { id: 'nope', startsAt: at('10:30') })).code).toBe('NotFound');
    expect(await slotStarts(tokens.founder!, ids.event!)).toContain(at('10:30'));
  });

  it('cancelling frees the slot; the host_bookings row is released, not deleted', async () => {
    const other = await officeHours({ numberOfSessions: 2 }, dayAhead(7));
    const { bookEventSlot: b } = await ok<{ bookEventSlot: { _id: string } }>(t.app, DEMO, tokens.founder, BOOK, { id: other, startsAt: at('11:00', dayAhead(7)) });
    expect(await slotStarts(tokens.founder!, other, dayAhead(7))).not.toContain(at('11:00', dayAhead(7)));
    expect((await fails(t.app, DEMO, tokens.cofounder, CANCEL, { id: b._id })).message).toMatch(/^bookingId: /);
    await ok(t.app, DEMO, tokens.founder, CANCEL, { id: b._id });
    expect(await slotStarts(tokens.founder!, other, dayAhead(7))).toContain(at('11:00', dayAhead(7)));
    const rows = await t.db.tenant(demo(), (tx) => tx.select({ status: hostBookings.status }).from(hostBookings).where(eq(hostBookings.eventId, other)));
    expect(rows).toEqual([{ status: 'released' }]);
  });
});

describe('one engine: no double booking across coaching sessions and events', () => {
  it('a coaching session takes the event’s slots of that host, and an event booking takes the coaching slot', async () => {
    // A coaching session 11:00–12:00 with the mentor: the event's 11:00 and 11:30 go.
    await ok(t.app, DEMO, tokens.cofounder2, COACH_BOOK, { hostId: ids.mentor, start: at('11:00'), startupId: ids.orbital });
    const left = await slotStarts(tokens.founder!, ids.event!);
    expect(left).not.toContain(at('11:00'));
    expect(left).not.toContain(at('11:30'));
    expect(await fails(t.app, DEMO, tokens.founder, BOOK, { id: ids.event, startsAt: at('11:30') })).toMatchObject({ code: 'SlotTaken', message: expect.stringMatching(/^startsAt: /) });
    // The event booking at 10:00 (above) keeps coaching from offering or booking 10:00.
    const { freeSlots } = await ok<{ freeSlots: Array<{ start: string }> }>(t.app, DEMO, tokens.cofounder2, COACH_SLOTS, { hostId: ids.mentor, from: at('00:00'), to: at('23:00'), startupId: ids.orbital });
    expect(freeSlots.map((s) => new Date(s.start).toISOString())).not.toContain(at('10:00'));
    expect((await fails(t.app, DEMO, tokens.cofounder2, COACH_BOOK, { hostId: ids.mentor, start: at('10:00'), startupId: ids.orbital })).code).toBe('SlotTaken');
  });

  it(`20 concurrent bookings of one slot: exactly one, the rest SlotTaken (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, async () => {
    const busy = await officeHours({ numberOfSessions: 20 }, dayAhead(14));
    const who = [tokens.founder!, tokens.staff!, tokens.coach!];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      gql<{ bookEventSlot: { _id: string } }>(t.app, DEMO, BOOK, { token: who[i % 3]!, variables: { id: busy, startsAt: at('10:00', dayAhead(14)) } })));
    expect(answers.filter((a) => a.body.data?.bookEventSlot)).toHaveLength(1);
    expect(answers.flatMap((a) => a.body.errors?.map((e) => e.extensions?.code) ?? [])).toEqual(Array(19).fill('SlotTaken'));
    const rows = await t.db.tenant(demo(), (tx) => tx.select().from(hostBookings).where(and(eq(hostBookings.eventId, busy), eq(hostBookings.status, 'active'))));
    expect(rows).toHaveLength(1);
  });
});

describe('notice period, visibility and tenancy', () => {
  it('the notice period hides the slots within it and refuses booking them, naming startsAt', async () => {
    const soon = await officeHours({ noticePeriod: { value: 30, unit: 'days' } });
    expect(await slotStarts(tokens.founder!, soon)).toEqual([]);
    expect(await fails(t.app, DEMO, tokens.founder, BOOK, { id: soon, startsAt: at('10:30') })).toMatchObject({ code: 'ValidationError', message: 'startsAt: This slot starts within the notice period of the event.' });
  });

  it('an event the viewer may not see is NotFound for its slots and its booking', async () => {
    const hidden = await officeHours({ visibility: { ...OPEN, userRoles: { is: [], isNot: [ids.cofounderRole] } } }, dayAhead(21));
    expect((await fails(t.app, DEMO, tokens.cofounder, SLOTS, { id: hidden, from: at('00:00', dayAhead(21)), to: at('23:00', dayAhead(21)) })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { id: hidden, startsAt: at('10:00', dayAhead(21)) })).code).toBe('NotFound');
    // The founder of another startup is a co-founder too (the same role): staff, who see every event, get its slots.
    expect((await fails(t.app, DEMO, tokens.founder, BOOK, { id: hidden, startsAt: at('10:00', dayAhead(21)) })).code).toBe('NotFound');
    expect(await slotStarts(tokens.staff!, hidden, dayAhead(21))).toContain(at('10:00', dayAhead(21)));
  });

  it('another tenant’s event is NotFound', async () => {
    expect((await fails(t.app, ACME, tokens.acme, SLOTS, { id: ids.event, from: at('00:00'), to: at('23:00') })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, BOOK, { id: ids.event, startsAt: at('10:30') })).code).toBe('NotFound');
  });
});

describe('hosts without hours: tasks and planning', () => {
  it('a host with no availability in the window gets hostAssignation and availEventCoaching; planning lists the event as pending; rules close them', async () => {
    await ok(t.app, DEMO, tokens.staff, UPDATE, {
      id: ids.event,
      input: { title: 'Office hours with two hosts', eventType: 'one_on_one', startTime: at('10:00'), endTime: at('12:00'), timezone: 'UTC', sessionMinutes: 30, timeslotIncrement: 30, hostIds: [ids.mentor, ids.coach], visibility: OPEN },
    });
    const open = async () => (await t.db.tenant(demo(), (tx) => tx.select({ sourceKey: tasks.sourceKey }).from(tasks).where(isNull(tasks.completedAt))))
      .map((r) => r.sourceKey).filter((k) => k?.includes(ids.event!));
    // The mentor has hours and the event is published: nothing asked of them; the coach has no rules yet.
    expect((await open()).sort()).toEqual([`availEventCoaching:${ids.event}:${ids.coach}`, `hostAssignation:${ids.event}:${ids.coach}`]);
    const pending = await ok<{ planningEvents: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens.staff, PLANNING, { section: 'pending' });
    expect(pending.planningEvents.results.map((e) => e._id)).toContain(ids.event);
    // The coach's hours in UTC (a zone change alone also re-syncs their events), then Tuesday 09:00–12:00.
    await ok(t.app, DEMO, tokens.coach, SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
    expect((await open()).length).toBe(2);
    await ok(t.app, DEMO, tokens.coach, SET_RULES, { rules: [{ weekday: 'TU', startMinute: 540, endMinute: 720 }] });
    expect(await open()).toEqual([]);
    const after = await ok<{ planningEvents: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens.staff, PLANNING, { section: 'pending' });
    expect(after.planningEvents.results.map((e) => e._id)).not.toContain(ids.event);
    // Founders have no planning.
    expect((await fails(t.app, DEMO, tokens.cofounder, PLANNING, { section: 'pending' })).code).toBe('Forbidden');
  });
});

describe('ENT-31: events by startup and by user', () => {
  it('paginate with a cursor and answer only what the viewer sees; others’ lists are refused', async () => {
    const second = await officeHours({ numberOfSessions: 2 }, dayAhead(28));
    await ok(t.app, DEMO, tokens.cofounder, BOOK, { id: second, startsAt: at('10:00', dayAhead(28)) });
    type Page = { next: string | null; results: Array<{ _id: string }> };
    const first = (await ok<{ eventsByUser: Page }>(t.app, DEMO, tokens.cofounder, BY_USER, { userId: ids.cofounder, first: 1, eventType: 'one_on_one' })).eventsByUser;
    expect(first.results).toHaveLength(1);
    expect(first.next).not.toBeNull();
    const rest = (await ok<{ eventsByUser: Page }>(t.app, DEMO, tokens.cofounder, BY_USER, { userId: ids.cofounder, first: 1, after: first.next, eventType: 'one_on_one' })).eventsByUser;
    expect([...first.results, ...rest.results].map((e) => e._id).sort()).toEqual([ids.event, second].sort());
    expect(rest.next).toBeNull();
    const byStartup = (await ok<{ eventsByStartup: Page }>(t.app, DEMO, tokens.cofounder2, BY_STARTUP, { startupId: ids.orbital, first: 10 })).eventsByStartup;
    expect(byStartup.results.map((e) => e._id).sort()).toEqual([ids.event, second].sort());
    const groups = (await ok<{ eventsByUser: Page }>(t.app, DEMO, tokens.cofounder, BY_USER, { userId: ids.cofounder, eventType: 'group' })).eventsByUser.results.map((e) => e._id);
    expect(groups).not.toContain(ids.event);
    // Hidden from co-founders now: their own lists drop it; staff still see it.
    await ok(t.app, DEMO, tokens.staff, UPDATE, {
      id: second,
      input: { title: 'Hidden office hours', eventType: 'one_on_one', startTime: at('10:00', dayAhead(28)), endTime: at('12:00', dayAhead(28)), timezone: 'UTC', sessionMinutes: 30, hostIds: [ids.mentor], visibility: { ...OPEN, userRoles: { is: [], isNot: [ids.cofounderRole] } } },
    });
    expect((await ok<{ eventsByUser: Page }>(t.app, DEMO, tokens.cofounder, BY_USER, { userId: ids.cofounder, eventType: 'one_on_one' })).eventsByUser.results.map((e) => e._id)).toEqual([ids.event]);
    expect((await ok<{ eventsByUser: Page }>(t.app, DEMO, tokens.staff, BY_USER, { userId: ids.cofounder, eventType: 'one_on_one' })).eventsByUser.results.map((e) => e._id).sort()).toEqual([ids.event, second].sort());
    // A founder of another startup asks about Orbital or about the co-founder: refused.
    expect((await fails(t.app, DEMO, tokens.founder, BY_STARTUP, { startupId: ids.orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.founder, BY_USER, { userId: ids.cofounder })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, BY_USER, { userId: ids.cofounder, first: 0 })).message).toMatch(/^first: /);
    // Another tenant's admin asking about a demo startup finds nothing (RLS), whatever the id.
    expect((await ok<{ eventsByStartup: Page }>(t.app, ACME, tokens.acme, BY_STARTUP, { startupId: ids.orbital })).eventsByStartup.results).toEqual([]);
  });
});
