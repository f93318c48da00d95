/** Guards and input helpers shared by the role, user-management and visibility-limited list modules. */
import { ERROR_CODES, isInRoleGroup } from '@hatchery/domain';
import type { z } from 'zod';
import { AppError, forbiddenError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { can, loadActor } from './policy.js';

/** D1 §6: the message of every plan-gated refusal. */
export const PLAN_GATED_MESSAGE = 'This feature is not available in your selected plan';

export function planGatedError(): AppError {
  return forbiddenError(PLAN_GATED_MESSAGE);
}

/** /admin/configuration belongs to the admin role group (GAP-14: Admin, AdminCoach). */
export function requireAdminGroup(ctx: AppContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!isInRoleGroup(viewer.roleType, 'admin')) throw forbiddenError('Only administrators can do this.');
  return viewer;
}

/** The admin group, or a holder of one of the given permission keys. */
export async function requireAdminOrPermission(ctx: AppContext, ...keys: string[]): Promise<Viewer> {
  const viewer = requireViewer(ctx);
  if (isInRoleGroup(viewer.roleType, 'admin')) return viewer;
  const actor = await loadActor(ctx, viewer);
  if (keys.some((key) => can(actor, key))) return viewer;
  throw forbiddenError('You are not allowed to do this.');
}

export function validationError(message: string): AppError {
  return new AppError(ERROR_CODES.validation, message, 400);
}

/** Bad input → ValidationError "field: message; …", before anything is read or written. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; '),
  );
}

/** Opaque list cursors: the offset of the next page, base64url-encoded. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw validationError('cursor: not a cursor of this list');
  return Number(match[1]);
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
