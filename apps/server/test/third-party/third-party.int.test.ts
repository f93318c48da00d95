/**
 * What the browser hands its third-party tools (D1 §7.4, D2 §7.1): dataForThirdParty (TRN-25; its user carries the
 * analytics traits of ENT-09) and the chat identity hash userIntercomHmac (TRN-27), which is an HMAC-SHA256 of the
 * user id with CHAT_IDENTITY_SECRET, null without a secret. Another tenant's token is not accepted.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, login, startTestApp, type TestApp } from '../support/helpers.js';
import { errorCode, ok } from '../support/entities.js';

const SECRET = 'test-chat-identity-secret-0123456789';
const THIRD_PARTY = `query T($auth: Boolean!) { dataForThirdParty(isAuthenticated: $auth) {
  publicIncubator { id name slug }
  startup { _id name }
  currentUser { _id fullName firstName lastName email createdAt avatar status role { _id type label } startups { _id name } }
} }`;
const HMAC = '{ userIntercomHmac }';
const ME = '{ currentUser { _id } }';

type ThirdParty = {
  dataForThirdParty: {
    publicIncubator: { id: string; name: string; slug: string };
    startup: { _id: string; name: string } | null;
    currentUser: {
      _id: string;
      fullName: string;
      firstName: string | null;
      lastName: string | null;
      email: string;
      createdAt: string;
      avatar: string | null;
      status: string;
      role: { _id: string; type: string[]; label: string };
      startups: Array<{ _id: string; name: string }>;
    } | null;
  };
};

let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  t = await startTestApp({ chatIdentitySecret: SECRET });
  unconfigured = await startTestApp();
});

afterAll(async () => {
  await unconfigured.close();
  await t.close();
  await closeTestDatabase();
});

describe('data for third-party tools (TRN-25)', () => {
  it('isAuthenticated false: the public incubator only, signed in or not', async () => {
    const token = await login(t.app, DEMO, 'cofounder@demo.test');
    for (const who of [undefined, token]) {
      const { dataForThirdParty } = await ok<ThirdParty>(t.app, DEMO, who, THIRD_PARTY, { auth: false });
      expect(dataForThirdParty).toEqual({ publicIncubator: { id: t.incubatorIds.demo, name: 'Demo Accelerator', slug: 'demo' }, startup: null, currentUser: null });
    }
  });

  it('isAuthenticated true: the user with the analytics traits (ENT-09) and their first startup; signed out or another tenant’s token refused', async () => {
    const token = await login(t.app, DEMO, 'cofounder@demo.test');
    const { dataForThirdParty } = await ok<ThirdParty>(t.app, DEMO, token, THIRD_PARTY, { auth: true });
    expect(dataForThirdParty.publicIncubator.slug).toBe('demo');
    expect(dataForThirdParty.startup?.name).toBe('Orbital Labs');
    expect(dataForThirdParty.currentUser).toMatchObject({
      fullName: 'Liam Carter',
      firstName: 'Liam',
      lastName: 'Carter',
      email: 'cofounder@demo.test',
      avatar: null,
      status: 'active',
      role: { type: ['Cofounder'], label: 'Co/Founder' },
      startups: [{ _id: dataForThirdParty.startup!._id, name: 'Orbital Labs' }],
    });
    expect(Date.parse(dataForThirdParty.currentUser!.createdAt)).toBeLessThanOrEqual(Date.now());

    const admin = await ok<ThirdParty>(t.app, DEMO, await login(t.app, DEMO, 'admin@demo.test'), THIRD_PARTY, { auth: true });
    expect(admin.dataForThirdParty.startup).toBeNull();
    expect(admin.dataForThirdParty.currentUser?.email).toBe('admin@demo.test');

    const acmeToken = await login(t.app, ACME, 'cofounder@acme.test');
    const acme = await ok<ThirdParty>(t.app, ACME, acmeToken, THIRD_PARTY, { auth: true });
    expect(acme.dataForThirdParty).toMatchObject({ publicIncubator: { slug: 'acme' }, startup: { name: 'Lumière Bio' }, currentUser: { email: 'cofounder@acme.test' } });
    expect(await errorCode(t.app, DEMO, acmeToken, THIRD_PARTY, { auth: true })).toBe('AuthenticationRequiredError');
    expect(await errorCode(t.app, DEMO, undefined, THIRD_PARTY, { auth: true })).toBe('AuthenticationRequiredError');
  });
});

describe('chat identity hash (TRN-27)', () => {
  it('is the HMAC-SHA256 of the viewer’s id with the configured secret, one per user; signed out refused', async () => {
    const hashes = new Set<string>();
    for (const [host, email] of [[DEMO, 'cofounder@demo.test'], [DEMO, 'admin@demo.test'], [ACME, 'cofounder@acme.test']] as const) {
      const token = await login(t.app, host, email);
      const { currentUser } = await ok<{ currentUser: { _id: string } }>(t.app, host, token, ME);
      const { userIntercomHmac } = await ok<{ userIntercomHmac: string | null }>(t.app, host, token, HMAC);
      expect(userIntercomHmac).toBe(createHmac('sha256', SECRET).update(currentUser._id).digest('hex'));
      hashes.add(userIntercomHmac!);
    }
    expect(hashes.size).toBe(3);
    expect(await errorCode(t.app, DEMO, undefined, HMAC)).toBe('AuthenticationRequiredError');
  });

  it('is null when no secret is configured', async () => {
    const token = await login(unconfigured.app, DEMO, 'cofounder@demo.test');
    expect(await ok<{ userIntercomHmac: string | null }>(unconfigured.app, DEMO, token, HMAC)).toEqual({ userIntercomHmac: null });
  });
});
