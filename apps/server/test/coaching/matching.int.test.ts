/**
 * Issue 17 item 5 (docs/contract-coaching.md §2.5, §3.5; D-462..D-467): the tenant's matching rules — saved by the
 * admin group, refused to others, per tenant, bad input naming the field and changing nothing; suggestions for a
 * startup ordered and explained (the lines add up to the score; a mentor with no place left excluded or penalised as
 * the rule says); accepting one assigns the mentor (the mentor directory's assignment and notification); the founder's
 * answer after the first held session lowers the pair; two no-shows of a startup alert staff.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  coachingSessionAttendees,
  coachingSessionHosts,
  coachingSessions,
  hostBookings,
  industries,
  mentorMatchFeedback,
  mentorMatchingRules,
  notificationRecipients,
  notifications,
  roles,
  startupIndustries,
  startupPeople,
  startups,
  startupTags,
  tags,
  userAssignedStartups,
  userIndustries,
  users,
  userTags,
} from '../../src/db/schema/index.js';
import { askPairingFeedback, recordNoShow } from '../../src/modules/coaching/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const RULES = 'query R { mentorMatchingRules { weights { tags skills industries stage capacity } capacityRule capacityPenaltyPercent saved } }';
const SAVE = `mutation S($weights: MatchWeightsInput!, $capacityRule: MentorCapacityRule!, $capacityPenaltyPercent: Int!) {
  saveMentorMatchingRules(weights: $weights, capacityRule: $capacityRule, capacityPenaltyPercent: $capacityPenaltyPercent) { weights { tags skills industries stage capacity } capacityRule capacityPenaltyPercent saved } }`;
const SUGGEST = `query M($startupId: ID!) { suggestedMatches(startupId: $startupId) { startupId startupName suggestions {
  mentor { _id fullName capacity load } score atCapacity feedback lines { factor weight fit contribution matched } } } }`;
const ACCEPT = 'mutation A($startupId: ID!, $mentorUserId: ID!) { acceptMatch(startupId: $startupId, mentorUserId: $mentorUserId) { startupId mentorUserId } }';
const PENDING = 'query P { pendingPairingFeedback { _id startupId mentorId mentorName answer } }';
const ANSWER = 'mutation F($id: ID!, $answer: PairingAnswer!, $comment: String) { answerPairingFeedback(id: $id, answer: $answer, comment: $comment) { _id answer comment } }';

interface Line { factor: string; weight: number; fit: number; contribution: number; matched: string[] }
interface Suggestion { mentor: { _id: string; fullName: string; capacity: number | null; load: number }; score: number; atCapacity: boolean; feedback: string | null; lines: Line[] }
interface Suggestions { suggestedMatches: { startupId: string; suggestions: Suggestion[] } }

const t = useTestApp({ logLevel: 'error' });
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const demo = () => t.incubatorIds.demo!;
const WEIGHTS = { tags: 2, skills: 3, industries: 3, stage: 1, capacity: 1 };
let startup: string;
let mentorRoleId: string;

/** A mentor of the demo tenant with these industries, skills, other tags and capacity. */
async function makeMentor(key: string, fullName: string, over: { industryIds?: string[]; skillTagIds?: string[]; tagIds?: string[]; capacity?: number | null }) {
  ids[key] = await t.db.tenant(demo(), async (tx) => {
    const [u] = await tx.insert(users).values({ incubatorId: demo(), email: `${key}@match.test`, fullName, roleId: mentorRoleId, mentorCapacity: over.capacity ?? null }).returning({ id: users.id });
    for (const industryId of over.industryIds ?? []) await tx.insert(userIndustries).values({ incubatorId: demo(), userId: u!.id, industryId });
    for (const tagId of [...(over.skillTagIds ?? []), ...(over.tagIds ?? [])]) await tx.insert(userTags).values({ incubatorId: demo(), userId: u!.id, tagId });
    return u!.id;
  });
}

