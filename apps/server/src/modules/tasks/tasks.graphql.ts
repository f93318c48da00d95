/** Task types, queries, mutations and the tasksUpdatedForUser subscription (D1 §3, §7.4–7.6; docs/contract-tasks-notifications.md). */
import { TASK_APPROVAL_STATUSES, TASK_ASSIGNEE_TYPES, TASK_COMPLETION_STATUSES, TASK_TYPES, TASK_UPDATE_TYPES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../core/viewer.js';
import { forbiddenError } from '../../core/errors.js';
import { filterSubscription } from '../../realtime/filter.js';
import { subscriberStillAllowed, userChannel } from '../notifications/index.js';
import { tasksPolicy } from './tasks.policy.js';
import { fromTaskWire, type TaskUpdateEvent, type TaskUpdateWire } from './task-events.js';
import type { TaskAssigneeView } from './task-views.js';
import { taskField, type TaskSource } from './task-source.js';
import { UserRef } from '../identity/users/index.js';
import { StartupRef } from '../startups/index.js';
import { listTasks, startupTasks, taskAssigneeOptions, type AssigneeOption, type AssigneeOptionGroup, type StartupTasks, type TaskList } from './tasks.queries.js';
import { createTask, deleteTask, updateTask, updateTaskDone } from './tasks.service.js';

const TaskTypeEnum = builder.enumType('TaskType', { values: TASK_TYPES, description: 'D1 §4. Only normal tasks are edited or checked by hand.' });
const TaskApprovalStatusEnum = builder.enumType('TaskApprovalStatus', { values: TASK_APPROVAL_STATUSES });
const TaskCompletionStatusEnum = builder.enumType('TaskCompletionStatus', { values: TASK_COMPLETION_STATUSES });
const TaskAssigneeTypeEnum = builder.enumType('TaskAssigneeType', { values: TASK_ASSIGNEE_TYPES });
const TaskUpdateTypeEnum = builder.enumType('TaskUpdateType', { values: TASK_UPDATE_TYPES });
const TaskScopeEnum = builder.enumType('TaskScope', {
  values: {
    MINE: { description: 'Tasks assigned to the viewer (navbar, /tasks).' },
    USERS: { description: "Tasks assigned to people the viewer's role may see (/tasks/users)." },
    STARTUPS: { description: "Tasks of startups the viewer's role may see (/tasks/startups)." },
    CREATED: { description: 'Tasks the viewer created.' },
  } as const,
});

const TaskAssigneeRef = builder.objectRef<TaskAssigneeView>('TaskAssignee').implement({
  description: 'A user assignee (user set; viaStartup when reached through a startup) or a startup assignee (startup set; done when all its people are).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    type: t.field({ type: TaskAssigneeTypeEnum, resolve: (a) => a.type }),
    user: t.field({ type: UserRef, nullable: true, resolve: (a) => a.user }),
    startup: t.field({ type: StartupRef, nullable: true, resolve: (a) => a.startup }),
    viaStartup: t.field({ type: StartupRef, nullable: true, resolve: (a) => a.viaStartup }),
    done: t.exposeBoolean('done'),
    status: t.exposeString('status', { description: 'PENDING | COMPLETED' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const TaskRef = builder.objectRef<TaskSource>('Task').implement({
  description: 'D1 §3 Task.',
  // Every field but _id and dueDate goes through taskField: a tasks-updated event hands over only those two (D-114).
  fields: (t) => ({
    _id: t.exposeID('_id'),
    name: t.string({ resolve: (task, _a, ctx) => taskField(ctx, task, 'name') }),
    dueDate: t.expose('dueDate', { type: 'DateTime', description: "End of the due day in the incubator's timezone, in UTC." }),
    taskType: t.field({ type: TaskTypeEnum, resolve: (task, _a, ctx) => taskField(ctx, task, 'taskType') }),
    url: t.string({ nullable: true, resolve: (task, _a, ctx) => taskField(ctx, task, 'url') }),
    isGroupTask: t.boolean({ description: 'Reaches more than one person, or a startup.', resolve: (task, _a, ctx) => taskField(ctx, task, 'isGroupTask') }),
    approvalStatus: t.field({ type: TaskApprovalStatusEnum, resolve: (task, _a, ctx) => taskField(ctx, task, 'approvalStatus') }),
    done: t.boolean({ description: 'Every assignee is done.', resolve: (task, _a, ctx) => taskField(ctx, task, 'done') }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (task, _a, ctx) => taskField(ctx, task, 'completedAt') }),
    createdAt: t.field({ type: 'DateTime', resolve: (task, _a, ctx) => taskField(ctx, task, 'createdAt') }),
    updatedAt: t.field({ type: 'DateTime', resolve: (task, _a, ctx) => taskField(ctx, task, 'updatedAt') }),
    createdBy: t.field({ type: UserRef, nullable: true, description: 'Null for system tasks.', resolve: (task, _a, ctx) => taskField(ctx, task, 'createdBy') }),
    startup: t.field({ type: StartupRef, nullable: true, resolve: (task, _a, ctx) => taskField(ctx, task, 'startup') }),
    assignees: t.field({ type: [TaskAssigneeRef], resolve: (task, _a, ctx) => taskField(ctx, task, 'assignees') }),
    viewerCanEdit: t.boolean({
      description: 'Normal task, and the viewer created it or is an administrator.',
      resolve: (task, _a, ctx) => taskField(ctx, task, 'viewerCanEdit'),
    }),
    viewerCanDelete: t.boolean({
      description: 'The viewer holds TASK/TASK:DELETE for this task (shows the options menu).',
      resolve: (task, _a, ctx) => taskField(ctx, task, 'viewerCanDelete'),
    }),
    viewerCanCheck: t.boolean({
      description: 'Normal task assigned to the viewer: the checkbox is enabled.',
      resolve: (task, _a, ctx) => taskField(ctx, task, 'viewerCanCheck'),
    }),
    viewerDone: t.boolean({
      nullable: true,
      description: "The viewer's own done flag; null when not an assignee.",
      resolve: (task, _a, ctx) => taskField(ctx, task, 'viewerDone'),
    }),
  }),
});

const TaskListRef = builder.objectRef<TaskList>('TaskList').implement({
  fields: (t) => ({
    results: t.field({ type: [TaskRef], resolve: (list) => list.results }),
    totalCount: t.exposeInt('totalCount'),
    next: t.exposeString('next', { nullable: true }),
    prev: t.exposeString('prev', { nullable: true }),
  }),
});

const StartupTasksRef = builder.objectRef<StartupTasks>('StartupTasks').implement({
  fields: (t) => ({
    overdueTasks: t.field({ type: [TaskRef], resolve: (s) => s.overdueTasks }),
    todayTasks: t.field({ type: [TaskRef], resolve: (s) => s.todayTasks }),
    futureTasks: t.field({ type: [TaskRef], resolve: (s) => s.futureTasks }),
  }),
});

const AssigneeOptionRef = builder.objectRef<AssigneeOption>('TaskAssigneeOption').implement({
  fields: (t) => ({ label: t.exposeString('label'), type: t.field({ type: TaskAssigneeTypeEnum, resolve: (o) => o.type }), value: t.exposeID('value') }),
});

const AssigneeOptionGroupRef = builder.objectRef<AssigneeOptionGroup>('TaskAssigneeOptionGroup').implement({
  fields: (t) => ({ label: t.exposeString('label'), options: t.field({ type: [AssigneeOptionRef], resolve: (g) => g.options }) }),
});

const TaskUpdateEventRef = builder.objectRef<TaskUpdateEvent>('TaskUpdateEvent').implement({
  description: 'TSK-09. ADDED is also sent for a task due after the end of tomorrow: the client decides whether it counts.',
  fields: (t) => ({
    updateType: t.field({ type: TaskUpdateTypeEnum, resolve: (e) => e.updateType }),
    taskId: t.exposeID('taskId'),
    // The one Task (D-114): the event carries its _id and dueDate; other fields are read when selected (task-source.ts).
    task: t.field({ type: TaskRef, resolve: (e) => e.task }),
  }),
});

const TaskQueryOptionsInput = builder.inputType('TaskQueryOptions', {
  fields: (t) => ({
    before: t.field({ type: 'DateTime', description: 'Due on or before (the navbar passes the end of tomorrow).' }),
    after: t.field({ type: 'DateTime', description: 'Due after.' }),
    approvalStatus: t.field({ type: TaskApprovalStatusEnum }),
    completionStatus: t.field({ type: TaskCompletionStatusEnum, description: "MINE: the viewer's own flag; other scopes: the task's." }),
    scope: t.field({ type: TaskScopeEnum, description: 'Default MINE.' }),
    userIds: t.idList({ description: 'USERS scope: only these people.' }),
    startupIds: t.idList({ description: 'STARTUPS scope: only these startups.' }),
  }),
});

const AssigneeInputRef = builder.inputType('TaskAssigneeInput', {
  fields: (t) => ({ type: t.string({ description: 'User | Startup' }), value: t.id() }),
});

const UpdatedTaskInput = builder.inputType('UpdatedTaskInput', {
  fields: (t) => ({
    name: t.string(),
    dueDate: t.string({ description: "YYYY-MM-DD, or an ISO instant read as a day in the incubator's timezone." }),
    assignees: t.field({ type: [AssigneeInputRef] }),
    url: t.string(),
  }),
});

const toAssignees = (list: ReadonlyArray<{ type?: string | null; value?: string | number | null }> | null | undefined) =>
  list === undefined ? undefined : list === null ? null : list.map((a) => ({ type: a.type ?? null, value: a.value == null ? null : String(a.value) }));

builder.queryFields((t) => ({
  tasks: t.field({
    type: TaskListRef,
    access: tasksPolicy.tasks,
    description: 'TSK-08. limit default 15, at most 50.',
    args: { queryOptions: t.arg({ type: TaskQueryOptionsInput }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listTasks(ctx, {
        queryOptions: args.queryOptions
          ? { ...args.queryOptions, userIds: args.queryOptions.userIds?.map(String), startupIds: args.queryOptions.startupIds?.map(String) }
          : null,
        cursor: args.cursor,
        limit: args.limit,
      }),
  }),
  startupTasks: t.field({
    type: StartupTasksRef,
    access: tasksPolicy.startupTasks,
    description: 'TSK-07: overdue (before todayStart), today, future (after todayEnd). completionStatus default PENDING; null for all.',
    args: {
      startupId: t.arg.id({ required: true }),
      todayStart: t.arg({ type: 'DateTime', required: true }),
      todayEnd: t.arg({ type: 'DateTime', required: true }),
      completionStatus: t.arg({ type: TaskCompletionStatusEnum, defaultValue: 'PENDING' }),
    },
    resolve: (_root, args, ctx) =>
      startupTasks(ctx, { startupId: String(args.startupId), todayStart: args.todayStart, todayEnd: args.todayEnd, completionStatus: args.completionStatus ?? null }),
  }),
  taskAssigneeOptions: t.field({
    type: [AssigneeOptionGroupRef],
    access: tasksPolicy.taskAssigneeOptions,
    description: 'TSK-20: groups "Users" and "Startups". limit per group default 50, at most 200.',
    args: { search: t.arg.string(), limit: t.arg.int() },
    resolve: (_root, args, ctx) => taskAssigneeOptions(ctx, { search: args.search, limit: args.limit }),
  }),
}));

builder.mutationFields((t) => ({
  createTask: t.field({
    type: TaskRef,
    access: tasksPolicy.createTask,
    description: 'TSK-21. ValidationError messages of D1 §5, joined by ". " when several.',
    args: {
      name: t.arg.string(),
      dueDate: t.arg.string(),
      done: t.arg.boolean(),
      assignees: t.arg({ type: [AssigneeInputRef] }),
      url: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      createTask(ctx, { name: args.name ?? null, dueDate: args.dueDate ?? null, done: args.done, assignees: toAssignees(args.assignees) ?? null, url: args.url }),
  }),
  updateTask: t.field({
    type: TaskRef,
    access: tasksPolicy.updateTask,
    description: 'TSK-22. Only the given fields change.',
    args: { taskId: t.arg.id({ required: true }), updatedTask: t.arg({ type: UpdatedTaskInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const u = args.updatedTask;
      return updateTask(ctx, String(args.taskId), {
        ...(u.name !== undefined ? { name: u.name } : {}),
        ...(u.dueDate !== undefined ? { dueDate: u.dueDate } : {}),
        ...(u.url !== undefined ? { url: u.url } : {}),
        ...(u.assignees !== undefined ? { assignees: toAssignees(u.assignees) ?? null } : {}),
      });
    },
  }),
  updateTaskDone: t.field({
    type: TaskRef,
    access: tasksPolicy.updateTaskDone,
    description: "TSK-05. assigneeId: the assignee's user id (or the assignee _id).",
    args: { taskId: t.arg.id({ required: true }), assigneeId: t.arg.id({ required: true }), done: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => updateTaskDone(ctx, String(args.taskId), String(args.assigneeId), args.done),
  }),
  deleteTask: t.boolean({
    access: tasksPolicy.deleteTask,
    description: 'TSK-23/24.',
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteTask(ctx, String(args.taskId)),
  }),
}));

builder.subscriptionFields((t) => ({
  tasksUpdatedForUser: t.field({
    type: TaskUpdateEventRef,
    access: tasksPolicy.tasksUpdatedForUser,
    description: "TSK-09. userId must be the viewer's own.",
    args: { userId: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx);
      if (String(args.userId) !== viewer.userId) throw forbiddenError('You can only follow your own tasks');
      const subscription = ctx.services.pubsub.subscribe<TaskUpdateWire>(userChannel(ctx.incubator.id, viewer.userId, 'tasks'));
      await subscription.ready;
      return filterSubscription(subscription, () => subscriberStillAllowed(ctx, viewer));
    },
    resolve: (wire: TaskUpdateWire) => fromTaskWire(wire),
  }),
}));
