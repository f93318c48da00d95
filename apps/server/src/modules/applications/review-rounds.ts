/**
 * What the review services share (issue 16 items 4–6, D-260): finding an evaluation round for staff, the round's
 * criteria and the scale they score on, the evaluation form's current version, and the review flags.
 */
import { REVIEW_MESSAGES as M, scoreBounds, type FormDefinition, type Question } from '@hatchery/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { evaluationCriteria, formVersions, funnelRounds, funnels, type EvaluationCriterion, type FormVersion, type Funnel, type FunnelRound } from '../../db/schema/index.js';
import { notFoundError, validationError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { listFeatureFlags } from '../incubator/index.js';
import type { ApplicationAccess } from './application-access.js';

export const roundNotFound = () => notFoundError(M.roundNotFound);

/** The round and its funnel, or NotFound (unknown id, another tenant's — RLS — or not a uuid). */
export async function findRound(tx: Tx, roundId: string): Promise<{ round: FunnelRound; funnel: Funnel }> {
  if (!isUuid(roundId)) throw roundNotFound();
  const [row] = await tx.select({ round: funnelRounds, funnel: funnels }).from(funnelRounds).innerJoin(funnels, eq(funnels.id, funnelRounds.funnelId)).where(eq(funnelRounds.id, roundId)).limit(1);
  if (!row) throw roundNotFound();
  return row;
}

/** The round when the viewer's staff reach (for the key `access` was loaded with) covers its funnel; else NotFound. */
export async function staffRound(tx: Tx, access: ApplicationAccess, roundId: string): Promise<{ round: FunnelRound; funnel: Funnel }> {
  const found = await findRound(tx, roundId);
  if (access.staffFunnels !== null && !access.staffFunnels.has(found.funnel.id)) throw roundNotFound();
  return found;
}

export function requireEvaluationRound(round: FunnelRound, field = 'roundId'): void {
  if (round.kind !== 'evaluation' && !round.evaluationFormId) throw validationError(`${field}: ${M.notEvaluationRound}`);
}

export async function roundCriteria(tx: Tx, roundId: string): Promise<EvaluationCriterion[]> {
  return tx.select().from(evaluationCriteria).where(eq(evaluationCriteria.roundId, roundId)).orderBy(asc(evaluationCriteria.position), asc(evaluationCriteria.createdAt));
}

/** The evaluation form's latest version (every version row is a published one), or null. */
export async function currentVersion(tx: Tx, formId: string | null): Promise<FormVersion | null> {
  if (!formId) return null;
  const [row] = await tx.select().from(formVersions).where(eq(formVersions.formId, formId)).orderBy(desc(formVersions.number)).limit(1);
  return row ?? null;
}

// The scoring of one answer is the domain's (shared with the startup file's assessment, D-579).
export { answerScore, scoreBounds } from '@hatchery/domain';

export function questionOf(definition: FormDefinition | null | undefined, questionId: string): Question | null {
  return definition?.questions.find((q) => q.id === questionId) ?? null;
}

/**
 * The span of the weighted score's scale: Σ w·(max − min) / Σ w over the criteria with known bounds (a number
 * question without bounds has none) — the yardstick of the disagreement flag (D-263). Null when no criterion has bounds.
 */
export function scaleSpan(definition: FormDefinition | null | undefined, criteria: readonly EvaluationCriterion[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of criteria) {
    const q = questionOf(definition, c.questionId);
    const bounds = q ? scoreBounds(q) : null;
    if (!bounds || !Number.isFinite(bounds.min)) continue;
    sum += c.weight * (bounds.max - bounds.min);
    weights += c.weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** A feature flag both in the plan (enabled) and switched on (activated). */
export async function flagOn(ctx: AppContext, name: string): Promise<boolean> {
  const flag = (await listFeatureFlags(ctx)).find((f) => f.name === name);
  return !!flag && flag.enabled && flag.activated;
}
