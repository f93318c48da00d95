/**
 * Milestone templates and each startup's milestone plan (issue 14 item 4). Templates are the organisation's list of
 * milestones and sub-milestones (goal, unit, target); a startup's plan is copied from them or written for it, and
 * its people and staff move progress and flag milestones. All behind the milestones feature flag. Reading a plan
 * needs sight of the startup (D1 §6); writing needs STARTUP_MILESTONE:CREATE / :EDIT for that startup (D2 §6.1).
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { milestoneTemplates, startupMilestones, type MilestoneTemplate, type StartupMilestone } from '../../db/schema/index.js';
import { forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { can, loadActor, type Actor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { featureIsOn, milestonesOffError } from './feature-gates.js';
import { milestoneTree, planPercent, reachesTarget, type MilestoneNode } from './milestone-rules.js';

export const MILESTONE_NAME_MAX = 200;
const text = (maxLength: number) => z.string().trim().max(maxLength, `at most ${maxLength} characters`);
const nameField = z.string({ error: 'is required' }).trim().min(1, 'is required').max(MILESTONE_NAME_MAX, `at most ${MILESTONE_NAME_MAX} characters`);
const optionalText = (maxLength: number) => text(maxLength).nullish().transform((v) => (v ? v : null));
const targetField = z.number({ error: 'must be a number' }).finite('must be a number').min(0, 'must be 0 or more').max(1e12, 'is too large').nullish();
const idField = z.string().refine(isUuid, 'is not a valid id');
const dayField = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).nullish();

export const templateInputSchema = z.object({
  name: nameField,
  goal: optionalText(1000),
  unit: optionalText(40),
  target: targetField,
  parentId: idField.nullish(),
});
export const templatePatchSchema = z.object({
  name: nameField.optional(),
  goal: optionalText(1000).optional(),
  unit: optionalText(40).optional(),
  target: targetField,
});
export const milestoneInputSchema = templateInputSchema.extend({ dueOn: dayField });
export const milestonePatchSchema = templatePatchSchema.extend({
  progress: z.number({ error: 'must be a number' }).finite('must be a number').min(0, 'must be 0 or more').max(1e12, 'is too large').optional(),
  dueOn: dayField,
  flagged: z.boolean().optional(),
  completed: z.boolean().optional(),
});

export interface MilestonePlan {
  startupId: string;
  percent: number;
  nodes: MilestoneNode<StartupMilestone>[];
  viewerCanCreate: boolean;
  viewerCanEdit: boolean;
}

export interface TemplateNode {
  template: MilestoneTemplate;
  children: MilestoneTemplate[];
}

async function requireMilestonesOn(tx: Tx): Promise<void> {
  if (!(await featureIsOn(tx, 'milestones'))) throw milestonesOffError();
}

// ─── Templates ────────────────────────────────────────────────────────────────────────────────────────────

function templateTree(rows: MilestoneTemplate[]): TemplateNode[] {
  const byPosition = (a: MilestoneTemplate, b: MilestoneTemplate) => a.position - b.position || a.name.localeCompare(b.name);
  return rows
    .filter((r) => r.parentId === null)
    .sort(byPosition)
    .map((template) => ({ template, children: rows.filter((r) => r.parentId === template.id).sort(byPosition) }));
}

export async function listMilestoneTemplates(ctx: AppContext): Promise<TemplateNode[]> {
  const viewer = requireViewer(ctx);
  if (!isInRoleGroup(viewer.roleType, 'staff')) throw forbiddenError();
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    return templateTree(await tx.select().from(milestoneTemplates));
  });
}

/** A parent must be a top-level template of this tenant: sub-milestones go one level deep. */
async function checkTemplateParent(tx: Tx, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const [parent] = await tx.select({ parentId: milestoneTemplates.parentId }).from(milestoneTemplates).where(eq(milestoneTemplates.id, parentId));
  if (!parent) throw validationError('parentId: no such milestone template');
  if (parent.parentId !== null) throw validationError('parentId: a sub-milestone cannot have sub-milestones');
}

export async function createMilestoneTemplate(ctx: AppContext, input: unknown): Promise<MilestoneTemplate> {
  const viewer = requireViewer(ctx);
  const value = parseInput(templateInputSchema, input);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    await checkTemplateParent(tx, value.parentId);
    const siblings = value.parentId ? eq(milestoneTemplates.parentId, value.parentId) : isNull(milestoneTemplates.parentId);
    const [last] = await tx.select({ position: max(milestoneTemplates.position) }).from(milestoneTemplates).where(siblings);
    const [row] = await tx
      .insert(milestoneTemplates)
      .values({ incubatorId: ctx.incubator.id, name: value.name, goal: value.goal, unit: value.unit, target: value.target ?? null, parentId: value.parentId ?? null, position: (last?.position ?? -1) + 1 })
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'milestoneTemplate.created', entityType: 'milestoneTemplate', entityId: row!.id, after: { name: row!.name } });
    return row!;
  });
}

