/**
 * The resource library's reads (/resources, D-582): the sections a viewer sees, one section with its resources, one
 * resource, and a search across them. Staff see every section; anyone else the sections whose audience is empty or
 * holds their role — the rule lives in `visibleSection`, used by every read and by the file reference kind, so a file
 * of a hidden section cannot be read either.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, resourceSections, resources, roles, type ResourceKind, type ResourceRow, type ResourceSectionRow } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { fileUrl } from '../files/index.js';
import { featureIsOn } from '../milestones/index.js';

export const RESOURCE_SEARCH_MAX = 100;
export const RESOURCE_SEARCH_RESULTS = 30;

export interface ResourceFileView {
  _id: string;
  name: string;
  url: string;
  sizeBytes: number;
  contentType: string;
}

export interface ResourceView {
  _id: string;
  sectionId: string;
  sectionTitle: string;
  kind: ResourceKind;
  title: string;
  description: string;
  url: string | null;
  file: ResourceFileView | null;
  body: string | null;
  updatedAt: Date;
  /** The viewer is staff: changes, moves and removes it. */
  viewerCanManage: boolean;
}

export interface ResourceSectionView {
  _id: string;
  title: string;
  description: string;
  /** Empty: every member. Given to staff only (others see just what is theirs). */
  audienceRoleIds: string[];
  resourceCount: number;
  resources: ResourceView[];
  /** The viewer is staff: changes the section and its resources. */
  viewerCanManage: boolean;
}

export interface RoleOption {
  value: string;
  label: string;
}

export interface ResourceLibraryView {
  sections: ResourceSectionView[];
  /** The resources whose title or description holds the search, in the library's order; empty without a search. */
  results: ResourceView[];
  viewerCanManage: boolean;
  /** Sections may be kept for some roles (flag resourceVisibility); staff only. */
  audienceEditable: boolean;
  /** The roles an audience may name; staff only. */
  roleOptions: RoleOption[];
}

/** Staff arrange the library, see every section and write its resources. */
export function managesResources(viewer: Viewer): boolean {
  return isInRoleGroup(viewer.roleType, 'staff');
}

/** The sections `viewer` sees: all for staff; otherwise those for everyone or for the viewer's role. */
export function visibleSection(viewer: Viewer): SQL | undefined {
  if (managesResources(viewer)) return undefined;
  return sql`(cardinality(${resourceSections.audienceRoleIds}) = 0 or ${viewer.roleId}::uuid = any(${resourceSections.audienceRoleIds}))`;
}

const idSchema = z.object({ id: z.string().refine(isUuid, 'is not a valid id') });
const librarySchema = z.object({ search: z.string().trim().max(RESOURCE_SEARCH_MAX, `at most ${RESOURCE_SEARCH_MAX} characters`).nullish() });

export const sectionNotFound = () => notFoundError('This section does not exist or is not shared with you.');
export const resourceNotFound = () => notFoundError('This resource does not exist or is not shared with you.');

/** `%`, `_` and `\` typed by a person are searched for, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const RESOURCE_COLUMNS = { resource: resources, sectionTitle: resourceSections.title, file: files };

type ResourceJoined = { resource: ResourceRow; sectionTitle: string; file: typeof files.$inferSelect | null };

function resourceView(ctx: AppContext, viewer: Viewer, row: ResourceJoined): ResourceView {
  const { resource, file } = row;
  return {
    _id: resource.id,
    sectionId: resource.sectionId,
    sectionTitle: row.sectionTitle,
    kind: resource.kind,
    title: resource.title,
    description: resource.description,
    url: resource.kind === 'link' ? resource.url : null,
    file: resource.kind === 'file' && file ? { _id: file.id, name: file.originalName, url: fileUrl(file, ctx), sizeBytes: file.sizeBytes, contentType: file.contentType } : null,
    body: resource.kind === 'page' ? (resource.body ?? '') : null,
    updatedAt: resource.updatedAt,
    viewerCanManage: managesResources(viewer),
  };
}

/** The resources of the visible sections matching `where`, in the library's order. */
async function resourceRows(tx: Tx, viewer: Viewer, where: SQL | undefined, limit?: number): Promise<ResourceJoined[]> {
  const query = tx
    .select(RESOURCE_COLUMNS)
    .from(resources)
    .innerJoin(resourceSections, eq(resourceSections.id, resources.sectionId))
    .leftJoin(files, eq(files.id, resources.fileId))
    .where(and(visibleSection(viewer), where))
    .orderBy(asc(resourceSections.position), asc(resources.position), asc(resources.id));
  return limit ? query.limit(limit) : query;
}

