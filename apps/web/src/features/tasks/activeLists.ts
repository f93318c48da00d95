import type { ApolloClient } from '@apollo/client';
import { NAVBAR_TASKS_OPERATION, STARTUP_TASKS_OPERATION, TASK_LIST_OPERATION } from './documents';

type TaskListName = typeof NAVBAR_TASKS_OPERATION | typeof TASK_LIST_OPERATION | typeof STARTUP_TASKS_OPERATION;

/** Which of the given task lists are on screen: naming one that is not would only log a warning on refetch. */
export function activeTaskLists(client: ApolloClient, names: readonly TaskListName[] = [NAVBAR_TASKS_OPERATION, TASK_LIST_OPERATION, STARTUP_TASKS_OPERATION]): string[] {
  const active = new Set([...client.getObservableQueries('active')].map((query) => query.queryName));
  return names.filter((name) => active.has(name));
}
