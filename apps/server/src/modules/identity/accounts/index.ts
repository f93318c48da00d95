/**
 * The public surface of modules/identity/accounts (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './accounts.graphql.js';
import './account-deletion.graphql.js';

export { registerAccountRoutes } from './accounts.routes.js';
export { inviteUser } from './invitations.service.js';
export { renewInvitationInTx } from './invitations.service.js';
// The lead hand-over page (applications, D-300) makes or signs in an account with the same rules and profile task.
export { assertPasswordPolicy } from './password-policy.js';
export { openProfileTask } from './account.service.js';
