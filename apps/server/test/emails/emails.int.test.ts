/**
 * Emails (D-584): holders of EMAIL_TEMPLATES:MANAGE keep email and content templates, write drafts to an audience
 * (roles, programmes, people — each person once, blocked people never), preview it, test it on themselves and send it.
 * The send is a bulk action over the recipients through the mail outbox: every recipient gets it exactly once, however
 * often the job runs or wherever it crashes, and the email turns SENT when the job completes. Every refusal changes
 * nothing: a non-draft, bad input (the field named), another tenant's ids, a role without the permission.
 */
import type { AddressInfo } from 'node:net';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import {
  activityLogs,
  batchJobItems,
  batchJobs,
  emailDeliveries,
  emails,
  emailTemplates,
  mailMessages,
  mailOutbox,
  programs,
  roles,
  startupPeople,
  startups,
  users,
} from '../../src/db/schema/index.js';
import { runBatchJob, SimulatedCrash } from '../../src/modules/batch/index.js';
import { deliverPendingMail } from '../../src/modules/mail/index.js';
import { seedEmails } from '../../src/seed/emails.js';
import { OPERATION, useBatchApp, waitForBatchJob } from '../batch/support.js';
import { ACME, DEMO } from '../support/helpers.js';
import { ADMIN, COACH, emailCalls, NOBODY, STAFF, type Audience, type Person } from './support.js';

const PERSON = `_id fullName email`;
const EMAIL_FIELDS = `_id subject body status recipientCount sentCount failedCount operationId createdAt updatedAt sentAt
  createdBy { ${PERSON} } sentBy { ${PERSON} }
  audience { roles { _id label } programs { _id name } people { ${PERSON} } }`;
const DELIVERIES = `deliveries(first: $first, after: $after, status: $status) { totalCount nextCursor results { _id address status sentAt failureReason person { ${PERSON} } } }`;
const TEMPLATE_FIELDS = `_id kind name subject body updatedAt`;

const LIST = `query L($status: OutgoingEmailStatus, $search: String, $first: Int, $after: String) {
  outgoingEmails(status: $status, search: $search, first: $first, after: $after) { totalCount nextCursor results { ${EMAIL_FIELDS} } } }`;
const EMAIL = `query E($id: ID!, $first: Int, $after: String, $status: EmailDeliveryStatus) { outgoingEmail(id: $id) { ${EMAIL_FIELDS} ${DELIVERIES} } }`;
const TEMPLATES = `query T($kind: EmailTemplateKind!) { emailTemplates(kind: $kind) { ${TEMPLATE_FIELDS} } }`;
const PREVIEW = `query P($audience: EmailAudienceInput!) { emailAudiencePreview(audience: $audience) { count sample { ${PERSON} } } }`;
const OPTIONS = `query O { emailAudienceOptions { roles { _id label } programs { _id name } } }`;
const PEOPLE = `query S($search: String!, $first: Int) { emailPeopleSearch(search: $search, first: $first) { ${PERSON} } }`;
const CREATE = `mutation C($templateId: ID) { createOutgoingEmail(templateId: $templateId) { ${EMAIL_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: EmailDraftInput!) { updateOutgoingEmail(id: $id, input: $input) { ${EMAIL_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteOutgoingEmail(id: $id) }`;
const DUPLICATE = `mutation Dup($id: ID!) { duplicateOutgoingEmail(id: $id) { ${EMAIL_FIELDS} } }`;
const SEND_TEST = `mutation ST($id: ID!) { sendTestOutgoingEmail(id: $id) }`;
const SEND = `mutation S($id: ID!) { sendOutgoingEmail(id: $id) { ${EMAIL_FIELDS} } }`;
const CREATE_TEMPLATE = `mutation CT($input: EmailTemplateInput!) { createEmailTemplate(input: $input) { ${TEMPLATE_FIELDS} } }`;
const UPDATE_TEMPLATE = `mutation UT($id: ID!, $input: EmailTemplateInput!) { updateEmailTemplate(id: $id, input: $input) { ${TEMPLATE_FIELDS} } }`;
const DELETE_TEMPLATE = `mutation DT($id: ID!) { deleteEmailTemplate(id: $id) }`;
const USER_SUB = `subscription S($id: ID!) { userBatchOperationUpdated(operationId: $id) { operationId updateType userId reason } }`;

interface Email {
  _id: string;
  subject: string;
  body: string;
  status: 'DRAFT' | 'SENDING' | 'SENT';
  recipientCount: number | null;
  sentCount: number;
  failedCount: number;
  operationId: string | null;
  sentAt: string | null;
  createdBy: Person | null;
  sentBy: Person | null;
  audience: { roles: Array<{ _id: string; label: string }>; programs: Array<{ _id: string; name: string }>; people: Person[] };
  deliveries?: {
    totalCount: number;
    nextCursor: string | null;
    results: Array<{ _id: string; address: string; status: string; sentAt: string | null; failureReason: string | null; person: Person | null }>;
  };
}
interface Template {
  _id: string;
  kind: 'TEMPLATE' | 'CONTENT';
  name: string;
  subject: string | null;
  body: string;
}
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// The running process (its job runner started) and a second one over the same database whose runner never starts:
// the process that took the send and died before running it, so a test runs the worker itself.
const t = useBatchApp();
const stopped = useBatchApp({ startJobs: false });

