/**
 * Per-user event channels (`t:<incubatorId>:user:<userId>:<topic>`) and the check run before each event is sent:
 * the subscriber is still an active user of the tenant and the token the socket signed in with is still valid.
 */
import { and, eq, gt, isNull, notInArray, or } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { tenantChannel } from '../../realtime/pubsub.js';
import { BLOCKED_STATUSES } from '../auth/auth.service.js';

export type UserTopic = 'notifications' | 'tasks';

export function userChannel(incubatorId: string, userId: string, topic: UserTopic): string {
  return tenantChannel(incubatorId, `user:${userId}:${topic}`);
}

/** True while the viewer's user may still sign in (not deleted, deactivated, archived or denied) and their bearer token is neither revoked nor expired. */
export async function subscriberStillAllowed(ctx: Pick<AppContext, 'data'>, viewer: Viewer): Promise<boolean> {
  const [row] = await ctx.data.run((tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(authTokens, and(eq(authTokens.incubatorId, users.incubatorId), eq(authTokens.userId, users.id)))
      .where(
        and(
          eq(users.id, viewer.userId),
          notInArray(users.status, [...BLOCKED_STATUSES]),
          eq(authTokens.id, viewer.tokenId),
          isNull(authTokens.revokedAt),
          or(isNull(authTokens.expiresAt), gt(authTokens.expiresAt, new Date())),
        ),
      )
      .limit(1),
  );
  return row !== undefined;
}
