/**
 * Bearer token → viewer, remembered for a few seconds (D-79). Resolving a token is a transaction of its own on every
 * request (token, user, role, grants); most requests are reads by the same few signed-in people, so the answer is kept
 * per token for `ttlMs` — never past the token's own expiry, and never for an unknown token.
 *
 * Staleness is bounded by writes, not only by time: any write in a tenant (a GraphQL mutation, a REST call other than
 * GET) drops every cached viewer of that tenant on this instance before its response is sent, and on the other
 * instances through pub/sub. So a logout, a revoked session, a blocked user or a changed role is seen by the very next
 * request. Each tenant has an epoch: a look-up records it before reading the database and its answer is only kept
 * when no write bumped it meanwhile, so a read that raced a write cannot put the old answer back.
 */
import type { Viewer } from './context.js';

export interface ViewerCache {
  /** The viewer of `tokenHash` in the tenant: cached, or read by `load` (and then cached when it is a viewer). */
  resolve(incubatorId: string, tokenHash: string, load: () => Promise<Viewer | null>): Promise<Viewer | null>;
  /** Forgets every viewer of the tenant (called after a write in it, here or on another instance). */
  invalidateTenant(incubatorId: string): void;
  clear(): void;
  readonly size: number;
}

export interface ViewerCacheOptions {
  /** How long an answer is kept; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; when full, the cache starts over (simple and bounded). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  viewer: Viewer;
  generation: number;
  epoch: number;
  expiresAt: number;
}

export function createViewerCache({ ttlMs, maxEntries = 10_000, now = Date.now }: ViewerCacheOptions): ViewerCache {
  const entries = new Map<string, Entry>();
  const epochs = new Map<string, number>();
  /** Bumped by clear(): voids every entry and every look-up in flight at once. */
  let generation = 0;
  const epochOf = (incubatorId: string) => epochs.get(incubatorId) ?? 0;

  return {
    async resolve(incubatorId, tokenHash, load) {
      if (ttlMs <= 0) return load();
      const key = `${incubatorId}:${tokenHash}`;
      const epoch = epochOf(incubatorId);
      const started = generation;
      const hit = entries.get(key);
      if (hit && hit.generation === started && hit.epoch === epoch && hit.expiresAt > now()) return hit.viewer;
      if (hit) entries.delete(key);
      const viewer = await load();
      if (viewer && generation === started && epochOf(incubatorId) === epoch) {
        const tokenExpiry = viewer.tokenExpiresAt ? viewer.tokenExpiresAt.getTime() : Number.POSITIVE_INFINITY;
        const expiresAt = Math.min(now() + ttlMs, tokenExpiry);
        if (expiresAt > now()) {
          if (entries.size >= maxEntries) entries.clear();
          entries.set(key, { viewer, generation: started, epoch, expiresAt });
        }
      }
      return viewer;
    },
    invalidateTenant(incubatorId) {
      epochs.set(incubatorId, epochOf(incubatorId) + 1);
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}
