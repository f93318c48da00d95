/**
 * Issue 17 item 1 (API; docs/contract-coaching.md §3.1): a host sets weekly rules, exceptions and settings and reads
 * their free slots; a holder of AVAILABILITY:EDIT does it for another host; bad input is refused naming the
 * field and changes nothing; a mentor cannot edit another host's availability, founder-side roles are refused, and
 * another tenant's host is not found.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostBookings, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const SETTINGS = 'timeZone slotMinutes slotStepMinutes bufferBeforeMinutes bufferAfterMinutes minNoticeMinutes horizonDays maxSessionsPerDay maxSessionsPerStartup startupLimitPeriod videoProvider videoLink location saved';
const AVAILABILITY = `hostId settings { ${SETTINGS} } rules { _id weekday startMinute endMinute validFrom validUntil } exceptions { _id date kind startMinute endMinute }`;
const READ = `query R($hostId: ID) { hostAvailability(hostId: $hostId) { ${AVAILABILITY} } }`;
const SET_RULES = `mutation S($hostId: ID, $rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(hostId: $hostId, rules: $rules) { ${AVAILABILITY} } }`;
const ADD_EXCEPTION = 'mutation A($hostId: ID, $input: AvailabilityExceptionInput!) { addAvailabilityException(hostId: $hostId, input: $input) { _id date kind startMinute endMinute } }';
const REMOVE_EXCEPTION = 'mutation D($id: ID!) { removeAvailabilityException(id: $id) }';
const SAVE_SETTINGS = `mutation H($hostId: ID, $input: HostSettingsInput!) { saveHostSettings(hostId: $hostId, input: $input) { ${SETTINGS} } }`;
const SLOTS = 'query F($hostId: ID, $from: DateTime!, $to: DateTime!, $startupId: ID) { freeSlots(hostId: $hostId, from: $from, to: $to, startupId: $startupId) { start end date } }';

interface Availability {
  hostId: string;
  settings: Record<string, unknown> & { timeZone: string; saved: boolean };
  rules: { _id: string; weekday: string; startMinute: number; endMinute: number }[];
  exceptions: { _id: string; date: string; kind: string }[];
}
interface Slot {
  start: string;
  end: string;
  date: string;
}

const t = useTestApp();
const tokens: Record<string, string> = {};
let mentorId: string;
let coachId: string;

/** The next Monday at least two weeks ahead (UTC date), so notice and horizon leave it bookable. */
function mondayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  for (const who of ['mentor', 'coach', 'admin', 'cofounder', 'applicant']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const ids = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  mentorId = ids.find((u) => u.email === 'mentor@demo.test')!.id;
  coachId = ids.find((u) => u.email === 'coach@demo.test')!.id;
});

