/**
 * The public surface of modules/help (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './help.graphql.js';

export { indexHelpArticles } from './help-index.js';
export { markdownToPlainText, searchConfigFor } from './help-files.js';
export { DOC_USER_TYPES } from './help-audience.js';
export type { DocUserType } from './help-audience.js';
