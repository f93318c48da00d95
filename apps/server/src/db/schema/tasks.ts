import type { TaskApprovalStatus, TaskType } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';
import { startups } from './startups.js';

/** Tasks (D1 §3, §4). Tenant-owned. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    incubatorId: incubatorId(),
    name: text('name').notNull(),
    /** End of the chosen day in the incubator's timezone, in UTC (D1 §5). */
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    taskType: text('task_type').$type<TaskType>().notNull().default('normal'),
    url: text('url'),
    /** More than one person is reached (several assignees, or a startup). */
    isGroupTask: boolean('is_group_task').notNull().default(false),
    /** The startup the task is about (a system task of a startup, or the single startup assignee). */
    startupId: uuid('startup_id'),
    /** Null for tasks the platform creates (system task types). */
    createdBy: uuid('created_by'),
    approvalStatus: text('approval_status').$type<TaskApprovalStatus>().notNull().default('APPROVED'),
    /** Set when every assignee is done (D1 §4). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Idempotency key of system tasks (e.g. `completeUserProfile:<userId>`); null for normal tasks. */
    sourceKey: text('source_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tasks_incubator_id_id_uq').on(t.incubatorId, t.id),
    index('tasks_incubator_startup_due_idx').on(t.incubatorId, t.startupId, t.dueDate),
    index('tasks_incubator_created_by_idx').on(t.incubatorId, t.createdBy),
    uniqueIndex('tasks_incubator_source_key_uq').on(t.incubatorId, t.sourceKey).where(sql`${t.sourceKey} is not null and ${t.completedAt} is null`),
    check(
      'tasks_type_ck',
      sql`${t.taskType} in ('normal', 'avail', 'availCoaching', 'availApplication', 'metrics', 'availEventSpecific', 'availEventCoaching', 'evaluation', 'coachingEvaluation', 'completeUserProfile', 'completeStartupProfile', 'formSubmissionRequest', 'hostAssignation')`,
    ),
    check('tasks_approval_status_ck', sql`${t.approvalStatus} in ('APPROVED', 'PENDING', 'DENIED')`),
    foreignKey({ name: 'tasks_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete('cascade'),
    foreignKey({ name: 'tasks_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * Who a task is assigned to. A user assignee is one row (user_id). A startup assignee is one row (startup_id, no
 * user_id) plus one row per person it reaches (user_id, via_startup_id): each person has their own done flag. A user
 * reached both directly and through a startup has one row (the direct one). `due_date` and `task_type` repeat the
 * task's so the navbar query (a user's pending tasks by due date) is one index range scan.
 */
export const taskAssignees = pgTable(
  'task_assignees',
  {
    id: id(),
    incubatorId: incubatorId(),
    taskId: uuid('task_id').notNull(),
    userId: uuid('user_id'),
    startupId: uuid('startup_id'),
    viaStartupId: uuid('via_startup_id'),
    done: boolean('done').notNull().default(false),
    /** PENDING | COMPLETED (D1 §3 assignee status). */
    status: text('status').notNull().default('PENDING'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_assignees_user_done_due_idx').on(t.incubatorId, t.userId, t.done, t.dueDate, t.taskId),
    index('task_assignees_task_idx').on(t.incubatorId, t.taskId),
    index('task_assignees_startup_idx').on(t.incubatorId, t.startupId),
    index('task_assignees_via_startup_idx').on(t.incubatorId, t.viaStartupId),
    uniqueIndex('task_assignees_task_user_uq').on(t.incubatorId, t.taskId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('task_assignees_task_startup_uq').on(t.incubatorId, t.taskId, t.startupId).where(sql`${t.userId} is null`),
    check('task_assignees_target_ck', sql`(${t.userId} is not null) or (${t.startupId} is not null)`),
    check('task_assignees_status_ck', sql`${t.status} in ('PENDING', 'COMPLETED')`),
    foreignKey({ name: 'task_assignees_task_fk', columns: [t.incubatorId, t.taskId], foreignColumns: [tasks.incubatorId, tasks.id] }).onDelete('cascade'),
    foreignKey({ name: 'task_assignees_user_fk', columns: [t.incubatorId, t.userId], foreignColumns: [users.incubatorId, users.id] }).onDelete('cascade'),
    foreignKey({ name: 'task_assignees_startup_fk', columns: [t.incubatorId, t.startupId], foreignColumns: [startups.incubatorId, startups.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'task_assignees_via_startup_fk',
      columns: [t.incubatorId, t.viaStartupId],
      foreignColumns: [startups.incubatorId, startups.id],
    }).onDelete('cascade'),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type TaskAssignee = typeof taskAssignees.$inferSelect;
