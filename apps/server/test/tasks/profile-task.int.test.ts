/**
 * The completeUserProfile system task (TSK-01/02, issue 5): opened after commit when a user signs up or accepts an
 * invitation with an incomplete profile, announced live, completed by PUT /user or by saving the public profile, kept
 * within its tenant.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, tasks, users } from '../../src/db/schema/index.js';
import { userProfileTaskKey } from '../../src/modules/tasks/system-tasks.service.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login } from '../support/helpers.js';
import { lastMailTo, post, tokenFromLink } from '../support/identity.js';
import { Capture, startWatchedApp, type WatchedApp } from './support.js';

const PASSWORD = 'Nebula-Orchard-58';
const MINE = `query { tasks(queryOptions: { scope: MINE, completionStatus: PENDING }) {
  results { _id name taskType url createdBy { _id } viewerCanCheck viewerCanEdit viewerDone done } } }`;
const INVITE = 'mutation I($input: InviteUserInput!) { inviteUser(input: $input) { _id } }';

type MyTask = { _id: string; name: string; taskType: string; url: string | null; createdBy: { _id: string } | null; viewerCanCheck: boolean; viewerCanEdit: boolean; viewerDone: boolean | null; done: boolean };

let t: WatchedApp;
let demoId: string;

beforeAll(async () => {
  t = await startWatchedApp();
  demoId = t.incubatorIds.demo!;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function myTasks(host: string, token: string): Promise<MyTask[]> {
  const res = await gql<{ tasks: { results: MyTask[] } }>(t.app, host, MINE, { token });
  if (!res.body.data) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.tasks.results;
}

async function profileTasks(incubatorId: string, userId: string) {
  return t.db.tenant(incubatorId, (tx) =>
    tx.select({ id: tasks.id, completedAt: tasks.completedAt }).from(tasks).where(eq(tasks.sourceKey, userProfileTaskKey(userId))),
  );
}

async function userId(incubatorId: string, email: string): Promise<string> {
  const [row] = await t.db.tenant(incubatorId, (tx) => tx.select({ id: users.id }).from(users).where(eq(users.email, email)));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function signUp(host: string, email: string): Promise<string> {
  const response = await post(t.app, host, '/api/users/signup', { firstName: 'Lena', lastName: 'Okafor', email, password: PASSWORD });
  if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  return json<{ token: string }>(response).token;
}

/** Invites `email` as a Mentor (by the demo admin) and returns the token of the mailed link. */
async function invite(email: string): Promise<string> {
  const admin = await login(t.app, DEMO, 'admin@demo.test');
  const [mentor] = await t.db.tenant(demoId, (tx) => tx.select({ id: roles.id }).from(roles).where(sql`${roles.type} = 'Mentor'`).limit(1));
  const invited = await gql(t.app, DEMO, INVITE, { token: admin, variables: { input: { email, firstName: 'Iris', lastName: 'Nakamura', roleId: mentor!.id } } });
  expect(invited.body.errors).toBeUndefined();
  const mail = await lastMailTo(t.app, DEMO, email);
  return tokenFromLink(mail!.text, 'http://demo.localhost:3000/acceptinvitation?token=');
}

