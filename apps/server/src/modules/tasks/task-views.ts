/** Loading tasks with their assignees, people and startups, and what the viewer may do with each (D1 §3, §6). */
import { isInRoleGroup, type RoleType, type TaskApprovalStatus, type TaskAssigneeType, type TaskType } from '@hatchery/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { runRendered, runRenderedSelect } from '../../db/rendered-statements.js';
import { roles, startupPeople, startups, tasks, users, type Task, type TaskAssignee } from '../../db/schema/index.js';
import type { Viewer } from '../../http/context.js';
import { can, type Actor } from '../permissions/index.js';
import type { ViewerVisibility } from '../permissions/index.js';

export const TASK_DELETE_KEY = 'TASK/TASK:DELETE';

export interface TaskUserView {
  _id: string;
  fullName: string;
  avatar: string | null;
}

export interface TaskStartupView {
  _id: string;
  name: string;
}

export interface TaskAssigneeView {
  _id: string;
  type: TaskAssigneeType;
  user: TaskUserView | null;
  startup: TaskStartupView | null;
  viaStartup: TaskStartupView | null;
  done: boolean;
  status: string;
  completedAt: Date | null;
}

export interface TaskView {
  _id: string;
  name: string;
  dueDate: Date;
  taskType: TaskType;
  url: string | null;
  isGroupTask: boolean;
  approvalStatus: TaskApprovalStatus;
  done: boolean;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: TaskUserView | null;
  startup: TaskStartupView | null;
  assignees: TaskAssigneeView[];
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanCheck: boolean;
  viewerDone: boolean | null;
}

/** Everything the rules look at for one task. */
export interface LoadedTask {
  task: Task;
  assignees: TaskAssignee[];
  /** The startups the task belongs to: its startup, startup assignees, and the startups of its user assignees. */
  startupIds: string[];
  userIds: string[];
  userRoleTypes: RoleType[];
  view: TaskView;
}

export interface TaskRules {
  viewer: Viewer;
  actor: Actor;
  visibility: ViewerVisibility;
}

export function isAdmin(viewer: Viewer): boolean {
  return isInRoleGroup(viewer.roleType, 'admin');
}

export function canEditTask(rules: TaskRules, task: Task): boolean {
  return task.taskType === 'normal' && (task.createdBy === rules.viewer.userId || isAdmin(rules.viewer));
}

/** The viewer may see the task: theirs, created by them, or within their role's visibility or delete rights. */
export function canSeeTask(rules: TaskRules, loaded: Omit<LoadedTask, 'view'>): boolean {
  const { viewer, visibility } = rules;
  if (isAdmin(viewer) || loaded.task.createdBy === viewer.userId || loaded.userIds.includes(viewer.userId)) return true;
  const startupsScope = visibility.startups;
  if (loaded.startupIds.length > 0 && (startupsScope.kind === 'all' || loaded.startupIds.some((id) => startupsScope.ids.includes(id)))) return true;
  const usersScope = visibility.users;
  if (loaded.userIds.length > 0) {
    if (usersScope.kind === 'all') return true;
    if (usersScope.kind === 'ids' && loaded.userIds.some((id) => usersScope.ids.includes(id))) return true;
    if (usersScope.kind === 'roles' && loaded.userRoleTypes.some((type) => usersScope.roles.includes(type))) return true;
  }
  return can(rules.actor, TASK_DELETE_KEY, { startupIds: loaded.startupIds });
}

/** A task's assignee rows as json (one round trip with the tasks). Written out: drizzle renders a column of the only table unqualified. */
const ASSIGNEES_JSON = sql<AssigneeJson[]>`(select coalesce(json_agg(json_build_object(
  'id', a.id, 'taskId', a.task_id, 'userId', a.user_id, 'startupId', a.startup_id, 'viaStartupId', a.via_startup_id,
  'done', a.done, 'status', a.status, 'completedAt', a.completed_at, 'dueDate', a.due_date, 'createdAt', a.created_at)), '[]'::json)
  from task_assignees a where a.incubator_id = tasks.incubator_id and a.task_id = tasks.id)`;

