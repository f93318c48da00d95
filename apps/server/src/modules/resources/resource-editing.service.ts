/**
 * Writing the resource library (D-582): staff add, change, order and remove sections and resources. Who may call these
 * is the policy's rule (resources.policy.ts: staff); the service checks what only the data can tell — that a section
 * exists, that an audience names roles of this organisation and is allowed by the plan (resourceVisibility), that a
 * file is the viewer's own unattached upload.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, resourceSections, resources, RESOURCE_KINDS, type ResourceRow } from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { normaliseLink } from '../../core/links.js';
import { reordered } from '../../core/ordering.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { isLogoPurpose } from '../files/index.js';
import { featureIsOn } from '../milestones/index.js';
import { planGatedError } from '../permissions/index.js';
import {
  knownRoleIds,
  resourceIn,
  resourceNotFound,
  sectionIn,
  sectionNotFound,
  sectionSummaries,
  type ResourceSectionView,
  type ResourceView,
} from './resources.service.js';

export const SECTION_TITLE_MAX = 120;
export const RESOURCE_TITLE_MAX = 160;
export const DESCRIPTION_MAX = 1000;
export const PAGE_BODY_MAX = 50_000;
export const URL_MAX = 2000;
export const AUDIENCE_MAX = 50;

/** The reference type of a file resource's file (files.reference_type, D-87). */
export const RESOURCE_REFERENCE = 'resource';

const idField = z.string().refine(isUuid, 'is not a valid id');
const titleField = (maxLength: number) => z.string({ error: 'is required' }).trim().min(1, 'is required').max(maxLength, `at most ${maxLength} characters`);
const descriptionField = z.string().trim().max(DESCRIPTION_MAX, `at most ${DESCRIPTION_MAX} characters`).nullish();

const urlField = z
  .string()
  .max(URL_MAX, `at most ${URL_MAX} characters`)
  .transform((value, issue) => {
    const url = normaliseLink(value);
    if (!url) issue.addIssue({ code: 'custom', message: 'is not a web address (http or https)' });
    return url ?? '';
  });

const sectionSchema = z.object({
  title: titleField(SECTION_TITLE_MAX),
  description: descriptionField,
  audienceRoleIds: z.array(idField).max(AUDIENCE_MAX, `at most ${AUDIENCE_MAX} roles`).nullish(),
});
const sectionPatchSchema = sectionSchema.extend({ id: idField });
const idSchema = z.object({ id: idField });
const moveSchema = z.object({ id: idField, offset: z.union([z.literal(-1), z.literal(1)], { error: 'must be -1 or 1' }) });

const resourceFields = {
  kind: z.enum(RESOURCE_KINDS, { error: 'must be link, file or page' }),
  title: titleField(RESOURCE_TITLE_MAX),
  description: descriptionField,
  url: urlField.nullish(),
  fileId: idField.nullish(),
  body: z.string().max(PAGE_BODY_MAX, `at most ${PAGE_BODY_MAX} characters`).nullish(),
};
/** What each kind needs: a link its address, a file its upload, a page its text. */
function requireKindFields(value: { kind: string; url?: string | null; fileId?: string | null; body?: string | null }, issue: z.core.$RefinementCtx): void {
  if (value.kind === 'link' && !value.url) issue.addIssue({ code: 'custom', path: ['url'], message: 'is required for a link' });
  if (value.kind === 'file' && !value.fileId) issue.addIssue({ code: 'custom', path: ['fileId'], message: 'is required for a file' });
  if (value.kind === 'page' && !value.body?.trim()) issue.addIssue({ code: 'custom', path: ['body'], message: 'is required for a page' });
}
const resourceSchema = z.object({ sectionId: idField, ...resourceFields }).superRefine(requireKindFields);
const resourcePatchSchema = z.object({ id: idField, ...resourceFields }).superRefine(requireKindFields);

