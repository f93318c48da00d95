/**
 * Issue 18 item 4 (group events): the waitlist in arrival order (D-478), promotion of the first waiting when a seat
 * frees — in the cancelling transaction, with a notification (D-479), concurrent registrations that fill exactly the
 * capacity, attendance marking (REF-26) by editors and hosts only and from the event's day (D-480), the attendance post
 * on the startup timeline (D-482), cancelling an event (D-481), the attendee export for editors only, the post-event
 * feedback request through the feedback module (D-483), and the 24 h reminder e-mail sent once (D-484).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.js';
import {
  authTokens,
  exportJobs,
  feedbackRecipients,
  feedbackRequests,
  incubatorEventAttendees,
  incubatorEvents,
  mailOutbox,
  notificationRecipients,
  notifications,
  roles,
  timelineEvents,
  users,
} from '../../src/db/schema/index.js';
import { createViewerCache } from '../../src/http/viewer-cache.js';
import { runEventReminders } from '../../src/modules/events/index.js';
import { createMailboxMailer } from '../../src/modules/mail/mailer.js';
import { createMemoryPubSub } from '../../src/realtime/pubsub.js';
import { createSurveyForm, dayFromNow } from '../feedback/support.js';
import { setFlag } from '../support/flags.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const FIELDS = '_id registeredCount seatsLeft waitlistCount viewerIsRegistered viewerIsWaitlisted waitlistPosition viewerCanRegister viewerCanCheckIn cancelledAt';
const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }';
const PUBLISH = 'mutation P($id: ID!) { publishIncubatorEvent(eventId: $id) { _id } }';
const EVENT = `query E($id: ID!) { event(id: $id) { ${FIELDS} attendees { _id status waitlisted waitlistPosition registrant { _id fullName } } } }`;
const REGISTER = `mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }`;
const UNREGISTER = `mutation R($id: ID!) { unregisterFromEvent(eventId: $id) { _id } }`;
const LEAVE = `mutation R($id: ID!) { leaveEventWaitlist(eventId: $id) { _id } }`;
const MARK = 'mutation M($id: ID!, $ids: [ID!]!, $status: EventAttendance!) { markAttendance(eventId: $id, attendeeIds: $ids, status: $status) { _id } }';
const CANCEL = `mutation C($id: ID!) { cancelIncubatorEvent(eventId: $id) { ${FIELDS} } }`;
const EXPORT = 'mutation X($id: ID!, $format: ExportFormat!) { exportEventAttendees(eventId: $id, format: $format) { id state } }';
const EXPORT_JOB = 'query J($id: ID!) { exportJob(id: $id) { id state rowCount fileName } }';
const FEEDBACK = 'mutation F($id: ID!, $formId: ID!, $due: String!) { sendEventFeedbackRequest(eventId: $id, formId: $formId, dueDate: $due) }';

type Attendee = { _id: string; status: string; waitlisted: boolean; waitlistPosition: number | null; registrant: { _id: string; fullName: string } };
type Ev = {
  _id: string;
  registeredCount: number;
  seatsLeft: number | null;
  waitlistCount: number;
  viewerIsRegistered: boolean;
  viewerIsWaitlisted: boolean;
  waitlistPosition: number | null;
  viewerCanRegister: boolean;
  viewerCanCheckIn: boolean;
  cancelledAt: string | null;
  attendees: Attendee[];
};

let t: TestApp;
let demoId = '';
const tokens: Record<string, string> = {};
const people: string[] = [];
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** `n` people of the demo tenant with a bearer token each (minted in the database: no login throttle in the way). */
async function mintPeople(label: string, n: number): Promise<string[]> {
  const minted: string[] = [];
  await t.db.tenant(demoId, async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Cofounder')).limit(1);
    for (let i = 0; i < n; i += 1) {
      const [user] = await tx
        .insert(users)
        .values({ incubatorId: demoId, email: `attendance-${label}-${i}@people.test`, fullName: `Attendee ${label} ${String(i).padStart(3, '0')}`, roleId: role!.id })
        .returning({ id: users.id });
      const token = randomBytes(24).toString('hex');
      await tx.insert(authTokens).values({ incubatorId: demoId, userId: user!.id, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + 86_400_000) });
      minted.push(token);
    }
  });
  return minted;
}

