/**
 * Scheduled sending (D-590): a draft that could be sent now is scheduled for a time 1 minute to a year ahead; it is
 * locked while SCHEDULED, the repeating pass sends it when due — once, as whoever scheduled it, however many passes run
 * at once — and a send that can no longer go out turns it back into a draft with the reason. Refusals change nothing:
 * a time too soon or too far, an unsendable draft, not a draft, another tenant's id, a role without the key.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogs, emails, mailMessages, users } from '../../src/db/schema/index.js';
import { sendDueScheduledEmails } from '../../src/modules/emails/index.js';
import { useBatchApp, waitForBatchJob } from '../batch/support.js';
import { ACME } from '../support/helpers.js';
import { ADMIN, COACH, emailCalls, NOBODY, STAFF, type Audience, type Person } from './support.js';

const PERSON = `_id fullName email`;
const FIELDS = `_id subject status recipientCount operationId sentAt scheduledAt scheduleFailure scheduledBy { ${PERSON} } sentBy { ${PERSON} }`;
const CREATE = `mutation C { createOutgoingEmail { _id } }`;
const UPDATE = `mutation U($id: ID!, $input: EmailDraftInput!) { updateOutgoingEmail(id: $id, input: $input) { _id } }`;
const DELETE = `mutation D($id: ID!) { deleteOutgoingEmail(id: $id) }`;
const SEND = `mutation S($id: ID!) { sendOutgoingEmail(id: $id) { _id } }`;
const SCHEDULE = `mutation Sc($id: ID!, $sendAt: DateTime!) { scheduleOutgoingEmail(id: $id, sendAt: $sendAt) { ${FIELDS} } }`;
const UNSCHEDULE = `mutation Un($id: ID!) { unscheduleOutgoingEmail(id: $id) { ${FIELDS} } }`;
const EMAIL = `query E($id: ID!) { outgoingEmail(id: $id) { ${FIELDS} } }`;
const LIST = `query L($status: OutgoingEmailStatus) { outgoingEmails(status: $status, first: 100) { results { _id status scheduledAt } } }`;

interface Email {
  _id: string;
  subject: string;
  status: 'DRAFT' | 'SCHEDULED' | 'SENDING' | 'SENT';
  recipientCount: number | null;
  operationId: string | null;
  sentAt: string | null;
  scheduledAt: string | null;
  scheduleFailure: string | null;
  scheduledBy: Person | null;
  sentBy: Person | null;
}

const MINUTE = 60_000;

const t = useBatchApp();
const { answer, refusal } = emailCalls(t);
const demo = <T>(fn: Parameters<typeof t.tenant<T>>[1]) => t.tenant('demo', fn);
const userId = (email: string) => t.userId('demo', email);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

async function draft(who: string, audience: Audience, subject: string): Promise<string> {
  const { _id } = await answer<{ _id: string }>(who, CREATE);
  await answer(who, UPDATE, { id: _id, input: { subject, body: 'Hello {{firstName}}.', audience } });
  return _id;
}

/** One pass of the repeating job, as if the clock read `at`. */
const pass = (at: Date) => sendDueScheduledEmails({ db: t.db, services: t.services, log: t.app.log, now: () => at });

const rowOf = async (id: string) => (await demo((tx) => tx.select().from(emails).where(eq(emails.id, id))))[0]!;
const activity = (id: string) =>
  demo((tx) => tx.select({ action: activityLogs.action, actor: activityLogs.actorUserId, after: activityLogs.after }).from(activityLogs).where(eq(activityLogs.entityId, id)));

