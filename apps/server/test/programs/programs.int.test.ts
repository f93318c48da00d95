/**
 * Issue 14 item 2: programs (create, edit, archive, restore, admins), startups joining and leaving one by one with
 * the membership history, and the Sub-Admin scoped to the programs they run (visibility ASSIGNED) in the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, startupPrograms, startups } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const FIELDS = '_id name shortName programType mode description startsOn endsOn status phase startupCount viewerCanManage admins { _id fullName }';
const CREATE = `mutation C($input: ProgramInput!) { createProgram(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ProgramInput!) { updateProgram(programId: $id, input: $input) { ${FIELDS} } }`;
const ARCHIVE = 'mutation A($id: ID!) { archiveProgram(programId: $id) { _id status } }';
const RESTORE = 'mutation R($id: ID!) { restoreProgram(programId: $id) { _id status } }';
const ADMINS = 'mutation S($id: ID!, $userIds: [ID!]!) { setProgramAdmins(programId: $id, userIds: $userIds) { _id admins { _id fullName } } }';
const ADD = 'mutation A($p: ID!, $s: ID!) { addStartupToProgram(programId: $p, startupId: $s) { _id startupCount } }';
const REMOVE = 'mutation R($p: ID!, $s: ID!) { removeStartupFromProgram(programId: $p, startupId: $s) { _id startupCount } }';
const LIST = 'query L($all: Boolean) { programs(includeArchived: $all) { _id name status } }';
const HISTORY = 'query H($p: ID, $s: ID, $cursor: String, $limit: Int) { programMembershipHistory(programId: $p, startupId: $s, cursor: $cursor, limit: $limit) { nextCursor results { action startup { name } program { name } actor { fullName } } } }';
const STARTUPS = '{ startups(limit: 100) { results { name } } }';
const STARTUP = 'query S($id: ID!) { startup(id: $id) { name } }';

type Program = { _id: string; name: string; status: string; phase: string; startupCount: number; admins: Array<{ _id: string; fullName: string }> };

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let demoId = '';

async function startupId(name: string): Promise<string> {
  const [row] = await t.db.tenant(demoId, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
  for (const who of ['admin', 'staff', 'subadmin', 'mentor', 'cofounder', 'applicant']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  const me = await ok<{ currentUser: { _id: string } }>(t.app, DEMO, tokens.subadmin, '{ currentUser { _id } }');
  ids.subadmin = me.currentUser._id;
  ids.mentor = (await ok<{ currentUser: { _id: string } }>(t.app, DEMO, tokens.mentor, '{ currentUser { _id } }')).currentUser._id;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('programs', () => {
  it('staff create and edit a program; bad dates, a duplicate name, a missing name and a bad mode are refused and change nothing', async () => {
    const created = await ok<{ createProgram: Program }>(t.app, DEMO, tokens.staff, CREATE, {
      input: { name: 'Autumn Lab', shortName: 'AL', programType: 'startup', mode: 'hybrid', description: 'Ten weeks.', startsOn: '2020-09-01', endsOn: '2020-11-30' },
    });
    expect(created.createProgram).toMatchObject({ name: 'Autumn Lab', status: 'active', phase: 'finished', startupCount: 0, viewerCanManage: true, admins: [] });
    ids.autumn = created.createProgram._id;

    expect(await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Backwards', startsOn: '2026-05-01', endsOn: '2026-04-01' } })).toMatchObject({
      code: 'ValidationError',
      message: 'endsOn: The end date must be on or after the start date.',
    });
    expect(await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'AUTUMN LAB' } })).toMatchObject({ code: 'ValidationError', message: 'name: A program with this name already exists.' });
    expect(await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: '' } })).toMatchObject({ code: 'ValidationError', message: 'name: This field is required.' });
    expect((await fails(t.app, DEMO, tokens.staff, CREATE, { input: { name: 'Bad Date', startsOn: '2026-02-31' } })).code).toBe('ValidationError');
    const names = (await t.db.tenant(demoId, (tx) => tx.select({ name: programs.name }).from(programs))).map((p) => p.name);
    expect(names).not.toContain('Backwards');
    expect(names).not.toContain('Bad Date');

    const updated = await ok<{ updateProgram: Program }>(t.app, DEMO, tokens.staff, UPDATE, { id: ids.autumn, input: { name: 'Autumn Lab 2020', startsOn: '2020-09-01', endsOn: '2099-01-01' } });
    expect(updated.updateProgram).toMatchObject({ name: 'Autumn Lab 2020', phase: 'running' });
    expect((await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.autumn, input: { name: 'Spring 2026 Cohort' } })).code).toBe('ValidationError');
  });

  it('archive and restore: archived programs leave the default list and take no new startups', async () => {
    await ok(t.app, DEMO, tokens.staff, ARCHIVE, { id: ids.autumn });
    expect((await ok<{ programs: Program[] }>(t.app, DEMO, tokens.staff, LIST)).programs.map((p) => p.name)).not.toContain('Autumn Lab 2020');
    expect((await ok<{ programs: Program[] }>(t.app, DEMO, tokens.staff, LIST, { all: true })).programs.map((p) => p.name)).toContain('Autumn Lab 2020');
    const refused = await fails(t.app, DEMO, tokens.staff, ADD, { p: ids.autumn, s: await startupId('Kiln & Co') });
    expect(refused).toMatchObject({ code: 'ValidationError', message: 'programId: This program is archived; restore it first.' });
    await ok(t.app, DEMO, tokens.staff, RESTORE, { id: ids.autumn });
  });

  it('roles outside staff and other tenants are refused', async () => {
    for (const who of ['mentor', 'cofounder', 'applicant']) {
      expect((await fails(t.app, DEMO, tokens[who], CREATE, { input: { name: `P by ${who}` } })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], ARCHIVE, { id: ids.autumn })).code).toBe('Forbidden');
    }
    expect((await fails(t.app, ACME, tokens.acme, UPDATE, { id: ids.autumn, input: { name: 'Stolen' } })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, ADD, { p: ids.autumn, s: await startupId('Kiln & Co') })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, LIST)).code).toBe('AuthenticationRequiredError');
  });

  it('startups join and leave one by one; duplicates refused; the history lists both, newest first, with the actor', async () => {
    const kiln = await startupId('Kiln & Co');
    expect((await ok<{ addStartupToProgram: Program }>(t.app, DEMO, tokens.staff, ADD, { p: ids.autumn, s: kiln })).addStartupToProgram.startupCount).toBe(1);
    expect(await fails(t.app, DEMO, tokens.staff, ADD, { p: ids.autumn, s: kiln })).toMatchObject({ code: 'ValidationError', message: 'startupId: This startup is already in the program.' });
    expect((await ok<{ removeStartupFromProgram: Program }>(t.app, DEMO, tokens.staff, REMOVE, { p: ids.autumn, s: kiln })).removeStartupFromProgram.startupCount).toBe(0);
    expect((await fails(t.app, DEMO, tokens.staff, REMOVE, { p: ids.autumn, s: kiln })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.staff, ADD, { p: ids.autumn, s: 'not-an-id' })).code).toBe('NotFound');
    const history = await ok<{ programMembershipHistory: { results: Array<{ action: string; startup: { name: string }; actor: { fullName: string } }> } }>(
      t.app,
      DEMO,
      tokens.staff,
      HISTORY,
      { p: ids.autumn },
    );
    expect(history.programMembershipHistory.results.map((e) => [e.action, e.startup.name])).toEqual([
      ['left', 'Kiln & Co'],
      ['joined', 'Kiln & Co'],
    ]);
    expect(history.programMembershipHistory.results[0]!.actor.fullName).toBeTruthy();
    const firstPage = await ok<{ programMembershipHistory: { nextCursor: string | null } }>(t.app, DEMO, tokens.staff, HISTORY, { p: ids.autumn, limit: 1 });
    const second = await ok<{ programMembershipHistory: { results: Array<{ action: string }> } }>(t.app, DEMO, tokens.staff, HISTORY, {
      p: ids.autumn,
      limit: 1,
      cursor: firstPage.programMembershipHistory.nextCursor,
    });
    expect(second.programMembershipHistory.results.map((e) => e.action)).toEqual(['joined']);
    expect((await fails(t.app, DEMO, tokens.staff, HISTORY, { cursor: 'garbage' })).code).toBe('ValidationError');
  });
});

describe('Sub-Admin scoping (visibility ASSIGNED over the programs they run)', () => {
  it('program admins are staff only and set by staff; the Sub-Admin then sees exactly their programs and startups', async () => {
    expect(await fails(t.app, DEMO, tokens.staff, ADMINS, { id: ids.autumn, userIds: [ids.mentor] })).toMatchObject({
      code: 'ValidationError',
      message: 'userIds: Program admins must have a staff role.',
    });
    expect((await fails(t.app, DEMO, tokens.subadmin, ADMINS, { id: ids.autumn, userIds: [ids.subadmin] })).code).toBe('Forbidden');
    // Before: the Sub-Admin runs nothing (the seed gives them Growth Lab 2026, D-157; staff take it back here) and sees
    // no program's startups.
    const growthLab = (await ok<{ programs: Array<{ _id: string; name: string }> }>(t.app, DEMO, tokens.staff, LIST)).programs.find((p) => p.name === 'Growth Lab 2026')!;
    await ok(t.app, DEMO, tokens.staff, ADMINS, { id: growthLab._id, userIds: [] });
    expect((await ok<{ startups: { results: unknown[] } }>(t.app, DEMO, tokens.subadmin, STARTUPS)).startups.results).toEqual([]);
    expect((await fails(t.app, DEMO, tokens.subadmin, UPDATE, { id: ids.autumn, input: { name: 'Mine now' } })).code).toBe('NotFound');

    const set = await ok<{ setProgramAdmins: Program }>(t.app, DEMO, tokens.staff, ADMINS, { id: ids.autumn, userIds: [ids.subadmin] });
    expect(set.setProgramAdmins.admins.map((a) => a._id)).toEqual([ids.subadmin]);
    await ok(t.app, DEMO, tokens.staff, ADD, { p: ids.autumn, s: await startupId('Tidewater Health') });

    const seen = await ok<{ startups: { results: Array<{ name: string }> } }>(t.app, DEMO, tokens.subadmin, STARTUPS);
    expect(seen.startups.results.map((s) => s.name)).toEqual(['Tidewater Health']);
    // Their program, and the programs holding a startup they see (Tidewater is also in the spring cohort) — those
    // they may look at but not manage.
    const theirs = await ok<{ programs: Array<{ name: string; viewerCanManage: boolean }> }>(t.app, DEMO, tokens.subadmin, '{ programs { name viewerCanManage } }');
    // Newest start first.
    expect(theirs.programs).toEqual([
      { name: 'Spring 2026 Cohort', viewerCanManage: false },
      { name: 'Autumn Lab 2020', viewerCanManage: true },
    ]);
    // Within scope the Sub-Admin manages: edit the program, move startups in and out, archive the startup.
    await ok(t.app, DEMO, tokens.subadmin, UPDATE, { id: ids.autumn, input: { name: 'Autumn Lab 2020', mode: 'online' } });
    await ok(t.app, DEMO, tokens.subadmin, 'mutation A($id: ID!) { archiveStartup(startupId: $id) { _id } }', { id: await startupId('Tidewater Health') });
    await ok(t.app, DEMO, tokens.subadmin, 'mutation A($id: ID!) { restoreStartup(startupId: $id) { _id } }', { id: await startupId('Tidewater Health') });
    // Outside it: another program and a startup outside their programs are NotFound.
    const spring = (await ok<{ programs: Array<{ _id: string; name: string }> }>(t.app, DEMO, tokens.staff, LIST)).programs.find((p) => p.name === 'Spring 2026 Cohort')!;
    expect((await fails(t.app, DEMO, tokens.subadmin, UPDATE, { id: spring._id, input: { name: 'Spring 2026 Cohort', mode: 'online' } })).code).toBe('Forbidden');
    const climate = (await ok<{ programs: Array<{ _id: string; name: string }> }>(t.app, DEMO, tokens.staff, LIST)).programs.find((p) => p.name === 'Climate Track')!;
    expect((await fails(t.app, DEMO, tokens.subadmin, UPDATE, { id: climate._id, input: { name: 'Climate Track' } })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.subadmin, ADD, { p: ids.autumn, s: await startupId('Orbital Labs') })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.subadmin, STARTUP, { id: await startupId('Orbital Labs') })).code).toBe('NotFound');
    const history = await ok<{ programMembershipHistory: { results: Array<{ program: { name: string } }> } }>(t.app, DEMO, tokens.subadmin, HISTORY, {});
    // The history of the startups they see in the programs they see: Tidewater joining Autumn Lab here, and joining the
    // spring cohort as the seed records it (D-175); nothing of Orbital Labs or of the other programs.
    expect(new Set(history.programMembershipHistory.results.map((e) => e.program.name))).toEqual(new Set(['Autumn Lab 2020', 'Spring 2026 Cohort']));
    const enrolments = await t.db.tenant(demoId, async (tx) => tx.select().from(startupPrograms).where(eq(startupPrograms.programId, ids.autumn!)));
    expect(enrolments).toHaveLength(1);
  });
});
