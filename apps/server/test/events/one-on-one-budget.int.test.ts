/**
 * Issue 18 item 1 (docs/contract-events.md §3.4, docs/contract-coaching.md §2.4; D-469): a one-on-one event booking
 * draws on the booking startup's hour budget by the sessions' rule (the pair with the slot's host first). The startup
 * has 60 minutes with the mentor: a 30-minute slot leaves 30; a 45-minute one is refused (OverBudget, naming startsAt)
 * and changes nothing; cancelling the slot, or deleting its event before it, gives the minutes back; an event with
 * ignoreHourAllocation draws nothing; with the flag hoursAllocation off nothing is drawn. The budget's ledger shows an
 * event booking's line with its event's title. A slot's "held" step (issue 17 item 4, D-506): its attendance marked
 * attended or no show once it has started moves its minutes from pending to used (not before; not twice); marked
 * `event cancelled` gives them back; cancelling the event releases the slots to come and spends those started, and
 * deleting it spends those started too. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostBookings, hourLedger, incubatorEventAttendees, incubatorEvents, startups, users } from '../../src/db/schema/index.js';
import { DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }';
const PUBLISH = 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id status } }';
const DELETE_EVENT = 'mutation D($id: ID!) { deleteIncubatorEvent(eventId: $id) }';
const BOOK = 'mutation B($id: ID!, $startsAt: DateTime!) { bookEventSlot(eventId: $id, startsAt: $startsAt) { _id } }';
const CANCEL = 'mutation C($id: ID!) { cancelEventSlot(bookingId: $id) { _id } }';
const SET_RULES = 'mutation S($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }';
const SAVE_SETTINGS = 'mutation H($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }';
const MARK = 'mutation M($id: ID!, $ids: [ID!]!, $status: EventAttendance!) { markAttendance(eventId: $id, attendeeIds: $ids, status: $status) { _id } }';
const CANCEL_EVENT = 'mutation X($id: ID!) { cancelIncubatorEvent(eventId: $id) { _id } }';
const UPDATE_ALLOCATION = 'mutation A($id: ID!, $amount: Float!, $unit: HourAllocationUnit!) { updateHourAllocation(id: $id, amount: $amount, unit: $unit) { _id } }';
const ALLOCATION = '_id allocatedMinutes pendingMinutes usedMinutes remainingMinutes ledger { kind minutes sessionId hostBookingId eventTitle sessionStartsAt }';
const BUDGETS = `query Q($startupId: ID!) { hourBudgets(startupId: $startupId) { allocations { ${ALLOCATION} } } }`;
const ALLOCATE = `mutation L($startupId: ID!, $mentorId: ID, $amount: Float!, $unit: HourAllocationUnit!) {
  allocateHours(startupId: $startupId, mentorId: $mentorId, amount: $amount, unit: $unit) { ${ALLOCATION} } }`;

interface Allocation {
  _id: string;
  allocatedMinutes: number;
  pendingMinutes: number;
  usedMinutes: number;
  remainingMinutes: number;
  ledger: { kind: string; minutes: number; sessionId: string | null; hostBookingId: string | null; eventTitle: string | null; sessionStartsAt: string | null }[];
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let day = '';
const demo = () => t.incubatorIds.demo!;
const open = { is: [], isNot: [] };
const OPEN = { userRoles: open, userTags: open, startupTags: open, startupPrograms: open };

/** A Tuesday at least two weeks ahead (UTC). */
function dayAhead(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
// 45-minute steps run from the host's 09:00 start (09:00, 09:45, …, 13:30, 14:15, 15:00, 15:45).
const at = (hhmm: string) => new Date(`${day}T${hhmm}:00.000Z`).toISOString();

/** A published one-on-one event hosted by the mentor: `from`–`to` UTC, sessions of `minutes`, each person up to 3. */
async function officeHours(title: string, from: string, to: string, minutes: number, extra: Record<string, unknown> = {}): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, tokens.staff, CREATE);
  await ok(t.app, DEMO, tokens.staff, UPDATE, {
    id: e._id,
    input: { title, eventType: 'one_on_one', startTime: at(from), endTime: at(to), timezone: 'UTC', sessionMinutes: minutes, timeslotIncrement: minutes, numberOfSessions: 3, hostIds: [ids.mentor], visibility: OPEN, ...extra },
  });
  await ok(t.app, DEMO, tokens.staff, PUBLISH, { id: e._id });
  return e._id;
}

