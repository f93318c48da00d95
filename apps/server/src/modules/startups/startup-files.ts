/** Files attached to a startup (referenceType `startup`, D-87): read by who sees the startup, changed by who edits it. */
import { isUuid } from '../../db/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { registerFileReference } from '../files/index.js';
import { loadActor } from '../permissions/index.js';
import { mayEditStartup, readStartupAccess } from './startup-access.js';

async function startupRights(ctx: AppContext, startupId: string): Promise<{ sees: boolean; edits: boolean }> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) return { sees: false, edits: false };
  const actor = await loadActor(ctx, viewer);
  const access = await ctx.data.run((tx) => readStartupAccess(tx, viewer, actor, startupId));
  return access ? { sees: access.sees, edits: mayEditStartup(viewer, actor, access) } : { sees: false, edits: false };
}

registerFileReference('startup', {
  attachable: true,
  canSeeReference: async (ctx, id) => (await startupRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await startupRights(ctx, id)).edits,
});
