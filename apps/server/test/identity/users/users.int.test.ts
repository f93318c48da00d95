/**
 * The user entity of D2 §3.1 through the API (ENT-03..05, ENT-07, ENT-08): currentUser carries identity, profile,
 * status and flags, social links and relations; adminUsers filters by each of the six statuses (admin group only).
 * Each user sees their own record and their own organisation, never another tenant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../../support/helpers.js';
import { errorCode, ok, updateUser } from '../../support/entities.js';

const ME = `{ currentUser {
  _id fullName firstName lastName email phone avatar cover
  headline bio wordFrom timezone language country countryOrigin gender birthday expertise
  status validated adminValidated workStatus isLead chatNotification createdAt
} }`;
const RELATIONS = `{ currentUser { _id info startups { _id name } assignedStartups { _id name } role { _id type label } incubator { id slug name } } }`;
const BY_STATUS = `query U($status: UserStatus) { adminUsers(status: $status, pageSize: 100) { results { email status } } }`;

type Relations = {
  currentUser: {
    _id: string;
    info: Record<string, unknown>;
    startups: Array<{ _id: string; name: string }>;
    assignedStartups: Array<{ _id: string; name: string }>;
    role: { _id: string; type: string[]; label: string };
    incubator: { id: string; slug: string; name: string };
  };
};

let t: TestApp;
let demoId: string;

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('the user (D2 §3.1)', () => {
  it('ENT-03, ENT-04: currentUser carries identity and profile; PUT /user changes show in it', async () => {
    const token = await login(t.app, DEMO, 'expert@demo.test');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers: { host: DEMO, authorization: `Bearer ${token}` },
      payload: { user: { phone: '+81 3 1234 5678', headline: 'Patent attorney', bio: 'Twenty years of deep-tech patents.', timezone: 'Asia/Tokyo', language: 'ja_JP' } },
    });
    expect(put.statusCode).toBe(200);
    const id = await updateUser(t.db, demoId, 'expert@demo.test', {
      avatar: '/files/a/avatar.png',
      cover: '/files/c/cover.png',
      wordFrom: 'Ask me about freedom to operate.',
      country: 'JP',
      countryOrigin: 'BR',
      gender: 'male',
      birthday: '1978-04-09',
      expertise: 'Intellectual property',
    });
    const { currentUser } = await ok<{ currentUser: Record<string, unknown> }>(t.app, DEMO, token, ME);
    expect(currentUser).toMatchObject({
      _id: id,
      fullName: 'Kenji Watanabe',
      firstName: 'Kenji',
      lastName: 'Watanabe',
      email: 'expert@demo.test',
      phone: '+81 3 1234 5678',
      avatar: '/files/a/avatar.png',
      cover: '/files/c/cover.png',
      headline: 'Patent attorney',
      bio: 'Twenty years of deep-tech patents.',
      wordFrom: 'Ask me about freedom to operate.',
      timezone: 'Asia/Tokyo',
      language: 'ja_JP',
      country: 'JP',
      countryOrigin: 'BR',
      gender: 'male',
      birthday: '1978-04-09',
      expertise: 'Intellectual property',
    });
  });

  it('ENT-05: status and flags on currentUser; adminUsers filters by each of the six statuses, for the admin group only', async () => {
    const id = await updateUser(t.db, demoId, 'coach@demo.test', { adminValidated: false, workStatus: 'part-time', isLead: true, chatNotification: false });
    const token = await login(t.app, DEMO, 'coach@demo.test');
    const { currentUser } = await ok<{ currentUser: Record<string, unknown> }>(t.app, DEMO, token, ME);
    expect(currentUser).toMatchObject({ _id: id, status: 'active', validated: true, adminValidated: false, workStatus: 'part-time', isLead: true, chatNotification: false });
    expect(Number.isNaN(Date.parse(String(currentUser.createdAt)))).toBe(false);
    expect(Date.parse(String(currentUser.createdAt))).toBeLessThanOrEqual(Date.now());

    const statuses = [['unactive', 'evaluator@demo.test'], ['archived', 'community@demo.test'], ['deny', 'applicant@demo.test'], ['deleted', 'subadmin@demo.test']] as const;
    for (const [status, email] of statuses) await updateUser(t.db, demoId, email, { status });
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    for (const status of ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted']) {
      const { adminUsers } = await ok<{ adminUsers: { results: Array<{ email: string; status: string }> } }>(t.app, DEMO, admin, BY_STATUS, { status });
      expect(adminUsers.results.length, status).toBeGreaterThan(0);
      expect(adminUsers.results.every((u) => u.status === status), status).toBe(true);
    }
    const pending = await ok<{ adminUsers: { results: Array<{ email: string }> } }>(t.app, DEMO, admin, BY_STATUS, { status: 'pending' });
    expect(pending.adminUsers.results.map((u) => u.email)).toContain('pending@demo.test');
    const denied = await ok<{ adminUsers: { results: Array<{ email: string }> } }>(t.app, DEMO, admin, BY_STATUS, { status: 'deny' });
    expect(denied.adminUsers.results.map((u) => u.email)).toEqual(['applicant@demo.test']);
    const unknown = await gql(t.app, DEMO, BY_STATUS, { token: admin, variables: { status: 'suspended' } });
    expect(unknown.body.errors?.[0]?.message).toMatch(/UserStatus/);
    expect(await errorCode(t.app, DEMO, await login(t.app, DEMO, 'mentor@demo.test'), BY_STATUS, { status: 'active' })).toBe('Forbidden');
    const acme = await ok<{ adminUsers: { results: Array<{ email: string }> } }>(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), BY_STATUS, { status: 'deny' });
    expect(acme.adminUsers.results).toEqual([]);
  });

  it('ENT-07 (info), ENT-08: social links, startups, assigned startups, role and organisation; another tenant sees its own', async () => {
    const links = { facebook: 'https://facebook.com/elena', linkedin: 'https://linkedin.com/in/elena', angellist: 'https://angel.co/elena', twitter: 'https://twitter.com/elena' };
    const mentorId = await updateUser(t.db, demoId, 'mentor@demo.test', { info: links });
    const mentor = await ok<Relations>(t.app, DEMO, await login(t.app, DEMO, 'mentor@demo.test'), RELATIONS);
    expect(mentor.currentUser).toMatchObject({ _id: mentorId, info: links, startups: [], role: { type: ['Mentor'], label: 'Mentor' }, incubator: { id: demoId, slug: 'demo' } });
    expect(mentor.currentUser.assignedStartups.map((s) => s.name)).toEqual(['Greenleaf Analytics', 'Orbital Labs']);

    const cofounder = await ok<Relations>(t.app, DEMO, await login(t.app, DEMO, 'cofounder@demo.test'), RELATIONS);
    expect(cofounder.currentUser.startups.map((s) => s.name)).toEqual(['Orbital Labs']);
    expect(cofounder.currentUser.assignedStartups).toEqual([]);
    expect(cofounder.currentUser.role.type).toEqual(['Cofounder']);

    const acme = await ok<Relations>(t.app, ACME, await login(t.app, ACME, 'cofounder@acme.test'), RELATIONS);
    expect(acme.currentUser).toMatchObject({ startups: [{ name: 'Lumière Bio' }], assignedStartups: [], incubator: { id: t.incubatorIds.acme, slug: 'acme' } });
    expect(await errorCode(t.app, DEMO, undefined, RELATIONS)).toBe('AuthenticationRequiredError');
  });
});