async function pair(): Promise<Allocation> {
  const { hourBudgets } = await ok<{ hourBudgets: { allocations: Allocation[] } }>(t.app, DEMO, tokens.staff, BUDGETS, { startupId: ids.orbital });
  return hourBudgets.allocations.find((a) => a._id === ids.allocation)!;
}
async function ledgerCount(): Promise<number> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(hourLedger));
  return row!.n;
}
async function activeBookings(eventId: string): Promise<number> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(hostBookings).where(and(eq(hostBookings.eventId, eventId), eq(hostBookings.status, 'active'))));
  return row!.n;
}
async function book(token: string, eventId: string, startsAt: string): Promise<string> {
  return (await ok<{ bookEventSlot: { _id: string } }>(t.app, DEMO, token, BOOK, { id: eventId, startsAt })).bookEventSlot._id;
}
async function hostBookingOf(attendeeId: string): Promise<string> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ id: incubatorEventAttendees.hostBookingId }).from(incubatorEventAttendees).where(eq(incubatorEventAttendees.id, attendeeId)));
  return row!.id!;
}

beforeAll(async () => {
  for (const who of ['staff', 'mentor', 'cofounder', 'cofounder2']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  ids.orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  day = dayAhead();
  await ok(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
  await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: ['MO', 'TU', 'WE', 'TH', 'FR'].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) });
  await setFlag(t, 'demo', 'hoursAllocation', true, true);
  const { allocateHours } = await ok<{ allocateHours: Allocation }>(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: ids.orbital, mentorId: ids.mentor, amount: 1, unit: 'HOUR' });
  ids.allocation = allocateHours._id;
  ids.short = await officeHours('Pitch clinic', '10:00', '12:00', 30);
  ids.long = await officeHours('Deep dive', '13:30', '15:00', 45);
});

describe('one-on-one event bookings and hour budgets', () => {
  it('a 30-minute slot draws 30 of the 60 minutes with the slot’s host; the ledger line names the event', async () => {
    ids.booking = await book(tokens.cofounder!, ids.short!, at('10:00'));
    const hostBookingId = await hostBookingOf(ids.booking);
    const after = await pair();
    expect(after).toMatchObject({ allocatedMinutes: 60, pendingMinutes: 30, usedMinutes: 0, remainingMinutes: 30 });
    expect(after.ledger[0]).toEqual({ kind: 'pending', minutes: 30, sessionId: null, hostBookingId, eventTitle: 'Pitch clinic', sessionStartsAt: at('10:00') });
  });

  it('a 45-minute slot over budget is refused with OverBudget naming startsAt, and changes nothing', async () => {
    const lines = await ledgerCount();
    const refused = await gql(t.app, DEMO, BOOK, { token: tokens.cofounder2!, variables: { id: ids.long, startsAt: at('13:30') } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'startsAt: Not enough hours left in the budget for this session: 45 minutes needed, 30 remaining.',
      extensions: { code: 'OverBudget', reason: 'overBudget', neededMinutes: 45, remainingMinutes: 30 },
    });
    expect(await ledgerCount()).toBe(lines);
    expect(await activeBookings(ids.long!)).toBe(0);
    const [attendees] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(incubatorEventAttendees).where(eq(incubatorEventAttendees.eventId, ids.long!)));
    expect(attendees!.n).toBe(0);
    expect((await pair()).remainingMinutes).toBe(30);
  });

  it('cancelling the slot gives its minutes back', async () => {
    await ok(t.app, DEMO, tokens.cofounder, CANCEL, { id: ids.booking });
    const after = await pair();
    expect(after).toMatchObject({ pendingMinutes: 0, remainingMinutes: 60 });
    expect(after.ledger[0]).toMatchObject({ kind: 'released', minutes: 30, eventTitle: 'Pitch clinic' });
    // Cancelling again is refused and releases nothing twice.
    expect((await fails(t.app, DEMO, tokens.cofounder, CANCEL, { id: ids.booking })).message).toMatch(/^bookingId: /);
    expect((await pair()).remainingMinutes).toBe(60);
  });

  it('an event with ignoreHourAllocation draws nothing', async () => {
    const free = await officeHours('Open door', '15:00', '16:30', 45, { ignoreHourAllocation: true });
    const lines = await ledgerCount();
    await book(tokens.cofounder!, free, at('15:00'));
    await book(tokens.cofounder2!, free, at('15:45'));
    expect(await activeBookings(free)).toBe(2);
    expect(await ledgerCount()).toBe(lines);
    expect((await pair()).remainingMinutes).toBe(60);
  });

  it('deleting an event gives back the minutes of its slots still to come', async () => {
    const doomed = await officeHours('Cancelled clinic', '11:00', '12:00', 30);
    await book(tokens.cofounder!, doomed, at('11:00'));
    expect((await pair()).remainingMinutes).toBe(30);
    await ok(t.app, DEMO, tokens.staff, DELETE_EVENT, { id: doomed });
    const after = await pair();
    expect(after).toMatchObject({ pendingMinutes: 0, remainingMinutes: 60 });
    // The event is gone: its line stays, without a title.
    expect(after.ledger[0]).toMatchObject({ kind: 'released', minutes: 30, eventTitle: null });
    expect(after.ledger[0]!.hostBookingId).not.toBeNull();
  });

  it('with the flag hoursAllocation off nothing is drawn', async () => {
    await setFlag(t, 'demo', 'hoursAllocation', true, false);
    try {
      const lines = await ledgerCount();
      // 90 minutes would not fit in 60, but budgets are off: both 45-minute slots are booked, no line is written.
      await book(tokens.cofounder!, ids.long!, at('13:30'));
      await book(tokens.cofounder2!, ids.long!, at('14:15'));
      expect(await activeBookings(ids.long!)).toBe(2);
      expect(await ledgerCount()).toBe(lines);
    } finally {
      await setFlag(t, 'demo', 'hoursAllocation', true, true);
    }
    expect((await pair()).remainingMinutes).toBe(60);
  });
});

