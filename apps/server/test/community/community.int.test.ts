/**
 * Issue 14 item 7: the community directories honour the viewer's user and startup visibility (ALL, ASSIGNED,
 * SELECTED, NONE), a person's public profile shows only within it, and the viewer edits their own public profile.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, startups as startupRows } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, gql, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const PEOPLE = `query P($search: String) { users(search: $search, limit: 100) { totalCount results { _id email publicProfile { headline } } } }`;
const STARTUPS = 'query S($search: String) { startups(search: $search, limit: 100) { totalCount results { _id name } } }';
const CARD = 'query C($id: ID!) { userProfileCard(id: $id) { _id publicProfile { headline bio } industries { name } tags { name } } }';
const SAVE = `mutation S($headline: String, $bio: String, $expertise: String, $country: String, $industryIds: [ID!]!, $tagIds: [ID!]!) {
  updateMyProfile(headline: $headline, bio: $bio, expertise: $expertise, country: $country, industryIds: $industryIds, tagIds: $tagIds) {
    _id publicProfile { headline bio expertise country } industries { name } tags { name kind } } }`;

type Person = { _id: string; email: string; publicProfile: { headline: string | null } | null };

describe('community directory (issue 14 item 7)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const people = async (who: string, search?: string) =>
    (await ok<{ users: { results: Person[] } }>(t.app, DEMO, tokens[who], PEOPLE, search ? { search } : {})).users.results.map((p) => p.email).sort();
  const startups = async (who: string, search?: string) =>
    (await ok<{ startups: { results: Array<{ name: string }> } }>(t.app, DEMO, tokens[who], STARTUPS, search ? { search } : {})).startups.results.map((s) => s.name);

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'cofounder', 'applicant', 'community', 'partner']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    const { users } = await ok<{ users: { results: Person[] } }>(t.app, DEMO, tokens.admin, PEOPLE);
    for (const u of users.results) ids[u.email.split('@')[0]!] = u._id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('a member saves their own public profile; industries and skills/topic tags are replaced wholesale', async () => {
    const { createIndustry } = await ok<{ createIndustry: { _id: string } }>(t.app, DEMO, tokens.admin, 'mutation { createIndustry(name: "Community Industry") { _id } }');
    const skill = (await ok<{ createTag: { _id: string } }>(t.app, DEMO, tokens.staff, 'mutation { createTag(kind: skills, name: "Illustration") { _id } }')).createTag;
    const topic = (await ok<{ createTag: { _id: string } }>(t.app, DEMO, tokens.staff, 'mutation { createTag(kind: topic, name: "Oceans") { _id } }')).createTag;
    const saved = await ok<{ updateMyProfile: { publicProfile: Record<string, string | null>; industries: Array<{ name: string }>; tags: Array<{ name: string }> } }>(
      t.app, DEMO, tokens.community, SAVE,
      { headline: '  Community builder ', bio: 'I run meetups.', expertise: '', country: 'Jordan', industryIds: [createIndustry._id], tagIds: [skill._id, topic._id] },
    );
    expect(saved.updateMyProfile.publicProfile).toEqual({ headline: 'Community builder', bio: 'I run meetups.', expertise: null, country: 'Jordan' });
    expect(saved.updateMyProfile.industries).toEqual([{ name: 'Community Industry' }]);
    // Skills and topics are replaced; the community tag staff put on them (seed: Meetup host) stays.
    expect(saved.updateMyProfile.tags.map((x) => x.name).sort()).toEqual(['Illustration', 'Meetup host', 'Oceans']);
    const again = await ok<{ updateMyProfile: { tags: Array<{ name: string }>; industries: unknown[] } }>(t.app, DEMO, tokens.community, SAVE, {
      headline: 'Community builder', industryIds: [], tagIds: [topic._id],
    });
    expect(again.updateMyProfile.tags).toEqual([{ name: 'Meetup host', kind: 'community' }, { name: 'Oceans', kind: 'topic' }]);
    expect(again.updateMyProfile.industries).toEqual([]);
  });

  it('bad input is refused naming the field and changes nothing', async () => {
    const startupTag = (await ok<{ createTag: { _id: string } }>(t.app, DEMO, tokens.staff, 'mutation { createTag(kind: startup, name: "Not mine") { _id } }')).createTag;
    for (const [variables, field] of [
      [{ headline: 'x'.repeat(121) }, 'headline'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ tagIds: [startupTag._id] }, 'tagIds'],
      [{ industryIds: ['00000000-0000-4000-8000-000000000000'] }, 'industryIds'],
      [{ industryIds: ['garbage'] }, 'industryIds'],
    ] as const) {
      const refusal = await fails(t.app, DEMO, tokens.community, SAVE, Object.assign({ headline: 'Changed', industryIds: [], tagIds: [] }, variables));
      expect(refusal.code, JSON.stringify(variables)).toBe('ValidationError');
      expect(refusal.message.startsWith(`${field}`), refusal.message).toBe(true);
    }
    expect((await fails(t.app, DEMO, undefined, SAVE, { industryIds: [], tagIds: [] })).code).toBe('AuthenticationRequiredError');
    const card = await ok<{ userProfileCard: { publicProfile: { headline: string } } }>(t.app, DEMO, tokens.community, CARD, { id: ids.community });
    expect(card.userProfileCard.publicProfile.headline).toBe('Community builder');
  });

  it('people: ALL sees everyone; SELECTED roles only those roles; ASSIGNED the people of their startups; NONE nobody', async () => {
    expect(await people('staff')).toContain('community@demo.test');
    expect(await people('staff')).toContain('mentor@demo.test');
    // Community Member: SELECTED roles Cofounder and CommunityMember.
    const community = await people('community');
    expect(community).toContain('cofounder@demo.test');
    expect(community).not.toContain('mentor@demo.test');
    expect(community).not.toContain('staff@demo.test');
    // Mentor: ASSIGNED, the people of Greenleaf and Orbital.
    const mentor = await people('mentor');
    expect(mentor).toContain('cofounder@demo.test');
    expect(mentor).not.toContain('founder@demo.test');
    expect(await people('applicant')).toEqual([]);
    // Search stays within the visible people: the staff member is not found by the community member.
    expect(await people('community', 'staff@')).toEqual([]);
    expect(await people('admin', 'staff@')).toEqual(['staff@demo.test']);
  });

  it('startups: ALL, ASSIGNED, SELECTED and NONE; search stays within the visible ones', async () => {
    // Staff (ALL) see every startup of the tenant — the base demo's and the portfolio seed's.
    const every = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ name: startupRows.name }).from(startupRows));
    expect((await startups('staff')).sort()).toEqual(every.map((s) => s.name).sort());
    expect(await startups('mentor')).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect(await startups('mentor', 'kiln')).toEqual([]);
    expect(await startups('partner')).toEqual(['Kiln & Co', 'Tidewater Health']);
    expect(await startups('community')).toEqual([]);
    // A role switched to ALL sees every startup, searchable.
    const [role] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(roles).where(eq(roles.type, 'CommunityMember')).limit(1));
    await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.update(roles).set({ startupAccess: { ...role!.startupAccess, visibilitySettings: 'ALL' } }).where(eq(roles.id, role!.id)));
    try {
      const fresh = await login(t.app, DEMO, 'community@demo.test');
      const { body } = await gql<{ startups: { results: Array<{ name: string }> } }>(t.app, DEMO, STARTUPS, { token: fresh, variables: { search: 'kiln' } });
      expect(body.data!.startups.results.map((s) => s.name)).toEqual(['Kiln & Co']);
    } finally {
      await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.update(roles).set({ startupAccess: role!.startupAccess }).where(eq(roles.id, role!.id)));
    }
  });

  it('a public profile shows only within the viewer’s user visibility; industries and tags only with their keys', async () => {
    // The community member's card, seen by a mentor (ASSIGNED, not a person of their startups): no public profile.
    const byMentor = await ok<{ userProfileCard: { publicProfile: unknown; industries: unknown; tags: unknown } }>(t.app, DEMO, tokens.mentor, CARD, { id: ids.community });
    expect(byMentor.userProfileCard.publicProfile).toBeNull();
    const byStaff = await ok<{ userProfileCard: { publicProfile: { headline: string }; tags: Array<{ name: string }> } }>(t.app, DEMO, tokens.staff, CARD, { id: ids.community });
    expect(byStaff.userProfileCard.publicProfile.headline).toBe('Community builder');
    expect(byStaff.userProfileCard.tags).toEqual([{ name: 'Meetup host' }, { name: 'Oceans' }]);
    // A cofounder (SELECTED-role community viewer sees cofounders): the cofounder's public profile is visible to the community member.
    const byCommunity = await ok<{ userProfileCard: { publicProfile: unknown; tags: unknown } }>(t.app, DEMO, tokens.community, CARD, { id: ids.cofounder });
    expect(byCommunity.userProfileCard.publicProfile).not.toBeNull();
    expect(byCommunity.userProfileCard.tags).toBeNull(); // no TAGS:ENTITY_VIEW
  });
  it('a profile links a startup only where its file opens (Startup.viewerCanOpenFile); another organisation sees no one', async () => {
    const PROFILE = 'query P($id: ID!) { userProfileCard(id: $id) { startups { _id name viewerCanOpenFile } } }';
    const FILE = 'query F($id: ID!) { startupFile(startupId: $id) { startup { name } } }';
    const seenBy = async (who: string) =>
      (await ok<{ userProfileCard: { startups: Array<{ _id: string; name: string; viewerCanOpenFile: boolean }> } }>(t.app, DEMO, tokens[who], PROFILE, { id: ids.cofounder }))
        .userProfileCard.startups;
    const [orbital] = await seenBy('admin');
    expect(orbital?.name).toBe('Orbital Labs');
    for (const [who, opens] of [['admin', true], ['staff', true], ['cofounder', true], ['mentor', true], ['partner', false], ['community', false]] as const) {
      const [startup] = await seenBy(who);
      expect(startup?.viewerCanOpenFile, who).toBe(opens);
      // The flag is the file's own rule: where it is false, the file is refused as not found.
      const { body } = await gql(t.app, DEMO, FILE, { token: tokens[who], variables: { id: orbital!._id } });
      expect(body.errors?.[0]?.extensions?.code ?? 'opens', who).toBe(opens ? 'opens' : 'NotFound');
    }
    // The same person asked on another organisation's host, by its own member: not found, nothing of them shown.
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, PROFILE, { id: ids.cofounder })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, PROFILE, { id: ids.cofounder })).code).toBe('AuthenticationRequiredError');
  });
});
