/** Files attached to a startup (referenceType `startup`, D-87): read by who sees the startup, changed by who edits it. */
import { STARTUP_LOGO } from '@hatchery/domain';
import { isUuid } from '../../db/index.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { registerFileReference } from '../files/index.js';
import { loadActor } from '../permissions/index.js';
import { mayManageStartup } from './startup-admin.service.js';
import { mayEditStartup, readStartupAccess } from './startup-access.js';

/** sees; edits (its files: its people, administrators, edit keys); profile (what updateStartupProfile allows). */
async function startupRights(ctx: AppContext, startupId: string): Promise<{ sees: boolean; edits: boolean; profile: boolean }> {
  const viewer = requireViewer(ctx);
  if (!isUuid(startupId)) return { sees: false, edits: false, profile: false };
  const actor = await loadActor(ctx, viewer);
  const access = await ctx.data.run((tx) => readStartupAccess(tx, viewer, actor, startupId));
  if (!access) return { sees: false, edits: false, profile: false };
  const edits = mayEditStartup(viewer, actor, access);
  return { sees: access.sees, edits, profile: edits || mayManageStartup(viewer, actor, access) };
}

registerFileReference('startup', {
  attachable: true,
  canSeeReference: async (ctx, id) => (await startupRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await startupRights(ctx, id)).edits,
});

/**
 * A startup's logo (D-160; the reference id is the startup's): set by whoever may edit its profile — its founders, and
 * the staff who manage it — then chosen with updateStartupProfile(logoFileId). The file itself is public (files).
 */
registerFileReference(STARTUP_LOGO, {
  attachable: true,
  canSeeReference: async (ctx, id) => (await startupRights(ctx, id)).sees,
  canEditReference: async (ctx, id) => (await startupRights(ctx, id)).profile,
});