interface AssigneeJson {
  id: string;
  taskId: string;
  userId: string | null;
  startupId: string | null;
  viaStartupId: string | null;
  done: boolean;
  status: string;
  completedAt: string | null;
  dueDate: string;
  createdAt: string;
}

function assigneeFromJson(a: AssigneeJson, incubatorId: string): TaskAssignee {
  return {
    ...a,
    incubatorId,
    completedAt: a.completedAt === null ? null : new Date(a.completedAt),
    dueDate: new Date(a.dueDate),
    createdAt: new Date(a.createdAt),
  };
}


interface NamedRecords {
  people: Array<{ _id: string; fullName: string; avatar: string | null; roleType: RoleType }>;
  memberships: Array<{ userId: string; startupId: string }>;
  startupRows: Array<{ _id: string; name: string }>;
}

/** The people (with role type), the startups of the assigned people, and the startups named: one statement. */
async function loadNamedRecords(tx: Tx, userIds: readonly string[], assigneeUserIds: readonly string[], startupIds: readonly string[]): Promise<NamedRecords> {
  if (userIds.length === 0 && startupIds.length === 0) return { people: [], memberships: [], startupRows: [] };
  // Rendered once and kept; the id lists go as array parameters (D-537).
  const ids = { userIds, assigneeUserIds, startupIds };
  const rows = await runRendered<{ people: NamedRecords['people']; memberships: NamedRecords['memberships']; startups: NamedRecords['startupRows'] }>(tx, 'tasks:named', () => sql`select
    (select coalesce(json_agg(json_build_object('_id', ${users.id}, 'fullName', ${users.fullName}, 'avatar', ${users.avatar}, 'roleType', ${roles.type})), '[]'::json)
       from ${users} inner join ${roles} on ${roles.incubatorId} = ${users.incubatorId} and ${roles.id} = ${users.roleId}
       where ${users.id} = any(${sql.placeholder('userIds')}::uuid[])) as people,
    (select coalesce(json_agg(json_build_object('userId', ${startupPeople.userId}, 'startupId', ${startupPeople.startupId})), '[]'::json)
       from ${startupPeople} where ${startupPeople.userId} = any(${sql.placeholder('assigneeUserIds')}::uuid[])) as memberships,
    (select coalesce(json_agg(json_build_object('_id', ${startups.id}, 'name', ${startups.name})), '[]'::json)
       from ${startups} where ${startups.id} = any(${sql.placeholder('startupIds')}::uuid[])
          or ${startups.id} in (select ${startupPeople.startupId} from ${startupPeople} where ${startupPeople.userId} = any(${sql.placeholder('assigneeUserIds')}::uuid[]))) as startups`, ids);
  const row = rows[0];
  return { people: row?.people ?? [], memberships: row?.memberships ?? [], startupRows: row?.startups ?? [] };
}