async function findTemplate(tx: Tx, id: string): Promise<MilestoneTemplate> {
  if (!isUuid(id)) throw notFoundError('Milestone template not found');
  const [row] = await tx.select().from(milestoneTemplates).where(eq(milestoneTemplates.id, id));
  if (!row) throw notFoundError('Milestone template not found');
  return row;
}

export async function updateMilestoneTemplate(ctx: AppContext, id: string, input: unknown): Promise<MilestoneTemplate> {
  const viewer = requireViewer(ctx);
  const value = parseInput(templatePatchSchema, input);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const current = await findTemplate(tx, id);
    const [row] = await tx
      .update(milestoneTemplates)
      .set({
        ...(value.name !== undefined ? { name: value.name } : {}),
        ...(value.goal !== undefined ? { goal: value.goal } : {}),
        ...(value.unit !== undefined ? { unit: value.unit } : {}),
        ...(value.target !== undefined ? { target: value.target } : {}),
        updatedAt: new Date(),
      })
      .where(eq(milestoneTemplates.id, id))
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'milestoneTemplate.updated', entityType: 'milestoneTemplate', entityId: id, before: { name: current.name }, after: { name: row!.name } });
    return row!;
  });
}

export async function deleteMilestoneTemplate(ctx: AppContext, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const current = await findTemplate(tx, id);
    // Plans copied from it keep their milestones (template_id is set null by the foreign key).
    await tx.delete(milestoneTemplates).where(eq(milestoneTemplates.id, id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'milestoneTemplate.deleted', entityType: 'milestoneTemplate', entityId: id, before: { name: current.name } });
    return true;
  });
}

// ─── A startup's plan ─────────────────────────────────────────────────────────────────────────────────────

interface PlanRights {
  create: boolean;
  edit: boolean;
}

/** The startup for the viewer: NotFound when it is not in this tenant or not visible to them (never reveal which). */
async function startupRights(ctx: AppContext, tx: Tx, actor: Actor, startupId: string): Promise<PlanRights> {
  const viewer = requireViewer(ctx);
  const access = await readStartupAccess(tx, viewer, actor, startupId);
  if (!access?.sees) throw notFoundError('Startup not found');
  const resource = { startupIds: [startupId] };
  return { create: can(actor, 'STARTUP_MILESTONE:CREATE', resource), edit: can(actor, 'STARTUP_MILESTONE:EDIT', resource) };
}

async function readPlan(tx: Tx, startupId: string, rights: PlanRights): Promise<MilestonePlan> {
  const rows = await tx.select().from(startupMilestones).where(eq(startupMilestones.startupId, startupId)).orderBy(asc(startupMilestones.position));
  const nodes = milestoneTree(rows);
  return { startupId, nodes, percent: planPercent(nodes), viewerCanCreate: rights.create, viewerCanEdit: rights.edit };
}

export async function startupMilestonePlan(ctx: AppContext, startupId: string): Promise<MilestonePlan> {
  const actor = await loadActor(ctx, requireViewer(ctx));
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    return readPlan(tx, startupId, await startupRights(ctx, tx, actor, startupId));
  });
}

/** For the startup file's export: the plan as the viewer sees it, or null when milestones are off. */
export async function readMilestonePlanForExport(ctx: AppContext, tx: Tx, actor: Actor, startupId: string): Promise<MilestonePlan | null> {
  if (!(await featureIsOn(tx, 'milestones'))) return null;
  return readPlan(tx, startupId, await startupRights(ctx, tx, actor, startupId));
}

export async function createStartupMilestone(ctx: AppContext, startupId: string, input: unknown): Promise<MilestonePlan> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const rights = await startupRights(ctx, tx, actor, startupId);
    if (!rights.create) throw forbiddenError('You cannot add milestones to this startup.');
    const value = parseInput(milestoneInputSchema, input);
    if (value.parentId) {
      const [parent] = await tx.select().from(startupMilestones).where(and(eq(startupMilestones.id, value.parentId), eq(startupMilestones.startupId, startupId)));
      if (!parent) throw validationError('parentId: no such milestone in this startup’s plan');
      if (parent.parentId !== null) throw validationError('parentId: a sub-milestone cannot have sub-milestones');
    }
    const siblings = and(eq(startupMilestones.startupId, startupId), value.parentId ? eq(startupMilestones.parentId, value.parentId) : isNull(startupMilestones.parentId));
    const [last] = await tx.select({ position: max(startupMilestones.position) }).from(startupMilestones).where(siblings);
    const [row] = await tx
      .insert(startupMilestones)
      .values({
        incubatorId: ctx.incubator.id,
        startupId,
        parentId: value.parentId ?? null,
        name: value.name,
        goal: value.goal,
        unit: value.unit,
        target: value.target ?? null,
        dueOn: value.dueOn ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startupMilestone.created', entityType: 'startup', entityId: startupId, after: { milestone: row!.name } });
    return readPlan(tx, startupId, rights);
  });
}

