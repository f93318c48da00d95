/**
 * Issue 14 item 1: startup management — create, profile edit (name under STARTUP:NAME_EDIT, the scheme rule),
 * archive and restore, delete under STARTUP:DELETE, founder invitations through the invitation flow, removal, the
 * Founder label and the completeStartupProfile task. Each refusal is shown and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { industries, startupPeople, startups, tasks } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { lastMailTo } from '../support/identity.js';

const CREATE = 'mutation C($input: CreateStartupInput!) { createStartup(input: $input) { _id name stage oneLiner status } }';
const UPDATE = `mutation U($id: ID!, $input: StartupProfileInput!) { updateStartupProfile(startupId: $id, input: $input) {
  _id name oneLiner description website stage foundedOn location teamSize info { website linkedin twitter } industries { _id name }
  profileCompleteness missingProfileParts } }`;
const ARCHIVE = 'mutation A($id: ID!) { archiveStartup(startupId: $id) { _id status archivedAt } }';
const RESTORE = 'mutation R($id: ID!) { restoreStartup(startupId: $id) { _id status archivedAt } }';
const DELETE = 'mutation D($id: ID!) { deleteStartup(startupId: $id) }';
const INVITE = 'mutation I($id: ID!, $input: FounderInvitationInput!) { inviteStartupFounder(startupId: $id, input: $input) { _id people { _id email role { label } } } }';
const REMOVE = 'mutation R($id: ID!, $userId: ID!) { removeStartupPerson(startupId: $id, userId: $userId) { _id people { _id } } }';
const STARTUP = 'query S($id: ID!) { startup(id: $id) { _id name status viewerRights { edit rename manage delete } people { _id fullName role { label } } } }';

type Created = { createStartup: { _id: string; name: string; stage: string | null; oneLiner: string | null; status: string } };

let t: TestApp;
const tokens: Record<string, string> = {};
let demoId = '';

async function startupByName(name: string) {
  const [row] = await t.db.tenant(demoId, (tx) => tx.select().from(startups).where(eq(startups.name, name)));
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
  for (const who of ['admin', 'staff', 'subadmin', 'coach', 'mentor', 'cofounder', 'founder', 'applicant']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('createStartup', () => {
  it('staff create a startup with its profile; a duplicate name, a missing name and a bad stage are refused and change nothing', async () => {
    const created = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Quantum Ferns', stage: 'mvp', oneLiner: 'Plants that compute.' } });
    expect(created.createStartup).toMatchObject({ name: 'Quantum Ferns', stage: 'mvp', oneLiner: 'Plants that compute.', status: 'active' });

    const duplicate = await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'quantum ferns' } });
    expect(duplicate).toMatchObject({ code: 'ValidationError', message: 'name: A startup with this name already exists.' });
    const missing = await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: '   ' } });
    expect(missing).toMatchObject({ code: 'ValidationError', message: 'name: This field is required.' });
    const badStage = await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Stage Fright', website: 'javascript:alert(1)' } });
    expect(badStage).toMatchObject({ code: 'ValidationError' });
    expect(badStage.message).toContain('website:');
    expect(await startupByName('Stage Fright')).toBeUndefined();
  });

  it('roles outside staff are refused before anything is read; signed-out too', async () => {
    for (const who of ['mentor', 'cofounder', 'applicant']) {
      expect((await fails(t.app, DEMO, tokens[who], CREATE, { input: { name: `By ${who}` } })).code).toBe('Forbidden');
      expect(await startupByName(`By ${who}`)).toBeUndefined();
    }
    expect((await fails(t.app, DEMO, undefined, CREATE, { input: { name: 'Anon' } })).code).toBe('AuthenticationRequiredError');
  });

  it('a Sub-Admin who creates a startup keeps seeing it (assigned to them)', async () => {
    const created = await ok<Created>(t.app, DEMO, tokens.subadmin, CREATE, { input: { name: 'SubAdmin Seedling' } });
    const seen = await ok<{ startup: { name: string } }>(t.app, DEMO, tokens.subadmin, STARTUP, { id: created.createStartup._id });
    expect(seen.startup.name).toBe('SubAdmin Seedling');
  });
});

describe('updateStartupProfile', () => {
  it('edits the profile with the scheme rule (http:// added; other schemes refused) and keeps completeStartupProfile in step', async () => {
    const { createStartup: s } = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Profile Works' } });
    const [fintech] = await t.db.tenant(demoId, (tx) => tx.insert(industries).values({ incubatorId: demoId, name: 'Test Fintech' }).returning());
    const openTask = async () =>
      (await t.db.tenant(demoId, (tx) => tx.select().from(tasks).where(eq(tasks.sourceKey, `completeStartupProfile:${s._id}`)))).find((r) => r.completedAt === null);
    expect(await openTask()).toBeDefined();

    const done = await ok<{ updateStartupProfile: Record<string, unknown> }>(t.app, DEMO, tokens.staff, UPDATE, {
      id: s._id,
      input: {
        oneLiner: 'We work.',
        description: 'Long text.',
        website: 'profile-works.example.com',
        socialLinks: { linkedin: 'https://linkedin.com/company/pw' },
        stage: 'seed',
        foundedOn: '2024-05-01',
        location: 'Lisbon',
        teamSize: 7,
        industryIds: [fintech!.id],
      },
    });
    expect(done.updateStartupProfile).toMatchObject({
      website: 'http://profile-works.example.com',
      info: { website: 'http://profile-works.example.com', linkedin: 'https://linkedin.com/company/pw', twitter: null },
      stage: 'seed',
      foundedOn: '2024-05-01',
      teamSize: 7,
      missingProfileParts: ['logo'],
    });
    // Only the logo is missing: the task stays open until the profile is whole.
    expect(await openTask()).toBeDefined();
    // With a logo (as an upload would set it) the next save completes the task.
    await t.db.tenant(demoId, (tx) => tx.update(startups).set({ logo: '/api/files/logo.png' }).where(eq(startups.id, s._id)));
    const whole = await ok<{ updateStartupProfile: { profileCompleteness: number } }>(t.app, DEMO, tokens.staff, UPDATE, { id: s._id, input: { location: 'Porto' } });
    expect(whole.updateStartupProfile.profileCompleteness).toBe(100);
    expect(await openTask()).toBeUndefined();

    const bad = await fails(t.app, DEMO, tokens.staff, UPDATE, { id: s._id, input: { socialLinks: { twitter: 'ftp://x.example.com' } } });
    expect(bad.code).toBe('ValidationError');
    expect(bad.message).toContain('socialLinks.twitter');
    const future = await fails(t.app, DEMO, tokens.staff, UPDATE, { id: s._id, input: { foundedOn: '2999-01-01' } });
    expect(future).toMatchObject({ code: 'ValidationError', message: 'foundedOn: The founding date cannot be in the future.' });
    const negative = await fails(t.app, DEMO, tokens.staff, UPDATE, { id: s._id, input: { teamSize: -1 } });
    expect(negative.code).toBe('ValidationError');
    const row = await startupByName('Profile Works');
    expect(row).toMatchObject({ teamSize: 7, foundedOn: '2024-05-01' });
    expect(row?.info.twitter ?? null).toBeNull();
  });

  it('the name needs STARTUP:NAME_EDIT or a managing role: the seeded cofounder edits but may not rename; a Sub-Admin renames within scope', async () => {
    const orbital = (await startupByName('Orbital Labs'))!;
    const edited = await ok<{ updateStartupProfile: { oneLiner: string } }>(t.app, DEMO, tokens.cofounder, UPDATE, { id: orbital.id, input: { oneLiner: 'Satellites for all.' } });
    expect(edited.updateStartupProfile.oneLiner).toBe('Satellites for all.');
    const rename = await fails(t.app, DEMO, tokens.cofounder, UPDATE, { id: orbital.id, input: { name: 'Orbital Renamed' } });
    expect(rename).toMatchObject({ code: 'Forbidden', message: 'You may not rename this startup.' });
    expect((await fails(t.app, DEMO, tokens.mentor, UPDATE, { id: orbital.id, input: { name: 'Mentor Was Here' } })).code).toBe('Forbidden');
    expect((await startupByName('Orbital Labs'))?.name).toBe('Orbital Labs');

    const own = (await startupByName('SubAdmin Seedling'))!;
    const dup = await fails(t.app, DEMO, tokens.subadmin, UPDATE, { id: own.id, input: { name: 'Solo Robotics' } });
    expect(dup).toMatchObject({ code: 'ValidationError', message: 'name: A startup with this name already exists.' });
    const renamed = await ok<{ updateStartupProfile: { name: string } }>(t.app, DEMO, tokens.subadmin, UPDATE, { id: own.id, input: { name: 'SubAdmin Sapling' } });
    expect(renamed.updateStartupProfile.name).toBe('SubAdmin Sapling');
    // Outside the Sub-Admin's programs and assignments: not found, not forbidden.
    expect((await fails(t.app, DEMO, tokens.subadmin, UPDATE, { id: orbital.id, input: { name: 'Taken Over' } })).code).toBe('NotFound');
  });

  it("another tenant's startup, a startup the viewer does not see and a malformed id are NotFound", async () => {
    const orbital = (await startupByName('Orbital Labs'))!;
    expect((await fails(t.app, ACME, tokens.acme, UPDATE, { id: orbital.id, input: { oneLiner: 'hijack' } })).code).toBe('NotFound');
    const solo = (await startupByName('Solo Robotics'))!;
    expect((await fails(t.app, DEMO, tokens.cofounder, UPDATE, { id: solo.id, input: { oneLiner: 'hijack' } })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.staff, UPDATE, { id: 'nope', input: { oneLiner: 'x' } })).code).toBe('NotFound');
    expect((await startupByName('Orbital Labs'))?.oneLiner).not.toBe('hijack');
  });
});

describe('archive, restore, delete', () => {
  it('staff archive and restore; a cofounder may not archive their own startup', async () => {
    const { createStartup: s } = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Archivable' } });
    const archived = await ok<{ archiveStartup: { status: string; archivedAt: string | null } }>(t.app, DEMO, tokens.staff, ARCHIVE, { id: s._id });
    expect(archived.archiveStartup.status).toBe('archived');
    expect(archived.archiveStartup.archivedAt).not.toBeNull();
    const restored = await ok<{ restoreStartup: { status: string; archivedAt: string | null } }>(t.app, DEMO, tokens.staff, RESTORE, { id: s._id });
    expect(restored.restoreStartup).toMatchObject({ status: 'active', archivedAt: null });
    const orbital = (await startupByName('Orbital Labs'))!;
    expect((await fails(t.app, DEMO, tokens.cofounder, ARCHIVE, { id: orbital.id })).code).toBe('Forbidden');
    expect((await startupByName('Orbital Labs'))?.status).toBe('active');
  });

  it('delete needs STARTUP:DELETE (staff lack it by default); admins delete; another tenant cannot', async () => {
    const { createStartup: s } = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Deletable' } });
    expect((await fails(t.app, DEMO, tokens.staff, DELETE, { id: s._id })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, tokens.acme, DELETE, { id: s._id })).code).toBe('NotFound');
    expect(await startupByName('Deletable')).toBeDefined();
    const rights = await ok<{ startup: { viewerRights: Record<string, boolean> } }>(t.app, DEMO, tokens.admin, STARTUP, { id: s._id });
    expect(rights.startup.viewerRights).toEqual({ edit: true, rename: true, manage: true, delete: true });
    expect((await ok<{ deleteStartup: string }>(t.app, DEMO, tokens.admin, DELETE, { id: s._id })).deleteStartup).toBe(s._id);
    expect(await startupByName('Deletable')).toBeUndefined();
    expect((await fails(t.app, DEMO, tokens.admin, STARTUP, { id: s._id })).code).toBe('NotFound');
  });
});

describe('people: founder invitations and removal', () => {
  it('invites a founder through the invitation flow (mail in the dev mailbox); sole person shows as Founder, two as Co/Founder', async () => {
    const { createStartup: s } = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Invite Co' } });
    const first = await ok<{ inviteStartupFounder: { people: Array<{ email: string; role: { label: string } }> } }>(t.app, DEMO, tokens.staff, INVITE, {
      id: s._id,
      input: { email: 'Ada.Founder@Example.com', firstName: 'Ada', lastName: 'Founder' },
    });
    expect(first.inviteStartupFounder.people.map((p) => [p.email, p.role.label])).toEqual([['ada.founder@example.com', 'Founder']]);
    const mail = await lastMailTo(t.app, DEMO, 'ada.founder@example.com');
    expect(mail?.text).toContain('/acceptinvitation?token=');

    const second = await ok<{ inviteStartupFounder: { people: Array<{ _id: string; email: string; role: { label: string } }> } }>(t.app, DEMO, tokens.staff, INVITE, {
      id: s._id,
      input: { email: 'bo.cofounder@example.com', firstName: 'Bo', lastName: 'Cofounder' },
    });
    expect(second.inviteStartupFounder.people.map((p) => p.role.label)).toEqual(['Co/Founder', 'Co/Founder']);

    const bo = second.inviteStartupFounder.people.find((p) => p.email === 'bo.cofounder@example.com')!;
    const afterRemove = await ok<{ removeStartupPerson: { people: Array<{ _id: string }> } }>(t.app, DEMO, tokens.staff, REMOVE, { id: s._id, userId: bo._id });
    expect(afterRemove.removeStartupPerson.people).toHaveLength(1);
    expect((await fails(t.app, DEMO, tokens.staff, REMOVE, { id: s._id, userId: bo._id })).code).toBe('NotFound');
  });

  it('refuses a bad e-mail, an account of another role, a cofounder inviting, and another tenant — nothing changes', async () => {
    const { createStartup: s } = await ok<Created>(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Refusals Inc' } });
    const bad = await fails(t.app, DEMO, tokens.staff, INVITE, { id: s._id, input: { email: 'not-an-email', firstName: 'A', lastName: 'B' } });
    expect(bad).toMatchObject({ code: 'ValidationError', message: 'email: Enter a valid email address.' });
    const other = await fails(t.app, DEMO, tokens.staff, INVITE, { id: s._id, input: { email: 'mentor@demo.test', firstName: 'M', lastName: 'M' } });
    expect(other.code).toBe('ValidationError');
    expect(other.message).toContain('another role');
    const orbital = (await startupByName('Orbital Labs'))!;
    expect((await fails(t.app, DEMO, tokens.cofounder, INVITE, { id: orbital.id, input: { email: 'x@example.com', firstName: 'X', lastName: 'Y' } })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, tokens.acme, INVITE, { id: s._id, input: { email: 'x@example.com', firstName: 'X', lastName: 'Y' } })).code).toBe('NotFound');
    const people = await t.db.tenant(demoId, (tx) => tx.select().from(startupPeople).where(and(eq(startupPeople.startupId, s._id))));
    expect(people).toEqual([]);
  });
});
