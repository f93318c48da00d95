/**
 * Server sessions (D1 §4; AUTH-13..18, ENT-20, GAP-01, GAP-02): upsert, the per-tenant limit, replacing a
 * session with its browser told live over the websocket, logoutSession, idle and absolute lifetimes,
 * deactivation and password change ending sessions. Runs on Redis pub/sub when REDIS_URL is set.
 */
import { ERROR_CODES } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessions, users } from '../../../src/db/schema/index.js';
import { sessionChannel } from '../../../src/modules/identity/sessions/sessions.service.js';
import { ACME, closeTestDatabase, DEMO, gql, login, SEED_PASSWORD } from '../../support/helpers.js';
import { listen, openSubscription, startIdentityApp, until, type IdentityApp } from '../../support/identity.js';

const UPSERT = 'mutation U($sessionId: ID, $replaceSessionId: ID) { upsertSession(sessionId: $sessionId, replaceSessionId: $replaceSessionId) { _id status } }';
const MY_SESSIONS = '{ mySessions { _id status userAgent lastActivityAt createdAt current } }';
const LOGOUT_SESSION = 'mutation L($sessionId: ID!) { logoutSession(sessionId: $sessionId) }';
const SESSION_LOGGED_OUT = 'subscription S($sessionId: ID!) { sessionLoggedOut(sessionId: $sessionId) { sessionId reason } }';
const ME = '{ currentUser { email } }';

interface SessionRow {
  _id: string;
  status: string;
  userAgent: string | null;
  lastActivityAt: string;
  createdAt: string;
  current: boolean;
}

let t: IdentityApp;
let wsUrl: string;
let demoId: string;

