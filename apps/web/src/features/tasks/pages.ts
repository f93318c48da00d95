/** The /tasks pages (one lazy chunk). */
export { TasksPage } from './TasksPage';
export { TasksStartupsPage, TasksUsersPage } from './TasksByOwnerPage';
