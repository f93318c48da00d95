/**
 * Uploaded files (D1 §7.3, GAP-30): the record in table `files`, the bytes in the FileStore. Logos are public to the
 * tenant's login page; every other file needs a signed-in user of the same tenant.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES, isInRoleGroup, LOGO_CONTENT_TYPES, LOGO_PURPOSES, SETTINGS_MESSAGES, UPLOAD_MAX_BYTES } from '@hatchery/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { files, type StoredFile } from '../../db/schema/index.js';
import { AppError, authenticationRequiredError, forbiddenError, notFoundError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/record-activity.js';
import { parseInput, validationError } from '../settings/admin-guard.js';
import { storageKeyFor, type FileStore, type StoredObject } from './file-store.js';

export const FILE_PURPOSES = [...LOGO_PURPOSES, 'attachment', 'avatar', 'document'] as const;

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

/** `/files/<id>/<name>`: the name is for people and downloads; the id alone picks the file. */
export function fileUrl(file: Pick<StoredFile, 'id' | 'originalName'>): string {
  return `/files/${file.id}/${encodeURIComponent(file.originalName)}`;
}

export function toAttachmentRecord(file: StoredFile): AttachmentRecord {
  return {
    _id: file.id,
    name: file.originalName,
    contentType: file.contentType,
    size: file.sizeBytes,
    purpose: file.purpose,
    referenceType: file.referenceType,
    referenceId: file.referenceId,
    url: fileUrl(file),
    uploadedBy: file.uploadedBy,
    createdAt: file.createdAt.toISOString(),
  };
}

export const isLogoPurpose = (purpose: string): boolean => (LOGO_PURPOSES as readonly string[]).includes(purpose);

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
export const uploadMetaSchema = z.object({
  purpose: z.enum(FILE_PURPOSES, { error: `purpose must be one of ${FILE_PURPOSES.join(', ')}` }).default('attachment'),
  referenceType: referencePart.optional(),
  referenceId: referencePart.optional(),
});
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
    const declared = input.contentType.toLowerCase().split(';')[0]!.trim();
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(declared) || sniffImageType(input.data) !== declared) {
      throw validationError(`file: ${SETTINGS_MESSAGES.notAnImage}`);
    }
  }
  if (input.data.length === 0) throw validationError('file: The file is empty.');
  if (input.data.length > UPLOAD_MAX_BYTES) throw new AppError(ERROR_CODES.payloadTooLarge, 'The file is larger than 5 MB.', 413);
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
    return toAttachmentRecord(row);
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

const mayChange = (viewer: Viewer, file: StoredFile): boolean => file.uploadedBy === viewer.userId || isInRoleGroup(viewer.roleType, 'admin');

export async function listMyFiles(ctx: AppContext): Promise<AttachmentRecord[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.data.run((tx) => tx.select().from(files).where(eq(files.uploadedBy, viewer.userId)).orderBy(desc(files.createdAt)).limit(500));
  return rows.map(toAttachmentRecord);
}

export async function getFileRecord(ctx: AppContext, id: string): Promise<AttachmentRecord> {
  requireViewer(ctx);
  return toAttachmentRecord(await findFile(ctx, id));
}

export async function listFilesByReference(ctx: AppContext, referenceType: string, referenceId: string): Promise<AttachmentRecord[]> {
  requireViewer(ctx);
  const rows = await ctx.data.run((tx) =>
    tx.select().from(files).where(and(eq(files.referenceType, referenceType), eq(files.referenceId, referenceId))).orderBy(desc(files.createdAt)),
  );
  return rows.map(toAttachmentRecord);
}

export async function updateFile(ctx: AppContext, id: string, input: unknown): Promise<AttachmentRecord> {
  const viewer = requireViewer(ctx);
  const value = parseInput(updateAttachmentSchema, input);
  const current = await findFile(ctx, id);
  if (!mayChange(viewer, current)) throw forbiddenError();
  const patch = {
    ...(value.name !== undefined ? { originalName: safeName(value.name) } : {}),
    ...(value.referenceType !== undefined ? { referenceType: value.referenceType } : {}),
    ...(value.referenceId !== undefined ? { referenceId: value.referenceId } : {}),
  };
  if (Object.keys(patch).length === 0) return toAttachmentRecord(current);
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
  return toAttachmentRecord(row);
}

/** GAP-30: DELETE /api/attachments/{referenceType}/{referenceId} removes the caller's (or, for admins, all) files of that reference. */
export async function deleteFilesByReference(ctx: AppContext, store: FileStore, referenceType: string, referenceId: string): Promise<{ deleted: number }> {
  const viewer = requireViewer(ctx);
  const removed = await ctx.data.run(async (tx) => {
    const rows = await tx.select().from(files).where(and(eq(files.referenceType, referenceType), eq(files.referenceId, referenceId)));
    const own = rows.filter((row) => mayChange(viewer, row));
    if (rows.length > 0 && own.length === 0) throw forbiddenError();
    for (const row of own) {
      await tx.delete(files).where(eq(files.id, row.id));
      await recordActivity(tx, ctx.incubator.id, viewer.userId, {
        action: 'file.deleted',
        entityType: 'file',
        entityId: row.id,
        before: { name: row.originalName, purpose: row.purpose, referenceType, referenceId },
      });
    }
    return own;
  });
  await Promise.all(removed.map((row) => store.delete(row.storageKey).catch((error: unknown) => ctx.log.warn({ err: error }, 'file bytes not deleted'))));
  return { deleted: removed.length };
}

/** The bytes of a file of the host's tenant: logos for anyone, other files for signed-in users. */
export async function openFile(ctx: AppContext, store: FileStore, id: string): Promise<{ file: StoredFile; object: StoredObject }> {
  const file = await findFile(ctx, id);
  if (!isLogoPurpose(file.purpose) && !ctx.viewer) throw authenticationRequiredError();
  const object = await store.get(file.storageKey);
  if (!object) throw notFoundError('File not found');
  return { file, object };
}
