/**
 * Task reads (D1 §7.4; TSK-07, TSK-08, TSK-20): the viewer's list (navbar, /tasks), the staff views by user or by
 * startup (/tasks/users, /tasks/startups) limited by the role's visibility, a startup's tasks in three groups, and
 * the assignee options.
 */
import { NAVBAR_TASK_PAGE_SIZE, type TaskApprovalStatus, type TaskCompletionStatus, BLOCKED_STATUSES } from '@hatchery/domain';
import { and, asc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../db/index.js';
import { runRenderedSelect } from '../../db/rendered-statements.js';
import { roles, startups, taskAssignees, tasks, users } from '../../db/schema/index.js';
import { forbiddenError, notFoundError } from '../../core/errors.js';
import type { AppContext } from '../../http/context.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { validationError } from '../../core/errors.js';
import { registerResourceResolver } from '../permissions/index.js';
import { loadTasks, type TaskRules, type TaskView } from './task-views.js';
import { taskRules } from './tasks.service.js';

export const MAX_TASK_PAGE = 50;
export const MAX_STARTUP_TASK_GROUP = 200;
export const MAX_ASSIGNEE_OPTIONS = 200;

/** MINE: tasks assigned to the viewer. USERS / STARTUPS: tasks of the people / startups the viewer's role may see. CREATED: tasks the viewer created. */
export type TaskScope = 'MINE' | 'USERS' | 'STARTUPS' | 'CREATED';

export interface TaskQueryOptions {
  before?: Date | null;
  after?: Date | null;
  approvalStatus?: TaskApprovalStatus | null;
  completionStatus?: TaskCompletionStatus | null;
  scope?: TaskScope | null;
  userIds?: readonly string[] | null;
  startupIds?: readonly string[] | null;
}

export interface TaskList {
  results: TaskView[];
  totalCount: number;
  next: string | null;
  prev: string | null;
}

function uuidList(ids: readonly string[] | null | undefined, field: string): string[] | null {
  if (!ids) return null;
  if (ids.length > 500 || !ids.every((id) => isUuid(id))) throw validationError(`${field}: a list of at most 500 ids`);
  return [...new Set(ids)];
}

const inList = (ids: readonly string[]): SQL => sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/** The condition on `tasks t` (aliased as the tasks table) for the staff scopes. */
function scopeCondition(rules: TaskRules, scope: TaskScope, userIds: string[] | null, startupIds: string[] | null): SQL {
  if (scope === 'CREATED') return eq(tasks.createdBy, rules.viewer.userId);
  if (scope === 'USERS') {
    const userScope = rules.visibility.users;
    const parts: SQL[] = [sql`a.user_id is not null`];
    if (userIds) parts.push(userIds.length ? sql`a.user_id in ${inList(userIds)}` : sql`false`);
    if (userScope.kind === 'ids') parts.push(userScope.ids.length ? sql`(a.user_id in ${inList(userScope.ids)} or a.user_id = ${rules.viewer.userId})` : sql`a.user_id = ${rules.viewer.userId}`);
    if (userScope.kind === 'roles') {
      parts.push(
        userScope.roles.length
          ? sql`(a.user_id = ${rules.viewer.userId} or exists (select 1 from users u join roles r on r.incubator_id = u.incubator_id and r.id = u.role_id
                 where u.incubator_id = a.incubator_id and u.id = a.user_id and r.type in (${sql.join(userScope.roles.map((r) => sql`${r}`), sql`, `)})))`
          : sql`a.user_id = ${rules.viewer.userId}`,
      );
    }
    return sql`exists (select 1 from task_assignees a where a.incubator_id = ${tasks.incubatorId} and a.task_id = ${tasks.id} and ${sql.join(parts, sql` and `)})`;
  }
  // STARTUPS
  const scopeIds = rules.visibility.startups.kind === 'all' ? null : [...new Set([...rules.visibility.startups.ids, ...rules.actor.assignedStartupIds])];
  let ids: string[] | null = startupIds;
  if (scopeIds) ids = ids ? ids.filter((id) => scopeIds.includes(id)) : scopeIds;
  if (ids && ids.length === 0) return sql`false`;
  const own = ids ? sql`${tasks.startupId} in ${inList(ids)}` : sql`${tasks.startupId} is not null`;
  const viaRow = ids ? sql`a.startup_id in ${inList(ids)}` : sql`true`;
  return sql`(${own} or exists (select 1 from task_assignees a where a.incubator_id = ${tasks.incubatorId} and a.task_id = ${tasks.id} and a.user_id is null and ${viaRow}))`;
}

/** Every matching row's count, computed with the page (one statement instead of two). */
const TOTAL_OVER_ALL = sql<number>`(count(*) over ())::int`;

const MINE_JOIN = and(eq(tasks.incubatorId, taskAssignees.incubatorId), eq(tasks.id, taskAssignees.taskId));

/** The viewer's own assignments (scope MINE) with the filters the shape has, as placeholders. */
function mineWhere(shape: { done: boolean; before: boolean; after: boolean; approval: boolean }): SQL | undefined {
  return and(
    eq(taskAssignees.incubatorId, sql.placeholder('incubatorId')),
    eq(taskAssignees.userId, sql.placeholder('userId')),
    shape.done ? eq(taskAssignees.done, sql.placeholder('done')) : undefined,
    shape.before ? sql`${taskAssignees.dueDate} <= ${sql.placeholder('before')}` : undefined,
    shape.after ? sql`${taskAssignees.dueDate} > ${sql.placeholder('after')}` : undefined,
    shape.approval ? eq(tasks.approvalStatus, sql.placeholder('approval')) : undefined,
  );
}

/** The total from the page's rows; a page past the end has none, and then only a separate count knows it. */
async function totalOf(rows: ReadonlyArray<{ total: number }>, offset: number, count: () => Promise<number>): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset > 0 ? count() : 0;
}

