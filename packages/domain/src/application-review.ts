/**
 * Review of applications (issue 16 items 4–5; docs/contract-applications.md §3.4 "Review", "Conflicts"; D-260..D-269):
 * the server's messages (English texts the web translates by key, sent as "field: text"), the public e-mail domains
 * that never make a conflict, and the pure planner of evaluator assignment (balanced and tag match).
 */

export const REVIEW_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  roundNotFound: 'This round does not exist.',
  notEvaluationRound: 'Only an evaluation round has evaluation criteria and evaluators.',
  noEvaluationForm: 'This round has no evaluation form.',
  questionNotFound: 'This question is not in the round’s evaluation form.',
  questionNotScored: 'A criterion needs a number, a scale or a choice with scores.',
  duplicateQuestion: 'This question is already a criterion.',
  weightInvalid: 'A weight is a number above 0.',
  tooManyCriteria: 'A round has at most 30 criteria.',
  criteriaFlagOff: 'Editing evaluation criteria is switched off for this organisation.',
  applicationNotFound: 'This application does not exist.',
  applicationNotInRound: 'This application is not in this round.',
  evaluatorNotFound: 'This person does not exist or cannot evaluate.',
  noApplications: 'Choose at least one application.',
  noEvaluators: 'Choose at least one evaluator.',
  perApplicationInvalid: 'Between 1 and 20 evaluators per application.',
  loadCapInvalid: 'A load cap is a whole number from 1.',
  assignmentNotFound: 'This evaluation does not exist.',
  assignmentClosed: 'This evaluation can no longer be changed.',
  conflicted: 'You have a conflict of interest with this application.',
  reasonRequired: 'Say why: a reason is required.',
  alreadySubmitted: 'This evaluation is already submitted.',
  noCriteria: 'This round has no evaluation criteria yet.',
} as const;
export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

export const REVIEW_REASON_MAX = 500;
export const CRITERIA_MAX = 30;
export const PER_APPLICATION_MAX = 20;

/**
 * Free mail providers: sharing one of these with an applicant says nothing about a relationship, so they never make an
 * email_domain conflict (D-264). Compared in lower case; sub-domains of a listed domain count as listed.
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'hotmail.fr', 'hotmail.co.uk', 'live.com', 'msn.com',
  'yahoo.com', 'yahoo.fr', 'yahoo.co.uk', 'yahoo.co.jp', 'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com',
  'proton.me', 'protonmail.com', 'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'mail.com',
  'mail.ru', 'yandex.ru', 'yandex.com', 'zoho.com', 'tutanota.com', 'fastmail.com', 'hey.com', 'orange.fr', 'free.fr',
  'laposte.net', 'sfr.fr', 'wanadoo.fr', 'libero.it', 'qq.com', '163.com', '126.com', 'naver.com', 'daum.net',
  'hanmail.net', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'rediffmail.com', 'ukr.net', 'example.com',
];

/** The domain of an e-mail address in lower case, or null. */
export function emailDomain(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email.slice(at + 1).trim().toLowerCase();
}

/** Reserved names (RFC 2606, RFC 6761) are no organisation either: demo and test accounts live there. */
const RESERVED_TLDS = ['test', 'example', 'invalid', 'localhost'];

export function isPublicEmailDomain(domain: string): boolean {
  const d = domain.toLowerCase();
  if (RESERVED_TLDS.some((tld) => d === tld || d.endsWith(`.${tld}`))) return true;
  return PUBLIC_EMAIL_DOMAINS.some((p) => d === p || d.endsWith(`.${p}`)) || ['example.net', 'example.org'].includes(d);
}

/** The non-public domain two addresses share (an email_domain conflict), or null. */
export function sharedPrivateDomain(a: string | null | undefined, b: string | null | undefined): string | null {
  const da = emailDomain(a);
  const db = emailDomain(b);
  if (!da || !db || da !== db || isPublicEmailDomain(da)) return null;
  return da;
}

// ── Assignment planner (balanced at random; tag match) ────────────────────────────────────────────────────────────

/** A small seeded PRNG (mulberry32) so a plan is reproducible from its seed (tests check the balance). */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export type SkipReason = 'conflict' | 'loadCap' | 'noTagMatch' | 'notEnoughEvaluators';