beforeAll(async () => {
  t = await startIdentityApp({ sessionIdleMinutes: 60, sessionAbsoluteDays: 30 });
  wsUrl = await listen(t.app);
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function upsert(token: string, variables: Record<string, unknown> = {}) {
  return gql<{ upsertSession: { _id: string; status: string } }>(t.app, DEMO, UPSERT, { token, variables });
}

async function signInWithSession(email: string, userAgent = 'vitest'): Promise<{ token: string; sessionId: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/local',
    headers: { host: DEMO, 'user-agent': userAgent },
    payload: { email, password: SEED_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const { token } = JSON.parse(response.body) as { token: string };
  const result = await upsert(token);
  expect(result.body.errors).toBeUndefined();
  return { token, sessionId: result.body.data!.upsertSession._id };
}

async function sessions(token: string): Promise<SessionRow[]> {
  const result = await gql<{ mySessions: SessionRow[] }>(t.app, DEMO, MY_SESSIONS, { token });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.mySessions;
}

async function statusOf(sessionId: string): Promise<string | undefined> {
  const [row] = await t.db.tenant(demoId, (tx) => tx.select({ status: userSessions.status }).from(userSessions).where(eq(userSessions.id, sessionId)));
  return row?.status;
}

const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) => body.errors?.[0]?.extensions?.code;

/** A websocket subscriber on the session, live (subscribed on the pub/sub) when this resolves. */
async function watchSession(token: string, sessionId: string) {
  const channel = sessionChannel(demoId, sessionId);
  const before = t.pubsub.listenerCount(channel);
  const subscription = openSubscription(wsUrl, DEMO, token, SESSION_LOGGED_OUT, { sessionId });
  await until(() => t.pubsub.listenerCount(channel) > before || subscription.errors.length > 0);
  expect(subscription.errors).toEqual([]);
  return subscription;
}

describe('upsertSession', () => {
  it('creates an active session bound to the token, refreshes it, and mySessions marks it current', async () => {
    const { token, sessionId } = await signInWithSession('coach@demo.test', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    const again = await upsert(token, { sessionId });
    expect(again.body.data?.upsertSession).toEqual({ _id: sessionId, status: 'active' });
    // Without a sessionId the token's existing session is refreshed, not duplicated.
    expect((await upsert(token)).body.data?.upsertSession._id).toBe(sessionId);
    const mine = await sessions(token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: sessionId, status: 'active', current: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
    expect(Number.isNaN(Date.parse(mine[0]!.lastActivityAt))).toBe(false);
    const other = await signInWithSession('coach@demo.test');
    const seenByOther = await sessions(other.token);
    expect(seenByOther.map((s) => [s._id, s.current]).sort()).toEqual([[other.sessionId, true], [sessionId, false]].sort());
  });

  it('requires a signed-in viewer', async () => {
    const result = await gql(t.app, DEMO, UPSERT);
    expect(codeOf(result.body)).toBe(ERROR_CODES.authenticationRequired);
    expect(codeOf((await gql(t.app, DEMO, MY_SESSIONS)).body)).toBe(ERROR_CODES.authenticationRequired);
  });

  it('an unknown or foreign sessionId starts a new session of the caller instead', async () => {
    const coach = await signInWithSession('coach@demo.test');
    const mentor = await signInWithSession('expert@demo.test');
    const result = await upsert(mentor.token, { sessionId: coach.sessionId });
    expect(result.body.data?.upsertSession._id).toBe(mentor.sessionId);
    expect(await statusOf(coach.sessionId)).toBe('active');
    expect((await upsert(mentor.token, { sessionId: 'not-a-uuid' })).body.data?.upsertSession._id).toBe(mentor.sessionId);
  });
});

describe('the per-tenant session limit', () => {
  it('refuses a sixth session with MaxSessionsReached; replacing one ends it and its browser hears sessionLoggedOut', async () => {
    const first = await signInWithSession('mentor@demo.test', 'Browser One');
    for (let i = 0; i < 4; i++) await signInWithSession('mentor@demo.test', `Browser ${i + 2}`);
    const sixth = await login(t.app, DEMO, 'mentor@demo.test');
    const refused = await upsert(sixth);
    expect(codeOf(refused.body)).toBe('MaxSessionsReached');
    const listed = await sessions(sixth);
    expect(listed).toHaveLength(5);
    expect(listed.some((s) => s.current)).toBe(false);

    const subscriber = await watchSession(first.token, first.sessionId);
    try {
      const replaced = await upsert(sixth, { replaceSessionId: first.sessionId });
      expect(replaced.body.errors).toBeUndefined();
      const newId = replaced.body.data!.upsertSession._id;
      expect(await subscriber.first).toEqual({ data: { sessionLoggedOut: { sessionId: first.sessionId, reason: 'replaced' } } });
      expect(await statusOf(first.sessionId)).toBe('replaced');
      // The replaced browser's token no longer works; the replacing one does.
      expect((await gql(t.app, DEMO, ME, { token: first.token })).status).toBe(401);
      const after = await sessions(sixth);
      expect(after).toHaveLength(5);
      expect(after.find((s) => s.current)?._id).toBe(newId);
    } finally {
      await subscriber.dispose();
    }
  });

  it("replaceSessionId naming another user's session ends nothing and the limit still holds", async () => {
    const victim = await signInWithSession('cofounder@demo.test');
    const extra = await login(t.app, DEMO, 'mentor@demo.test');
    const result = await upsert(extra, { replaceSessionId: victim.sessionId });
    expect(codeOf(result.body)).toBe('MaxSessionsReached');
    expect(await statusOf(victim.sessionId)).toBe('active');
  });

  it('uses the tenant maximum (acme: 3)', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await login(t.app, ACME, 'cofounder@acme.test'));
    for (const token of tokens.slice(0, 3)) expect((await gql(t.app, ACME, UPSERT, { token })).body.errors).toBeUndefined();
    expect(codeOf((await gql(t.app, ACME, UPSERT, { token: tokens[3]! })).body)).toBe('MaxSessionsReached');
  });
});

describe('logoutSession', () => {
  it("ends the caller's own session, refuses someone else's (NotFound) and an unknown id", async () => {
    const own = await signInWithSession('staff@demo.test');
    const other = await signInWithSession('admincoach@demo.test');
    const refused = await gql(t.app, DEMO, LOGOUT_SESSION, { token: own.token, variables: { sessionId: other.sessionId } });
    expect(codeOf(refused.body)).toBe(ERROR_CODES.notFound);
    expect(await statusOf(other.sessionId)).toBe('active');
    expect(codeOf((await gql(t.app, DEMO, LOGOUT_SESSION, { token: own.token, variables: { sessionId: 'nope' } })).body)).toBe(ERROR_CODES.notFound);

    const subscriber = await watchSession(own.token, own.sessionId);
    try {
      const done = await gql(t.app, DEMO, LOGOUT_SESSION, { token: own.token, variables: { sessionId: own.sessionId } });
      expect(done.body.data).toEqual({ logoutSession: true });
      expect(await subscriber.first).toEqual({ data: { sessionLoggedOut: { sessionId: own.sessionId, reason: 'logged_out' } } });
    } finally {
      await subscriber.dispose();
    }
    expect(await statusOf(own.sessionId)).toBe('logged_out');
    expect((await sessions(own.token)).map((s) => s._id)).not.toContain(own.sessionId);
    // The same session id cannot be revived by upsert: the client must sign in again.
    expect(codeOf((await upsert(own.token, { sessionId: own.sessionId })).body)).toBe(ERROR_CODES.authenticationRequired);
  });

  it("cannot subscribe to another user's or another tenant's session", async () => {
    const own = await signInWithSession('subadmin@demo.test');
    const other = await signInWithSession('evaluator@demo.test');
    const foreign = openSubscription(wsUrl, DEMO, own.token, SESSION_LOGGED_OUT, { sessionId: other.sessionId });
    const value = await foreign.first;
    expect(value).toMatchObject({ errors: [{ extensions: { code: ERROR_CODES.notFound } }] });
    await foreign.dispose();
    const acmeToken = await login(t.app, ACME, 'admin@acme.test');
    const cross = openSubscription(wsUrl, ACME, acmeToken, SESSION_LOGGED_OUT, { sessionId: own.sessionId });
    expect(await cross.first).toMatchObject({ errors: [{ extensions: { code: ERROR_CODES.notFound } }] });
    await cross.dispose();
    const anonymous = openSubscription(wsUrl, DEMO, '', SESSION_LOGGED_OUT, { sessionId: own.sessionId });
    expect(await anonymous.first).toMatchObject({ errors: [{ extensions: { code: ERROR_CODES.authenticationRequired } }] });
    await anonymous.dispose();
  });
});

describe('session lifetimes', () => {
  it('an idle session expires lazily: upsert ends it, its token stops working, and it stops counting', async () => {
    const idle = await signInWithSession('applicant@demo.test');
    await t.db.tenant(demoId, (tx) =>
      tx.update(userSessions).set({ lastActivityAt: sql`now() - interval '61 minutes'` }).where(eq(userSessions.id, idle.sessionId)),
    );
    const result = await upsert(idle.token, { sessionId: idle.sessionId });
    expect(codeOf(result.body)).toBe(ERROR_CODES.authenticationRequired);
    expect(await statusOf(idle.sessionId)).toBe('expired');
    expect((await gql(t.app, DEMO, ME, { token: idle.token })).status).toBe(401);
  });

  it('expired sessions do not count toward the limit; an old session expires whatever its activity', async () => {
    const all: Array<{ token: string; sessionId: string }> = [];
    for (let i = 0; i < 5; i++) all.push(await signInWithSession('community@demo.test'));
    const extra = await login(t.app, DEMO, 'community@demo.test');
    expect(codeOf((await upsert(extra)).body)).toBe('MaxSessionsReached');
    // Absolute lifetime: created 31 days ago, though active a minute ago.
    await t.db.tenant(demoId, (tx) =>
      tx.update(userSessions).set({ createdAt: sql`now() - interval '31 days'` }).where(eq(userSessions.id, all[0]!.sessionId)),
    );
    const listed = await sessions(extra);
    expect(listed.map((s) => s._id)).not.toContain(all[0]!.sessionId);
    expect(await statusOf(all[0]!.sessionId)).toBe('expired');
    expect((await upsert(extra)).body.errors).toBeUndefined();
  });
});

describe('deactivateUser', () => {
  const DEACTIVATE = 'mutation D($userId: ID!) { deactivateUser(userId: $userId) }';

  async function userId(email: string): Promise<string> {
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
    return row!.id;
  }

  it('ends every session of the user (their browser hears reason deactivated) and their tokens', async () => {
    const target = await signInWithSession('cofounder2@demo.test');
    const second = await signInWithSession('cofounder2@demo.test');
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const subscriber = await watchSession(target.token, target.sessionId);
    try {
      const result = await gql(t.app, DEMO, DEACTIVATE, { token: admin, variables: { userId: await userId('cofounder2@demo.test') } });
      expect(result.body).toEqual({ data: { deactivateUser: true } });
      expect(await subscriber.first).toEqual({ data: { sessionLoggedOut: { sessionId: target.sessionId, reason: 'deactivated' } } });
    } finally {
      await subscriber.dispose();
    }
    expect(await statusOf(target.sessionId)).toBe('logged_out');
    expect(await statusOf(second.sessionId)).toBe('logged_out');
    expect((await gql(t.app, DEMO, ME, { token: second.token })).status).toBe(401);
    const login401 = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO }, payload: { email: 'cofounder2@demo.test', password: SEED_PASSWORD } });
    expect(login401.statusCode).toBe(401);
  });

  it('is refused to non-admins, to another tenant, and for oneself', async () => {
    const founder = await userId('founder@demo.test');
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect(codeOf((await gql(t.app, DEMO, DEACTIVATE, { token: staff, variables: { userId: founder } })).body)).toBe(ERROR_CODES.forbidden);
    const acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    expect(codeOf((await gql(t.app, ACME, DEACTIVATE, { token: acmeAdmin, variables: { userId: founder } })).body)).toBe(ERROR_CODES.notFound);
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    expect(codeOf((await gql(t.app, DEMO, DEACTIVATE, { token: admin, variables: { userId: await userId('admin@demo.test') } })).body)).toBe(
      ERROR_CODES.badRequest,
    );
    const [row] = await t.db.tenant(demoId, (tx) => tx.select({ status: users.status }).from(users).where(eq(users.id, founder)));
    expect(row?.status).toBe('active');
  });
});

