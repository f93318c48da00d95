/**
 * The private ICS address (issue 17 item 6; docs/contract-coaching.md §2.6, §3.6). The token in the address is the
 * only right to the feed, so it is kept as its SHA-256 and shown once, when made (D-473); making another revokes the
 * one before, and revoking leaves none. The feed answers the token owner's own items, from 30 days back to 180 days
 * ahead, for the tenant of the host it is asked on; an unknown, revoked or other tenant's token is a 404 (D-474).
 */
import { BLOCKED_STATUSES, CALENDAR_FEED_FUTURE_DAYS, CALENDAR_FEED_PAST_DAYS } from '@hatchery/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from '../../core/bearer-token.js';
import { notFoundError } from '../../core/errors.js';
import { requireViewer } from '../../core/viewer.js';
import { calendarFeedTokens, roles, users } from '../../db/schema/index.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { SECRET_SCOPES, withSecretCheckThrottle } from '../identity/throttling/index.js';
import { icsOf } from './calendar-ics.js';
import { itemsOf } from './calendar-items.service.js';

export interface CalendarFeedStatus {
  /** A live address exists (its token cannot be shown again). */
  active: boolean;
  createdAt: Date | null;
}

export interface CalendarFeedAddress {
  /** The private address: shown this once. */
  url: string;
  createdAt: Date;
}

const DAY_MS = 86_400_000;
/** A token as generateToken makes it (32 bytes, base64url): anything else is not looked up at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const feedPath = (token: string) => `/calendar/feed/${token}.ics`;

/** calendarFeed: whether the viewer has a live address, and since when. */
export async function calendarFeedStatus(ctx: AppContext): Promise<CalendarFeedStatus> {
  const viewer = requireViewer(ctx);
  const [live] = await ctx.data.run((tx) =>
    tx.select({ createdAt: calendarFeedTokens.createdAt }).from(calendarFeedTokens)
      .where(and(eq(calendarFeedTokens.userId, viewer.userId), isNull(calendarFeedTokens.revokedAt))).limit(1),
  );
  return { active: !!live, createdAt: live?.createdAt ?? null };
}

/** calendarFeedUrl: a new private address for the viewer; the one before (if any) stops working in the same step. */
export async function createCalendarFeedUrl(ctx: AppContext): Promise<CalendarFeedAddress> {
  const viewer = requireViewer(ctx);
  const token = generateToken();
  const row = await ctx.data.run(async (tx) => {
    const now = new Date();
    await tx.update(calendarFeedTokens).set({ revokedAt: now })
      .where(and(eq(calendarFeedTokens.userId, viewer.userId), isNull(calendarFeedTokens.revokedAt)));
    const [created] = await tx.insert(calendarFeedTokens)
      .values({ incubatorId: ctx.incubator.id, userId: viewer.userId, tokenHash: hashToken(token), createdAt: now })
      .returning({ createdAt: calendarFeedTokens.createdAt });
    return created!;
  });
  return { url: `${ctx.origin}${feedPath(token)}`, createdAt: row.createdAt };
}

/** revokeCalendarFeed: the viewer's address stops working; nothing to revoke is not an error. */
export async function revokeCalendarFeed(ctx: AppContext): Promise<CalendarFeedStatus> {
  const viewer = requireViewer(ctx);
  await ctx.data.run((tx) =>
    tx.update(calendarFeedTokens).set({ revokedAt: new Date() })
      .where(and(eq(calendarFeedTokens.userId, viewer.userId), isNull(calendarFeedTokens.revokedAt))),
  );
  return { active: false, createdAt: null };
}

const feedNotFound = () => notFoundError('This calendar address does not exist or was revoked.');

/** The owner of a live token of this tenant, as the viewer the items are read for; null when there is none. */
async function feedOwner(ctx: AppContext, tokenHash: string): Promise<{ viewer: Viewer | null; known: boolean }> {
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .select({ id: calendarFeedTokens.id, revokedAt: calendarFeedTokens.revokedAt, userId: users.id, status: users.status, roleId: users.roleId, roleType: roles.type })
      .from(calendarFeedTokens)
      .innerJoin(users, and(eq(users.incubatorId, calendarFeedTokens.incubatorId), eq(users.id, calendarFeedTokens.userId)))
      .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
      .where(eq(calendarFeedTokens.tokenHash, tokenHash))
      .limit(1);
    if (!row) return { viewer: null, known: false };
    // A revoked address, or one of a person who may no longer sign in, answers nothing.
    if (row.revokedAt || BLOCKED_STATUSES.has(row.status)) return { viewer: null, known: true };
    return { viewer: { userId: row.userId, roleId: row.roleId, roleType: row.roleType, tokenId: `calendar-feed:${row.id}` }, known: true };
  });
}

/**
 * GET /calendar/feed/{token}.ics: the owner's items as iCalendar. Guessing is throttled like every secret check
 * (D-85): an unknown token counts against the client's address; a known one — live or revoked — is taken back, so a
 * calendar app still polling a revoked address does not lock its neighbours out.
 */
export async function calendarFeedIcs(ctx: AppContext, token: string, now = new Date()): Promise<string> {
  if (!TOKEN_SHAPE.test(token)) throw feedNotFound();
  const viewer = await withSecretCheckThrottle(ctx, { scope: SECRET_SCOPES.calendarFeedToken }, async (check) => {
    const owner = await feedOwner(ctx, hashToken(token));
    if (!owner.known) throw check.fail(feedNotFound());
    if (!owner.viewer) throw feedNotFound();
    return owner.viewer;
  });
  const range = { from: new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS), to: new Date(now.getTime() + CALENDAR_FEED_FUTURE_DAYS * DAY_MS) };
  const items = await itemsOf(ctx, viewer, range);
  return icsOf(items, { name: ctx.incubator.name, origin: ctx.origin, timeZone: ctx.incubator.timezone });
}
