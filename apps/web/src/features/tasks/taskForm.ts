/**
 * The task form's rules (D1 §5; TSK-14…18, TSK-20, TSK-22, GAP-33): the values it holds, their validation with the
 * spec's messages, and what is sent on save. Assignees are held as "User:<id>" / "Startup:<id>" so one multi-select
 * can hold both kinds; only type and value are sent.
 */
import { withScheme } from '@hatchery/domain';
import * as z from 'zod/mini';
import type { CreateTaskVariables, Task, TaskAssigneeInput, UpdatedTaskInput, TaskAssigneeType } from './documents';
import { dayOfDueDate, isDayInPast, parseDayString } from './taskDates';

export const MAX_TASK_NAME = 300;

export interface TaskFormValues {
  name: string;
  dueDate: string;
  assignees: string[];
  url: string;
}

export interface TaskFormMessages {
  nameRequired: string;
  nameTooLong: string;
  dueDateRequired: string;
  dueDateInPast: string;
  assigneeRequired: string;
  urlInvalid: string;
}

export function assigneeKey(type: TaskAssigneeType, id: string): string {
  return `${type}:${id}`;
}

export function parseAssigneeKey(key: string): TaskAssigneeInput | null {
  const colon = key.indexOf(':');
  const type = key.slice(0, colon);
  const value = key.slice(colon + 1);
  if (colon < 0 || (type !== 'User' && type !== 'Startup') || value === '') return null;
  return { type, value };
}

/** The server's rule (contract): http(s) once a scheme is added to a link that lacks one. */
export function isValidTaskUrl(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  try {
    const url = new URL(withScheme(trimmed));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `keptDueDate`: when editing, the task's own day may stay as it is even if it is now in the past (only a changed
 * day is checked against "one day ago").
 */
export function taskFormSchema(messages: TaskFormMessages, now: () => Date, keptDueDate?: string) {
  return z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, messages.nameRequired),
      z.maxLength(MAX_TASK_NAME, messages.nameTooLong),
    ),
    dueDate: z.string().check(
      z.minLength(1, messages.dueDateRequired),
      z.refine((v) => v === '' || parseDayString(v) !== null, { message: messages.dueDateRequired }),
      z.refine((v) => v === keptDueDate || !isDayInPast(v, now()), { message: messages.dueDateInPast }),
    ),
    assignees: z.array(z.string()).check(
      z.minLength(1, messages.assigneeRequired),
      z.refine((list) => list.every((key) => parseAssigneeKey(key) !== null), { message: messages.assigneeRequired }),
    ),
    url: z.string().check(z.refine(isValidTaskUrl, { message: messages.urlInvalid })),
  });
}

export function emptyTaskForm(): TaskFormValues {
  return { name: '', dueDate: '', assignees: [], url: '' };
}

/** The keys of the assignees a task was given: its startups and the people assigned directly (not those via a startup). */
export function taskFormValuesOf(task: Task): TaskFormValues {
  const assignees = task.assignees.flatMap((a) => {
    if (a.type === 'Startup' && a.startup) return [assigneeKey('Startup', a.startup._id)];
    if (a.type === 'User' && a.user && !a.viaStartup) return [assigneeKey('User', a.user._id)];
    return [];
  });
  return { name: task.name, dueDate: dayOfDueDate(task.dueDate), assignees, url: task.url ?? '' };
}

function assigneeInputs(keys: readonly string[]): TaskAssigneeInput[] {
  return keys.map(parseAssigneeKey).filter((a): a is TaskAssigneeInput => a !== null);
}

/** createTask (TSK-14, TSK-21): done is sent too (false: the form creates pending tasks, GAP-33). */
export function createTaskVariables(values: TaskFormValues): CreateTaskVariables {
  const url = values.url.trim();
  return {
    name: values.name.trim(),
    dueDate: values.dueDate,
    done: false,
    assignees: assigneeInputs(values.assignees),
    ...(url ? { url } : {}),
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key) => b.includes(key));
}

/** updateTask (TSK-22): only what changed, so an untouched past due day is not sent back. */
export function updatedTaskInput(initial: TaskFormValues, values: TaskFormValues): UpdatedTaskInput {
  const out: UpdatedTaskInput = {};
  if (values.name.trim() !== initial.name) out.name = values.name.trim();
  if (values.dueDate !== initial.dueDate) out.dueDate = values.dueDate;
  if (!sameSet(values.assignees, initial.assignees)) out.assignees = assigneeInputs(values.assignees);
  if (values.url.trim() !== initial.url) out.url = values.url.trim();
  return out;
}
