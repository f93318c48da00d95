/**
 * What the startup file's tabs need to know before they draw (issue 14 item 4): the startup (name, for a task's
 * first assignee and the export's title), whether the viewer may change it, and which gated tabs are usable here —
 * the plan gate of startup documents and the milestones flag. NotFound when the viewer does not see the startup.
 */
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { isUuid } from '../../db/index.js';
import type { AppContext } from '../../http/context.js';
import { featureIsOn, planFeatureIsOn } from '../milestones/index.js';
import { loadActor } from '../permissions/index.js';
import { mayEditStartup, readStartupAccess } from '../startups/index.js';

export interface StartupFileSummary {
  startup: { _id: string; name: string };
  viewerCanEdit: boolean;
  documentsAvailable: boolean;
  milestonesAvailable: boolean;
}

export async function startupFileSummary(ctx: AppContext, startupId: string): Promise<StartupFileSummary> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  return ctx.data.run(async (tx) => {
    const access = await readStartupAccess(tx, viewer, actor, startupId);
    if (!access?.sees) throw notFoundError('Startup not found');
    return {
      startup: { _id: access.id, name: access.name },
      viewerCanEdit: mayEditStartup(viewer, actor, access),
      documentsAvailable: await planFeatureIsOn(tx, 'startupDocuments'),
      milestonesAvailable: await featureIsOn(tx, 'milestones'),
    };
  });
}
