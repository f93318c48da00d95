/**
 * The public surface of modules/identity/users (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './current-user.graphql.js';
import './user-admin.graphql.js';
// Registers a user's profile as a kind files can be attached to (files/file-references.ts).
import './user-files.js';

import './current-user.graphql.js';
export { RoleRef, UserRef } from './user.graphql.js';
export { loadUserRecord, primeUserRecord } from './user-records.js';
export type { UserSource } from './user-records.js';
export { loadCurrentUser } from './current-user.service.js';
export type { CurrentUserView } from './current-user.service.js';
export { assertLicenceSeat } from './licences.js';
export { changeRoleInTx } from './user-admin.service.js';
export { onUserRoleChanged } from './role-change-port.js';