/** Loads the tasks (in the given order) with everything their views and rules need. Missing ids are skipped. */
export async function loadTasks(tx: Tx, rules: TaskRules, ids: readonly string[]): Promise<LoadedTask[]> {
  if (ids.length === 0) return [];
  // Two statements for the whole page (the list is the hot navbar query): tasks with their assignee rows, then the
  // people, memberships and startups they name.
  // Built once and kept (D-537); the ids go as one array parameter.
  const taskRows = await runRenderedSelect<Task & { assigneeRows: AssigneeJson[] }>(
    tx,
    'tasks:load',
    (t) => t.select({ ...getTableColumns(tasks), assigneeRows: ASSIGNEES_JSON }).from(tasks).where(sql`${tasks.id} = any(${sql.placeholder('ids')}::uuid[])`),
    { ids: [...ids] },
  );
  const assigneeRows = taskRows.flatMap((t) => t.assigneeRows.map((a) => assigneeFromJson(a, t.incubatorId)));
  const userIds = new Set<string>();
  const startupIds = new Set<string>();
  for (const t of taskRows) {
    if (t.createdBy) userIds.add(t.createdBy);
    if (t.startupId) startupIds.add(t.startupId);
  }
  for (const a of assigneeRows) {
    if (a.userId) userIds.add(a.userId);
    if (a.startupId) startupIds.add(a.startupId);
    if (a.viaStartupId) startupIds.add(a.viaStartupId);
  }
  const assigneeUserIds = [...new Set(assigneeRows.map((a) => a.userId).filter((id): id is string => id !== null))];
  const { people, memberships, startupRows } = await loadNamedRecords(tx, [...userIds], assigneeUserIds, [...startupIds]);
  for (const m of memberships) startupIds.add(m.startupId);

  const personById = new Map(people.map((p) => [p._id, p]));
  const startupById = new Map(startupRows.map((s) => [s._id, s]));
  const userView = (id: string | null): TaskUserView | null => {
    const p = id ? personById.get(id) : undefined;
    return p ? { _id: p._id, fullName: p.fullName, avatar: p.avatar } : null;
  };
  const startupView = (id: string | null): TaskStartupView | null => (id ? (startupById.get(id) ?? null) : null);
  const byTask = new Map<string, TaskAssignee[]>();
  for (const a of assigneeRows) byTask.set(a.taskId, [...(byTask.get(a.taskId) ?? []), a]);
  const taskById = new Map(taskRows.map((t) => [t.id, t]));

  const out: LoadedTask[] = [];
  for (const id of ids) {
    const task = taskById.get(id);
    if (!task) continue;
    // Oldest first; within one save: startups, then people assigned directly, then people reached through a startup, by name.
    const rank = (a: TaskAssignee) => (a.userId === null ? 0 : a.viaStartupId === null ? 1 : 2);
    const nameOf = (a: TaskAssignee) => (a.userId ? (personById.get(a.userId)?.fullName ?? '') : '');
    const rows = (byTask.get(id) ?? []).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a) - rank(b) || nameOf(a).localeCompare(nameOf(b)) || a.id.localeCompare(b.id),
    );
    const taskUserIds = rows.map((a) => a.userId).filter((u): u is string => u !== null);
    const taskStartupIds = new Set<string>();
    if (task.startupId) taskStartupIds.add(task.startupId);
    for (const a of rows) {
      if (a.startupId) taskStartupIds.add(a.startupId);
      if (a.viaStartupId) taskStartupIds.add(a.viaStartupId);
    }
    for (const m of memberships) if (taskUserIds.includes(m.userId)) taskStartupIds.add(m.startupId);
    const base = {
      task,
      assignees: rows,
      startupIds: [...taskStartupIds],
      userIds: taskUserIds,
      userRoleTypes: [...new Set(taskUserIds.map((u) => personById.get(u)?.roleType).filter((t): t is RoleType => t !== undefined))],
    };
    const mine = rows.find((a) => a.userId === rules.viewer.userId);
    const view: TaskView = {
      _id: task.id,
      name: task.name,
      dueDate: task.dueDate,
      taskType: task.taskType,
      url: task.url,
      isGroupTask: task.isGroupTask,
      approvalStatus: task.approvalStatus,
      done: task.completedAt !== null,
      completedAt: task.completedAt,
      createdAt: task.createdAt,
      updatedAt: task.updatedAt,
      createdBy: userView(task.createdBy),
      startup: startupView(task.startupId),
      assignees: rows.map((a) => ({
        _id: a.id,
        type: a.userId ? 'User' : 'Startup',
        user: userView(a.userId),
        startup: startupView(a.userId ? null : a.startupId),
        viaStartup: startupView(a.viaStartupId),
        done: a.done,
        status: a.status,
        completedAt: a.completedAt,
      })),
      viewerCanEdit: canEditTask(rules, task),
      viewerCanDelete: can(rules.actor, TASK_DELETE_KEY, { startupIds: base.startupIds }),
      viewerCanCheck: task.taskType === 'normal' && mine !== undefined,
      viewerDone: mine ? mine.done : null,
    };
    out.push({ view, ...base }); // spread last: a key after a spread is a slow path on Node 20 (D-546)
  }
  return out;
}
