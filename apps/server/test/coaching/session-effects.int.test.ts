/**
 * What the session page's changes do to the rest of coaching (issue 17 items 3–5, wired at the merge of the session,
 * budget and matching work): rescheduling moves the session's pending minutes to its new length (refused over budget,
 * nothing changed), cancelling releases them, holding turns them into used minutes; holding also asks the startup's
 * people "how is this pairing going?" about each host (D-464), and a second missed session alerts staff (D-466).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingSessionAttendees, coachingSessionHosts, coachingSessions, hostBookings, notifications, startups, users } from '../../src/db/schema/index.js';
import { DEMO, gql, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const SESSION = '_id status startsAt endsAt';
const BOOK = `mutation B($hostId: ID!, $start: DateTime!, $startupId: ID!) { bookSlot(hostId: $hostId, start: $start, startupId: $startupId) { ${SESSION} } }`;
const RESCHEDULE = `mutation R($id: ID!, $start: DateTime!, $end: DateTime) { rescheduleCoachingSession(id: $id, start: $start, end: $end) { ${SESSION} } }`;
const CANCEL = `mutation C($id: ID!) { cancelCoachingSession(id: $id) { ${SESSION} } }`;
const HOLD = `mutation H($id: ID!, $attendance: [CoachingAttendanceInput!]!) { holdCoachingSession(id: $id, attendance: $attendance) { ${SESSION} } }`;
const SET_RULES = 'mutation S($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }';
const SAVE_SETTINGS = 'mutation H($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }';
const ALLOCATE = `mutation L($startupId: ID!, $mentorId: ID, $amount: Float!, $unit: HourAllocationUnit!) {
  allocateHours(startupId: $startupId, mentorId: $mentorId, amount: $amount, unit: $unit) { _id } }`;
const BUDGETS = 'query Q($startupId: ID!) { hourBudgets(startupId: $startupId) { allocations { _id pendingMinutes usedMinutes remainingMinutes } } }';
const PAIRING = 'query P { pendingPairingFeedback { mentorId startupId answer } }';

interface Totals {
  _id: string;
  pendingMinutes: number;
  usedMinutes: number;
  remainingMinutes: number;
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;
let allocationId: string;
const demo = () => t.incubatorIds.demo!;

/** A Wednesday at least two weeks ahead (UTC), `weeks` weeks later. */
function dayAhead(weeks = 0): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + 7 * weeks);
  return d.toISOString().slice(0, 10);
}
const at = (hour: number, date: string, minute = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`).toISOString();

async function totals(): Promise<Totals> {
  const { hourBudgets } = await ok<{ hourBudgets: { allocations: Totals[] } }>(t.app, DEMO, tokens.staff, BUDGETS, { startupId: orbital });
  return hourBudgets.allocations.find((a) => a._id === allocationId)!;
}

async function book(date: string, hour: number): Promise<string> {
  const { bookSlot } = await ok<{ bookSlot: { _id: string } }>(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(hour, date), startupId: orbital });
  return bookSlot._id;
}

/** Moves a booked session (and its hosts' time) to yesterday, so it can be held. */
async function moveToThePast(sessionId: string, daysAgo: number): Promise<void> {
  const startsAt = new Date(Date.now() - daysAgo * 86_400_000);
  startsAt.setUTCHours(10, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  await t.db.tenant(demo(), async (tx) => {
    await tx.update(coachingSessions).set({ startsAt, endsAt }).where(eq(coachingSessions.id, sessionId));
    const held = await tx.select({ bookingId: coachingSessionHosts.hostBookingId }).from(coachingSessionHosts).where(eq(coachingSessionHosts.sessionId, sessionId));
    await tx.update(hostBookings).set({ startsAt, endsAt }).where(inArray(hostBookings.id, held.map((h) => h.bookingId)));
  });
}

async function attendees(sessionId: string): Promise<string[]> {
  const rows = await t.db.tenant(demo(), (tx) => tx.select({ userId: coachingSessionAttendees.userId }).from(coachingSessionAttendees).where(eq(coachingSessionAttendees.sessionId, sessionId)));
  return rows.map((r) => r.userId);
}

async function noShowAlerts(): Promise<number> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(notifications).where(and(eq(notifications.notificationType, 'coachingNoShows'), eq(notifications.startupId, orbital))));
  return row!.n;
}

beforeAll(async () => {
  for (const who of ['mentor', 'staff', 'cofounder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  await ok(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
  await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: ['MO', 'TU', 'WE', 'TH', 'FR'].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) });
  await setFlag(t, 'demo', 'hoursAllocation', true, true);
  const { allocateHours } = await ok<{ allocateHours: { _id: string } }>(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, mentorId: ids.mentor, amount: 2, unit: 'HOUR' });
  allocationId = allocateHours._id;
});

describe('a session and its hour budget', () => {
  it('rescheduling moves the pending minutes to the new length; over budget it is refused and nothing moves', async () => {
    const day = dayAhead();
    const id = await book(day, 10);
    expect(await totals()).toMatchObject({ pendingMinutes: 60, remainingMinutes: 60 });
    const longer = await ok<{ rescheduleCoachingSession: { startsAt: string } }>(t.app, DEMO, tokens.mentor, RESCHEDULE, { id, start: at(13, day), end: at(14, day, 30) });
    expect(longer.rescheduleCoachingSession.startsAt).toBe(at(13, day));
    expect(await totals()).toMatchObject({ pendingMinutes: 90, remainingMinutes: 30 });
    const refused = await gql(t.app, DEMO, RESCHEDULE, { token: tokens.mentor!, variables: { id, start: at(9, day), end: at(12, day) } });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'OverBudget', neededMinutes: 180, remainingMinutes: 120 });
    const [row] = await t.db.tenant(demo(), (tx) => tx.select({ startsAt: coachingSessions.startsAt }).from(coachingSessions).where(eq(coachingSessions.id, id)));
    expect(row!.startsAt.toISOString()).toBe(at(13, day));
    expect(await totals()).toMatchObject({ pendingMinutes: 90, remainingMinutes: 30 });
    // Cancelling releases every pending minute of the session.
    await ok(t.app, DEMO, tokens.mentor, CANCEL, { id });
    expect(await totals()).toMatchObject({ pendingMinutes: 0, usedMinutes: 0, remainingMinutes: 120 });
  });

  it('holding turns the pending minutes into used ones and asks the founders about the pairing', async () => {
    const before = await totals();
    const id = await book(dayAhead(2), 11);
    await moveToThePast(id, 1);
    const people = await attendees(id);
    expect(people).toContain(ids.cofounder);
    const { holdCoachingSession } = await ok<{ holdCoachingSession: { status: string } }>(t.app, DEMO, tokens.mentor, HOLD, {
      id, attendance: people.map((userId) => ({ userId, attendance: 'attended' })),
    });
    expect(holdCoachingSession.status).toBe('held');
    expect(await totals()).toMatchObject({ pendingMinutes: before.pendingMinutes, usedMinutes: before.usedMinutes + 60, remainingMinutes: before.remainingMinutes - 60 });
    const { pendingPairingFeedback } = await ok<{ pendingPairingFeedback: { mentorId: string; startupId: string; answer: string | null }[] }>(t.app, DEMO, tokens.cofounder, PAIRING);
    expect(pendingPairingFeedback).toContainEqual({ mentorId: ids.mentor, startupId: orbital, answer: null });
  });

  it('a second missed session alerts staff once; one alone does not', async () => {
    // Budgets off: these two sessions are about attendance, not minutes (60 of the 120 are used already).
    await setFlag(t, 'demo', 'hoursAllocation', false, true);
    const alerts = await noShowAlerts();
    const first = await book(dayAhead(3), 9);
    await moveToThePast(first, 3);
    await ok(t.app, DEMO, tokens.mentor, HOLD, { id: first, attendance: (await attendees(first)).map((userId) => ({ userId, attendance: 'no_show' })) });
    expect(await noShowAlerts()).toBe(alerts);
    const second = await book(dayAhead(3), 15);
    await moveToThePast(second, 2);
    await ok(t.app, DEMO, tokens.mentor, HOLD, { id: second, attendance: (await attendees(second)).map((userId) => ({ userId, attendance: 'no_show' })) });
    expect(await noShowAlerts()).toBe(alerts + 1);
  });
});