/**
 * tasks(queryOptions, cursor, limit) (TSK-08): `before` keeps tasks due on or before it (due dates are ends of days),
 * `after` those due after it. For MINE, completionStatus is the viewer's own done flag; for the other scopes, the
 * task's (done when every assignee is). Ordered by due date, then id; cursors are opaque.
 */
export async function listTasks(ctx: AppContext, input: { queryOptions?: TaskQueryOptions | null; cursor?: string | null; limit?: number | null }): Promise<TaskList> {
  const options = input.queryOptions ?? {};
  // MINE lists the viewer's own assignments: the role's visibility is not consulted.
  const rules = await taskRules(ctx, { visibility: (options.scope ?? 'MINE') !== 'MINE' });
  const limit = input.limit ?? NAVBAR_TASK_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TASK_PAGE) throw validationError(`limit: must be between 1 and ${MAX_TASK_PAGE}`);
  const offset = decodeCursor(input.cursor);
  const scope = options.scope ?? 'MINE';
  const userIds = uuidList(options.userIds, 'userIds');
  const startupIds = uuidList(options.startupIds, 'startupIds');
  const incubatorId = ctx.incubator.id;

  return ctx.data.run(async (tx) => {
    let ids: string[];
    let totalCount: number;
    if (scope === 'MINE') {
      // The navbar's list: built once per shape (which filters are set) and kept, its values as placeholders (D-537).
      const shape = { done: !!options.completionStatus, before: !!options.before, after: !!options.after, approval: !!options.approvalStatus };
      const values = {
        incubatorId,
        userId: rules.viewer.userId,
        done: options.completionStatus === 'COMPLETED',
        before: options.before,
        after: options.after,
        approval: options.approvalStatus,
        limit,
        offset,
      };
      // The conditions are built only when a shape's statement is (once), not on every request.
      const rows = await runRenderedSelect<{ id: string; total: number }>(
        tx,
        `tasks:mine:${shape.done}:${shape.before}:${shape.after}:${shape.approval}`,
        (t) =>
          t
            .select({ id: taskAssignees.taskId, total: TOTAL_OVER_ALL })
            .from(taskAssignees)
            .innerJoin(tasks, MINE_JOIN)
            .where(mineWhere(shape))
            .orderBy(asc(taskAssignees.dueDate), asc(taskAssignees.taskId))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        values,
      );
      ids = rows.map((r) => r.id);
      totalCount = await totalOf(rows, offset, async () => {
        const [count] = await runRenderedSelect<{ n: number }>(
          tx,
          `tasks:mine-count:${shape.done}:${shape.before}:${shape.after}:${shape.approval}`,
          (t) => t.select({ n: sql<number>`count(*)::int` }).from(taskAssignees).innerJoin(tasks, MINE_JOIN).where(mineWhere(shape)),
          values,
        );
        return count?.n ?? 0;
      });
    } else {
      const where = and(
        eq(tasks.incubatorId, incubatorId),
        scopeCondition(rules, scope, userIds, startupIds),
        options.completionStatus === 'COMPLETED' ? sql`${tasks.completedAt} is not null` : undefined,
        options.completionStatus === 'PENDING' ? sql`${tasks.completedAt} is null` : undefined,
        options.before ? sql`${tasks.dueDate} <= ${options.before}` : undefined,
        options.after ? sql`${tasks.dueDate} > ${options.after}` : undefined,
        options.approvalStatus ? eq(tasks.approvalStatus, options.approvalStatus) : undefined,
      );
      const rows = await tx
        .select({ id: tasks.id, total: TOTAL_OVER_ALL })
        .from(tasks)
        .where(where)
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(limit)
        .offset(offset);
      ids = rows.map((r) => r.id);
      totalCount = await totalOf(rows, offset, async () => {
        const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(tasks).where(where);
        return count?.n ?? 0;
      });
    }
    const loaded = await loadTasks(tx, rules, ids);
    return {
      results: loaded.map((l) => l.view),
      totalCount,
      next: offset + limit < totalCount ? encodeCursor(offset + limit) : null,
      prev: offset > 0 ? encodeCursor(Math.max(0, offset - limit)) : null,
    };
  });
}

