/** Reading the database's refusals (D-109: defined once, here). */

/**
 * Whether a database error carries a SQLSTATE. Both drivers expose it as `code`, sometimes on a `cause` (Drizzle
 * wraps); the walk is bounded so a cyclic cause chain cannot hang it.
 */
function hasSqlState(error: unknown, state: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique violation (PostgreSQL SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** An exclusion-constraint violation (SQLSTATE 23P01): e.g. a host booked twice at once (host_bookings_no_overlap). */
export function isExclusionViolation(error: unknown): boolean {
  return hasSqlState(error, '23P01');
}

/**
 * A deadlock (SQLSTATE 40P01). PostgreSQL may settle concurrent inserts checked by one exclusion constraint this way
 * instead of 23P01; for a booking it means the same: another booking took the time (D-373).
 */
export function isDeadlock(error: unknown): boolean {
  return hasSqlState(error, '40P01');
}
