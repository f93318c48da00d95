/**
 * The public surface of modules/identity/sso (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './sso.graphql.js';

export type { SsoSettings } from './sso-settings.js';
export { createStateSealer } from './sso-state.js';
export { createSsoSettingsWriter } from './sso-store.js';
export { registerSsoRoutes } from './sso.routes.js';
