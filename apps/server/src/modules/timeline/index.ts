/**
 * The public surface of modules/timeline (D-109): what other modules, app.ts, the schema assembly, the seed and
 * the jobs may use. Anything not exported here is the module's own; lint refuses a deep import from outside.
 */
import './startup-abilities.graphql.js';
// Registers the startup timeline as a kind files can be attached to (files/file-references.ts).
import './timeline-files.js';
import './timeline.graphql.js';
// Registers the timeline as the writer metrics posts through (metrics/timeline-port.ts).
import './timeline-write.js';

export type { DataEntryPayload, TimelineItemInput } from './timeline-write.js';

export { TimelineEventKindEnum, TimelineItemRef } from './timeline.graphql.js';
export { listTimelineAcross } from './timeline.service.js';
export { upsertTimelineItem } from './timeline-write.js';
// Events write attendance posts (D-482) in their own transaction.
export { deleteTimelineItemBySource, insertTimelineItem } from './timeline-write.js';
export type { TimelineFeedPage } from './timeline.service.js';
export type { TimelineItemView } from './timeline-views.js';
