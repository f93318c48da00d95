/**
 * Issue 14 item 7 (D-163): /community/people and /community/startups filter by tag and by industry; the filters
 * narrow the viewer's visibility, never widen it, and a malformed id is refused naming the argument.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const PEOPLE = 'query P($tagId: ID, $industryId: ID) { users(tagId: $tagId, industryId: $industryId, limit: 100) { totalCount results { email } } }';
const STARTUPS = 'query S($tagId: ID, $industryId: ID) { startups(tagId: $tagId, industryId: $industryId, limit: 100) { totalCount results { name } } }';

const t = useTestApp();

describe('community directory filters', () => {
  it('people and startups by tag and by industry, together, within the viewer’s visibility', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    const create = async (mutation: string) => Object.values(await ok<Record<string, { _id: string }>>(t.app, DEMO, admin, mutation))[0]!._id;
    const startupTag = await create('mutation { createTag(kind: startup, name: "Filter Startup Tag") { _id } }');
    const userTag = await create('mutation { createTag(kind: user, name: "Filter User Tag") { _id } }');
    const industry = await create('mutation { createIndustry(name: "Filter Industry") { _id } }');

    const { startups } = await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, admin, '{ startups(limit: 100) { results { _id name } } }');
    const idOf = (name: string) => startups.results.find((s) => s.name === name)!._id;
    // Orbital Labs is assigned to the seeded mentor; Kiln & Co is not.
    for (const name of ['Orbital Labs', 'Kiln & Co']) {
      await ok(t.app, DEMO, admin, 'mutation S($id: ID!, $tags: [ID!]!) { setStartupTags(startupId: $id, tagIds: $tags) { _id } }', { id: idOf(name), tags: [startupTag] });
    }
    await ok(t.app, DEMO, admin, 'mutation U($id: ID!, $ind: [ID!]!) { updateStartupProfile(startupId: $id, input: { industryIds: $ind }) { _id } }', { id: idOf('Kiln & Co'), ind: [industry] });

    const names = async (token: string, variables: Record<string, unknown>) =>
      (await ok<{ startups: { results: Array<{ name: string }> } }>(t.app, DEMO, token, STARTUPS, variables)).startups.results.map((s) => s.name).sort();
    expect(await names(admin, { tagId: startupTag })).toEqual(['Kiln & Co', 'Orbital Labs']);
    expect(await names(admin, { industryId: industry })).toEqual(['Kiln & Co']);
    expect(await names(admin, { tagId: startupTag, industryId: industry })).toEqual(['Kiln & Co']);
    expect(await names(admin, { tagId: userTag })).toEqual([]);
    // The mentor sees only assigned startups: the filter does not show them Kiln & Co.
    expect(await names(mentor, { tagId: startupTag })).toEqual(['Orbital Labs']);
    expect(await names(mentor, { industryId: industry })).toEqual([]);

    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, admin, '{ users(limit: 100) { results { _id email } } }');
    const userId = (email: string) => users.results.find((u) => u.email === email)!._id;
    await ok(t.app, DEMO, admin, 'mutation S($id: ID!, $tags: [ID!]!) { setUserTags(userId: $id, tagIds: $tags) { _id } }', { id: userId('coach@demo.test'), tags: [userTag] });
    await ok(t.app, DEMO, admin, 'mutation S($id: ID!, $tags: [ID!]!) { setUserTags(userId: $id, tagIds: $tags) { _id } }', { id: userId('staff@demo.test'), tags: [userTag] });
    const community = await login(t.app, DEMO, 'community@demo.test');
    await ok(t.app, DEMO, community, 'mutation S($ind: [ID!]!) { updateMyProfile(industryIds: $ind, tagIds: []) { _id } }', { ind: [industry] });

    const emails = async (token: string, variables: Record<string, unknown>) =>
      (await ok<{ users: { results: Array<{ email: string }> } }>(t.app, DEMO, token, PEOPLE, variables)).users.results.map((u) => u.email).sort();
    expect(await emails(admin, { tagId: userTag })).toEqual(['coach@demo.test', 'staff@demo.test']);
    expect(await emails(admin, { industryId: industry })).toEqual(['community@demo.test']);
    expect(await emails(admin, { tagId: userTag, industryId: industry })).toEqual([]);
    // Whatever the mentor's user visibility, the filter only narrows it.
    const mentorAll = await emails(mentor, {});
    expect(await emails(mentor, { tagId: userTag })).toEqual(['coach@demo.test', 'staff@demo.test'].filter((e) => mentorAll.includes(e)));

    const bad = await fails(t.app, DEMO, admin, STARTUPS, { tagId: 'not-an-id' });
    expect(bad.code).toBe('ValidationError');
    expect(bad.message).toContain('tagId');
    expect((await fails(t.app, DEMO, admin, PEOPLE, { industryId: 'nope' })).message).toContain('industryId');
  });
});
