/**
 * At start (D-84): a custom domain, verified or pending, that the slug rule owns under the current configuration —
 * PUBLIC_URL or API_HOSTS may have changed, or it dates from before verification existed — is removed, so it can
 * neither build links into another tenant's address nor be verified later. The routing ignores such hosts anyway.
 */
import { isSlugSpaceHost } from '@hatchery/domain';
import { eq, isNotNull, or } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/contract.js';
import { incubators } from '../../db/schema/index.js';
import { slugSpaceOf } from '../../http/tenant-origins.js';

interface SweepLog {
  warn(details: object, message: string): void;
}

/** Returns the slugs of the organisations whose domain was removed. */
export async function clearSlugSpaceDomains(db: Database, config: Pick<AppConfig, 'publicUrl' | 'apiHosts'>, log: SweepLog): Promise<string[]> {
  const space = slugSpaceOf(config);
  return db.registry(async (tx) => {
    const rows = await tx
      .select({ id: incubators.id, slug: incubators.slug, customDomain: incubators.customDomain, pendingCustomDomain: incubators.pendingCustomDomain })
      .from(incubators)
      .where(or(isNotNull(incubators.customDomain), isNotNull(incubators.pendingCustomDomain)));
    const cleared: string[] = [];
    for (const row of rows) {
      const verified = row.customDomain !== null && isSlugSpaceHost(row.customDomain, space);
      const pending = row.pendingCustomDomain !== null && isSlugSpaceHost(row.pendingCustomDomain, space);
      if (!verified && !pending) continue;
      await tx
        .update(incubators)
        .set({
          ...(verified ? { customDomain: null, customDomainVerifiedAt: null } : {}),
          ...(pending ? { pendingCustomDomain: null, customDomainToken: null, customDomainRequestedAt: null } : {}),
        })
        .where(eq(incubators.id, row.id));
      log.warn({ incubator: row.slug, customDomain: verified ? row.customDomain : undefined, pendingCustomDomain: pending ? row.pendingCustomDomain : undefined }, 'custom domain inside the slug space removed');
      cleared.push(row.slug);
    }
    return cleared;
  });
}
