/**
 * Self-service account deletion (GAP-42: allowUserSelfDelete; RTE-52's delete page): accountDeletion tells whether
 * and why not, deleteMyAccount erases the account in one transaction and ends its sessions live. Each refusal (the
 * organisation's setting off, a wrong or missing proof, the last active administrator, signed out, another tenant's
 * host) changes nothing. Every account here is signed up by the test, so the seeded users stay as they are.
 */
import { ERROR_CODES, ROLE_GROUPS } from '@hatchery/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  authTokens,
  notificationRecipients,
  notifications,
  roles,
  startupPeople,
  startups,
  userSessions,
  users,
  userTags,
  tags,
} from '../../../src/db/schema/index.js';
import { sessionChannel } from '../../../src/modules/identity/sessions/sessions.service.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login } from '../../support/helpers.js';
import { lastMailTo, listen, openSubscription, post, startIdentityApp, until, type IdentityApp } from '../../support/identity.js';

const PASSWORD = 'Juniper-Harbour-93';
const STATUS = '{ accountDeletion { allowed blockedBy confirmWith } }';
const DELETE = 'mutation D($password: String, $confirmEmail: String) { deleteMyAccount(password: $password, confirmEmail: $confirmEmail) }';
const ME = '{ currentUser { _id email } }';
const CARD = 'query C($id: ID!) { userProfileCard(id: $id) { _id fullName } }';
const UPSERT = 'mutation { upsertSession { _id } }';
const SESSION_LOGGED_OUT = 'subscription S($sessionId: ID!) { sessionLoggedOut(sessionId: $sessionId) { sessionId reason } }';

type GqlError = { message: string; extensions?: Record<string, unknown> };

let t: IdentityApp;
let wsUrl: string;
let demoId: string;
let acmeId: string;
let accounts = 0;

