/** The emails area's pages (one lazy chunk, D-584). */
export { EmailsIndexPage } from './EmailsIndexPage';
export { EmailsManagementPage } from './EmailsManagementPage';
export { EmailPage } from './EmailPage';
export { EmailTemplatesPage } from './EmailTemplatesPage';
export { ContentTemplatesPage } from './ContentTemplatesPage';
