/**
 * Issue 16 item 8 (API): funnelAnalytics on a small fixture — conversion per round from the status history, median
 * time in round, sources, evaluator progress, score distributions — and who may read it: another tenant's funnel
 * answers NotFound, a role without APPLICATION:DASHBOARD is refused, the flag off refuses, a bad id names the field.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/contract.js';
import {
  applications,
  evaluationCriteria,
  evaluationScores,
  evaluations,
  evaluatorAssignments,
  forms,
  funnelRounds,
  funnels,
  programs,
  users,
  type Application,
  type FunnelRound,
} from '../../src/db/schema/index.js';
import { changeApplicationStatusInTx, enterRoundInTx } from '../../src/modules/applications/index.js';
import { setFlag } from '../support/flags.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const t = useTestApp();

const ANALYTICS = `query A($funnelId: ID!) { funnelAnalytics(funnelId: $funnelId) {
  funnelId funnelName phase started submitted drafts decided accepted
  rounds { name kind entered inRound advanced rejected accepted medianDays completedStays }
  sources { source count }
  evaluators { name notStarted inProgress submitted cancelled }
  criteria { name roundName weight count mean buckets { score count } }
} }`;
const OPTIONS = '{ funnelAnalyticsOptions { featureOn allowed funnels { _id name phase applicationCount } } }';

const DAY = 24 * 60 * 60 * 1000;
/** The seeded open call: item 9's 60 applications, the pipeline journey's 7 and the review journey's 3. */
const SEEDED_OPEN_CALL = 70;
const T0 = new Date('2026-10-01T09:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
let funnelId: string;

/** A funnel of two rounds with four applications: a draft, one advanced, one rejected, one under review. */
async function buildFixture(tx: Tx, incubatorId: string): Promise<string> {
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Spring 2026 Cohort'));
  const [intake] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'intake'), eq(forms.status, 'published'))).limit(1);
  const [evaluation] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'evaluation'), eq(forms.status, 'published'))).limit(1);
  const people = await tx.select({ id: users.id, email: users.email }).from(users);
  const id = (email: string) => people.find((p) => p.email === email)!.id;
  const [funnel] = await tx
    .insert(funnels)
    .values({ incubatorId, programId: program!.id, name: 'Analytics fixture', slug: 'analytics-fixture', intakeFormId: intake!.id, status: 'published', opensAt: at(-10), closesAt: at(400), publishedAt: at(-10) })
    .returning({ id: funnels.id });
  const rounds: FunnelRound[] = await tx
    .insert(funnelRounds)
    .values([
      { incubatorId, funnelId: funnel!.id, position: 0, name: 'Review', kind: 'evaluation', evaluationFormId: evaluation!.id },
      { incubatorId, funnelId: funnel!.id, position: 1, name: 'Interview', kind: 'meeting' },
    ])
    .returning();
  const [criterion] = await tx.insert(evaluationCriteria).values({ incubatorId, roundId: rounds[0]!.id, questionId: 'team', name: 'Team', weight: 2 }).returning();
  const base = { incubatorId, funnelId: funnel!.id, applicantUserId: id('applicant@demo.test'), status: 'draft' as const };
  const [a, b, c, d] = (await tx
    .insert(applications)
    .values([
      { ...base, title: 'Draft Co' },
      { ...base, title: 'Bravo', applicantUserId: id('founder@demo.test') },
      { ...base, title: 'Charlie', applicantUserId: id('cofounder@demo.test') },
      { ...base, title: 'Delta', applicantUserId: id('cofounder2@demo.test'), source: 'lead' as const },
    ])
    .returning()) as [Application, Application, Application, Application];
  void a;
  const actor = { actorId: id('admin@demo.test') };
  const bIn = await enterRoundInTx(tx, b, rounds[0]!, { ...actor, now: at(0) });
  await enterRoundInTx(tx, bIn, rounds[1]!, { ...actor, decision: 'accept', now: at(2) });
  const cIn = await enterRoundInTx(tx, c, rounds[0]!, { ...actor, now: at(0) });
  await changeApplicationStatusInTx(tx, cIn, { status: 'rejected', roundId: rounds[0]!.id, decidedAt: at(4) }, { ...actor, decision: 'reject', now: at(4) });
  await enterRoundInTx(tx, d, rounds[0]!, { ...actor, now: at(1) });
  // Evaluator progress: Sofia submitted Bravo and started Delta; the staff member submitted Charlie, not started Bravo.
  const evaluator = id('evaluator@demo.test');
  const staff = id('staff@demo.test');
  const assignments = await tx
    .insert(evaluatorAssignments)
    .values([
      { incubatorId, applicationId: b.id, roundId: rounds[0]!.id, evaluatorUserId: evaluator, status: 'submitted' as const },
      { incubatorId, applicationId: d.id, roundId: rounds[0]!.id, evaluatorUserId: evaluator },
      { incubatorId, applicationId: c.id, roundId: rounds[0]!.id, evaluatorUserId: staff, status: 'submitted' as const },
      { incubatorId, applicationId: b.id, roundId: rounds[0]!.id, evaluatorUserId: staff },
    ])
    .returning();
  const evals = await tx
    .insert(evaluations)
    .values([
      { incubatorId, assignmentId: assignments[0]!.id, applicationId: b.id, roundId: rounds[0]!.id, evaluatorUserId: evaluator, status: 'submitted' as const, weightedScore: 4, submittedAt: at(1) },
      { incubatorId, assignmentId: assignments[1]!.id, applicationId: d.id, roundId: rounds[0]!.id, evaluatorUserId: evaluator, status: 'draft' as const },
      { incubatorId, assignmentId: assignments[2]!.id, applicationId: c.id, roundId: rounds[0]!.id, evaluatorUserId: staff, status: 'submitted' as const, weightedScore: 2, submittedAt: at(3) },
    ])
    .returning();
  await tx.insert(evaluationScores).values([
    { incubatorId, evaluationId: evals[0]!.id, criterionId: criterion!.id, score: 4 },
    { incubatorId, evaluationId: evals[2]!.id, criterionId: criterion!.id, score: 2 },
  ]);
  return funnel!.id;
}

