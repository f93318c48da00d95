/**
 * The per-request loaders of an application's funnel, round and submission (the `Application` type's fields). The
 * overview primes the funnel and round loaders from its page statement (D-532), so a page of 25 rows asks the database
 * once, not three times.
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { formSubmissions, funnelRounds, funnels, type FormSubmission, type Funnel, type FunnelRound } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';

export interface ApplicationLoaders {
  funnels: DataLoader<string, Funnel | null>;
  rounds: DataLoader<string, FunnelRound | null>;
  submissions: DataLoader<string, FormSubmission | null>;
}

const loaders = new WeakMap<AppContext, ApplicationLoaders>();

export function applicationLoaders(ctx: AppContext): ApplicationLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      funnels: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(funnels).where(inArray(funnels.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      rounds: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(funnelRounds).where(inArray(funnelRounds.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
      submissions: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select().from(formSubmissions).where(inArray(formSubmissions.id, [...ids])));
        return ids.map((id) => rows.find((r) => r.id === id) ?? null);
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}
