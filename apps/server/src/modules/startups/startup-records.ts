/**
 * The backing shape of the GraphQL `Startup` type (D-107): a startup record loaded per request through a DataLoader
 * over the tenant-bound context. Resolvers hand the type the row they read (at least id and name); a field the row
 * lacks comes from the loader, one batch per tick.
 */
import DataLoader from 'dataloader';
import type { AppContext } from '../../http/context.js';
import { loadStartupRecords, type StartupListItem } from './startups.service.js';

export type StartupRecord = StartupListItem;

/** A startup as a resolver hands it over: id and name always, anything else it happened to read. */
export type StartupSource = Pick<StartupRecord, '_id' | 'name'> & Partial<Omit<StartupRecord, '_id' | 'name'>>;

const loaders = new WeakMap<AppContext, DataLoader<string, StartupRecord | null>>();

function startupLoader(ctx: AppContext): DataLoader<string, StartupRecord | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<string, StartupRecord | null>(async (ids) => {
      const found = new Map((await ctx.data.run((tx) => loadStartupRecords(tx, ids))).map((s) => [s._id, s]));
      return ids.map((id) => found.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

/** A field of the startup: from the row the resolver already holds, else from the request's loader. */
export async function startupField<K extends keyof StartupRecord>(ctx: AppContext, source: StartupSource, key: K): Promise<StartupRecord[K] | null> {
  const held = (source as Partial<StartupRecord>)[key];
  if (held !== undefined) return held;
  const record = await startupLoader(ctx).load(source._id);
  return record ? record[key] : null;
}

/** The startup of this id as the `Startup` type's source (another module's field naming a startup by id), or null. */
export function startupSourceById(ctx: AppContext, id: string): Promise<StartupRecord | null> {
  return startupLoader(ctx).load(id);
}
