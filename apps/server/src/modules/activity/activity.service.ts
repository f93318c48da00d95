/** The activity feed of /admin/configuration/logs: newest first, cursor-paged, admin role group only. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { activityLogs, users } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { parseInput } from '../../core/input.js';
import { decodeSeekCursor, encodeSeekCursor, olderThan } from '../../core/seek-cursor.js';

export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 100;

export interface ActivityLogEntry {
  id: string;
  actor: { id: string; fullName: string } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

export interface ActivityLogPage {
  entries: ActivityLogEntry[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

const querySchema = z.object({
  cursor: z
    .string()
    .nullish()
    .refine((value) => !value || decodeSeekCursor(value) !== null, 'The cursor is not valid; start from the first page.'),
  limit: z.number().int().min(1, 'limit must be 1 to 100').max(ACTIVITY_PAGE_MAX, 'limit must be 1 to 100').nullish(),
  entityType: z.string().trim().min(1).max(50).nullish(),
});

export async function listActivityLogs(ctx: AppContext, input: unknown): Promise<ActivityLogPage> {
  const query = parseInput(querySchema, input);
  const limit = query.limit ?? ACTIVITY_PAGE_DEFAULT;
  const position = query.cursor ? decodeSeekCursor(query.cursor) : null;
  const conditions: SQL[] = [];
  if (position) {
    conditions.push(olderThan(activityLogs.createdAt, activityLogs.id, position));
  }
  if (query.entityType) conditions.push(eq(activityLogs.entityType, query.entityType));
  const rows = await ctx.data.run((tx) =>
    tx
      .select({ log: activityLogs, actorName: users.fullName, actorEmail: users.email })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.actorUserId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(limit + 1),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ log, actorName, actorEmail }) => ({
      id: log.id,
      actor: log.actorUserId ? { id: log.actorUserId, fullName: actorName?.trim() || actorEmail || '' } : null,
      action: log.action,
      entityType: log.entityType,
      entityId: log.entityId,
      before: log.before ?? null,
      after: log.after ?? null,
      createdAt: log.createdAt,
    })),
    nextCursor: rows.length > limit && last ? encodeSeekCursor({ createdAt: last.log.createdAt, id: last.log.id }) : null,
  };
}
