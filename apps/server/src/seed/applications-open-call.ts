/**
 * The Winter 2027 open call's applications (issue 16 item 9): 60 applications across its three rounds — drafts, every
 * middle status, rejections and delayed rejections — with the evaluators' work in progress: balanced pairs of
 * assignments, submitted scorecards with scores, drafts, untouched assignments, two evaluators who disagree strongly on
 * one application, a conflict declared by an evaluator with its reason, an e-mail-domain conflict, comments and a
 * staff-only note. Deterministic (a seeded generator), so tests and screenshots see the same call on every run.
 */
import type { ApplicationStatus } from '@hatchery/domain';
import type { Tx } from '../db/contract.js';
import { applicationComments, evaluationConflicts, type FunnelRound } from '../db/schema/index.js';
import type { CallForm } from './applications-forms.js';
import { writeEvaluations, type EvaluationPlan, type SeedCriterion } from './applications-evaluations.js';
import { insertApplicants, seedJourneys, type Journey, type JourneyStep, type SeededApplication } from './applications-journeys.js';
import { CONFLICT_DOMAIN, seedApplicants } from './applications-people.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const OPEN_CALL_APPLICATIONS = 60;

/** A small deterministic generator (mulberry32): the same call on every seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pd: JourneyStep = { kind: 'status', status: 'pending_decision', reason: 'Evaluations complete' };
const advance: JourneyStep = { kind: 'advance' };
const reject = (reason: string): JourneyStep => ({ kind: 'status', status: 'rejected', decision: 'reject', reason });

/**
 * Where each of the 60 ends, furthest first (the earliest applications went furthest). Decisions are taken straight from
 * under review (few moves: each is two statements, and the seed must stay fast); pending_decision where it ends there.
 */
function plannedSteps(): Array<{ steps: JourneyStep[] | null; quality: [number, number] }> {
  const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
  return [
    ...times(5, { steps: [advance, advance], quality: [3.8, 4.6] as [number, number] }),
    ...times(2, { steps: [advance, advance, pd], quality: [3.9, 4.7] as [number, number] }),
    { steps: [advance, advance, reject('The committee chose teams further along')], quality: [3.4, 3.8] },
    ...times(3, { steps: [{ kind: 'advance', status: 'ready_for_invitation' } as JourneyStep], quality: [3.5, 4.2] as [number, number] }),
    ...times(4, { steps: [advance], quality: [3.5, 4.2] as [number, number] }),
    ...times(2, { steps: [advance, pd], quality: [3.5, 4.3] as [number, number] }),
    { steps: [advance, reject('The interview showed no go-to-market plan yet')], quality: [3.3, 3.7] },
    ...times(7, { steps: [reject('Scores below the screening bar')], quality: [1.4, 2.6] as [number, number] }),
    ...times(2, { steps: [{ kind: 'status', status: 'delay_rejected', decision: 'delay_reject', reason: 'Too early: welcome to apply to the next call' } as JourneyStep], quality: [2.4, 3.1] as [number, number] }),
    ...times(5, { steps: [pd], quality: [2.6, 4.3] as [number, number] }),
    ...times(22, { steps: [] as JourneyStep[], quality: [1.8, 4.6] as [number, number] }),
    ...times(6, { steps: null, quality: [3, 3] as [number, number] }),
  ];
}

/** The first under-review application (its applicant writes from an evaluator's firm's domain) and two more. */
const FIRST_UNDER_REVIEW = 32;
const DOMAIN_CONFLICT_AT = FIRST_UNDER_REVIEW + 3;
const DECLARED_CONFLICT_AT = FIRST_UNDER_REVIEW + 5;
/** The pending-decision application two evaluators disagree on (the first of the screening's pending decisions). */
const DISAGREEMENT_AT = 27;

