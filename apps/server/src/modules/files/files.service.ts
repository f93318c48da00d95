/**
 * Uploaded files (D1 §7.3, GAP-30): the record in table `files`, the bytes in the FileStore. Who may read and change
 * a file follows what it is attached to (file-access.ts, D-87): logos are public to the tenant's login page, every
 * other file needs a signed-in user of the same tenant who may see (to read) or edit (to change) its reference.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, isInRoleGroup, LOGO_CONTENT_TYPES, LOGO_PURPOSES, PORTFOLIO_MESSAGES, SETTINGS_MESSAGES, STARTUP_LOGO, STARTUP_LOGO_MAX_BYTES, UPLOAD_MAX_BYTES } from '@hatchery/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, type StoredFile } from '../../db/schema/index.js';
import { AppError, authenticationRequiredError, forbiddenError, notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { parseInput } from '../../core/input.js';
import { validationError } from '../../core/errors.js';
import { checkAttachTarget, checkDetachable, isLogoPurpose, isPublicPurpose, mayReadFile, mayWriteFile, requireReadable, requireWritable } from './file-access.js';
import { fileReferenceKind, referenceAllows } from './file-references.js';
import { signFileAccess, verifyFileAccess } from './file-links.js';
import { storageKeyFor, type FileStore, type StoredObject } from './file-store.js';

export { isLogoPurpose };

export const FILE_PURPOSES = [...LOGO_PURPOSES, STARTUP_LOGO, 'attachment', 'avatar', 'document'] as const;

export interface AttachmentRecord {
  _id: string;
  name: string;
  contentType: string;
  size: number;
  purpose: string;
  referenceType: string | null;
  referenceId: string | null;
  url: string;
  uploadedBy: string | null;
  createdAt: string;
}

/**
 * `/files/<id>/<name>`: the name is for people and downloads; the id alone picks the file. Given the viewer's
 * context, the link is signed for that viewer (file-links.ts) so a plain `<a href>` or `<img src>` opens it.
 */
export function fileUrl(file: Pick<StoredFile, 'id' | 'originalName'>, ctx?: Pick<AppContext, 'incubator' | 'viewer' | 'services'>): string {
  const path = `/files/${file.id}/${encodeURIComponent(file.originalName)}`;
  if (!ctx?.viewer) return path;
  const access = signFileAccess(ctx.services.config.fileLinkSecret, { incubatorId: ctx.incubator.id, userId: ctx.viewer.userId }, file.id);
  return `${path}?access=${access}`;
}

/** Records go only to viewers who may read the file, so their links are signed for them. */
export function toAttachmentRecord(ctx: AppContext, file: StoredFile): AttachmentRecord {
  return {
    _id: file.id,
    name: file.originalName,
    contentType: file.contentType,
    size: file.sizeBytes,
    purpose: file.purpose,
    referenceType: file.referenceType,
    referenceId: file.referenceId,
    // Logos are public (login page, startup lists): their link stays the bare path the branding and the startup store.
    url: isPublicPurpose(file.purpose) ? fileUrl(file) : fileUrl(file, ctx),
    uploadedBy: file.uploadedBy,
    createdAt: file.createdAt.toISOString(),
  };
}

/** The declared type (without parameters), when it is one a logo may have and the first bytes agree; else null. */
function logoImageType(contentType: string, data: Buffer): string | null {
  const declared = contentType.toLowerCase().split(';')[0]!.trim();
  return (LOGO_CONTENT_TYPES as readonly string[]).includes(declared) && sniffImageType(data) === declared ? declared : null;
}

