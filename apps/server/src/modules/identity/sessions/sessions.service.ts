/**
 * Server sessions (D1 §4, GAP-01, GAP-02): one per signed-in browser, bound to its bearer token, refreshed by
 * upsertSession every 30 s and capped per user by incubators.max_sessions_per_user. A session ends as
 * replaced, logged_out or expired (idle or absolute lifetime, applied lazily whenever the user's sessions are
 * touched). Ending a session revokes the bearer token bound to it — unless that token is the caller's own or
 * still holds another active session — so an ended browser cannot carry on; and once the transaction has
 * committed, `sessionLoggedOut` is published on the session's tenant channel.
 */
import { ERROR_CODES } from '@hatchery/domain';
import { and, desc, eq, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/contract.js';
import { isUuid } from '../../../db/index.js';
import { authTokens, users, userSessions, type UserSession } from '../../../db/schema/index.js';
import { AppError, IDENTITY_ERROR_CODES, notFoundError } from '../../../core/errors.js';
import type { AppContext, Viewer } from '../../../http/context.js';
import { requireViewer } from '../../../core/viewer.js';
import { tenantChannel } from '../../../realtime/pubsub.js';

export type SessionEndReason = 'replaced' | 'logged_out' | 'expired' | 'deactivated';

export interface EndedSession {
  sessionId: string;
  reason: SessionEndReason;
}

/** The payload of the sessionLoggedOut subscription. */
export interface SessionLoggedOutEvent {
  sessionId: string;
  reason: SessionEndReason;
}

export interface SessionView {
  _id: string;
  status: string;
  userAgent: string | null;
  lastActivityAt: Date;
  createdAt: Date;
  current: boolean;
}

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteDays: number;
}

export const DEFAULT_MAX_SESSIONS = 5;

export function sessionChannel(incubatorId: string, sessionId: string): string {
  return tenantChannel(incubatorId, `session:${sessionId}`);
}

export function maxSessionsReachedError(max: number): AppError {
  return new AppError(
    IDENTITY_ERROR_CODES.maxSessionsReached,
    `You are signed in on the maximum number of devices (${max}). Choose a session to end.`,
    409,
  );
}

function lifetimesOf(ctx: AppContext): SessionLifetimes {
  return { idleMinutes: ctx.services.config.sessionIdleMinutes, absoluteDays: ctx.services.config.sessionAbsoluteDays };
}

function toView(session: UserSession, viewer: Viewer): SessionView {
  return {
    _id: session.id,
    status: session.status,
    userAgent: session.userAgent,
    lastActivityAt: session.lastActivityAt,
    createdAt: session.createdAt,
    current: session.authTokenId === viewer.tokenId,
  };
}

const statusFor = (reason: SessionEndReason) => (reason === 'deactivated' ? 'logged_out' : reason);

/**
 * Ends the active sessions matching `where` and revokes their bearer tokens, except `keepTokenId` and tokens
 * that still hold another active session. Runs inside the caller's transaction; publish afterwards.
 */
export async function endSessions(tx: Tx, where: SQL, reason: SessionEndReason, keepTokenId: string | null = null): Promise<EndedSession[]> {
  const ended = await tx
    .update(userSessions)
    .set({ status: statusFor(reason) })
    .where(and(eq(userSessions.status, 'active'), where))
    .returning({ id: userSessions.id, authTokenId: userSessions.authTokenId });
  const tokenIds = [...new Set(ended.map((s) => s.authTokenId).filter((id): id is string => id !== null && id !== keepTokenId))];
  if (tokenIds.length > 0) {
    const stillHeld = tx
      .select({ id: userSessions.authTokenId })
      .from(userSessions)
      .where(and(eq(userSessions.status, 'active'), inArray(userSessions.authTokenId, tokenIds)));
    await tx
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(inArray(authTokens.id, tokenIds), isNull(authTokens.revokedAt), notInArray(authTokens.id, stillHeld)));
  }
  return ended.map((s) => ({ sessionId: s.id, reason }));
}

/** Marks the user's sessions past their idle or absolute lifetime as expired. */
export function expireStaleSessions(tx: Tx, userId: string, lifetimes: SessionLifetimes): Promise<EndedSession[]> {
  return endSessions(
    tx,
    and(
      eq(userSessions.userId, userId),
      or(
        lt(userSessions.lastActivityAt, sql`now() - make_interval(mins => ${lifetimes.idleMinutes})`),
        lt(userSessions.createdAt, sql`now() - make_interval(days => ${lifetimes.absoluteDays})`),
      ),
    )!,
    'expired',
  );
}

/** Every active session of the user ends (password reset, deactivation), or all but the caller's token's. */
export function endUserSessions(tx: Tx, userId: string, reason: SessionEndReason, keepTokenId: string | null = null): Promise<EndedSession[]> {
  const where = keepTokenId
    ? and(eq(userSessions.userId, userId), or(isNull(userSessions.authTokenId), ne(userSessions.authTokenId, keepTokenId)))!
    : eq(userSessions.userId, userId);
  return endSessions(tx, where, reason, keepTokenId);
}

/** Publishes sessionLoggedOut for each ended session. Call after the transaction committed; never throws. */
export async function publishSessionEnds(ctx: Pick<AppContext, 'services' | 'log' | 'incubator'>, ended: readonly EndedSession[]): Promise<void> {
  await Promise.all(
    ended.map(async (e) => {
      const event: SessionLoggedOutEvent = { sessionId: e.sessionId, reason: e.reason };
      try {
        await ctx.services.pubsub.publish(sessionChannel(ctx.incubator.id, e.sessionId), event);
      } catch (error) {
        ctx.log.error({ err: error, sessionId: e.sessionId }, 'could not publish sessionLoggedOut');
      }
    }),
  );
}