/** A published group event by staff, open to everybody. */
async function publishedEvent(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, tokens.staff, CREATE);
  await ok(t.app, DEMO, tokens.staff, UPDATE, { id: e._id, input: { title, startTime: hours(24 * 7), endTime: hours(24 * 7 + 2), ...extra } });
  await ok(t.app, DEMO, tokens.staff, PUBLISH, { id: e._id });
  return e._id;
}

const view = async (token: string | undefined, id: string) => (await ok<{ event: Ev }>(t.app, DEMO, token, EVENT, { id })).event;

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
  for (const who of ['admin', 'staff', 'coach', 'mentor', 'cofounder', 'cofounder2']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  people.push(...(await mintPeople('p', 8)));
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('the waitlist (D-478, D-479)', () => {
  it('a full event waitlists in arrival order; leaving moves those behind up; a cancelled seat goes to the first waiting', async () => {
    const id = await publishedEvent('Waitlist workshop', { capacity: 2 });
    const [a, b, c, d, e] = people as [string, string, string, string, string];
    await ok(t.app, DEMO, a, REGISTER, { id });
    await ok(t.app, DEMO, b, REGISTER, { id });
    expect(await view(c, id)).toMatchObject({ seatsLeft: 0, viewerCanRegister: true, viewerIsWaitlisted: false });
    for (const who of [c, d, e]) await ok(t.app, DEMO, who, REGISTER, { id });
    expect(await view(c, id)).toMatchObject({ registeredCount: 2, waitlistCount: 3, viewerIsRegistered: false, viewerIsWaitlisted: true, waitlistPosition: 1, viewerCanRegister: false });
    expect(await view(e, id)).toMatchObject({ viewerIsWaitlisted: true, waitlistPosition: 3 });
    expect(await fails(t.app, DEMO, d, REGISTER, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: You are already on the waitlist of this event.' });
    expect(await fails(t.app, DEMO, a, LEAVE, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: You are not on the waitlist of this event.' });

    await ok(t.app, DEMO, d, LEAVE, { id });
    expect(await view(e, id)).toMatchObject({ waitlistPosition: 2, waitlistCount: 2 });
    expect(await view(d, id)).toMatchObject({ viewerIsWaitlisted: false, viewerIsRegistered: false, viewerCanRegister: true });

    await ok(t.app, DEMO, a, UNREGISTER, { id });
    expect(await view(c, id)).toMatchObject({ viewerIsRegistered: true, viewerIsWaitlisted: false, waitlistPosition: null, registeredCount: 2, waitlistCount: 1 });
    expect(await view(e, id)).toMatchObject({ waitlistPosition: 1 });
    const staffView = await view(tokens.staff, id);
    expect(staffView.attendees.map((x) => [x.registrant.fullName, x.waitlistPosition])).toEqual([
      ['Attendee p 001', null],
      ['Attendee p 002', null],
      ['Attendee p 004', 1],
    ]);
    // The promoted person is told, in the cancelling transaction (a meetingScheduled notification to them alone).
    const told = await t.db.tenant(demoId, (tx) =>
      tx
        .select({ userId: notificationRecipients.userId, type: notifications.notificationType, message: notifications.message })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(eq(notifications.url, `/events/${id}`)),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'meetingScheduled', userId: staffView.attendees[1]!.registrant._id, message: expect.stringContaining('Waitlist workshop') });
  });

  it('a newcomer never jumps the queue, and a larger capacity seats the waiting in order', async () => {
    const id = await publishedEvent('Growing room', { capacity: 1 });
    const [a, b, c] = people.slice(5) as [string, string, string];
    await ok(t.app, DEMO, a, REGISTER, { id });
    await ok(t.app, DEMO, b, REGISTER, { id });
    await ok(t.app, DEMO, c, REGISTER, { id });
    await ok(t.app, DEMO, tokens.staff, UPDATE, { id, input: { title: 'Growing room', startTime: hours(24 * 7), endTime: hours(24 * 7 + 2), capacity: 2 } });
    expect(await view(b, id)).toMatchObject({ viewerIsRegistered: true });
    expect(await view(c, id)).toMatchObject({ viewerIsWaitlisted: true, waitlistPosition: 1, seatsLeft: 0 });
  });

  it('concurrent registrations fill exactly the capacity; the rest wait in the order they committed', async () => {
    const id = await publishedEvent('Rush hour', { capacity: 5 });
    const crowd = await mintPeople('rush', 20);
    const results = await Promise.allSettled(crowd.map((token) => ok(t.app, DEMO, token, REGISTER, { id })));
    // PostgreSQL may answer a race with a deadlock (40P01): a lost race, refused whole; nobody else is affected.
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    expect(accepted).toBeGreaterThanOrEqual(5);
    const rows = await t.db.tenant(demoId, (tx) => tx.select().from(incubatorEventAttendees).where(eq(incubatorEventAttendees.eventId, id)).orderBy(asc(incubatorEventAttendees.registrationTime)));
    const seats = rows.filter((r) => r.waitlistedAt === null);
    const waiting = rows.filter((r) => r.waitlistedAt !== null).sort((x, y) => x.waitlistSeq! - y.waitlistSeq!);
    expect(seats).toHaveLength(5);
    expect(waiting).toHaveLength(accepted - 5);
    expect(waiting.map((r) => r.waitlistSeq)).toEqual(waiting.map((_r, i) => i + 1));
    // Arrival order: every seat was taken before anyone waited, and the numbers follow the times the lock was held.
    const lastSeat = Math.max(...seats.map((r) => r.registrationTime.getTime()));
    expect(waiting.every((r) => r.registrationTime.getTime() >= lastSeat)).toBe(true);
    expect(waiting.map((r) => r.registrationTime.getTime())).toEqual([...waiting.map((r) => r.registrationTime.getTime())].sort((x, y) => x - y));
    expect((await view(tokens.staff, id)).waitlistCount).toBe(accepted - 5);
  });
});

describe('attendance (REF-26, D-480, D-482)', () => {
  it('editors mark attendance from the event’s day; attended is one post on the startup timeline, undone with the mark', async () => {
    const today = await publishedEvent('Demo morning', { startTime: hours(-1), endTime: hours(2), capacity: 10 });
    await ok(t.app, DEMO, tokens.cofounder, REGISTER, { id: today });
    await ok(t.app, DEMO, people[0]!, REGISTER, { id: today });
    const staffView = await view(tokens.staff, today);
    expect(staffView.viewerCanCheckIn).toBe(true);
    expect((await view(tokens.cofounder, today)).viewerCanCheckIn).toBe(false);
    const cofounderRow = staffView.attendees.find((a) => a.registrant.fullName !== 'Attendee p 000')!;
    await ok(t.app, DEMO, tokens.staff, MARK, { id: today, ids: [cofounderRow._id], status: 'ATTENDED' });
    await ok(t.app, DEMO, tokens.staff, MARK, { id: today, ids: [cofounderRow._id], status: 'ATTENDED' });
    const posts = () => t.db.tenant(demoId, (tx) => tx.select().from(timelineEvents).where(eq(timelineEvents.sourceKey, `eventAttendance:${cofounderRow._id}`)));
    const [post, ...more] = await posts();
    expect(more).toHaveLength(0);
    expect(post).toMatchObject({ kind: 'EVENT', eventType: 'UPDATE', attr1: 'Demo morning', message: 'Attended "Demo morning"', createdBy: cofounderRow.registrant._id });
    expect((await view(tokens.staff, today)).attendees.find((a) => a._id === cofounderRow._id)?.status).toBe('ATTENDED');
    await ok(t.app, DEMO, tokens.staff, MARK, { id: today, ids: [cofounderRow._id], status: 'NO_SHOW' });
    expect(await posts()).toHaveLength(0);

    const later = await publishedEvent('Next week', { capacity: 10 });
    await ok(t.app, DEMO, tokens.cofounder, REGISTER, { id: later });
    const row = (await view(tokens.staff, later)).attendees[0]!;
    expect(await fails(t.app, DEMO, tokens.staff, MARK, { id: later, ids: [row._id], status: 'ATTENDED' })).toMatchObject({ code: 'ValidationError', message: 'status: Attendance can be marked from the day of the event.' });
    expect((await view(tokens.staff, later)).viewerCanCheckIn).toBe(false);
  });

  it('refused for the founder side, a mentor who does not host it, another tenant, a waitlisted person and bad ids; nothing changes', async () => {
    const id = await publishedEvent('Tiny demo', { startTime: hours(-1), endTime: hours(2), capacity: 1 });
    await ok(t.app, DEMO, people[1]!, REGISTER, { id });
    await ok(t.app, DEMO, people[2]!, REGISTER, { id });
    const [seat, waiting] = (await view(tokens.staff, id)).attendees as [Attendee, Attendee];
    expect(waiting.waitlisted).toBe(true);
    expect((await fails(t.app, DEMO, tokens.cofounder, MARK, { id, ids: [seat._id], status: 'ATTENDED' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, MARK, { id, ids: [seat._id], status: 'ATTENDED' })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, tokens.acme, MARK, { id, ids: [seat._id], status: 'ATTENDED' })).code).toBe('NotFound');
    expect(await fails(t.app, DEMO, tokens.staff, MARK, { id, ids: [waiting._id], status: 'ATTENDED' })).toMatchObject({ code: 'ValidationError', message: 'attendeeIds: One of these people does not hold a seat at this event.' });
    expect(await fails(t.app, DEMO, tokens.staff, MARK, { id, ids: ['not-a-uuid'], status: 'ATTENDED' })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^attendeeIds/) });
    expect(await fails(t.app, DEMO, tokens.staff, MARK, { id, ids: [seat._id, waiting._id], status: 'ATTENDED' })).toMatchObject({ code: 'ValidationError' });
    expect((await view(tokens.staff, id)).attendees.map((a) => a.status)).toEqual(['REGISTERED', 'REGISTERED']);
    // A host who is not an EVENT:EDIT holder marks the event they host (editPermission hosts, D-422).
    const mentorId = (await t.db.tenant(demoId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.test'))))[0]!.id;
    await ok(t.app, DEMO, tokens.staff, UPDATE, { id, input: { title: 'Tiny demo', startTime: hours(-1), endTime: hours(2), capacity: 1, hostIds: [mentorId] } });
    await ok(t.app, DEMO, tokens.mentor, MARK, { id, ids: [seat._id], status: 'ATTENDED' });
  });

  it('cancelling marks every attendee event cancelled, closes registration and tells the registrants', async () => {
    const id = await publishedEvent('Called off', { capacity: 1 });
    await ok(t.app, DEMO, people[3]!, REGISTER, { id });
    await ok(t.app, DEMO, people[4]!, REGISTER, { id });
    expect((await fails(t.app, DEMO, tokens.cofounder, CANCEL, { id })).code).toBe('Forbidden');
    const cancelled = (await ok<{ cancelIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, CANCEL, { id })).cancelIncubatorEvent;
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await view(tokens.staff, id)).attendees.map((a) => a.status)).toEqual(['EVENT_CANCELLED', 'EVENT_CANCELLED']);
    expect(await fails(t.app, DEMO, people[5]!, REGISTER, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: This event was cancelled.' });
    expect(await fails(t.app, DEMO, tokens.staff, CANCEL, { id })).toMatchObject({ message: 'eventId: This event was cancelled.' });
    const told = await t.db.tenant(demoId, (tx) =>
      tx.select({ n: count() }).from(notifications).innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id)).where(and(eq(notifications.url, `/events/${id}`), eq(notifications.notificationType, 'meetingDeleted'))),
    );
    expect(told[0]!.n).toBe(2);
  });
});

describe('the attendee export', () => {
  it('editors get CSV and XLSX; the founder side, a mentor who does not host it and another tenant are refused', async () => {
    const id = await publishedEvent('Export me', { capacity: 1 });
    await ok(t.app, DEMO, people[6]!, REGISTER, { id });
    await ok(t.app, DEMO, people[7]!, REGISTER, { id });
    expect((await fails(t.app, DEMO, tokens.cofounder, EXPORT, { id, format: 'csv' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, EXPORT, { id, format: 'csv' })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, tokens.acme, EXPORT, { id, format: 'csv' })).code).toBe('NotFound');
    const before = (await t.db.tenant(demoId, (tx) => tx.select({ n: count() }).from(exportJobs).where(eq(exportJobs.exportType, 'events'))))[0]!.n;
    expect(before).toBe(0);
    for (const format of ['csv', 'xlsx']) {
      const { exportEventAttendees: job } = await ok<{ exportEventAttendees: { id: string } }>(t.app, DEMO, tokens.staff, EXPORT, { id, format });
      let done: { state: string; rowCount: number | null; fileName: string | null } | null = null;
      for (let i = 0; i < 100 && done?.state !== 'completed'; i += 1) {
        done = (await ok<{ exportJob: { state: string; rowCount: number | null; fileName: string | null } }>(t.app, DEMO, tokens.staff, EXPORT_JOB, { id: job.id })).exportJob;
        if (done.state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(done).toMatchObject({ state: 'completed', rowCount: 2, fileName: expect.stringMatching(new RegExp(`^Export-me-attendees-.*\\.${format}$`)) });
    }
  });
});

describe('post-event feedback (D-483)', () => {
  it('after the event, the form goes to those who attended through the feedback module; too early and non-senders are refused', async () => {
    const past = await publishedEvent('Feedback breakfast', { startTime: hours(-1), endTime: hours(2), capacity: 5 });
    await ok(t.app, DEMO, tokens.cofounder, REGISTER, { id: past });
    await ok(t.app, DEMO, tokens.cofounder2, REGISTER, { id: past });
    const [first, second] = (await view(tokens.staff, past)).attendees as [Attendee, Attendee];
    await ok(t.app, DEMO, tokens.staff, MARK, { id: past, ids: [first._id], status: 'ATTENDED' });
    await ok(t.app, DEMO, tokens.staff, MARK, { id: past, ids: [second._id], status: 'NO_SHOW' });
    const form = await createSurveyForm(t.app, DEMO, tokens.admin!, 'Breakfast survey');
    expect(await fails(t.app, DEMO, tokens.admin, FEEDBACK, { id: past, formId: form._id, due: dayFromNow(7) })).toMatchObject({ code: 'ValidationError', message: 'eventId: Feedback can be requested once the event has ended.' });
    // The event ends (its times moved into the past in the database: the API refuses an end in the past on publish).
    await t.db.tenant(demoId, (tx) => tx.update(incubatorEvents).set({ startTime: new Date(Date.now() - 3 * 3_600_000), endTime: new Date(Date.now() - 3_600_000) }).where(eq(incubatorEvents.id, past)));
    expect((await fails(t.app, DEMO, tokens.cofounder, FEEDBACK, { id: past, formId: form._id, due: dayFromNow(7) })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.admin, FEEDBACK, { id: past, formId: past, due: dayFromNow(7) })).message).toMatch(/^formId: /);
    const sent = (await ok<{ sendEventFeedbackRequest: number }>(t.app, DEMO, tokens.admin, FEEDBACK, { id: past, formId: form._id, due: dayFromNow(7) })).sendEventFeedbackRequest;
    expect(sent).toBe(1);
    // One request of the chosen form, to the one who attended: not the no-show.
    const recipients = await t.db.tenant(demoId, (tx) =>
      tx.select({ userId: feedbackRecipients.userId }).from(feedbackRecipients).innerJoin(feedbackRequests, eq(feedbackRequests.id, feedbackRecipients.requestId)).where(eq(feedbackRequests.formId, form._id)),
    );
    expect(recipients.map((r) => r.userId)).toEqual([first.registrant._id]);
  });
});

describe('reminders (emailEvents, D-484)', () => {
  it('go once to each seat holder of an event starting within 24 h while the flag is on; a second pass sends nothing', async () => {
    const id = await publishedEvent('Reminder clinic', { startTime: hours(20), endTime: hours(22), capacity: 2 });
    const crowd = await mintPeople('remind', 3);
    for (const token of crowd) await ok(t.app, DEMO, token, REGISTER, { id });
    const services = () => ({ config: testConfig(), pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) });
    const log = pino({ level: 'silent' });
    const queued = async () => (await t.db.tenant(demoId, (tx) => tx.select({ to: mailOutbox.to }).from(mailOutbox).where(like(mailOutbox.subject, '%Reminder clinic%')))).map((m) => m.to).sort();

    await setFlag(t, 'demo', 'emailEvents', true, false);
    await runEventReminders({ db: t.db, services: services(), log });
    expect(await queued()).toEqual([]);

    await setFlag(t, 'demo', 'emailEvents', true, true);
    await Promise.all([runEventReminders({ db: t.db, services: services(), log }), runEventReminders({ db: t.db, services: services(), log })]);
    await runEventReminders({ db: t.db, services: services(), log });
    expect(await queued()).toEqual(['attendance-remind-0@people.test', 'attendance-remind-1@people.test']);
    await setFlag(t, 'demo', 'emailEvents', false, false);
  });
});