describe('availability API', () => {
  it('a host starts from the defaults in the organisation’s zone', async () => {
    const { hostAvailability } = await ok<{ hostAvailability: Availability }>(t.app, DEMO, tokens.mentor, READ);
    expect(hostAvailability.hostId).toBe(mentorId);
    expect(hostAvailability.settings).toMatchObject({ timeZone: 'America/New_York', slotMinutes: 60, saved: false });
    expect(hostAvailability.rules).toEqual([]);
  });

  it('a host sets weekly rules, settings and an exception, and their free slots follow', async () => {
    await ok(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, {
      input: { timeZone: 'Europe/Paris', slotMinutes: 30, bufferAfterMinutes: 15, minNoticeMinutes: 60, videoProvider: 'Zoom', videoLink: 'https://zoom.example/j/1' },
    });
    const { setWeeklyAvailability } = await ok<{ setWeeklyAvailability: Availability }>(t.app, DEMO, tokens.mentor, SET_RULES, {
      rules: [
        { weekday: 'MO', startMinute: 540, endMinute: 660 },
        { weekday: 'WE', startMinute: 840, endMinute: 960 },
      ],
    });
    expect(setWeeklyAvailability.rules.map((r) => `${r.weekday} ${r.startMinute}-${r.endMinute}`)).toEqual(['MO 540-660', 'WE 840-960']);
    expect(setWeeklyAvailability.settings).toMatchObject({ timeZone: 'Europe/Paris', slotMinutes: 30, bufferAfterMinutes: 15, videoProvider: 'Zoom', saved: true });

    const monday = mondayAhead();
    const from = `${monday}T00:00:00Z`;
    const to = `${monday}T23:59:00Z`;
    const { freeSlots } = await ok<{ freeSlots: Slot[] }>(t.app, DEMO, tokens.mentor, SLOTS, { from, to });
    // 09:00–11:00 Paris in 30-minute slots: four, all on the host's Monday.
    expect(freeSlots).toHaveLength(4);
    expect(new Set(freeSlots.map((s) => s.date))).toEqual(new Set([monday]));

    // A booking at the second slot takes it; with 15 minutes kept free after every session (D-333) the first slot
    // would end too close to it and the third starts too soon after it: only the fourth is left.
    const second = freeSlots[1]!;
    await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx.insert(hostBookings).values({ incubatorId: t.incubatorIds.demo!, hostUserId: mentorId, kind: 'session', startsAt: new Date(second.start), endsAt: new Date(second.end) }),
    );
    const afterBooking = await ok<{ freeSlots: Slot[] }>(t.app, DEMO, tokens.mentor, SLOTS, { from, to });
    expect(afterBooking.freeSlots.map((s) => s.start)).toEqual([freeSlots[3]!.start]);

    const { addAvailabilityException } = await ok<{ addAvailabilityException: { _id: string } }>(t.app, DEMO, tokens.mentor, ADD_EXCEPTION, {
      input: { date: monday, kind: 'blocked' },
    });
    expect((await ok<{ freeSlots: Slot[] }>(t.app, DEMO, tokens.mentor, SLOTS, { from, to })).freeSlots).toEqual([]);
    expect(await ok(t.app, DEMO, tokens.mentor, REMOVE_EXCEPTION, { id: addAvailabilityException._id })).toEqual({ removeAvailabilityException: true });
    expect((await ok<{ freeSlots: Slot[] }>(t.app, DEMO, tokens.mentor, SLOTS, { from, to })).freeSlots).toHaveLength(1);
    await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.delete(hostBookings).where(and(eq(hostBookings.hostUserId, mentorId))));
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await ok<{ hostAvailability: Availability }>(t.app, DEMO, tokens.mentor, READ);
    const overlap = await fails(t.app, DEMO, tokens.mentor, SET_RULES, {
      rules: [{ weekday: 'TU', startMinute: 540, endMinute: 720 }, { weekday: 'TU', startMinute: 600, endMinute: 660 }],
    });
    expect(overlap.message).toBe('rules.1.startMinute: These hours overlap other hours of the same day.');
    const backwards = await fails(t.app, DEMO, tokens.mentor, SET_RULES, { rules: [{ weekday: 'TU', startMinute: 720, endMinute: 540 }] });
    expect(backwards.message).toBe('rules.0.endMinute: The end must be after the start.');
    expect((await fails(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'Mars/Olympus', slotMinutes: 30 } })).message).toBe('timeZone: This time zone is not known.');
    expect((await fails(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'Europe/Paris', slotMinutes: 50 } })).message).toBe('slotMinutes: Choose one of the session lengths offered.');
    expect((await fails(t.app, DEMO, tokens.mentor, ADD_EXCEPTION, { input: { date: '2027-02-30', kind: 'blocked' } })).message).toBe('date: Give a date as YYYY-MM-DD.');
    expect((await fails(t.app, DEMO, tokens.mentor, ADD_EXCEPTION, { input: { date: '2027-02-03', kind: 'extra' } })).message).toMatch(/Extra hours need a start and an end/);
    const range = await fails(t.app, DEMO, tokens.mentor, SLOTS, { from: '2027-01-01T00:00:00Z', to: '2028-06-01T00:00:00Z' });
    expect(range.message).toBe('to: Ask for at most 366 days at a time.');
    expect((await fails(t.app, DEMO, tokens.mentor, REMOVE_EXCEPTION, { id: 'nope' })).message).toBe('id: This exception does not exist.');
    const after = await ok<{ hostAvailability: Availability }>(t.app, DEMO, tokens.mentor, READ);
    expect(after).toEqual(before);
  });

  it('a holder of AVAILABILITY:EDIT (the administrator) acts for another host; a mentor cannot', async () => {
    const { setWeeklyAvailability } = await ok<{ setWeeklyAvailability: Availability }>(t.app, DEMO, tokens.admin, SET_RULES, {
      hostId: coachId,
      rules: [{ weekday: 'FR', startMinute: 600, endMinute: 720 }],
    });
    expect(setWeeklyAvailability.hostId).toBe(coachId);
    const refused = await fails(t.app, DEMO, tokens.mentor, SET_RULES, { hostId: coachId, rules: [] });
    expect(refused.code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, READ, { hostId: coachId })).code).toBe('Forbidden');
    const coach = await ok<{ hostAvailability: Availability }>(t.app, DEMO, tokens.coach, READ);
    expect(coach.hostAvailability.rules).toHaveLength(1);
    // A co-founder is not a host, even when named by an administrator.
    const [cofounder] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, 'cofounder@demo.test')));
    expect((await fails(t.app, DEMO, tokens.admin, READ, { hostId: cofounder!.id })).message).toBe('hostId: This person does not exist or does not host sessions.');
  });

  it('refuses founder-side roles and visitors', async () => {
    for (const who of ['cofounder', 'applicant']) {
      expect((await fails(t.app, DEMO, tokens[who], READ)).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], SLOTS, { hostId: mentorId, from: '2027-01-04T00:00:00Z', to: '2027-01-05T00:00:00Z' })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], SET_RULES, { hostId: mentorId, rules: [] })).code).toBe('Forbidden');
    }
    expect((await fails(t.app, DEMO, undefined, READ)).code).toBe('AuthenticationRequiredError');
  });

  it('another tenant’s host is not found, and nothing of it changes', async () => {
    const read = await fails(t.app, ACME, tokens.acmeAdmin, READ, { hostId: mentorId });
    expect(read.message).toBe('hostId: This person does not exist or does not host sessions.');
    const write = await fails(t.app, ACME, tokens.acmeAdmin, SET_RULES, { hostId: mentorId, rules: [] });
    expect(write.message).toBe('hostId: This person does not exist or does not host sessions.');
    const mine = await ok<{ hostAvailability: Availability }>(t.app, DEMO, tokens.mentor, READ);
    expect(mine.hostAvailability.rules).toHaveLength(2);
  });
});
