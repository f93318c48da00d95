/**
 * Files of file resources (referenceType `resource`, D-87, D-582): read by whoever sees the resource's section,
 * changed by staff. A file joins a resource only when the resource is written (createResource / updateResource's
 * fileId), so the attachment API cannot move files in or out.
 */
import { isInRoleGroup } from '@hatchery/domain';
import { registerFileReference } from '../files/index.js';
import { RESOURCE_REFERENCE } from './resource-editing.service.js';
import { viewerSeesResource } from './resources.service.js';

registerFileReference(RESOURCE_REFERENCE, {
  attachable: false,
  canSeeReference: (ctx, id) => viewerSeesResource(ctx, id),
  canEditReference: async (ctx, id) => !!ctx.viewer && isInRoleGroup(ctx.viewer.roleType, 'staff') && (await viewerSeesResource(ctx, id)),
});