/**
 * Copies templates (all of them, or the given top-level ones with their sub-milestones) into the startup's plan.
 * A template already in the plan is not copied twice, so applying again only adds what is new.
 */
export async function applyMilestoneTemplates(ctx: AppContext, startupId: string, templateIds: readonly string[] | null): Promise<MilestonePlan> {
  const viewer = requireViewer(ctx);
  if (templateIds && !templateIds.every(isUuid)) throw validationError('templateIds: not a valid id');
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const rights = await startupRights(ctx, tx, actor, startupId);
    if (!rights.create) throw forbiddenError('You cannot add milestones to this startup.');
    const all = templateTree(await tx.select().from(milestoneTemplates));
    const chosen = templateIds ? all.filter((n) => templateIds.includes(n.template.id)) : all;
    if (templateIds && chosen.length !== new Set(templateIds).size) throw validationError('templateIds: no such milestone template');
    const existing = await tx.select({ templateId: startupMilestones.templateId }).from(startupMilestones).where(eq(startupMilestones.startupId, startupId));
    const applied = new Set(existing.map((r) => r.templateId));
    const [last] = await tx.select({ position: max(startupMilestones.position) }).from(startupMilestones).where(and(eq(startupMilestones.startupId, startupId), isNull(startupMilestones.parentId)));
    let position = (last?.position ?? -1) + 1;
    let added = 0;
    for (const node of chosen) {
      if (applied.has(node.template.id)) continue;
      const copy = (t: MilestoneTemplate, parentId: string | null, at: number) => ({
        incubatorId: ctx.incubator.id, startupId, parentId, templateId: t.id, name: t.name, goal: t.goal, unit: t.unit, target: t.target, position: at,
      });
      const [parent] = await tx.insert(startupMilestones).values(copy(node.template, null, position++)).returning({ id: startupMilestones.id });
      if (node.children.length > 0) await tx.insert(startupMilestones).values(node.children.map((c, i) => copy(c, parent!.id, i)));
      added += 1;
    }
    if (added > 0) await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startupMilestone.templatesApplied', entityType: 'startup', entityId: startupId, after: { added } });
    return readPlan(tx, startupId, rights);
  });
}

async function findMilestone(tx: Tx, id: string): Promise<StartupMilestone> {
  if (!isUuid(id)) throw notFoundError('Milestone not found');
  const [row] = await tx.select().from(startupMilestones).where(eq(startupMilestones.id, id));
  if (!row) throw notFoundError('Milestone not found');
  return row;
}

export async function updateStartupMilestone(ctx: AppContext, id: string, input: unknown): Promise<MilestonePlan> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const current = await findMilestone(tx, id);
    const rights = await startupRights(ctx, tx, actor, current.startupId);
    if (!rights.edit) throw forbiddenError('You cannot edit this startup’s milestones.');
    const value = parseInput(milestonePatchSchema, input);
    const target = value.target !== undefined ? value.target : current.target;
    const progress = value.progress ?? current.progress;
    // Reaching the target completes a milestone; a milestone without a target is completed (or reopened) by hand.
    const completed = value.completed ?? (reachesTarget(progress, target ?? null) ? true : target !== null && target > 0 ? false : current.completedAt !== null);
    const [row] = await tx
      .update(startupMilestones)
      .set({
        ...(value.name !== undefined ? { name: value.name } : {}),
        ...(value.goal !== undefined ? { goal: value.goal } : {}),
        ...(value.unit !== undefined ? { unit: value.unit } : {}),
        ...(value.target !== undefined ? { target: value.target } : {}),
        ...(value.dueOn !== undefined ? { dueOn: value.dueOn } : {}),
        ...(value.flagged !== undefined ? { flagged: value.flagged } : {}),
        progress,
        completedAt: completed ? (current.completedAt ?? new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(startupMilestones.id, id))
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'startupMilestone.updated',
      entityType: 'startup',
      entityId: current.startupId,
      before: { milestone: current.name, progress: current.progress, flagged: current.flagged },
      after: { milestone: row!.name, progress: row!.progress, flagged: row!.flagged },
    });
    return readPlan(tx, current.startupId, rights);
  });
}

export async function deleteStartupMilestone(ctx: AppContext, id: string): Promise<MilestonePlan> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    await requireMilestonesOn(tx);
    const current = await findMilestone(tx, id);
    const rights = await startupRights(ctx, tx, actor, current.startupId);
    if (!rights.edit) throw forbiddenError('You cannot edit this startup’s milestones.');
    await tx.delete(startupMilestones).where(eq(startupMilestones.id, id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'startupMilestone.deleted', entityType: 'startup', entityId: current.startupId, before: { milestone: current.name } });
    return readPlan(tx, current.startupId, rights);
  });
}
