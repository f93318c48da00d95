/**
 * Per-user event channels (`t:<incubatorId>:user:<userId>:<topic>`) and the check run before each event is sent:
 * the subscriber is still an active user of the tenant and the token the socket signed in with is still valid.
 */
import { BLOCKED_STATUSES } from '@hatchery/domain';
import { and, eq, gt, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { tenantChannel } from '../../realtime/pubsub.js';

export type UserTopic = 'notifications' | 'tasks' | 'chat';

export function userChannel(incubatorId: string, userId: string, topic: UserTopic): string {
  return tenantChannel(incubatorId, `user:${userId}:${topic}`);
}

interface PendingCheck {
  ctx: Pick<AppContext, 'data'>;
  viewer: Viewer;
  resolve: (allowed: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Checks queued in the same tick are answered by one query per tenant: an event fanned out to 1,000 subscribers of
 * a process costs a handful of queries, not 1,000 transactions.
 */
let queue: PendingCheck[] = [];

async function runChecks(batch: PendingCheck[]): Promise<void> {
  const byTenant = new Map<string, PendingCheck[]>();
  for (const check of batch) byTenant.set(check.ctx.data.incubatorId, [...(byTenant.get(check.ctx.data.incubatorId) ?? []), check]);
  await Promise.all(
    [...byTenant.values()].map(async (checks) => {
      try {
        const tokenIds = [...new Set(checks.map((c) => c.viewer.tokenId))];
        const rows = await checks[0]!.ctx.data.run((tx) =>
          tx
            .select({ userId: users.id, tokenId: authTokens.id })
            .from(users)
            .innerJoin(authTokens, and(eq(authTokens.incubatorId, users.incubatorId), eq(authTokens.userId, users.id)))
            .where(
              and(
                inArray(authTokens.id, tokenIds),
                notInArray(users.status, [...BLOCKED_STATUSES]),
                isNull(authTokens.revokedAt),
                or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, new Date())),
              ),
            ),
        );
        const live = new Set(rows.map((r) => `${r.userId}:${r.tokenId}`));
        for (const c of checks) c.resolve(live.has(`${c.viewer.userId}:${c.viewer.tokenId}`));
      } catch (error) {
        for (const c of checks) c.reject(error);
      }
    }),
  );
}

/** True while the viewer's user may still sign in (not deleted, deactivated, archived or denied) and their token is valid. */
export function subscriberStillAllowed(ctx: Pick<AppContext, 'data'>, viewer: Viewer): Promise<boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ ctx, viewer, resolve, reject });
    if (queue.length === 1) {
      setImmediate(() => {
        const batch = queue;
        queue = [];
        void runChecks(batch);
      });
    }
  });
}