/** The tag of this kind and name (the seed has some, e.g. the Fundraising skill), made when missing. */
async function tag(kind: 'startup' | 'skills' | 'mentortag', name: string): Promise<string> {
  return t.db.tenant(demo(), async (tx) => {
    const [found] = await tx.select({ id: tags.id }).from(tags).where(and(eq(tags.kind, kind), sql`lower(${tags.name}) = lower(${name})`));
    if (found) return found.id;
    const [row] = await tx.insert(tags).values({ incubatorId: demo(), kind, name }).returning({ id: tags.id });
    return row!.id;
  });
}

async function suggest(token = tokens.admin!): Promise<Suggestion[]> {
  return (await ok<Suggestions>(t.app, DEMO, token, SUGGEST, { startupId: startup })).suggestedMatches.suggestions;
}

/** A held session of the startup with one host (with the host_bookings row the host table requires). */
async function heldSession(hostUserId: string, daysAgo: number): Promise<string> {
  return t.db.tenant(demo(), async (tx) => {
    const startsAt = new Date(Date.now() - daysAgo * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    const [session] = await tx.insert(coachingSessions).values({ incubatorId: demo(), startupId: startup, bookingWay: 'invitation', startsAt, endsAt, status: 'held' }).returning({ id: coachingSessions.id });
    const [booking] = await tx.insert(hostBookings).values({ incubatorId: demo(), hostUserId, kind: 'session', status: 'active', startsAt, endsAt, startupId: startup, sourceId: session!.id }).returning({ id: hostBookings.id });
    await tx.insert(coachingSessionHosts).values({ incubatorId: demo(), sessionId: session!.id, userId: hostUserId, hostBookingId: booking!.id });
    await tx.insert(coachingSessionAttendees).values({ incubatorId: demo(), sessionId: session!.id, userId: ids.cofounder! });
    return session!.id;
  });
}

beforeAll(async () => {
  for (const who of ['admin', 'staff', 'mentor', 'cofounder', 'founder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const people = await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) if (p.email.endsWith('@demo.test')) ids[p.email.replace('@demo.test', '')] = p.id;
  const [mentorRole] = await t.db.tenant(demo(), (tx) => tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Mentor')).limit(1));
  mentorRoleId = mentorRole!.id;
  // A startup of its own (seed stage, fintech, tagged Fundraising and Payments), with the demo co-founder in it.
  const [fintech] = await t.db.tenant(demo(), (tx) => tx.insert(industries).values({ incubatorId: demo(), name: 'Match Fintech' }).returning({ id: industries.id }));
  const [health] = await t.db.tenant(demo(), (tx) => tx.insert(industries).values({ incubatorId: demo(), name: 'Match Health' }).returning({ id: industries.id }));
  const fundraising = await tag('startup', 'Fundraising');
  const payments = await tag('startup', 'Payments');
  const fundraisingSkill = await tag('skills', 'fundraising');
  const paymentsMentorTag = await tag('mentortag', 'PAYMENTS');
  startup = await t.db.tenant(demo(), async (tx) => {
    const [s] = await tx.insert(startups).values({ incubatorId: demo(), name: 'Matchbox Pay', stage: 'seed' }).returning({ id: startups.id });
    await tx.insert(startupIndustries).values({ incubatorId: demo(), startupId: s!.id, industryId: fintech!.id });
    for (const tagId of [fundraising, payments]) await tx.insert(startupTags).values({ incubatorId: demo(), startupId: s!.id, tagId });
    await tx.insert(startupPeople).values({ incubatorId: demo(), startupId: s!.id, userId: ids.cofounder! });
    return s!.id;
  });
  await makeMentor('best', 'Ada Best', { industryIds: [fintech!.id], skillTagIds: [fundraisingSkill], tagIds: [paymentsMentorTag], capacity: 5 });
  await makeMentor('middle', 'Bo Middle', { industryIds: [fintech!.id], capacity: null });
  await makeMentor('full', 'Cy Full', { industryIds: [fintech!.id], skillTagIds: [fundraisingSkill], tagIds: [paymentsMentorTag], capacity: 0 });
  await makeMentor('far', 'Di Far', { industryIds: [health!.id], capacity: 5 });
});

describe('matching rules', () => {
  it('the admin reads the defaults, saves weights and reads them back; the activity log records it', async () => {
    expect((await ok<{ mentorMatchingRules: { saved: boolean } }>(t.app, DEMO, tokens.admin, RULES)).mentorMatchingRules.saved).toBe(false);
    const saved = await ok<{ saveMentorMatchingRules: unknown }>(t.app, DEMO, tokens.admin, SAVE, { weights: WEIGHTS, capacityRule: 'exclude', capacityPenaltyPercent: 50 });
    expect(saved.saveMentorMatchingRules).toEqual({ weights: WEIGHTS, capacityRule: 'exclude', capacityPenaltyPercent: 50, saved: true });
    expect((await ok<{ mentorMatchingRules: unknown }>(t.app, DEMO, tokens.admin, RULES)).mentorMatchingRules).toEqual(saved.saveMentorMatchingRules);
    const logged = await t.db.tenant(demo(), (tx) => tx.select().from(activityLogs).where(eq(activityLogs.action, 'matching.rulesSaved')));
    expect(logged).toHaveLength(1);
  });

  it('refuses staff and the founder side; another tenant keeps its own rules', async () => {
    expect(await fails(t.app, DEMO, tokens.staff, SAVE, { weights: WEIGHTS, capacityRule: 'penalise', capacityPenaltyPercent: 10 })).toMatchObject({ code: 'Forbidden', message: 'Only administrators can change organisation settings.' });
    expect((await fails(t.app, DEMO, tokens.cofounder, RULES)).code).toBe('Forbidden');
    const acme = await ok<{ mentorMatchingRules: { saved: boolean; capacityRule: string } }>(t.app, ACME, tokens.acmeAdmin, RULES);
    expect(acme.mentorMatchingRules).toMatchObject({ saved: false, capacityRule: 'penalise' });
    const rows = await t.db.tenant(t.incubatorIds.acme!, (tx) => tx.select().from(mentorMatchingRules));
    expect(rows).toHaveLength(0);
  });

  it('bad input names the field and changes nothing', async () => {
    expect(await fails(t.app, DEMO, tokens.admin, SAVE, { weights: { ...WEIGHTS, tags: 11 }, capacityRule: 'penalise', capacityPenaltyPercent: 10 }))
      .toMatchObject({ code: 'ValidationError', message: 'weights.tags: A weight is a whole number from 0 to 10.' });
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { weights: { tags: 0, skills: 0, industries: 0, stage: 0, capacity: 0 }, capacityRule: 'penalise', capacityPenaltyPercent: 10 })).message)
      .toBe('weights: Give at least one factor a weight.');
    expect((await fails(t.app, DEMO, tokens.admin, SAVE, { weights: WEIGHTS, capacityRule: 'penalise', capacityPenaltyPercent: 101 })).message)
      .toBe('capacityPenaltyPercent: The penalty is a whole number from 0 to 100.');
    const { mentorMatchingRules: now } = await ok<{ mentorMatchingRules: { capacityRule: string; weights: typeof WEIGHTS } }>(t.app, DEMO, tokens.admin, RULES);
    expect(now).toMatchObject({ capacityRule: 'exclude', weights: WEIGHTS });
  });
});

describe('suggestions', () => {
  it('are ordered by score and explained: the lines add up to the score and name what matched', async () => {
    const list = await suggest();
    expect(list.map((s) => s.mentor._id).slice(0, 2)).toEqual([ids.best, ids.middle]);
    for (let i = 1; i < list.length; i += 1) expect(list[i]!.score).toBeLessThanOrEqual(list[i - 1]!.score);
    for (const s of list) expect(s.lines.reduce((sum, l) => sum + l.contribution, 0)).toBeCloseTo(s.score, 6);
    const best = list[0]!;
    const line = (f: string) => best.lines.find((l) => l.factor === f)!;
    expect(line('industries')).toMatchObject({ fit: 1, matched: ['Match Fintech'] });
    expect(line('skills')).toMatchObject({ fit: 0.5, matched: ['Fundraising'] });
    expect(line('tags')).toMatchObject({ fit: 0.5, matched: ['Payments'] });
    expect(list.find((s) => s.mentor._id === ids.far)?.lines.find((l) => l.factor === 'industries')?.fit ?? 0).toBe(0);
  });

  it('a mentor with no place left is excluded under "exclude" and penalised under "penalise"', async () => {
    expect((await suggest()).map((s) => s.mentor._id)).not.toContain(ids.full);
    await ok(t.app, DEMO, tokens.admin, SAVE, { weights: WEIGHTS, capacityRule: 'penalise', capacityPenaltyPercent: 50 });
    const full = (await suggest()).find((s) => s.mentor._id === ids.full)!;
    expect(full.atCapacity).toBe(true);
    expect(full.lines.at(-1)).toMatchObject({ factor: 'atCapacity', weight: 50 });
    expect(full.lines.reduce((sum, l) => sum + l.contribution, 0)).toBeCloseTo(full.score, 6);
    await ok(t.app, DEMO, tokens.admin, SAVE, { weights: WEIGHTS, capacityRule: 'exclude', capacityPenaltyPercent: 50 });
  });

  it('refuses the founder side, another tenant and bad ids, naming the field', async () => {
    expect((await fails(t.app, DEMO, tokens.cofounder, SUGGEST, { startupId: startup })).code).toBe('Forbidden');
    expect(await fails(t.app, ACME, tokens.acmeAdmin, SUGGEST, { startupId: startup })).toMatchObject({ code: 'ValidationError', message: 'startupId: This startup does not exist.' });
    expect((await fails(t.app, DEMO, tokens.admin, SUGGEST, { startupId: 'nope' })).message).toBe('startupId: This startup does not exist.');
  });
});

describe('accepting a suggestion', () => {
  it('assigns the mentor (the directory’s assignment and notification); they leave the suggestions', async () => {
    expect((await ok<{ acceptMatch: unknown }>(t.app, DEMO, tokens.admin, ACCEPT, { startupId: startup, mentorUserId: ids.best })).acceptMatch).toEqual({ startupId: startup, mentorUserId: ids.best });
    const rows = await t.db.tenant(demo(), (tx) => tx.select().from(userAssignedStartups).where(and(eq(userAssignedStartups.startupId, startup), eq(userAssignedStartups.userId, ids.best!))));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.assignedBy).toBe(ids.admin);
    const told = await t.db.tenant(demo(), (tx) => tx.select({ userId: notificationRecipients.userId }).from(notificationRecipients)
      .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
      .where(and(eq(notifications.notificationType, 'startupAssigned'), eq(notifications.startupId, startup))));
    expect(told.map((r) => r.userId)).toEqual([ids.best]);
    expect((await suggest()).map((s) => s.mentor._id)).not.toContain(ids.best);
  });

  it('refuses twice, a person who is not a mentor, an excluded mentor, other tenants and the founder side — naming the field', async () => {
    expect(await fails(t.app, DEMO, tokens.admin, ACCEPT, { startupId: startup, mentorUserId: ids.best })).toMatchObject({ code: 'ValidationError', message: 'mentorUserId: This mentor is already assigned to this startup.' });
    expect((await fails(t.app, DEMO, tokens.admin, ACCEPT, { startupId: startup, mentorUserId: ids.cofounder })).message).toBe('mentorUserId: This person is not a mentor, coach or expert of this organisation.');
    expect((await fails(t.app, DEMO, tokens.admin, ACCEPT, { startupId: startup, mentorUserId: ids.full })).message).toBe('mentorUserId: This mentor has no place left and the rule excludes them.');
    expect((await fails(t.app, DEMO, tokens.admin, ACCEPT, { startupId: startup, mentorUserId: 'x' })).message).toBe('mentorUserId: This person is not a mentor, coach or expert of this organisation.');
    expect((await fails(t.app, ACME, tokens.acmeAdmin, ACCEPT, { startupId: startup, mentorUserId: ids.middle })).message).toBe('startupId: This startup does not exist.');
    expect((await fails(t.app, DEMO, tokens.cofounder, ACCEPT, { startupId: startup, mentorUserId: ids.middle })).code).toBe('Forbidden');
    const rows = await t.db.tenant(demo(), (tx) => tx.select().from(userAssignedStartups).where(eq(userAssignedStartups.startupId, startup)));
    expect(rows.map((r) => r.userId)).toEqual([ids.best]);
  });
});

