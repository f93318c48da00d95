/** GraphQL documents of the tasks feature (docs/contract-tasks-notifications.md; D1 §3, §7.4–7.6). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  TaskApprovalStatus,
  TaskAssigneeType,
  TaskCompletionStatus,
  TaskType,
  TaskUpdateType,
} from '@hatchery/domain';

export type TaskScope = 'MINE' | 'USERS' | 'STARTUPS' | 'CREATED';

export interface TaskUser {
  __typename?: 'TaskUser';
  _id: string;
  fullName: string;
  avatar: string | null;
}

export interface TaskStartup {
  __typename?: 'TaskStartup';
  _id: string;
  name: string;
}

export interface TaskAssignee {
  __typename?: 'TaskAssignee';
  _id: string;
  type: TaskAssigneeType;
  user: TaskUser | null;
  startup: TaskStartup | null;
  viaStartup: TaskStartup | null;
  done: boolean;
  status: string;
  completedAt: string | null;
}

/** D1 §3 Task (TSK-25) plus what the viewer may do with it. */
export interface Task {
  __typename?: 'Task';
  _id: string;
  name: string;
  dueDate: string;
  taskType: TaskType;
  url: string | null;
  isGroupTask: boolean;
  approvalStatus: TaskApprovalStatus;
  done: boolean;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: TaskUser | null;
  startup: TaskStartup | null;
  assignees: TaskAssignee[];
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanCheck: boolean;
  viewerDone: boolean | null;
}

export interface TaskListPage {
  __typename?: 'TaskList';
  results: Task[];
  totalCount: number;
  next: string | null;
  prev: string | null;
}

export interface TaskQueryOptions {
  before?: string | null;
  after?: string | null;
  approvalStatus?: TaskApprovalStatus | null;
  completionStatus?: TaskCompletionStatus | null;
  scope?: TaskScope | null;
  userIds?: string[] | null;
  startupIds?: string[] | null;
}

export interface TaskListVariables {
  queryOptions?: TaskQueryOptions | null;
  cursor?: string | null;
  limit?: number | null;
}

const TASK_FIELDS = gql`
  fragment TaskFields on Task {
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
      _id
      fullName
      avatar
    }
    startup {
      _id
      name
    }
    assignees {
      _id
      type
      user {
        _id
        fullName
        avatar
      }
      startup {
        _id
        name
      }
      viaStartup {
        _id
        name
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
`;

/** The navbar list (TSK-08): a query of its own name so mutations can refetch it by name. */
export const NAVBAR_TASKS: TypedDocumentNode<{ tasks: TaskListPage }, TaskListVariables> = gql`
  query NavbarTasks($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) {
    tasks(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results {
        ...TaskFields
      }
      totalCount
      next
      prev
    }
  }
  ${TASK_FIELDS}
`;

/** The /tasks pages' lists (paged with `next`). */
export const TASK_LIST: TypedDocumentNode<{ tasks: TaskListPage }, TaskListVariables> = gql`
  query TaskList($queryOptions: TaskQueryOptions, $cursor: String, $limit: Int) {
    tasks(queryOptions: $queryOptions, cursor: $cursor, limit: $limit) {
      results {
        ...TaskFields
      }
      totalCount
      next
      prev
    }
  }
  ${TASK_FIELDS}
`;

export const NAVBAR_TASKS_OPERATION = 'NavbarTasks';
export const TASK_LIST_OPERATION = 'TaskList';

export interface TaskAssigneeOption {
  label: string;
  type: TaskAssigneeType;
  value: string;
}

export interface TaskAssigneeOptionGroup {
  label: string;
  options: TaskAssigneeOption[];
}

export const TASK_ASSIGNEE_OPTIONS: TypedDocumentNode<
  { taskAssigneeOptions: TaskAssigneeOptionGroup[] },
  { search?: string | null; limit?: number | null }
> = gql`
  query TaskAssigneeOptions($search: String, $limit: Int) {
    taskAssigneeOptions(search: $search, limit: $limit) {
      label
      options {
        label
        type
        value
      }
    }
  }
`;

/** Only type and value are sent on save (TSK-20). */
export interface TaskAssigneeInput {
  type: TaskAssigneeType;
  value: string;
}

export interface CreateTaskVariables {
  name: string;
  dueDate: string;
  done: boolean;
  assignees: TaskAssigneeInput[];
  url?: string | null;
}

export const CREATE_TASK: TypedDocumentNode<{ createTask: Task }, CreateTaskVariables> = gql`
  mutation CreateTask($name: String, $dueDate: String, $done: Boolean, $assignees: [TaskAssigneeInput!], $url: String) {
    createTask(name: $name, dueDate: $dueDate, done: $done, assignees: $assignees, url: $url) {
      ...TaskFields
    }
  }
  ${TASK_FIELDS}
`;

export interface UpdatedTaskInput {
  name?: string;
  dueDate?: string;
  assignees?: TaskAssigneeInput[];
  url?: string;
}

export const UPDATE_TASK: TypedDocumentNode<{ updateTask: Task }, { taskId: string; updatedTask: UpdatedTaskInput }> = gql`
  mutation UpdateTask($taskId: ID!, $updatedTask: UpdatedTaskInput!) {
    updateTask(taskId: $taskId, updatedTask: $updatedTask) {
      ...TaskFields
    }
  }
  ${TASK_FIELDS}
`;

export const UPDATE_TASK_DONE: TypedDocumentNode<
  { updateTaskDone: Task },
  { taskId: string; assigneeId: string; done: boolean }
> = gql`
  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {
    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {
      ...TaskFields
    }
  }
  ${TASK_FIELDS}
`;

export const DELETE_TASK: TypedDocumentNode<{ deleteTask: boolean }, { taskId: string }> = gql`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`;

export interface TaskUpdateEvent {
  updateType: TaskUpdateType;
  taskId: string;
  task: { _id: string; dueDate: string };
}

export const TASKS_UPDATED_FOR_USER: TypedDocumentNode<{ tasksUpdatedForUser: TaskUpdateEvent }, { userId: string }> = gql`
  subscription TasksUpdatedForUser($userId: ID!) {
    tasksUpdatedForUser(userId: $userId) {
      updateType
      taskId
      task {
        _id
        dueDate
      }
    }
  }
`;
