/**
 * Who may read and who may change one file (D-87). Files follow the visibility of what they are attached to:
 * - a logo (purpose logo, logoSquare, whiteLogo) is public: the login page shows it before anyone signs in; so is a
 *   startup's logo (purpose startupLogo, D-160), which every list of startups shows;
 * - administrators (the admin role group) read and change every file of the tenant;
 * - an unattached file belongs to its uploader;
 * - a file attached to a registered kind (file-references.ts) is read by whoever may see that thing and changed by
 *   whoever may edit it;
 * - a file attached to a kind with no entry (an export, or a kind not built yet) stays with its uploader.
 * A file the viewer may not read is answered as not found, so its existence is not revealed.
 */
import { isInRoleGroup, LOGO_PURPOSES, PUBLIC_FILE_PURPOSES, STARTUP_LOGO } from '@hatchery/domain';
import type { StoredFile } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { validationError } from '../../core/errors.js';
import { fileReferenceKind, referenceAllows } from './file-references.js';

export type FileOwnership = Pick<StoredFile, 'purpose' | 'uploadedBy' | 'referenceType' | 'referenceId'>;

/** The organisation's logos: uploaded by administrators, attached to nothing. */
export const isLogoPurpose = (purpose: string): boolean => (LOGO_PURPOSES as readonly string[]).includes(purpose);

/** Files read by anyone with the link: the organisation's logos and startup logos (D-160). */
export const isPublicPurpose = (purpose: string): boolean => (PUBLIC_FILE_PURPOSES as readonly string[]).includes(purpose);

const isAdmin = (viewer: Viewer): boolean => isInRoleGroup(viewer.roleType, 'admin');

/** A file without a reference; a half-set pair (older rows) counts as none. */
export const isAttached = (file: FileOwnership): file is FileOwnership & { referenceType: string; referenceId: string } =>
  file.referenceType !== null && file.referenceId !== null;

export async function mayReadFile(ctx: AppContext, viewer: Viewer | null, file: FileOwnership): Promise<boolean> {
  if (isPublicPurpose(file.purpose)) return true;
  if (!viewer) return false;
  if (isAdmin(viewer)) return true;
  if (!isAttached(file) || !fileReferenceKind(file.referenceType)) return file.uploadedBy === viewer.userId;
  return referenceAllows(ctx, 'see', file.referenceType, file.referenceId);
}

export async function mayWriteFile(ctx: AppContext, viewer: Viewer, file: FileOwnership): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  if (!isAttached(file) || !fileReferenceKind(file.referenceType)) return file.uploadedBy === viewer.userId;
  return referenceAllows(ctx, 'edit', file.referenceType, file.referenceId);
}

/** The file for reading: NotFound unless the viewer may read it (a logo: anyone). */
export async function requireReadable(ctx: AppContext, viewer: Viewer | null, file: StoredFile): Promise<StoredFile> {
  if (!(await mayReadFile(ctx, viewer, file))) throw notFoundError('File not found');
  return file;
}

/** The file for changing: NotFound unless readable, Forbidden unless the viewer may change it. */
export async function requireWritable(ctx: AppContext, viewer: Viewer, file: StoredFile): Promise<StoredFile> {
  await requireReadable(ctx, viewer, file);
  if (!(await mayWriteFile(ctx, viewer, file))) throw forbiddenError('You cannot change this file.');
  return file;
}

/**
 * Attaching a file to `referenceType`/`referenceId`: the kind must be registered and open to the attachment API, the
 * thing must exist in this tenant and be seen by the viewer (else NotFound, as for a file), and the viewer must be
 * allowed to edit it (else Forbidden). Logos belong to the organisation and are never attached.
 */
export async function checkAttachTarget(ctx: AppContext, purpose: string, referenceType: string, referenceId: string): Promise<void> {
  if (isLogoPurpose(purpose)) throw validationError('referenceType: a logo belongs to the organisation and is not attached to anything');
  // A startup logo is public: it goes only where the startups module registered the kind that says who may set it.
  if ((purpose === STARTUP_LOGO) !== (referenceType === STARTUP_LOGO)) throw validationError(`referenceType: a startup logo is uploaded with purpose and reference ${STARTUP_LOGO}`);
  const kind = fileReferenceKind(referenceType);
  if (!kind) throw validationError(`referenceType: files cannot be attached to "${referenceType}"`);
  if (!kind.attachable) throw validationError(`referenceType: files join a ${referenceType} only when it is written`);
  if (!(await referenceAllows(ctx, 'see', referenceType, referenceId))) throw notFoundError('Reference not found');
  if (!(await referenceAllows(ctx, 'edit', referenceType, referenceId))) throw forbiddenError('You cannot attach files to this.');
}

/** Moving a file away from its reference through the attachment API: not from a kind whose module links its files itself. */
export function checkDetachable(file: FileOwnership): void {
  if (!isAttached(file)) return;
  const kind = fileReferenceKind(file.referenceType);
  if (kind && !kind.attachable) throw validationError(`referenceType: this file belongs to a ${file.referenceType}; delete it, or the ${file.referenceType}, instead`);
}