function sectionView(viewer: Viewer, row: ResourceSectionRow, resourceCount: number, items: ResourceView[] = []): ResourceSectionView {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    audienceRoleIds: managesResources(viewer) ? [...row.audienceRoleIds] : [],
    resourceCount,
    resources: items,
    viewerCanManage: managesResources(viewer),
  };
}

/** The role choices of an audience (staff's editor). */
export async function roleOptionsOf(tx: Tx): Promise<RoleOption[]> {
  const rows = await tx.select({ value: roles.id, label: roles.label }).from(roles).orderBy(asc(roles.label));
  return rows;
}

/** The sections `viewer` sees, in order, each with its number of resources (one statement). */
export async function sectionSummaries(tx: Tx, viewer: Viewer): Promise<ResourceSectionView[]> {
  const rows = await tx
    .select({ section: resourceSections, resourceCount: count(resources.id) })
    .from(resourceSections)
    .leftJoin(resources, eq(resources.sectionId, resourceSections.id))
    .where(visibleSection(viewer))
    .groupBy(resourceSections.id)
    .orderBy(asc(resourceSections.position), asc(resourceSections.id));
  return rows.map((r) => sectionView(viewer, r.section, r.resourceCount));
}

export async function getResourceLibrary(ctx: AppContext, input: unknown): Promise<ResourceLibraryView> {
  const viewer = requireViewer(ctx);
  const { search } = parseInput(librarySchema, input);
  const manager = managesResources(viewer);
  return ctx.data.run(async (tx) => {
    const sections = await sectionSummaries(tx, viewer);
    const results = search
      ? await resourceRows(tx, viewer, or(ilike(resources.title, likePattern(search)), ilike(resources.description, likePattern(search))), RESOURCE_SEARCH_RESULTS)
      : [];
    return {
      sections,
      results: results.map((r) => resourceView(ctx, viewer, r)),
      viewerCanManage: manager,
      audienceEditable: manager && (await featureIsOn(tx, 'resourceVisibility')),
      roleOptions: manager ? await roleOptionsOf(tx) : [],
    };
  });
}

export async function getResourceSection(ctx: AppContext, input: unknown): Promise<ResourceSectionView> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const [section] = await tx.select().from(resourceSections).where(and(eq(resourceSections.id, id), visibleSection(viewer)));
    if (!section) throw sectionNotFound();
    const items = (await resourceRows(tx, viewer, eq(resources.sectionId, id))).map((r) => resourceView(ctx, viewer, r));
    return sectionView(viewer, section, items.length, items);
  });
}

/** One resource of a visible section, read inside `tx` (the editing service answers with it after a write). */
export async function resourceIn(tx: Tx, ctx: AppContext, viewer: Viewer, id: string): Promise<ResourceView> {
  const [row] = await resourceRows(tx, viewer, eq(resources.id, id));
  if (!row) throw resourceNotFound();
  return resourceView(ctx, viewer, row);
}

export async function getResource(ctx: AppContext, input: unknown): Promise<ResourceView> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(idSchema, input);
  return ctx.data.run((tx) => resourceIn(tx, ctx, viewer, id));
}

/** A section as its editor answers it: with its resources. */
export async function sectionIn(tx: Tx, ctx: AppContext, viewer: Viewer, id: string): Promise<ResourceSectionView> {
  const [section] = await tx.select().from(resourceSections).where(eq(resourceSections.id, id));
  if (!section) throw sectionNotFound();
  const items = (await resourceRows(tx, viewer, eq(resources.sectionId, id))).map((r) => resourceView(ctx, viewer, r));
  return sectionView(viewer, section, items.length, items);
}

/** Whether the viewer sees the resource (its section's audience): the file reference kind's question. */
export async function viewerSeesResource(ctx: AppContext, id: string): Promise<boolean> {
  if (!isUuid(id) || !ctx.viewer) return false;
  const viewer = ctx.viewer;
  return ctx.data.run(async (tx) => {
    const found = await tx
      .select({ id: resources.id })
      .from(resources)
      .innerJoin(resourceSections, eq(resourceSections.id, resources.sectionId))
      .where(and(eq(resources.id, id), visibleSection(viewer)));
    return found.length > 0;
  });
}

/** The ids among `ids` that are roles of this tenant. */
export async function knownRoleIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
