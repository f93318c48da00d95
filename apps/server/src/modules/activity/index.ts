/**
 * The public surface of modules/activity (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './activity.graphql.js';

export { changedFields, recordActivity } from './record-activity.js';
export { ActivityLogEntryRef } from './activity.graphql.js';
