/** Organisation settings belong to the admin role group (D1 §6: /admin/configuration, GAP-14: Admin, AdminCoach). */
import { ERROR_CODES, isInRoleGroup } from '@hatchery/domain';
import type { z } from 'zod';
import { AppError, forbiddenError } from '../../errors.js';
import { requireViewer } from '../../graphql/guards.js';
import type { AppContext, Viewer } from '../../http/context.js';

export function requireAdminGroup(ctx: AppContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!isInRoleGroup(viewer.roleType, 'admin')) throw forbiddenError('Only administrators can change organisation settings.');
  return viewer;
}

export function validationError(message: string): AppError {
  return new AppError(ERROR_CODES.validation, message, 400);
}

/** Parses input with a shared schema; bad input → ValidationError "field: message; …" and nothing is changed. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const text = parsed.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw validationError(text);
}

/** PostgreSQL unique violation (both drivers expose the SQLSTATE as `code`, sometimes on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if ('code' in current && (current as { code: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
