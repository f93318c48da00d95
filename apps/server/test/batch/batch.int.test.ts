/**
 * Bulk actions (issue 14 item 8; D-130..D-132): each action's effect, per-item failure reasons, validation refusals
 * that change nothing, another tenant's ids, unauthorised roles, bad input, and exactly-once under two concurrent
 * workers and after a worker died mid-way.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  batchJobItems,
  batchJobs,
  incubatorFeatureFlags,
  incubators,
  mailMessages,
  notificationRecipients,
  notifications,
  programMembershipEvents,
  programs,
  roles,
  startupPrograms,
  startups,
  startupTags,
  tags,
  userAssignedStartups,
  users,
} from '../../src/db/schema/index.js';
import { pino } from 'pino';
import { createBullmqJobRunner, createInProcessJobRunner } from '../../src/jobs/index.js';
import { registerBatchJob, resumeBatchJobs, runBatchJob } from '../../src/modules/batch/index.js';
import { batchChannel, type BatchUpdateWire } from '../../src/modules/batch/batch-channels.js';
import { ACME, closeTestDatabase, DEMO, fails, gql, ok } from '../support/helpers.js';
import { OPERATION, START_STARTUPS, START_USERS, startBatchApp, type BatchApp, type OperationAnswer } from './support.js';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

let t: BatchApp;
let admin: string;

beforeAll(async () => {
  t = await startBatchApp();
  admin = await t.token(DEMO, 'admin@demo.test');
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function start(token: string, input: Record<string, unknown>, host = DEMO): Promise<OperationAnswer> {
  return (await ok<{ startStartupBatchOperation: OperationAnswer }>(t.app, host, token, START_STARTUPS, { input })).startStartupBatchOperation;
}

async function startUsers(token: string, input: Record<string, unknown>): Promise<OperationAnswer> {
  return (await ok<{ startUserBatchOperation: OperationAnswer }>(t.app, DEMO, token, START_USERS, { input })).startUserBatchOperation;
}

interface OperationState {
  status: string;
  succeeded: number;
  failed: number;
  failures: Array<{ itemId: string; reason: string }>;
}

async function settled(id: string, token = admin): Promise<OperationState> {
  await t.jobs.idle();
  return (await ok<{ batchOperation: OperationState }>(t.app, DEMO, token, OPERATION, { id })).batchOperation;
}

async function programId(name: string): Promise<string> {
  const [row] = await t.tenant('demo', (tx) => tx.select({ id: programs.id }).from(programs).where(eq(programs.name, name)));
  return row!.id;
}

async function jobCount(): Promise<number> {
  const [row] = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(batchJobs));
  return row!.n;
}

async function membershipEvents(program: string, startupIds: string[]): Promise<number> {
  const [row] = await t.tenant('demo', (tx) =>
    tx
      .select({ n: count() })
      .from(programMembershipEvents)
      .where(and(eq(programMembershipEvents.programId, program), inArray(programMembershipEvents.startupId, startupIds), eq(programMembershipEvents.action, 'joined'))),
  );
  return row!.n;
}

/** Fresh startups of the demo tenant, in no program (so every test has its own). */
async function freshStartups(prefix: string, n: number): Promise<string[]> {
  const rows = await t.tenant('demo', (tx) =>
    tx
      .insert(startups)
      .values(Array.from({ length: n }, (_, i) => ({ incubatorId: t.incubatorIds.demo!, name: `${prefix} ${i + 1}` })))
      .returning({ id: startups.id }),
  );
  return rows.map((r) => r.id);
}