describe('scheduled emails (D-590)', () => {
  it('a scheduled email is locked and listed; it goes out when due, once, as whoever scheduled it, however many passes run at once', async () => {
    const recipients = [STAFF, 'cofounder@demo.test'];
    const id = await draft(ADMIN, { ...NOBODY, userIds: await Promise.all(recipients.map(userId)) }, 'Scheduled {{firstName}}');
    const sendAt = inMinutes(30);
    const scheduled = await answer<Email>(COACH, SCHEDULE, { id, sendAt });
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt: sendAt, scheduledBy: { email: COACH }, recipientCount: null, operationId: null, scheduleFailure: null });
    expect((await answer<{ results: Email[] }>(ADMIN, LIST, { status: 'SCHEDULED' })).results.map((e) => e._id)).toContain(id);
    expect((await answer<{ results: Email[] }>(ADMIN, LIST, { status: 'DRAFT' })).results.map((e) => e._id)).not.toContain(id);

    // Locked while scheduled: no edit, no removal, no send by hand, no second schedule.
    for (const [query, variables] of [
      [UPDATE, { id, input: { subject: 'x', body: 'y', audience: NOBODY } }],
      [DELETE, { id }],
      [SEND, { id }],
      [SCHEDULE, { id, sendAt: inMinutes(60) }],
    ] as const) {
      expect(await refusal(ADMIN, query, variables), query).toEqual({ code: 'ValidationError', field: 'status', message: 'status: only a draft can be changed' });
    }

    // Not yet due: nothing happens.
    await pass(new Date(Date.parse(sendAt) - MINUTE));
    expect((await rowOf(id)).status).toBe('scheduled');

    // Due: two passes at once (two processes running the repeat) start one send between them.
    const due = new Date(Date.parse(sendAt) + 1000);
    const started = await Promise.all([pass(due), pass(due)]);
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    const row = await rowOf(id);
    expect(row.batchJobId).not.toBeNull();
    await waitForBatchJob(t, row.batchJobId!);
    await pass(due);
    const sent = await answer<Email>(ADMIN, EMAIL, { id });
    expect(sent).toMatchObject({ status: 'SENT', recipientCount: 2, sentBy: { email: COACH }, scheduledBy: { email: COACH }, scheduledAt: sendAt });
    const mail = await demo((tx) => tx.select({ to: mailMessages.to, subject: mailMessages.subject }).from(mailMessages).where(and(inArray(mailMessages.to, recipients), eq(mailMessages.subject, 'Scheduled Priya'))));
    expect(mail).toEqual([{ to: STAFF, subject: 'Scheduled Priya' }]);
    const liam = await demo((tx) => tx.select({ to: mailMessages.to }).from(mailMessages).where(and(eq(mailMessages.to, 'cofounder@demo.test'), eq(mailMessages.subject, 'Scheduled Liam'))));
    expect(liam).toHaveLength(1);
    const coach = await userId(COACH);
    expect((await activity(id)).map((a) => [a.action, a.actor])).toEqual(expect.arrayContaining([['email.scheduled', coach], ['email.sent', coach]]));
  });

  it('unscheduling makes it a draft again, editable; only a scheduled email can be unscheduled', async () => {
    const id = await draft(ADMIN, { ...NOBODY, userIds: [await userId(STAFF)] }, 'Maybe later');
    expect(await refusal(ADMIN, UNSCHEDULE, { id })).toEqual({ code: 'ValidationError', field: 'status', message: 'status: only a scheduled email can be put back to a draft' });
    await answer<Email>(ADMIN, SCHEDULE, { id, sendAt: inMinutes(90) });
    expect(await answer<Email>(ADMIN, UNSCHEDULE, { id })).toMatchObject({ status: 'DRAFT', scheduledAt: null, scheduledBy: null });
    await answer(ADMIN, UPDATE, { id, input: { subject: 'Now edited', body: 'Text', audience: { ...NOBODY, userIds: [await userId(STAFF)] } } });
    // Its time comes and goes: it is a draft, nothing is sent.
    await pass(new Date(Date.now() + 120 * MINUTE));
    expect(await rowOf(id)).toMatchObject({ status: 'draft', batchJobId: null, subject: 'Now edited' });
    expect((await activity(id)).map((a) => a.action).sort()).toEqual(['email.scheduled', 'email.unscheduled']);
  });

  it('a send that can no longer go out turns it back into a draft with the reason: nobody left, its scheduler gone', async () => {
    const founder = await userId('founder@demo.test');
    const lonely = await draft(ADMIN, { ...NOBODY, userIds: [founder] }, 'To one founder');
    await answer<Email>(ADMIN, SCHEDULE, { id: lonely, sendAt: inMinutes(5) });
    const orphan = await draft(ADMIN, { ...NOBODY, userIds: [await userId(STAFF)] }, 'Orphaned');
    await answer<Email>(ADMIN, SCHEDULE, { id: orphan, sendAt: inMinutes(5) });
    const [before] = await demo((tx) => tx.select({ status: users.status }).from(users).where(eq(users.id, founder)));
    try {
      await demo((tx) => tx.update(users).set({ status: 'archived' }).where(eq(users.id, founder)));
      // What an account's removal leaves (ON DELETE SET NULL): nobody to send it as.
      await demo((tx) => tx.update(emails).set({ scheduledBy: null }).where(eq(emails.id, orphan)));
      expect(await pass(new Date(Date.now() + 10 * MINUTE))).toBe(0);
    } finally {
      await demo((tx) => tx.update(users).set({ status: before!.status }).where(eq(users.id, founder)));
    }
    expect(await answer<Email>(ADMIN, EMAIL, { id: lonely })).toMatchObject({ status: 'DRAFT', scheduleFailure: 'NO_RECIPIENT', scheduledAt: null, operationId: null });
    expect(await answer<Email>(ADMIN, EMAIL, { id: orphan })).toMatchObject({ status: 'DRAFT', scheduleFailure: 'SCHEDULER_GONE' });
    expect((await activity(lonely)).find((a) => a.action === 'email.scheduleFailed')).toMatchObject({ actor: await userId(ADMIN), after: { subject: 'To one founder', reason: 'noRecipient' } });
    // Scheduled again, the reason is cleared.
    expect(await answer<Email>(ADMIN, SCHEDULE, { id: lonely, sendAt: inMinutes(5) })).toMatchObject({ status: 'SCHEDULED', scheduleFailure: null });
    await answer<Email>(ADMIN, UNSCHEDULE, { id: lonely });
  });

  it('refusals change nothing: too soon, too far, an unsendable draft, another tenant, roles without EMAIL_TEMPLATES:MANAGE', async () => {
    const id = await draft(ADMIN, { ...NOBODY, userIds: [await userId(STAFF)] }, 'Refused times');
    expect(await refusal(ADMIN, SCHEDULE, { id, sendAt: new Date(Date.now() + 20_000).toISOString() })).toEqual({
      code: 'ValidationError',
      field: 'sendAt',
      message: 'sendAt: must be at least a minute from now',
    });
    expect(await refusal(ADMIN, SCHEDULE, { id, sendAt: inMinutes(-60) })).toMatchObject({ field: 'sendAt' });
    expect(await refusal(ADMIN, SCHEDULE, { id, sendAt: inMinutes(366 * 24 * 60) })).toEqual({ code: 'ValidationError', field: 'sendAt', message: 'sendAt: must be within 365 days' });
    const empty = await draft(ADMIN, NOBODY, 'Nobody');
    expect(await refusal(ADMIN, SCHEDULE, { id: empty, sendAt: inMinutes(30) })).toEqual({ code: 'ValidationError', field: 'audience', message: 'audience: choose at least one recipient' });
    const acmeAdmin = 'admin@acme.test';
    expect(await refusal(acmeAdmin, SCHEDULE, { id, sendAt: inMinutes(30) }, ACME)).toMatchObject({ code: 'NotFound' });
    expect(await refusal(acmeAdmin, UNSCHEDULE, { id }, ACME)).toMatchObject({ code: 'NotFound' });
    for (const who of [STAFF, 'cofounder@demo.test']) {
      for (const [query, variables] of [
        [SCHEDULE, { id, sendAt: inMinutes(30) }],
        [UNSCHEDULE, { id }],
      ] as const) {
        expect(await refusal(who, query, variables), `${who} ${query}`).toEqual({ code: 'Forbidden', field: undefined, message: 'Only email managers can do this.' });
      }
    }
    expect(await rowOf(id)).toMatchObject({ status: 'draft', scheduledAt: null, scheduledBy: null });
    expect(await rowOf(empty)).toMatchObject({ status: 'draft', scheduledAt: null });
  });
});
