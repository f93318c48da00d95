export { TasksButton } from './TasksButton';
export { TasksNavCount } from './TasksNavCount';
export { addTaskRequests } from './addTaskRequests';