export interface StartupTasks {
  overdueTasks: TaskView[];
  todayTasks: TaskView[];
  futureTasks: TaskView[];
}

/**
 * startupTasks(startupId, todayStart, todayEnd) (TSK-07): the startup's tasks (its own, or assigned to it) split into
 * overdue (due before todayStart), today and future (due after todayEnd); each group by due date, at most 200.
 * completionStatus: PENDING by default; null for every task.
 */
export async function startupTasks(
  ctx: AppContext,
  input: { startupId: string; todayStart: Date; todayEnd: Date; completionStatus?: TaskCompletionStatus | null },
): Promise<StartupTasks> {
  const rules = await taskRules(ctx);
  if (input.todayEnd.getTime() < input.todayStart.getTime()) throw validationError('todayEnd: must not be before todayStart');
  if (!isUuid(input.startupId)) throw notFoundError('Startup not found');
  const scope = rules.visibility.startups;
  const visible = scope.kind === 'all' || scope.ids.includes(input.startupId) || rules.actor.assignedStartupIds.has(input.startupId);
  return ctx.data.run(async (tx) => {
    const [startup] = await tx.select({ id: startups.id }).from(startups).where(eq(startups.id, input.startupId)).limit(1);
    if (!startup) throw notFoundError('Startup not found');
    if (!visible) throw forbiddenError('You cannot see the tasks of this startup');
    const belongs = sql`(${tasks.startupId} = ${input.startupId} or exists (select 1 from task_assignees a where a.incubator_id = ${tasks.incubatorId}
      and a.task_id = ${tasks.id} and a.user_id is null and a.startup_id = ${input.startupId}))`;
    const status =
      input.completionStatus === 'PENDING' ? sql`${tasks.completedAt} is null` : input.completionStatus === 'COMPLETED' ? sql`${tasks.completedAt} is not null` : undefined;
    const group = async (range: SQL) => {
      const rows = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.incubatorId, ctx.incubator.id), belongs, status, range))
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(MAX_STARTUP_TASK_GROUP);
      return (await loadTasks(tx, rules, rows.map((r) => r.id))).map((l) => l.view);
    };
    return {
      overdueTasks: await group(sql`${tasks.dueDate} < ${input.todayStart}`),
      todayTasks: await group(sql`${tasks.dueDate} >= ${input.todayStart} and ${tasks.dueDate} <= ${input.todayEnd}`),
      futureTasks: await group(sql`${tasks.dueDate} > ${input.todayEnd}`),
    };
  });
}

