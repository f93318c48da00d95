/** The live chat's pages (one lazy chunk, D-592). */
export { ChatPage } from './ChatPage';
export { ChatManagementPage } from './ChatManagementPage';
