/**
 * startupAbilities: what the viewer may do with one startup's file — read and write its timeline, see its metrics —
 * answered by the very rule functions the timeline and metrics services enforce (D-92), so a page can show a
 * "no access" state or hide an action instead of offering what the server would refuse.
 */
import { isUuid } from '../../db/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { mayViewStartupMetrics } from '../metrics/index.js';
import { loadActor } from '../permissions/index.js';
import { timelineRights } from './timeline.service.js';
import { readStartupAccess } from '../startups/index.js';

export interface StartupAbilities {
  startupId: string;
  viewerCanSeeTimeline: boolean;
  viewerCanPostOnTimeline: boolean;
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
  viewerCanSeeMetrics: boolean;
}

/** NotFound for an id that names no startup of this tenant; a startup the viewer does not see answers all false. */
export async function startupAbilities(ctx: AppContext, startupId: string): Promise<StartupAbilities> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) throw notFoundError('Startup not found');
  const actor = await loadActor(ctx, viewer);
  const startup = await ctx.data.run((tx) => readStartupAccess(tx, viewer, actor, startupId));
  if (!startup) throw notFoundError('Startup not found');
  const timeline = timelineRights(viewer, actor, startup);
  return {
    startupId: startup.id,
    viewerCanSeeTimeline: timeline.sees,
    viewerCanPostOnTimeline: timeline.canPost,
    viewerCanPostPrivate: timeline.canSeePrivate,
    viewerCanPin: timeline.canPin,
    viewerCanSeeMetrics: mayViewStartupMetrics(actor, startup.id, startup.member),
  };
}