beforeAll(async () => {
  funnelId = await t.db.tenant(t.incubatorIds.demo!, (tx) => buildFixture(tx, t.incubatorIds.demo!));
});

describe('funnelAnalytics: the numbers', () => {
  it('counts conversion per round from the history, the median stay, sources, evaluator progress and scores', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const { funnelAnalytics } = await ok<{ funnelAnalytics: Record<string, unknown> }>(t.app, DEMO, admin, ANALYTICS, { funnelId });
    expect(funnelAnalytics).toMatchObject({ funnelId, funnelName: 'Analytics fixture', phase: 'open', started: 4, submitted: 3, drafts: 1, decided: 1, accepted: 0 });
    expect(funnelAnalytics.rounds).toEqual([
      { name: 'Review', kind: 'evaluation', entered: 3, inRound: 1, advanced: 1, rejected: 1, accepted: 0, medianDays: 3, completedStays: 2 },
      { name: 'Interview', kind: 'meeting', entered: 1, inRound: 1, advanced: 0, rejected: 0, accepted: 0, medianDays: null, completedStays: 0 },
    ]);
    expect(funnelAnalytics.sources).toEqual([{ source: 'direct', count: 2 }, { source: 'lead', count: 1 }]);
    expect(funnelAnalytics.evaluators).toEqual([
      { name: 'Priya Nair', notStarted: 1, inProgress: 0, submitted: 1, cancelled: 0 },
      { name: 'Sofia Almeida', notStarted: 0, inProgress: 1, submitted: 1, cancelled: 0 },
    ]);
    expect(funnelAnalytics.criteria).toEqual([{ name: 'Team', roundName: 'Review', weight: 2, count: 2, mean: 3, buckets: [{ score: 2, count: 1 }, { score: 4, count: 1 }] }]);
  });

  it('staff holding APPLICATION:DASHBOARD read it; the options list the funnels in reach', async () => {
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const { funnelAnalytics } = await ok<{ funnelAnalytics: { started: number } }>(t.app, DEMO, staff, ANALYTICS, { funnelId });
    expect(funnelAnalytics.started).toBe(4);
    const { funnelAnalyticsOptions } = await ok<{ funnelAnalyticsOptions: { featureOn: boolean; allowed: boolean; funnels: Array<{ name: string; phase: string; applicationCount: number }> } }>(t.app, DEMO, staff, OPTIONS);
    expect(funnelAnalyticsOptions).toMatchObject({ featureOn: true, allowed: true });
    expect(funnelAnalyticsOptions.funnels).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: 'Winter 2027 open call', phase: 'open', applicationCount: SEEDED_OPEN_CALL }),
      expect.objectContaining({ name: 'Autumn 2026 cohort', phase: 'closed', applicationCount: 14 }),
      expect.objectContaining({ name: 'Analytics fixture', applicationCount: 4 }),
    ]));
  });

  it('answers the seeded open call in full: three rounds, four evaluators, three criteria per evaluation round', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const { funnelAnalyticsOptions } = await ok<{ funnelAnalyticsOptions: { funnels: Array<{ _id: string; name: string }> } }>(t.app, DEMO, admin, OPTIONS);
    const open = funnelAnalyticsOptions.funnels.find((f) => f.name === 'Winter 2027 open call')!;
    const { funnelAnalytics } = await ok<{ funnelAnalytics: { started: number; drafts: number; rounds: Array<{ entered: number }>; evaluators: unknown[]; criteria: unknown[] } }>(t.app, DEMO, admin, ANALYTICS, { funnelId: open._id });
    expect(funnelAnalytics).toMatchObject({ started: SEEDED_OPEN_CALL, drafts: 6 });
    // Item 9's 54 / 18 / 8, plus the pipeline journey's 6 + 1 and the review journey's 3 in the screening round.
    expect(funnelAnalytics.rounds.map((r) => r.entered)).toEqual([63, 18, 9]);
    expect(funnelAnalytics.evaluators).toHaveLength(4);
    expect(funnelAnalytics.criteria).toHaveLength(6);
  });
});

