/**
 * Input helpers shared by the settings, role, user-management and visibility-limited list modules, and the plan-gated
 * refusal. Who may call an operation is not decided here: that is its access rule (access-rule.ts, D-106).
 */
import type { z } from 'zod';
import { forbiddenError, validationError, type AppError } from '../../errors.js';

/** Shared with src/errors.ts; kept here for the modules that import it from their guards. */
export { validationError };

/** D1 §6: the message of every plan-gated refusal. */
export const PLAN_GATED_MESSAGE = 'This feature is not available in your selected plan';

export function planGatedError(): AppError {
  return forbiddenError(PLAN_GATED_MESSAGE);
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
