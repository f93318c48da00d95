/**
 * What the viewer may do in the mentor directory (D-170): the page shows only these actions, and roles that may not
 * read it get the no-access state. Every answer runs the rule objects the operations enforce (`mentorsPolicy`, the
 * tags list rule, the row-level check of `mayEditConnections`), so the page cannot offer what the server refuses.
 */
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { accessAllows, can, isAdminGroup, loadActor, type Actor } from '../permissions/index.js';
import { tagsPolicy } from '../tags/index.js';
import { mentorsPolicy } from './mentors.policy.js';

export interface MentorsAbilities {
  viewerCanReadDirectory: boolean;
  viewerCanAssign: boolean;
  viewerCanEditProfiles: boolean;
  viewerCanListSkills: boolean;
}

export async function mentorsAbilities(ctx: AppContext): Promise<MentorsAbilities> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const reads = accessAllows(mentorsPolicy.mentors, viewer, actor);
  // Nothing is offered on a page the viewer may not read, whatever else their role holds.
  return {
    viewerCanReadDirectory: reads,
    viewerCanAssign: reads && accessAllows(mentorsPolicy.assignMentor, viewer, actor),
    viewerCanEditProfiles: reads && accessAllows(mentorsPolicy.setMentorProfile, viewer, actor),
    viewerCanListSkills: reads && accessAllows(tagsPolicy.tags, viewer, actor),
  };
}

/**
 * The row-level half of assignMentor / unassignMentor: the field's rule lets the viewer in, and the startup is one
 * whose connections they may change (the admin group, or STARTUP:CONNECTIONS_EDIT for it — criterion assigned: one of
 * their own startups).
 */
export function mayEditConnections(viewer: Viewer, actor: Actor, startupId: string): boolean {
  if (!accessAllows(mentorsPolicy.unassignMentor, viewer, actor)) return false;
  return isAdminGroup(viewer.roleType) || can(actor, 'STARTUP:CONNECTIONS_EDIT', { startupIds: [startupId] });
}

/** viewerCanUnassign of one assignment in the directory. */
export async function viewerMayUnassign(ctx: AppContext, startupId: string): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return false;
  return mayEditConnections(viewer, await loadActor(ctx, viewer), startupId);
}
