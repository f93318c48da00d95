/**
 * Issue 17 item 2 (docs/contract-coaching.md §3.2): the three ways of booking a host — a free slot on an assigned
 * mentor's profile, an invitation, an office hour — each shown end to end; 200 concurrent bookSlot attempts on one
 * slot leave exactly one session and 199 SlotTaken answers (PGlite, and PostgreSQL with DATABASE_URL); the three ways
 * cannot double-book the host against each other; invitation expiry releases the time; the cancel link works once and
 * a guessed token is refused; another tenant, founders of a startup the mentor is not assigned to and mentors are
 * refused; bad input names the field and changes nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import { coachingSessions, hostBookings, notificationRecipients, notifications, startups, users } from '../../src/db/schema/index.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { runInvitationExpiry } from '../../src/modules/coaching/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';

const SESSION = '_id status bookingWay startsAt endsAt startup { _id name } hosts { _id fullName }';
const INVITATION = '_id status startsAt endsAt expiresAt sessionId viewerCanAnswer cancelUrl startup { _id name } hosts { _id }';
const BOOK = `mutation B($hostId: ID!, $start: DateTime!, $startupId: ID!) { bookSlot(hostId: $hostId, start: $start, startupId: $startupId) { ${SESSION} } }`;
const INVITE_POSTS = 'query P($startupId: ID!) { startupTimeline(startupId: $startupId, eventType: COACHING_INVITE_POST) { results { __typename ... on TimelineCoachingInvitePost { invite { _id status session { date } } } } } }';
const SLOTS = 'query F($hostId: ID, $from: DateTime!, $to: DateTime!, $startupId: ID) { freeSlots(hostId: $hostId, from: $from, to: $to, startupId: $startupId) { start end } }';
const HOSTS = 'query H { bookableHosts { startup { _id name } hosts { _id fullName } } }';
const INVITE = `mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!, $expiresAt: DateTime) {
  inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end, expiresAt: $expiresAt) { ${INVITATION} } }`;
const READ_INVITATION = `query R($id: ID!) { coachingInvitation(id: $id) { ${INVITATION} } }`;
const RESPOND = `mutation A($id: ID!, $answer: CoachingInvitationAnswer!) { respondToInvitation(id: $id, answer: $answer) { ${INVITATION} } }`;
const CANCEL = 'mutation C($id: ID!, $token: String!) { cancelMeetingByLink(id: $id, token: $token) { startsAt startupName } }';
const PUBLISH = 'mutation P($hostId: ID, $slots: [SessionTimeInput!]!, $programIds: [ID!]) { publishOfficeHours(hostId: $hostId, slots: $slots, programIds: $programIds) { _id startsAt taken host { _id } } }';
const OPEN_HOURS = 'query O($startupId: ID!) { openOfficeHours(startupId: $startupId) { _id startsAt } }';
const TAKE = `mutation T($slotId: ID!, $startupId: ID!) { takeOfficeHour(slotId: $slotId, startupId: $startupId) { ${SESSION} } }`;
const UPCOMING = `query U($startupId: ID!) { upcomingCoachingSessions(startupId: $startupId) { ${SESSION} } }`;
const SET_RULES = 'mutation S($rules: [WeeklyRuleInput!]!) { setWeeklyAvailability(rules: $rules) { hostId } }';
const SAVE_SETTINGS = 'mutation H($input: HostSettingsInput!) { saveHostSettings(input: $input) { timeZone } }';

interface Session {
  _id: string;
  status: string;
  bookingWay: string;
  startsAt: string;
  startup: { _id: string; name: string };
  hosts: { _id: string }[];
}
interface Invitation {
  _id: string;
  status: string;
  sessionId: string | null;
  viewerCanAnswer: boolean;
  cancelUrl: string | null;
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;
let solo: string;
let day: string;

/** A weekday at least two weeks ahead (UTC), so notice and horizon leave it bookable; `offset` days later. */
function dayAhead(offset = 0): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const at = (hour: number, date = day) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`).toISOString();
const plusHour = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
const demo = () => t.incubatorIds.demo!;

async function slotStarts(token: string, startupId: string | null, date = day): Promise<string[]> {
  const { freeSlots } = await ok<{ freeSlots: { start: string }[] }>(t.app, DEMO, token, SLOTS, { hostId: ids.mentor, from: at(0, date), to: at(23, date), startupId });
  return freeSlots.map((s) => new Date(s.start).toISOString());
}

async function activeBookingsAt(start: string) {
  return t.db.tenant(demo(), (tx) => tx.select().from(hostBookings)
    .where(and(eq(hostBookings.hostUserId, ids.mentor!), eq(hostBookings.status, 'active'), eq(hostBookings.startsAt, new Date(start)))));
}

beforeAll(async () => {
  for (const who of ['mentor', 'coach', 'staff', 'cofounder', 'cofounder2', 'founder', 'expert']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  solo = list.find((s) => s.name === 'Solo Robotics')!.id;
  day = dayAhead();
  // The mentor hosts 09:00–17:00 UTC every weekday, in hour slots, with an hour's notice.
  await ok(t.app, DEMO, tokens.mentor, SAVE_SETTINGS, { input: { timeZone: 'UTC', slotMinutes: 60, minNoticeMinutes: 60 } });
  await ok(t.app, DEMO, tokens.mentor, SET_RULES, { rules: ['MO', 'TU', 'WE', 'TH', 'FR'].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1020 })) });
});

describe('booking on an assigned mentor’s profile', () => {
  it('a co-founder sees their mentor and free slots, books one, and the session is confirmed; the slot is gone', async () => {
    const { bookableHosts } = await ok<{ bookableHosts: { startup: { _id: string }; hosts: { _id: string }[] }[] }>(t.app, DEMO, tokens.cofounder, HOSTS);
    expect(bookableHosts.find((g) => g.startup._id === orbital)?.hosts.map((h) => h._id)).toContain(ids.mentor);
    expect(await slotStarts(tokens.cofounder!, orbital)).toContain(at(10));
    const { bookSlot } = await ok<{ bookSlot: Session }>(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(10), startupId: orbital });
    expect(bookSlot).toMatchObject({ status: 'scheduled', bookingWay: 'profile', startup: { _id: orbital }, hosts: [{ _id: ids.mentor }] });
    expect(await slotStarts(tokens.cofounder!, orbital)).not.toContain(at(10));
    const { upcomingCoachingSessions } = await ok<{ upcomingCoachingSessions: Session[] }>(t.app, DEMO, tokens.cofounder2, UPCOMING, { startupId: orbital });
    expect(upcomingCoachingSessions.map((s) => s._id)).toContain(bookSlot._id);
    // The mentor and the other co-founder are told (meetingScheduled); the one who booked is not.
    const told = await t.db.tenant(demo(), (tx) => tx.select({ userId: notificationRecipients.userId }).from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notifications.notificationType, 'meetingScheduled'), eq(notifications.url, `/coaching/session/${bookSlot._id}`))));
    expect(told.map((r) => r.userId).sort()).toEqual([ids.mentor, ids.cofounder2].sort());
  });

  it(`200 concurrent bookSlot attempts on one slot: exactly one session, 199 SlotTaken (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, async () => {
    const start = at(11);
    const who = [tokens.cofounder!, tokens.cofounder2!, tokens.staff!];
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      gql<{ bookSlot: Session }>(t.app, DEMO, BOOK, { token: who[i % 3]!, variables: { hostId: ids.mentor, start, startupId: orbital } })));
    const booked = answers.filter((a) => a.body.data?.bookSlot);
    const codes = answers.flatMap((a) => a.body.errors?.map((e) => e.extensions?.code) ?? []);
    expect(booked).toHaveLength(1);
    expect(codes).toHaveLength(199);
    expect(new Set(codes)).toEqual(new Set(['SlotTaken']));
    expect(answers.find((a) => a.body.errors)?.body.errors?.[0]?.message).toBe('start: This time was just taken. Choose another one.');
    expect(await activeBookingsAt(start)).toHaveLength(1);
    const sessions = await t.db.tenant(demo(), (tx) => tx.select({ n: count() }).from(coachingSessions).where(eq(coachingSessions.startsAt, new Date(start))));
    expect(sessions[0]!.n).toBe(1);
  }, 120_000);

  it('refuses a founder of a startup the mentor is not assigned to, mentors, and another tenant', async () => {
    // founder@demo.test belongs to Solo Robotics, which the mentor is not assigned to.
    expect(await fails(t.app, DEMO, tokens.founder, BOOK, { hostId: ids.mentor, start: at(12), startupId: solo })).toMatchObject({ code: 'Forbidden', message: 'This person is not a mentor of this startup.' });
    expect((await fails(t.app, DEMO, tokens.founder, BOOK, { hostId: ids.mentor, start: at(12), startupId: orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.founder, SLOTS, { hostId: ids.mentor, from: at(0), to: at(23), startupId: solo })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, BOOK, { hostId: ids.mentor, start: at(12), startupId: orbital })).code).toBe('Forbidden');
    const foreign = await fails(t.app, ACME, tokens.acmeAdmin, BOOK, { hostId: ids.mentor, start: at(12), startupId: orbital });
    expect(foreign).toMatchObject({ code: 'ValidationError', message: 'startupId: This startup does not exist.' });
    expect((await fails(t.app, ACME, tokens.acmeAdmin, READ_INVITATION, { id: orbital })).message).toBe('id: This invitation does not exist.');
    expect(await activeBookingsAt(at(12))).toHaveLength(0);
  });

  it('bad input names the field and books nothing', async () => {
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: new Date(Date.parse(at(12)) + 17 * 60_000).toISOString(), startupId: orbital })).message)
      .toBe('start: This time is not one of the host’s free slots.');
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(12), startupId: 'nope' })).message).toBe('startupId: This startup does not exist.');
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: 'nope', start: at(12), startupId: orbital })).message).toBe('hostId: This person does not exist or does not host sessions.');
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.cofounder2, start: at(12), startupId: orbital })).message).toBe('hostId: This person does not exist or does not host sessions.');
    const badInvite = await fails(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(13), end: at(12) });
    expect(badInvite).toMatchObject({ code: 'ValidationError', message: 'end: The end must be after the start.' });
    expect((await fails(t.app, DEMO, tokens.mentor, PUBLISH, { slots: [{ start: at(9, dayAhead(1)), end: at(11, dayAhead(1)) }, { start: at(10, dayAhead(1)), end: at(12, dayAhead(1)) }] })).message)
      .toBe('slots.1.start: These slots overlap each other.');
    expect(await activeBookingsAt(at(12))).toHaveLength(0);
    expect(await activeBookingsAt(at(13))).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('staff invite, the time is held against bookings, and a co-founder accepts: the same rows become the session’s', async () => {
    const { inviteStartup } = await ok<{ inviteStartup: Invitation }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(13), end: plusHour(at(13)) });
    expect(inviteStartup).toMatchObject({ status: 'pending', sessionId: null });
    expect(inviteStartup.cancelUrl).toMatch(new RegExp(`/coaching/invitation/${inviteStartup._id}/cancel-meeting\\?token=`));
    expect(await slotStarts(tokens.cofounder!, orbital)).not.toContain(at(13));
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(13), startupId: orbital })).code).toBe('SlotTaken');
    const [held] = await activeBookingsAt(at(13));
    expect(held).toMatchObject({ kind: 'invitation', sourceId: inviteStartup._id });
    const { coachingInvitation } = await ok<{ coachingInvitation: Invitation }>(t.app, DEMO, tokens.cofounder, READ_INVITATION, { id: inviteStartup._id });
    expect(coachingInvitation).toMatchObject({ viewerCanAnswer: true, cancelUrl: null });
    expect((await fails(t.app, DEMO, tokens.founder, RESPOND, { id: inviteStartup._id, answer: 'accept' })).message).toBe('id: This invitation does not exist.');
    const { respondToInvitation } = await ok<{ respondToInvitation: Invitation }>(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id, answer: 'accept' });
    expect(respondToInvitation.status).toBe('accepted');
    expect(respondToInvitation.sessionId).toBeTruthy();
    const after = await activeBookingsAt(at(13));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: held!.id, kind: 'session', sourceId: respondToInvitation.sessionId });
    expect((await fails(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id, answer: 'decline' })).message).toBe('id: This invitation was already answered.');
    // The invitation is its post kind on the startup's timeline (issue 17 item 3), now accepted with its session.
    const { startupTimeline } = await ok<{ startupTimeline: { results: { __typename: string; invite: { _id: string; status: string; session: { date: string | null } | null } | null }[] } }>(
      t.app, DEMO, tokens.cofounder, INVITE_POSTS, { startupId: orbital });
    const post = startupTimeline.results.find((r) => r.invite?._id === inviteStartup._id);
    expect(post).toMatchObject({ __typename: 'TimelineCoachingInvitePost', invite: { status: 'accepted', session: { date: at(13) } } });
  });

  it('declining releases the time, which can then be booked', async () => {
    const { inviteStartup } = await ok<{ inviteStartup: Invitation }>(t.app, DEMO, tokens.coach, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(14), end: plusHour(at(14)) });
    await ok(t.app, DEMO, tokens.cofounder2, RESPOND, { id: inviteStartup._id, answer: 'decline' });
    expect(await activeBookingsAt(at(14))).toHaveLength(0);
    await ok(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(14), startupId: orbital });
  });

  it('a mentor may invite only as the host of a startup assigned to them; founders may not invite', async () => {
    expect((await fails(t.app, DEMO, tokens.mentor, INVITE, { hostIds: [ids.mentor], startupId: solo, start: at(9, dayAhead(2)), end: at(10, dayAhead(2)) })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, INVITE, { hostIds: [ids.coach], startupId: orbital, start: at(9, dayAhead(2)), end: at(10, dayAhead(2)) })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(9, dayAhead(2)), end: at(10, dayAhead(2)) })).code).toBe('Forbidden');
    await ok(t.app, DEMO, tokens.mentor, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(9, dayAhead(2)), end: at(10, dayAhead(2)) });
  });

  it('expiry releases the held time; answering an expired invitation says so', async () => {
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const { inviteStartup } = await ok<{ inviteStartup: Invitation }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(15), end: plusHour(at(15)), expiresAt });
    expect(await activeBookingsAt(at(15))).toHaveLength(1);
    const services = { config: testConfig(), pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) };
    expect(await runInvitationExpiry({ db: t.db, services, log: pino({ level: 'silent' }) }, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await activeBookingsAt(at(15))).toHaveLength(0);
    const { coachingInvitation } = await ok<{ coachingInvitation: Invitation }>(t.app, DEMO, tokens.cofounder, READ_INVITATION, { id: inviteStartup._id });
    expect(coachingInvitation).toMatchObject({ status: 'expired', viewerCanAnswer: false });
    const late = await gql(t.app, DEMO, RESPOND, { token: tokens.cofounder!, variables: { id: inviteStartup._id, answer: 'accept' } });
    expect(late.body.errors?.[0]).toMatchObject({ message: 'id: This invitation has expired.', extensions: { code: 'ValidationError', reason: 'invitationExpired' } });
    await ok(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(15), startupId: orbital });
  });

  it('the cancel-meeting link works once, without signing in; a guessed token is refused', async () => {
    const { inviteStartup } = await ok<{ inviteStartup: Invitation }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(16), end: plusHour(at(16)) });
    await ok(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id, answer: 'accept' });
    const token = new URL(inviteStartup.cancelUrl!).searchParams.get('token')!;
    const guessed = await fails(t.app, DEMO, undefined, CANCEL, { id: inviteStartup._id, token: `${token.slice(0, -2)}xx` });
    expect(guessed).toMatchObject({ code: 'ValidationError', message: 'token: This link is not valid or was already used.' });
    expect((await fails(t.app, ACME, undefined, CANCEL, { id: inviteStartup._id, token })).message).toBe('token: This link is not valid or was already used.');
    expect(await activeBookingsAt(at(16))).toHaveLength(1);
    const { cancelMeetingByLink } = await ok<{ cancelMeetingByLink: { startupName: string } }>(t.app, DEMO, undefined, CANCEL, { id: inviteStartup._id, token });
    expect(cancelMeetingByLink.startupName).toBe('Orbital Labs');
    expect(await activeBookingsAt(at(16))).toHaveLength(0);
    expect((await fails(t.app, DEMO, undefined, CANCEL, { id: inviteStartup._id, token })).message).toBe('token: This link is not valid or was already used.');
    const { coachingInvitation } = await ok<{ coachingInvitation: Invitation }>(t.app, DEMO, tokens.cofounder, READ_INVITATION, { id: inviteStartup._id });
    expect(coachingInvitation.status).toBe('cancelled');
    const [session] = await t.db.tenant(demo(), (tx) => tx.select().from(coachingSessions).where(eq(coachingSessions.id, coachingInvitation.sessionId!)));
    expect(session?.status).toBe('cancelled');
  });
});

