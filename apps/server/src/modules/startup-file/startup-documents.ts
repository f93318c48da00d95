/**
 * The documents tab (issue 14 item 4): files of a startup on the attachment store, behind the plan gate "startup
 * documents" (D1 §6). A document is a file with referenceType `startupDocument` and the startup's id (D-87 "files
 * follow references", D-135): upload, download and the record go through the attachment REST API, which asks this
 * kind who may see (who sees the startup) and who may change (the startup's people and staff who may edit it) — and
 * both answer no while the plan gate is closed. Rename and delete of one document are mutations here.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, type StoredFile } from '../../db/schema/index.js';
import { isUuid } from '../../db/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { createFileStore, fileUrl, registerFileReference } from '../files/index.js';
import { planFeatureIsOn } from '../milestones/index.js';
import { loadActor, planGatedError } from '../permissions/index.js';
import { mayEditStartup, readStartupAccess } from '../startups/index.js';

export const STARTUP_DOCUMENT = 'startupDocument';

export interface StartupDocumentRights {
  planOn: boolean;
  sees: boolean;
  edits: boolean;
}

/** The plan gate and the viewer's rights on the startup; sees false when it is not in this tenant. */
export async function documentRights(ctx: AppContext, startupId: string): Promise<StartupDocumentRights> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) return { planOn: false, sees: false, edits: false };
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const planOn = await planFeatureIsOn(tx, 'startupDocuments');
    const access = await readStartupAccess(tx, viewer, actor, startupId);
    if (!access) return { planOn, sees: false, edits: false };
    return { planOn, sees: access.sees, edits: mayEditStartup(viewer, actor, access) };
  });
}

registerFileReference(STARTUP_DOCUMENT, {
  attachable: true,
  canSeeReference: async (ctx, id) => {
    const r = await documentRights(ctx, id);
    return r.planOn && r.sees;
  },
  canEditReference: async (ctx, id) => {
    const r = await documentRights(ctx, id);
    return r.planOn && r.edits;
  },
});

export interface StartupDocument {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  uploadedBy: string | null;
  createdAt: Date;
}

export interface StartupDocuments {
  startupId: string;
  /** The plan does not include startup documents: the tab shows the lock and its message. */
  planLocked: boolean;
  viewerCanEdit: boolean;
  documents: StartupDocument[];
}

const toDocument = (ctx: AppContext, file: StoredFile): StartupDocument => ({
  id: file.id,
  name: file.originalName,
  contentType: file.contentType,
  size: file.sizeBytes,
  url: fileUrl(file, ctx),
  uploadedBy: file.uploadedBy,
  createdAt: file.createdAt,
});

/** NotFound when the viewer does not see the startup (or it is not in this tenant): never reveal which. */
async function requireSeen(ctx: AppContext, startupId: string): Promise<StartupDocumentRights> {
  const rights = await documentRights(ctx, startupId);
  if (!rights.sees) throw notFoundError('Startup not found');
  return rights;
}

export async function listStartupDocuments(ctx: AppContext, startupId: string): Promise<StartupDocuments> {
  const rights = await requireSeen(ctx, startupId);
  if (!rights.planOn) return { startupId, planLocked: true, viewerCanEdit: false, documents: [] };
  const rows = await ctx.data.run((tx) =>
    tx.select().from(files).where(and(eq(files.referenceType, STARTUP_DOCUMENT), eq(files.referenceId, startupId))).orderBy(desc(files.createdAt)),
  );
  return { startupId, planLocked: false, viewerCanEdit: rights.edits, documents: rows.map((row) => toDocument(ctx, row)) };
}

/** A document the viewer may change: NotFound unless it is a document of a startup they see; plan gate; Forbidden. */
async function requireChangeable(ctx: AppContext, id: string): Promise<StoredFile> {
  if (!isUuid(id)) throw notFoundError('Document not found');
  const [file] = await ctx.data.run((tx) => tx.select().from(files).where(and(eq(files.id, id), eq(files.referenceType, STARTUP_DOCUMENT))));
  if (!file?.referenceId) throw notFoundError('Document not found');
  const rights = await documentRights(ctx, file.referenceId);
  if (!rights.sees) throw notFoundError('Document not found');
  if (!rights.planOn) throw planGatedError();
  if (!rights.edits) throw forbiddenError('You cannot change this startup’s documents.');
  return file;
}

const renameSchema = z.object({ name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'at most 200 characters') });

export async function renameStartupDocument(ctx: AppContext, id: string, name: unknown): Promise<StartupDocument> {
  const viewer = requireViewer(ctx);
  const value = parseInput(renameSchema, { name });
  const file = await requireChangeable(ctx, id);
  // eslint-disable-next-line no-control-regex
  const cleaned = value.name.replace(/[\u0000-\u001f\u007f/\\]/g, '_');
  const row = await ctx.data.run(async (tx) => {
    const [updated] = await tx.update(files).set({ originalName: cleaned }).where(eq(files.id, id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'file.updated', entityType: 'file', entityId: id, before: { name: file.originalName }, after: { name: cleaned } });
    return updated!;
  });
  return toDocument(ctx, row);
}

export async function deleteStartupDocument(ctx: AppContext, id: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const file = await requireChangeable(ctx, id);
  await ctx.data.run(async (tx) => {
    await tx.delete(files).where(eq(files.id, id));
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'file.deleted',
      entityType: 'file',
      entityId: id,
      before: { name: file.originalName, referenceType: STARTUP_DOCUMENT, referenceId: file.referenceId },
    });
  });
  // The row is gone first: bytes left behind by a failed delete are unreachable, never a dangling record.
  const store = createFileStore({ dataDir: ctx.services.config.dataDir, s3: ctx.services.config.s3 });
  await store.delete(file.storageKey).catch((error: unknown) => ctx.log.warn({ err: error }, 'document bytes not deleted'));
  return true;
}
