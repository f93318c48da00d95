/**
 * Issue 18 item 1 (docs/contract-events.md §3.4, docs/contract-coaching.md §2.4; D-469): a one-on-one event booking
 * draws on the booking startup's hour budget by the sessions' rule (the pair with the slot's host first). The startup
 * has 60 minutes with the mentor: a 30-minute slot leaves 30; a 45-minute one is refused (OverBudget, naming startsAt)
 * and changes nothing; cancelling the slot, or deleting its event before it, gives the minutes back; an event with
 * ignoreHourAllocation draws nothing; with the flag hoursAllocation off nothing is drawn. The budget's ledger shows an
 * event booking's line with its event's title. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostBookings, hourLedger, incubatorEventAttendees, startups, users } from '../../src/db/schema/index.js';
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
