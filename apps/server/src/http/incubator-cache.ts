/** slug → incubator lookups are on every request: cache them (and misses) for a few seconds. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/contract.js';
import { incubators, type Incubator } from '../db/schema/index.js';

const TTL_MS = 5000;
const MAX_ENTRIES = 1000;

export interface IncubatorLookup {
  bySlug(slug: string): Promise<Incubator | null>;
  clear(): void;
}

export function createIncubatorLookup(db: Database, ttlMs = TTL_MS): IncubatorLookup {
  const cache = new Map<string, { expiresAt: number; value: Promise<Incubator | null> }>();
  return {
    bySlug(slug) {
      const now = Date.now();
      const hit = cache.get(slug);
      if (hit && hit.expiresAt > now) return hit.value;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const value = db.registry(async (tx) => {
        const rows = await tx.select().from(incubators).where(eq(incubators.slug, slug)).limit(1);
        return rows[0] ?? null;
      });
      cache.set(slug, { expiresAt: now + ttlMs, value });
      // A failed lookup must not stay cached.
      value.catch(() => cache.delete(slug));
      return value;
    },
    clear() {
      cache.clear();
    },
  };
}