export interface OpenCallInput {
  incubatorId: string;
  funnelId: string;
  rounds: readonly FunnelRound[];
  /** Criteria per evaluation round position (0 and 2). */
  criteria: Map<number, SeedCriterion[]>;
  intake: CallForm;
  scorecard: CallForm;
  /** Four evaluators: evaluator@demo.test first; [2] shares CONFLICT_DOMAIN with one applicant. */
  evaluatorIds: readonly string[];
  adminId: string | null;
  staffId: string | null;
  timeZone: string;
  now: Date;
}

export async function seedOpenCallApplications(tx: Tx, input: OpenCallInput): Promise<number> {
  const random = seededRandom(2027);
  const plans = plannedSteps();
  const applicants = seedApplicants(OPEN_CALL_APPLICATIONS, 0, DOMAIN_CONFLICT_AT);
  const journeys: Journey[] = plans.map((plan, i) => {
    const startedDaysAgo = 29 - Math.floor((i * 27) / plans.length);
    const stepCount = plan.steps?.length ?? 0;
    return {
      applicant: applicants[i]!,
      startedDaysAgo,
      steps: plan.steps,
      stepDays: stepCount ? Math.min(4, (startedDaysAgo - 1) / stepCount) : 4,
      source: i % 8 === 3 ? 'lead' : i % 13 === 5 ? 'import' : 'direct',
    };
  });
  const applicantIds = await insertApplicants(tx, input.incubatorId, applicants, input.timeZone);
  const seeded = await seedJourneys(tx, { incubatorId: input.incubatorId, funnelId: input.funnelId, rounds: input.rounds, intake: input.intake, deciderId: input.adminId, now: input.now }, journeys, applicantIds);
  let inserted = applicants.length * 3 + seeded.reduce((n, s) => n + s.roundTimes.length + (s.journey.steps?.length ?? 0), 0);

  const quality = plans.map((p) => p.quality[0] + random() * (p.quality[1] - p.quality[0]));
  const evaluations = [...screeningPlans(input, seeded, quality, random), ...committeePlans(input, seeded, quality, random)];
  inserted += await writeEvaluations(tx, input.incubatorId, input.scorecard, input.criteria.get(0)!, evaluations.filter((e) => e.roundId === input.rounds[0]!.id));
  inserted += await writeEvaluations(tx, input.incubatorId, input.scorecard, input.criteria.get(2)!, evaluations.filter((e) => e.roundId === input.rounds[2]!.id));

  const [e0, , e2, e3] = input.evaluatorIds;
  const conflicts = [
    { incubatorId: input.incubatorId, applicationId: seeded[DECLARED_CONFLICT_AT]!.application.id, evaluatorUserId: e3!, source: 'declared_self' as const, reason: 'I advised this team on its seed round last year.', declaredBy: e3! },
    { incubatorId: input.incubatorId, applicationId: seeded[DOMAIN_CONFLICT_AT]!.application.id, evaluatorUserId: e2!, source: 'email_domain' as const, reason: `Same e-mail domain as the applicant (${CONFLICT_DOMAIN}).`, declaredBy: null },
  ];
  await tx.insert(evaluationConflicts).values(conflicts);
  const at = (s: SeededApplication, days: number) => new Date(s.roundTimes[0]!.enteredAt.getTime() + days * DAY_MS);
  const comments = [
    { application: seeded[0]!, authorId: input.staffId, body: 'Strong team; test the unit economics at the interview.', staffOnly: false, days: 2 },
    { application: seeded[0]!, authorId: e0!, body: 'Could you share the results of your pilot with the city?', staffOnly: false, days: 3 },
    { application: seeded[DISAGREEMENT_AT]!, authorId: input.adminId, body: 'Scores split 5 against 1: discuss at the committee before deciding.', staffOnly: true, days: 5 },
    { application: seeded[9]!, authorId: input.staffId, body: 'Interview invitation drafted; waiting for the founders’ availability.', staffOnly: false, days: 4 },
  ];
  await tx.insert(applicationComments).values(comments.map((c) => ({ incubatorId: input.incubatorId, applicationId: c.application.application.id, authorId: c.authorId, body: c.body, staffOnly: c.staffOnly, createdAt: at(c.application, c.days), updatedAt: at(c.application, c.days) })));
  return inserted + conflicts.length + comments.length;
}