beforeAll(async () => {
  t = await startIdentityApp();
  wsUrl = await listen(t.app);
  demoId = t.incubatorIds.demo!;
  acmeId = t.incubatorIds.acme!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

interface Account {
  id: string;
  email: string;
  token: string;
}

/** A new Applicant signed up through POST /api/users/signup, signed in. */
async function signUp(host: string, incubatorId: string, email = `leaver${++accounts}@example.test`): Promise<Account> {
  const response = await post(t.app, host, '/api/users/signup', { firstName: 'Mira', lastName: 'Castellanos', email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  const [row] = await t.db.tenant(incubatorId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
  return { id: row!.id, email, token: json<{ token: string }>(response).token };
}

async function call(host: string, token: string | undefined, variables: Record<string, unknown>) {
  const res = await gql<{ deleteMyAccount: boolean }>(t.app, host, DELETE, { ...(token ? { token } : {}), variables });
  return { status: res.status, data: res.body.data, error: res.body.errors?.[0] as GqlError | undefined };
}

async function status(host: string, token: string) {
  const res = await gql<{ accountDeletion: { allowed: boolean; blockedBy: string | null; confirmWith: string } }>(t.app, host, STATUS, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.accountDeletion;
}

/** Everything a refusal must leave as it was: the row, memberships, live sessions and tokens. */
async function snapshot(incubatorId: string, userId: string) {
  return t.db.tenant(incubatorId, async (tx) => ({
    user: (await tx.select().from(users).where(eq(users.id, userId)))[0],
    memberships: (await tx.select({ id: startupPeople.id }).from(startupPeople).where(eq(startupPeople.userId, userId))).length,
    sessions: (await tx.select({ id: userSessions.id }).from(userSessions).where(and(eq(userSessions.userId, userId), eq(userSessions.status, 'active')))).length,
    tokens: (await tx.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))).length,
    deletions: (await tx.select({ id: activityLogs.id }).from(activityLogs).where(and(eq(activityLogs.action, 'user.deleted'), eq(activityLogs.entityId, userId)))).length,
  }));
}

async function joinStartup(incubatorId: string, userId: string): Promise<string> {
  return t.db.tenant(incubatorId, async (tx) => {
    const [startup] = await tx.select({ id: startups.id }).from(startups).orderBy(startups.name).limit(1);
    await tx.insert(startupPeople).values({ incubatorId, startupId: startup!.id, userId, personGroup: 'cofounder' });
    return startup!.id;
  });
}

async function startSession(token: string): Promise<string> {
  const res = await gql<{ upsertSession: { _id: string } }>(t.app, DEMO, UPSERT, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.upsertSession._id;
}

describe('deleteMyAccount: the account is erased, signed out everywhere, and its address free again', () => {
  it('erases the profile, removes memberships, ends sessions live; the person cannot sign in and their card is gone', async () => {
    const account = await signUp(DEMO, demoId);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/user',
      headers: { host: DEMO, authorization: `Bearer ${account.token}` },
      payload: { user: { phone: '+1 555 0100', headline: 'Builder of small boats', bio: 'Sailing since 2009.' } },
    });
    expect(profile.statusCode).toBe(200);
    const startupId = await joinStartup(demoId, account.id);
    await t.db.tenant(demoId, async (tx) => {
      const [tag] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.kind, 'user')).limit(1);
      if (tag) await tx.insert(userTags).values({ incubatorId: demoId, userId: account.id, tagId: tag.id });
      // A notification the person caused, and one in their own inbox.
      const [caused] = await tx
        .insert(notifications)
        .values({ incubatorId: demoId, notificationType: 'taskAssigned', message: 'Mira Castellanos assigned you a task: Pitch deck', actorUserId: account.id })
        .returning({ id: notifications.id });
      await tx.insert(notificationRecipients).values({ incubatorId: demoId, notificationId: caused!.id, userId: account.id, notificationStyle: 'message' });
    });
    expect(await status(DEMO, account.token)).toEqual({ allowed: true, blockedBy: null, confirmWith: 'PASSWORD' });

    const sessionId = await startSession(account.token);
    const channel = sessionChannel(demoId, sessionId);
    const subscription = openSubscription(wsUrl, DEMO, account.token, SESSION_LOGGED_OUT, { sessionId });
    try {
      await until(() => t.pubsub.listenerCount(channel) > 0 || subscription.errors.length > 0);
      expect(subscription.errors).toEqual([]);

      const done = await call(DEMO, account.token, { password: PASSWORD });
      expect(done.error).toBeUndefined();
      expect(done.data).toEqual({ deleteMyAccount: true });
      // The open tab hears at once that its session ended.
      expect(await subscription.first).toEqual({ data: { sessionLoggedOut: { sessionId, reason: 'deactivated' } } });
    } finally {
      await subscription.dispose();
    }

    // Signed out: the token is dead, the password no longer opens anything.
    const me = await gql(t.app, DEMO, ME, { token: account.token });
    expect(me.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/local', headers: { host: DEMO }, payload: { email: account.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(401);

    // Another member no longer finds the person.
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const card = await gql(t.app, DEMO, CARD, { token: admin, variables: { id: account.id } });
    expect(card.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.notFound);

    const after = await snapshot(demoId, account.id);
    expect(after.user).toMatchObject({
      status: 'deleted',
      email: `deleted+${account.id}@invalid`,
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'user',
      fullName: 'Deleted user',
      phone: null,
      headline: null,
      bio: null,
      avatar: null,
      timezone: null,
      info: {},
    });
    expect(after).toMatchObject({ memberships: 0, sessions: 0, tokens: 0, deletions: 1 });
    await t.db.tenant(demoId, async (tx) => {
      expect(await tx.select().from(userTags).where(eq(userTags.userId, account.id))).toEqual([]);
      expect(await tx.select().from(notificationRecipients).where(eq(notificationRecipients.userId, account.id))).toEqual([]);
      const caused = await tx.select({ message: notifications.message }).from(notifications).where(eq(notifications.actorUserId, account.id));
      expect(caused).toEqual([{ message: 'Deleted user assigned you a task: Pitch deck' }]);
      const [session] = await tx.select({ status: userSessions.status }).from(userSessions).where(eq(userSessions.id, sessionId));
      expect(session?.status).toBe('logged_out');
      const left = await tx
        .select({ before: activityLogs.before })
        .from(activityLogs)
        .where(and(eq(activityLogs.action, 'startup.person.removed'), eq(activityLogs.entityId, startupId)));
      expect(left).toContainEqual({ before: { userId: account.id } });
    });
    // A notice went to the old address (it is the last mail it gets from here).
    expect((await lastMailTo(t.app, DEMO, account.email))?.subject).toBe('Your Demo Accelerator account was deleted');

    // The address can sign up again: a new, separate account.
    const again = await signUp(DEMO, demoId, account.email);
    expect(again.id).not.toBe(account.id);
    expect((await gql(t.app, DEMO, ME, { token: again.token })).body.data).toEqual({ currentUser: { _id: again.id, email: account.email } });
  });

  it('an account without a password (single sign-on only) confirms with its e-mail address typed out', async () => {
    const account = await signUp(DEMO, demoId);
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ passwordHash: null }).where(eq(users.id, account.id)));
    expect(await status(DEMO, account.token)).toEqual({ allowed: true, blockedBy: null, confirmWith: 'EMAIL' });
    const before = await snapshot(demoId, account.id);

    for (const variables of [{}, { confirmEmail: 'someone.else@example.test' }, { password: PASSWORD }]) {
      const refused = await call(DEMO, account.token, variables);
      expect(refused.error?.extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'confirmEmail' });
      expect(refused.error?.message).toMatch(/^confirmEmail: /);
    }
    expect(await snapshot(demoId, account.id)).toEqual(before);

    const done = await call(DEMO, account.token, { confirmEmail: `  ${account.email.toUpperCase()} ` });
    expect(done.data).toEqual({ deleteMyAccount: true });
    expect((await snapshot(demoId, account.id)).user?.status).toBe('deleted');
  });
});