/**
 * The slots of `attendeeIds` took place: moved to start `hoursAgo`, half an hour apart (and their event with them when
 * `event`). Each test uses its own hours, so the host's moved bookings never overlap.
 */
async function travel(eventId: string, attendeeIds: string[], hoursAgo: number, event = true): Promise<void> {
  const start = new Date(Date.now() - hoursAgo * 3_600_000);
  await t.db.tenant(demo(), async (tx) => {
    if (event) await tx.update(incubatorEvents).set({ startTime: start, endTime: new Date(start.getTime() + 2 * 3_600_000) }).where(eq(incubatorEvents.id, eventId));
    const rows = await tx.select().from(incubatorEventAttendees).where(inArray(incubatorEventAttendees.id, attendeeIds));
    for (const [i, row] of rows.entries()) {
      const startsAt = new Date(start.getTime() + i * 30 * 60_000);
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      await tx.update(incubatorEventAttendees).set({ bookingStartsAt: startsAt, bookingEndsAt: endsAt }).where(eq(incubatorEventAttendees.id, row.id));
      await tx.update(hostBookings).set({ startsAt, endsAt }).where(eq(hostBookings.id, row.hostBookingId!));
    }
  });
}
async function bookingStatus(attendeeId: string): Promise<{ attendance: string; booking: string }> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ attendance: incubatorEventAttendees.status, booking: hostBookings.status })
    .from(incubatorEventAttendees).innerJoin(hostBookings, eq(hostBookings.id, incubatorEventAttendees.hostBookingId)).where(eq(incubatorEventAttendees.id, attendeeId)));
  return row!;
}

