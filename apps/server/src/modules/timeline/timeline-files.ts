/**
 * Files attached to a timeline post (referenceType `timelineItem`, D-87): read by whoever may read the post (a private
 * note only by its audience), changed by its author or an administrator. Files join a post only when it is written
 * (createTimelineEvent's attachmentIds), which also records them in timeline_event_attachments.
 */
import { registerFileReference } from '../files/index.js';
import { TIMELINE_ITEM_REFERENCE, timelineItemRights } from './timeline.service.js';

registerFileReference(TIMELINE_ITEM_REFERENCE, {
  attachable: false,
  canSeeReference: async (ctx, id) => (await timelineItemRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await timelineItemRights(ctx, id)).edits,
});
