import { NAVBAR_TASK_PAGE_SIZE } from '@hatchery/domain';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NAVBAR_TASKS, TASKS_UPDATED_FOR_USER, type Task, type TaskListPage, type TaskListVariables, type TaskUpdateEvent } from './documents';
import { endOfTomorrow } from './taskDates';
import { liveCount } from './taskCount';

/** TSK-08, TSK-11: the navbar query — the viewer's approved pending tasks due by the end of tomorrow, 15 of them. */
export function navbarVariables(cutoff: Date): TaskListVariables {
  return {
    queryOptions: { before: cutoff.toISOString(), approvalStatus: 'APPROVED', completionStatus: 'PENDING' },
    limit: NAVBAR_TASK_PAGE_SIZE,
  };
}

/** The cut-off moves on at midnight: checked every minute. */
function useEndOfTomorrow(): Date {
  const [cutoff, setCutoff] = useState(() => endOfTomorrow(new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = endOfTomorrow(new Date());
      setCutoff((current) => (current.getTime() === next.getTime() ? current : next));
    }, 60_000);
    return () => clearInterval(timer);
  }, []);
  return cutoff;
}

export interface NavbarTasks {
  tasks: Task[];
  count: number;
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The navbar list and its live count (TSK-09, TSK-10, TSK-12): each tasksUpdatedForUser event adjusts the count at
 * once (liveCount), then the list is fetched again, whose totalCount replaces the adjusted one.
 */
export function useNavbarTasks(userId: string | null): NavbarTasks {
  const cutoff = useEndOfTomorrow();
  const variables = useMemo(() => navbarVariables(cutoff), [cutoff]);
  const query = useQuery(NAVBAR_TASKS, { variables, skip: !userId, fetchPolicy: 'cache-and-network' });
  const list = query.data?.tasks;
  const { refetch } = query;
  // Events received since `list` was loaded; a new list (or a settled refetch) starts over.
  const [received, setReceived] = useState<{ list: TaskListPage | undefined; events: TaskUpdateEvent[] }>({ list: undefined, events: [] });
  const listRef = useRef(list);
  const generation = useRef(0);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  const refresh = useCallback(() => {
    const mine = generation.current;
    refetch().then(
      () => {
        // The server's totalCount now holds every event up to this one.
        if (generation.current === mine) setReceived({ list: undefined, events: [] });
      },
      () => undefined,
    );
  }, [refetch]);

  useSubscription(TASKS_UPDATED_FOR_USER, {
    variables: { userId: userId ?? '' },
    skip: !userId,
    onData: ({ data }) => {
      const event = data.data?.tasksUpdatedForUser;
      if (!event) return;
      generation.current += 1;
      const current = listRef.current;
      setReceived((prev) => ({ list: current, events: prev.list === current ? [...prev.events, event] : [event] }));
      refresh();
    },
  });

  const events = received.list === list ? received.events : [];
  const count = list ? liveCount(list.totalCount, list.results.map((t) => t._id), events, cutoff).count : 0;
  return { tasks: list?.results ?? [], count, loading: query.loading && !list, error: query.error, refetch: refresh };
}