describe('office hours', () => {
  it('a host publishes, an eligible startup takes one (the same host booking row), and nobody can take it twice', async () => {
    const next = dayAhead(1);
    const [program] = await t.db.tenant(demo(), (tx) => tx.execute<{ id: string }>(
      `select p.id from programs p join startup_programs sp on sp.program_id = p.id join startups s on s.id = sp.startup_id where s.name = 'Orbital Labs' and p.name = 'Spring 2026 Cohort'`,
    )).then((r) => r.rows);
    const { publishOfficeHours } = await ok<{ publishOfficeHours: { _id: string }[] }>(t.app, DEMO, tokens.mentor, PUBLISH, { slots: [{ start: at(10, next), end: at(11, next) }], programIds: [program!.id] });
    const slotId = publishOfficeHours[0]!._id;
    const { openOfficeHours } = await ok<{ openOfficeHours: { _id: string }[] }>(t.app, DEMO, tokens.cofounder, OPEN_HOURS, { startupId: orbital });
    expect(openOfficeHours.map((o) => o._id)).toContain(slotId);
    const elsewhere = await ok<{ openOfficeHours: { _id: string }[] }>(t.app, DEMO, tokens.founder, OPEN_HOURS, { startupId: solo });
    expect(elsewhere.openOfficeHours.map((o) => o._id)).not.toContain(slotId);
    expect((await fails(t.app, DEMO, tokens.founder, TAKE, { slotId, startupId: solo })).message).toBe('slotId: This startup may not take this office hour.');
    expect((await fails(t.app, DEMO, tokens.founder, TAKE, { slotId, startupId: orbital })).code).toBe('Forbidden');
    const [held] = await activeBookingsAt(at(10, next));
    expect(held).toMatchObject({ kind: 'office_hours', startupId: null });
    const answers = await Promise.all([tokens.cofounder!, tokens.cofounder2!, tokens.staff!].map((token) => gql<{ takeOfficeHour: Session }>(t.app, DEMO, TAKE, { token, variables: { slotId, startupId: orbital } })));
    expect(answers.filter((a) => a.body.data?.takeOfficeHour)).toHaveLength(1);
    expect(answers.flatMap((a) => a.body.errors?.map((e) => e.extensions?.code) ?? [])).toEqual(['SlotTaken', 'SlotTaken']);
    const after = await activeBookingsAt(at(10, next));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: held!.id, kind: 'session', startupId: orbital });
  });

  it('the three ways cannot double-book the host against each other', async () => {
    const next = dayAhead(1);
    // An open office hour holds its time against a profile booking and an invitation.
    await ok(t.app, DEMO, tokens.mentor, PUBLISH, { slots: [{ start: at(13, next), end: at(14, next) }] });
    expect((await fails(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(13, next), startupId: orbital })).code).toBe('SlotTaken');
    expect(await fails(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(13, next), end: at(14, next) })).toMatchObject({ code: 'SlotTaken', message: 'start: This time was just taken. Choose another one.' });
    // A booked session holds its time against office hours and invitations.
    await ok(t.app, DEMO, tokens.cofounder, BOOK, { hostId: ids.mentor, start: at(15, next), startupId: orbital });
    expect(await fails(t.app, DEMO, tokens.mentor, PUBLISH, { slots: [{ start: at(12, next), end: at(12, next).replace('12:00', '12:30') }, { start: new Date(Date.parse(at(15, next)) + 1_800_000).toISOString(), end: at(17, next) }] }))
      .toMatchObject({ code: 'SlotTaken', message: 'slots.1.start: This time was just taken. Choose another one.' });
    expect((await fails(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: new Date(Date.parse(at(15, next)) + 1_800_000).toISOString(), end: at(17, next) })).code).toBe('SlotTaken');
    // A pending invitation holds its time against office hours.
    await ok(t.app, DEMO, tokens.staff, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(11, next), end: at(12, next) });
    expect((await fails(t.app, DEMO, tokens.mentor, PUBLISH, { slots: [{ start: at(11, next), end: at(12, next) }] })).code).toBe('SlotTaken');
    // Nothing above left a second active booking anywhere: the publish that failed left none of its slots either.
    const rows = await t.db.tenant(demo(), (tx) => tx.select().from(hostBookings).where(and(eq(hostBookings.hostUserId, ids.mentor!), eq(hostBookings.status, 'active'))));
    const sorted = rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.endsAt.getTime());
    expect(sorted.filter((r) => r.startsAt.toISOString() === at(12, next))).toHaveLength(0);
  });
});