describe('a one-on-one slot’s held step: attendance moves its minutes to used (D-506)', () => {
  beforeAll(async () => {
    // Room for the slots below: three hours with the mentor, none pending or used yet.
    await ok(t.app, DEMO, tokens.staff, UPDATE_ALLOCATION, { id: ids.allocation, amount: 3, unit: 'HOUR' });
    expect(await pair()).toMatchObject({ allocatedMinutes: 180, pendingMinutes: 0, usedMinutes: 0, remainingMinutes: 180 });
  });

  it('attended before the slot starts is refused and changes nothing; once it started, its pending minutes become used, once', async () => {
    const event = await officeHours('Held clinic', '09:00', '10:00', 30);
    const attendee = await book(tokens.cofounder!, event, at('09:00'));
    expect(await pair()).toMatchObject({ pendingMinutes: 30, usedMinutes: 0 });
    const early = await fails(t.app, DEMO, tokens.mentor, MARK, { id: event, ids: [attendee], status: 'ATTENDED' });
    expect(early.message).toMatch(/^status: /);
    expect(await pair()).toMatchObject({ pendingMinutes: 30, usedMinutes: 0 });

    // The event's day has come but the slot has not started yet: still refused, naming the slot.
    await travel(event, [attendee], 1);
    await t.db.tenant(demo(), async (tx) => {
      const later = new Date(Date.now() + 3_600_000);
      await tx.update(incubatorEventAttendees).set({ bookingStartsAt: later, bookingEndsAt: new Date(later.getTime() + 1_800_000) }).where(eq(incubatorEventAttendees.id, attendee));
    });
    expect((await fails(t.app, DEMO, tokens.mentor, MARK, { id: event, ids: [attendee], status: 'ATTENDED' })).message)
      .toBe('status: Attendance of a booked slot can be marked once the slot has started.');

    // It took place: the host marks it attended.
    await travel(event, [attendee], 1);
    await ok(t.app, DEMO, tokens.mentor, MARK, { id: event, ids: [attendee], status: 'ATTENDED' });
    const after = await pair();
    expect(after).toMatchObject({ allocatedMinutes: 180, pendingMinutes: 0, usedMinutes: 30, remainingMinutes: 150 });
    expect(after.ledger[0]).toMatchObject({ kind: 'used', minutes: 30, eventTitle: 'Held clinic', hostBookingId: await hostBookingOf(attendee) });
    expect(await bookingStatus(attendee)).toEqual({ attendance: 'attended', booking: 'active' });

    // Marking again (no show) spends nothing twice.
    const lines = await ledgerCount();
    await ok(t.app, DEMO, tokens.staff, MARK, { id: event, ids: [attendee], status: 'NO_SHOW' });
    expect(await ledgerCount()).toBe(lines);
    expect(await pair()).toMatchObject({ pendingMinutes: 0, usedMinutes: 30 });
  });

  it('a no-show spends the slot’s minutes too; a slot marked event cancelled gives them and the host’s time back', async () => {
    const event = await officeHours('Missed clinic', '10:00', '11:00', 30);
    const missed = await book(tokens.cofounder!, event, at('10:00'));
    const dropped = await book(tokens.cofounder2!, event, at('10:30'));
    expect(await pair()).toMatchObject({ pendingMinutes: 60, usedMinutes: 30 });
    await travel(event, [missed, dropped], 3);
    await ok(t.app, DEMO, tokens.mentor, MARK, { id: event, ids: [missed], status: 'NO_SHOW' });
    expect(await pair()).toMatchObject({ pendingMinutes: 30, usedMinutes: 60 });
    await ok(t.app, DEMO, tokens.staff, MARK, { id: event, ids: [dropped], status: 'EVENT_CANCELLED' });
    const after = await pair();
    expect(after).toMatchObject({ pendingMinutes: 0, usedMinutes: 60, remainingMinutes: 120 });
    expect(after.ledger[0]).toMatchObject({ kind: 'released', minutes: 30, eventTitle: 'Missed clinic' });
    expect(await bookingStatus(dropped)).toEqual({ attendance: 'event cancelled', booking: 'released' });
    expect(await bookingStatus(missed)).toEqual({ attendance: 'no show', booking: 'active' });
  });

  it('cancelling the event releases its slots to come and spends those already started', async () => {
    const event = await officeHours('Stopped clinic', '11:00', '12:00', 30);
    const started = await book(tokens.cofounder!, event, at('11:00'));
    const toCome = await book(tokens.cofounder2!, event, at('11:30'));
    expect(await pair()).toMatchObject({ pendingMinutes: 60, usedMinutes: 60 });
    // The first slot is under way (the event itself has not ended, so it may still be cancelled).
    await travel(event, [started], 0.25, false);
    await ok(t.app, DEMO, tokens.staff, CANCEL_EVENT, { id: event });
    expect(await pair()).toMatchObject({ pendingMinutes: 0, usedMinutes: 90, remainingMinutes: 90 });
    expect(await bookingStatus(toCome)).toEqual({ attendance: 'event cancelled', booking: 'released' });
    expect((await bookingStatus(started)).booking).toBe('active');
  });

  it('deleting the event after a slot started spends that slot’s minutes', async () => {
    const event = await officeHours('Gone clinic', '16:30', '17:00', 30);
    const started = await book(tokens.cofounder!, event, at('16:30'));
    expect(await pair()).toMatchObject({ pendingMinutes: 30, usedMinutes: 90 });
    await travel(event, [started], 5);
    await ok(t.app, DEMO, tokens.staff, DELETE_EVENT, { id: event });
    const after = await pair();
    expect(after).toMatchObject({ pendingMinutes: 0, usedMinutes: 120, remainingMinutes: 60 });
    expect(after.ledger[0]).toMatchObject({ kind: 'used', minutes: 30, eventTitle: null });
  });
});