async function checkAudience(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // Keeping a section for some roles is the resourceVisibility feature (custom roles decide who sees what).
  if (!(await featureIsOn(tx, 'resourceVisibility'))) throw planGatedError();
  const known = await knownRoleIds(tx, unique);
  if (unique.some((id) => !known.has(id))) throw validationError('audienceRoleIds: names a role that does not exist');
  return unique;
}

async function lockSection(tx: Tx, id: string) {
  const [row] = await tx.select().from(resourceSections).where(eq(resourceSections.id, id)).for('update');
  if (!row) throw sectionNotFound();
  return row;
}

async function lockResource(tx: Tx, id: string): Promise<ResourceRow> {
  const [row] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
  if (!row) throw resourceNotFound();
  return row;
}

/**
 * Makes `fileId` the resource's: the viewer's own unattached upload (an administrator: anyone's), not a logo. A file
 * already attached elsewhere is refused: a file belongs to one thing.
 */
async function attachFile(tx: Tx, viewer: Viewer, resourceId: string, fileId: string): Promise<void> {
  const [file] = await tx.select().from(files).where(eq(files.id, fileId)).for('update');
  const own = file && (file.uploadedBy === viewer.userId || isInRoleGroup(viewer.roleType, 'admin'));
  const free = file && file.referenceType === null && !isLogoPurpose(file.purpose);
  const ours = file && file.referenceType === RESOURCE_REFERENCE && file.referenceId === resourceId;
  if (!file || !(ours || (own && free))) throw validationError('fileId: is not a file you uploaded');
  await tx.update(files).set({ referenceType: RESOURCE_REFERENCE, referenceId: resourceId }).where(eq(files.id, fileId));
}

/** The resource's file rows go with it (or with a replaced file); their bytes stay in the store (D-582). */
async function removeFiles(tx: Tx, resourceId: string, keep?: string | null): Promise<void> {
  const where = and(eq(files.referenceType, RESOURCE_REFERENCE), eq(files.referenceId, resourceId));
  await tx.delete(files).where(keep ? and(where, sql`${files.id} <> ${keep}`) : where);
}

export async function createResourceSection(ctx: AppContext, input: unknown): Promise<ResourceSectionView> {
  const viewer = requireViewer(ctx);
  const data = parseInput(sectionSchema, input);
  return ctx.data.run(async (tx) => {
    const audience = await checkAudience(tx, data.audienceRoleIds ?? []);
    const [last] = await tx.select({ position: max(resourceSections.position) }).from(resourceSections);
    const [row] = await tx
      .insert(resourceSections)
      .values({
        incubatorId: ctx.data.incubatorId,
        title: data.title,
        description: data.description ?? '',
        audienceRoleIds: audience,
        position: (last?.position ?? -1) + 1,
        createdBy: viewer.userId,
      })
      .returning({ id: resourceSections.id });
    return sectionIn(tx, ctx, viewer, row!.id);
  });
}

export async function updateResourceSection(ctx: AppContext, input: unknown): Promise<ResourceSectionView> {
  const viewer = requireViewer(ctx);
  const data = parseInput(sectionPatchSchema, input);
  return ctx.data.run(async (tx) => {
    const section = await lockSection(tx, data.id);
    const requested = data.audienceRoleIds ?? [];
    // Unchanged audiences pass even with the feature off, so a title can still be corrected.
    const same = requested.length === section.audienceRoleIds.length && requested.every((id) => section.audienceRoleIds.includes(id));
    const audience = same ? section.audienceRoleIds : await checkAudience(tx, requested);
    await tx
      .update(resourceSections)
      .set({ title: data.title, description: data.description ?? '', audienceRoleIds: audience })
      .where(eq(resourceSections.id, data.id));
    return sectionIn(tx, ctx, viewer, data.id);
  });
}

export async function deleteResourceSection(ctx: AppContext, input: unknown): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const section = await lockSection(tx, id);
    const inside = await tx.select({ id: resources.id }).from(resources).where(eq(resources.sectionId, id));
    if (inside.length > 0) {
      await tx.delete(files).where(and(eq(files.referenceType, RESOURCE_REFERENCE), inArray(files.referenceId, inside.map((r) => r.id))));
    }
    await tx.delete(resourceSections).where(eq(resourceSections.id, id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'resourceSection.deleted',
      entityType: 'resourceSection',
      entityId: id,
      before: { title: section.title, resources: inside.length },
    });
    return id;
  });
}

