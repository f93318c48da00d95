/**
 * The public surface of modules/identity/auth (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './auth.graphql.js';

export { registerAuthRoutes } from './auth.routes.js';
export { issueToken, resolveViewer } from './auth.service.js';
