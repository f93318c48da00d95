/**
 * The public surface of modules/roles (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './roles.graphql.js';

export { RoleTypeEnum, StartupAccessRef, UserAccessRef, type StartupAccessView, type UserAccessView } from './roles.graphql.js';
