/**
 * Issue 14 item 6: the ten tag kinds (create, rename, colour, merge, delete under the Tags keys) and tags on
 * startups and users replaced wholesale on save (ENT-13). Every refusal leaves the data as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

type Tag = { _id: string; kind: string; name: string; color: string | null; usageCount: number | null };

const TAGS = 'query T($kind: TagKind!, $search: String) { tags(kind: $kind, search: $search) { _id kind name color usageCount } }';
const CREATE = 'mutation C($kind: TagKind!, $name: String!, $color: String) { createTag(kind: $kind, name: $name, color: $color) { _id kind name color } }';
const UPDATE = 'mutation U($id: ID!, $name: String, $color: String) { updateTag(id: $id, name: $name, color: $color) { _id name color } }';
const MERGE = 'mutation M($tagId: ID!, $intoTagId: ID!) { mergeTags(tagId: $tagId, intoTagId: $intoTagId) { _id name usageCount } }';
const DELETE = 'mutation D($id: ID!) { deleteTag(id: $id) }';
const SET_STARTUP = 'mutation S($startupId: ID!, $tagIds: [ID!]!) { setStartupTags(startupId: $startupId, tagIds: $tagIds) { _id tags { name } } }';
const SET_USER = 'mutation S($userId: ID!, $tagIds: [ID!]!) { setUserTags(userId: $userId, tagIds: $tagIds) { _id tags { name } } }';
const STARTUPS = '{ startups(limit: 100) { results { _id name tags { _id name } } } }';
const FLAG = 'mutation F($on: Boolean!) { setFeatureFlag(name: "startupTaxonomyEditable", enabled: true, activated: $on) { name } }';

describe('tags (issue 14 item 6)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const startupIds: Record<string, string> = {};
  const tagsOf = async (kind: string, who = 'admin', host = DEMO) => (await ok<{ tags: Tag[] }>(t.app, host, tokens[who], TAGS, { kind })).tags;
  const create = async (kind: string, name: string, color?: string) =>
    (await ok<{ createTag: Tag }>(t.app, DEMO, tokens.staff, CREATE, { kind, name, ...(color ? { color } : {}) })).createTag;
  const startupTagNames = async (name: string, who = 'admin') => {
    const { startups } = await ok<{ startups: { results: Array<{ name: string; tags: Array<{ name: string }> | null }> } }>(t.app, DEMO, tokens[who], STARTUPS);
    return startups.results.find((s) => s.name === name)?.tags?.map((tag) => tag.name) ?? null;
  };

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'cofounder', 'applicant', 'community']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    const { startups } = await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, tokens.admin, STARTUPS);
    for (const s of startups.results) startupIds[s.name] = s._id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('staff create tags of each kind; the list is per kind, by name, of this tenant only', async () => {
    await create('topic', 'Zeta topic');
    const fintech = await create('topic', 'fintech', 'teal');
    expect(fintech).toMatchObject({ kind: 'topic', name: 'fintech', color: 'teal' });
    expect((await tagsOf('topic')).map((tag) => tag.name)).toEqual(expect.arrayContaining(['fintech', 'Zeta topic']));
    expect((await tagsOf('topic')).findIndex((tag) => tag.name === 'fintech')).toBeLessThan((await tagsOf('topic')).findIndex((tag) => tag.name === 'Zeta topic'));
    expect((await tagsOf('event')).map((tag) => tag.name)).not.toContain('fintech');
    expect((await tagsOf('topic', 'acme', ACME)).map((tag) => tag.name)).not.toContain('fintech');
    const hex = await create('user', 'Hex colour', '#12abEF');
    expect(hex.color).toBe('#12abEF');
  });

  it('bad input is refused naming the field and changes nothing: duplicate name in a kind (any case), missing name, bad colour', async () => {
    await create('skills', 'Pitching');
    const before = await tagsOf('skills');
    for (const variables of [
      { kind: 'skills', name: 'PITCHING' },
      { kind: 'skills', name: '   ' },
      { kind: 'skills', name: 'x'.repeat(61) },
      { kind: 'skills', name: 'Colourful', color: 'not-a-colour' },
    ]) {
      const refusal = await fails(t.app, DEMO, tokens.staff, CREATE, variables);
      expect(refusal.code, JSON.stringify(variables)).toBe('ValidationError');
      expect(refusal.message).toMatch(/^(name|color): /);
    }
    expect(await tagsOf('skills')).toEqual(before);
    // The same name in another kind is fine.
    expect((await create('mentortag', 'Pitching')).kind).toBe('mentortag');
    // A kind outside the ten is refused by the schema.
    expect((await fails(t.app, DEMO, tokens.staff, CREATE, { kind: 'nonsense', name: 'x' })).code).toBeDefined();
  });

  it('rename and recolour; a null colour goes back to neutral; renaming onto another name of the kind is refused', async () => {
    const tag = await create('event', 'Launch week', 'red');
    const other = await create('event', 'Office hours');
    expect((await ok<{ updateTag: Tag }>(t.app, DEMO, tokens.staff, UPDATE, { id: tag._id, name: 'Launch Week 2026' })).updateTag).toMatchObject({ name: 'Launch Week 2026', color: 'red' });
    expect((await ok<{ updateTag: Tag }>(t.app, DEMO, tokens.staff, UPDATE, { id: tag._id, color: 'blue' })).updateTag.color).toBe('blue');
    expect((await ok<{ updateTag: Tag }>(t.app, DEMO, tokens.staff, UPDATE, { id: tag._id, color: null })).updateTag.color).toBeNull();
    expect((await fails(t.app, DEMO, tokens.staff, UPDATE, { id: tag._id, name: 'office HOURS' })).message).toMatch(/^name: /);
    expect((await tagsOf('event')).find((x) => x._id === other._id)?.name).toBe('Office hours');
  });

  it('ENT-13: a startup’s tags are replaced wholesale; wrong kind, unknown and another tenant’s tags are refused, changing nothing', async () => {
    const a = await create('startup', 'Quantum');
    const b = await create('startup', 'Social');
    const wrong = await create('user', 'Alumni');
    const acmeTag = (await ok<{ createTag: Tag }>(t.app, ACME, tokens.acme, CREATE, { kind: 'startup', name: 'Acme only' })).createTag;
    const orbital = startupIds['Orbital Labs'];
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: orbital, tagIds: [a._id, b._id] });
    expect(await startupTagNames('Orbital Labs')).toEqual(['Quantum', 'Social']);
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: orbital, tagIds: [b._id] });
    expect(await startupTagNames('Orbital Labs')).toEqual(['Social']);
    for (const [tagIds, message] of [
      [[wrong._id], /^tagIds: .*another list/],
      [[acmeTag._id], /^tagIds: This tag does not exist/],
      [['00000000-0000-4000-8000-000000000000'], /^tagIds: This tag does not exist/],
      [['garbage'], /^tagIds: /],
    ] as const) {
      const refusal = await fails(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: orbital, tagIds: [a._id, ...tagIds] });
      expect(refusal.code).toBe('ValidationError');
      expect(refusal.message).toMatch(message);
    }
    expect(await startupTagNames('Orbital Labs')).toEqual(['Social']);
    // Another tenant's startup is not found.
    const acmeStartups = await ok<{ startups: { results: Array<{ _id: string }> } }>(t.app, ACME, tokens.acme, STARTUPS);
    expect((await fails(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: acmeStartups.startups.results[0]!._id, tagIds: [] })).code).toBe('NotFound');
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: orbital, tagIds: [] });
    expect(await startupTagNames('Orbital Labs')).toEqual([]);
  });

  it('merge moves every startup and user to the target once and deletes the source; into itself, across kinds and across tenants refused', async () => {
    const source = await create('startup', 'B2B SaaS');
    const target = await create('startup', 'SaaS');
    const other = await create('topic', 'SaaS topic');
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: startupIds['Kiln & Co'], tagIds: [source._id, target._id] });
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: startupIds['Greenleaf Analytics'], tagIds: [source._id] });
    expect((await fails(t.app, DEMO, tokens.staff, MERGE, { tagId: source._id, intoTagId: source._id })).message).toMatch(/^intoTagId: .*itself/);
    expect((await fails(t.app, DEMO, tokens.staff, MERGE, { tagId: source._id, intoTagId: other._id })).message).toMatch(/^intoTagId: .*same list/);
    expect((await fails(t.app, ACME, tokens.acme, MERGE, { tagId: source._id, intoTagId: target._id })).code).toBe('NotFound');
    expect((await tagsOf('startup')).find((x) => x._id === source._id)?.usageCount).toBe(2);
    const merged = (await ok<{ mergeTags: Tag }>(t.app, DEMO, tokens.staff, MERGE, { tagId: source._id, intoTagId: target._id })).mergeTags;
    expect(merged).toMatchObject({ _id: target._id, name: 'SaaS', usageCount: 2 });
    expect((await tagsOf('startup')).map((x) => x._id)).not.toContain(source._id);
    expect(await startupTagNames('Kiln & Co')).toEqual(['SaaS']);
    expect(await startupTagNames('Greenleaf Analytics')).toEqual(['SaaS']);
  });

  it('delete removes the tag from its startups; an unknown or another tenant’s id is not found', async () => {
    const doomed = await create('startup', 'Doomed');
    await ok(t.app, DEMO, tokens.staff, SET_STARTUP, { startupId: startupIds['Solo Robotics'], tagIds: [doomed._id] });
    expect((await fails(t.app, ACME, tokens.acme, DELETE, { id: doomed._id })).code).toBe('NotFound');
    expect(await ok(t.app, DEMO, tokens.staff, DELETE, { id: doomed._id })).toEqual({ deleteTag: true });
    expect(await startupTagNames('Solo Robotics')).toEqual([]);
    expect((await fails(t.app, DEMO, tokens.staff, DELETE, { id: doomed._id })).code).toBe('NotFound');
  });

  it('a user’s tags are replaced wholesale (user kinds only)', async () => {
    const mentorTag = await create('mentortag', 'Pricing');
    const startupTag = await create('startup', 'Startup kind');
    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, tokens.admin, '{ users(limit: 100, search: "mentor@") { results { _id email } } }');
    const mentorId = users.results.find((u) => u.email === 'mentor@demo.test')!._id;
    expect((await ok<{ setUserTags: { tags: Array<{ name: string }> } }>(t.app, DEMO, tokens.staff, SET_USER, { userId: mentorId, tagIds: [mentorTag._id] })).setUserTags.tags).toEqual([{ name: 'Pricing' }]);
    expect((await fails(t.app, DEMO, tokens.staff, SET_USER, { userId: mentorId, tagIds: [startupTag._id] })).message).toMatch(/^tagIds: .*another list/);
    expect((await ok<{ setUserTags: { tags: Array<{ name: string }> } }>(t.app, DEMO, tokens.staff, SET_USER, { userId: mentorId, tagIds: [] })).setUserTags.tags).toEqual([]);
    expect((await fails(t.app, DEMO, tokens.mentor, SET_USER, { userId: mentorId, tagIds: [] })).code).toBe('Forbidden');
  });

  it('unauthorised roles are refused and nothing changes; signed out needs authentication', async () => {
    const tag = await create('community', 'Members');
    const before = await tagsOf('community');
    for (const who of ['mentor', 'applicant', 'community', 'cofounder']) {
      expect((await fails(t.app, DEMO, tokens[who], CREATE, { kind: 'community', name: `By ${who}` })).code, who).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], UPDATE, { id: tag._id, name: 'Renamed' })).code, who).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], DELETE, { id: tag._id })).code, who).toBe('Forbidden');
    }
    expect((await fails(t.app, DEMO, tokens.community, TAGS, { kind: 'community' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, undefined, TAGS, { kind: 'community' })).code).toBe('AuthenticationRequiredError');
    expect(await tagsOf('community')).toEqual(before);
    // A mentor assigned to Orbital Labs still may not tag it (the seeded Mentor role lacks TAGS:STARTUP_EDIT).
    expect((await fails(t.app, DEMO, tokens.mentor, SET_STARTUP, { startupId: startupIds['Orbital Labs'], tagIds: [] })).code).toBe('Forbidden');
  });

  it('startupTaxonomyEditable: a Co/Founder tags their own startup only while the flag is on', async () => {
    const tag = await create('startup', 'Founder pick');
    const own = startupIds['Orbital Labs'];
    await ok(t.app, DEMO, tokens.admin, FLAG, { on: false });
    expect((await fails(t.app, DEMO, tokens.cofounder, SET_STARTUP, { startupId: own, tagIds: [tag._id] })).code).toBe('Forbidden');
    await ok(t.app, DEMO, tokens.admin, FLAG, { on: true });
    await ok(t.app, DEMO, tokens.cofounder, SET_STARTUP, { startupId: own, tagIds: [tag._id] });
    expect(await startupTagNames('Orbital Labs')).toEqual(['Founder pick']);
    expect((await fails(t.app, DEMO, tokens.cofounder, SET_STARTUP, { startupId: startupIds['Kiln & Co'], tagIds: [tag._id] })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.applicant, SET_STARTUP, { startupId: own, tagIds: [] })).code).toBe('Forbidden');
  });

  it('Startup.tags is null for a viewer without TAGS:ENTITY_VIEW', async () => {
    expect(await startupTagNames('Orbital Labs', 'mentor')).toBeNull();
    expect(await startupTagNames('Orbital Labs', 'staff')).toEqual(['Founder pick']);
  });
});
