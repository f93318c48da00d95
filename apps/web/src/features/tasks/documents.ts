/** GraphQL documents of the tasks feature (docs/contract-tasks-notifications.md; D1 §3, §7.4–7.6). */
import { graphql, type ResultOf, type SchemaType, type VariablesOf } from '../../lib/graphql';
import { STARTUP_NAME_FIELDS, USER_AVATAR_FIELDS } from '../users';

const TASK_FIELDS = graphql(`
  fragment TaskFields on Task {
    __typename
    _id
    name
    dueDate
    taskType
    url
    isGroupTask
    approvalStatus
    done
    completedAt
    createdAt
    updatedAt
    createdBy {
      ...UserAvatarFields
    }
    startup {
      ...StartupNameFields
    }
    assignees {
      __typename
      _id
      type
      user {
        ...UserAvatarFields
      }
      startup {
        ...StartupNameFields
      }
      viaStartup {
        ...StartupNameFields
      }
      done
      status
      completedAt
    }
    viewerCanEdit
    viewerCanDelete
    viewerCanCheck
    viewerDone
  }
`, [USER_AVATAR_FIELDS, STARTUP_NAME_FIELDS]);

/** The navbar list (TSK-08): a query of its own name so mutations can refetch it by name. */
export const NAVBAR_TASKS = graphql(`
  query NavbarTasks($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) {
    tasks(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      __typename
      results {
        __typename
        ...TaskFields
      }
      totalCount
      next
      prev
    }
  }
`, [TASK_FIELDS]);

/** The /tasks pages' lists (paged with `next`). */
export const TASK_LIST = graphql(`
  query TaskList($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) {
    tasks(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      __typename
      results {
        __typename
        ...TaskFields
      }
      totalCount
      next
      prev
    }
  }
`, [TASK_FIELDS]);

/** A startup's tasks (the startup file's tasks tab): overdue, today and future by the viewer's own day. */
export const STARTUP_TASKS = graphql(`
  query StartupTasks($startupId: ID!, $todayStart: DateTime!, $todayEnd: DateTime!, $completionStatus: TaskCompletionStatus) {
    startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd, completionStatus: $completionStatus) {
      __typename
      overdueTasks {
        __typename
        ...TaskFields
      }
      todayTasks {
        __typename
        ...TaskFields
      }
      futureTasks {
        __typename
        ...TaskFields
      }
    }
  }
`, [TASK_FIELDS]);

export const NAVBAR_TASKS_OPERATION = 'NavbarTasks';
export const STARTUP_TASKS_OPERATION = 'StartupTasks';
export const TASK_LIST_OPERATION = 'TaskList';

export const TASK_ASSIGNEE_OPTIONS = graphql(`
  query TaskAssigneeOptions($search: String, $limit: Int) {
    taskAssigneeOptions(search: $search, limit: $limit) {
      __typename
      label
      options {
        __typename
        label
        type
        value
      }
    }
  }
`);

export const CREATE_TASK = graphql(`
  mutation CreateTask($name: String, $dueDate: String, $done: Boolean, $assignees: [TaskAssigneeInput!], $url: String) {
    createTask(name: $name, dueDate: $dueDate, done: $done, assignees: $assignees, url: $url) {
      __typename
      ...TaskFields
    }
  }
`, [TASK_FIELDS]);

export const UPDATE_TASK = graphql(`
  mutation UpdateTask($taskId: ID!, $updatedTask: UpdatedTaskInput!) {
    updateTask(taskId: $taskId, updatedTask: $updatedTask) {
      __typename
      ...TaskFields
    }
  }
`, [TASK_FIELDS]);

export const UPDATE_TASK_DONE = graphql(`
  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {
    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {
      __typename
      ...TaskFields
    }
  }
`, [TASK_FIELDS]);

export const DELETE_TASK = graphql(`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`);

export const TASKS_UPDATED_FOR_USER = graphql(`
  subscription TasksUpdatedForUser($userId: ID!) {
    tasksUpdatedForUser(userId: $userId) {
      __typename
      updateType
      taskId
      task {
        __typename
        _id
        dueDate
      }
    }
  }
`);

/** D1 §3 Task (TSK-25) plus what the viewer may do with it. */
export type Task = ResultOf<typeof TASK_FIELDS>;
export type TaskAssignee = Task['assignees'][number];
export type TaskUser = NonNullable<Task['createdBy']>;
export type TaskStartup = NonNullable<Task['startup']>;
export type TaskListPage = ResultOf<typeof TASK_LIST>['tasks'];
export type TaskListVariables = VariablesOf<typeof TASK_LIST>;
export type TaskQueryOptions = SchemaType<'TaskQueryOptions'>;
export type TaskScope = SchemaType<'TaskScope'>;
export type TaskCompletionStatus = SchemaType<'TaskCompletionStatus'>;
export type TaskAssigneeType = SchemaType<'TaskAssigneeType'>;
export type TaskAssigneeOption = ResultOf<typeof TASK_ASSIGNEE_OPTIONS>['taskAssigneeOptions'][number]['options'][number];
/** Only type and value are sent on save (TSK-20). */
export type TaskAssigneeInput = SchemaType<'TaskAssigneeInput'>;
export type CreateTaskVariables = VariablesOf<typeof CREATE_TASK>;
export type UpdatedTaskInput = SchemaType<'UpdatedTaskInput'>;
export type TaskUpdateEvent = ResultOf<typeof TASKS_UPDATED_FOR_USER>['tasksUpdatedForUser'];
