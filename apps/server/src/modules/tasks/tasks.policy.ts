/**
 * Who may call the task operations (D-106), one rule per root field, run before the resolver. Which tasks a viewer
 * sees, edits or checks depends on the task (its creator, assignees, startup and type) and stays in tasks.service.ts
 * and task-views.ts; the notes name those row-level checks.
 */
import { authenticated } from '../permissions/index.js';

export const tasksPolicy = {
  tasks: authenticated('MINE: own tasks; other scopes limited by the role visibility'),
  startupTasks: authenticated('startups within the role visibility or the viewer’s own'),
  taskAssigneeOptions: authenticated('people and startups within the role visibility, and the viewer'),
  createTask: authenticated('assignees within the role visibility, or the viewer'),
  updateTask: authenticated('normal tasks; the creator or an administrator'),
  updateTaskDone: authenticated('normal tasks; the assignee, the creator or an administrator'),
  // A task the viewer does not see is NotFound before any key is asked for, so TASK/TASK:DELETE (all, or assigned to
  // the task's startups) is checked with the loaded task, not up front.
  deleteTask: authenticated('TASK/TASK:DELETE checked with the task id'),
  // The userId argument must be the viewer's own: checked by subscribe, before the stream opens.
  tasksUpdatedForUser: authenticated('own userId only; re-checked before each event'),
} as const;