const clamp = (n: number) => Math.min(5, Math.max(1, Math.round(n)));
/** How each evaluator scores compared with the others: the second is lenient, the last strict. */
const BIAS = [0, 0.5, -0.2, -0.6];

function scoresFor(quality: number, evaluator: number, random: () => number): number[] {
  return [0, 1, 2].map(() => clamp(quality + BIAS[evaluator]! + (random() - 0.5) * 1.4));
}

function planFor(input: OpenCallInput, s: SeededApplication, position: number, evaluator: number, state: EvaluationPlan['state'], scores: number[]): EvaluationPlan {
  const round = s.roundTimes.find((r) => r.position === position)!;
  const assignedAt = new Date(round.enteredAt.getTime() + DAY_MS / 4);
  // Scorecards come in before the round's next step (a decision or "evaluations complete"); still open: before now.
  const end = s.application.status === 'under_review' && s.application.roundId === input.rounds[position]!.id ? input.now : new Date(round.enteredAt.getTime() + s.journey.stepDays * DAY_MS);
  const at = new Date(assignedAt.getTime() + (end.getTime() - assignedAt.getTime()) * (evaluator % 2 ? 0.7 : 0.4));
  return { applicationId: s.application.id, roundId: input.rounds[position]!.id, evaluatorId: input.evaluatorIds[evaluator]!, assignedBy: input.adminId, assignedAt, state, scores, at };
}

/** Screening: two evaluators per submitted application (balanced pairs, never a conflicted one). */
function screeningPlans(input: OpenCallInput, seeded: SeededApplication[], quality: number[], random: () => number): EvaluationPlan[] {
  const pairs: Array<[number, number]> = [[0, 1], [2, 3], [0, 2], [1, 3], [0, 3], [1, 2]];
  const plans: EvaluationPlan[] = [];
  for (const [i, s] of seeded.entries()) {
    if (!s.roundTimes.length) continue;
    let pair = pairs[i % pairs.length]!;
    if (i === DOMAIN_CONFLICT_AT) pair = [0, 3];
    if (i === DECLARED_CONFLICT_AT) pair = [1, 3];
    if (i === DISAGREEMENT_AT) pair = [0, 1];
    const stillOpen = s.roundTimes.length === 1 && s.application.status === 'under_review';
    const j = i - FIRST_UNDER_REVIEW;
    for (const [k, evaluator] of pair.entries()) {
      let state: EvaluationPlan['state'] = 'submitted';
      if (stillOpen) state = j % 3 === 0 || k === 1 ? (j % 3 === 2 ? 'draft' : 'pending') : 'submitted';
      if (i === DECLARED_CONFLICT_AT && evaluator === 3) state = 'pending';
      let scores = scoresFor(quality[i]!, evaluator, random);
      if (i === DISAGREEMENT_AT) scores = evaluator === 0 ? [5, 5, 5] : [1, 1, 2];
      plans.push(planFor(input, s, 0, evaluator, state, scores));
    }
  }
  return plans;
}

/** Final committee: evaluator@demo.test and the strict investor on every application that reached it. */
function committeePlans(input: OpenCallInput, seeded: SeededApplication[], quality: number[], random: () => number): EvaluationPlan[] {
  const plans: EvaluationPlan[] = [];
  let j = 0;
  for (const [i, s] of seeded.entries()) {
    if (!s.roundTimes.some((r) => r.position === 2)) continue;
    const open = (s.application.status as ApplicationStatus) === 'under_review';
    for (const [k, evaluator] of [0, 3].entries()) {
      const state: EvaluationPlan['state'] = !open ? 'submitted' : j % 2 === 0 && k === 0 ? 'submitted' : 'pending';
      plans.push(planFor(input, s, 2, evaluator, state, scoresFor(quality[i]!, evaluator, random)));
    }
    j += 1;
  }
  return plans;
}
