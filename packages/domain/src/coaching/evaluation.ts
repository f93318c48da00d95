/**
 * Session evaluations (issue 17 item 3; docs/contract-coaching.md §1.3, §3.3; D-448, D-449): which evaluation form a
 * host answers after a session is configured by rules of program × topic × host role, each dimension null = any. The
 * most specific matching rule wins; the resolution is pure so the server, the seed and the tests share one answer.
 */
import { z } from 'zod';
import { ROLE_GROUPS, type RoleType } from '../roles.js';

export interface EvaluationFormRule {
  id: string;
  /** null: any program (a session of no program matches only a rule with null). */
  programId: string | null;
  /** A tag of the topic list; null: any topic (a session with no topic matches only a rule with null). */
  topicTagId: string | null;
  /** The role type of the evaluating host; null: any host. */
  hostRole: RoleType | null;
  formId: string;
  /** The startup's people may read evaluations answered on this rule (D-449); otherwise hosts and staff only. */
  sharedWithStartup: boolean;
}

export interface EvaluationSubject {
  programId: string | null;
  topicTagIds: readonly string[];
  hostRole: RoleType;
}

/** Why each dimension weighs what it does: a program is the broadest organisational choice, a topic the session's own. */
const WEIGHT = { programId: 4, topicTagId: 2, hostRole: 1 } as const;

function matches(rule: EvaluationFormRule, subject: EvaluationSubject): boolean {
  if (rule.programId !== null && rule.programId !== subject.programId) return false;
  if (rule.topicTagId !== null && !subject.topicTagIds.includes(rule.topicTagId)) return false;
  if (rule.hostRole !== null && rule.hostRole !== subject.hostRole) return false;
  return true;
}

/** How specific a rule is: more named dimensions first, then program over topic over host role. */
export function ruleSpecificity(rule: Pick<EvaluationFormRule, 'programId' | 'topicTagId' | 'hostRole'>): number {
  const named = [rule.programId, rule.topicTagId, rule.hostRole].filter((v) => v !== null).length;
  const weight = (rule.programId !== null ? WEIGHT.programId : 0) + (rule.topicTagId !== null ? WEIGHT.topicTagId : 0) + (rule.hostRole !== null ? WEIGHT.hostRole : 0);
  return named * 10 + weight;
}

/**
 * The rule whose form the host answers: among the matching rules the most specific (ruleSpecificity); two equally
 * specific ones (two topics of the same session) go by the order given — the server passes them oldest first, so
 * adding a rule never changes an older tie. No matching rule: null (the session is not evaluated).
 */
export function resolveEvaluationForm(rules: readonly EvaluationFormRule[], subject: EvaluationSubject): EvaluationFormRule | null {
  let best: EvaluationFormRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (!matches(rule, subject)) continue;
    const score = ruleSpecificity(rule);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}

/** Roles that host sessions and so may be named by a rule (the internal group, CHR-23). */
export const EVALUATION_HOST_ROLES = ROLE_GROUPS.internal as readonly RoleType[];
export const MAX_EVALUATION_RULES = 200;

export const EVALUATION_MESSAGES = {
  sessionNotFound: 'This session does not exist.',
  notHost: 'Only a host of this session evaluates it.',
  notYetHeld: 'A session is evaluated once it has taken place.',
  cancelled: 'A cancelled session is not evaluated.',
  noForm: 'No evaluation form is configured for this session.',
  alreadyEvaluated: 'You have already evaluated this session.',
  formNotEvaluation: 'Choose a published evaluation form.',
  programNotFound: 'This program does not exist.',
  topicNotFound: 'Choose a tag of the topic list.',
  roleNotHost: 'Choose a role that hosts sessions.',
  ruleRepeated: 'Another rule has the same program, topic and host role.',
  tooManyRules: 'Keep at most 200 rules.',
  dateInvalid: 'Give a date (YYYY-MM-DD) or a date and time.',
  rangeInvalid: 'The end must be after the start.',
  startupNotInScope: 'You may export only the sessions of your startups.',
} as const;
export type EvaluationMessageKey = keyof typeof EVALUATION_MESSAGES;

const idOrNull = z.string().trim().min(1).nullable().optional().transform((v) => v ?? null);

/** One rule as the admin page sends it (ids are checked against the tenant by the server). */
export const evaluationRuleInputSchema = z.object({
  programId: idOrNull,
  topicTagId: idOrNull,
  hostRole: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .refine((v) => v === null || (EVALUATION_HOST_ROLES as readonly string[]).includes(v), EVALUATION_MESSAGES.roleNotHost)
    .transform((v) => v as RoleType | null),
  formId: z.string({ error: EVALUATION_MESSAGES.formNotEvaluation }).trim().min(1, EVALUATION_MESSAGES.formNotEvaluation),
  sharedWithStartup: z.boolean().optional().default(false),
});
export type EvaluationRuleInput = z.infer<typeof evaluationRuleInputSchema>;

/** The index of the first rule repeating an earlier one's dimensions, else -1 (the page and the server say which). */
export function repeatedRuleIndex(rules: ReadonlyArray<Pick<EvaluationFormRule, 'programId' | 'topicTagId' | 'hostRole'>>): number {
  const seen = new Set<string>();
  for (const [index, rule] of rules.entries()) {
    const key = `${rule.programId ?? '*'}|${rule.topicTagId ?? '*'}|${rule.hostRole ?? '*'}`;
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}
