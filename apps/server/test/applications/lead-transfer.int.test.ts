/**
 * Issue 16 item 2, /leads/transfer/{id} (D1 §2.1; D-300): staff offer a lead; the person it was offered to opens the
 * one-time link, sees the call and the application, and takes it over — an invitee by choosing name and password, a
 * person with an account by signing in with it. Refusals: another person (their own valid credentials, or another
 * e-mail), another tenant's host, a link already used, a link superseded by a newer offer, a wrong password, a guess.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, formSubmissions, funnels, mailMessages, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { post } from '../support/identity.js';

const t = useTestApp();
const demo = <T>(fn: Parameters<typeof t.db.tenant<T>>[1]) => t.db.tenant(t.incubatorIds.demo!, fn);

const LEAD = 'mutation L($funnelId: ID!, $email: String!, $name: String!, $answers: JSON!) { createApplicationLead(funnelId: $funnelId, applicantEmail: $email, applicantName: $name, answers: $answers) { _id } }';
const TRANSFER = 'mutation T($id: ID!, $email: String!) { transferApplication(applicationId: $id, email: $email) { _id } }';
const SHOW = 'query S($token: String!) { leadTransfer(token: $token) { funnelName programName title email needsAccount } }';
const ACCEPT = 'mutation A($input: AcceptLeadTransferInput!) { acceptLeadTransfer(input: $input) { token applicationId } }';
const MINE = '{ myApplications { _id title status } }';
const PASSWORD = 'Nebula-Orchard-58';

const GOOD = {
  startup_name: { textValue: 'Tidewater Robotics' },
  one_liner: { textValue: 'Robots that clean harbour water while mapping it.' },
  stage: { arrayValue: ['idea'] },
  team_size: { numberValue: 2 },
  team_background: { textValue: 'A marine engineer and a roboticist from the port authority.' },
  contact_email: { textValue: 'hello@tidewater.example' },
};

let counter = 0;
const unique = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;

async function openCallId(): Promise<string> {
  const [funnel] = await demo((tx) => tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, 'winter-2027')));
  return funnel!.id;
}

/** A lead filed by the admin for `leadEmail`, offered to `offerEmail`; answers the token mailed to the latter. */
async function offeredLead(leadEmail: string, offerEmail = leadEmail): Promise<{ applicationId: string; token: string; admin: string }> {
  const admin = await login(t.app, DEMO, 'admin@demo.test');
  const lead = await ok<{ createApplicationLead: { _id: string } }>(t.app, DEMO, admin, LEAD, { funnelId: await openCallId(), email: leadEmail, name: 'Tara Tide', answers: GOOD });
  await ok(t.app, DEMO, admin, TRANSFER, { id: lead.createApplicationLead._id, email: offerEmail });
  return { applicationId: lead.createApplicationLead._id, token: await mailedToken(offerEmail), admin };
}

