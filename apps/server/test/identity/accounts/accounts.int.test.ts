/**
 * Email validation (AUTH-08, TRN-17), resend confirmation (ACC-03), applicant sign-up (GAP-13), invitations,
 * PUT /user (TRN-14): each flow, each bad input, another tenant and an unauthorised role refused.
 */
import { ERROR_CODES } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubators, roles, userTokens, users } from '../../../src/db/schema/index.js';
import { hashToken } from '../../../src/core/bearer-token.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login } from '../../support/helpers.js';
import { lastMailTo, nextClientAddress, post, startIdentityApp, tokenFromLink, type IdentityApp } from '../../support/identity.js';

const INVALID_TOKEN = { error: 'InvalidToken', message: 'This link is invalid or has expired.' };
const ME = '{ currentUser { email firstName lastName status validated role { type } } }';
const RESEND = 'mutation { resendConfirmationEmail }';
const INVITE = 'mutation I($input: InviteUserInput!) { inviteUser(input: $input) { _id email firstName lastName status } }';

let t: IdentityApp;
let demoId: string;

beforeAll(async () => {
  t = await startIdentityApp();
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function userRow(email: string, incubatorId = demoId) {
  const [row] = await t.db.tenant(incubatorId, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return row;
}

async function roleId(type: string, incubatorId = demoId): Promise<string> {
  const [row] = await t.db.tenant(incubatorId, (tx) => tx.select({ id: roles.id }).from(roles).where(sql`${roles.type} = ${type}`).limit(1));
  return row!.id;
}

const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;

describe('email validation and resend confirmation', () => {
  it('the pending seeded staff account gets a link by resendConfirmationEmail; the link validates and activates it, once', async () => {
    const token = await login(t.app, DEMO, 'pending@demo.test');
    expect((await gql(t.app, DEMO, ME, { token })).body.data).toMatchObject({ currentUser: { status: 'pending', validated: false } });
    expect((await gql(t.app, DEMO, RESEND, { token })).body).toEqual({ data: { resendConfirmationEmail: true } });
    const mail = await lastMailTo(t.app, DEMO, 'pending@demo.test');
    expect(mail?.subject).toBe('Confirm your email for Demo Accelerator');
    const link = tokenFromLink(mail!.text, 'http://demo.localhost:3000/validate/');

    expect(json(await post(t.app, ACME, `/api/users/validate/${link}`))).toEqual(INVALID_TOKEN);
    const response = await post(t.app, DEMO, `/api/users/validate/${link}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ ok: true });
    expect((await gql(t.app, DEMO, ME, { token })).body.data).toMatchObject({ currentUser: { status: 'active', validated: true } });
    const reused = await post(t.app, DEMO, `/api/users/validate/${link}`);
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toEqual(INVALID_TOKEN);
  });

  it('refuses made-up and expired validation tokens', async () => {
    expect(json(await post(t.app, DEMO, '/api/users/validate/made-up'))).toEqual(INVALID_TOKEN);
    const token = await login(t.app, DEMO, 'applicant@demo.test');
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ validated: false }).where(eq(users.email, 'applicant@demo.test')));
    await gql(t.app, DEMO, RESEND, { token });
    const link = tokenFromLink((await lastMailTo(t.app, DEMO, 'applicant@demo.test'))!.text, 'http://demo.localhost:3000/validate/');
    await t.db.tenant(demoId, (tx) => tx.update(userTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(userTokens.tokenHash, hashToken(link))));
    expect(json(await post(t.app, DEMO, `/api/users/validate/${link}`))).toEqual(INVALID_TOKEN);
    expect((await userRow('applicant@demo.test'))?.validated).toBe(false);
  });

  it('resendConfirmationEmail needs a signed-in viewer and sends nothing once validated', async () => {
    expect(codeOf((await gql(t.app, DEMO, RESEND)).body)).toBe(ERROR_CODES.authenticationRequired);
    const token = await login(t.app, DEMO, 'coach@demo.test');
    expect((await gql(t.app, DEMO, RESEND, { token })).body).toEqual({ data: { resendConfirmationEmail: true } });
    expect(await lastMailTo(t.app, DEMO, 'coach@demo.test')).toBeUndefined();
  });
});

describe('POST /api/users/signup', () => {
  const signup = (payload: unknown, host = DEMO) => post(t.app, host, '/api/users/signup', payload);

  it('creates a signed-in, unvalidated applicant and mails a confirmation link', async () => {
    const response = await signup({ firstName: 'Ada', lastName: 'Founder', email: 'Ada@Example.test', password: 'Nebula-Orchard-58' });
    expect(response.statusCode).toBe(200);
    const { token } = json<{ token: string }>(response);
    const me = await gql(t.app, DEMO, ME, { token });
    expect(me.body.data).toEqual({
      currentUser: { email: 'ada@example.test', firstName: 'Ada', lastName: 'Founder', status: 'active', validated: false, role: { type: ['Applicant'] } },
    });
    const link = tokenFromLink((await lastMailTo(t.app, DEMO, 'ada@example.test'))!.text, 'http://demo.localhost:3000/validate/');
    expect((await post(t.app, DEMO, `/api/users/validate/${link}`)).statusCode).toBe(200);
    expect((await userRow('ada@example.test'))?.validated).toBe(true);
  });

  it('refuses a taken email (409 EmailTaken), weak passwords and bad input', async () => {
    const taken = await signup({ firstName: 'A', lastName: 'B', email: 'admin@demo.test', password: 'Nebula-Orchard-58' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe('EmailTaken');
    // The same address is free on another tenant.
    expect((await signup({ firstName: 'A', lastName: 'B', email: 'ada@example.test', password: 'Nebula-Orchard-58' }, ACME)).statusCode).toBe(200);
    for (const password of ['1234567', 'qwertyuiop', 'z'.repeat(129)]) {
      const weak = await signup({ firstName: 'W', lastName: 'P', email: 'weak@example.test', password });
      expect(weak.statusCode).toBe(400);
      expect(json(weak).error).toBe('WeakPassword');
    }
    for (const payload of [{}, { firstName: '', lastName: 'x', email: 'a@b.test', password: 'Nebula-Orchard-58' }, { firstName: 'a', lastName: 'b', email: 'nope', password: 'x' }]) {
      const bad = await signup(payload);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).error).toBe(ERROR_CODES.badRequest);
    }
    expect(await userRow('weak@example.test')).toBeUndefined();
  });

  it('is refused with 403 SignupDisabled while the tenant uses SSO', async () => {
    const sso = { enabled: true, organization: 'demo-org', oauthConnections: [] };
    await t.db.registry((tx) => tx.update(incubators).set({ ssoConfig: sso }).where(eq(incubators.id, demoId)));
    t.app.incubatorLookup.clear();
    try {
      const response = await signup({ firstName: 'S', lastName: 'O', email: 'sso@example.test', password: 'Nebula-Orchard-58' });
      expect(response.statusCode).toBe(403);
      expect(json(response).error).toBe('SignupDisabled');
      expect(await userRow('sso@example.test')).toBeUndefined();
    } finally {
      await t.db.registry((tx) =>
        tx.update(incubators).set({ ssoConfig: { enabled: false, organization: null, oauthConnections: [] } }).where(eq(incubators.id, demoId)),
      );
      t.app.incubatorLookup.clear();
    }
  });
});

describe('invitations', () => {
  async function invite(token: string, input: Record<string, unknown>, host = DEMO) {
    return gql<{ inviteUser: { _id: string; email: string; status: string } }>(t.app, host, INVITE, { token, variables: { input } });
  }

  it('an admin invites; the link shows the invitation, accepting signs the user in validated and active, once', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const invited = await invite(admin, { email: 'New.Mentor@Example.test', firstName: 'Nia', lastName: 'Mentor', roleId: await roleId('Mentor') });
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data?.inviteUser).toMatchObject({ email: 'new.mentor@example.test', status: 'pending' });
    const mail = await lastMailTo(t.app, DEMO, 'new.mentor@example.test');
    expect(mail?.subject).toBe('You are invited to join Demo Accelerator');
    expect(mail?.text).toContain('Avery Collins invited you');
    const token = tokenFromLink(mail!.text, 'http://demo.localhost:3000/acceptinvitation?token=');

    const details = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { host: DEMO } });
    expect(details.statusCode).toBe(200);
    expect(json(details)).toEqual({ email: 'new.mentor@example.test', firstName: 'Nia', lastName: 'Mentor', incubatorName: 'Demo Accelerator' });
    const acmeView = await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { host: ACME } });
    expect(acmeView.statusCode).toBe(400);
    expect(json(acmeView)).toEqual(INVALID_TOKEN);

    const weak = await post(t.app, DEMO, '/api/users/acceptinvitation', { token, firstName: 'Nia', lastName: 'M', password: 'password' });
    expect(json(weak).error).toBe('WeakPassword');
    const accepted = await post(t.app, DEMO, '/api/users/acceptinvitation', { token, firstName: 'Nia', lastName: 'Moreno', password: 'Saffron-Glacier-64' });
    expect(accepted.statusCode).toBe(200);
    const signedIn = json<{ token: string }>(accepted).token;
    expect((await gql(t.app, DEMO, ME, { token: signedIn })).body.data).toEqual({
      currentUser: { email: 'new.mentor@example.test', firstName: 'Nia', lastName: 'Moreno', status: 'active', validated: true, role: { type: ['Mentor'] } },
    });
    await login(t.app, DEMO, 'new.mentor@example.test', 'Saffron-Glacier-64');
    const reused = await post(t.app, DEMO, '/api/users/acceptinvitation', { token, firstName: 'X', lastName: 'Y', password: 'Saffron-Glacier-64' });
    expect(json(reused)).toEqual(INVALID_TOKEN);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { host: DEMO } })).statusCode).toBe(400);
  });

  it('refuses roles outside the inviter group, existing accounts, another tenant and bad input', async () => {
    const applicant = await login(t.app, DEMO, 'applicant@demo.test');
    const input = { email: 'someone@example.test', firstName: 'S', lastName: 'O', roleId: await roleId('Mentor') };
    expect(codeOf((await invite(applicant, input)).body)).toBe(ERROR_CODES.forbidden);
    expect(codeOf((await gql(t.app, DEMO, INVITE, { variables: { input } })).body)).toBe(ERROR_CODES.authenticationRequired);
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect(codeOf((await invite(staff, { ...input, roleId: await roleId('Admin') })).body)).toBe(ERROR_CODES.forbidden);
    expect(codeOf((await invite(staff, { ...input, email: 'coach@demo.test' })).body)).toBe('EmailTaken');
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect(codeOf((await invite(acmeAdmin, input, ACME)).body)).toBe(ERROR_CODES.notFound);
    expect(codeOf((await invite(staff, { ...input, email: 'not-an-email' })).body)).toBe(ERROR_CODES.badRequest);
    expect(await userRow('someone@example.test')).toBeUndefined();
    // Staff may invite non-admin roles.
    const ok = await invite(staff, input);
    expect(ok.body.data?.inviteUser.status).toBe('pending');
  });

  it('inviting a still-pending address again sends a new link and retires the old one', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const input = { email: 'twice@example.test', firstName: 'T', lastName: 'W', roleId: await roleId('Coach') };
    await invite(admin, input);
    const first = tokenFromLink((await lastMailTo(t.app, DEMO, 'twice@example.test'))!.text, 'http://demo.localhost:3000/acceptinvitation?token=');
    expect((await invite(admin, input)).body.errors).toBeUndefined();
    const second = tokenFromLink((await lastMailTo(t.app, DEMO, 'twice@example.test'))!.text, 'http://demo.localhost:3000/acceptinvitation?token=');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${first}`, headers: { host: DEMO } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${second}`, headers: { host: DEMO } })).statusCode).toBe(200);
  });
});

describe('PUT /user', () => {
  const put = (payload: unknown, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/user',
      remoteAddress: nextClientAddress(),
      headers: { host: DEMO, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('updates the given fields and answers the currentUser shape', async () => {
    const token = await login(t.app, DEMO, 'expert@demo.test');
    const response = await put({ user: { firstName: 'Kenji', lastName: 'Sato', timezone: 'Asia/Tokyo', language: 'ja_JP', phone: '+81 3 1234 5678', headline: 'Patent attorney', bio: null } }, token);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({ email: 'expert@demo.test', fullName: 'Kenji Sato', firstName: 'Kenji', lastName: 'Sato', timezone: 'Asia/Tokyo', language: 'ja_JP' });
    expect(body).toHaveProperty('role');
    expect(body).toHaveProperty('startups');
    const row = await userRow('expert@demo.test');
    expect(row).toMatchObject({ phone: '+81 3 1234 5678', headline: 'Patent attorney', bio: null });
    const gqlView = (await gql<{ currentUser: Record<string, unknown> }>(t.app, DEMO, '{ currentUser { _id fullName firstName lastName email timezone status validated language info avatar role { _id type label } startups { _id name } } }', { token })).body.data!.currentUser;
    expect(JSON.parse(JSON.stringify(body))).toMatchObject(gqlView);
  });

  it('refuses bad fields, unknown fields and anonymous callers, changing nothing', async () => {
    const token = await login(t.app, DEMO, 'evaluator@demo.test');
    const before = await userRow('evaluator@demo.test');
    for (const user of [{ timezone: 'Mars/Olympus' }, { language: 'xx' }, { firstName: '' }, { email: 'me@evil.test' }, { phone: 'call me' }, { bio: 'b'.repeat(5001) }]) {
      const response = await put({ user }, token);
      expect(response.statusCode, JSON.stringify(user)).toBe(400);
      expect(json(response).error).toBe(ERROR_CODES.badRequest);
    }
    expect((await put({}, token)).statusCode).toBe(400);
    const anonymous = await put({ user: { firstName: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await userRow('evaluator@demo.test')).toEqual(before);
  });
});
