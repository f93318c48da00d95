/**
 * Mentor matching (issue 17 item 5; docs/contract-coaching.md §1.3, §2.5, §3.5): the tenant's rules (a weight per
 * factor and what happens to a mentor at capacity), the founder's answer to "how is this pairing going?", and the
 * pure score of one mentor for one startup with its explanation. Both ends read this: the server ranks with it, the
 * settings page validates with the same schema.
 *
 * The score (D-462): each factor gives a fit between 0 and 1; the score is 100 × Σ weight·fit / Σ weight, so it lies
 * in 0..100 whatever the weights, and each factor's contribution is its share of that sum — the contributions add up
 * to the score. Then two penalties, each a negative line of the explanation so the sum still holds: a mentor at
 * capacity under the rule `penalise` loses `capacityPenaltyPercent` of the score, and a pair the founder said is not
 * going well loses a share given by the answer (D-465: feedback feeds re-matching).
 */
import { z } from 'zod';
import { STARTUP_STAGES, type StartupStage } from '../portfolio.js';

/** The factors, in the order the page and the explanation list them. */
export const MATCH_FACTORS = ['tags', 'skills', 'industries', 'stage', 'capacity'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/** The lines of an explanation: a factor, or one of the two penalties. */
export const MATCH_PENALTIES = ['atCapacity', 'pairingFeedback'] as const;
export type MatchPenalty = (typeof MATCH_PENALTIES)[number];

/** exclude: a mentor with no place left is not suggested; penalise: suggested with a lower score. */
export const CAPACITY_RULES = ['exclude', 'penalise'] as const;
export type CapacityRule = (typeof CAPACITY_RULES)[number];

/** The founder's answer after the first held session with a mentor (D-464). */
export const PAIRING_ANSWERS = ['going_well', 'mixed', 'not_working'] as const;
export type PairingAnswer = (typeof PAIRING_ANSWERS)[number];
/** The share of the score a pair loses for the founder's latest answer. */
export const PAIRING_PENALTY_SHARE: Readonly<Record<PairingAnswer, number>> = { going_well: 0, mixed: 0.25, not_working: 0.6 };

export const MATCH_WEIGHT_MAX = 10;
export const MATCH_SUGGESTIONS_MAX = 20;
/** How many no-show sessions of one startup make staff hear of it (D-466). */
export const NO_SHOW_ALERT_THRESHOLD = 2;

export const MATCHING_MESSAGES = {
  weightRange: 'A weight is a whole number from 0 to 10.',
  noWeight: 'Give at least one factor a weight.',
  penaltyRange: 'The penalty is a whole number from 0 to 100.',
  startupNotFound: 'This startup does not exist.',
  notMentor: 'This person is not a mentor, coach or expert of this organisation.',
  alreadyAssigned: 'This mentor is already assigned to this startup.',
  atCapacity: 'This mentor has no place left and the rule excludes them.',
  feedbackNotFound: 'This question does not exist or is not yours to answer.',
  feedbackAnswered: 'This question was already answered.',
  commentTooLong: 'A comment has at most 2000 characters.',
} as const;
export type MatchingMessageKey = keyof typeof MATCHING_MESSAGES;

const weight = z.number({ error: MATCHING_MESSAGES.weightRange }).int(MATCHING_MESSAGES.weightRange).min(0, MATCHING_MESSAGES.weightRange).max(MATCH_WEIGHT_MAX, MATCHING_MESSAGES.weightRange);

export const matchWeightsSchema = z.object({ tags: weight, skills: weight, industries: weight, stage: weight, capacity: weight });
export type MatchWeights = z.infer<typeof matchWeightsSchema>;

export const matchingRulesSchema = z
  .object({
    weights: matchWeightsSchema,
    capacityRule: z.enum(CAPACITY_RULES),
    capacityPenaltyPercent: z.number().int(MATCHING_MESSAGES.penaltyRange).min(0, MATCHING_MESSAGES.penaltyRange).max(100, MATCHING_MESSAGES.penaltyRange),
  })
  .refine((r) => MATCH_FACTORS.some((f) => r.weights[f] > 0), { message: MATCHING_MESSAGES.noWeight, path: ['weights'] });
export type MatchingRules = z.infer<typeof matchingRulesSchema>;

/** A tenant without a saved row: needs and industries count most, then tags, then stage and free capacity. */
export const DEFAULT_MATCHING_RULES: MatchingRules = {
  weights: { tags: 2, skills: 3, industries: 3, stage: 1, capacity: 1 },
  capacityRule: 'penalise',
  capacityPenaltyPercent: 50,
};

/** What scoring reads of the startup. Tag names are compared lower-cased (the tag lists are per kind, D-463). */
export interface MatchStartup {
  stage: StartupStage | null;
  industryIds: readonly string[];
  /** Names of the startup's tags: what it is about and what it needs. */
  tagNames: readonly string[];
}

/** What scoring reads of a mentor. */
export interface MatchMentor {
  industryIds: readonly string[];
  /** Names of their skills tags. */
  skillNames: readonly string[];
  /** Names of their other tags (mentortag, user, topic, community, other). */
  tagNames: readonly string[];
  /** Stages of the startups assigned to them (experience at a stage). */
  assignedStages: readonly StartupStage[];
  /** null: no capacity stated, never full. */
  capacity: number | null;
  load: number;
  /** The founder's latest answer about this pair, if any. */
  feedback: PairingAnswer | null;
}

export interface MatchLine {
  factor: MatchFactor | MatchPenalty;
  weight: number;
  /** 0..1 for a factor; the share of the score taken for a penalty. */
  fit: number;
  /** Points of the score; negative for a penalty. The lines add up to the score. */
  contribution: number;
}

export interface MatchScore {
  score: number;
  atCapacity: boolean;
  /** true when the rule excludes this mentor; the score is still computed for the record. */
  excluded: boolean;
  lines: MatchLine[];
}

const lowerSet = (names: readonly string[]) => new Set(names.map((n) => n.trim().toLowerCase()).filter((n) => n.length > 0));

/** The share of the startup's wants the mentor covers; nothing asked gives nothing (no signal, not a perfect fit). */
function coverage(wanted: ReadonlySet<string>, offered: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let hit = 0;
  for (const w of wanted) if (offered.has(w)) hit += 1;
  return hit / wanted.size;
}

/** 1 for experience at the startup's stage, ½ at a neighbouring one, 0 otherwise or when the stage is unknown. */
function stageFit(stage: StartupStage | null, assigned: readonly StartupStage[]): number {
  if (!stage) return 0;
  const at = STARTUP_STAGES.indexOf(stage);
  let best = 0;
  for (const s of assigned) {
    const distance = Math.abs(STARTUP_STAGES.indexOf(s) - at);
    if (distance === 0) return 1;
    if (distance === 1) best = 0.5;
  }
  return best;
}

export function isAtCapacity(mentor: Pick<MatchMentor, 'capacity' | 'load'>): boolean {
  return mentor.capacity !== null && mentor.load >= mentor.capacity;
}

function capacityFit(mentor: MatchMentor): number {
  if (mentor.capacity === null) return 1;
  if (mentor.capacity <= 0) return 0;
  return Math.max(0, Math.min(1, (mentor.capacity - mentor.load) / mentor.capacity));
}

export function factorFits(startup: MatchStartup, mentor: MatchMentor): Record<MatchFactor, number> {
  const wanted = lowerSet(startup.tagNames);
  return {
    tags: coverage(wanted, lowerSet(mentor.tagNames)),
    skills: coverage(wanted, lowerSet(mentor.skillNames)),
    industries: coverage(new Set(startup.industryIds), new Set(mentor.industryIds)),
    stage: stageFit(startup.stage, mentor.assignedStages),
    capacity: capacityFit(mentor),
  };
}

/** The score of one mentor for one startup, with its explanation (pure; rules are assumed valid). */
export function scoreMatch(rules: MatchingRules, startup: MatchStartup, mentor: MatchMentor): MatchScore {
  const fits = factorFits(startup, mentor);
  const total = MATCH_FACTORS.reduce((sum, f) => sum + rules.weights[f], 0);
  const lines: MatchLine[] = MATCH_FACTORS.map((factor) => {
    const w = rules.weights[factor];
    return { factor, weight: w, fit: fits[factor], contribution: total > 0 ? (100 * w * fits[factor]) / total : 0 };
  });
  let score = lines.reduce((sum, l) => sum + l.contribution, 0);
  const atCapacity = isAtCapacity(mentor);
  if (atCapacity && rules.capacityRule === 'penalise' && rules.capacityPenaltyPercent > 0) {
    const share = rules.capacityPenaltyPercent / 100;
    lines.push({ factor: 'atCapacity', weight: rules.capacityPenaltyPercent, fit: share, contribution: -score * share });
    score -= score * share;
  }
  const feedbackShare = mentor.feedback ? PAIRING_PENALTY_SHARE[mentor.feedback] : 0;
  if (feedbackShare > 0) {
    lines.push({ factor: 'pairingFeedback', weight: 0, fit: feedbackShare, contribution: -score * feedbackShare });
    score -= score * feedbackShare;
  }
  return { score: Math.max(0, score), atCapacity, excluded: atCapacity && rules.capacityRule === 'exclude', lines };
}

export interface RankedMatch<M> {
  mentor: M;
  result: MatchScore;
}

/**
 * Ranks candidates: excluded ones dropped, best score first, ties by the key given (a name, so the order is stable).
 */
export function rankMatches<M>(
  rules: MatchingRules,
  startup: MatchStartup,
  candidates: readonly M[],
  view: (m: M) => MatchMentor,
  tieKey: (m: M) => string,
): RankedMatch<M>[] {
  return candidates
    .map((mentor) => ({ mentor, result: scoreMatch(rules, startup, view(mentor)) }))
    .filter((r) => !r.result.excluded)
    .sort((a, b) => b.result.score - a.result.score || tieKey(a.mentor).localeCompare(tieKey(b.mentor)));
}