async function mailedToken(email: string): Promise<string> {
  const [mail] = await demo((tx) => tx.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(desc(mailMessages.createdAt)).limit(1));
  const match = /\/leads\/transfer\/([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  expect(match, `a hand-over link mailed to ${email}`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

async function signUp(email: string): Promise<string> {
  const response = await post(t.app, DEMO, '/api/users/signup', { firstName: 'Omar', lastName: 'Owner', email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return (JSON.parse(response.body) as { token: string }).token;
}

const applicantOf = async (applicationId: string) =>
  (await demo((tx) => tx.select({ email: users.email, source: applications.source, respondent: formSubmissions.respondentUserId, applicant: applications.applicantUserId }).from(applications).innerJoin(users, eq(users.id, applications.applicantUserId)).leftJoin(formSubmissions, eq(formSubmissions.id, applications.submissionId)).where(eq(applications.id, applicationId))))[0]!;

describe('/leads/transfer/{id}: the offered person takes the lead over', () => {
  it('an invitee sees the offer, chooses name and password, is signed in and owns the application; the link then works no more', async () => {
    const email = unique('tara');
    const { applicationId, token } = await offeredLead(email);
    const shown = await ok<{ leadTransfer: { funnelName: string; title: string; email: string; needsAccount: boolean } }>(t.app, DEMO, undefined, SHOW, { token });
    expect(shown.leadTransfer).toMatchObject({ funnelName: 'Winter 2027 open call', title: 'Tidewater Robotics', email, needsAccount: true });
    expect((await applicantOf(applicationId)).source).toBe('lead');

    // Another person: an e-mail that is not the one the lead was offered to (the link was forwarded) changes nothing.
    const wrong = await fails(t.app, DEMO, undefined, ACCEPT, { input: { token, email: unique('someone-else'), password: PASSWORD, firstName: 'Sam', lastName: 'Else' } });
    expect(wrong).toMatchObject({ code: 'ValidationError', message: 'email: This application was prepared for someone else.' });
    const noName = await fails(t.app, DEMO, undefined, ACCEPT, { input: { token, email, password: PASSWORD, firstName: '', lastName: 'Tide' } });
    expect(noName.message).toBe('firstName: This field is required.');
    const [stillPending] = await demo((tx) => tx.select({ status: users.status, hash: users.passwordHash }).from(users).where(eq(users.email, email)));
    expect(stillPending).toEqual({ status: 'pending', hash: null });

    const taken = await ok<{ acceptLeadTransfer: { token: string; applicationId: string } }>(t.app, DEMO, undefined, ACCEPT, { input: { token, email: email.toUpperCase(), password: PASSWORD, firstName: 'Tara', lastName: 'Tide' } });
    expect(taken.acceptLeadTransfer.applicationId).toBe(applicationId);
    const mine = await ok<{ myApplications: Array<{ _id: string; title: string; status: string }> }>(t.app, DEMO, taken.acceptLeadTransfer.token, MINE);
    expect(mine.myApplications).toEqual([{ _id: applicationId, title: 'Tidewater Robotics', status: 'in_review' }]);
    const owner = await applicantOf(applicationId);
    expect(owner).toMatchObject({ email, source: 'transfer' });
    expect(owner.respondent).toBe(owner.applicant);
    const [account] = await demo((tx) => tx.select({ status: users.status, fullName: users.fullName, validated: users.validated }).from(users).where(eq(users.email, email)));
    expect(account).toEqual({ status: 'active', fullName: 'Tara Tide', validated: true });
    expect(await login(t.app, DEMO, email, PASSWORD)).toBeTruthy();

    // Already taken over: the page and the mutation refuse, nothing changes.
    expect(await fails(t.app, DEMO, undefined, SHOW, { token })).toMatchObject({ code: 'ValidationError', message: 'token: This application has already been taken over.' });
    const again = await fails(t.app, DEMO, undefined, ACCEPT, { input: { token, email, password: 'Another-Orchard-77', firstName: 'Tara', lastName: 'Tide' } });
    expect(again.message).toBe('token: This application has already been taken over.');
    expect(await login(t.app, DEMO, email, PASSWORD)).toBeTruthy();
  });

  it('a person with an account signs in to take it over; someone else’s valid credentials and a wrong password are refused', async () => {
    const owner = unique('owner');
    const other = unique('other');
    await signUp(owner);
    await signUp(other);
    const { applicationId, token } = await offeredLead(unique('first-contact'), owner);
    expect((await ok<{ leadTransfer: { email: string; needsAccount: boolean } }>(t.app, DEMO, undefined, SHOW, { token })).leadTransfer).toMatchObject({ email: owner, needsAccount: false });

    const someoneElse = await fails(t.app, DEMO, undefined, ACCEPT, { input: { token, email: other, password: PASSWORD } });
    expect(someoneElse).toMatchObject({ code: 'ValidationError', message: 'email: This application was prepared for someone else.' });
    const badPassword = await fails(t.app, DEMO, undefined, ACCEPT, { input: { token, email: owner, password: 'Not-The-Password-1' } });
    expect(badPassword).toMatchObject({ code: 'ValidationError', message: 'password: The e-mail or password is incorrect.' });
    expect((await applicantOf(applicationId)).source).toBe('lead');

    const taken = await ok<{ acceptLeadTransfer: { token: string } }>(t.app, DEMO, undefined, ACCEPT, { input: { token, email: owner, password: PASSWORD } });
    expect((await applicantOf(applicationId)).email).toBe(owner);
    const mine = await ok<{ myApplications: Array<{ _id: string }> }>(t.app, DEMO, taken.acceptLeadTransfer.token, MINE);
    expect(mine.myApplications.map((a) => a._id)).toEqual([applicationId]);
  });

  it('another tenant’s host, a superseded link and a guessed one are refused as unknown', async () => {
    const email = unique('nadia');
    const { applicationId, token, admin } = await offeredLead(email);
    expect(await fails(t.app, ACME, undefined, SHOW, { token })).toMatchObject({ code: 'NotFound', message: 'token: This link is invalid or has expired.' });
    const acme = await fails(t.app, ACME, undefined, ACCEPT, { input: { token, email, password: PASSWORD, firstName: 'Nadia', lastName: 'N' } });
    expect(acme.code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, SHOW, { token: 'x'.repeat(43) })).code).toBe('NotFound');

    // A newer offer (here to the same person) ends the older link.
    await ok(t.app, DEMO, admin, TRANSFER, { id: applicationId, email });
    const newer = await mailedToken(email);
    expect(newer).not.toBe(token);
    expect((await fails(t.app, DEMO, undefined, SHOW, { token })).code).toBe('NotFound');
    await ok(t.app, DEMO, undefined, ACCEPT, { input: { token: newer, email, password: PASSWORD, firstName: 'Nadia', lastName: 'N' } });
    expect((await applicantOf(applicationId)).source).toBe('transfer');
  });
});
