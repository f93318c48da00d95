/** Who may call the timeline operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/index.js';

export const timelinePolicy = {
  startupTimeline: authenticated("the startup's people and roles that see it; private items with TIMELINE:PRIVATE_COMMENT"),
  createTimelineEvent: authenticated('who sees the timeline; private posts with TIMELINE:PRIVATE_COMMENT'),
  updateTimelineEvent: authenticated('the author or an administrator; pinning with TIMELINE:PRIVATE_COMMENT'),
  deleteTimelineEvent: authenticated('the author or an administrator'),
} as const;
