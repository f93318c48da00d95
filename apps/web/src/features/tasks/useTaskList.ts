import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { TASK_LIST, type Task, type TaskQueryOptions } from './documents';

export const TASK_PAGE_SIZE = 20;

export interface TaskListState {
  tasks: Task[];
  totalCount: number;
  hasMore: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: unknown;
  loadMore: () => Promise<void>;
}

/** A /tasks page's list: the first page, then "load more" through the `next` cursor, appended (TSK-08). */
export function useTaskList(queryOptions: TaskQueryOptions): TaskListState {
  const { data, loading, error, fetchMore } = useQuery(TASK_LIST, {
    variables: { queryOptions, limit: TASK_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.tasks;
  const next = page?.next ?? null;
  const loadMore = useCallback(async () => {
    if (!next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: next },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.tasks.results.map((task) => task._id));
          return {
            tasks: {
              ...fetchMoreResult.tasks,
              results: [...previous.tasks.results, ...fetchMoreResult.tasks.results.filter((task) => !seen.has(task._id))],
            },
          };
        },
      });
    } finally {
      setLoadingMore(false);
    }
  }, [fetchMore, next]);
  return {
    tasks: page?.results ?? [],
    totalCount: page?.totalCount ?? 0,
    hasMore: next !== null,
    loading: loading && !page,
    loadingMore,
    error,
    loadMore,
  };
}
