/**
 * The top bar's pending-tasks count (D1 §4 "Tasks count"; TSK-09, TSK-10): it starts from the navbar query and
 * follows the tasksUpdatedForUser events until the list is fetched again.
 */
import type { TaskUpdateEvent } from './documents';

export interface TaskCount {
  count: number;
  /** The tasks the count includes that we know of: the navbar list and the ADDED ones counted since. */
  counted: ReadonlySet<string>;
}

export function countFromList(totalCount: number, taskIds: readonly string[]): TaskCount {
  return { count: totalCount, counted: new Set(taskIds) };
}

/**
 * ADDED raises the count only for a task due on or before the cut-off (the end of tomorrow, TSK-10) and not already
 * counted; REMOVED lowers it only for a task it counted (the server sends REMOVED whatever the due date).
 */
export function applyTaskUpdate(state: TaskCount, event: Pick<TaskUpdateEvent, 'updateType' | 'taskId' | 'task'>, cutoff: Date): TaskCount {
  const id = event.taskId;
  if (event.updateType === 'ADDED') {
    if (state.counted.has(id)) return state;
    if (new Date(event.task.dueDate).getTime() > cutoff.getTime()) return state;
    return { count: state.count + 1, counted: new Set([...state.counted, id]) };
  }
  if (!state.counted.has(id)) return state;
  const counted = new Set(state.counted);
  counted.delete(id);
  return { count: Math.max(0, state.count - 1), counted };
}

/** The count after the events received since the list was loaded. */
export function liveCount(totalCount: number, taskIds: readonly string[], events: readonly TaskUpdateEvent[], cutoff: Date): TaskCount {
  return events.reduce((state, event) => applyTaskUpdate(state, event, cutoff), countFromList(totalCount, taskIds));
}

/** The badge text: the count, capped as "99+" (BADGE_CAP). */
export function badgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