const demo = <T>(fn: Parameters<typeof t.tenant<T>>[1]) => t.tenant('demo', fn);

const { answer, refusal } = emailCalls(t);

const roleId = async (type: string) => (await demo((tx) => tx.select({ id: roles.id }).from(roles).where(and(eq(roles.type, type as 'Cofounder'), eq(roles.isDefault, true)))))[0]!.id;
const programId = async (name: string) => (await demo((tx) => tx.select({ id: programs.id }).from(programs).where(eq(programs.name, name))))[0]!.id;
const userId = (email: string) => t.userId('demo', email);

/** The people an audience names by the rule, straight from the tables: not blocked, not System, with an address. */
async function expectedRecipients(where: Parameters<typeof and>[0]): Promise<string[]> {
  const rows = await demo((tx) =>
    tx
      .select({ email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(where, inArray(users.status, ['active', 'pending']), sql`${roles.type} <> 'System'`)),
  );
  return rows.map((r) => r.email).sort();
}

async function draft(who: string, audience: Audience, subject = 'Hello {{firstName}}', body = 'Dear {{fullName}} of {{startupName}},\n\nSee https://example.org/week.'): Promise<Email> {
  const created = await answer<Email>(who, CREATE);
  return answer<Email>(who, UPDATE, { id: created._id, input: { subject, body, audience } });
}

async function mailboxOf(addresses: string[], subject?: string) {
  return demo((tx) =>
    tx
      .select()
      .from(mailMessages)
      .where(and(inArray(mailMessages.to, addresses), subject ? eq(mailMessages.subject, subject) : undefined)),
  );
}

async function waitForEmail(id: string, status: Email['status']): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await demo((tx) => tx.select({ status: emails.status }).from(emails).where(eq(emails.id, id)));
    if (row!.status === status.toLowerCase() || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('emails (D-584)', () => {
  it('the demo is seeded: templates and snippets by name, a sent email with its deliveries, a draft, a scheduled one; seeding again writes nothing', async () => {
    expect((await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'TEMPLATE' })).map((x) => x.name)).toEqual(['Demo day invitation', 'Monthly metrics reminder', 'Office hours']);
    const snippets = await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'CONTENT' });
    expect(snippets.map((x) => [x.name, x.subject])).toEqual([
      ['Office hours footer', null],
      ['Signature', null],
    ]);
    const sent = (await answer<{ results: Email[] }>(ADMIN, LIST, { status: 'SENT' })).results;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'SENT', recipientCount: 2, sentCount: 2, failedCount: 0, sentBy: { email: ADMIN } });
    expect(sent[0]!.audience.programs.map((p) => p.name)).toEqual(['Spring 2026 Cohort']);
    const detail = await answer<Email>(ADMIN, EMAIL, { id: sent[0]!._id });
    expect(detail.deliveries!.results.map((d) => [d.person?.fullName, d.status])).toEqual([
      ['Liam Carter', 'SENT'],
      ['Maya Chen', 'SENT'],
    ]);
    expect((await answer<{ results: Email[] }>(ADMIN, LIST, { status: 'DRAFT' })).results.map((e) => e.subject)).toContain('You are invited to Demo Day');
    // D-590: one scheduled for three days ahead, to the same founders, as the administrator.
    const scheduled = (await answer<{ results: Email[] }>(ADMIN, LIST, { status: 'SCHEDULED' })).results;
    expect(scheduled.map((e) => e.subject)).toEqual(['Office hours this week']);
    const [row] = await demo((tx) => tx.select().from(emails).where(eq(emails.id, scheduled[0]!._id)));
    expect(row!.scheduledAt!.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(await demo((tx) => seedEmails(tx, t.incubatorIds.demo!))).toBe(0);
  });

  it('templates: create, change, list by name and remove; a content template has no subject', async () => {
    const made = await answer<Template>(ADMIN, CREATE_TEMPLATE, { input: { kind: 'TEMPLATE', name: '  Aardvark welcome ', subject: 'Welcome {{firstName}}', body: 'Glad you joined.' } });
    expect(made).toMatchObject({ kind: 'TEMPLATE', name: 'Aardvark welcome', subject: 'Welcome {{firstName}}', body: 'Glad you joined.' });
    const snippet = await answer<Template>(COACH, CREATE_TEMPLATE, { input: { kind: 'CONTENT', name: 'Address', subject: 'ignored', body: '1 Main Street' } });
    expect(snippet).toMatchObject({ kind: 'CONTENT', subject: null });
    expect((await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'TEMPLATE' }))[0]!._id).toBe(made._id);
    expect((await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'CONTENT' })).map((x) => x.name)).toEqual(['Address', 'Office hours footer', 'Signature']);
    const changed = await answer<Template>(ADMIN, UPDATE_TEMPLATE, { id: made._id, input: { kind: 'TEMPLATE', name: 'Zebra welcome', subject: '', body: 'Changed.' } });
    expect(changed).toMatchObject({ name: 'Zebra welcome', subject: null, body: 'Changed.' });
    expect((await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'TEMPLATE' })).at(-1)!._id).toBe(made._id);
    // A draft started from a template copies it; removing the template leaves the draft as it is.
    const fromTemplate = await answer<Email>(ADMIN, CREATE, { templateId: made._id });
    expect(fromTemplate).toMatchObject({ status: 'DRAFT', subject: '', body: 'Changed.', recipientCount: null, operationId: null, createdBy: { email: ADMIN } });
    expect(await answer<string>(ADMIN, DELETE_TEMPLATE, { id: made._id })).toBe(made._id);
    expect(await answer<string>(ADMIN, DELETE_TEMPLATE, { id: snippet._id })).toBe(snippet._id);
    expect(await demo((tx) => tx.select().from(emailTemplates).where(inArray(emailTemplates.id, [made._id, snippet._id])))).toEqual([]);
    // Each removal is in the activity log, with the template's name and kind.
    const logged = await demo((tx) =>
      tx.select({ entityId: activityLogs.entityId, before: activityLogs.before }).from(activityLogs).where(and(eq(activityLogs.action, 'emailTemplate.deleted'), inArray(activityLogs.entityId, [made._id, snippet._id]))),
    );
    expect(logged.sort((a, b) => String(a.before?.name).localeCompare(String(b.before?.name)))).toEqual([
      { entityId: snippet._id, before: { name: 'Address', kind: 'content' } },
      { entityId: made._id, before: { name: 'Zebra welcome', kind: 'template' } },
    ]);
    expect((await answer<Email>(ADMIN, EMAIL, { id: fromTemplate._id })).body).toBe('Changed.');
    expect(await refusal(ADMIN, DELETE_TEMPLATE, { id: made._id })).toMatchObject({ code: 'NotFound' });
    expect(await refusal(ADMIN, CREATE, { templateId: made._id })).toMatchObject({ code: 'NotFound' });
  });

  it('drafts: write, save the audience, duplicate and remove; the list searches subjects and pages', async () => {
    const empty = await answer<Email>(ADMIN, CREATE);
    expect(empty).toMatchObject({ status: 'DRAFT', subject: '', body: '', recipientCount: null, sentCount: 0, failedCount: 0, sentAt: null, sentBy: null });
    expect(empty.audience).toEqual({ roles: [], programs: [], people: [] });
    const cofounders = await roleId('Cofounder');
    const spring = await programId('Spring 2026 Cohort');
    const staff = await userId(STAFF);
    const saved = await answer<Email>(ADMIN, UPDATE, {
      id: empty._id,
      input: { subject: 'Quarterly update', body: 'News.', audience: { roleIds: [cofounders], programIds: [spring], userIds: [staff, staff] } },
    });
    expect(saved).toMatchObject({ subject: 'Quarterly update', body: 'News.', status: 'DRAFT' });
    expect(saved.audience.roles.map((r) => r._id)).toEqual([cofounders]);
    expect(saved.audience.programs).toEqual([{ _id: spring, name: 'Spring 2026 Cohort' }]);
    expect(saved.audience.people.map((p) => p.email)).toEqual([STAFF]);
    const copy = await answer<Email>(COACH, DUPLICATE, { id: saved._id });
    expect(copy._id).not.toBe(saved._id);
    expect(copy).toMatchObject({ status: 'DRAFT', subject: 'Quarterly update', body: 'News.', createdBy: { email: COACH } });
    expect(copy.audience).toEqual(saved.audience);
    const found = await answer<{ totalCount: number; results: Email[] }>(ADMIN, LIST, { search: 'quarterly' });
    expect(found.results.map((e) => e._id).sort()).toEqual([saved._id, copy._id].sort());
    const first = await answer<{ totalCount: number; nextCursor: string | null; results: Email[] }>(ADMIN, LIST, { first: 1 });
    expect(first.results).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await answer<{ results: Email[] }>(ADMIN, LIST, { first: 1, after: first.nextCursor });
    expect(second.results[0]!._id).not.toBe(first.results[0]!._id);
    expect(await answer<string>(ADMIN, DELETE, { id: copy._id })).toBe(copy._id);
    expect(await answer<Email | null>(ADMIN, EMAIL, { id: copy._id })).toBeNull();
    expect(await refusal(ADMIN, DELETE, { id: copy._id })).toMatchObject({ code: 'NotFound' });
  });

  it('audience preview: by role, by programme, by person — each person once, blocked people and the System user never', async () => {
    const cofounders = await roleId('Cofounder');
    const spring = await programId('Spring 2026 Cohort');
    const staff = await userId(STAFF);
    const liam = await userId('cofounder@demo.test');
    const preview = (audience: Audience) => answer<{ count: number; sample: Person[] }>(ADMIN, PREVIEW, { audience });

    const byRole = await preview({ ...NOBODY, roleIds: [cofounders] });
    const roleHolders = await expectedRecipients(eq(users.roleId, cofounders));
    expect(byRole.count).toBe(roleHolders.length);
    expect(roleHolders).toEqual(expect.arrayContaining(['cofounder@demo.test', 'cofounder2@demo.test', 'founder@demo.test']));
    // The sample: the first eight by name.
    expect(byRole.sample).toHaveLength(Math.min(8, roleHolders.length));
    expect(roleHolders).toEqual(expect.arrayContaining(byRole.sample.map((p) => p.email)));
    const names = byRole.sample.map((p) => p.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());

    expect(await preview({ ...NOBODY, programIds: [spring] })).toEqual({
      count: 2,
      sample: [
        { _id: liam, fullName: 'Liam Carter', email: 'cofounder@demo.test' },
        { _id: await userId('cofounder2@demo.test'), fullName: 'Maya Chen', email: 'cofounder2@demo.test' },
      ],
    });
    expect(await preview({ ...NOBODY, userIds: [staff] })).toEqual({ count: 1, sample: [{ _id: staff, fullName: 'Priya Nair', email: STAFF }] });
    // The union, each person once (Liam by role, programme and name).
    expect((await preview({ roleIds: [cofounders], programIds: [spring], userIds: [staff, liam] })).count).toBe(roleHolders.length + 1);
    expect(await preview(NOBODY)).toEqual({ count: 0, sample: [] });

    // A founder of the programme whose account is deleted, and one deactivated: in no audience.
    const [orbital] = await demo((tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs')));
    const gone = await demo(async (tx) => {
      const made = await tx
        .insert(users)
        .values([
          { incubatorId: t.incubatorIds.demo!, email: 'gone@demo.test', fullName: 'Gone Founder', roleId: cofounders, status: 'deleted' },
          { incubatorId: t.incubatorIds.demo!, email: 'paused@demo.test', fullName: 'Paused Founder', roleId: cofounders, status: 'unactive' },
        ])
        .returning({ id: users.id });
      await tx.insert(startupPeople).values(made.map((u) => ({ incubatorId: t.incubatorIds.demo!, startupId: orbital!.id, userId: u.id })));
      return made.map((u) => u.id);
    });
    expect((await preview({ ...NOBODY, programIds: [spring] })).count).toBe(2);
    expect((await preview({ ...NOBODY, roleIds: [cofounders] })).count).toBe(roleHolders.length);
    expect((await preview({ ...NOBODY, userIds: gone })).count).toBe(0);
    // Staff of a startup are not its founders.
    await demo((tx) => tx.update(startupPeople).set({ personGroup: 'staff' }).where(eq(startupPeople.userId, liam)));
    expect((await preview({ ...NOBODY, programIds: [spring] })).sample.map((p) => p.email)).toEqual(['cofounder2@demo.test']);
    await demo((tx) => tx.update(startupPeople).set({ personGroup: 'cofounder' }).where(eq(startupPeople.userId, liam)));

    // What the picker offers, and the people search (blocked people are not found).
    const options = await answer<{ roles: Array<{ label: string }>; programs: Array<{ name: string }> }>(ADMIN, OPTIONS);
    expect(options.programs.map((p) => p.name)).toEqual(expect.arrayContaining(['Climate Track', 'Pre-Seed Bootcamp', 'Spring 2026 Cohort']));
    expect(options.roles.length).toBeGreaterThan(5);
    expect((await answer<Person[]>(ADMIN, PEOPLE, { search: 'founder' })).map((p) => p.email)).not.toContain('gone@demo.test');
    expect((await answer<Person[]>(ADMIN, PEOPLE, { search: 'PRIYA' })).map((p) => p.email)).toEqual([STAFF]);
    expect(await answer<Person[]>(ADMIN, PEOPLE, { search: '', first: 3 })).toHaveLength(3);
  });

  it('send: the job mails every recipient once through the outbox, merge fields filled; the email turns SENT with its deliveries', async () => {
    const spring = await programId('Spring 2026 Cohort');
    const liam = await userId('cofounder@demo.test');
    const staff = await userId(STAFF);
    const written = await draft(ADMIN, { roleIds: [], programIds: [spring], userIds: [liam, staff] }, 'Week 3 for {{firstName}} {{unknown}}');
    const started = await answer<Email>(ADMIN, SEND, { id: written._id });
    expect(started).toMatchObject({ status: 'SENDING', recipientCount: 3, sentBy: { email: ADMIN }, sentAt: null });
    expect(started.operationId).toBeTruthy();
    await waitForBatchJob(t, started.operationId!);
    await waitForEmail(written._id, 'SENT');

    const done = await answer<Email>(ADMIN, EMAIL, { id: written._id });
    expect(done).toMatchObject({ status: 'SENT', recipientCount: 3, sentCount: 3, failedCount: 0 });
    expect(done.sentAt).not.toBeNull();
    expect(done.deliveries!.results.map((d) => [d.person?.email, d.address, d.status, d.sentAt !== null])).toEqual([
      ['cofounder@demo.test', 'cofounder@demo.test', 'SENT', true],
      ['cofounder2@demo.test', 'cofounder2@demo.test', 'SENT', true],
      [STAFF, STAFF, 'SENT', true],
    ]);
    const page = await answer<Email>(ADMIN, EMAIL, { id: written._id, first: 2 });
    expect(page.deliveries!.results).toHaveLength(2);
    expect((await answer<Email>(ADMIN, EMAIL, { id: written._id, first: 2, after: page.deliveries!.nextCursor })).deliveries!.results.map((d) => d.address)).toEqual([STAFF]);
    expect((await answer<Email>(ADMIN, EMAIL, { id: written._id, status: 'FAILED' })).deliveries).toMatchObject({ totalCount: 0, results: [] });

    // One message each, in the mailbox and in the outbox, rendered for its recipient.
    const addresses = ['cofounder@demo.test', 'cofounder2@demo.test', STAFF];
    const mail = await mailboxOf(addresses);
    const mine = mail.filter((m) => m.subject.startsWith('Week 3 for '));
    expect(mine.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['cofounder2@demo.test', 'Week 3 for Maya {{unknown}}'],
      ['cofounder@demo.test', 'Week 3 for Liam {{unknown}}'],
      [STAFF, 'Week 3 for Priya {{unknown}}'],
    ]);
    const maya = mine.find((m) => m.to === 'cofounder2@demo.test')!;
    expect(maya.text).toBe('Dear Maya Chen of Orbital Labs,\n\nSee https://example.org/week.');
    expect(maya.html).toBe('<p>Dear Maya Chen of Orbital Labs,</p>\n<p>See <a href="https://example.org/week">https://example.org/week</a>.</p>');
    expect(mine.find((m) => m.to === STAFF)!.text).toBe('Dear Priya Nair of ,\n\nSee https://example.org/week.');
    const deliveries = await demo((tx) => tx.select().from(emailDeliveries).where(eq(emailDeliveries.emailId, written._id)));
    const outbox = await demo((tx) => tx.select().from(mailOutbox).where(inArray(mailOutbox.id, deliveries.map((d) => d.outboxId!))));
    expect(outbox).toHaveLength(3);
    expect(outbox.every((o) => o.sentAt !== null)).toBe(true);

    // The job is the sender's to follow (batchOperation: the same rule as userBatchOperationUpdated).
    expect((await answer<{ status: string; succeeded: number; failed: number }>(ADMIN, OPERATION, { id: started.operationId })).status).toBe('COMPLETED');
    const [job] = await demo((tx) => tx.select().from(batchJobs).where(eq(batchJobs.id, started.operationId!)));
    expect(job).toMatchObject({ target: 'users', action: 'users.sendEmail', total: 3, status: 'completed', params: { emailId: written._id } });
    // The send is in the activity log: who sent what to how many.
    const [sender] = await demo((tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)));
    expect(await demo((tx) => tx.select({ actor: activityLogs.actorUserId, after: activityLogs.after }).from(activityLogs).where(and(eq(activityLogs.action, 'email.sent'), eq(activityLogs.entityId, written._id))))).toEqual([
      { actor: sender!.id, after: { subject: 'Week 3 for {{firstName}} {{unknown}}', recipientCount: 3 } },
    ]);

    // Sent is history: no second send, no change, no removal; a duplicate is a fresh draft.
    for (const [query, variables] of [
      [SEND, { id: written._id }],
      [UPDATE, { id: written._id, input: { subject: 'x', body: 'y', audience: NOBODY } }],
      [DELETE, { id: written._id }],
    ] as const) {
      expect(await refusal(ADMIN, query, variables)).toEqual({ code: 'ValidationError', field: 'status', message: 'status: only a draft can be changed' });
    }
    expect(await demo((tx) => tx.select({ n: count() }).from(emailDeliveries).where(eq(emailDeliveries.emailId, written._id)))).toEqual([{ n: 3 }]);
    expect(await answer<Email>(ADMIN, DUPLICATE, { id: written._id })).toMatchObject({ status: 'DRAFT', subject: 'Week 3 for {{firstName}} {{unknown}}', recipientCount: null, operationId: null });
  });

  it('a test send goes to the viewer alone, rendered for them, "[Test] " first; the draft stays a draft', async () => {
    const written = await draft(COACH, { ...NOBODY, roleIds: [await roleId('Cofounder')] }, 'Test of {{fullName}}', 'Hi {{firstName}} from {{organisationName}}');
    expect(await answer<boolean>(COACH, SEND_TEST, { id: written._id })).toBe(true);
    const mail = await mailboxOf([COACH], '[Test] Test of Jordan Reyes');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/^Hi Jordan from /);
    expect(await demo((tx) => tx.select({ n: count() }).from(mailMessages).where(sql`${mailMessages.subject} like '%Test of %' and ${mailMessages.to} <> ${COACH}`))).toEqual([{ n: 0 }]);
    expect(await answer<Email>(COACH, EMAIL, { id: written._id })).toMatchObject({ status: 'DRAFT', recipientCount: null });
  });

  it('the sender follows the send on userBatchOperationUpdated, also with the permission from a custom role outside the admin group', async () => {
    // Rafael holds the custom "Venture Partner" role (Mentor type): grant it EMAIL_TEMPLATES:MANAGE.
    await stopped.tenant('demo', (tx) =>
      tx
        .update(roles)
        .set({ permissions: sql`${roles.permissions} || '[{"key":"EMAIL_TEMPLATES:MANAGE","permissionCriteria":"all"}]'::jsonb` })
        .where(eq(roles.label, 'Venture Partner')),
    );
    const partner = 'partner@demo.test';
    const written = await draft(partner, { ...NOBODY, userIds: [await userId(STAFF), await userId(COACH)] }, 'Followed');
    const started = await answer<Email>(partner, SEND, { id: written._id }, DEMO, stopped);
    await stopped.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(stopped.app.server.address() as AddressInfo).port}/subscriptions`;
    const socket = class extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { host: DEMO } });
      }
    };
    const client: Client = createClient({
      url,
      webSocketImpl: socket,
      connectionParams: { sessionId: 's', incubator: 'demo', userAgent: 'vitest', authToken: await stopped.token(DEMO, partner) },
      retryAttempts: 0,
    });
    try {
      const updates: Array<{ updateType: string; userId: string | null }> = [];
      let opened: () => void = () => undefined;
      const first = new Promise<void>((resolve) => (opened = resolve));
      const ended = new Promise<unknown>((resolve) => {
        const stop = client.subscribe<{ userBatchOperationUpdated: { updateType: string; userId: string | null } }>(
          { query: USER_SUB, variables: { id: started.operationId } },
          {
            next: (value) => {
              const update = value.data?.userBatchOperationUpdated;
              if (!update) return resolve(value.errors);
              updates.push(update);
              opened();
              if (update.updateType === 'COMPLETED') {
                stop();
                resolve(undefined);
              }
            },
            error: resolve,
            complete: () => resolve(undefined),
          },
        );
      });
      await first;
      await runBatchJob(await stopped.effectContext('demo'), started.operationId!);
      expect(await ended).toBeUndefined();
      expect(updates[0]!.updateType).toBe('VALIDATION_SUCCEEDED');
      expect(new Set(updates.filter((u) => u.updateType === 'ITEM_SUCCEEDED').map((u) => u.userId))).toEqual(new Set([await userId(STAFF), await userId(COACH)]));
      expect(updates.at(-1)!.updateType).toBe('COMPLETED');
      expect((await answer<Email>(partner, EMAIL, { id: written._id }, DEMO, stopped)).status).toBe('SENT');
    } finally {
      await client.dispose();
    }
  });
});

describe('exactly once (D-584, D-132, D-385)', () => {
  const recipients = ['cofounder@demo.test', 'cofounder2@demo.test', 'founder@demo.test', STAFF, COACH];

  async function startOnStopped(subject: string): Promise<Email> {
    const ids = await Promise.all(recipients.map((email) => userId(email)));
    const written = await draft(ADMIN, { ...NOBODY, userIds: ids }, subject, 'Hello {{firstName}}.');
    return answer<Email>(ADMIN, SEND, { id: written._id }, DEMO, stopped);
  }
  const countsOf = async (subject: string) => {
    const mail = await mailboxOf(recipients, subject);
    return recipients.map((to) => mail.filter((m) => m.to === to).length);
  };

  it('a worker killed after a commit, an outbox pass, two workers at once and a rerun: everyone gets it once', async () => {
    const started = await startOnStopped('Crash-proof');
    const ctx = await stopped.effectContext('demo');
    // Killed right after committing two items, before delivering them: their messages wait in the outbox.
    await expect(runBatchJob(ctx, started.operationId!, { maxItems: 2, crashAfterCommit: true })).rejects.toBeInstanceOf(SimulatedCrash);
    expect((await countsOf('Crash-proof')).reduce((a, b) => a + b, 0)).toBe(0);
    const queued = await demo((tx) => tx.select().from(emailDeliveries).where(eq(emailDeliveries.emailId, started._id)));
    expect(queued).toHaveLength(2);
    expect((await answer<Email>(ADMIN, EMAIL, { id: started._id })).deliveries!.results.map((d) => d.status)).toEqual(['PENDING', 'PENDING']);

    // The restart's outbox pass delivers those two; then two workers resume the job at once, and a third reruns it.
    await deliverPendingMail({ db: stopped.db, services: stopped.services, log: stopped.app.log });
    await Promise.all([runBatchJob(ctx, started.operationId!), runBatchJob(ctx, started.operationId!)]);
    await runBatchJob(ctx, started.operationId!);
    await deliverPendingMail({ db: stopped.db, services: stopped.services, log: stopped.app.log });

    expect(await countsOf('Crash-proof')).toEqual([1, 1, 1, 1, 1]);
    const deliveries = await demo((tx) => tx.select().from(emailDeliveries).where(eq(emailDeliveries.emailId, started._id)));
    expect(deliveries).toHaveLength(5);
    expect(new Set(deliveries.map((d) => d.userId)).size).toBe(5);
    expect(await demo((tx) => tx.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.subject, 'Crash-proof')))).toEqual([{ n: 5 }]);
    const items = await demo((tx) => tx.select({ status: batchJobItems.status }).from(batchJobItems).where(eq(batchJobItems.jobId, started.operationId!)));
    expect(items.map((i) => i.status)).toEqual(Array(5).fill('succeeded'));
    expect(await answer<Email>(ADMIN, EMAIL, { id: started._id })).toMatchObject({ status: 'SENT', sentCount: 5, failedCount: 0, recipientCount: 5 });
  });

  it('a worker that died mid-way: the rest is sent once when the job runs again; a person blocked meanwhile gets a FAILED delivery, no mail', async () => {
    const started = await startOnStopped('Resumed send');
    const ctx = await stopped.effectContext('demo');
    await runBatchJob(ctx, started.operationId!, { maxItems: 2 });
    expect(await answer<Email>(ADMIN, EMAIL, { id: started._id })).toMatchObject({ status: 'SENDING', sentCount: 2 });
    // Items go in name order: Jordan Reyes and Liam Carter first; Priya Nair is blocked before her turn.
    await demo((tx) => tx.update(users).set({ status: 'unactive' }).where(eq(users.email, STAFF)));
    try {
      await runBatchJob(ctx, started.operationId!);
      await runBatchJob(ctx, started.operationId!);
    } finally {
      await demo((tx) => tx.update(users).set({ status: 'active' }).where(eq(users.email, STAFF)));
    }
    expect(await countsOf('Resumed send')).toEqual([1, 1, 1, 0, 1]);
    const done = await answer<Email>(ADMIN, EMAIL, { id: started._id, status: 'FAILED' });
    expect(done).toMatchObject({ status: 'SENT', sentCount: 4, failedCount: 1, recipientCount: 5 });
    expect(done.deliveries!.results.map((d) => [d.address, d.status, d.failureReason])).toEqual([[STAFF, 'FAILED', 'Not sent: the person can no longer receive mail.']]);
    const operation = await answer<{ succeeded: number; failed: number; failures: Array<{ reason: string }> }>(ADMIN, OPERATION, { id: started.operationId });
    expect(operation).toMatchObject({ succeeded: 4, failed: 1, failures: [{ reason: 'notFound' }] });
  });
});

describe('refusals change nothing', () => {
  it('bad input names its field', async () => {
    const written = await draft(ADMIN, NOBODY, 'Valid subject', 'Valid body');
    const input = (patch: Record<string, unknown>) => ({ id: written._id, input: { subject: 'S', body: 'B', audience: NOBODY, ...patch } });
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      [UPDATE, input({ subject: 'x'.repeat(201) }), 'subject', 'subject: at most 200 characters'],
      [UPDATE, input({ body: 'x'.repeat(20_001) }), 'body', 'body: at most 20000 characters'],
      [UPDATE, input({ audience: { ...NOBODY, roleIds: ['nope'] } }), 'audience', 'audience: is not a valid id'],
      [UPDATE, input({ audience: { ...NOBODY, userIds: [UNKNOWN_ID] } }), 'audience', 'audience: names a person who does not exist'],
      [UPDATE, input({ audience: { ...NOBODY, programIds: [UNKNOWN_ID] } }), 'audience', 'audience: names a programme that does not exist'],
      [CREATE_TEMPLATE, { input: { kind: 'TEMPLATE', name: '  ', body: 'b' } }, 'name', 'name: is required'],
      [CREATE_TEMPLATE, { input: { kind: 'TEMPLATE', name: 'x'.repeat(121), body: 'b' } }, 'name', 'name: at most 120 characters'],
      [CREATE_TEMPLATE, { input: { kind: 'TEMPLATE', name: 'n', subject: 'x'.repeat(201), body: 'b' } }, 'subject', 'subject: at most 200 characters'],
      [CREATE_TEMPLATE, { input: { kind: 'CONTENT', name: 'n', body: ' \n ' } }, 'body', 'body: is required'],
      [PREVIEW, { audience: { ...NOBODY, programIds: ['x'] } }, 'audience', 'audience: is not a valid id'],
      [LIST, { search: 'x'.repeat(101) }, 'search', 'search: at most 100 characters'],
      [LIST, { first: 0 }, 'first', 'first: must be between 1 and 100'],
      [LIST, { after: 'not-a-cursor' }, 'after', 'after: is not a cursor of this list'],
      [PEOPLE, { search: 'a', first: 51 }, 'first', 'first: must be between 1 and 50'],
      [EMAIL, { id: 'nope' }, 'id', 'id: is not a valid id'],
    ];
    for (const [query, variables, field, message] of cases) expect(await refusal(ADMIN, query, variables), message).toEqual({ code: 'ValidationError', field, message });
    expect((await answer<Email>(ADMIN, EMAIL, { id: written._id })).subject).toBe('Valid subject');

    // Sending checks what a draft may lack: a subject, a body, a recipient.
    const blank = await answer<Email>(ADMIN, CREATE);
    expect(await refusal(ADMIN, SEND, { id: blank._id })).toMatchObject({ code: 'ValidationError', field: 'subject' });
    expect(await refusal(ADMIN, SEND_TEST, { id: blank._id })).toMatchObject({ code: 'ValidationError', field: 'subject' });
    await answer<Email>(ADMIN, UPDATE, { id: blank._id, input: { subject: 'Has a subject', body: '   ', audience: NOBODY } });
    expect(await refusal(ADMIN, SEND, { id: blank._id })).toMatchObject({ code: 'ValidationError', field: 'body' });
    expect(await refusal(ADMIN, SEND, { id: written._id })).toEqual({ code: 'ValidationError', field: 'audience', message: 'audience: choose at least one recipient' });
    // Only blocked people picked: nobody to send to.
    const [gone] = await demo((tx) => tx.select({ id: users.id }).from(users).where(eq(users.status, 'deleted')).limit(1));
    if (gone) {
      await answer<Email>(ADMIN, UPDATE, { id: written._id, input: { subject: 'Valid subject', body: 'Valid body', audience: { ...NOBODY, userIds: [gone.id] } } });
      expect(await refusal(ADMIN, SEND, { id: written._id })).toMatchObject({ field: 'audience' });
    }
    expect(await demo((tx) => tx.select({ status: emails.status, job: emails.batchJobId }).from(emails).where(inArray(emails.id, [written._id, blank._id])))).toEqual([
      { status: 'draft', job: null },
      { status: 'draft', job: null },
    ]);
  });

  it('another tenant’s ids are not found there, and its audience ids name nobody', async () => {
    const ours = await draft(ADMIN, { ...NOBODY, roleIds: [await roleId('Cofounder')] }, 'Ours');
    const [template] = await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'TEMPLATE' });
    const acmeAdmin = 'admin@acme.test';
    expect(await answer<Email | null>(acmeAdmin, EMAIL, { id: ours._id }, ACME)).toBeNull();
    expect((await answer<{ results: Email[] }>(acmeAdmin, LIST, {}, ACME)).results.map((e) => e._id)).not.toContain(ours._id);
    expect(await answer<Template[]>(acmeAdmin, TEMPLATES, { kind: 'TEMPLATE' }, ACME)).toEqual([]);
    for (const [query, variables] of [
      [UPDATE, { id: ours._id, input: { subject: 'Taken', body: 'Taken', audience: NOBODY } }],
      [DELETE, { id: ours._id }],
      [DUPLICATE, { id: ours._id }],
      [SEND, { id: ours._id }],
      [SEND_TEST, { id: ours._id }],
      [UPDATE_TEMPLATE, { id: template!._id, input: { kind: 'TEMPLATE', name: 'Taken', body: 'Taken' } }],
      [DELETE_TEMPLATE, { id: template!._id }],
      [CREATE, { templateId: template!._id }],
    ] as const) {
      expect(await refusal(acmeAdmin, query, variables, ACME), query).toMatchObject({ code: 'NotFound' });
    }
    expect(await answer<{ count: number }>(acmeAdmin, PREVIEW, { audience: { roleIds: [await roleId('Cofounder')], programIds: [], userIds: [await userId(STAFF)] } }, ACME)).toEqual({ count: 0, sample: [] });
    const theirs = await answer<Email>(acmeAdmin, CREATE, {}, ACME);
    expect(await refusal(acmeAdmin, UPDATE, { id: theirs._id, input: { subject: 's', body: 'b', audience: { ...NOBODY, roleIds: [await roleId('Cofounder')] } } }, ACME)).toEqual({
      code: 'ValidationError',
      field: 'audience',
      message: 'audience: names a role that does not exist',
    });
    expect(await answer<Email>(ADMIN, EMAIL, { id: ours._id })).toMatchObject({ subject: 'Ours', status: 'DRAFT' });
    expect((await answer<Template[]>(ADMIN, TEMPLATES, { kind: 'TEMPLATE' })).map((x) => x.name)).toContain(template!.name);
  });

  it('roles without EMAIL_TEMPLATES:MANAGE (Staff, a co-founder) are refused everything', async () => {
    const ours = await draft(ADMIN, { ...NOBODY, userIds: [await userId(STAFF)] }, 'Not for staff');
    const operations: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [EMAIL, { id: ours._id }],
      [TEMPLATES, { kind: 'TEMPLATE' }],
      [PREVIEW, { audience: NOBODY }],
      [OPTIONS, {}],
      [PEOPLE, { search: 'a' }],
      [CREATE, {}],
      [UPDATE, { id: ours._id, input: { subject: 'x', body: 'y', audience: NOBODY } }],
      [DELETE, { id: ours._id }],
      [DUPLICATE, { id: ours._id }],
      [SEND_TEST, { id: ours._id }],
      [SEND, { id: ours._id }],
      [CREATE_TEMPLATE, { input: { kind: 'TEMPLATE', name: 'n', body: 'b' } }],
    ];
    for (const who of [STAFF, 'cofounder@demo.test']) {
      for (const [query, variables] of operations) {
        expect(await refusal(who, query, variables), `${who} ${query}`).toEqual({ code: 'Forbidden', field: undefined, message: 'Only email managers can do this.' });
      }
    }
    expect(await answer<Email>(ADMIN, EMAIL, { id: ours._id })).toMatchObject({ subject: 'Not for staff', status: 'DRAFT', operationId: null });
  });
});
