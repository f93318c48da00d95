/**
 * Bulk actions and saved views of the applications overview (issue 16 item 3; D-290..D-295), shared by both ends:
 * the actions the bulk bar may offer, the tag kinds an application carries, and the overview's state as a saved view
 * (scope `applications`, flag savedViewsApplications) stores it.
 */
import { z } from 'zod';
import { APPLICATION_QUEUE_STAGES, APPLICATION_SOURCES } from './applications.js';
import { APPLICATION_STATUSES } from './reference.js';
import type { TagKind } from './portfolio.js';

/** What the overview's bulk bar can do; EXPORT is an export job, the others batch jobs (D-290). */
export const APPLICATION_BULK_ACTIONS = ['MOVE_ROUND', 'ASSIGN_EVALUATORS', 'TAG', 'DECIDE', 'EXPORT'] as const;
export type ApplicationBulkAction = (typeof APPLICATION_BULK_ACTIONS)[number];

/** Tag kinds an application can carry (D-292): the catalogue's `application` kind and the general `other`. */
export const APPLICATION_TAG_KINDS: readonly TagKind[] = ['application', 'other'];

/** At most this many evaluators or tags in one bulk request. */
export const APPLICATION_BULK_EVALUATORS_MAX = 20;
export const APPLICATION_BULK_TAGS_MAX = 50;

/** The overview's filters as a saved view keeps them (every field optional: an empty view is "everything"). */
export const applicationViewStateSchema = z.object({
  funnelId: z.guid().optional(),
  roundId: z.guid().optional(),
  statuses: z.array(z.enum(APPLICATION_STATUSES)).max(APPLICATION_STATUSES.length).optional(),
  group: z.enum(['allPending', 'evaluationInProgress']).optional(),
  search: z.string().trim().max(200).optional(),
  sources: z.array(z.enum(APPLICATION_SOURCES)).max(APPLICATION_SOURCES.length).optional(),
  tagIds: z.array(z.guid()).max(APPLICATION_BULK_TAGS_MAX).optional(),
  /** The queue bar's stage (D-386), kept with the other filters (D-495). */
  queue: z.enum(APPLICATION_QUEUE_STAGES).optional(),
});
export type ApplicationViewState = z.infer<typeof applicationViewStateSchema>;
