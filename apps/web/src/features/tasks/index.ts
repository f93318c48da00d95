export { TasksButton } from './TasksButton';
export { TasksNavCount } from './TasksNavCount';
export { addTaskRequests } from './addTaskRequests';
export { StartupTasksPanel } from './StartupTasksPanel';
