/** The resource library's pages (one lazy chunk). */
export { ResourcesPage } from './ResourcesPage';
export { ResourceSectionPage } from './ResourceSectionPage';
export { ResourcePage } from './ResourcePage';