/** Serialises session changes of one user (the limit check and the insert must not interleave). */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function ownSession(tx: Tx, userId: string, sessionId: string | null | undefined): Promise<UserSession | null> {
  if (!isUuid(sessionId)) return null;
  const [row] = await tx
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

async function tokenIsLive(tx: Tx, tokenId: string): Promise<boolean> {
  const [row] = await tx.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
  return row !== undefined;
}

async function refresh(tx: Tx, session: UserSession, viewer: Viewer): Promise<UserSession> {
  const [row] = await tx
    .update(userSessions)
    .set({ lastActivityAt: sql`now()`, authTokenId: viewer.tokenId })
    .where(eq(userSessions.id, session.id))
    .returning();
  return row ?? session;
}

export interface UpsertSessionInput {
  sessionId?: string | null | undefined;
  replaceSessionId?: string | null | undefined;
}

type UpsertOutcome =
  | { kind: 'session'; session: UserSession; ended: EndedSession[] }
  | { kind: 'ended'; ended: EndedSession[] }
  | { kind: 'limit'; max: number; ended: EndedSession[] };

/**
 * Creates (no sessionId) or refreshes the caller's server session. The caller's token has at most one
 * active session, which a call without sessionId refreshes. At the limit: MaxSessionsReached, unless
 * replaceSessionId names one of the caller's active sessions, which then ends as `replaced`.
 * A sessionId of the caller's that has ended (or whose token an expiry just revoked) → AuthenticationRequired.
 */
export async function upsertSession(ctx: AppContext, input: UpsertSessionInput): Promise<SessionView> {
  const viewer = requireViewer(ctx);
  const max = ctx.incubator.maxSessionsPerUser > 0 ? ctx.incubator.maxSessionsPerUser : DEFAULT_MAX_SESSIONS;
  const outcome = await ctx.data.run(async (tx): Promise<UpsertOutcome> => {
    await lockUser(tx, viewer.userId);
    const ended = await expireStaleSessions(tx, viewer.userId, lifetimesOf(ctx));
    if (ended.length > 0 && !(await tokenIsLive(tx, viewer.tokenId))) return { kind: 'ended', ended };

    const named = await ownSession(tx, viewer.userId, input.sessionId);
    if (named && named.status !== 'active') return { kind: 'ended', ended };
    if (named) return { kind: 'session', session: await refresh(tx, named, viewer), ended };

    const [held] = await tx
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, viewer.userId), eq(userSessions.status, 'active'), eq(userSessions.authTokenId, viewer.tokenId)))
      .orderBy(desc(userSessions.lastActivityAt))
      .limit(1);
    if (held) return { kind: 'session', session: await refresh(tx, held, viewer), ended };

    const toReplace = await ownSession(tx, viewer.userId, input.replaceSessionId);
    let replaced = false;
    if (toReplace?.status === 'active') {
      ended.push(...(await endSessions(tx, eq(userSessions.id, toReplace.id), 'replaced', viewer.tokenId)));
      replaced = true;
    }
    if (!replaced) {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(userSessions)
        .where(and(eq(userSessions.userId, viewer.userId), eq(userSessions.status, 'active')));
      if ((count?.n ?? 0) >= max) return { kind: 'limit', max, ended };
    }
    const [token] = await tx.select({ userAgent: authTokens.userAgent }).from(authTokens).where(eq(authTokens.id, viewer.tokenId));
    const [created] = await tx
      .insert(userSessions)
      .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, authTokenId: viewer.tokenId, userAgent: token?.userAgent ?? null })
      .returning();
    if (!created) throw new Error('session insert returned nothing');
    return { kind: 'session', session: created, ended };
  });
  await publishSessionEnds(ctx, outcome.ended);
  if (outcome.kind === 'limit') throw maxSessionsReachedError(outcome.max);
  if (outcome.kind === 'ended') {
    throw new AppError(ERROR_CODES.authenticationRequired, 'This session has ended. Please sign in again.', 401);
  }
  return toView(outcome.session, viewer);
}

/** Ends one of the caller's own sessions (idempotent); another user's or an unknown id → NotFound. */
export async function logoutSession(ctx: AppContext, sessionId: string): Promise<boolean> {
  const viewer = requireViewer(ctx);
  const ended = await ctx.data.run(async (tx) => {
    const session = await ownSession(tx, viewer.userId, sessionId);
    if (!session) throw notFoundError('Session not found');
    return endSessions(tx, eq(userSessions.id, session.id), 'logged_out', viewer.tokenId);
  });
  await publishSessionEnds(ctx, ended);
  return true;
}

/** The caller's active sessions, most recently used first (stale ones are expired first). */
export async function mySessions(ctx: AppContext): Promise<SessionView[]> {
  const viewer = requireViewer(ctx);
  const { rows, ended } = await ctx.data.run(async (tx) => {
    const expired = await expireStaleSessions(tx, viewer.userId, lifetimesOf(ctx));
    const active = await tx
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, viewer.userId), eq(userSessions.status, 'active')))
      .orderBy(desc(userSessions.lastActivityAt), desc(userSessions.createdAt));
    return { rows: active, ended: expired };
  });
  await publishSessionEnds(ctx, ended);
  return rows.map((s) => toView(s, viewer));
}

/** Whether the session exists and belongs to the user (checked on subscribe and before each event). */
export async function sessionBelongsTo(ctx: AppContext, sessionId: string, userId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const [row] = await ctx.data.run((tx) =>
    tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
      .limit(1),
  );
  return row !== undefined;
}
