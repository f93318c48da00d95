import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { DELETE_TASK, NAVBAR_TASKS_OPERATION, STARTUP_TASKS_OPERATION, UPDATE_TASK_DONE, type Task } from './documents';
import { activeTaskLists } from './activeLists';
import { optimisticToggle } from './optimistic';

/**
 * TSK-05: the viewer ticks or un-ticks their own flag; the list shows the answer at once (optimisticResponse) and
 * rolls back with an error alert when the server refuses. The navbar list is fetched again (TSK-12).
 */
export function useToggleTask(): (task: Task, done: boolean) => Promise<void> {
  const viewer = useCurrentUser();
  const toText = useErrorText();
  const client = useApolloClient();
  const [mutate] = useMutation(UPDATE_TASK_DONE);
  const viewerId = viewer?._id ?? null;
  return useCallback(
    async (task: Task, done: boolean) => {
      if (!viewerId) return;
      try {
        await mutate({
          variables: { taskId: task._id, assigneeId: viewerId, done },
          optimisticResponse: { updateTaskDone: optimisticToggle(task, viewerId, done) },
          refetchQueries: activeTaskLists(client, [NAVBAR_TASKS_OPERATION, STARTUP_TASKS_OPERATION]),
        });
      } catch (error) {
        alerts.error(toText(error));
      }
    },
    [client, mutate, viewerId, toText],
  );
}

function isTaskListPage(value: unknown): value is { results: readonly unknown[]; totalCount: number } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { results?: unknown }).results) && typeof (value as { totalCount?: unknown }).totalCount === 'number';
}

/** TSK-23: deleteTask, then the task leaves every list in the cache (TSK-12). Resolves true when it was deleted. */
export function useDeleteTask(): { remove: (task: Task) => Promise<boolean>; deleting: boolean } {
  const { t } = useTranslation('tasks');
  const toText = useErrorText();
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(DELETE_TASK);
  const remove = useCallback(
    async (task: Task) => {
      try {
        await mutate({
          variables: { taskId: task._id },
          update(cache) {
            const id = cache.identify({ __typename: 'Task', _id: task._id });
            // Every list that held the task counts one less, then the task leaves the cache (and so every list).
            cache.modify({
              fields: {
                tasks(existing: unknown, { readField, isReference }) {
                  if (!isTaskListPage(existing)) return existing;
                  const held = existing.results.some((ref) => isReference(ref) && readField('_id', ref) === task._id);
                  return held ? { ...existing, totalCount: Math.max(0, existing.totalCount - 1) } : existing;
                },
              },
            });
            cache.evict({ id });
            cache.gc();
          },
          refetchQueries: activeTaskLists(client, [NAVBAR_TASKS_OPERATION, STARTUP_TASKS_OPERATION]),
        });
        alerts.success(t('delete.done'));
        return true;
      } catch (error) {
        alerts.error(toText(error));
        return false;
      }
    },
    [client, mutate, t, toText],
  );
  return { remove, deleting: loading };
}
