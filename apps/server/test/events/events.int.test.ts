/**
 * Issue 18 wave 1: incubator events — create with no arguments (D1 §7.5), edit, publish/unpublish/archive/duplicate/
 * delete under the Event keys (D-422), visibility enforced in the API for each rule (D-420: a person outside the lists
 * neither sees nor registers), registration with capacity (D-423), another tenant and unauthorised roles refused, bad
 * input naming the field and changing nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubatorEvents, programs, roles, startups, startupTags, tags, userTags, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const FIELDS = '_id title status isArchived capacity registeredCount seatsLeft viewerIsRegistered viewerCanRegister viewerCanEdit hosts { _id fullName } topics { name } tags { name } location { text link } conferenceData { url solution }';
const CREATE = `mutation { createIncubatorEvent { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: IncubatorEventInput!) { updateIncubatorEvent(eventId: $id, input: $input) { ${FIELDS} } }`;
const STATE = (verb: string) => `mutation S($id: ID!) { ${verb}IncubatorEvent(eventId: $id) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteIncubatorEvent(eventId: $id) }';
const EVENT = `query E($id: ID!) { event(id: $id) { ${FIELDS} attendees { status registrant { fullName } } } }`;
const LIST = 'query L($timeframe: EventTimeframe, $status: IncubatorEventStatus, $mine: EventMine) { events(timeframe: $timeframe, status: $status, mine: $mine, limit: 100) { next results { _id title status } } }';
const REGISTER = `mutation R($id: ID!) { registerForEvent(eventId: $id) { ${FIELDS} } }`;
const UNREGISTER = `mutation R($id: ID!) { unregisterFromEvent(eventId: $id) { ${FIELDS} } }`;

type Ev = { _id: string; title: string | null; status: string; isArchived: boolean; capacity: number | null; registeredCount: number; seatsLeft: number | null; viewerIsRegistered: boolean; viewerCanRegister: boolean; viewerCanEdit: boolean; hosts: Array<{ _id: string; fullName: string }> };

let t: TestApp;
let demoId = '';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const inAWeek = (hours = 0) => new Date(Date.now() + 7 * 86_400_000 + hours * 3_600_000).toISOString();
const open = { is: [], isNot: [] };
const OPEN = { userRoles: open, userTags: open, startupTags: open, startupPrograms: open };

async function idOf<T extends { id: unknown }>(rows: Promise<T[]>): Promise<string> {
  const [row] = await rows;
  return String(row!.id);
}

/** A published event by staff, open to everybody unless `visibility` says otherwise. */
async function publishedEvent(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, CREATE);
  await ok(t.app, DEMO, tokens.staff, UPDATE, { id: e._id, input: { title, startTime: inAWeek(), endTime: inAWeek(2), ...extra } });
  await ok(t.app, DEMO, tokens.staff, STATE('publish'), { id: e._id });
  return e._id;
}

const listed = async (who: string) => (await ok<{ events: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens[who], LIST)).events.results.map((e) => e._id);

