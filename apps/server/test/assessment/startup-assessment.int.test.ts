/**
 * The startup file's Assessment tab (D-579): `startupAssessment` lists a startup's application reviews (staff reach,
 * D-267) and its coaching sessions' evaluations (D-449's rule per session), each score placed on the common 0–100
 * scale; the startup's people read only the shared session evaluations, a host only their sessions', another tenant
 * and a startup the viewer does not see get NotFound, and the flag assessment off lists nothing.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, coachingSessionEvaluations, coachingSessions, evaluations, startups } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const READ = `query A($startupId: ID!, $language: String) { startupAssessment(startupId: $startupId, language: $language) {
  startupId available viewerSeesApplicationReviews viewerIsStartupMember
  evaluations { _id source subjectId title roundName sessionStartsAt submittedAt percent evaluator { _id fullName } scores { label value min max percent weight } }
} }`;

interface Score { label: string; value: number; min: number; max: number; percent: number; weight: number }
interface Evaluation { _id: string; source: 'applicationReview' | 'sessionEvaluation'; subjectId: string; title: string; roundName: string | null; sessionStartsAt: string | null; submittedAt: string; percent: number | null; evaluator: { _id: string; fullName: string }; scores: Score[] }
interface Assessment { startupId: string; available: boolean; viewerSeesApplicationReviews: boolean; viewerIsStartupMember: boolean; evaluations: Evaluation[] }

const t = useTestApp();
const tokens: Record<string, string> = {};
let orbital: string;
let accepted: { startupId: string; applicationIds: string[] };
const demo = () => t.incubatorIds.demo!;
const read = async (who: string, startupId: string, language?: string) => (await ok<{ startupAssessment: Assessment }>(t.app, DEMO, tokens[who], READ, { startupId, language })).startupAssessment;
const weighted = (scores: Score[]) => scores.reduce((s, x) => s + x.weight * ((x.value - x.min) / (x.max - x.min)) * 100, 0) / scores.reduce((s, x) => s + x.weight, 0);

beforeAll(async () => {
  for (const who of ['admin', 'staff', 'mentor', 'coach', 'cofounder', 'founder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  orbital = (await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs'))))[0]!.id;
  // A startup of the finished call (D-579's demo): its accepted application carries two submitted scorecards.
  const [row] = await t.db.tenant(demo(), (tx) =>
    tx.select({ startupId: applications.startupId }).from(applications).innerJoin(evaluations, eq(evaluations.applicationId, applications.id))
      .where(and(isNotNull(applications.startupId), eq(evaluations.status, 'submitted'))).limit(1),
  );
  const startupId = row!.startupId!;
  const apps = await t.db.tenant(demo(), (tx) => tx.select({ id: applications.id }).from(applications).where(eq(applications.startupId, startupId)));
  accepted = { startupId, applicationIds: apps.map((a) => a.id) };
});

afterAll(async () => {
  await setFlag(t, 'demo', 'assessment', true, true);
});

describe('startupAssessment', () => {
  it('staff read the application reviews of the startup, each on the common scale (the weighted mean of its criteria)', async () => {
    const expected = await t.db.tenant(demo(), (tx) =>
      tx.select({ id: evaluations.id }).from(evaluations).where(and(inArray(evaluations.applicationId, accepted.applicationIds), eq(evaluations.status, 'submitted'))),
    );
    expect(expected.length).toBeGreaterThan(0);
    const assessment = await read('admin', accepted.startupId);
    expect(assessment).toMatchObject({ startupId: accepted.startupId, available: true, viewerSeesApplicationReviews: true, viewerIsStartupMember: false });
    const reviews = assessment.evaluations.filter((e) => e.source === 'applicationReview');
    expect(reviews.map((e) => e._id).sort()).toEqual(expected.map((e) => e.id).sort());
    for (const review of reviews) {
      expect(accepted.applicationIds).toContain(review.subjectId);
      expect(review.roundName).toBeTruthy();
      expect(review.scores.map((s) => [s.label, s.min, s.max, s.weight])).toEqual([['Traction', 1, 5, 1], ['Team', 1, 5, 2], ['Readiness', 1, 5, 1]]);
      for (const s of review.scores) expect(s.percent).toBeCloseTo(((s.value - 1) / 4) * 100, 6);
      expect(review.percent).toBeCloseTo(weighted(review.scores), 6);
    }
    const times = assessment.evaluations.map((e) => Date.parse(e.submittedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('session evaluations score their scale and scored-choice questions; labels in the language asked for, else the form’s', async () => {
    const assessment = await read('admin', orbital, 'ar');
    const sessions = assessment.evaluations.filter((e) => e.source === 'sessionEvaluation');
    const stored = await t.db.tenant(demo(), (tx) =>
      tx.select({ id: coachingSessionEvaluations.id }).from(coachingSessionEvaluations).innerJoin(coachingSessions, eq(coachingSessions.id, coachingSessionEvaluations.sessionId)).where(eq(coachingSessions.startupId, orbital)),
    );
    expect(sessions.map((e) => e._id).sort()).toEqual(stored.map((s) => s.id).sort());
    // The seeded "Fundraising plan review": progress 3 and team 4 on 1–5, readiness "Within six months" (3 of 1, 3, 5).
    const fundraising = sessions.find((e) => e.scores.find((s) => s.label === 'Progress since the last session')?.value === 3);
    expect(fundraising).toBeDefined();
    // Named by the session's title (the form's name only when the session has none).
    expect(fundraising!.title).toBe('Fundraising plan review');
    expect(fundraising!.sessionStartsAt).toBeTruthy();
    expect(fundraising!.scores.map((s) => [s.label, s.value, s.percent])).toEqual([
      ['Progress since the last session', 3, 50],
      ['Team strength', 4, 75],
      ['Investment readiness', 3, 50],
    ]);
    expect(fundraising!.percent).toBeCloseTo(175 / 3, 6);
  });

  it('the startup’s people read only shared session evaluations and no application review; a host reads their sessions’', async () => {
    const admin = await read('admin', orbital);
    const shared = await t.db.tenant(demo(), (tx) =>
      tx.select({ id: coachingSessionEvaluations.id }).from(coachingSessionEvaluations).innerJoin(coachingSessions, eq(coachingSessions.id, coachingSessionEvaluations.sessionId))
        .where(and(eq(coachingSessions.startupId, orbital), eq(coachingSessionEvaluations.sharedWithStartup, true))),
    );
    const founder = await read('cofounder', orbital);
    expect(founder).toMatchObject({ viewerSeesApplicationReviews: false, viewerIsStartupMember: true });
    expect(founder.evaluations.map((e) => e._id).sort()).toEqual(shared.map((s) => s.id).sort());
    expect(founder.evaluations.every((e) => e.source === 'sessionEvaluation')).toBe(true);
    const mentor = await read('mentor', orbital);
    expect(mentor).toMatchObject({ viewerSeesApplicationReviews: false, viewerIsStartupMember: false });
    expect(mentor.evaluations.length).toBeGreaterThan(0);
    expect(mentor.evaluations.length).toBeLessThanOrEqual(admin.evaluations.length);
    expect(mentor.evaluations.every((e) => e.source === 'sessionEvaluation')).toBe(true);
  });

  it('a founder of another startup, another tenant and unknown ids are NotFound', async () => {
    // Solo Robotics' founder does not see Orbital Labs: told it does not exist, as the file's other tabs say.
    expect(await fails(t.app, DEMO, tokens.founder, READ, { startupId: orbital })).toMatchObject({ code: 'NotFound', message: 'startupId: Startup not found' });
    expect(await fails(t.app, ACME, tokens.acmeAdmin, READ, { startupId: orbital })).toMatchObject({ code: 'NotFound', message: 'startupId: Startup not found' });
    expect((await fails(t.app, DEMO, tokens.admin, READ, { startupId: 'not-an-id' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.admin, READ, { startupId: '00000000-0000-4000-8000-000000000000' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, READ, { startupId: orbital })).code).toBe('AuthenticationRequiredError');
  });

  it('with the flag assessment off the answer is unavailable and lists nothing', async () => {
    await setFlag(t, 'demo', 'assessment', true, false);
    try {
      expect(await read('admin', orbital)).toEqual({ startupId: orbital, available: false, viewerSeesApplicationReviews: false, viewerIsStartupMember: false, evaluations: [] });
    } finally {
      await setFlag(t, 'demo', 'assessment', true, true);
    }
  });
});
