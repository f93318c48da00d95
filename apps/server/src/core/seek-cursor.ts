/**
 * The opaque cursor of a list read newest first by (created_at, id): the last row's position, base64url. A Date holds
 * milliseconds, so the column it seeks must too (`timestamp(3)`): with PostgreSQL's microseconds, rows of the same
 * millisecond as the last one would be skipped (the timeline keeps microseconds as text for that reason).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SeekPosition {
  createdAt: Date;
  id: string;
}

export function encodeSeekCursor(position: SeekPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

/** The position, or null when the text is not a cursor of this shape. */
export function decodeSeekCursor(cursor: string): SeekPosition | null {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** The rows after `position` in newest-first order: (created_at, id) below the cursor's, one index range. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, position: SeekPosition): SQL {
  return sql`(${createdAt}, ${id}) < (${position.createdAt.toISOString()}::timestamptz, ${position.id}::uuid)`;
}