describe('completeUserProfile on sign-up and invitation (TSK-01, TSK-02)', () => {
  it('sign-up opens the task after commit, announces it live, and PUT /user filling the profile completes it', async () => {
    const token = await signUp(DEMO, 'lena.okafor@example.test');
    const id = await userId(demoId, 'lena.okafor@example.test');
    const [task] = await myTasks(DEMO, token);
    expect(task).toMatchObject({
      name: 'Complete your profile',
      taskType: 'completeUserProfile',
      url: '/account/profile',
      createdBy: null,
      viewerCanCheck: false,
      viewerCanEdit: false,
      viewerDone: false,
      done: false,
    });
    expect(await profileTasks(demoId, id)).toHaveLength(1);

    const capture = new Capture<{ updateType: string; taskId: string }>(t.pubsub, demoId, id, 'tasks');
    try {
      // Part of the profile: still open, nothing announced, no second task.
      const partial = await t.app.inject({ method: 'PUT', url: '/user', headers: { host: DEMO, authorization: `Bearer ${token}` }, payload: { user: { headline: 'Founder' } } });
      expect(partial.statusCode).toBe(200);
      expect(await capture.take()).toEqual([]);
      expect(await profileTasks(demoId, id)).toEqual([{ id: task!._id, completedAt: null }]);

      const filled = await t.app.inject({ method: 'PUT', url: '/user', headers: { host: DEMO, authorization: `Bearer ${token}` }, payload: { user: { bio: 'Building tools for farmers.' } } });
      expect(filled.statusCode).toBe(200);
      const events = await capture.take();
      expect(events).toEqual([expect.objectContaining({ updateType: 'REMOVED', taskId: task!._id })]);
    } finally {
      await capture.stop();
    }
    expect(await myTasks(DEMO, token)).toEqual([]);
    const [completed] = await profileTasks(demoId, id);
    expect(completed?.completedAt).toBeInstanceOf(Date);
  });

  it('accepting an invitation opens the task for the new member (not at the invitation), announced as ADDED', async () => {
    const token = await invite('iris.nakamura@example.test');
    const id = await userId(demoId, 'iris.nakamura@example.test');
    expect(await profileTasks(demoId, id)).toEqual([]);
    const capture = new Capture<{ updateType: string; taskId: string }>(t.pubsub, demoId, id, 'tasks');
    try {
      const accepted = await post(t.app, DEMO, '/api/users/acceptinvitation', { token, firstName: 'Iris', lastName: 'Nakamura', password: PASSWORD });
      expect(accepted.statusCode).toBe(200);
      const signedIn = json<{ token: string }>(accepted).token;
      // A new mentor is also asked for their availability (avail, D-410): two system tasks, each announced.
      const tasksOfIris = await myTasks(DEMO, signedIn);
      expect(tasksOfIris).toEqual(expect.arrayContaining([
        expect.objectContaining({ taskType: 'completeUserProfile', url: '/account/profile', createdBy: null }),
        expect.objectContaining({ taskType: 'avail', url: '/availability', createdBy: null }),
      ]));
      expect(tasksOfIris).toHaveLength(2);
      const events = await capture.take();
      expect(events).toEqual(expect.arrayContaining(tasksOfIris.map((task) => expect.objectContaining({ updateType: 'ADDED', taskId: task._id }))));
      expect(events).toHaveLength(2);
    } finally {
      await capture.stop();
    }
  });

  it('no task when the invited profile is already complete', async () => {
    const token = await invite('omar.haddad@example.test');
    const id = await userId(demoId, 'omar.haddad@example.test');
    await t.db.tenant(demoId, (tx) =>
      tx.update(users).set({ headline: 'Mentor in fintech', bio: 'Twenty years in payments.', timezone: 'Europe/Paris' }).where(eq(users.id, id)),
    );
    const accepted = await post(t.app, DEMO, '/api/users/acceptinvitation', { token, firstName: 'Omar', lastName: 'Haddad', password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    // No profile task; the new mentor's only task asks for availability (D-410).
    expect((await myTasks(DEMO, json<{ token: string }>(accepted).token)).map((task) => task.taskType)).toEqual(['avail']);
    expect(await profileTasks(demoId, id)).toEqual([]);
  });

  it('saving the public profile (/account/profile, updateMyProfile) with a headline and a bio completes the task too', async () => {
    const token = await signUp(DEMO, 'ravi.menon@example.test');
    const id = await userId(demoId, 'ravi.menon@example.test');
    const [task] = await myTasks(DEMO, token);
    expect(task?.taskType).toBe('completeUserProfile');
    const SAVE = 'mutation S($headline: String, $bio: String) { updateMyProfile(headline: $headline, bio: $bio, industryIds: [], tagIds: []) { _id } }';
    const capture = new Capture<{ updateType: string; taskId: string }>(t.pubsub, demoId, id, 'tasks');
    try {
      const partial = await gql(t.app, DEMO, SAVE, { token, variables: { headline: 'Founder, Menon Foods' } });
      expect(partial.body.errors).toBeUndefined();
      expect(await profileTasks(demoId, id)).toEqual([{ id: task!._id, completedAt: null }]);
      const whole = await gql(t.app, DEMO, SAVE, { token, variables: { headline: 'Founder, Menon Foods', bio: 'Cold chains for small farms.' } });
      expect(whole.body.errors).toBeUndefined();
      expect(await capture.take()).toEqual([expect.objectContaining({ updateType: 'REMOVED', taskId: task!._id })]);
    } finally {
      await capture.stop();
    }
    expect(await myTasks(DEMO, token)).toEqual([]);
    expect((await profileTasks(demoId, id))[0]?.completedAt).toBeInstanceOf(Date);
  });

  it('stays within its tenant: a sign-up on acme opens an acme task, which demo cannot see', async () => {
    const acmeId = t.incubatorIds.acme!;
    const token = await signUp(ACME, 'lena.okafor@example.test');
    const id = await userId(acmeId, 'lena.okafor@example.test');
    const [acmeTask] = await myTasks(ACME, token);
    expect(acmeTask?.taskType).toBe('completeUserProfile');
    const seenFromDemo = await t.db.tenant(demoId, (tx) => tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.id, acmeTask!._id))));
    expect(seenFromDemo).toEqual([]);
    expect(await profileTasks(acmeId, id)).toHaveLength(1);
    // The acme token is no key to demo.
    const onDemo = await gql(t.app, DEMO, MINE, { token });
    expect(onDemo.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});