describe('startup bulk actions', () => {
  it('assigns startups to a program once each, with a joined event; one already in it fails with its reason', async () => {
    const bootcamp = await programId('Pre-Seed Bootcamp');
    const ids = [await t.startupId('demo', 'Orbital Labs'), await t.startupId('demo', 'Tidewater Health'), await t.startupId('demo', 'Solo Robotics')];
    const op = await start(admin, { action: 'ASSIGN_PROGRAM', startupIds: ids, programId: bootcamp });
    expect(op).toMatchObject({ count: 3, kind: 'startups', action: 'startups.assignProgram', status: 'RUNNING', reason: null });
    const state = await settled(op.id);
    expect(state).toMatchObject({ status: 'COMPLETED', succeeded: 2, failed: 1, failures: [{ itemId: ids[2], reason: 'alreadyInProgram' }] });
    expect(await membershipEvents(bootcamp, ids.slice(0, 2))).toBe(2);
    const members = await t.tenant('demo', (tx) =>
      tx.select({ addedBy: startupPrograms.addedBy }).from(startupPrograms).where(and(eq(startupPrograms.programId, bootcamp), inArray(startupPrograms.startupId, ids.slice(0, 2)))),
    );
    expect(members).toHaveLength(2);
    expect(members.every((m) => m.addedBy === null || typeof m.addedBy === 'string')).toBe(true);
  });

  it('offers active startup programs, startup tags and mentors to choose from; a mentor is refused', async () => {
    const options = await ok<{ startupBulkActionOptions: { programs: Array<{ name: string }>; mentors: Array<{ fullName: string }> } }>(
      t.app,
      DEMO,
      admin,
      '{ startupBulkActionOptions { programs { _id name } tags { _id name } mentors { _id fullName } } }',
    );
    expect(options.startupBulkActionOptions.programs.map((p) => p.name)).toEqual(expect.arrayContaining(['Spring 2026 Cohort', 'Climate Track', 'Pre-Seed Bootcamp']));
    expect(options.startupBulkActionOptions.mentors.length).toBeGreaterThan(0);
    const mentor = await t.token(DEMO, 'mentor@demo.test');
    expect((await fails(t.app, DEMO, mentor, '{ startupBulkActionOptions { programs { _id } } }')).code).toBe('Forbidden');
  });

  it('tags add to what a startup has, never replace', async () => {
    const [startupId] = await freshStartups('Tagged', 1);
    const [first, second] = await t.tenant('demo', (tx) =>
      tx
        .insert(tags)
        .values([
          { incubatorId: t.incubatorIds.demo!, kind: 'startup', name: 'Bulk tag one' },
          { incubatorId: t.incubatorIds.demo!, kind: 'startup', name: 'Bulk tag two' },
        ])
        .returning({ id: tags.id }),
    );
    await t.tenant('demo', (tx) => tx.insert(startupTags).values({ incubatorId: t.incubatorIds.demo!, startupId: startupId!, tagId: first!.id }));
    const op = await start(admin, { action: 'TAG', startupIds: [startupId], tagIds: [first!.id, second!.id] });
    expect(await settled(op.id)).toMatchObject({ status: 'COMPLETED', succeeded: 1, failed: 0 });
    const held = await t.tenant('demo', (tx) => tx.select({ tagId: startupTags.tagId }).from(startupTags).where(eq(startupTags.startupId, startupId!)));
    expect(held.map((h) => h.tagId).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('assigns a mentor and notifies them once per startup; an existing assignment fails as alreadyAssigned', async () => {
    const mentorId = await t.userId('demo', 'mentor@demo.test');
    const fresh = await freshStartups('Mentored', 2);
    const orbital = await t.startupId('demo', 'Orbital Labs'); // already assigned to the mentor by the seed
    const op = await start(admin, { action: 'ASSIGN_MENTOR', startupIds: [...fresh, orbital], mentorId });
    expect(await settled(op.id)).toMatchObject({ succeeded: 2, failed: 1, failures: [{ itemId: orbital, reason: 'alreadyAssigned' }] });
    const assigned = await t.tenant('demo', (tx) =>
      tx.select({ id: userAssignedStartups.id }).from(userAssignedStartups).where(and(eq(userAssignedStartups.userId, mentorId), inArray(userAssignedStartups.startupId, fresh))),
    );
    expect(assigned).toHaveLength(2);
    const notes = await t.tenant('demo', (tx) =>
      tx
        .select({ type: notifications.notificationType, startupId: notifications.startupId })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(and(eq(notificationRecipients.userId, mentorId), inArray(notifications.startupId, fresh))),
    );
    expect(notes.map((n) => n.type)).toEqual(['startupAssigned', 'startupAssigned']);
  });

  it('archives active startups; an archived one fails as alreadyArchived', async () => {
    const ids = await freshStartups('Archived', 2);
    await t.tenant('demo', (tx) => tx.update(startups).set({ status: 'archived', archivedAt: new Date() }).where(eq(startups.id, ids[1]!)));
    const op = await start(admin, { action: 'ARCHIVE', startupIds: ids });
    expect(await settled(op.id)).toMatchObject({ succeeded: 1, failed: 1, failures: [{ itemId: ids[1], reason: 'alreadyArchived' }] });
    const [row] = await t.tenant('demo', (tx) => tx.select().from(startups).where(eq(startups.id, ids[0]!)));
    expect(row).toMatchObject({ status: 'archived' });
    expect(row!.archivedAt).toBeInstanceOf(Date);
  });
});

describe('one rule for one-by-one and bulk (the items call the modules’ own business functions)', () => {
  it('program joins and archives write the activity log entries the one-by-one actions write', async () => {
    const ids = await freshStartups('Logged', 2);
    const bootcamp = await programId('Pre-Seed Bootcamp');
    expect(await settled((await start(admin, { action: 'ASSIGN_PROGRAM', startupIds: ids, programId: bootcamp })).id)).toMatchObject({ succeeded: 2 });
    expect(await settled((await start(admin, { action: 'ARCHIVE', startupIds: [ids[0]] })).id)).toMatchObject({ succeeded: 1 });
    const adminId = await t.userId('demo', 'admin@demo.test');
    const logged = await t.tenant('demo', (tx) =>
      tx
        .select({ action: activityLogs.action, entityId: activityLogs.entityId, actor: activityLogs.actorUserId, after: activityLogs.after })
        .from(activityLogs)
        .where(inArray(activityLogs.action, ['program.startup.added', 'startup.archived'])),
    );
    const joined = logged.filter((l) => l.action === 'program.startup.added' && l.entityId === bootcamp && ids.includes(String(l.after?.startupId)));
    expect(joined.map((l) => l.actor)).toEqual([adminId, adminId]);
    expect(logged.filter((l) => l.action === 'startup.archived' && l.entityId === ids[0] && l.actor === adminId)).toHaveLength(1);
  });

  it('a tag of kind other can be put on startups in bulk as one by one; a mentor not active is refused as one by one', async () => {
    const [startupId] = await freshStartups('Other tagged', 1);
    const [other] = await t.tenant('demo', (tx) => tx.insert(tags).values({ incubatorId: t.incubatorIds.demo!, kind: 'other', name: 'Bulk other tag' }).returning({ id: tags.id }));
    expect(await settled((await start(admin, { action: 'TAG', startupIds: [startupId], tagIds: [other!.id] })).id)).toMatchObject({ succeeded: 1 });
    const options = await ok<{ startupBulkActionOptions: { tags: Array<{ _id: string }>; mentors: Array<{ _id: string }> } }>(
      t.app,
      DEMO,
      admin,
      '{ startupBulkActionOptions { tags { _id } mentors { _id } } }',
    );
    expect(options.startupBulkActionOptions.tags.map((tag) => tag._id)).toContain(other!.id);
    const mentorId = await t.userId('demo', 'mentor@demo.test');
    await t.tenant('demo', (tx) => tx.update(users).set({ status: 'pending' }).where(eq(users.id, mentorId)));
    try {
      expect(await start(admin, { action: 'ASSIGN_MENTOR', startupIds: [startupId], mentorId })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
      const pendingOptions = await ok<{ startupBulkActionOptions: { mentors: Array<{ _id: string }> } }>(t.app, DEMO, admin, '{ startupBulkActionOptions { mentors { _id } } }');
      expect(pendingOptions.startupBulkActionOptions.mentors.map((m) => m._id)).not.toContain(mentorId);
    } finally {
      await t.tenant('demo', (tx) => tx.update(users).set({ status: 'active' }).where(eq(users.id, mentorId)));
    }
  });

  it('viewerStartupBulkActions names what the viewer may start: by key, none with the flag off', async () => {
    const QUERY = '{ viewerStartupBulkActions }';
    const actions = async (token: string) => (await ok<{ viewerStartupBulkActions: string[] }>(t.app, DEMO, token, QUERY)).viewerStartupBulkActions;
    expect(await actions(admin)).toEqual(['ASSIGN_PROGRAM', 'TAG', 'ASSIGN_MENTOR', 'ARCHIVE']);
    // The demo Staff role holds the connection and tag keys, not STARTUP:DELETE (as the refusals below show).
    expect(await actions(await t.token(DEMO, 'staff@demo.test'))).toEqual(['ASSIGN_PROGRAM', 'TAG', 'ASSIGN_MENTOR']);
    expect(await actions(await t.token(DEMO, 'mentor@demo.test'))).toEqual([]);
    const flag = eq(incubatorFeatureFlags.flagName, 'bulkDataAssignation');
    await t.tenant('demo', (tx) => tx.update(incubatorFeatureFlags).set({ activated: false }).where(flag));
    try {
      expect(await actions(admin)).toEqual([]);
    } finally {
      await t.tenant('demo', (tx) => tx.update(incubatorFeatureFlags).set({ activated: true }).where(flag));
    }
  });
});

describe('refusals: validation FAILED changes nothing', () => {
  it("another tenant's startup ids: FAILED notVisible, no items, no membership", async () => {
    const acmeStartup = (await t.tenant('acme', (tx) => tx.select({ id: startups.id }).from(startups).limit(1)))[0]!.id;
    const bootcamp = await programId('Pre-Seed Bootcamp');
    const op = await start(admin, { action: 'ASSIGN_PROGRAM', startupIds: [acmeStartup], programId: bootcamp });
    expect(op).toMatchObject({ status: 'FAILED', reason: 'notVisible', count: 1 });
    const items = await t.tenant('demo', (tx) => tx.select({ id: batchJobItems.id }).from(batchJobItems).where(eq(batchJobItems.jobId, op.id)));
    expect(items).toEqual([]);
    const acmeMembers = await t.tenant('acme', (tx) => tx.select({ id: startupPrograms.id }).from(startupPrograms).where(eq(startupPrograms.startupId, acmeStartup)));
    expect(acmeMembers).toHaveLength(1); // the seed's one
    // The operation itself is not readable from acme.
    const acmeAdmin = await t.token(ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acmeAdmin, OPERATION, { id: op.id })).code).toBe('NotFound');
  });

  it('an unknown or archived program: FAILED parameterUnavailable', async () => {
    const ids = await freshStartups('Unplaced', 1);
    const [archived] = await t.tenant('demo', (tx) =>
      tx.insert(programs).values({ incubatorId: t.incubatorIds.demo!, name: 'Closed program', status: 'archived', archivedAt: new Date() }).returning({ id: programs.id }),
    );
    for (const program of [archived!.id, '00000000-0000-4000-8000-000000000999']) {
      expect(await start(admin, { action: 'ASSIGN_PROGRAM', startupIds: ids, programId: program })).toMatchObject({ status: 'FAILED', reason: 'parameterUnavailable' });
    }
    expect(await t.tenant('demo', (tx) => tx.select().from(startupPrograms).where(eq(startupPrograms.startupId, ids[0]!)))).toEqual([]);
  });

  it('the bulkDataAssignation flag off: FAILED featureOff', async () => {
    const flag = and(eq(incubatorFeatureFlags.flagName, 'bulkDataAssignation'));
    await t.tenant('demo', (tx) => tx.update(incubatorFeatureFlags).set({ activated: false }).where(flag));
    try {
      const ids = await freshStartups('Flagged', 1);
      expect(await start(admin, { action: 'ARCHIVE', startupIds: ids })).toMatchObject({ status: 'FAILED', reason: 'featureOff' });
      const [row] = await t.tenant('demo', (tx) => tx.select({ status: startups.status }).from(startups).where(eq(startups.id, ids[0]!)));
      expect(row!.status).toBe('active');
    } finally {
      await t.tenant('demo', (tx) => tx.update(incubatorFeatureFlags).set({ activated: true }).where(flag));
    }
  });

  it('a role without any bulk key is Forbidden; a key held for assigned startups covers only those', async () => {
    const mentor = await t.token(DEMO, 'mentor@demo.test');
    const ids = await freshStartups('Guarded', 2);
    expect((await fails(t.app, DEMO, mentor, START_STARTUPS, { input: { action: 'ARCHIVE', startupIds: ids } })).code).toBe('Forbidden');
    // The demo Staff role holds the connection and tag keys (seed, D-125) but not STARTUP:DELETE: archiving is refused
    // at validation and nothing is archived (checked below with the coach's attempt).
    const staff = await t.token(DEMO, 'staff@demo.test');
    expect(await start(staff, { action: 'ARCHIVE', startupIds: ids })).toMatchObject({ status: 'FAILED', reason: 'notAllowed' });
    const founder = await t.token(DEMO, 'cofounder@demo.test');
    expect((await fails(t.app, DEMO, founder, START_USERS, { input: { action: 'INVITE', userIds: [await t.userId('demo', 'pending@demo.test')] } })).code).toBe('Forbidden');
    // A coach role holding TAGS:STARTUP_EDIT for assigned startups, assigned to the first startup only.
    const coachId = await t.userId('demo', 'coach@demo.test');
    await t.tenant('demo', async (tx) => {
      await tx
        .update(roles)
        .set({ permissions: [{ key: 'METRICS/EDIT:VIEW', permissionCriteria: 'all' }, { key: 'TAGS:STARTUP_EDIT', permissionCriteria: 'assigned' }] })
        .where(eq(roles.type, 'Coach'));
      await tx.insert(userAssignedStartups).values({ incubatorId: t.incubatorIds.demo!, userId: coachId, startupId: ids[0]! });
    });
    const coach = await t.token(DEMO, 'coach@demo.test');
    expect(await start(coach, { action: 'ARCHIVE', startupIds: [ids[0]] })).toMatchObject({ status: 'FAILED', reason: 'notAllowed' });
    const [tag] = await t.tenant('demo', (tx) => tx.insert(tags).values({ incubatorId: t.incubatorIds.demo!, kind: 'startup', name: 'Coach tag' }).returning({ id: tags.id }));
    expect(await start(coach, { action: 'TAG', startupIds: ids, tagIds: [tag!.id] })).toMatchObject({ status: 'FAILED', reason: 'notAllowed' });
    const [row] = await t.tenant('demo', (tx) => tx.select({ status: startups.status }).from(startups).where(eq(startups.id, ids[0]!)));
    expect(row!.status).toBe('active');
    expect(await t.tenant('demo', (tx) => tx.select().from(startupTags).where(inArray(startupTags.startupId, ids)))).toEqual([]);
    // Over the assigned startup alone it runs.
    const allowed = await start(coach, { action: 'TAG', startupIds: [ids[0]], tagIds: [tag!.id] });
    expect(allowed.status).toBe('RUNNING');
    expect(await settled(allowed.id, coach)).toMatchObject({ status: 'COMPLETED', succeeded: 1 });

    // The operation is read by its starter and the admin group only.
    expect((await ok<{ batchOperation: OperationState }>(t.app, DEMO, admin, OPERATION, { id: allowed.id })).batchOperation.status).toBe('COMPLETED');
    expect((await fails(t.app, DEMO, staff, OPERATION, { id: allowed.id })).code).toBe('NotFound');
  });

  it('bad input is a ValidationError naming the field, and stores nothing', async () => {
    const before = await jobCount();
    const ids = await freshStartups('Invalid', 1);
    const missing = await fails(t.app, DEMO, admin, START_STARTUPS, { input: { action: 'ASSIGN_PROGRAM', startupIds: ids } });
    expect(missing).toMatchObject({ code: 'ValidationError' });
    expect(missing.message).toContain('programId');
    const badId = await fails(t.app, DEMO, admin, START_STARTUPS, { input: { action: 'ARCHIVE', startupIds: ['not-an-id'] } });
    expect(badId.code).toBe('ValidationError');
    expect(badId.message).toContain('startupIds');
    expect((await fails(t.app, DEMO, admin, START_STARTUPS, { input: { action: 'ARCHIVE', startupIds: [] } })).message).toContain('startupIds');
    const tooMany = Array.from({ length: 5001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await fails(t.app, DEMO, admin, START_STARTUPS, { input: { action: 'ARCHIVE', startupIds: tooMany } })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, admin, START_USERS, { input: { action: 'CHANGE_ROLE', userIds: [await t.userId('demo', 'staff@demo.test')] } })).message).toContain('roleId');
    expect(await jobCount()).toBe(before);
  });

});

describe('user bulk actions', () => {
  it('re-invites pending invitees (mail in the mailbox); an active user fails as alreadyActive', async () => {
    const staffRole = (await t.tenant('demo', (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Staff')).limit(1)))[0]!.id;
    const invited = await ok<{ inviteUser: { _id: string } }>(
      t.app,
      DEMO,
      admin,
      'mutation Invite($input: InviteUserInput!) { inviteUser(input: $input) { _id } }',
      { input: { email: 'bulk-invitee@demo.test', firstName: 'Bulk', lastName: 'Invitee', roleId: staffRole } },
    );
    const active = await t.userId('demo', 'staff@demo.test');
    const mailsBefore = await t.tenant('demo', (tx) => tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.to, 'bulk-invitee@demo.test')));
    const op = await startUsers(admin, { action: 'INVITE', userIds: [invited.inviteUser._id, active] });
    expect(op).toMatchObject({ kind: 'users', status: 'RUNNING', count: 2 });
    expect(await settled(op.id)).toMatchObject({ succeeded: 1, failed: 1, failures: [{ itemId: active, reason: 'alreadyActive' }] });
    const mailsAfter = await t.tenant('demo', (tx) => tx.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.to, 'bulk-invitee@demo.test')));
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
  });

  it('changes roles; the starter’s own role fails as ownRole', async () => {
    const expertRole = (await t.tenant('demo', (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Expert')).limit(1)))[0]!.id;
    const partner = await t.userId('demo', 'evaluator@demo.test');
    const me = await t.userId('demo', 'admin@demo.test');
    const op = await startUsers(admin, { action: 'CHANGE_ROLE', userIds: [partner, me], roleId: expertRole });
    expect(await settled(op.id)).toMatchObject({ succeeded: 1, failed: 1, failures: [{ itemId: me, reason: 'ownRole' }] });
    const [row] = await t.tenant('demo', (tx) => tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, partner)));
    expect(row!.roleId).toBe(expertRole);
  });

  it('an effect that throws is rolled back alone: the licence limit fails its item, the rest of the transaction commits', async () => {
    const staffRole = (await t.tenant('demo', (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Staff')).limit(1)))[0]!.id;
    const coach = await t.userId('demo', 'coach@demo.test'); // holds a licensed seat already: keeps it
    const community = await t.userId('demo', 'community@demo.test'); // would need a new seat
    const [demo] = await t.db.registry((tx) => tx.select({ planInfo: incubators.planInfo }).from(incubators).where(eq(incubators.id, t.incubatorIds.demo!)));
    await t.db.registry((tx) => tx.update(incubators).set({ planInfo: { ...demo!.planInfo, employeeCountLimit: 1 } }).where(eq(incubators.id, t.incubatorIds.demo!)));
    try {
      const op = await startUsers(admin, { action: 'CHANGE_ROLE', userIds: [community, coach], roleId: staffRole });
      expect(await settled(op.id)).toMatchObject({ status: 'COMPLETED', succeeded: 1, failed: 1, failures: [{ itemId: community, reason: 'licenceLimit' }] });
      const rows = await t.tenant('demo', (tx) => tx.select({ id: users.id, roleId: users.roleId }).from(users).where(inArray(users.id, [coach, community])));
      expect(rows.find((r) => r.id === coach)?.roleId).toBe(staffRole);
      expect(rows.find((r) => r.id === community)?.roleId).not.toBe(staffRole);
    } finally {
      await t.db.registry((tx) => tx.update(incubators).set({ planInfo: demo!.planInfo }).where(eq(incubators.id, t.incubatorIds.demo!)));
    }
  });

  it('a role change is for the admin group only; another tenant’s users are notVisible', async () => {
    const staff = await t.token(DEMO, 'staff@demo.test');
    const expertRole = (await t.tenant('demo', (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Expert')).limit(1)))[0]!.id;
    const target = await t.userId('demo', 'expert@demo.test');
    expect(await startUsers(staff, { action: 'CHANGE_ROLE', userIds: [target], roleId: expertRole })).toMatchObject({ status: 'FAILED', reason: 'notAllowed' });
    const acmeUser = await t.userId('acme', 'cofounder@acme.test');
    expect(await startUsers(admin, { action: 'INVITE', userIds: [acmeUser] })).toMatchObject({ status: 'FAILED', reason: 'notVisible' });
  });
});

describe('exactly once', () => {
  let stopped: BatchApp;
  beforeAll(async () => {
    // A second app over the same database whose job runner never starts: the process that took the operation died.
    stopped = await startBatchApp({ startJobs: false });
  });
  afterAll(async () => {
    await stopped.close();
  });

  async function startOnStopped(ids: string[], program: string): Promise<string> {
    const token = await stopped.token(DEMO, 'admin@demo.test');
    const res = await gql<{ startStartupBatchOperation: OperationAnswer }>(stopped.app, DEMO, START_STARTUPS, {
      token,
      variables: { input: { action: 'ASSIGN_PROGRAM', startupIds: ids, programId: program } },
    });
    return res.body.data!.startStartupBatchOperation.id;
  }

  it('two concurrent workers do every item once and complete once', async () => {
    const ids = await freshStartups('Concurrent', 12);
    const program = await programId('Climate Track');
    const id = await startOnStopped(ids, program);
    const channel = stopped.pubsub.subscribe<BatchUpdateWire>(batchChannel(t.incubatorIds.demo!, id));
    await channel.ready;
    const ctx = await stopped.effectContext('demo');
    await Promise.all([runBatchJob(ctx, id), runBatchJob(ctx, id)]);
    expect(await membershipEvents(program, ids)).toBe(12);
    const items = await t.tenant('demo', (tx) => tx.select({ status: batchJobItems.status }).from(batchJobItems).where(eq(batchJobItems.jobId, id)));
    expect(items.filter((i) => i.status === 'succeeded')).toHaveLength(12);
    const seen: BatchUpdateWire[] = [];
    for (;;) {
      const next = await Promise.race([channel.next(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 50))]);
      if (!next || next.done) break;
      seen.push(next.value);
    }
    await channel.return?.();
    expect(seen.filter((u) => u.updateType === 'ITEM_SUCCEEDED')).toHaveLength(12);
    expect(new Set(seen.filter((u) => u.updateType === 'ITEM_SUCCEEDED').map((u) => u.itemId)).size).toBe(12);
    expect(seen.filter((u) => u.updateType === 'COMPLETED')).toHaveLength(1);
  });

  it.runIf(REDIS_URL)('BullMQ: two nodes running the same job do every item once', async () => {
    const ids = await freshStartups('BullMQ', 30);
    const program = await programId('Pre-Seed Bootcamp');
    const id = await startOnStopped(ids, program);
    const log = pino({ level: 'silent' });
    const queueName = `hatchery-batch-test-${Date.now()}`;
    const nodes = [createBullmqJobRunner({ redisUrl: REDIS_URL!, log, queueName }), createBullmqJobRunner({ redisUrl: REDIS_URL!, log, queueName })];
    try {
      for (const node of nodes) registerBatchJob(node, { db: t.db, services: stopped.services, log });
      for (const node of nodes) await node.start();
      // Two queue entries for the one job (as after a restart): both workers claim items of it at once.
      await nodes[0]!.enqueue('batch.run', { incubatorId: t.incubatorIds.demo!, jobId: id }, { jobId: `batch-${id}-a` });
      await nodes[1]!.enqueue('batch.run', { incubatorId: t.incubatorIds.demo!, jobId: id }, { jobId: `batch-${id}-b` });
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [job] = await t.tenant('demo', (tx) => tx.select({ status: batchJobs.status }).from(batchJobs).where(eq(batchJobs.id, id)));
        if (job!.status === 'completed' || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await membershipEvents(program, ids)).toBe(30);
      const done = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(batchJobItems).where(and(eq(batchJobItems.jobId, id), eq(batchJobItems.status, 'succeeded'))));
      expect(done[0]!.n).toBe(30);
    } finally {
      for (const node of nodes) await node.close();
    }
  });

  it('a worker that died mid-way leaves the rest pending; resuming on start does each remaining item once', async () => {
    const ids = await freshStartups('Resumed', 6);
    const program = await programId('Spring 2026 Cohort');
    const id = await startOnStopped(ids, program);
    const ctx = await stopped.effectContext('demo');
    await runBatchJob(ctx, id, { maxItems: 2 });
    const [job] = await t.tenant('demo', (tx) => tx.select({ status: batchJobs.status }).from(batchJobs).where(eq(batchJobs.id, id)));
    expect(job!.status).toBe('running');
    expect(await membershipEvents(program, ids)).toBe(2);
    // The restarted process: a fresh runner, resumeBatchJobs as main.ts calls it.
    const runner = createInProcessJobRunner({ log: t.app.log });
    registerBatchJob(runner, { db: t.db, services: stopped.services, log: t.app.log });
    const resumed = await resumeBatchJobs(runner, { db: t.db, services: stopped.services, log: t.app.log });
    expect(resumed).toBeGreaterThanOrEqual(1);
    await runner.start();
    await runner.idle();
    await runner.close();
    expect(await membershipEvents(program, ids)).toBe(6);
    const [after] = await t.tenant('demo', (tx) => tx.select({ status: batchJobs.status }).from(batchJobs).where(eq(batchJobs.id, id)));
    expect(after!.status).toBe('completed');
    const pending = await t.tenant('demo', (tx) => tx.select({ n: count() }).from(batchJobItems).where(and(eq(batchJobItems.jobId, id), eq(batchJobItems.status, 'pending'))));
    expect(pending[0]!.n).toBe(0);
  });
});
