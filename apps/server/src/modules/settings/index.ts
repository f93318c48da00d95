/**
 * The public surface of modules/settings (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './settings.graphql.js';

export { IndustryRef } from './settings.graphql.js';

export { clearSlugSpaceDomains } from './custom-domain-sweep.js';
export type { DomainProbe } from './domain-probe.js';
export { publishIncubatorUpdated, watchIncubatorChanges } from './settings.events.js';
