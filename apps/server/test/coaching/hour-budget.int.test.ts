/**
 * Issue 17 item 4 (docs/contract-coaching.md §2.4, §3.4): hour budgets. Staff allocate a co-founder's startup 120
 * minutes with its mentor; booking 60 leaves 60; a booking over budget is refused (OverBudget, naming the minutes)
 * and changes nothing; the cancel link releases; concurrent bookings never both pass the budget (PGlite, and
 * PostgreSQL with DATABASE_URL); the pair allocation comes before the program-wide one; another tenant, founders of
 * other startups, unassigned hosts and co-founders (for managing) are refused; with the flag off nothing is enforced,
 * and with the plan gate locked managing answers the plan refusal.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingSessions, hostBookings, hourAllocations, hourLedger, startups, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const SESSION = '_id status startsAt hosts { _id }';
const BOOK = `mutation B($hostId: ID!, $start: DateTime!, $startupId: ID!) { bookSlot(hostId: $hostId, start: $start, startupId: $startupId) { ${SESSION} } }`;
const INVITE = `mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!) {
  inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end) { _id cancelUrl } }`;
const RESPOND = 'mutation A($id: ID!, $answer: CoachingInvitationAnswer!) { respondToInvitation(id: $id, answer: $answer) { _id status sessionId } }';
const CANCEL = 'mutation C($id: ID!, $token: String!) { cancelMeetingByLink(id: $id, token: $token) { startupName } }';
const SET_RULES = 'mutation S($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }';
const SAVE_SETTINGS = 'mutation H($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }';
const ALLOCATION = '_id amount unit applies allocatedMinutes pendingMinutes usedMinutes remainingMinutes mentor { _id } program { _id } ledger { kind minutes sessionId }';
const BUDGETS = `query Q($startupId: ID!) { hourBudgets(startupId: $startupId) { startupId state viewerCanAllocate allocations { ${ALLOCATION} } } }`;
const ALLOCATE = `mutation L($startupId: ID!, $mentorId: ID, $programId: ID, $amount: Float!, $unit: HourAllocationUnit!) {
  allocateHours(startupId: $startupId, mentorId: $mentorId, programId: $programId, amount: $amount, unit: $unit) { ${ALLOCATION} } }`;
const UPDATE = `mutation U($id: ID!, $amount: Float!, $unit: HourAllocationUnit!) { updateHourAllocation(id: $id, amount: $amount, unit: $unit) { ${ALLOCATION} } }`;
const DELETE = 'mutation D($id: ID!) { deleteHourAllocation(id: $id) }';

interface Allocation {
  _id: string;
  allocatedMinutes: number;
  pendingMinutes: number;
  usedMinutes: number;
  remainingMinutes: number;
  mentor: { _id: string } | null;
  ledger: { kind: string; minutes: number; sessionId: string | null }[];
}
interface Budgets {
  state: string;
  viewerCanAllocate: boolean;
  allocations: Allocation[];
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;
let pairId: string;
let wideId: string;

/** A weekday at least two weeks ahead (a Tuesday, UTC), `offset` days later. */
function dayAhead(offset = 0): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const at = (hour: number, date: string, minute = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`).toISOString();
const demo = () => t.incubatorIds.demo!;

async function budgets(token: string, startupId = orbital): Promise<Budgets> {
  return (await ok<{ hourBudgets: Budgets }>(t.app, DEMO, token, BUDGETS, { startupId })).hourBudgets;
}
async function pair(): Promise<Allocation> {
  return (await budgets(tokens.staff!)).allocations.find((a) => a._id === pairId)!;
}
async function ledgerCount(): Promise<number> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(hourLedger));
  return row!.n;
}
async function sessionsAt(start: string): Promise<number> {
  const [row] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(coachingSessions).where(and(eq(coachingSessions.startsAt, new Date(start)), eq(coachingSessions.status, 'scheduled'))));
  return row!.n;
}

beforeAll(async () => {
  for (const who of ['mentor', 'coach', 'staff', 'cofounder', 'cofounder2', 'founder', 'expert']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  // The mentor and the coach host 09:00–17:00 UTC every weekday, in hour slots, with an hour's notice.
  for (const host of ['mentor', 'coach']) {
    await ok(t.app, DEMO, tokens[host], SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
    await ok(t.app, DEMO, tokens[host], SET_RULES, { rules: ['MO', 'TU', 'WE', 'TH', 'FR'].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) });
  }
  await setFlag(t, 'demo', 'hoursAllocation', true, true);
});

describe('hour budgets', () => {
  it('staff allocate 120 minutes with the mentor; a co-founder books 60 and 60 remain', async () => {
    const { allocateHours } = await ok<{ allocateHours: Allocation }>(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, mentorId: ids.mentor, amount: 2, unit: 'HOUR' });
    pairId = allocateHours._id;
    expect(allocateHours).toMatchObject({ allocatedMinutes: 120, pendingMinutes: 0, remainingMinutes: 120, mentor: { _id: ids.mentor }, ledger: [{ kind: 'allocated', minutes: 120, sessionId: null }] });
    const seen = await budgets(tokens.cofounder!);
    expect(seen).toMatchObject({ state: 'on', viewerCanAllocate: false });
    expect(seen.allocations.find((a) => a._id === pairId)?.remainingMinutes).toBe(120);
    expect((await budgets(tokens.staff!)).viewerCanAllocate).toBe(true);
    const { bookSlot } = await ok<{ bookSlot: { _id: string } }>(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(10, dayAhead()), startupId: orbital });
    const after = (await budgets(tokens.cofounder!)).allocations.find((a) => a._id === pairId)!;
    expect(after).toMatchObject({ allocatedMinutes: 120, pendingMinutes: 60, usedMinutes: 0, remainingMinutes: 60 });
    expect(after.ledger[0]).toEqual({ kind: 'pending', minutes: 60, sessionId: bookSlot._id });
    // The mentor (assigned to the startup) reads it too.
    expect((await budgets(tokens.mentor!)).allocations.map((a) => a._id)).toContain(pairId);
  });

  it('a booking over budget is refused with the minutes named, and changes nothing', async () => {
    // An invitation of 90 minutes: accepting it would need 90 of the 60 left.
    const day = dayAhead(2);
    const { inviteStartup } = await ok<{ inviteStartup: { _id: string } }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(14, day), end: at(15, day, 30) });
    const lines = await ledgerCount();
    const refused = await gql(t.app, DEMO, RESPOND, { token: tokens.cofounder!, variables: { id: inviteStartup._id, answer: 'accept' } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'id: Not enough hours left in the budget for this session: 90 minutes needed, 60 remaining.',
      extensions: { code: 'OverBudget', reason: 'overBudget', neededMinutes: 90, remainingMinutes: 60 },
    });
    expect(await ledgerCount()).toBe(lines);
    expect(await sessionsAt(at(14, day))).toBe(0);
    const { hourBudgets } = await ok<{ hourBudgets: Budgets }>(t.app, DEMO, tokens.cofounder, BUDGETS, { startupId: orbital });
    expect(hourBudgets.allocations.find((a) => a._id === pairId)?.remainingMinutes).toBe(60);
    // The invitation still holds its time, unanswered: declining it releases that time, and no minutes were drawn.
    const declined = await ok<{ respondToInvitation: { status: string } }>(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id, answer: 'decline' });
    expect(declined.respondToInvitation.status).toBe('declined');
    expect(await ledgerCount()).toBe(lines);
  });

  it('cancelling by the link releases the minutes', async () => {
    const day = dayAhead(2);
    const { inviteStartup } = await ok<{ inviteStartup: { _id: string; cancelUrl: string } }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(16, day), end: at(16, day, 30) });
    const { respondToInvitation } = await ok<{ respondToInvitation: { sessionId: string } }>(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id, answer: 'accept' });
    expect((await pair()).remainingMinutes).toBe(30);
    const token = new URL(inviteStartup.cancelUrl).searchParams.get('token')!;
    await ok(t.app, DEMO, undefined, CANCEL, { id: inviteStartup._id, token });
    const after = await pair();
    expect(after).toMatchObject({ pendingMinutes: 60, remainingMinutes: 60 });
    expect(after.ledger[0]).toEqual({ kind: 'released', minutes: 30, sessionId: respondToInvitation.sessionId });
  });

  it(`concurrent bookings never both pass the budget (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, async () => {
    const day = dayAhead(1);
    const starts = [9, 10, 11, 12, 13, 14].map((h) => at(h, day));
    const who = [tokens.cofounder!, tokens.cofounder2!, tokens.staff!];
    const answers = await Promise.all(starts.map((start, i) => gql<{ bookSlot: { _id: string } }>(t.app, DEMO, BOOK, { token: who[i % 3]!, variables: { hostId: ids.mentor, start, startupId: orbital } })));
    const booked = answers.filter((a) => a.body.data?.bookSlot);
    const codes = answers.flatMap((a) => a.body.errors?.map((e) => e.extensions?.code) ?? []);
    expect(booked).toHaveLength(1);
    expect(codes).toHaveLength(5);
    // PostgreSQL may settle a race by a deadlock, answered SlotTaken (a lost race); never an internal error.
    for (const code of codes) expect(['OverBudget', 'SlotTaken']).toContain(code);
    expect(codes).toContain('OverBudget');
    expect(await pair()).toMatchObject({ pendingMinutes: 120, remainingMinutes: 0 });
    let scheduled = 0;
    for (const start of starts) scheduled += await sessionsAt(start);
    expect(scheduled).toBe(1);
  }, 60_000);

  it('a host without a pair allocation draws from the program-wide one; the pair stays untouched', async () => {
    const { allocateHours } = await ok<{ allocateHours: Allocation }>(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, amount: 1, unit: 'HOUR' });
    expect(allocateHours).toMatchObject({ mentor: null, allocatedMinutes: 60 });
    wideId = allocateHours._id;
    const duplicate = await fails(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, amount: 3, unit: 'HOUR' });
    expect(duplicate).toMatchObject({ code: 'ValidationError', message: 'mentorId: This startup already has an allocation for this mentor and program.' });
    await ok(t.app, DEMO, tokens.staff, BOOK, { hostId: ids.coach, start: at(10, dayAhead(3)), startupId: orbital });
    const all = (await budgets(tokens.staff!)).allocations;
    expect(all.find((a) => a._id === allocateHours._id)).toMatchObject({ pendingMinutes: 60, remainingMinutes: 0 });
    expect(all.find((a) => a._id === pairId)).toMatchObject({ pendingMinutes: 120, remainingMinutes: 0 });
    const refused = await fails(t.app, DEMO, tokens.staff, BOOK, { hostId: ids.coach, start: at(12, dayAhead(3)), startupId: orbital });
    expect(refused).toMatchObject({ code: 'OverBudget', message: 'start: Not enough hours left in the budget for this session: 60 minutes needed, 0 remaining.' });
    expect(await sessionsAt(at(12, dayAhead(3)))).toBe(0);
  });

  it('changing the amount: raised by a ledger line, never below what is held; removing it lifts the limit', async () => {
    expect((await fails(t.app, DEMO, tokens.staff, UPDATE, { id: pairId, amount: 1, unit: 'HOUR' })).message).toBe('amount: The allocation cannot be lower than the minutes already booked or used.');
    const { updateHourAllocation } = await ok<{ updateHourAllocation: Allocation }>(t.app, DEMO, tokens.staff, UPDATE, { id: pairId, amount: 0.25, unit: 'DAY' });
    expect(updateHourAllocation).toMatchObject({ allocatedMinutes: 165, remainingMinutes: 45 });
    expect(updateHourAllocation.ledger[0]).toEqual({ kind: 'allocated', minutes: 45, sessionId: null });
    const [stored] = await t.db.tenant(demo(), (tx) => tx.select().from(hourAllocations).where(eq(hourAllocations.id, pairId)));
    expect(stored).toMatchObject({ amount: 0.25, unit: 'DAY' });
  });

  it('bad input names the field and changes nothing', async () => {
    const lines = await ledgerCount();
    expect(await fails(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, mentorId: ids.coach, amount: 0.1, unit: 'HOUR' }))
      .toMatchObject({ code: 'ValidationError', message: 'amount: Give a positive amount in quarters (0.25, 0.5, …), at most 10,000.' });
    expect((await fails(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, mentorId: ids.cofounder, amount: 1, unit: 'HOUR' })).message)
      .toBe('mentorId: This person does not exist or does not host sessions.');
    expect((await fails(t.app, DEMO, tokens.staff, UPDATE, { id: '00000000-0000-4000-8000-000000000000', amount: 1, unit: 'HOUR' })).message).toBe('id: This hour allocation does not exist.');
    expect(await ledgerCount()).toBe(lines);
  });

  it('another tenant, founders of other startups, unassigned hosts are refused; co-founders and mentors may not manage', async () => {
    expect(await fails(t.app, ACME, tokens.acmeAdmin, BUDGETS, { startupId: orbital })).toMatchObject({ code: 'ValidationError', message: 'startupId: This startup does not exist.' });
    expect((await fails(t.app, ACME, tokens.acmeAdmin, ALLOCATE, { startupId: orbital, amount: 1, unit: 'HOUR' })).message).toBe('startupId: This startup does not exist.');
    expect((await fails(t.app, ACME, tokens.acmeAdmin, DELETE, { id: pairId })).message).toBe('id: This hour allocation does not exist.');
    expect((await fails(t.app, DEMO, tokens.founder, BUDGETS, { startupId: orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.expert, BUDGETS, { startupId: orbital })).code).toBe('Forbidden');
    for (const who of ['cofounder', 'mentor']) {
      expect((await fails(t.app, DEMO, tokens[who], ALLOCATE, { startupId: orbital, amount: 1, unit: 'DAY' })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], UPDATE, { id: pairId, amount: 9, unit: 'HOUR' })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], DELETE, { id: pairId })).code).toBe('Forbidden');
    }
    expect((await pair()).allocatedMinutes).toBe(165);
  });

  it('flag off: nothing is enforced and managing is refused; locked by the plan: the plan refusal', async () => {
    await setFlag(t, 'demo', 'hoursAllocation', true, false);
    try {
      expect(await budgets(tokens.staff!)).toMatchObject({ state: 'off', viewerCanAllocate: true, allocations: [] });
      expect(await fails(t.app, DEMO, tokens.staff, ALLOCATE, { startupId: orbital, amount: 1, unit: 'HOUR' })).toMatchObject({ code: 'Forbidden', message: 'Hour budgets are switched off for this organisation.' });
      const lines = await ledgerCount();
      // 45 minutes remain with the mentor; an hour is booked anyway, and no line is written.
      await ok(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(15, dayAhead(3)), startupId: orbital });
      expect(await ledgerCount()).toBe(lines);
      await setFlag(t, 'demo', 'hoursAllocation', false, false);
      expect((await budgets(tokens.staff!)).state).toBe('locked');
      expect(await fails(t.app, DEMO, tokens.staff, DELETE, { id: pairId })).toMatchObject({ code: 'Forbidden', message: 'This feature is not available in your selected plan' });
    } finally {
      await setFlag(t, 'demo', 'hoursAllocation', true, true);
    }
    // The mentor's booking only: the seed's upcoming sessions (relative to today) may put another host at that hour.
    const active = await t.db.tenant(demo(), (tx) =>
      tx
        .select()
        .from(hostBookings)
        .where(and(eq(hostBookings.hostUserId, ids.mentor!), eq(hostBookings.startsAt, new Date(at(15, dayAhead(3)))), eq(hostBookings.status, 'active'))),
    );
    expect(active).toHaveLength(1);
  });

  it('deleting an allocation removes its ledger: the mentor then draws from the program-wide one, and without any, is not limited', async () => {
    expect((await ok<{ deleteHourAllocation: string }>(t.app, DEMO, tokens.staff, DELETE, { id: pairId })).deleteHourAllocation).toBe(pairId);
    expect((await budgets(tokens.staff!)).allocations.map((a) => a._id)).toEqual([wideId]);
    const [left] = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(hourLedger).where(eq(hourLedger.allocationId, pairId)));
    expect(left!.n).toBe(0);
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(16, dayAhead(3)), startupId: orbital })).code).toBe('OverBudget');
    await ok(t.app, DEMO, tokens.staff, DELETE, { id: wideId });
    await ok(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(16, dayAhead(3)), startupId: orbital });
  });
});
