/**
 * Issue 17 item 3 (docs/contract-coaching.md §3.3): the coaching session page's API. Who reads a session (its hosts,
 * its startup's people, holders of a Coaching session key; anyone else and another tenant: NotFound); private notes
 * are their author's alone — a mentor never reads another host's; edits write changelog rows (one group per save)
 * and tell the others; rescheduling moves every host's time at once and a taken time answers SlotTaken changing
 * nothing; cancelling releases the hosts' time; holding records attendance; an action item is a task of the startup
 * the co-founder sees in their tasks; the session is a post of the startup's timeline; bad input names the field.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coachingPrivateNotes,
  coachingSessionChanges,
  coachingSessions,
  hostBookings,
  mailOutbox,
  notificationRecipients,
  notifications,
  startups,
  tags,
  timelineEvents,
  users,
} from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const INVITE = `mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!) {
  inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end) { _id } }`;
const RESPOND = 'mutation A($id: ID!) { respondToInvitation(id: $id, answer: accept) { sessionId } }';
const SESSION = `_id title status startsAt endsAt location videoProvider videoLink sharedNotes privateNote viewerIsHost viewerCanManage
  startup { _id name } hosts { _id } attendees { _id attendance } topics { _id name } actionItems { _id taskId name done }
  changes { type groupId valueType oldValue newValue initiator { _id } }`;
const READ = `query R($id: ID!) { coachingSession(id: $id) { ${SESSION} } }`;
const UPDATE = `mutation U($id: ID!, $input: CoachingSessionEditInput!) { updateCoachingSession(id: $id, input: $input) { ${SESSION} } }`;
const NOTE = `mutation N($id: ID!, $body: String!) { savePrivateNote(id: $id, body: $body) { ${SESSION} } }`;
const ACTION = `mutation T($id: ID!, $name: String!, $dueDate: String!) { addActionItem(id: $id, name: $name, dueDate: $dueDate) { ${SESSION} } }`;
const MOVE = `mutation M($id: ID!, $start: DateTime!, $end: DateTime) { rescheduleCoachingSession(id: $id, start: $start, end: $end) { ${SESSION} } }`;
const CANCEL = `mutation C($id: ID!) { cancelCoachingSession(id: $id) { ${SESSION} } }`;
const HOLD = `mutation H($id: ID!, $attendance: [CoachingAttendanceInput!]!) { holdCoachingSession(id: $id, attendance: $attendance) { ${SESSION} } }`;
const MY_TASKS = 'query { tasks(queryOptions: { scope: MINE, completionStatus: PENDING }) { results { _id name url } } }';

interface Session {
  _id: string;
  title: string | null;
  status: string;
  startsAt: string;
  location: string | null;
  videoProvider: string | null;
  videoLink: string | null;
  sharedNotes: string | null;
  privateNote: string | null;
  viewerIsHost: boolean;
  viewerCanManage: boolean;
  hosts: { _id: string }[];
  attendees: { _id: string; attendance: string | null }[];
  topics: { _id: string; name: string }[];
  actionItems: { _id: string; taskId: string; name: string; done: boolean }[];
  changes: { type: string; groupId: string; valueType: string; oldValue: string | null; newValue: string | null; initiator: { _id: string } | null }[];
}

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;
let topicAi: string;
let startupTag: string;
const demo = () => t.incubatorIds.demo!;

/** A Wednesday five weeks ahead (UTC), clear of the booking tests' days; `offset` days later. */
function dayAhead(offset = 0): string {
  const d = new Date(Date.now() + 35 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const at = (hour: number, minute = 0, date = dayAhead()) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`).toISOString();
const plusHour = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString();
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** Staff invite Orbital Labs with these hosts at `start` for an hour; a co-founder accepts: the session's id. */
async function makeSession(hostKeys: string[], start: string): Promise<string> {
  const { inviteStartup } = await ok<{ inviteStartup: { _id: string } }>(t.app, DEMO, tokens.staff, INVITE, { hostIds: hostKeys.map((k) => ids[k]), startupId: orbital, start, end: plusHour(start) });
  const { respondToInvitation } = await ok<{ respondToInvitation: { sessionId: string } }>(t.app, DEMO, tokens.cofounder, RESPOND, { id: inviteStartup._id });
  return respondToInvitation.sessionId;
}

const read = (who: string, id: string) => ok<{ coachingSession: Session }>(t.app, DEMO, tokens[who], READ, { id }).then((r) => r.coachingSession);

async function hostTime(sessionStart: string) {
  return t.db.tenant(demo(), (tx) => tx.select().from(hostBookings)
    .where(and(eq(hostBookings.hostUserId, ids.mentor!), eq(hostBookings.startsAt, new Date(sessionStart)))));
}

async function toldOf(type: string, sessionId: string): Promise<string[]> {
  const rows = await t.db.tenant(demo(), (tx) => tx.select({ userId: notificationRecipients.userId }).from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(eq(notifications.notificationType, type as 'meetingChanged'), eq(notifications.url, `/coaching/session/${sessionId}`))));
  return rows.map((r) => r.userId).sort();
}

beforeAll(async () => {
  for (const who of ['mentor', 'expert', 'coach', 'staff', 'admin', 'cofounder', 'cofounder2', 'founder', 'evaluator']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) ids[p.email.replace('@demo.test', '')] = p.id;
  const list = await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  orbital = list.find((s) => s.name === 'Orbital Labs')!.id;
  const tagRows = await t.db.tenant(demo(), (tx) => tx.select({ id: tags.id, kind: tags.kind, name: tags.name }).from(tags));
  topicAi = tagRows.find((r) => r.kind === 'topic' && r.name === 'AI')!.id;
  startupTag = tagRows.find((r) => r.kind === 'startup')!.id;
});

describe('reading a session', () => {
  it('its hosts, its startup’s people and a Coaching session key holder read it; others, unauthorised roles and another tenant get NotFound', async () => {
    const id = await makeSession(['mentor'], at(9));
    expect(await read('mentor', id)).toMatchObject({ status: 'scheduled', viewerIsHost: true, viewerCanManage: true, hosts: [{ _id: ids.mentor }] });
    const founderView = await read('cofounder2', id);
    expect(founderView).toMatchObject({ viewerIsHost: false, viewerCanManage: false, privateNote: null });
    expect(founderView.attendees.map((a) => a._id)).toEqual(expect.arrayContaining([ids.cofounder, ids.cofounder2]));
    expect(founderView.changes.map((c) => c.type)).toEqual(['scheduled']);
    expect(await read('admin', id)).toMatchObject({ viewerIsHost: false, viewerCanManage: true });
    // The seeded Staff and Coach roles hold no Coaching session key; the expert is no host of it; the founder is of another startup.
    for (const who of ['staff', 'coach', 'expert', 'founder', 'evaluator']) {
      expect(await fails(t.app, DEMO, tokens[who], READ, { id }), who).toMatchObject({ code: 'NotFound', message: 'id: This coaching session does not exist.' });
    }
    expect(await fails(t.app, ACME, tokens.acmeAdmin, READ, { id })).toMatchObject({ code: 'NotFound', message: 'id: This coaching session does not exist.' });
    expect((await fails(t.app, ACME, tokens.acmeAdmin, CANCEL, { id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.mentor, READ, { id: 'nope' })).code).toBe('NotFound');
    // A co-founder reads but does not change it (the field's rule); another tenant changed nothing.
    expect((await fails(t.app, DEMO, tokens.cofounder, UPDATE, { id, input: { sharedNotes: 'x' } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, CANCEL, { id })).code).toBe('Forbidden');
    expect((await read('mentor', id)).status).toBe('scheduled');
  });

  it('the session is a post of the startup’s timeline, rewritten as it changes', async () => {
    const id = await makeSession(['mentor'], at(10));
    await ok(t.app, DEMO, tokens.mentor, UPDATE, { id, input: { title: 'Pricing review', sharedNotes: 'Bring the numbers.' } });
    const [post] = await t.db.tenant(demo(), (tx) => tx.select().from(timelineEvents).where(eq(timelineEvents.sourceKey, `coachingSession:${id}`)));
    expect(post).toMatchObject({ kind: 'COACHING_SESSION_POST', startupId: orbital });
    const session = post!.payload.session as { name: string; editor: string; coachIds: string[] };
    expect(session).toMatchObject({ name: 'Pricing review', editor: 'Bring the numbers.', coachIds: [ids.mentor] });
    expect((post!.payload.changelogs as { type: string }[]).map((c) => c.type).sort()).toEqual(['scheduled', 'sharedNotes', 'title']);
    const invitePosts = await t.db.tenant(demo(), (tx) => tx.select().from(timelineEvents).where(and(eq(timelineEvents.kind, 'COACHING_INVITE_POST'), eq(timelineEvents.startupId, orbital))));
    expect(invitePosts.some((p) => (p.payload.invite as { status: string }).status === 'accepted')).toBe(true);
  });
});

describe('private notes', () => {
  it('are their author’s alone: a mentor never reads another host’s note, nor do staff or founders', async () => {
    const id = await makeSession(['mentor', 'expert'], at(11));
    const mine = await ok<{ savePrivateNote: Session }>(t.app, DEMO, tokens.mentor, NOTE, { id, body: 'Mentor only: the CTO seems tired.' });
    expect(mine.savePrivateNote.privateNote).toBe('Mentor only: the CTO seems tired.');
    expect((await read('expert', id)).privateNote).toBeNull();
    await ok(t.app, DEMO, tokens.expert, NOTE, { id, body: 'Expert only.' });
    expect((await read('expert', id)).privateNote).toBe('Expert only.');
    expect((await read('mentor', id)).privateNote).toBe('Mentor only: the CTO seems tired.');
    for (const who of ['admin', 'cofounder']) expect((await read(who, id)).privateNote, who).toBeNull();
    expect((await fails(t.app, DEMO, tokens.admin, NOTE, { id, body: 'not a host' })).code).toBe('Forbidden');
    // No changelog row, no timeline text carries a note.
    const changes = await t.db.tenant(demo(), (tx) => tx.select().from(coachingSessionChanges).where(eq(coachingSessionChanges.sessionId, id)));
    expect(changes.map((c) => c.type)).toEqual(['scheduled']);
    const [post] = await t.db.tenant(demo(), (tx) => tx.select().from(timelineEvents).where(eq(timelineEvents.sourceKey, `coachingSession:${id}`)));
    expect(JSON.stringify(post!.payload)).not.toContain('tired');
    // Blank deletes the author's own note only.
    await ok(t.app, DEMO, tokens.expert, NOTE, { id, body: '  ' });
    const notes = await t.db.tenant(demo(), (tx) => tx.select().from(coachingPrivateNotes).where(eq(coachingPrivateNotes.sessionId, id)));
    expect(notes.map((n) => n.authorId)).toEqual([ids.mentor]);
  });
});

describe('editing', () => {
  it('writes one changelog row per field under one group, and tells the startup of a material change', async () => {
    const id = await makeSession(['mentor'], at(12));
    const { updateCoachingSession: s } = await ok<{ updateCoachingSession: Session }>(t.app, DEMO, tokens.mentor, UPDATE, {
      id, input: { title: 'Go-to-market', topicIds: [topicAi], location: 'Room 4', videoProvider: 'GOOGLE_MEET', videoLink: 'https://meet.example.org/abc', sharedNotes: 'Agenda: channels.' },
    });
    expect(s).toMatchObject({ title: 'Go-to-market', location: 'Room 4', videoProvider: 'Google Meet', videoLink: 'https://meet.example.org/abc', sharedNotes: 'Agenda: channels.', topics: [{ _id: topicAi, name: 'AI' }] });
    const saved = s.changes.filter((c) => c.type !== 'scheduled');
    expect(saved.map((c) => c.type).sort()).toEqual(['location', 'sharedNotes', 'title', 'topics', 'videoLink', 'videoProvider']);
    expect(new Set(saved.map((c) => c.groupId)).size).toBe(1);
    expect(saved.every((c) => c.initiator?._id === ids.mentor)).toBe(true);
    expect(saved.find((c) => c.type === 'topics')).toMatchObject({ oldValue: null, newValue: 'AI' });
    expect((await read('cofounder', id)).sharedNotes).toBe('Agenda: channels.');
    expect(await toldOf('meetingChanged', id)).toEqual([ids.cofounder, ids.cofounder2].sort());
    // Saving the same again changes nothing and writes nothing.
    const again = await ok<{ updateCoachingSession: Session }>(t.app, DEMO, tokens.mentor, UPDATE, { id, input: { title: 'Go-to-market' } });
    expect(again.updateCoachingSession.changes).toHaveLength(s.changes.length);
  });

  it('bad input names the field and changes nothing', async () => {
    const id = await makeSession(['mentor'], at(13));
    const before = await read('mentor', id);
    expect(await fails(t.app, DEMO, tokens.mentor, UPDATE, { id, input: { title: 'New', videoLink: 'http://insecure.example.org' } }))
      .toMatchObject({ code: 'ValidationError', message: 'videoLink: Give a web address starting with https://.' });
    expect((await fails(t.app, DEMO, tokens.mentor, UPDATE, { id, input: { title: 'New', topicIds: [startupTag] } })).message).toBe('topicIds.0: This topic does not exist.');
    expect((await fails(t.app, DEMO, tokens.mentor, UPDATE, { id, input: { title: 'x'.repeat(201) } })).message).toBe('title: Use at most 200 characters.');
    expect((await fails(t.app, DEMO, tokens.mentor, ACTION, { id, name: ' ', dueDate: tomorrow() })).message).toBe('name: Give the action item a name of at most 300 characters.');
    expect((await fails(t.app, DEMO, tokens.mentor, ACTION, { id, name: 'Ship it', dueDate: '2001-01-01' })).message).toBe('dueDate: Give a due date (YYYY-MM-DD) that is not in the past.');
    expect((await fails(t.app, DEMO, tokens.mentor, MOVE, { id, start: at(15), end: at(14) })).message).toBe('end: The end must be after the start.');
    expect((await fails(t.app, DEMO, tokens.mentor, MOVE, { id, start: '2001-01-01T10:00:00.000Z' })).message).toBe('start: Choose a time in the future.');
    expect((await fails(t.app, DEMO, tokens.mentor, HOLD, { id, attendance: [] })).message).toBe('id: A session is held once it has started.');
    const after = await read('mentor', id);
    expect(after).toEqual(before);
  });
});

describe('rescheduling, cancelling, holding', () => {
  it('a taken time answers SlotTaken and leaves the session and its hosts’ time as they were; a free one moves every host', async () => {
    const first = await makeSession(['mentor'], at(14));
    const second = await makeSession(['mentor', 'expert'], at(16));
    const conflict = await fails(t.app, DEMO, tokens.mentor, MOVE, { id: second, start: at(14, 30) });
    expect(conflict).toMatchObject({ code: 'SlotTaken', message: 'start: This time was just taken. Choose another one.' });
    expect((await read('mentor', second)).startsAt).toBe(at(16));
    expect((await hostTime(at(16))).map((b) => b.status)).toEqual(['active']);
    const { rescheduleCoachingSession: moved } = await ok<{ rescheduleCoachingSession: Session }>(t.app, DEMO, tokens.admin, MOVE, { id: second, start: at(17) });
    expect(moved.startsAt).toBe(at(17));
    expect(moved.changes[0]).toMatchObject({ type: 'rescheduled', valueType: 'date', oldValue: at(16), newValue: at(17), initiator: { _id: ids.admin } });
    expect((await hostTime(at(16)))[0]).toMatchObject({ status: 'released', releaseReason: 'rescheduled' });
    const now = await t.db.tenant(demo(), (tx) => tx.select().from(hostBookings).where(and(eq(hostBookings.sourceId, second), eq(hostBookings.status, 'active'))).orderBy(asc(hostBookings.hostUserId)));
    expect(now.map((b) => b.hostUserId).sort()).toEqual([ids.mentor, ids.expert].sort());
    expect(now.every((b) => b.startsAt.toISOString() === at(17))).toBe(true);
    expect(await toldOf('meetingChanged', second)).toEqual([ids.cofounder, ids.cofounder2, ids.expert, ids.mentor].sort());
    const mail = await t.db.tenant(demo(), (tx) => tx.select({ to: mailOutbox.to, subject: mailOutbox.subject }).from(mailOutbox));
    expect(mail.some((m) => m.to === 'cofounder@demo.test' && m.subject.includes('moved to'))).toBe(true);
    // The first session still holds 14:00.
    expect((await read('mentor', first)).startsAt).toBe(at(14));
  });

  it('cancelling releases the hosts’ time (another session may move there), tells the others and writes the changelog', async () => {
    const first = await makeSession(['mentor'], at(9, 0, dayAhead(1)));
    const second = await makeSession(['mentor'], at(11, 0, dayAhead(1)));
    expect((await fails(t.app, DEMO, tokens.mentor, MOVE, { id: second, start: at(9, 0, dayAhead(1)) })).code).toBe('SlotTaken');
    const { cancelCoachingSession: cancelled } = await ok<{ cancelCoachingSession: Session }>(t.app, DEMO, tokens.mentor, CANCEL, { id: first });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.changes[0]).toMatchObject({ type: 'cancelled', oldValue: 'scheduled', newValue: 'cancelled' });
    expect((await hostTime(at(9, 0, dayAhead(1))))[0]).toMatchObject({ status: 'released', releaseReason: 'cancelled' });
    expect(await toldOf('meetingDeleted', first)).toEqual([ids.cofounder, ids.cofounder2].sort());
    await ok(t.app, DEMO, tokens.mentor, MOVE, { id: second, start: at(9, 0, dayAhead(1)) });
    expect((await fails(t.app, DEMO, tokens.mentor, CANCEL, { id: first })).message).toBe('id: This session is no longer scheduled.');
    const [post] = await t.db.tenant(demo(), (tx) => tx.select().from(timelineEvents).where(eq(timelineEvents.sourceKey, `coachingSession:${first}`)));
    expect(post!.payload.status).toBe('cancelled');
  });

  it('holding a started session records each attendee’s attendance; an unknown attendee is named', async () => {
    const id = await makeSession(['mentor'], at(13, 0, dayAhead(1)));
    // The session has started: moved into the past directly (the API only books ahead).
    const past = new Date(Date.now() - 3_600_000);
    await t.db.tenant(demo(), (tx) => tx.update(coachingSessions).set({ startsAt: past, endsAt: new Date(past.getTime() + 1_800_000) }).where(eq(coachingSessions.id, id)));
    expect((await fails(t.app, DEMO, tokens.mentor, HOLD, { id, attendance: [{ userId: ids.founder, attendance: 'attended' }] })).message)
      .toBe('attendance.0.userId: This person is not an attendee of the session.');
    const { holdCoachingSession: held } = await ok<{ holdCoachingSession: Session }>(t.app, DEMO, tokens.mentor, HOLD, {
      id, attendance: [{ userId: ids.cofounder, attendance: 'attended' }, { userId: ids.cofounder2, attendance: 'no_show' }],
    });
    expect(held.status).toBe('held');
    expect(held.attendees.find((a) => a._id === ids.cofounder)?.attendance).toBe('attended');
    expect(held.attendees.find((a) => a._id === ids.cofounder2)?.attendance).toBe('no_show');
    const group = held.changes.filter((c) => c.type === 'held' || c.type === 'attendance');
    expect(group).toHaveLength(3);
    expect(new Set(group.map((c) => c.groupId)).size).toBe(1);
    expect((await fails(t.app, DEMO, tokens.mentor, HOLD, { id, attendance: [] })).message).toBe('id: This session is no longer scheduled.');
  });
});

describe('action items', () => {
  it('a host adds one: a task of the startup the co-founder sees in their tasks, linked to the session', async () => {
    const id = await makeSession(['mentor'], at(15, 0, dayAhead(1)));
    const { addActionItem } = await ok<{ addActionItem: Session }>(t.app, DEMO, tokens.mentor, ACTION, { id, name: 'Send the pricing sheet', dueDate: tomorrow() });
    expect(addActionItem.actionItems).toEqual([expect.objectContaining({ name: 'Send the pricing sheet', done: false })]);
    expect(addActionItem.changes[0]).toMatchObject({ type: 'actionItem', newValue: 'Send the pricing sheet' });
    const { tasks } = await ok<{ tasks: { results: { _id: string; name: string; url: string }[] } }>(t.app, DEMO, tokens.cofounder, MY_TASKS);
    expect(tasks.results.find((r) => r._id === addActionItem.actionItems[0]!.taskId)).toMatchObject({ name: 'Send the pricing sheet', url: `/coaching/session/${id}` });
    // A co-founder may not add one; staff without a key do not reach the session.
    expect((await fails(t.app, DEMO, tokens.cofounder, ACTION, { id, name: 'x', dueDate: tomorrow() })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.staff, ACTION, { id, name: 'x', dueDate: tomorrow() })).code).toBe('NotFound');
  });
});
