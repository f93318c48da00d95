/**
 * Whether the viewer may open a startup's file (`Startup.viewerCanOpenFile`): the same row rule the file's own
 * queries apply (readStartupsAccess), so a page links to a file only when following the link will not be refused.
 * Batched per request: a profile or a list asks for several startups at once in one statement.
 */
import DataLoader from 'dataloader';
import type { AppContext } from '../../http/context.js';
import { loadActor } from '../permissions/index.js';
import { readStartupsAccess } from '../startups/index.js';

const loaders = new WeakMap<AppContext, DataLoader<string, boolean>>();

export function viewerCanOpenStartupFile(ctx: AppContext, startupId: string): Promise<boolean> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve(false);
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, boolean>(async (ids) => {
      const actor = await loadActor(ctx, viewer);
      const access = await ctx.data.run((tx) => readStartupsAccess(tx, viewer, actor, ids));
      const seen = new Set(access.filter((a) => a.sees).map((a) => a.id));
      return ids.map((id) => seen.has(id));
    });
    loaders.set(ctx, loader);
  }
  return loader.load(startupId);
}
