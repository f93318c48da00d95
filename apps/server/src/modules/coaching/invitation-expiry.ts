/**
 * The repeating job that expires unanswered invitations and releases the time they held (issue 17 item 2; D-399).
 * Each tenant in its own transaction; one failing tenant is logged and does not stop the others.
 */
import type { Database } from '../../db/contract.js';
import { incubators } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import type { JobRunner } from '../../jobs/index.js';
import type { EffectContext } from '../notifications/index.js';
import { expireInvitations } from './invitations.service.js';

export const INVITATION_EXPIRY_JOB = 'coaching.invitationExpiry';
export const INVITATION_EXPIRY_INTERVAL_MS = 5 * 60_000;

export interface InvitationExpiryDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

export async function runInvitationExpiry(deps: InvitationExpiryDeps, now = new Date()): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let expired = 0;
  for (const incubator of tenants) {
    try {
      expired += await expireInvitations({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) }, now);
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'invitation expiry failed for a tenant');
    }
  }
  return expired;
}

export async function scheduleInvitationExpiry(runner: JobRunner, deps: InvitationExpiryDeps, intervalMs = INVITATION_EXPIRY_INTERVAL_MS): Promise<void> {
  runner.define(INVITATION_EXPIRY_JOB, async () => {
    await runInvitationExpiry(deps);
  });
  await runner.every(INVITATION_EXPIRY_JOB, intervalMs);
}
