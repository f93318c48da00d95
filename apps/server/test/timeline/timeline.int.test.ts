/**
 * The startup timeline (D2 §2.2, §3.11, §7.1; TML-01–18; GAP-39): every kind as a union member with its fields,
 * the filter by kind, keyset cursor paging, pinned items, posts with attachments, private items and e-mail metadata
 * under the TIMELINE:* keys, and the refusals (another startup, another tenant, an unauthorised role).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications, roles } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, json } from '../support/helpers.js';
import { fails, ok, startMetricsApp, type MetricsApp } from '../metrics/support.js';

const USER = '_id fullName avatar gender role { _id label type }';
const ITEM_FIELDS = `
  __typename
  ... on TimelineEvent { _id eventType message isPublic isPinned isUpdate attr1 start end createdAt createdBy { ${USER} } attachments { _id name fileType url pdfUrl } }
  ... on TimelineDataDueEvent { _id dueDate createdAt startup { _id name } }
  ... on TimelineDataSubmitted { _id dueDate createdAt createdBy { _id } startup { _id } editedBy { _id } editedAt
      data { id isPoint0 value dateValue unit metric { _id name { language value } unitType } metadata { diff change useArrow } } }
  ... on TimelineDataSubmittedUpdate { _id createdAt createdBy { _id } dueDate editedBy { _id } data { id metric { _id name { value } label fr: label(language: "fr-CA") de: label(language: "de") } } }
  ... on TimelineCoachingSessionPost { _id createdAt appEvent { conferenceData { url } }
      coachingSession { _id name date expectedDuration editor staffEditor staffEditorPublic topics { _id name } sessionStartDateTime sessionEndDateTime
        estimatedDuration coachs { _id fullName } attendees { _id } invite { _id } evaluationForms { _id name } evaluationAnswers { _id questionId numberValue formId } }
      changelogs { initiator { _id } type changeTime groupId oldValue { type value } newValue { type value } } }
  ... on TimelineCategorizationUpdate { _id startup { _id } createdAt message }
  ... on TimelineCoachingInvitePost { _id appEvent { source location } createdBy { _id } createdAt startup { _id }
      invite { _id status expires incubatorInvitees { _id gender } startupInvitees { _id gender } session { date name attendees { _id } } } }
  ... on TimelineCategorizationSkip { _id createdAt createdBy { _id } dueDate }
  ... on TimelineEmailThreadPost { _id createdAt createdBy { _id } emailMessage { subject emailContent recipients cc bcc openedCount opened bouncedCount bounced
      deferredCount deferred droppedCount dropped deliveredCount delivered spamCount spam lastOpenedAt } }`;
const TIMELINE = `query T($id: ID!, $cursor: String, $kind: TimelineEventKind, $limit: Int) {
  startupTimeline(startupId: $id, cursor: $cursor, eventType: $kind, limit: $limit) { next results { ${ITEM_FIELDS} } pinned { __typename ... on TimelineEvent { _id message } } } }`;
const CREATE = `mutation C($input: TimelineEventInput!) { createTimelineEvent(input: $input) { _id eventType message isPublic isPinned isUpdate attr1 createdBy { _id role { type } } attachments { _id name fileType url } } }`;
const UPDATE = `mutation U($id: ID!, $input: TimelineEventUpdateInput!) { updateTimelineEvent(id: $id, input: $input) { _id message isPublic isPinned } }`;
const DELETE = `mutation D($id: ID!) { deleteTimelineEvent(id: $id) }`;
const CATEGORIZE = `mutation C($id: ID!, $answers: [CategorizationAnswerInput!]) { updateStartupCategorization(categorizationId: $id, answers: $answers, skip: false) { id } }`;

type Item = { __typename: string; _id: string; createdAt?: string; [key: string]: unknown };
type Page = { startupTimeline: { next: string | null; results: Item[]; pinned: Item[] } };

const KINDS: Record<string, string> = {
  EVENT: 'TimelineEvent',
  DATA_DUE: 'TimelineDataDueEvent',
  DATA_SUBMITTED: 'TimelineDataSubmitted',
  DATA_SUBMITTED_UPDATE: 'TimelineDataSubmittedUpdate',
  COACHING_SESSION_POST: 'TimelineCoachingSessionPost',
  CATEGORIZATION_UPDATE: 'TimelineCategorizationUpdate',
  COACHING_INVITE_POST: 'TimelineCoachingInvitePost',
  CATEGORIZATION_SKIP: 'TimelineCategorizationSkip',
  EMAIL_THREAD_POST: 'TimelineEmailThreadPost',
};

let t: MetricsApp;
let orbital: string;
let cofounder: string;
let admin: string;

beforeAll(async () => {
  t = await startMetricsApp();
  orbital = await t.startupId('demo', 'Orbital Labs');
  cofounder = await t.token(DEMO, 'cofounder@demo.test');
  admin = await t.token(DEMO, 'admin@demo.test');
  // A categorization update on Orbital Labs (staff answering for it), so every kind is on its timeline.
  await ok(t.app, DEMO, admin, CATEGORIZE, {
    id: orbital,
    answers: ['b2b', 'revenueGenerating', 'raisedFunding', 'hardware', 'impact'].map((key, i) => ({ key, value: i % 2 === 0 })),
  });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

async function allPages(token: string, kind?: string, limit = 20): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const data: Page = await ok<Page>(t.app, DEMO, token, TIMELINE, { id: orbital, cursor, kind, limit });
    items.push(...data.startupTimeline.results);
    cursor = data.startupTimeline.next;
    if (!cursor) break;
  }
  return items;
}

function upload(app: FastifyInstance, token: string, name: string, type: string, data: Buffer) {
  const boundary = `----hatchery${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: '/api/attachment/upload', headers: { host: DEMO, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

describe('reading the timeline', () => {
  it('TML-02/03: pages newest first through every item once, and all nine kinds appear as union members', async () => {
    const items = await allPages(admin, undefined, 7);
    expect(items.length).toBeGreaterThan(30);
    expect(new Set(items.map((i) => i._id)).size).toBe(items.length);
    const times = items.map((i) => new Date(i.createdAt as string).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((i) => i.__typename))).toEqual(new Set(Object.values(KINDS)));
  });

  it('TML-04–18: each kind carries its fields', async () => {
    const items = await allPages(admin);
    const first = (type: string) => items.find((i) => i.__typename === type)!;
    const milestone = items.find((i) => i.__typename === 'TimelineEvent' && i.eventType === 'MILESTONE')!;
    expect(milestone).toMatchObject({ message: 'Signed the first enterprise contract', isPublic: true, isPinned: true, isUpdate: false, attr1: 'Sales', end: null, attachments: [] });
    expect(milestone.createdBy).toMatchObject({ fullName: 'Liam Carter', role: { label: 'Co/Founder', type: ['Cofounder'] } });
    expect(items.find((i) => i.__typename === 'TimelineEvent' && i.eventType === 'UPDATE')).toMatchObject({ isUpdate: true });
    expect(first('TimelineDataDueEvent')).toMatchObject({ dueDate: expect.any(String), startup: { _id: orbital, name: 'Orbital Labs' } });
    const submitted = first('TimelineDataSubmitted') as Item & { data: Array<Record<string, unknown>> };
    expect(submitted.startup).toEqual({ _id: orbital });
    const customers = submitted.data.find((d) => (d.metric as { name: Array<{ value: string }> }).name[0]!.value === 'Paying customers')!;
    expect(customers).toMatchObject({ isPoint0: false, unit: 'CUSTOMER', metric: { unitType: 'CUSTOMER' }, metadata: { diff: 2, useArrow: true } });
    const lastFundraise = submitted.data.find((d) => (d.metric as { unitType: string }).unitType === 'DATE')!;
    expect(lastFundraise.dateValue).toEqual(expect.any(String));
    expect(first('TimelineDataSubmittedUpdate')).toMatchObject({ dueDate: expect.any(String), editedBy: { _id: await t.userId('demo', 'cofounder2@demo.test') }, data: [{ metric: { name: [{ value: 'Paying customers' }, { value: 'Clients payants' }] } }] });
    // One name instead of every translation (issue 19): the language asked for by its base, the tenant's default without one, English for a language it lacks.
    expect(first('TimelineDataSubmittedUpdate')).toMatchObject({ data: [{ metric: { label: 'Paying customers', fr: 'Clients payants', de: 'Paying customers' } }] });
    const session = first('TimelineCoachingSessionPost');
    expect(session).toMatchObject({
      appEvent: { conferenceData: { url: 'https://meet.example.com/orbital-gtm' } },
      coachingSession: { name: 'Go-to-market review', expectedDuration: 60, staffEditorPublic: false, staffEditor: expect.stringMatching(/sales lead/), topics: [{ name: 'Go-to-market' }, { name: 'Pricing' }], coachs: [{ fullName: 'Marcus Bell' }], invite: { _id: 'seed-invite-1' }, evaluationAnswers: [{ numberValue: 5 }] },
    });
    expect((session.changelogs as Array<Record<string, unknown>>).map((c) => c.oldValue)).toEqual([{ type: 'date', value: expect.any(String) }, { type: 'string', value: 'GTM review' }]);
    expect(first('TimelineCategorizationUpdate')).toMatchObject({ startup: { _id: orbital }, message: expect.stringMatching(/^Categorized Orbital Labs/) });
    expect(first('TimelineCoachingInvitePost')).toMatchObject({ appEvent: { source: 'google' }, invite: { status: 'accepted', startupInvitees: [{}, {}], session: { name: 'Go-to-market review' } } });
    expect(first('TimelineCategorizationSkip')).toMatchObject({ createdBy: { _id: await t.userId('demo', 'cofounder@demo.test') }, dueDate: expect.any(String) });
    expect(first('TimelineEmailThreadPost')).toMatchObject({ emailMessage: { subject: 'Investor day: your slot', openedCount: 3, opened: true, deliveredCount: 2, lastOpenedAt: expect.any(String), cc: ['staff@demo.test'] } });
  });

  it('the keyset cursor keeps microseconds: items created within one millisecond are neither skipped nor repeated', async () => {
    const kiln = await t.startupId('demo', 'Kiln & Co');
    const inserted = await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx.execute<{ id: string }>(sql`insert into timeline_events (incubator_id, startup_id, kind, event_type, message, created_at)
        select incubator_id, id, 'EVENT', 'COMMENT', 'Burst ' || k, timestamptz '2026-06-01 12:00:00.123000+00' + k * interval '1 microsecond'
        from startups, generate_series(1, 7) k where id = ${kiln} returning id`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const data: Page = await ok<Page>(t.app, DEMO, admin, TIMELINE, { id: kiln, cursor, limit: 2 });
      seen.push(...data.startupTimeline.results.map((r) => r._id));
      cursor = data.startupTimeline.next;
    } while (cursor);
    expect(seen.filter((id) => inserted.rows.some((r) => r.id === id)).sort()).toEqual(inserted.rows.map((r) => r.id).sort());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('GAP-39: the filter gives one kind only', async () => {
    for (const [kind, typename] of Object.entries(KINDS)) {
      const items = await allPages(admin, kind, 50);
      expect(items.length, kind).toBeGreaterThan(0);
      expect(items.every((i) => i.__typename === typename), kind).toBe(true);
    }
  });

  it('GAP-39: private items and e-mail metadata only for holders of the TIMELINE keys', async () => {
    const mine = await allPages(cofounder);
    const everything = await allPages(admin);
    const note = everything.find((i) => i.__typename === 'TimelineEvent' && i.isPublic === false)!;
    expect(note).toMatchObject({ eventType: 'NOTE' });
    expect(mine.some((i) => i._id === note._id)).toBe(false);
    expect(mine.length).toBe(everything.length - 1);
    const email = mine.find((i) => i.__typename === 'TimelineEmailThreadPost')!;
    expect(email.emailMessage).toMatchObject({ subject: 'Investor day: your slot', openedCount: null, opened: null, deliveredCount: null, spam: null, lastOpenedAt: null });
    const session = mine.find((i) => i.__typename === 'TimelineCoachingSessionPost')!;
    expect((session.coachingSession as { staffEditor: string | null }).staffEditor).toBeNull();
    // A mentor given TIMELINE:PRIVATE_COMMENT for assigned startups sees Orbital Labs' private note (it is assigned).
    await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx
        .update(roles)
        .set({ permissions: [{ key: 'METRICS/EDIT:VIEW', permissionCriteria: 'assigned' }, { key: 'TIMELINE:PRIVATE_COMMENT', permissionCriteria: 'assigned' }] })
        .where(and(eq(roles.type, 'Mentor'), eq(roles.isDefault, true))),
    );
    const mentor = await t.token(DEMO, 'mentor@demo.test');
    const mentorItems = await allPages(mentor);
    expect(mentorItems.some((i) => i._id === note._id)).toBe(true);
    // The page says what each viewer may do there (the client shows the private switch and pin only then).
    const ABILITIES = 'query A($id: ID!) { startupTimeline(startupId: $id, limit: 1) { viewerCanPostPrivate viewerCanPin } }';
    const abilities = async (token: string) =>
      (await ok<{ startupTimeline: { viewerCanPostPrivate: boolean; viewerCanPin: boolean } }>(t.app, DEMO, token, ABILITIES, { id: orbital })).startupTimeline;
    expect(await abilities(cofounder)).toEqual({ viewerCanPostPrivate: false, viewerCanPin: false });
    expect(await abilities(admin)).toEqual({ viewerCanPostPrivate: true, viewerCanPin: true });
    expect(await abilities(mentor)).toEqual({ viewerCanPostPrivate: true, viewerCanPin: true });
    expect((mentorItems.find((i) => i.__typename === 'TimelineEmailThreadPost')!.emailMessage as { openedCount: number | null }).openedCount).toBeNull();
  });

  it('refuses a bad limit or cursor, another startup, another tenant, roles that do not see the startup, the signed-out', async () => {
    expect((await fails(t.app, DEMO, admin, TIMELINE, { id: orbital, limit: 51 })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, admin, TIMELINE, { id: orbital, limit: 0 })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, admin, TIMELINE, { id: orbital, cursor: 'bm90LWEtY3Vyc29y' })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'founder@demo.test'), TIMELINE, { id: orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'applicant@demo.test'), TIMELINE, { id: orbital })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, admin, TIMELINE, { id: await t.startupId('acme', 'Lumière Bio') })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, await t.token(ACME, 'admin@acme.test'), TIMELINE, { id: orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, TIMELINE, { id: orbital })).code).toBe('AuthenticationRequiredError');
  });
});

describe('an administrator reads without an access read (D-535)', () => {
  const NAMES = `query N($id: ID!, $cursor: String, $kind: TimelineEventKind, $limit: Int) {
    startupTimeline(startupId: $id, cursor: $cursor, eventType: $kind, limit: $limit) {
      next results { ... on TimelineDataDueEvent { _id startup { _id name } } ... on TimelineDataSubmitted { _id startup { _id name } } ... on TimelineCategorizationUpdate { _id startup { _id name } } }
      viewerCanPost viewerCanPostPrivate viewerCanPin } }`;
  type Named = { startupTimeline: { next: string | null; results: Array<{ _id?: string; startup?: { _id: string; name: string } }>; viewerCanPost: boolean; viewerCanPostPrivate: boolean; viewerCanPin: boolean } };

  it('the items name their startup on the first page and after a cursor, as they do for a member who is read', async () => {
    const first = await ok<Named>(t.app, DEMO, admin, NAMES, { id: orbital, limit: 15 });
    const named = first.startupTimeline.results.filter((r) => r.startup);
    expect(named.length).toBeGreaterThan(0);
    for (const r of named) expect(r.startup).toEqual({ _id: orbital, name: 'Orbital Labs' });
    expect(first.startupTimeline).toMatchObject({ viewerCanPost: true, viewerCanPostPrivate: true, viewerCanPin: true });
    const second = await ok<Named>(t.app, DEMO, admin, NAMES, { id: orbital, limit: 15, cursor: first.startupTimeline.next });
    const later = second.startupTimeline.results.filter((x) => x.startup);
    expect(later.length).toBeGreaterThan(0);
    for (const r of later) expect(r.startup!.name).toBe('Orbital Labs');
    const member = await ok<Named>(t.app, DEMO, cofounder, NAMES, { id: orbital, limit: 15 });
    for (const r of member.startupTimeline.results.filter((x) => x.startup)) expect(r.startup!.name).toBe('Orbital Labs');
  });

  it('an empty page of an existing startup is empty, not missing; an unknown id is NotFound', async () => {
    // A cursor older than every item: the page holds no row to tell that the startup exists, so it is asked.
    const beforeEverything = Buffer.from('1970-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000', 'utf8').toString('base64url');
    const empty = await ok<Named>(t.app, DEMO, admin, NAMES, { id: orbital, cursor: beforeEverything });
    expect(empty.startupTimeline).toMatchObject({ results: [], next: null, viewerCanPost: true });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await fails(t.app, DEMO, admin, NAMES, { id: unknown })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, admin, NAMES, { id: unknown, cursor: beforeEverything })).code).toBe('NotFound');
  });
});

describe('posting', () => {
  it('a public comment with an attachment comes first, and tells the startup people and staff', async () => {
    const uploaded = await upload(t.app, cofounder, 'traction.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%…\n'));
    expect(uploaded.statusCode).toBe(201);
    const file = json<{ _id: string }>(uploaded);
    const { createTimelineEvent } = await ok<{ createTimelineEvent: Item }>(t.app, DEMO, cofounder, CREATE, {
      input: { startupId: orbital, message: '  We closed the seed round!  ', attachmentIds: [file._id] },
    });
    expect(createTimelineEvent).toMatchObject({ eventType: 'COMMENT', message: 'We closed the seed round!', isPublic: true, isPinned: false, isUpdate: false, createdBy: { role: { type: ['Cofounder'] } } });
    // The link is signed for the viewer (D-94; file-links.int.test.ts checks that it opens the file without a token).
    expect(createTimelineEvent.attachments).toEqual([
      { _id: file._id, name: 'traction.pdf', fileType: 'application/pdf', url: expect.stringMatching(new RegExp(`^/files/${file._id}/traction\\.pdf\\?access=\\d+\\.[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`)) },
    ]);
    const page = await ok<Page>(t.app, DEMO, cofounder, TIMELINE, { id: orbital, limit: 1 });
    expect(page.startupTimeline.results[0]!._id).toBe(createTimelineEvent._id);
    const told = await t.db.tenant(t.incubatorIds.demo!, (tx) =>
      tx
        .select({ type: notifications.notificationType, userId: notificationRecipients.userId })
        .from(notifications)
        .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
        .where(sql`${notifications.message} like '%closed the seed round%'`),
    );
    expect(told).toEqual(
      expect.arrayContaining([
        { type: 'newCommentStartup', userId: await t.userId('demo', 'cofounder2@demo.test') },
        { type: 'newCommentStartupStaff', userId: await t.userId('demo', 'mentor@demo.test') },
      ]),
    );
    const author = await t.userId('demo', 'cofounder@demo.test');
    expect(told.some((r) => r.userId === author)).toBe(false);
  });

  it('refuses private or pinned posts without the keys, someone else’s file, an empty message', async () => {
    expect((await fails(t.app, DEMO, cofounder, CREATE, { input: { startupId: orbital, message: 'secret', isPublic: false } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, cofounder, CREATE, { input: { startupId: orbital, message: 'look', isPinned: true } })).code).toBe('Forbidden');
    const other = json<{ _id: string }>(await upload(t.app, admin, 'deck.pdf', 'application/pdf', Buffer.from('%PDF-1.4')));
    expect((await fails(t.app, DEMO, cofounder, CREATE, { input: { startupId: orbital, message: 'x', attachmentIds: [other._id] } })).message).toBe('attachmentIds: Unknown attachment');
    expect((await fails(t.app, DEMO, cofounder, CREATE, { input: { startupId: orbital, message: '   ' } })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, await t.token(DEMO, 'founder@demo.test'), CREATE, { input: { startupId: orbital, message: 'hi' } })).code).toBe('Forbidden');
  });

  it('a private, pinned note by an administrator: hidden from the cofounder, pinned for those who see it', async () => {
    const { createTimelineEvent } = await ok<{ createTimelineEvent: Item }>(t.app, DEMO, admin, CREATE, {
      input: { startupId: orbital, eventType: 'NOTE', message: 'Watch the burn rate', isPublic: false, isPinned: true },
    });
    const adminPage = await ok<Page>(t.app, DEMO, admin, TIMELINE, { id: orbital });
    expect(adminPage.startupTimeline.pinned.map((p) => p._id)).toContain(createTimelineEvent._id);
    const mine = await ok<Page>(t.app, DEMO, cofounder, TIMELINE, { id: orbital });
    expect(mine.startupTimeline.pinned.map((p) => p._id)).not.toContain(createTimelineEvent._id);
    expect(mine.startupTimeline.results.map((p) => p._id)).not.toContain(createTimelineEvent._id);
    // Not even by id: the cofounder cannot change what they cannot see.
    expect((await fails(t.app, DEMO, cofounder, UPDATE, { id: createTimelineEvent._id, input: { message: 'x' } })).code).toBe('NotFound');
    // Only pages after the first carry no pinned list.
    const second = await ok<Page>(t.app, DEMO, admin, TIMELINE, { id: orbital, cursor: adminPage.startupTimeline.next });
    expect(second.startupTimeline.pinned).toEqual([]);
  });

  it('edits and deletes: the author (or an administrator) only; system items cannot be changed', async () => {
    const { createTimelineEvent } = await ok<{ createTimelineEvent: Item }>(t.app, DEMO, cofounder, CREATE, { input: { startupId: orbital, eventType: 'UPDATE', message: 'Draft' } });
    const cofounder2 = await t.token(DEMO, 'cofounder2@demo.test');
    expect((await fails(t.app, DEMO, cofounder2, UPDATE, { id: createTimelineEvent._id, input: { message: 'Hijack' } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, cofounder2, DELETE, { id: createTimelineEvent._id })).code).toBe('Forbidden');
    expect(await ok(t.app, DEMO, cofounder, UPDATE, { id: createTimelineEvent._id, input: { message: 'Hired a sales lead' } })).toEqual({
      updateTimelineEvent: { _id: createTimelineEvent._id, message: 'Hired a sales lead', isPublic: true, isPinned: false },
    });
    expect((await fails(t.app, DEMO, cofounder, UPDATE, { id: createTimelineEvent._id, input: { isPinned: true } })).code).toBe('Forbidden');
    expect(await ok(t.app, DEMO, admin, UPDATE, { id: createTimelineEvent._id, input: { isPinned: true } })).toMatchObject({ updateTimelineEvent: { isPinned: true } });
    expect(await ok(t.app, DEMO, cofounder, DELETE, { id: createTimelineEvent._id })).toEqual({ deleteTimelineEvent: true });
    expect((await fails(t.app, DEMO, cofounder, DELETE, { id: createTimelineEvent._id })).code).toBe('NotFound');
    const due = (await allPages(admin, 'DATA_DUE', 1))[0]!;
    expect((await fails(t.app, DEMO, admin, DELETE, { id: due._id })).message).toBe('Only posts can be changed');
    expect((await fails(t.app, ACME, await t.token(ACME, 'admin@acme.test'), DELETE, { id: due._id })).code).toBe('NotFound');
  });
});
