/**
 * Assignees (D1 §3, §4): users and startups. A startup reaches its people (startup_people of users who may still
 * sign in): each gets their own row (via_startup_id) and done flag. Someone reached directly and through a startup
 * has one row, the direct one. Also the done rule: a startup row is done when all its people are, the task when
 * every row is.
 */
import { BLOCKED_STATUSES } from '@hatchery/domain';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { startupPeople, taskAssignees, tasks, users } from '../../db/schema/index.js';

export interface AssigneeTargets {
  userIds: string[];
  startupIds: string[];
}

export interface DesiredRow {
  userId: string | null;
  startupId: string | null;
  viaStartupId: string | null;
}

/** The rows the targets materialise to (startup rows, direct user rows, one row per person reached through a startup). */
export async function desiredAssigneeRows(tx: Tx, targets: AssigneeTargets): Promise<DesiredRow[]> {
  const rows: DesiredRow[] = [];
  const seen = new Set<string>();
  for (const userId of targets.userIds) {
    if (seen.has(userId)) continue;
    seen.add(userId);
    rows.push({ userId, startupId: null, viaStartupId: null });
  }
  if (targets.startupIds.length > 0) {
    const people = await tx
      .select({ userId: startupPeople.userId, startupId: startupPeople.startupId })
      .from(startupPeople)
      .innerJoin(users, and(eq(users.incubatorId, startupPeople.incubatorId), eq(users.id, startupPeople.userId)))
      .where(and(inArray(startupPeople.startupId, targets.startupIds), notInArray(users.status, [...BLOCKED_STATUSES])))
      .orderBy(startupPeople.createdAt, startupPeople.userId);
    for (const startupId of new Set(targets.startupIds)) {
      rows.push({ userId: null, startupId, viaStartupId: null });
      for (const person of people) {
        if (person.startupId !== startupId || seen.has(person.userId)) continue;
        seen.add(person.userId);
        rows.push({ userId: person.userId, startupId: null, viaStartupId: startupId });
      }
    }
  }
  return rows;
}

export const reachedUserIds = (rows: readonly DesiredRow[]): string[] => rows.map((r) => r.userId).filter((id): id is string => id !== null);

/** A group task reaches more than one person, or a startup. */
export const isGroup = (rows: readonly DesiredRow[]): boolean => reachedUserIds(rows).length > 1 || rows.some((r) => r.userId === null);

/** The startup a task is about: its only startup assignee, if it has exactly one. */
export function singleStartup(rows: readonly DesiredRow[]): string | null {
  const startupIds = rows.filter((r) => r.userId === null).map((r) => r.startupId);
  return startupIds.length === 1 ? (startupIds[0] ?? null) : null;
}

/**
 * Re-derives startup rows' done flags from their people and the task's completion from every row. A startup that
 * reaches nobody stays pending. Returns whether the task is now complete.
 */
export async function recomputeCompletion(tx: Tx, taskId: string): Promise<boolean> {
  await tx.execute(sql`
    update task_assignees s set
      done = coalesce(agg.all_done, false),
      status = case when coalesce(agg.all_done, false) then 'COMPLETED' else 'PENDING' end,
      completed_at = case when coalesce(agg.all_done, false) then coalesce(s.completed_at, now()) else null end
    from (select s2.id, (select bool_and(p.done) from task_assignees p where p.task_id = s2.task_id and p.via_startup_id = s2.startup_id) as all_done
          from task_assignees s2 where s2.task_id = ${taskId} and s2.user_id is null) agg
    where s.id = agg.id`);
  const [state] = await tx
    .select({ pending: sql<number>`(count(*) filter (where not ${taskAssignees.done}))::int`, total: sql<number>`count(*)::int` })
    .from(taskAssignees)
    .where(eq(taskAssignees.taskId, taskId));
  const complete = (state?.total ?? 0) > 0 && (state?.pending ?? 1) === 0;
  await tx
    .update(tasks)
    .set({ completedAt: complete ? sql`coalesce(${tasks.completedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(tasks.id, taskId));
  return complete;
}

/** Marks every row of the task done (system tasks completed by their action); returns the users that were pending. */
export async function completeAllRows(tx: Tx, taskId: string): Promise<string[]> {
  const pending = await tx
    .update(taskAssignees)
    .set({ done: true, status: 'COMPLETED', completedAt: sql`now()` })
    .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.done, false)))
    .returning({ userId: taskAssignees.userId });
  await tx.update(tasks).set({ completedAt: sql`now()`, updatedAt: sql`now()` }).where(and(eq(tasks.id, taskId), isNull(tasks.completedAt)));
  return pending.map((r) => r.userId).filter((id): id is string => id !== null);
}
