/** Reading the database's refusals (D-109: defined once, here). */

/**
 * Whether a database error is a unique violation (PostgreSQL SQLSTATE 23505). Both drivers expose the SQLSTATE as
 * `code`, sometimes on a `cause` (Drizzle wraps); the walk is bounded so a cyclic cause chain cannot hang it.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