beforeAll(async () => {
  t = await startTestApp();
  demoId = t.incubatorIds.demo!;
  for (const who of ['admin', 'staff', 'coach', 'mentor', 'cofounder', 'cofounder2', 'founder', 'applicant']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  await t.db.tenant(demoId, async (tx) => {
    ids.cofounderRole = await idOf(tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Cofounder')));
    ids.cofounder = await idOf(tx.select({ id: users.id }).from(users).where(eq(users.email, 'cofounder@demo.test')));
    ids.mentor = await idOf(tx.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@demo.test')));
    ids.orbital = await idOf(tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs')));
    ids.spring = await idOf(tx.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Spring 2026 Cohort')));
    const [userTag] = await tx.insert(tags).values({ incubatorId: demoId, kind: 'user', name: 'Events test VIP' }).returning();
    const [startupTag] = await tx.insert(tags).values({ incubatorId: demoId, kind: 'startup', name: 'Events test hardware' }).returning();
    const [topic] = await tx.insert(tags).values({ incubatorId: demoId, kind: 'topic', name: 'Events test fundraising' }).returning();
    ids.userTag = userTag!.id;
    ids.startupTag = startupTag!.id;
    ids.topic = topic!.id;
    await tx.insert(userTags).values({ incubatorId: demoId, userId: ids.cofounder, tagId: ids.userTag });
    await tx.insert(startupTags).values({ incubatorId: demoId, startupId: ids.orbital, tagId: ids.startupTag });
  });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('create and edit (D1 §7.5, D2 §3.7)', () => {
  it('createIncubatorEvent takes no arguments and returns a draft the creator hosts; others do not see the draft', async () => {
    const { createIncubatorEvent: e } = await ok<{ createIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, CREATE);
    expect(e).toMatchObject({ status: 'draft', title: null, isArchived: false, viewerCanEdit: true });
    expect(e.hosts.map((h) => h.fullName)).toHaveLength(1);
    ids.draft = e._id;
    expect(await listed('cofounder')).not.toContain(e._id);
    expect((await fails(t.app, DEMO, tokens.cofounder, EVENT, { id: e._id })).code).toBe('NotFound');
  });

  it('staff fill every group field; bad input names the field and changes nothing', async () => {
    const input = {
      title: 'Pitch clinic',
      description: 'Bring your deck.',
      capacity: 20,
      locationText: 'Room 4',
      locationLink: 'https://maps.example.com/room4',
      conferenceUrl: 'https://meet.example.com/pitch',
      conferenceSolution: 'GOOGLE_MEET',
      startTime: inAWeek(),
      endTime: inAWeek(2),
      timezone: 'America/New_York',
      hostIds: [ids.mentor],
      topicIds: [ids.topic],
      visibility: OPEN,
      attachmentLinks: [{ name: 'Deck template', link: 'https://docs.example.com/deck' }],
    };
    const { updateIncubatorEvent: e } = await ok<{ updateIncubatorEvent: Ev & { topics: Array<{ name: string }>; conferenceData: { solution: string } } }>(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input });
    expect(e).toMatchObject({ title: 'Pitch clinic', capacity: 20, seatsLeft: 20, topics: [{ name: 'Events test fundraising' }], conferenceData: { solution: 'Google Meet' } });
    expect(e.hosts.map((h) => h._id)).toEqual([ids.mentor]);

    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { ...input, capacity: 0 } })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^capacity: /) });
    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { ...input, endTime: inAWeek(-1) } })).toMatchObject({ code: 'ValidationError', message: 'endTime: The end must be after the start.' });
    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { ...input, conferenceUrl: 'meet.example.com' } })).toMatchObject({ message: expect.stringMatching(/^conferenceUrl: /) });
    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { ...input, topicIds: [ids.userTag] } })).toMatchObject({ message: expect.stringMatching(/^topicIds: /) });
    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { ...input, visibility: { ...OPEN, startupPrograms: { is: [ids.startupTag], isNot: [] } } } })).toMatchObject({ message: expect.stringMatching(/^visibility\.startupPrograms: /) });
    const [row] = await t.db.tenant(demoId, (tx) => tx.select().from(incubatorEvents).where(eq(incubatorEvents.id, ids.draft!)));
    expect(row).toMatchObject({ capacity: 20, title: 'Pitch clinic' });
  });

  it('publish needs a title and times (the field is named); unpublish, archive, restore, duplicate, delete', async () => {
    const { createIncubatorEvent: empty } = await ok<{ createIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, CREATE);
    expect(await fails(t.app, DEMO, tokens.staff, STATE('publish'), { id: empty._id })).toMatchObject({ code: 'ValidationError', message: 'title: Give the event a title.' });
    const published = (await ok<{ publishIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, STATE('publish'), { id: ids.draft })).publishIncubatorEvent;
    expect(published.status).toBe('published');
    expect(await fails(t.app, DEMO, tokens.staff, UPDATE, { id: ids.draft, input: { title: '' } })).toMatchObject({ code: 'ValidationError', message: 'title: Give the event a title.' });
    expect((await ok<{ unpublishIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, STATE('unpublish'), { id: ids.draft })).unpublishIncubatorEvent.status).toBe('draft');
    await ok(t.app, DEMO, tokens.staff, STATE('publish'), { id: ids.draft });
    const copy = (await ok<{ duplicateIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, STATE('duplicate'), { id: ids.draft })).duplicateIncubatorEvent;
    expect(copy).toMatchObject({ title: 'Pitch clinic (copy)', status: 'draft', registeredCount: 0 });
    expect(copy.hosts.map((h) => h._id)).toEqual([ids.mentor]);
    expect((await ok<{ archiveIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, STATE('archive'), { id: copy._id })).archiveIncubatorEvent.isArchived).toBe(true);
    expect((await ok<{ restoreIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, STATE('restore'), { id: copy._id })).restoreIncubatorEvent.isArchived).toBe(false);
    expect(await ok(t.app, DEMO, tokens.staff, DELETE, { id: copy._id })).toEqual({ deleteIncubatorEvent: copy._id });
    expect((await fails(t.app, DEMO, tokens.staff, EVENT, { id: copy._id })).code).toBe('NotFound');
  });
});

