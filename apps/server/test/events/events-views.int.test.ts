/**
 * Issue 18 item 3 (views): the feed's REF-18 filters applied in the API query (type, topics, tags, hosts, a start
 * window for the calendar), the my-events lists, the planning lists (drafts, published, archived; D-427) and the
 * filter choices. Visibility stays in SQL: a co-founder never sees a draft through any filter; another tenant and a
 * role without an Event key are refused the planning lists.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const CREATE = 'mutation { createIncubatorEvent { _id } }';
const UPDATE = 'mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { _id } }';
const STATE = (verb: string) => `mutation S($id: ID!) { ${verb}IncubatorEvent(eventId: $id) { _id } }`;
const REGISTER = 'mutation R($id: ID!) { registerForEvent(eventId: $id) { _id } }';
const LIST = `query L($timeframe: EventTimeframe, $status: IncubatorEventStatus, $mine: EventMine, $eventType: IncubatorEventType, $hostIds: [ID!], $topicIds: [ID!], $tagIds: [ID!], $startsFrom: DateTime, $startsBefore: DateTime) {
  events(timeframe: $timeframe, status: $status, mine: $mine, eventType: $eventType, hostIds: $hostIds, topicIds: $topicIds, tagIds: $tagIds, startsFrom: $startsFrom, startsBefore: $startsBefore, limit: 100) { results { _id status } } }`;
const PLANNING = 'query P($section: EventPlanningSection!, $topicIds: [ID!]) { planningEvents(section: $section, topicIds: $topicIds, limit: 100) { results { _id status isArchived } } }';
const OPTIONS = '{ eventFilterOptions { topics { value label } eventTags { value label } hosts { value label } } }';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

async function draft(token: string, input: Record<string, unknown>): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: { _id: string } }>(t.app, DEMO, token, CREATE);
  await ok(t.app, DEMO, token, UPDATE, { id: e._id, input });
  return e._id;
}
async function published(input: Record<string, unknown>): Promise<string> {
  const id = await draft(tokens.staff!, input);
  await ok(t.app, DEMO, tokens.staff, STATE('publish'), { id });
  return id;
}
const listed = async (who: string, variables: Record<string, unknown> = {}) =>
  (await ok<{ events: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens[who], LIST, { timeframe: 'all', ...variables })).events.results.map((e) => e._id);
const planned = async (who: string, section: string, host = DEMO, topicIds?: string[]) =>
  (await ok<{ planningEvents: { results: Array<{ _id: string }> } }>(t.app, host, tokens[who], PLANNING, { section, topicIds })).planningEvents.results.map((e) => e._id);

beforeAll(async () => {
  t = await startTestApp();
  const demoId = t.incubatorIds.demo!;
  for (const who of ['staff', 'coach', 'mentor', 'cofounder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  await t.db.tenant(demoId, async (tx) => {
    const [mentor] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.test'));
    ids.mentor = mentor!.id;
    const made = await tx
      .insert(tags)
      .values([
        { incubatorId: demoId, kind: 'topic', name: 'Views test pricing' },
        { incubatorId: demoId, kind: 'topic', name: 'Views test hiring' },
        { incubatorId: demoId, kind: 'topic', name: 'Views test secret' },
        { incubatorId: demoId, kind: 'event', name: 'Views test flagship' },
      ])
      .returning({ id: tags.id });
    for (const [i, key] of ['pricing', 'hiring', 'secret', 'flagship'].entries()) ids[key] = made[i]!.id;
  });
  ids.pricingTalk = await published({ title: 'Pricing talk', startTime: inDays(40), endTime: inDays(40, 2), topicIds: [ids.pricing], tagIds: [ids.flagship], hostIds: [ids.mentor] });
  ids.hiringTalk = await published({ title: 'Hiring talk', startTime: inDays(70), endTime: inDays(70, 2), topicIds: [ids.hiring] });
  ids.secretDraft = await draft(tokens.staff!, { title: 'Secret draft', startTime: inDays(41), endTime: inDays(41, 2), topicIds: [ids.pricing, ids.secret] });
  ids.archived = await published({ title: 'Old archived', startTime: inDays(42), endTime: inDays(42, 2), topicIds: [ids.pricing] });
  await ok(t.app, DEMO, tokens.staff, STATE('archive'), { id: ids.archived });
  ids.coachDraft = await draft(tokens.coach!, { title: 'Coach draft' });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('the feed filters, in the API query (REF-18)', () => {
  it('by topic, event tag, host and type; several ids in one filter mean any of them', async () => {
    expect(await listed('cofounder', { topicIds: [ids.pricing] })).toEqual([ids.pricingTalk]);
    expect(await listed('cofounder', { topicIds: [ids.pricing, ids.hiring] })).toEqual([ids.pricingTalk, ids.hiringTalk]);
    expect(await listed('cofounder', { tagIds: [ids.flagship] })).toEqual([ids.pricingTalk]);
    expect(await listed('cofounder', { hostIds: [ids.mentor], topicIds: [ids.hiring] })).toEqual([]);
    expect(await listed('cofounder', { hostIds: [ids.mentor] })).toContain(ids.pricingTalk);
    const groups = await listed('cofounder', { eventType: 'group', topicIds: [ids.pricing, ids.hiring] });
    expect(groups).toHaveLength(2);
    expect(await listed('cofounder', { eventType: 'one_on_one', topicIds: [ids.pricing, ids.hiring] })).toEqual([]);
  });

  it("the calendar's month window: events starting within [startsFrom, startsBefore)", async () => {
    const window = await listed('cofounder', { startsFrom: inDays(35), startsBefore: inDays(60), topicIds: [ids.pricing, ids.hiring] });
    expect(window).toEqual([ids.pricingTalk]);
  });

  it('a co-founder never sees a draft or an archived event through any filter; staff see the draft', async () => {
    for (const variables of [{ topicIds: [ids.secret] }, { topicIds: [ids.pricing], status: 'draft' }, { startsFrom: inDays(40, 12), startsBefore: inDays(43) }]) {
      const seen = await listed('cofounder', variables);
      expect(seen).not.toContain(ids.secretDraft);
      expect(seen).not.toContain(ids.archived);
    }
    expect(await listed('staff', { topicIds: [ids.secret] })).toEqual([ids.secretDraft]);
  });

  it('bad filter ids name the argument and are refused', async () => {
    const error = await fails(t.app, DEMO, tokens.cofounder, LIST, { hostIds: ['nope'] });
    expect(error.code).toBe('ValidationError');
    expect(error.message).toMatch(/^hostIds\.0: /);
  });

  it("the filter choices are the topics, tags and hosts of the events the viewer sees", async () => {
    type Options = { eventFilterOptions: Record<'topics' | 'eventTags' | 'hosts', Array<{ value: string }>> };
    const values = (o: Options, key: keyof Options['eventFilterOptions']) => o.eventFilterOptions[key].map((x) => x.value);
    const founder = await ok<Options>(t.app, DEMO, tokens.cofounder, OPTIONS);
    expect(values(founder, 'topics')).toEqual(expect.arrayContaining([ids.pricing, ids.hiring]));
    expect(values(founder, 'topics')).not.toContain(ids.secret);
    expect(values(founder, 'eventTags')).toContain(ids.flagship);
    expect(values(founder, 'hosts')).toContain(ids.mentor);
    expect(values(await ok<Options>(t.app, DEMO, tokens.staff, OPTIONS), 'topics')).toContain(ids.secret);
    expect(values(await ok<Options>(t.app, ACME, tokens.acme, OPTIONS), 'topics')).not.toContain(ids.pricing);
  });
});

describe('my events (D1 §2.3 /events/my-events)', () => {
  it('hosting: the events the viewer hosts or created; registered: those they registered for', async () => {
    expect(await listed('mentor', { mine: 'hosting' })).toContain(ids.pricingTalk);
    expect(await listed('mentor', { mine: 'hosting' })).not.toContain(ids.hiringTalk);
    await ok(t.app, DEMO, tokens.cofounder, REGISTER, { id: ids.hiringTalk });
    expect(await listed('cofounder', { mine: 'registered', timeframe: 'upcoming' })).toContain(ids.hiringTalk);
    expect(await listed('cofounder', { mine: 'registered', timeframe: 'past' })).not.toContain(ids.hiringTalk);
    expect(await listed('cofounder', { mine: 'hosting' })).toEqual([]);
  });
});

describe('planning lists (D1 §2.3 /events/planning, /events/unpublished; D-427)', () => {
  it('staff (EVENT:EDIT) see every draft, published and archived event, each in its section', async () => {
    const drafts = await planned('staff', 'drafts');
    expect(drafts).toEqual(expect.arrayContaining([ids.secretDraft, ids.coachDraft]));
    expect(drafts).not.toContain(ids.pricingTalk);
    expect(await planned('staff', 'published')).toEqual(expect.arrayContaining([ids.pricingTalk, ids.hiringTalk]));
    expect(await planned('staff', 'published')).not.toContain(ids.archived);
    expect(await planned('staff', 'archived')).toContain(ids.archived);
    expect(await planned('staff', 'drafts', DEMO, [ids.secret!])).toEqual([ids.secretDraft]);
  });

  it('a coach (EVENT:CREATE only) sees their own events, never another person’s draft', async () => {
    const drafts = await planned('coach', 'drafts');
    expect(drafts).toContain(ids.coachDraft);
    expect(drafts).not.toContain(ids.secretDraft);
    expect(await planned('coach', 'published')).not.toContain(ids.pricingTalk);
  });

  it('a role without an Event key (mentor, co-founder) is refused; another tenant sees none of these', async () => {
    expect((await fails(t.app, DEMO, tokens.mentor, PLANNING, { section: 'drafts' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, PLANNING, { section: 'drafts' })).code).toBe('Forbidden');
    for (const section of ['drafts', 'published', 'archived']) {
      const acme = await planned('acme', section, ACME);
      for (const id of [ids.secretDraft, ids.coachDraft, ids.pricingTalk, ids.archived]) expect(acme).not.toContain(id);
    }
  });
});
