/**
 * The application file (issue 16 item 3; contract §3.4, D-251): one application through `readableApplication`, its
 * history (application_status_events) and what the viewer may do with it (viewerCan… fields, so the page shows only
 * allowed actions). Comments are in comments.service.ts, decisions in decisions.service.ts.
 */
import { APPLICATIONS_MESSAGES as M, applicationDecidable } from '@hatchery/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { applicationStatusEvents, funnelRounds, type Application, type ApplicationStatusEvent, type FunnelRound } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { applicationAccess, readableApplication, reachOf, rememberReach } from './application-access.js';

/** application(id): NotFound when unknown, another tenant's or out of reach (the three answer alike). */
export async function getApplication(ctx: AppContext, id: string): Promise<Application> {
  const access = await applicationAccess(ctx);
  const { application, reach } = await ctx.data.run((tx) => readableApplication(tx, access, id, M.applicationNotFound));
  rememberReach(ctx, application.id, reach);
  return application;
}

export interface HistoryEntry {
  event: ApplicationStatusEvent;
  fromRound: FunnelRound | null;
  toRound: FunnelRound | null;
}

/** The application's history, oldest first, with the rounds named (a deleted round reads as null). */
export async function applicationHistory(ctx: AppContext, application: Application): Promise<HistoryEntry[]> {
  return ctx.data.run(async (tx) => {
    const events = await tx
      .select()
      .from(applicationStatusEvents)
      .where(eq(applicationStatusEvents.applicationId, application.id))
      .orderBy(asc(applicationStatusEvents.createdAt), asc(applicationStatusEvents.id));
    const roundIds = [...new Set(events.flatMap((e) => [e.fromRoundId, e.toRoundId]).filter((id): id is string => id !== null))];
    const rounds = roundIds.length ? await tx.select().from(funnelRounds).where(inArray(funnelRounds.id, roundIds)) : [];
    const byId = new Map(rounds.map((r) => [r.id, r]));
    return events.map((event) => ({ event, fromRound: event.fromRoundId ? (byId.get(event.fromRoundId) ?? null) : null, toRound: event.toRoundId ? (byId.get(event.toRoundId) ?? null) : null }));
  });
}

/** Whether the viewer reaches the application as staff (notes, history's reasons, decisions' scope). */
export async function viewerIsStaffOf(ctx: AppContext, application: Application): Promise<boolean> {
  return (await reachOf(ctx, application)) === 'staff';
}

/** Whether the viewer may take a decision on it: APPLICATION:DECIDE_ROUND over its funnel, and not decided yet. */
export async function viewerMayDecide(ctx: AppContext, application: Pick<Application, 'funnelId' | 'status'>): Promise<boolean> {
  if (!ctx.viewer || !applicationDecidable(application.status)) return false;
  const access = await decideAccess(ctx);
  return access.staffFunnels === null || access.staffFunnels.has(application.funnelId);
}

const decideCache = new WeakMap<AppContext, ReturnType<typeof applicationAccess>>();

/** The DECIDE_ROUND scope, once per request (the file asks it for every viewerCan… field). */
export function decideAccess(ctx: AppContext): ReturnType<typeof applicationAccess> {
  let found = decideCache.get(ctx);
  if (!found) {
    found = applicationAccess(ctx, 'APPLICATION:DECIDE_ROUND');
    decideCache.set(ctx, found);
  }
  return found;
}