describe('pairing feedback and no-shows', () => {
  it('after the first held session the founders are asked once; a "not working" answer lowers the pair', async () => {
    const before = (await suggest()).map((s) => s.mentor._id);
    expect(before[0]).toBe(ids.middle);
    const first = await heldSession(ids.middle!, 10);
    const asked = await t.db.tenant(demo(), (tx) => askPairingFeedback(tx, { incubatorId: demo(), actorUserId: null }, first));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.recipients.map((r) => r.userId)).toEqual([ids.cofounder]);
    expect(asked[0]!.notification).toMatchObject({ notificationType: 'pairingFeedback', message: 'How is your pairing with Bo Middle going?' });
    const second = await heldSession(ids.middle!, 3);
    expect(await t.db.tenant(demo(), (tx) => askPairingFeedback(tx, { incubatorId: demo(), actorUserId: null }, second))).toEqual([]);

    const { pendingPairingFeedback } = await ok<{ pendingPairingFeedback: Array<{ _id: string; startupId: string; mentorId: string }> }>(t.app, DEMO, tokens.cofounder, PENDING);
    const question = pendingPairingFeedback.find((q) => q.startupId === startup)!;
    expect(question.mentorId).toBe(ids.middle);
    // Someone outside the startup finds no such question; a bad answer names the field.
    expect((await fails(t.app, DEMO, tokens.founder, ANSWER, { id: question._id, answer: 'going_well' })).message).toBe('id: This question does not exist or is not yours to answer.');
    expect((await fails(t.app, DEMO, tokens.cofounder, ANSWER, { id: question._id, answer: 'not_working', comment: 'x'.repeat(2001) })).message).toBe('comment: A comment has at most 2000 characters.');
    const { answerPairingFeedback } = await ok<{ answerPairingFeedback: unknown }>(t.app, DEMO, tokens.cofounder, ANSWER, { id: question._id, answer: 'not_working', comment: 'We never agree on a time.' });
    expect(answerPairingFeedback).toEqual({ _id: question._id, answer: 'not_working', comment: 'We never agree on a time.' });
    expect((await fails(t.app, DEMO, tokens.cofounder, ANSWER, { id: question._id, answer: 'going_well' })).message).toBe('answer: This question was already answered.');

    const after = await suggest();
    const middle = after.find((s) => s.mentor._id === ids.middle)!;
    expect(middle.feedback).toBe('not_working');
    expect(middle.lines.at(-1)!.factor).toBe('pairingFeedback');
    expect(after.findIndex((s) => s.mentor._id === ids.middle)).toBeGreaterThan(0);
    const [row] = await t.db.tenant(demo(), (tx) => tx.select().from(mentorMatchFeedback).where(eq(mentorMatchFeedback.id, question._id)));
    expect(row).toMatchObject({ answeredBy: ids.cofounder, sessionId: first });
  });

  it('the second no-show of a startup alerts staff; the first does not', async () => {
    const one = await heldSession(ids.far!, 20);
    const two = await heldSession(ids.far!, 19);
    await t.db.tenant(demo(), (tx) => tx.update(coachingSessionAttendees).set({ attendance: 'no_show' }).where(eq(coachingSessionAttendees.sessionId, one)));
    expect(await t.db.tenant(demo(), (tx) => recordNoShow(tx, { incubatorId: demo(), startupId: startup, sessionId: one }))).toBeNull();
    await t.db.tenant(demo(), (tx) => tx.update(coachingSessionAttendees).set({ attendance: 'no_show' }).where(eq(coachingSessionAttendees.sessionId, two)));
    const alert = await t.db.tenant(demo(), (tx) => recordNoShow(tx, { incubatorId: demo(), startupId: startup, sessionId: two }));
    expect(alert?.notification).toMatchObject({ notificationType: 'coachingNoShows', message: 'Matchbox Pay missed 2 coaching sessions', startupId: startup });
    const told = alert!.recipients.map((r) => r.userId);
    expect(told).toEqual(expect.arrayContaining([ids.admin, ids.staff]));
    expect(told).not.toContain(ids.cofounder);
    expect(told).not.toContain(ids.mentor);
  });
});