describe('funnelAnalytics: who may read it', () => {
  it('another tenant’s funnel answers like an unknown one; a bad id names the field', async () => {
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect(await fails(t.app, ACME, acme, ANALYTICS, { funnelId })).toMatchObject({ code: 'NotFound', message: 'funnelId: This funnel does not exist.' });
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    expect(await fails(t.app, DEMO, admin, ANALYTICS, { funnelId: 'not-an-id' })).toMatchObject({ code: 'NotFound', message: 'funnelId: This funnel does not exist.' });
  });

  it('roles without APPLICATION:DASHBOARD are refused, and their options list nothing', async () => {
    for (const email of ['evaluator@demo.test', 'subadmin@demo.test', 'cofounder@demo.test']) {
      const token = await login(t.app, DEMO, email);
      expect((await fails(t.app, DEMO, token, ANALYTICS, { funnelId })).code, email).toBe('Forbidden');
      const { funnelAnalyticsOptions } = await ok<{ funnelAnalyticsOptions: unknown }>(t.app, DEMO, token, OPTIONS);
      expect(funnelAnalyticsOptions, email).toEqual({ featureOn: true, allowed: false, funnels: [] });
    }
  });

  it('the flag off refuses, and the options say so', async () => {
    await setFlag(t, 'demo', 'applicationsDashboard', true, false);
    try {
      const admin = await login(t.app, DEMO, 'admin@demo.test');
      expect(await fails(t.app, DEMO, admin, ANALYTICS, { funnelId })).toMatchObject({ code: 'Forbidden', message: 'Application analytics are switched off for this organisation.' });
      const { funnelAnalyticsOptions } = await ok<{ funnelAnalyticsOptions: unknown }>(t.app, DEMO, admin, OPTIONS);
      expect(funnelAnalyticsOptions).toEqual({ featureOn: false, allowed: true, funnels: [] });
    } finally {
      await setFlag(t, 'demo', 'applicationsDashboard', true, true);
    }
  });
});