describe('changePassword', () => {
  const CHANGE = 'mutation C($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) }';

  it('refuses a wrong current password and a weak new one, changing nothing', async () => {
    const token = await login(t.app, DEMO, 'founder@demo.test');
    const wrong = await gql(t.app, DEMO, CHANGE, { token, variables: { currentPassword: 'nope-nope', newPassword: 'Quartz-Lantern-77', endOtherSessions: false } });
    expect(codeOf(wrong.body)).toBe(ERROR_CODES.validation);
    for (const weak of ['short', 'password1', 'x'.repeat(129)]) {
      const result = await gql(t.app, DEMO, CHANGE, { token, variables: { currentPassword: SEED_PASSWORD, newPassword: weak, endOtherSessions: false } });
      expect(codeOf(result.body)).toBe('WeakPassword');
      expect(result.body.errors?.[0]?.message).toBe('Password must be 8 to 128 characters and not a commonly used password.');
    }
    await login(t.app, DEMO, 'founder@demo.test');
  });

  it('with endOtherSessions ends the other sessions and tokens, keeping the caller signed in', async () => {
    const mine = await signInWithSession('founder@demo.test');
    const other = await signInWithSession('founder@demo.test');
    const subscriber = await watchSession(other.token, other.sessionId);
    try {
      const result = await gql(t.app, DEMO, CHANGE, {
        token: mine.token,
        variables: { currentPassword: SEED_PASSWORD, newPassword: 'Quartz-Lantern-77', endOtherSessions: true },
      });
      expect(result.body).toEqual({ data: { changePassword: true } });
      expect(await subscriber.first).toEqual({ data: { sessionLoggedOut: { sessionId: other.sessionId, reason: 'logged_out' } } });
    } finally {
      await subscriber.dispose();
    }
    expect((await gql(t.app, DEMO, ME, { token: other.token })).status).toBe(401);
    expect((await gql(t.app, DEMO, ME, { token: mine.token })).body.data).toEqual({ currentUser: { email: 'founder@demo.test' } });
    expect(await statusOf(mine.sessionId)).toBe('active');
    await login(t.app, DEMO, 'founder@demo.test', 'Quartz-Lantern-77');
  });
});
