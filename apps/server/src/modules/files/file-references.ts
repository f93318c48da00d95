/**
 * What a file may be attached to, and who may see or change that thing (D-87). A file attached to a reference
 * (`files.reference_type` / `reference_id`) is read by whoever may see the reference and changed by whoever may edit
 * it; the module that owns the kind of thing says who that is by registering it here (startups, timeline items,
 * tasks, users — each module's index.ts loads its registration). A reference type with no entry is unknown: files cannot be attached to it,
 * and existing files of it are left to their uploader and the administrators (files.service.ts).
 */
import type { AppContext } from '../../http/context.js';

export interface FileReferenceKind {
  /** The viewer may see the thing; false too when it does not exist in this tenant (never reveal which). */
  canSeeReference(ctx: AppContext, referenceId: string): Promise<boolean>;
  /** The viewer may change the thing, so attach files to it and rename, move or delete its files. Implies seeing it. */
  canEditReference(ctx: AppContext, referenceId: string): Promise<boolean>;
  /**
   * Whether the attachment API (upload, PUT /api/attachments/:id) may attach files to it or move files away from it.
   * False when the owning module links its files itself (a timeline post's attachmentIds), so its own records stay
   * in step with `files`.
   */
  attachable: boolean;
  /**
   * Rules the thing puts on a new file (type, size), checked at upload after the rights, before the bytes are stored;
   * throws the refusal (a form question's accepted file types and size, D-188).
   */
  checkUpload?(ctx: AppContext, referenceId: string, file: { name: string; size: number; contentType: string }): Promise<void>;
}

const kinds = new Map<string, FileReferenceKind>();

/** Called once per kind by the module that owns it, at import (its index.ts imports the file, and src/schema.ts loads every index). */
export function registerFileReference(referenceType: string, kind: FileReferenceKind): void {
  if (kinds.has(referenceType)) throw new Error(`file reference kind ${referenceType} registered twice`);
  kinds.set(referenceType, kind);
}

export function fileReferenceKind(referenceType: string): FileReferenceKind | undefined {
  return kinds.get(referenceType);
}

export function fileReferenceTypes(): string[] {
  return [...kinds.keys()].sort();
}

type Right = 'see' | 'edit';
const answers = new WeakMap<AppContext, Map<string, Promise<boolean>>>();

/**
 * Whether the viewer may see (or edit) the reference; false for a type with no entry. Asked once per request and
 * reference, so a list of files of one startup costs one check.
 */
export function referenceAllows(ctx: AppContext, right: Right, referenceType: string, referenceId: string): Promise<boolean> {
  const kind = kinds.get(referenceType);
  if (!kind) return Promise.resolve(false);
  let memo = answers.get(ctx);
  if (!memo) {
    memo = new Map();
    answers.set(ctx, memo);
  }
  const key = `${right}\u0000${referenceType}\u0000${referenceId}`;
  let answer = memo.get(key);
  if (!answer) {
    answer = right === 'see' ? kind.canSeeReference(ctx, referenceId) : kind.canEditReference(ctx, referenceId);
    memo.set(key, answer);
  }
  return answer;
}
