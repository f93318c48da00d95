/**
 * The public surface of modules/startups (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
// Registers a startup as a kind files can be attached to (files/file-references.ts).
import './startup-files.js';
import './startups.graphql.js';
import './startup-admin.graphql.js';

export { mayEditStartup, readStartupAccess, readStartupsAccess, seesWithoutRead } from './startup-access.js';
export type { StartupAccess } from './startup-access.js';
export { ProgramRef, StartupRef, startupDetailsVisible } from './startups.graphql.js';
export { startupField, startupSourceById } from './startup-records.js';
export type { StartupSource } from './startup-records.js';
export { startupsPolicy } from './startups.policy.js';
export { mayManageStartup, requireStartup, setStartupArchivedInTx } from './startup-admin.service.js';
export { notifyStartupProfileChanged, onStartupProfileChanged } from './startup-profile-port.js';
