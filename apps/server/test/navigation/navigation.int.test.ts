/** sidebarV2, sitemap and userProfileCard (D1 §2.4, §5, §6, §7.4; CHR-07..18, CHR-44). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubatorFeatureFlags } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';

interface Entry {
  name: string;
  locked: boolean;
  subMenu: Entry[];
}
const ENTRY = 'name locked subMenu { name locked subMenu { name locked subMenu { name locked } } }';
const SIDEBAR = `{ sidebarV2 { ${ENTRY} } }`;
const SITEMAP = `{ sitemap { ${ENTRY} } }`;
const CARD = 'query C($id: ID!) { userProfileCard(id: $id) { _id fullName firstName lastName avatar cover timezone role { label roleType } startups { _id name people { _id fullName } } } }';
const ME = '{ currentUser { _id } }';

const names = (entries: Entry[]): string[] => entries.map((e) => e.name);
const find = (entries: Entry[], name: string): Entry | undefined => entries.find((e) => e.name === name);
const depth = (entries: Entry[]): number => (entries.length === 0 ? 0 : 1 + Math.max(...entries.map((e) => depth(e.subMenu ?? []))));

describe('navigation', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const sidebar = async (who: string): Promise<Entry[]> => {
    const { body } = await gql<{ sidebarV2: Entry[] }>(t.app, DEMO, SIDEBAR, { token: tokens[who] });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.sidebarV2;
  };
  const sitemap = async (who: string): Promise<Entry[]> => {
    const { body } = await gql<{ sitemap: Entry[] }>(t.app, DEMO, SITEMAP, { token: tokens[who] });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.sitemap;
  };
  const setFlag = async (name: string, enabled: boolean, activated: boolean) => {
    const incubatorId = t.incubatorIds.demo!;
    await t.db.tenant(incubatorId, async (tx) => {
      await tx
        .insert(incubatorFeatureFlags)
        .values({ incubatorId, flagName: name, enabled, activated })
        .onConflictDoUpdate({ target: [incubatorFeatureFlags.incubatorId, incubatorFeatureFlags.flagName], set: { enabled, activated } });
    });
  };
  const flagState = async (name: string) => {
    const incubatorId = t.incubatorIds.demo!;
    const [row] = await t.db.tenant(incubatorId, (tx) =>
      tx.select().from(incubatorFeatureFlags).where(and(eq(incubatorFeatureFlags.incubatorId, incubatorId), eq(incubatorFeatureFlags.flagName, name))),
    );
    return row ? { enabled: row.enabled, activated: row.activated } : null;
  };

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'evaluator', 'cofounder', 'applicant', 'community']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('admin: management entries, staff sub-menus, availability; no startup file without startups', async () => {
    await setFlag('course', true, true);
    const entries = await sidebar('admin');
    expect(names(entries)).toEqual(
      expect.arrayContaining(['portfolio', 'startupsManagement', 'applications', 'community', 'courses', 'events', 'resources', 'tasks', 'calendar', 'availability', 'profile']),
    );
    expect(names(entries)).not.toContain('startupProfile');
    expect(names(entries)).not.toContain('coachingBook');
    expect(names(find(entries, 'events')!.subMenu)).toEqual(['feed', 'myEvents', 'planning', 'unpublished']);
    expect(names(find(entries, 'courses')!.subMenu)).toEqual(['home', 'management']);
    expect(entries.every((e) => typeof e.locked === 'boolean')).toBe(true);
  });

  it('cofounder: startup file and booking (has a startup, D-401), tasks and calendar; no staff pages, no availability', async () => {
    const entries = await sidebar('cofounder');
    const shown = names(entries);
    // D-401: the booking entry sits right after the startup file.
    expect(shown.indexOf('coachingBook')).toBe(shown.indexOf('startupProfile') + 1);
    expect(names(entries)).toEqual(expect.arrayContaining(['startupProfile', 'coachingBook', 'applications', 'events', 'resources', 'tasks', 'calendar', 'profile']));
    for (const hidden of ['portfolio', 'startupsManagement', 'availability']) expect(names(entries)).not.toContain(hidden);
    expect(names(find(entries, 'events')!.subMenu)).toEqual(['feed', 'myEvents']);
    expect(names(find(entries, 'courses')!.subMenu)).toEqual(['home']);
  });

  it('mentor: portfolio and availability (internal), no tasks, no startup file, no management', async () => {
    const entries = await sidebar('mentor');
    expect(names(entries)).toEqual(expect.arrayContaining(['portfolio', 'availability', 'community', 'calendar', 'profile']));
    for (const hidden of ['tasks', 'startupProfile', 'startupsManagement', 'coachingBook']) expect(names(entries)).not.toContain(hidden);
    expect(names(await sidebar('evaluator'))).toContain('availability');
  });

  it('community is hidden when user and startup visibility are both NONE', async () => {
    // Seeded applicant role: userAccess NONE and startupAccess NONE.
    expect(names(await sidebar('applicant'))).not.toContain('community');
    expect(names(await sidebar('admin'))).toContain('community');
  });

  it('a flag not enabled in the plan locks its entry with no sub-menu; enabled but switched off hides it', async () => {
    const before = await flagState('course');
    try {
      await setFlag('course', false, false);
      const locked = find(await sidebar('admin'), 'courses');
      expect(locked).toEqual({ name: 'courses', locked: true, subMenu: [] });
      await setFlag('course', true, false);
      expect(names(await sidebar('admin'))).not.toContain('courses');
      await setFlag('course', true, true);
      expect(find(await sidebar('admin'), 'courses')).toMatchObject({ locked: false });
    } finally {
      if (before) await setFlag('course', before.enabled, before.activated);
    }
  });

  it('sitemap: three levels for the admin (management → programs → pages), account pages; founders see no admin sections', async () => {
    await setFlag('milestones', true, true);
    const admin = await sitemap('admin');
    expect(depth(admin)).toBe(3);
    const programs = find(find(admin, 'startupsManagement')!.subMenu, 'programs')!;
    expect(names(programs.subMenu)).toEqual(expect.arrayContaining(['startupAssignations', 'evaluationAssignation', 'milestoneTemplates']));
    expect(names(find(admin, 'organisationSettings')!.subMenu)).toContain('userManagement');
    expect(names(find(admin, 'profile')!.subMenu)).toEqual(expect.arrayContaining(['preferences', 'coachingPreferences', 'integrations', 'security', 'exports', 'deleteAccount']));
    const cofounder = await sitemap('cofounder');
    expect(names(cofounder)).not.toContain('organisationSettings');
    expect(names(cofounder)).not.toContain('startupsManagement');
    expect(names(find(cofounder, 'profile')!.subMenu)).not.toContain('coachingPreferences');
    expect(names(find(await sitemap('mentor'), 'profile')!.subMenu)).toContain('coachingPreferences');
  });

  it('userProfileCard: a user of the tenant with role and startups; another tenant → NotFound; signed out refused', async () => {
    const me = await gql<{ currentUser: { _id: string } }>(t.app, DEMO, ME, { token: tokens.cofounder });
    const id = me.body.data!.currentUser._id;
    const { body } = await gql<{ userProfileCard: { _id: string; fullName: string; role: { roleType: string; label: string }; startups: Array<{ name: string; people: Array<{ _id: string }> }> } }>(
      t.app,
      DEMO,
      CARD,
      { token: tokens.mentor, variables: { id } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.userProfileCard).toMatchObject({ _id: id, role: { roleType: 'Cofounder' } });
    expect(body.data!.userProfileCard.fullName.length).toBeGreaterThan(0);
    expect(body.data!.userProfileCard.startups.map((s) => s.name)).toEqual(['Orbital Labs']);
    expect(body.data!.userProfileCard.startups[0]!.people.map((p) => p._id)).toContain(id);

    const acme = await gql<{ currentUser: { _id: string } }>(t.app, ACME, ME, { token: tokens.acme });
    const other = await gql(t.app, DEMO, CARD, { token: tokens.admin, variables: { id: acme.body.data!.currentUser._id } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NotFound');
    const garbage = await gql(t.app, DEMO, CARD, { token: tokens.admin, variables: { id: 'nope' } });
    expect(garbage.body.errors?.[0]?.extensions?.code).toBe('NotFound');
    expect((await gql(t.app, DEMO, CARD, { variables: { id } })).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await gql(t.app, DEMO, SIDEBAR)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});