/** What the first bytes say the content is, for the types we check (declared type must agree). */
export function sniffImageType(data: Buffer): string | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  const head = data.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if ((head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg')) return 'image/svg+xml';
  return null;
}

const referencePart = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits, _ . : or -.');
const bothOrNeither = (value: { referenceType?: string | null; referenceId?: string | null }): boolean => (value.referenceType == null) === (value.referenceId == null);
const BOTH_OR_NEITHER = { message: 'referenceType and referenceId go together', path: ['referenceId'] };
export const uploadMetaSchema = z
  .object({
    purpose: z.enum(FILE_PURPOSES, { error: `purpose must be one of ${FILE_PURPOSES.join(', ')}` }).default('attachment'),
    referenceType: referencePart.optional(),
    referenceId: referencePart.optional(),
  })
  .refine(bothOrNeither, BOTH_OR_NEITHER);
export const updateAttachmentSchema = z
  .object({
    name: z.string().trim().min(1, SETTINGS_MESSAGES.required).max(255, SETTINGS_MESSAGES.tooLong).optional(),
    referenceType: referencePart.nullable().optional(),
    referenceId: referencePart.nullable().optional(),
  })
  .strict();

export interface UploadInput {
  meta: unknown;
  filename: string;
  contentType: string;
  data: Buffer;
}

const safeName = (name: string): string => {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim().slice(0, 200);
  return cleaned === '' ? 'file' : cleaned;
};

export async function uploadFile(ctx: AppContext, store: FileStore, input: UploadInput): Promise<AttachmentRecord> {
  const viewer = requireViewer(ctx);
  const meta = parseInput(uploadMetaSchema, input.meta);
  if (isLogoPurpose(meta.purpose)) {
    if (!isInRoleGroup(viewer.roleType, 'admin')) throw forbiddenError('Only administrators can upload logos.');
    if (!logoImageType(input.contentType, input.data)) throw validationError(`file: ${SETTINGS_MESSAGES.notAnImage}`);
  }
  const startupLogo = meta.purpose === STARTUP_LOGO;
  if (startupLogo) {
    // D-160: who may set it is the reference kind's answer (checkAttachTarget); what it may be is decided here.
    if (!meta.referenceType || !meta.referenceId) throw validationError(`referenceId: ${PORTFOLIO_MESSAGES.required}`);
    if (!logoImageType(input.contentType, input.data)) throw validationError(`file: ${PORTFOLIO_MESSAGES.logoNotAnImage}`);
  }
  if (input.data.length === 0) throw validationError('file: The file is empty.');
  if (meta.referenceType && meta.referenceId) await checkAttachTarget(ctx, meta.purpose, meta.referenceType, meta.referenceId);
  if (input.data.length > UPLOAD_MAX_BYTES) throw new AppError(ERROR_CODES.payloadTooLarge, 'The file is larger than 5 MB.', 413);
  if (meta.referenceType && meta.referenceId) {
    await fileReferenceKind(meta.referenceType)?.checkUpload?.(ctx, meta.referenceId, { name: safeName(input.filename), size: input.data.length, contentType: input.contentType });
  }
  if (startupLogo && input.data.length > STARTUP_LOGO_MAX_BYTES) throw new AppError(ERROR_CODES.payloadTooLarge, `file: ${PORTFOLIO_MESSAGES.logoTooLarge}`, 413);
  const id = randomUUID();
  const storageKey = storageKeyFor(ctx.incubator.id, id);
  const contentType = input.contentType.split(';')[0]!.trim().toLowerCase() || 'application/octet-stream';
  await store.put(storageKey, input.data, contentType);
  try {
    const row = await ctx.data.run(async (tx) => {
      const [created] = await tx
        .insert(files)
        .values({
          id,
          incubatorId: ctx.incubator.id,
          uploadedBy: viewer.userId,
          purpose: meta.purpose,
          storageKey,
          originalName: safeName(input.filename),
          contentType,
          sizeBytes: input.data.length,
          referenceType: meta.referenceType ?? null,
          referenceId: meta.referenceId ?? null,
        })
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'file.uploaded',
        entityType: 'file',
        entityId: id,
        after: { name: created!.originalName, purpose: meta.purpose, size: input.data.length },
      });
      return created!;
    });
    return toAttachmentRecord(ctx, row);
  } catch (error) {
    await store.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findFile(ctx: AppContext, id: string): Promise<StoredFile> {
  if (!UUID.test(id)) throw notFoundError('File not found');
  const [row] = await ctx.data.run((tx) => tx.select().from(files).where(eq(files.id, id)).limit(1));
  if (!row) throw notFoundError('File not found');
  return row;
}

export async function listMyFiles(ctx: AppContext): Promise<AttachmentRecord[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.data.run((tx) => tx.select().from(files).where(eq(files.uploadedBy, viewer.userId)).orderBy(desc(files.createdAt)).limit(500));
  // Uploading a file does not keep it readable: once attached, it follows its reference (D-87).
  const readable = await Promise.all(rows.map((row) => mayReadFile(ctx, viewer, row)));
  return rows.filter((_, i) => readable[i]).map((row) => toAttachmentRecord(ctx, row));
}

export async function getFileRecord(ctx: AppContext, id: string): Promise<AttachmentRecord> {
  const viewer = requireViewer(ctx);
  return toAttachmentRecord(ctx, await requireReadable(ctx, viewer, await findFile(ctx, id)));
}

/**
 * The files of a reference, as far as the viewer may read them. A registered reference the viewer cannot see (or that
 * does not exist) → NotFound, as for a file; for a kind with no entry, the files the viewer may read (their own;
 * administrators: all).
 */
async function readableFilesOf(ctx: AppContext, viewer: Viewer, referenceType: string, referenceId: string): Promise<StoredFile[]> {
  const registered = fileReferenceKind(referenceType) !== undefined;
  if (registered && !(await referenceAllows(ctx, 'see', referenceType, referenceId))) {
    throw notFoundError('Reference not found');
  }
  const rows = await ctx.data.run((tx) =>
    tx.select().from(files).where(and(eq(files.referenceType, referenceType), eq(files.referenceId, referenceId))).orderBy(desc(files.createdAt)),
  );
  if (registered) return rows;
  const readable = await Promise.all(rows.map((row) => mayReadFile(ctx, viewer, row)));
  return rows.filter((_, i) => readable[i]);
}

export async function listFilesByReference(ctx: AppContext, referenceType: string, referenceId: string): Promise<AttachmentRecord[]> {
  const viewer = requireViewer(ctx);
  return (await readableFilesOf(ctx, viewer, referenceType, referenceId)).map((row) => toAttachmentRecord(ctx, row));
}

/** Rename, or move to another reference (or none): the viewer changes the file and, for a new reference, may edit it. */
export async function updateFile(ctx: AppContext, id: string, input: unknown): Promise<AttachmentRecord> {
  const viewer = requireViewer(ctx);
  const value = parseInput(updateAttachmentSchema, input);
  const current = await requireWritable(ctx, viewer, await findFile(ctx, id));
  const target = {
    referenceType: value.referenceType !== undefined ? value.referenceType : current.referenceType,
    referenceId: value.referenceId !== undefined ? value.referenceId : current.referenceId,
  };
  const moves = target.referenceType !== current.referenceType || target.referenceId !== current.referenceId;
  if (moves) {
    if (!bothOrNeither(target)) throw validationError(`referenceId: ${BOTH_OR_NEITHER.message}`);
    checkDetachable(current);
    if (target.referenceType && target.referenceId) await checkAttachTarget(ctx, current.purpose, target.referenceType, target.referenceId);
  }
  const patch = {
    ...(value.name !== undefined ? { originalName: safeName(value.name) } : {}),
    ...(moves ? target : {}),
  };
  if (Object.keys(patch).length === 0) return toAttachmentRecord(ctx, current);
  const row = await ctx.data.run(async (tx) => {
    const [updated] = await tx.update(files).set(patch).where(eq(files.id, id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'file.updated',
      entityType: 'file',
      entityId: id,
      before: { name: current.originalName, referenceType: current.referenceType, referenceId: current.referenceId },
      after: { name: updated!.originalName, referenceType: updated!.referenceType, referenceId: updated!.referenceId },
    });
    return updated!;
  });
  return toAttachmentRecord(ctx, row);
}

/**
 * GAP-30: DELETE /api/attachments/{referenceType}/{referenceId} removes the files of that reference the viewer may
 * change (D-87: everyone's for an editor of the reference or an administrator). A reference the viewer cannot see →
 * NotFound; files there but none the viewer may change → Forbidden.
 */
export async function deleteFilesByReference(ctx: AppContext, store: FileStore, referenceType: string, referenceId: string): Promise<{ deleted: number }> {
  const viewer = requireViewer(ctx);
  const seen = await readableFilesOf(ctx, viewer, referenceType, referenceId);
  const writable = await Promise.all(seen.map((row) => mayWriteFile(ctx, viewer, row)));
  const own = seen.filter((_, i) => writable[i]);
  if (seen.length > 0 && own.length === 0) throw forbiddenError();
  const removed = await ctx.data.run(async (tx) => {
    const gone: typeof own = [];
    for (const row of own) {
      const [deleted] = await tx.delete(files).where(eq(files.id, row.id)).returning({ id: files.id });
      if (!deleted) continue;
      gone.push(row);
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'file.deleted',
        entityType: 'file',
        entityId: row.id,
        before: { name: row.originalName, purpose: row.purpose, referenceType, referenceId },
      });
    }
    return gone;
  });
  await Promise.all(removed.map((row) => store.delete(row.storageKey).catch((error: unknown) => ctx.log.warn({ err: error }, 'file bytes not deleted'))));
  return { deleted: removed.length };
}

/**
 * The bytes of a file of the host's tenant: logos for anyone; other files for a signed-in viewer who may read them,
 * or through a link signed for one (`access`, file-links.ts) until it expires.
 */
export async function openFile(ctx: AppContext, store: FileStore, id: string, access?: string): Promise<{ file: StoredFile; object: StoredObject }> {
  const found = await findFile(ctx, id);
  const signedFor = !ctx.viewer && access ? verifyFileAccess(ctx.services.config.fileLinkSecret, ctx.incubator.id, found.id, access) : null;
  if (!isPublicPurpose(found.purpose) && !ctx.viewer && !signedFor) throw authenticationRequiredError();
  const file = signedFor ? found : await requireReadable(ctx, ctx.viewer, found);
  const object = await store.get(file.storageKey);
  if (!object) throw notFoundError('File not found');
  return { file, object };
}
