/** slug / custom domain → incubator lookups are on every request: cache them (and misses) for a few seconds. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/contract.js';
import { incubators, type Incubator } from '../db/schema/index.js';

const TTL_MS = 5000;
const MAX_ENTRIES = 1000;

export interface IncubatorLookup {
  bySlug(slug: string): Promise<Incubator | null>;
  /** The tenant whose verified custom domain is this host name (normalised: lower case, no port), else null. */
  byCustomDomain(hostname: string): Promise<Incubator | null>;
  clear(): void;
}

export function createIncubatorLookup(db: Database, ttlMs = TTL_MS): IncubatorLookup {
  const cache = new Map<string, { expiresAt: number; value: Promise<Incubator | null> }>();
  // `where` is built only on a miss: a hit (nearly every request) builds no SQL.
  const cached = (key: string, where: () => SQL): Promise<Incubator | null> => {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (cache.size >= MAX_ENTRIES) cache.clear();
    const value = db.registry(async (tx) => {
      const rows = await tx.select().from(incubators).where(where()).limit(1);
      return rows[0] ?? null;
    });
    cache.set(key, { expiresAt: now + ttlMs, value });
    // A failed lookup must not stay cached.
    value.catch(() => cache.delete(key));
    return value;
  };
  return {
    bySlug: (slug) => cached(`slug:${slug}`, () => eq(incubators.slug, slug)),
    // lower(): the form of the unique index, which this lookup uses.
    byCustomDomain: (hostname) => cached(`domain:${hostname}`, () => sql`lower(${incubators.customDomain}) = ${hostname}`),
    clear() {
      cache.clear();
    },
  };
}
