import { StartupTasksPanel } from '../tasks';
import { StartupFileTab } from './StartupFileTab';

/** /startup/:id/file/tasks: the startup's tasks (overdue, today, future) and "Add task" for it. */
export function StartupTasksPage() {
  return (
    <StartupFileTab testId="startup-tasks-page">
      {(summary) => <StartupTasksPanel startup={summary.startup} />}
    </StartupFileTab>
  );
}
