/**
 * The evaluation-form configuration (issue 17 item 3; D-448): rules of program × topic × host role → evaluation form,
 * read and replaced wholesale by administrators on /admin/configuration/coaching-evaluations (as weekly availability
 * is replaced). Each rule names a published evaluation form, a program of the tenant, a tag of the topic list and a
 * hosting role; a bad rule is refused as "rules.N.field: …" and nothing changes. The domain's resolveEvaluationForm
 * decides which rule a session uses (evaluation.service.ts).
 */
import { EVALUATION_HOST_ROLES, EVALUATION_MESSAGES, MAX_EVALUATION_RULES, evaluationRuleInputSchema, repeatedRuleIndex, type EvaluationFormRule, type RoleType } from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { coachingEvaluationForms, forms, programs, tags } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';

export interface EvaluationOption {
  id: string;
  name: string;
}

export interface EvaluationFormsConfig {
  rules: EvaluationFormRule[];
  forms: EvaluationOption[];
  programs: EvaluationOption[];
  topics: EvaluationOption[];
  hostRoles: RoleType[];
}

/** Every rule of the tenant, oldest first: the order resolveEvaluationForm breaks ties by. */
export async function loadEvaluationRules(tx: Tx): Promise<EvaluationFormRule[]> {
  const rows = await tx.select().from(coachingEvaluationForms).orderBy(asc(coachingEvaluationForms.createdAt), asc(coachingEvaluationForms.id));
  return rows.map((r) => ({ id: r.id, programId: r.programId, topicTagId: r.topicTagId, hostRole: r.hostRole, formId: r.formId, sharedWithStartup: r.sharedWithStartup }));
}

/** The rules and what a rule may name: published evaluation forms, programs, topic tags, hosting roles. */
export async function evaluationFormsConfig(ctx: AppContext): Promise<EvaluationFormsConfig> {
  requireViewer(ctx);
  return ctx.data.run(async (tx) => ({
    rules: await loadEvaluationRules(tx),
    forms: await tx.select({ id: forms.id, name: forms.name }).from(forms).where(and(eq(forms.kind, 'evaluation'), eq(forms.status, 'published'))).orderBy(asc(forms.name)),
    programs: await tx.select({ id: programs.id, name: programs.name }).from(programs).orderBy(asc(programs.name)),
    topics: await tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.kind, 'topic')).orderBy(asc(tags.name)),
    hostRoles: [...EVALUATION_HOST_ROLES],
  }));
}

const saveSchema = z.object({ rules: z.array(evaluationRuleInputSchema).max(MAX_EVALUATION_RULES, EVALUATION_MESSAGES.tooManyRules) });

/** Ids that are not uuids or not found in the tenant (RLS) answer alike: the field of the first bad rule. */
async function checkReferences(tx: Tx, rules: z.output<typeof saveSchema>['rules']): Promise<void> {
  const wanted = (pick: (r: (typeof rules)[number]) => string | null) => [...new Set(rules.map(pick).filter((v): v is string => v !== null && isUuid(v)))];
  const formIds = wanted((r) => r.formId);
  const programIds = wanted((r) => r.programId);
  const topicIds = wanted((r) => r.topicTagId);
  const okForms = new Set(formIds.length
    ? (await tx.select({ id: forms.id }).from(forms).where(and(inArray(forms.id, formIds), eq(forms.kind, 'evaluation'), eq(forms.status, 'published')))).map((r) => r.id)
    : []);
  const okPrograms = new Set(programIds.length ? (await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, programIds))).map((r) => r.id) : []);
  const okTopics = new Set(topicIds.length ? (await tx.select({ id: tags.id }).from(tags).where(and(inArray(tags.id, topicIds), eq(tags.kind, 'topic')))).map((r) => r.id) : []);
  for (const [index, rule] of rules.entries()) {
    if (rule.programId !== null && !okPrograms.has(rule.programId)) throw validationError(`rules.${index}.programId: ${EVALUATION_MESSAGES.programNotFound}`);
    if (rule.topicTagId !== null && !okTopics.has(rule.topicTagId)) throw validationError(`rules.${index}.topicTagId: ${EVALUATION_MESSAGES.topicNotFound}`);
    if (!okForms.has(rule.formId)) throw validationError(`rules.${index}.formId: ${EVALUATION_MESSAGES.formNotEvaluation}`);
  }
}

/** Replaces the tenant's rules with these (an empty list: no session is evaluated). */
export async function saveCoachingEvaluationForms(ctx: AppContext, raw: { rules: unknown }): Promise<EvaluationFormRule[]> {
  const viewer = requireViewer(ctx);
  const { rules } = parseInput(saveSchema, raw);
  const repeated = repeatedRuleIndex(rules);
  if (repeated >= 0) throw validationError(`rules.${repeated}: ${EVALUATION_MESSAGES.ruleRepeated}`);
  return ctx.data.run(async (tx) => {
    await checkReferences(tx, rules);
    const before = await loadEvaluationRules(tx);
    await tx.delete(coachingEvaluationForms);
    const now = Date.now();
    if (rules.length > 0) {
      // Created one millisecond apart in the order given, so the page's order is the tie-break order.
      await tx.insert(coachingEvaluationForms).values(rules.map((rule, index) => ({
        incubatorId: ctx.incubator.id,
        ...rule,
        createdBy: viewer.userId,
        createdAt: new Date(now + index),
        updatedAt: new Date(now + index),
      })));
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'coaching.evaluationFormsSaved',
      entityType: 'coachingEvaluationForms',
      before: { rules: before.length },
      after: { rules: rules.length },
    });
    return loadEvaluationRules(tx);
  });
}
