/**
 * Issue 16 item 2 (API): the public call, an applicant's draft (one open draft, the re-apply rule), saving and
 * submitting it (the forms engine validates; refused after the deadline with nothing changed; the first round through
 * enterRoundInTx with its history row; one confirmation e-mail), the applicant's own view and round forms, and staff
 * leads. Another tenant's funnel, another applicant's application and roles without the right keys are refused.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationRoundSubmissions, applications, applicationStatusEvents, forms, funnels, mailMessages, roles, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import { post } from '../support/identity.js';

const t = useTestApp();

const SLUG = 'winter-2027';
const PUBLIC = 'query P($slug: String!) { publicFunnel(slug: $slug) { _id name slug programName phase acceptsApplications closesAt intakeDefinition } }';
const OPEN_CALLS = '{ openCalls { _id slug } }';
const MY_FIELDS = '_id title status funnelName roundName submittedAt viewerCanEdit answers roundForms { roundId roundName formName submittedAt }';
const START = `mutation S($funnelId: ID!) { startApplication(funnelId: $funnelId) { ${MY_FIELDS} } }`;
const SAVE = `mutation S($applicationId: ID!, $answers: JSON!) { saveApplicationDraft(applicationId: $applicationId, answers: $answers) { ${MY_FIELDS} } }`;
const SUBMIT = `mutation S($applicationId: ID!, $answers: JSON!) { submitApplication(applicationId: $applicationId, answers: $answers) { ${MY_FIELDS} } }`;
const MINE = `{ myApplications { ${MY_FIELDS} } }`;
const ONE = `query O($id: ID!) { myApplication(id: $id) { ${MY_FIELDS} } }`;
const ROUND_FORM = 'query R($applicationId: ID!, $roundId: ID!) { myRoundForm(applicationId: $applicationId, roundId: $roundId) { roundName formName answers submittedAt } }';
const FILL = 'mutation F($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) { fillRoundForm(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) { answers submittedAt } }';
const LEAD = 'mutation L($funnelId: ID!, $email: String!, $name: String!, $answers: JSON!) { createApplicationLead(funnelId: $funnelId, applicantEmail: $email, applicantName: $name, answers: $answers) { _id title status source round { name } } }';
const TRANSFER = 'mutation T($id: ID!, $email: String!) { transferApplication(applicationId: $id, email: $email) { _id source applicant { email } } }';

// Valid answers to the seeded call's intake form "Accelerator application" (seed/applications-forms.ts).
const STAFF_ROUND_FORMS = 'query A($id: ID!) { application(id: $id) { roundForms { roundId roundName formName submittedAt answers { questionId text } } } }';
interface StaffRoundForm {
  roundId: string;
  roundName: string;
  formName: string;
  submittedAt: string | null;
  answers: Array<{ questionId: string; text: string }>;
}

const GOOD = {
  startup_name: { textValue: 'Nimbus Labs' },
  one_liner: { textValue: 'We turn rooftop rain into drinking water for schools.' },
  stage: { arrayValue: ['idea'] },
  team_size: { numberValue: 3 },
  team_background: { textValue: 'Two hydrologists and a plumber who built the first ten tanks.' },
  contact_email: { textValue: 'hello@nimbus.example' },
};

interface Mine {
  _id: string;
  title: string;
  status: string;
  roundName: string | null;
  submittedAt: string | null;
  viewerCanEdit: boolean;
  answers: Record<string, unknown>;
  roundForms: Array<{ roundId: string; roundName: string; formName: string; submittedAt: string | null }>;
}

let people = 0;
/** A new applicant signed up through the identity module's own sign-up (GAP-13). */
async function newApplicant(host = DEMO): Promise<{ token: string; email: string }> {
  people += 1;
  const email = `intake-${people}-${Date.now()}@example.test`;
  const response = await post(t.app, host, '/api/users/signup', { firstName: 'Ines', lastName: `Applicant ${people}`, email, password: 'Nebula-Orchard-58' });
  expect(response.statusCode).toBe(200);
  return { token: (JSON.parse(response.body) as { token: string }).token, email };
}

