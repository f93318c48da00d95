/**
 * Writing timeline items from other modules, inside their own transaction (the metrics collection cycle writes
 * data-due, data-submitted, categorization update and skip items). Items written by the system carry a source key,
 * so writing one twice (a retried job, two API nodes) leaves one row.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { timelineEvents, type TimelineKind } from '../../db/schema/index.js';
import { registerMetricsTimeline } from '../metrics/index.js';

export interface TimelineItemInput {
  startupId: string;
  kind: TimelineKind;
  createdBy?: string | null;
  message?: string | null;
  dueDate?: Date | null;
  periodStart?: string | null;
  payload?: Record<string, unknown>;
  sourceKey?: string | null;
  isPublic?: boolean;
  createdAt?: Date;
  /** EVENT kind: the post type (COMMENT | NOTE | UPDATE | MILESTONE), a heading and a time span (an event attended, D-482). */
  eventType?: string | null;
  attr1?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** Data entry of a data-submitted item (D2 §3.11): the value and how it moved against the previous period. */
export interface DataEntryPayload {
  dataId: string;
  metricId: string;
  value: string | null;
  dateValue: string | null;
  isPoint0: boolean;
  diff: number | null;
  change: number | null;
  useArrow: boolean;
}

/** Inserts the item; null when an item with the same source key already exists. */
export async function insertTimelineItem(tx: Tx, incubatorId: string, input: TimelineItemInput): Promise<string | null> {
  const [row] = await tx
    .insert(timelineEvents)
    .values({
      incubatorId,
      startupId: input.startupId,
      kind: input.kind,
      createdBy: input.createdBy ?? null,
      message: input.message ?? null,
      dueDate: input.dueDate ?? null,
      periodStart: input.periodStart ?? null,
      payload: input.payload ?? {},
      sourceKey: input.sourceKey ?? null,
      isPublic: input.isPublic ?? true,
      eventType: input.eventType ?? null,
      attr1: input.attr1 ?? null,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: timelineEvents.id });
  return row?.id ?? null;
}

/**
 * Writes the item that follows a record (a coaching session's post, its invite's): inserted the first time its source
 * key is written, its payload, message and start/end replaced every time after, so the post shows the record as it
 * stands (one row per record, whatever the number of changes).
 */
export async function upsertTimelineItem(
  tx: Tx,
  incubatorId: string,
  input: TimelineItemInput & { sourceKey: string; startsAt?: Date | null; endsAt?: Date | null },
): Promise<void> {
  const now = new Date();
  await tx
    .insert(timelineEvents)
    .values({
      incubatorId,
      startupId: input.startupId,
      kind: input.kind,
      createdBy: input.createdBy ?? null,
      message: input.message ?? null,
      payload: input.payload ?? {},
      sourceKey: input.sourceKey,
      isPublic: input.isPublic ?? true,
      startsAt: input.startsAt ?? null,
      endsAt: input.endsAt ?? null,
    })
    .onConflictDoUpdate({
      target: [timelineEvents.incubatorId, timelineEvents.sourceKey],
      targetWhere: sql`${timelineEvents.sourceKey} is not null`,
      set: { payload: input.payload ?? {}, message: input.message ?? null, startsAt: input.startsAt ?? null, endsAt: input.endsAt ?? null, updatedAt: now },
    });
}

/** Removes the system-written item of this source key (an attendance unmarked, D-482); true when one went. */
export async function deleteTimelineItemBySource(tx: Tx, sourceKey: string): Promise<boolean> {
  const gone = await tx.delete(timelineEvents).where(eq(timelineEvents.sourceKey, sourceKey)).returning({ id: timelineEvents.id });
  return gone.length > 0;
}

/** Marks the newest top-level data-submitted item of the period as edited by `userId` now. */
export async function markDataSubmissionEdited(tx: Tx, startupId: string, periodStart: string, userId: string): Promise<string | null> {
  const [top] = await tx
    .select({ id: timelineEvents.id })
    .from(timelineEvents)
    .where(and(eq(timelineEvents.startupId, startupId), eq(timelineEvents.kind, 'DATA_SUBMITTED'), eq(timelineEvents.periodStart, periodStart)))
    .orderBy(desc(timelineEvents.createdAt))
    .limit(1);
  if (!top) return null;
  await tx.update(timelineEvents).set({ editedBy: userId, editedAt: new Date() }).where(eq(timelineEvents.id, top.id));
  return top.id;
}

// Metrics writes its items through this module without importing it (metrics/timeline-port.ts, D-110).
registerMetricsTimeline({ insertTimelineItem, markDataSubmissionEdited });
