/** The tag pages of /taxonomy/tags/*, /setup/tags/* and /admin/tags/* (one lazy chunk). */
export { TagsPage } from './TagsPage';