export interface AssigneeOption {
  label: string;
  type: 'User' | 'Startup';
  value: string;
}

export interface AssigneeOptionGroup {
  label: string;
  options: AssigneeOption[];
}

/** taskAssigneeOptions (TSK-20): the people and startups the viewer may assign (their role's visibility; always themselves). */
export async function taskAssigneeOptions(ctx: AppContext, input: { search?: string | null; limit?: number | null }): Promise<AssigneeOptionGroup[]> {
  const rules = await taskRules(ctx);
  const limit = input.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ASSIGNEE_OPTIONS) throw validationError(`limit: must be between 1 and ${MAX_ASSIGNEE_OPTIONS}`);
  const search = input.search?.trim() ? likePattern(input.search.trim().slice(0, 100)) : null;
  const { users: userScope, startups: startupScope } = rules.visibility;
  return ctx.data.run(async (tx) => {
    const me = eq(users.id, rules.viewer.userId);
    const userVisible =
      userScope.kind === 'all'
        ? undefined
        : userScope.kind === 'ids'
          ? or(me, userScope.ids.length ? inArray(users.id, [...userScope.ids]) : sql`false`)
          : or(me, userScope.roles.length ? inArray(roles.type, [...userScope.roles]) : sql`false`);
    const people = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(
        and(
          notInArray(users.status, [...BLOCKED_STATUSES]),
          sql`${roles.type} <> 'System'`,
          userVisible,
          search ? or(ilike(users.fullName, search), ilike(users.email, search)) : undefined,
        ),
      )
      .orderBy(asc(users.fullName), asc(users.id))
      .limit(limit);
    const memberOf = [...rules.actor.assignedStartupIds];
    const startupVisible =
      startupScope.kind === 'all' ? undefined : [...startupScope.ids, ...memberOf].length ? inArray(startups.id, [...new Set([...startupScope.ids, ...memberOf])]) : sql`false`;
    const companies = await tx
      .select({ id: startups.id, name: startups.name })
      .from(startups)
      .where(and(startupVisible, search ? ilike(startups.name, search) : undefined))
      .orderBy(asc(startups.name), asc(startups.id))
      .limit(limit);
    return [
      { label: 'Users', options: people.map((p) => ({ label: p.fullName || p.email, type: 'User' as const, value: p.id })) },
      { label: 'Startups', options: companies.map((s) => ({ label: s.name, type: 'Startup' as const, value: s.id })) },
    ];
  });
}

/** IsUserAuthorized(TASK/TASK:DELETE, [taskId…]) with the 'assigned' criterion: the startups of those tasks. */
registerResourceResolver('task', async (ctx, ids) => {
  if (!ids.every((id) => isUuid(id))) return null;
  const rules = await taskRules(ctx);
  const loaded = await ctx.data.run((tx) => loadTasks(tx, rules, ids));
  if (loaded.length !== new Set(ids).size) return null;
  return { startupIds: [...new Set(loaded.flatMap((l) => l.startupIds))] };
});