const demo = <T>(fn: Parameters<typeof t.db.tenant<T>>[1]) => t.db.tenant(t.incubatorIds.demo!, fn);

async function openCallId(): Promise<string> {
  const [row] = await demo((tx) => tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, SLUG)));
  return row!.id;
}

async function setFunnel(id: string, values: Partial<typeof funnels.$inferInsert>): Promise<void> {
  await demo((tx) => tx.update(funnels).set(values).where(eq(funnels.id, id)));
}

describe('publicFunnel and openCalls (no sign-in)', () => {
  it('shows the seeded open call with its intake form; other tenants and drafts answer null', async () => {
    const data = await ok<{ publicFunnel: { name: string; phase: string; acceptsApplications: boolean; programName: string; intakeDefinition: { questions: unknown[] } } }>(t.app, DEMO, undefined, PUBLIC, { slug: SLUG });
    expect(data.publicFunnel).toMatchObject({ name: 'Winter 2027 open call', phase: 'open', acceptsApplications: true, programName: expect.any(String) });
    expect(data.publicFunnel.intakeDefinition.questions.length).toBeGreaterThan(3);
    expect((await ok<{ publicFunnel: null }>(t.app, ACME, undefined, PUBLIC, { slug: SLUG })).publicFunnel).toBeNull();
    expect((await ok<{ publicFunnel: null }>(t.app, DEMO, undefined, PUBLIC, { slug: 'no-such-call' })).publicFunnel).toBeNull();
    const calls = await ok<{ openCalls: Array<{ slug: string }> }>(t.app, DEMO, undefined, OPEN_CALLS);
    expect(calls.openCalls.map((c) => c.slug)).toContain(SLUG);
    expect((await ok<{ openCalls: unknown[] }>(t.app, ACME, undefined, OPEN_CALLS)).openCalls.map((c) => (c as { slug: string }).slug)).not.toContain(SLUG);
  });
});