describe('who may write (Event keys, D-422)', () => {
  it('the founder side may not create or edit; a coach (EVENT:CREATE, not EDIT) edits their own events only and may not delete', async () => {
    expect((await fails(t.app, DEMO, tokens.cofounder, CREATE)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, CREATE)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, UPDATE, { id: ids.draft, input: { title: 'Hijack' } })).code).toBe('Forbidden');
    expect(await fails(t.app, DEMO, tokens.coach, UPDATE, { id: ids.draft, input: { title: 'Hijack' } })).toMatchObject({ code: 'Forbidden' });
    expect((await fails(t.app, DEMO, tokens.coach, STATE('archive'), { id: ids.draft })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.coach, DELETE, { id: ids.draft })).code).toBe('Forbidden');
    const own = (await ok<{ createIncubatorEvent: Ev }>(t.app, DEMO, tokens.coach, CREATE)).createIncubatorEvent;
    expect((await ok<{ updateIncubatorEvent: Ev }>(t.app, DEMO, tokens.coach, UPDATE, { id: own._id, input: { title: 'Coach hour' } })).updateIncubatorEvent.title).toBe('Coach hour');
    // editPermission editors: the creator loses the right to edit without EVENT:EDIT.
    await ok(t.app, DEMO, tokens.coach, UPDATE, { id: own._id, input: { title: 'Coach hour', editPermission: 'editors' } });
    expect((await fails(t.app, DEMO, tokens.coach, UPDATE, { id: own._id, input: { title: 'Again' } })).code).toBe('Forbidden');
  });

  it("the editor's options: roles, tags, programs and internal hosts for editors; refused to the founder side", async () => {
    const OPTIONS = '{ eventEditorOptions { roles { value label } userTags { label } startupTags { label } programs { label } topics { label } hosts { value label } } }';
    const { eventEditorOptions: o } = await ok<{ eventEditorOptions: { roles: Array<{ value: string }>; programs: Array<{ label: string }>; topics: Array<{ label: string }>; hosts: Array<{ value: string }> } }>(t.app, DEMO, tokens.coach, OPTIONS);
    expect(o.roles.map((r) => r.value)).toContain(ids.cofounderRole);
    expect(o.programs.map((p) => p.label)).toContain('Spring 2026 Cohort');
    expect(o.topics.map((p) => p.label)).toContain('Events test fundraising');
    expect(o.hosts.map((h) => h.value)).toContain(ids.mentor);
    expect(o.hosts.map((h) => h.value)).not.toContain(ids.cofounder);
    expect((await fails(t.app, DEMO, tokens.cofounder, OPTIONS)).code).toBe('Forbidden');
  });

  it('a host (mentor) edits the event they host while editPermission is hosts', async () => {
    const e = await ok<{ event: Ev }>(t.app, DEMO, tokens.mentor, EVENT, { id: ids.draft });
    expect(e.event.viewerCanEdit).toBe(true);
  });

  it("another tenant reaches none of it", async () => {
    expect((await fails(t.app, ACME, tokens.acme, EVENT, { id: ids.draft })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, UPDATE, { id: ids.draft, input: { title: 'x' } })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, REGISTER, { id: ids.draft })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, DELETE, { id: ids.draft })).code).toBe('NotFound');
    const acmeList = (await ok<{ events: { results: Array<{ _id: string }> } }>(t.app, ACME, tokens.acme, LIST)).events.results.map((e) => e._id);
    expect(acmeList).not.toContain(ids.draft);
  });
});

