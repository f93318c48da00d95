/**
 * An email's audience by startup tag (D-591): the co-founders of the startups carrying one of the tags, each once and
 * together with the roles, programmes and people picked; only this organisation's startup tags; an audience saved
 * before tags existed reads and sends as it did.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails, roles, startupPeople, startups, startupTags, tags, users } from '../../src/db/schema/index.js';
import { useBatchApp, waitForBatchJob } from '../batch/support.js';
import { ACME } from '../support/helpers.js';
import { ADMIN, emailCalls, NOBODY, STAFF, type Audience, type Person } from './support.js';

const PREVIEW = `query P($audience: EmailAudienceInput!) { emailAudiencePreview(audience: $audience) { count sample { _id fullName email } } }`;
const OPTIONS = `query O { emailAudienceOptions { tags { _id name color } } }`;
const CREATE = `mutation C { createOutgoingEmail { _id } }`;
const UPDATE = `mutation U($id: ID!, $input: EmailDraftInput!) { updateOutgoingEmail(id: $id, input: $input) { _id audience { tags { _id name color } } } }`;
const EMAIL = `query E($id: ID!) { outgoingEmail(id: $id) { _id status recipientCount operationId audience { roles { _id } programs { _id } tags { _id name } people { email } } } }`;
const SEND = `mutation S($id: ID!) { sendOutgoingEmail(id: $id) { _id recipientCount operationId } }`;

interface Tag {
  _id: string;
  name: string;
  color: string | null;
}

const t = useBatchApp();
const { answer, refusal } = emailCalls(t);
const demo = <T>(fn: Parameters<typeof t.tenant<T>>[1]) => t.tenant('demo', fn);
const preview = (audience: Audience & { tagIds?: string[] }) => answer<{ count: number; sample: Person[] }>(ADMIN, PREVIEW, { audience });

async function tagOf(slug: 'demo' | 'acme', name: string, kind: 'startup' | 'user', startupName?: string): Promise<string> {
  return t.tenant(slug, async (tx) => {
    const [tag] = await tx.insert(tags).values({ incubatorId: t.incubatorIds[slug]!, kind, name, color: 'teal' }).returning({ id: tags.id });
    if (startupName) {
      const [startup] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.name, startupName));
      await tx.insert(startupTags).values({ incubatorId: t.incubatorIds[slug]!, startupId: startup!.id, tagId: tag!.id });
    }
    return tag!.id;
  });
}

/** The co-founders of the named startup who may get mail, straight from the tables. */
async function foundersOf(startupName: string): Promise<string[]> {
  const rows = await demo((tx) =>
    tx
      .select({ email: users.email })
      .from(startupPeople)
      .innerJoin(startups, eq(startups.id, startupPeople.startupId))
      .innerJoin(users, eq(users.id, startupPeople.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(startups.name, startupName), eq(startupPeople.personGroup, 'cofounder'), inArray(users.status, ['active', 'pending']))),
  );
  return rows.map((r) => r.email).sort();
}

describe('audience by startup tag (D-591)', () => {
  it('reaches the co-founders of the startups carrying a tag, each once with the rest; the draft keeps its tags and sends to them', async () => {
    const climate = await tagOf('demo', 'Climate founders tag', 'startup', 'Orbital Labs');
    const founders = await foundersOf('Orbital Labs');
    expect(founders.length).toBeGreaterThan(0);
    const byTag = await preview({ ...NOBODY, tagIds: [climate] });
    expect(byTag.count).toBe(founders.length);
    expect(byTag.sample.map((p) => p.email).sort()).toEqual(founders);
    const staff = await t.userId('demo', STAFF);
    // The union: the tag's founders and a person by name, each once even when named twice.
    const liam = await t.userId('demo', 'cofounder@demo.test');
    expect((await preview({ ...NOBODY, tagIds: [climate], userIds: [staff, liam] })).count).toBe(founders.length + (founders.includes('cofounder@demo.test') ? 1 : 2));
    expect((await answer<{ tags: Tag[] }>(ADMIN, OPTIONS)).tags.map((tag) => tag.name)).toContain('Climate founders tag');

    const { _id } = await answer<{ _id: string }>(ADMIN, CREATE);
    const saved = await answer<{ audience: { tags: Tag[] } }>(ADMIN, UPDATE, { id: _id, input: { subject: 'Climate founders', body: 'Hello.', audience: { ...NOBODY, tagIds: [climate, climate] } } });
    expect(saved.audience.tags).toEqual([{ _id: climate, name: 'Climate founders tag', color: 'teal' }]);
    const sent = await answer<{ recipientCount: number; operationId: string }>(ADMIN, SEND, { id: _id });
    expect(sent.recipientCount).toBe(founders.length);
    await waitForBatchJob(t, sent.operationId);
  });

  it('names only this organisation’s startup tags; an audience saved before tags existed reads and sends as before', async () => {
    const people = await tagOf('demo', 'Speakers tag', 'user');
    const theirs = await tagOf('acme', 'Leurs étiquettes', 'startup');
    const { _id } = await answer<{ _id: string }>(ADMIN, CREATE);
    for (const tagId of [people, theirs]) {
      expect(await refusal(ADMIN, UPDATE, { id: _id, input: { subject: 's', body: 'b', audience: { ...NOBODY, tagIds: [tagId] } } })).toEqual({
        code: 'ValidationError',
        field: 'audience',
        message: 'audience: names a startup tag that does not exist',
      });
    }
    const offered = (await answer<{ tags: Tag[] }>(ADMIN, OPTIONS)).tags.map((tag) => tag.name);
    expect(offered).not.toContain('Speakers tag');
    expect(offered).not.toContain('Leurs étiquettes');
    expect((await answer<{ tags: Tag[] }>('admin@acme.test', OPTIONS, {}, ACME)).tags.map((tag) => tag.name)).toContain('Leurs étiquettes');
    expect(await preview({ ...NOBODY, tagIds: [theirs] })).toEqual({ count: 0, sample: [] });

    // As D-584 stored it: three lists, no tagIds.
    const staff = await t.userId('demo', STAFF);
    await demo((tx) => tx.update(emails).set({ subject: 'Older', body: 'Text', audience: { roleIds: [], programIds: [], userIds: [staff] } }).where(eq(emails.id, _id)));
    expect(await answer(ADMIN, EMAIL, { id: _id })).toMatchObject({ audience: { roles: [], programs: [], tags: [], people: [{ email: STAFF }] } });
    expect(await answer(ADMIN, SEND, { id: _id })).toMatchObject({ recipientCount: 1 });
  });
});