describe('deleteMyAccount refusals change nothing', () => {
  it('the organisation does not allow it (acme): the status says why, the mutation is Forbidden even with the right password', async () => {
    const account = await signUp(ACME, acmeId);
    expect(await status(ACME, account.token)).toEqual({ allowed: false, blockedBy: 'ORGANISATION_SETTING', confirmWith: 'PASSWORD' });
    const before = await snapshot(acmeId, account.id);
    const refused = await call(ACME, account.token, { password: PASSWORD });
    expect(refused.error?.extensions).toMatchObject({ code: ERROR_CODES.forbidden, reason: 'ORGANISATION_SETTING' });
    expect(refused.error?.message).toContain('does not allow');
    expect(refused.data).toBeNull();
    expect(await snapshot(acmeId, account.id)).toEqual(before);
    expect((await gql(t.app, ACME, ME, { token: account.token })).body.data).toEqual({ currentUser: { _id: account.id, email: account.email } });
  });

  it('a wrong or missing password is a ValidationError naming the field; the right one still works afterwards', async () => {
    const account = await signUp(DEMO, demoId);
    await joinStartup(demoId, account.id);
    const before = await snapshot(demoId, account.id);

    const wrong = await call(DEMO, account.token, { password: 'not-my-password' });
    expect(wrong.error?.extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'password' });
    expect(wrong.error?.message).toBe('password: The password is incorrect.');
    const missing = await call(DEMO, account.token, { password: '' });
    expect(missing.error?.extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'password' });
    expect(missing.error?.message).toBe('password: Enter your password to confirm.');
    const tooLong = await call(DEMO, account.token, { password: 'x'.repeat(2000) });
    expect(tooLong.error?.extensions?.code).toBe(ERROR_CODES.validation);
    expect(tooLong.error?.message).toMatch(/^password: /);
    expect(await snapshot(demoId, account.id)).toEqual(before);

    expect((await call(DEMO, account.token, { password: PASSWORD })).data).toEqual({ deleteMyAccount: true });
  });

  it('the last active administrator is refused until another administrator is active', async () => {
    const account = await signUp(DEMO, demoId);
    const others = await t.db.tenant(demoId, async (tx) => {
      const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Admin')).limit(1);
      await tx.update(users).set({ roleId: adminRole!.id }).where(eq(users.id, account.id));
      const adminRoles = tx.select({ id: roles.id }).from(roles).where(inArray(roles.type, [...ROLE_GROUPS.admin]));
      return tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, 'active'), inArray(users.roleId, adminRoles), sql`${users.id} <> ${account.id}`));
    });
    expect(others.length).toBeGreaterThan(0);
    expect(await status(DEMO, account.token)).toMatchObject({ allowed: true, blockedBy: null });

    // Every other administrator inactive for a moment: this one is the last.
    const otherIds = others.map((o) => o.id);
    await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'unactive' }).where(inArray(users.id, otherIds)));
    try {
      expect(await status(DEMO, account.token)).toEqual({ allowed: false, blockedBy: 'LAST_ADMINISTRATOR', confirmWith: 'PASSWORD' });
      const before = await snapshot(demoId, account.id);
      const refused = await call(DEMO, account.token, { password: PASSWORD });
      expect(refused.error?.extensions).toMatchObject({ code: ERROR_CODES.forbidden, reason: 'LAST_ADMINISTRATOR' });
      expect(refused.error?.message).toContain('Appoint another administrator');
      expect(await snapshot(demoId, account.id)).toEqual(before);
    } finally {
      await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'active' }).where(inArray(users.id, otherIds)));
    }
    expect((await call(DEMO, account.token, { password: PASSWORD })).data).toEqual({ deleteMyAccount: true });
  });

  it('two last administrators deleting themselves at once: one goes, the other is refused as the last', async () => {
    const pair = [await signUp(DEMO, demoId), await signUp(DEMO, demoId)];
    const pairIds = pair.map((a) => a.id);
    const others = await t.db.tenant(demoId, async (tx) => {
      const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'AdminCoach')).limit(1);
      await tx.update(users).set({ roleId: adminRole!.id }).where(inArray(users.id, pairIds));
      const adminRoles = tx.select({ id: roles.id }).from(roles).where(inArray(roles.type, [...ROLE_GROUPS.admin]));
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.status, 'active'), inArray(users.roleId, adminRoles), sql`${users.id} not in (${sql.join(pairIds.map((id) => sql`${id}::uuid`), sql`, `)})`));
      await tx.update(users).set({ status: 'unactive' }).where(inArray(users.id, rows.map((r) => r.id)));
      return rows.map((r) => r.id);
    });
    try {
      const results = await Promise.all(pair.map((a) => call(DEMO, a.token, { password: PASSWORD })));
      expect(results.filter((r) => r.data?.deleteMyAccount === true)).toHaveLength(1);
      expect(results.filter((r) => r.error?.extensions?.reason === 'LAST_ADMINISTRATOR')).toHaveLength(1);
      const statuses = await t.db.tenant(demoId, (tx) => tx.select({ status: users.status }).from(users).where(inArray(users.id, pairIds)));
      expect(statuses.map((s) => s.status).sort()).toEqual(['active', 'deleted']);
    } finally {
      await t.db.tenant(demoId, (tx) => tx.update(users).set({ status: 'active' }).where(inArray(users.id, others)));
    }
  });

  it('signed out, or with the token on another tenant’s host: AuthenticationRequired, the account untouched', async () => {
    const account = await signUp(DEMO, demoId);
    const before = await snapshot(demoId, account.id);
    for (const refused of [await call(DEMO, undefined, { password: PASSWORD }), await call(ACME, account.token, { password: PASSWORD })]) {
      expect(refused.error?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    }
    const statusElsewhere = await gql(t.app, ACME, STATUS, { token: account.token });
    expect(statusElsewhere.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    expect((await gql(t.app, DEMO, STATUS)).body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    expect(await snapshot(demoId, account.id)).toEqual(before);
    // An acme member with the same address is another person: deleting the demo account leaves theirs alone.
    const twin = await signUp(ACME, acmeId, account.email);
    expect((await call(DEMO, account.token, { password: PASSWORD })).data).toEqual({ deleteMyAccount: true });
    expect((await snapshot(acmeId, twin.id)).user).toMatchObject({ status: 'active', email: account.email });
  });
});