export interface AssignmentPlanInput {
  applicationIds: readonly string[];
  evaluatorIds: readonly string[];
  /** Evaluators per application (balanced and tag match). */
  perApplication: number;
  /** Per evaluator: the most applications they may hold in the round (null: no cap). */
  loadCap: (evaluatorId: string) => number | null;
  /** Current open assignments per evaluator in the round. */
  load: ReadonlyMap<string, number>;
  /** Pairs already assigned ("applicationId:evaluatorId"), which count toward perApplication. */
  assigned: ReadonlySet<string>;
  /** Conflicted pairs ("applicationId:evaluatorId"): never assigned. */
  conflicts: ReadonlySet<string>;
  /** Tag match: how many tags the pair shares (0 = not eligible); absent: balanced. */
  overlap?: (applicationId: string, evaluatorId: string) => number;
  seed: string;
}

export interface AssignmentPlan {
  pairs: Array<{ applicationId: string; evaluatorId: string }>;
  skipped: Array<{ applicationId: string; evaluatorId: string | null; reason: SkipReason }>;
}

export const pairKey = (applicationId: string, evaluatorId: string): string => `${applicationId}:${evaluatorId}`;

/**
 * Each application gets up to `perApplication` evaluators (counting those it already has): applications in a seeded
 * random order, each taking the least loaded eligible evaluators (ties in a seeded random order; tag match prefers
 * more shared tags first). Conflicted pairs and evaluators at their cap are skipped and reported, so loads stay within
 * one of each other when nothing is blocked.
 */
export function planAssignments(input: AssignmentPlanInput): AssignmentPlan {
  const load = new Map(input.load);
  const evaluatorOrder = seededShuffle([...new Set(input.evaluatorIds)], `${input.seed}:evaluators`);
  const rank = new Map(evaluatorOrder.map((id, i) => [id, i]));
  const pairs: AssignmentPlan['pairs'] = [];
  const skipped: AssignmentPlan['skipped'] = [];
  for (const applicationId of seededShuffle([...new Set(input.applicationIds)], `${input.seed}:applications`)) {
    let have = evaluatorOrder.filter((e) => input.assigned.has(pairKey(applicationId, e))).length;
    const candidates: string[] = [];
    for (const evaluatorId of evaluatorOrder) {
      if (input.assigned.has(pairKey(applicationId, evaluatorId))) continue;
      if (input.conflicts.has(pairKey(applicationId, evaluatorId))) {
        skipped.push({ applicationId, evaluatorId, reason: 'conflict' });
        continue;
      }
      if (input.overlap && input.overlap(applicationId, evaluatorId) <= 0) continue;
      candidates.push(evaluatorId);
    }
    if (input.overlap && candidates.length === 0 && have < input.perApplication) {
      skipped.push({ applicationId, evaluatorId: null, reason: 'noTagMatch' });
      continue;
    }
    candidates.sort((a, b) => {
      const byOverlap = input.overlap ? input.overlap(applicationId, b) - input.overlap(applicationId, a) : 0;
      return byOverlap || (load.get(a) ?? 0) - (load.get(b) ?? 0) || rank.get(a)! - rank.get(b)!;
    });
    const capped: string[] = [];
    for (const evaluatorId of candidates) {
      if (have >= input.perApplication) break;
      const cap = input.loadCap(evaluatorId);
      if (cap !== null && (load.get(evaluatorId) ?? 0) >= cap) {
        capped.push(evaluatorId);
        continue;
      }
      pairs.push({ applicationId, evaluatorId });
      load.set(evaluatorId, (load.get(evaluatorId) ?? 0) + 1);
      have += 1;
    }
    // Only what kept the application short of its evaluators is reported.
    if (have < input.perApplication) {
      for (const evaluatorId of capped) skipped.push({ applicationId, evaluatorId, reason: 'loadCap' });
      if (capped.length === 0 && !skipped.some((s) => s.applicationId === applicationId)) skipped.push({ applicationId, evaluatorId: null, reason: 'notEnoughEvaluators' });
    }
  }
  return { pairs, skipped };
}