export async function moveResourceSection(ctx: AppContext, input: unknown): Promise<ResourceSectionView[]> {
  const viewer = requireViewer(ctx);
  const { id, offset } = parseInput(moveSchema, input);
  return ctx.data.run(async (tx) => {
    await lockSection(tx, id);
    const rows = await tx.select({ id: resourceSections.id }).from(resourceSections).orderBy(asc(resourceSections.position), asc(resourceSections.id)).for('update');
    const order = reordered(rows.map((r) => r.id), id, offset);
    for (const [position, sectionId] of order.entries()) {
      await tx.update(resourceSections).set({ position }).where(eq(resourceSections.id, sectionId));
    }
    // The library's cards in their new order: one statement, not one per section.
    return sectionSummaries(tx, viewer);
  });
}

export async function createResource(ctx: AppContext, input: unknown): Promise<ResourceView> {
  const viewer = requireViewer(ctx);
  const data = parseInput(resourceSchema, input);
  return ctx.data.run(async (tx) => {
    await lockSection(tx, data.sectionId);
    const [last] = await tx.select({ position: max(resources.position) }).from(resources).where(eq(resources.sectionId, data.sectionId));
    const [row] = await tx
      .insert(resources)
      .values({
        incubatorId: ctx.data.incubatorId,
        sectionId: data.sectionId,
        kind: data.kind,
        title: data.title,
        description: data.description ?? '',
        url: data.kind === 'link' ? data.url : null,
        body: data.kind === 'page' ? data.body : null,
        position: (last?.position ?? -1) + 1,
        createdBy: viewer.userId,
      })
      .returning({ id: resources.id });
    if (data.kind === 'file') {
      await attachFile(tx, viewer, row!.id, data.fileId!);
      await tx.update(resources).set({ fileId: data.fileId }).where(eq(resources.id, row!.id));
    }
    return resourceIn(tx, ctx, viewer, row!.id);
  });
}

export async function updateResource(ctx: AppContext, input: unknown): Promise<ResourceView> {
  const viewer = requireViewer(ctx);
  const data = parseInput(resourcePatchSchema, input);
  return ctx.data.run(async (tx) => {
    await lockResource(tx, data.id);
    const fileId = data.kind === 'file' ? data.fileId! : null;
    if (fileId) await attachFile(tx, viewer, data.id, fileId);
    await removeFiles(tx, data.id, fileId);
    await tx
      .update(resources)
      .set({
        kind: data.kind,
        title: data.title,
        description: data.description ?? '',
        url: data.kind === 'link' ? data.url : null,
        body: data.kind === 'page' ? data.body : null,
        fileId,
      })
      .where(eq(resources.id, data.id));
    return resourceIn(tx, ctx, viewer, data.id);
  });
}

export async function deleteResource(ctx: AppContext, input: unknown): Promise<string> {
  requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    await lockResource(tx, id);
    await removeFiles(tx, id);
    await tx.delete(resources).where(eq(resources.id, id));
    return id;
  });
}

export async function moveResource(ctx: AppContext, input: unknown): Promise<ResourceSectionView> {
  const viewer = requireViewer(ctx);
  const { id, offset } = parseInput(moveSchema, input);
  return ctx.data.run(async (tx) => {
    const resource = await lockResource(tx, id);
    const rows = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.sectionId, resource.sectionId))
      .orderBy(asc(resources.position), asc(resources.id))
      .for('update');
    const order = reordered(rows.map((r) => r.id), id, offset);
    for (const [position, resourceId] of order.entries()) {
      await tx.update(resources).set({ position }).where(eq(resources.id, resourceId));
    }
    return sectionIn(tx, ctx, viewer, resource.sectionId);
  });
}