describe('apply: draft, save, submit', () => {
  it('keeps one open draft, saves partially, refuses bad answers unchanged, then submits into the first round with history and one e-mail', async () => {
    const funnelId = await openCallId();
    const { token, email } = await newApplicant();
    const first = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
    expect(first).toMatchObject({ status: 'draft', viewerCanEdit: true, roundName: null });
    const again = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
    expect(again._id).toBe(first._id);

    const saved = (await ok<{ saveApplicationDraft: Mine }>(t.app, DEMO, token, SAVE, { applicationId: first._id, answers: { startup_name: { textValue: 'Nimbus Labs' } } })).saveApplicationDraft;
    expect(saved.answers).toEqual({ startup_name: { textValue: 'Nimbus Labs' } });

    const bad = await fails(t.app, DEMO, token, SUBMIT, { applicationId: first._id, answers: { startup_name: { textValue: 'Nimbus Labs' } } });
    expect(bad.code).toBe('ValidationError');
    expect(bad.message).toMatch(/^answers: /);
    expect(bad.message).toContain('one_liner');
    const [still] = await demo((tx) => tx.select().from(applications).where(eq(applications.id, first._id)));
    expect(still!.status).toBe('draft');

    const submitted = (await ok<{ submitApplication: Mine }>(t.app, DEMO, token, SUBMIT, { applicationId: first._id, answers: GOOD })).submitApplication;
    expect(submitted).toMatchObject({ status: 'in_review', title: 'Nimbus Labs', roundName: 'Screening', viewerCanEdit: false });
    expect(submitted.submittedAt).not.toBeNull();
    const [row] = await demo((tx) => tx.select().from(applications).where(eq(applications.id, first._id)));
    expect(row).toMatchObject({ status: 'under_review', source: 'direct' });
    const history = await demo((tx) => tx.select().from(applicationStatusEvents).where(eq(applicationStatusEvents.applicationId, first._id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'draft', toStatus: 'under_review', fromRoundId: null, toRoundId: row!.roundId });
    const mails = await demo((tx) => tx.select().from(mailMessages).where(and(eq(mailMessages.to, email))));
    expect(mails.filter((m) => m.subject.startsWith('Your application to Winter 2027 open call'))).toHaveLength(1);

    // Submitted once: a second submit is refused, and the applicant sees it in their list.
    expect((await fails(t.app, DEMO, token, SUBMIT, { applicationId: first._id, answers: GOOD })).message).toBe('applicationId: This application has already been submitted.');
    const mine = (await ok<{ myApplications: Mine[] }>(t.app, DEMO, token, MINE)).myApplications;
    expect(mine.map((a) => a._id)).toEqual([first._id]);
  });

  it('refuses a submit after the deadline with the date, and nothing changes', async () => {
    const funnelId = await openCallId();
    const { token } = await newApplicant();
    const draft = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
    const [before] = await demo((tx) => tx.select().from(funnels).where(eq(funnels.id, funnelId)));
    const closedAt = new Date(Date.now() - 60_000);
    await setFunnel(funnelId, { closesAt: closedAt });
    try {
      const refused = await fails(t.app, DEMO, token, SUBMIT, { applicationId: draft._id, answers: GOOD });
      expect(refused.code).toBe('ValidationError');
      expect(refused.message).toBe(`closesAt: This call closed on ${closedAt.toISOString()}.`);
      const [row] = await demo((tx) => tx.select().from(applications).where(eq(applications.id, draft._id)));
      expect(row).toMatchObject({ status: 'draft', roundId: null, submittedAt: null });
      expect(await demo((tx) => tx.select().from(applicationStatusEvents).where(eq(applicationStatusEvents.applicationId, draft._id)))).toHaveLength(0);
      expect((await fails(t.app, DEMO, (await newApplicant()).token, START, { funnelId })).message).toMatch(/^closesAt: This call closed on /);
    } finally {
      await setFunnel(funnelId, { closesAt: before!.closesAt });
    }
  });

  it('applies the re-apply rule: never, after_rejection, always', async () => {
    const funnelId = await openCallId();
    const { token } = await newApplicant();
    const draft = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
    await ok(t.app, DEMO, token, SUBMIT, { applicationId: draft._id, answers: GOOD });
    try {
      // after_rejection (the seeded rule): refused while the last one is in review, allowed once it is rejected.
      expect((await fails(t.app, DEMO, token, START, { funnelId })).message).toBe('funnelId: You have already applied to this call.');
      await demo((tx) => tx.update(applications).set({ status: 'rejected' }).where(eq(applications.id, draft._id)));
      await setFunnel(funnelId, { reapplyRule: 'never' });
      expect((await fails(t.app, DEMO, token, START, { funnelId })).message).toBe('funnelId: You have already applied to this call.');
      await setFunnel(funnelId, { reapplyRule: 'after_rejection' });
      const second = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
      expect(second._id).not.toBe(draft._id);
      await ok(t.app, DEMO, token, SUBMIT, { applicationId: second._id, answers: GOOD });
      await setFunnel(funnelId, { reapplyRule: 'always' });
      const third = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
      expect(third.status).toBe('draft');
    } finally {
      await setFunnel(funnelId, { reapplyRule: 'after_rejection' });
    }
  });
});

describe('who reaches what', () => {
  it('refuses another tenant’s funnel, another applicant’s application, and non-applicant roles', async () => {
    const funnelId = await openCallId();
    const acme = await newApplicant(ACME);
    const unknown = await fails(t.app, ACME, acme.token, START, { funnelId });
    expect(unknown).toMatchObject({ code: 'NotFound', message: 'funnelId: This funnel does not exist.' });

    const owner = await newApplicant();
    const other = await newApplicant();
    const draft = (await ok<{ startApplication: Mine }>(t.app, DEMO, owner.token, START, { funnelId })).startApplication;
    for (const [query, variables] of [
      [ONE, { id: draft._id }],
      [SAVE, { applicationId: draft._id, answers: {} }],
      [SUBMIT, { applicationId: draft._id, answers: GOOD }],
    ] as const) {
      expect(await fails(t.app, DEMO, other.token, query, variables)).toMatchObject({ code: 'NotFound', message: 'applicationId: This application does not exist.' });
    }
    expect((await ok<{ myApplications: Mine[] }>(t.app, DEMO, other.token, MINE)).myApplications).toEqual([]);

    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect((await fails(t.app, DEMO, staff, START, { funnelId })).code).toBe('Forbidden');
    expect((await gql(t.app, DEMO, MINE)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});

describe('round forms', () => {
  it('asks for a form round’s form, saves it as a draft and submits it once', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const [intake] = await demo((tx) => tx.select({ id: forms.id, programId: funnels.programId }).from(forms).innerJoin(funnels, eq(funnels.intakeFormId, forms.id)).where(eq(funnels.slug, SLUG)));
    const created = await ok<{ createFunnel: { _id: string } }>(t.app, DEMO, admin, 'mutation C($input: FunnelInput!) { createFunnel(input: $input) { _id } }', {
      input: { programId: intake!.programId, name: 'Follow-up form call', intakeFormId: intake!.id, category: 'startup', reapplyRule: 'never', closesAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const funnelId = created.createFunnel._id;
    await ok(t.app, DEMO, admin, 'mutation S($funnelId: ID!, $rounds: [FunnelRoundInput!]!) { saveFunnelRounds(funnelId: $funnelId, rounds: $rounds) { _id } }', {
      funnelId,
      rounds: [{ name: 'Details', kind: 'form', formId: intake!.id }],
    });
    await ok(t.app, DEMO, admin, 'mutation P($funnelId: ID!) { publishFunnel(funnelId: $funnelId) { _id } }', { funnelId });

    const { token } = await newApplicant();
    const draft = (await ok<{ startApplication: Mine }>(t.app, DEMO, token, START, { funnelId })).startApplication;
    const submitted = (await ok<{ submitApplication: Mine }>(t.app, DEMO, token, SUBMIT, { applicationId: draft._id, answers: GOOD })).submitApplication;
    expect(submitted.roundForms).toEqual([expect.objectContaining({ roundName: 'Details', formName: 'Accelerator application', submittedAt: null })]);
    const roundId = submitted.roundForms[0]!.roundId;

    const view = await ok<{ myRoundForm: { roundName: string; answers: unknown } }>(t.app, DEMO, token, ROUND_FORM, { applicationId: draft._id, roundId });
    expect(view.myRoundForm).toMatchObject({ roundName: 'Details', answers: {} });
    await ok(t.app, DEMO, token, FILL, { applicationId: draft._id, roundId, answers: { startup_name: { textValue: 'Nimbus' } }, submit: false });
    // Staff see the form asked on the file (D-494), without the answers while the applicant is still filling it.
    const asked = await ok<{ application: { roundForms: StaffRoundForm[] | null } }>(t.app, DEMO, admin, STAFF_ROUND_FORMS, { id: draft._id });
    expect(asked.application.roundForms).toEqual([{ roundId, roundName: 'Details', formName: 'Accelerator application', submittedAt: null, answers: [] }]);
    const bad = await fails(t.app, DEMO, token, FILL, { applicationId: draft._id, roundId, answers: { startup_name: { textValue: 'Nimbus' } }, submit: true });
    expect(bad.message).toMatch(/^answers: /);
    const done = await ok<{ fillRoundForm: { submittedAt: string | null } }>(t.app, DEMO, token, FILL, { applicationId: draft._id, roundId, answers: GOOD, submit: true });
    expect(done.fillRoundForm.submittedAt).not.toBeNull();
    const read = await ok<{ application: { roundForms: StaffRoundForm[] | null } }>(t.app, DEMO, admin, STAFF_ROUND_FORMS, { id: draft._id });
    expect(read.application.roundForms![0]!.submittedAt).not.toBeNull();
    expect(read.application.roundForms![0]!.answers).toContainEqual({ questionId: 'startup_name', text: 'Nimbus Labs' });
    // The seeded Staff role holds no APPLICATION:VIEW_FULL_DATA: no round forms, as no intake answers.
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect((await ok<{ application: { roundForms: unknown } }>(t.app, DEMO, staff, STAFF_ROUND_FORMS, { id: draft._id })).application.roundForms).toBeNull();
    const [request] = await demo((tx) => tx.select().from(applicationRoundSubmissions).where(eq(applicationRoundSubmissions.applicationId, draft._id)));
    expect(request!.submittedAt).not.toBeNull();
    expect((await fails(t.app, DEMO, token, FILL, { applicationId: draft._id, roundId, answers: GOOD, submit: true })).message).toBe('roundId: This form has already been submitted.');
    const other = await newApplicant();
    expect((await fails(t.app, DEMO, other.token, ROUND_FORM, { applicationId: draft._id, roundId })).code).toBe('NotFound');
  });
});

describe('leads', () => {
  it('lets staff with APPLICATION:MANAGE file a lead for a new person and hand it over; others are refused', async () => {
    const funnelId = await openCallId();
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    expect((await fails(t.app, DEMO, cofounder, LEAD, { funnelId, email: 'lead@example.test', name: 'Lea Lead', answers: GOOD })).code).toBe('Forbidden');

    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const badEmail = await fails(t.app, DEMO, admin, LEAD, { funnelId, email: 'not-an-email', name: 'Lea Lead', answers: GOOD });
    expect(badEmail).toMatchObject({ code: 'ValidationError', message: 'applicantEmail: Enter a valid e-mail address.' });
    const badAnswers = await fails(t.app, DEMO, admin, LEAD, { funnelId, email: 'lea.lead@example.test', name: 'Lea Lead', answers: {} });
    expect(badAnswers.message).toMatch(/^answers: /);
    expect(await demo((tx) => tx.select().from(users).where(eq(users.email, 'lea.lead@example.test')))).toHaveLength(0);
    const staffEmail = await fails(t.app, DEMO, admin, LEAD, { funnelId, email: 'staff@demo.test', name: 'Staff', answers: GOOD });
    expect(staffEmail.message).toBe('applicantEmail: This person has an account that cannot apply.');

    const lead = (await ok<{ createApplicationLead: { _id: string; title: string; status: string; source: string; round: { name: string } } }>(t.app, DEMO, admin, LEAD, { funnelId, email: 'Lea.Lead@example.test', name: 'Lea Lead', answers: GOOD })).createApplicationLead;
    expect(lead).toMatchObject({ title: 'Nimbus Labs', status: 'under_review', source: 'lead', round: { name: 'Screening' } });
    const [invitee] = await demo((tx) => tx.select({ status: users.status, role: roles.type }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, 'lea.lead@example.test')));
    expect(invitee).toEqual({ status: 'pending', role: 'Applicant' });
    const [row] = await demo((tx) => tx.select().from(applications).where(eq(applications.id, lead._id)));
    expect(row!.createdBy).not.toBeNull();

    const acme = await login(t.app, ACME, 'admin@acme.test').catch(() => null);
    if (acme) expect((await fails(t.app, ACME, acme, TRANSFER, { id: lead._id, email: 'x@example.test' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, cofounder, TRANSFER, { id: lead._id, email: 'x@example.test' })).code).toBe('Forbidden');
    // An offer (D-300): the application stays as it is until the person takes it over on /leads/transfer/{token}
    // (lead-transfer.int.test.ts); they get the one-time link, and are an invited Applicant meanwhile.
    const moved = await ok<{ transferApplication: { source: string; applicant: { email: string } } }>(t.app, DEMO, admin, TRANSFER, { id: lead._id, email: 'founder.new@example.test' });
    expect(moved.transferApplication).toEqual({ _id: lead._id, source: 'lead', applicant: { email: 'lea.lead@example.test' } });
    const offers = await demo((tx) => tx.select().from(mailMessages).where(eq(mailMessages.to, 'founder.new@example.test')));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.text).toContain('/leads/transfer/');
  });
});
