/**
 * The public surface of modules/identity/accounts (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './accounts.graphql.js';

export { registerAccountRoutes } from './accounts.routes.js';
export { inviteUser } from './invitations.service.js';
export { renewInvitationInTx } from './invitations.service.js';
