/** Writes a tenant's SSO settings to the registry row and drops the cached incubator so the change shows at once. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/contract.js';
import { incubators } from '../../../db/schema/index.js';
import type { IncubatorLookup } from '../../../http/incubator-cache.js';
import type { SsoSettings } from './sso-settings.js';

export function createSsoSettingsWriter(db: Database, lookup: IncubatorLookup) {
  return async (incubatorId: string, settings: SsoSettings): Promise<void> => {
    await db.registry((tx) => tx.update(incubators).set({ ssoConfig: settings }).where(eq(incubators.id, incubatorId)));
    lookup.clear();
  };
}