describe('visibility in the API (D2 §3.7, D-420): each rule, is and isNot', () => {
  const rule = (dimension: string, is: Array<string | undefined>, isNot: Array<string | undefined> = []) => ({ visibility: { ...OPEN, [dimension]: { is, isNot } } });

  /** Insiders see it in the list and by id, and may register; outsiders get neither and their registration is NotFound. */
  async function walk(eventId: string, insiders: string[], outsiders: string[]): Promise<void> {
    for (const who of insiders) {
      expect(await listed(who), `${who} lists it`).toContain(eventId);
      expect((await ok<{ event: Ev }>(t.app, DEMO, tokens[who], EVENT, { id: eventId })).event.viewerCanRegister, `${who} may register`).toBe(true);
    }
    for (const who of outsiders) {
      expect(await listed(who), `${who} does not list it`).not.toContain(eventId);
      expect((await fails(t.app, DEMO, tokens[who], EVENT, { id: eventId })).code, `${who} cannot open it`).toBe('NotFound');
      expect((await fails(t.app, DEMO, tokens[who], REGISTER, { id: eventId })).code, `${who} cannot register`).toBe('NotFound');
    }
    const first = insiders[0]!;
    expect((await ok<{ registerForEvent: Ev }>(t.app, DEMO, tokens[first]!, REGISTER, { id: eventId })).registerForEvent.viewerIsRegistered).toBe(true);
  }

  it('userRoles is: co-founders only', async () => walk(await publishedEvent('Founders only', rule('userRoles', [ids.cofounderRole])), ['cofounder', 'founder'], ['mentor', 'applicant']));
  it('userRoles isNot: everybody but co-founders', async () => walk(await publishedEvent('No founders', rule('userRoles', [], [ids.cofounderRole])), ['mentor', 'applicant'], ['cofounder', 'founder']));
  it('userTags is: holders of the tag', async () => walk(await publishedEvent('VIP only', rule('userTags', [ids.userTag])), ['cofounder'], ['cofounder2', 'founder', 'mentor']));
  it('userTags isNot: all but holders of the tag', async () => walk(await publishedEvent('No VIP', rule('userTags', [], [ids.userTag])), ['cofounder2', 'founder'], ['cofounder']));
  it("startupTags is: people of a startup with the tag", async () => walk(await publishedEvent('Hardware startups', rule('startupTags', [ids.startupTag])), ['cofounder', 'cofounder2'], ['founder', 'mentor']));
  it('startupTags isNot: all but people of a startup with the tag', async () => walk(await publishedEvent('No hardware', rule('startupTags', [], [ids.startupTag])), ['founder', 'mentor'], ['cofounder', 'cofounder2']));
  it('startupPrograms is: people of a startup in the program', async () => walk(await publishedEvent('Spring cohort', rule('startupPrograms', [ids.spring])), ['cofounder2', 'cofounder'], ['founder', 'applicant']));
  it('startupPrograms isNot: all but people of a startup in the program', async () => walk(await publishedEvent('Not Spring', rule('startupPrograms', [], [ids.spring])), ['founder', 'applicant'], ['cofounder', 'cofounder2']));

  it('editors (EVENT:EDIT) see every event but may not register outside the lists', async () => {
    const id = await publishedEvent('Founders again', rule('userRoles', [ids.cofounderRole]));
    expect(await listed('staff')).toContain(id);
    expect(await fails(t.app, DEMO, tokens.staff, REGISTER, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: This event is not open for registration.' });
  });
});

describe('registration with capacity (D-423)', () => {
  it('the seats run out, the next registrant waits (D-478), a cancellation gives them the seat (D-479); twice is refused', async () => {
    const id = await publishedEvent('Small room', { capacity: 2 });
    await ok(t.app, DEMO, tokens.cofounder, REGISTER, { id });
    expect(await fails(t.app, DEMO, tokens.cofounder, REGISTER, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: You are already registered for this event.' });
    const second = (await ok<{ registerForEvent: Ev }>(t.app, DEMO, tokens.cofounder2, REGISTER, { id })).registerForEvent;
    expect(second).toMatchObject({ registeredCount: 2, seatsLeft: 0 });
    const waiting = (await ok<{ registerForEvent: Ev }>(t.app, DEMO, tokens.founder, REGISTER, { id })).registerForEvent;
    expect(waiting).toMatchObject({ registeredCount: 2, seatsLeft: 0, viewerIsRegistered: false });
    expect(await fails(t.app, DEMO, tokens.founder, REGISTER, { id })).toMatchObject({ code: 'ValidationError', message: 'eventId: You are already on the waitlist of this event.' });
    expect((await ok<{ event: Ev }>(t.app, DEMO, tokens.founder, EVENT, { id })).event.viewerCanRegister).toBe(false);
    const freed = (await ok<{ unregisterFromEvent: Ev }>(t.app, DEMO, tokens.cofounder, UNREGISTER, { id })).unregisterFromEvent;
    expect(freed).toMatchObject({ registeredCount: 2, seatsLeft: 0, viewerIsRegistered: false });
    expect(await fails(t.app, DEMO, tokens.cofounder, UNREGISTER, { id })).toMatchObject({ message: 'eventId: You are not registered for this event.' });
    expect((await ok<{ event: Ev }>(t.app, DEMO, tokens.founder, EVENT, { id })).event.viewerIsRegistered).toBe(true);
    const staffView = await ok<{ event: { attendees: Array<{ status: string; registrant: { fullName: string } }> } }>(t.app, DEMO, tokens.staff, EVENT, { id });
    expect(staffView.event.attendees.map((a) => a.status)).toEqual(['REGISTERED', 'REGISTERED']);
    const founderView = await ok<{ event: { attendees: unknown[] } }>(t.app, DEMO, tokens.founder, EVENT, { id });
    expect(founderView.event.attendees).toEqual([]);
  });

  it('concurrent registrations never exceed the capacity: the others wait (D-478)', async () => {
    const id = await publishedEvent('One seat', { capacity: 1 });
    const results = await Promise.allSettled(['cofounder', 'cofounder2', 'founder', 'applicant'].map((who) => ok(t.app, DEMO, tokens[who], REGISTER, { id })));
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    const seen = (await ok<{ event: Ev & { waitlistCount: number } }>(t.app, DEMO, tokens.staff, `query E($id: ID!) { event(id: $id) { registeredCount seatsLeft waitlistCount } }`, { id })).event;
    expect(seen).toMatchObject({ registeredCount: 1, seatsLeft: 0, waitlistCount: accepted - 1 });
  });

  it('a draft is not open for registration and a past event lists under past', async () => {
    const { createIncubatorEvent: draft } = await ok<{ createIncubatorEvent: Ev }>(t.app, DEMO, tokens.staff, CREATE);
    await ok(t.app, DEMO, tokens.staff, UPDATE, { id: draft._id, input: { title: 'Not yet', startTime: inAWeek(), endTime: inAWeek(1) } });
    expect((await fails(t.app, DEMO, tokens.cofounder, REGISTER, { id: draft._id })).code).toBe('NotFound');
    const past = await publishedEvent('Last year', { startTime: new Date(Date.now() - 400 * 86_400_000).toISOString(), endTime: new Date(Date.now() - 399 * 86_400_000).toISOString() });
    const pastIds = (await ok<{ events: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens.cofounder, LIST, { timeframe: 'past' })).events.results.map((e) => e._id);
    const upcomingIds = (await ok<{ events: { results: Array<{ _id: string }> } }>(t.app, DEMO, tokens.cofounder, LIST, { timeframe: 'upcoming' })).events.results.map((e) => e._id);
    expect(pastIds).toContain(past);
    expect(upcomingIds).not.toContain(past);
    expect(await fails(t.app, DEMO, tokens.cofounder, REGISTER, { id: past })).toMatchObject({ message: 'eventId: This event has already ended.' });
  });
});
