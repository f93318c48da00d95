/**
 * What a host has out (issue 17 item 2, the host's side on /availability): their published office hours from now on —
 * open or taken, and by whom — and the invitations naming them as a host that still lie ahead, with their state. The
 * host themselves, or a holder of AVAILABILITY:EDIT for another host (the same rule as their availability).
 */
import { and, arrayContains, asc, eq, gt } from 'drizzle-orm';
import { coachingInvitations, officeHoursSlots } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { authorizeHost, loadHost } from './hosts.js';
import { invitationView, type InvitationView } from './invitations.service.js';
import { officeHourViews, type OfficeHourView } from './office-hours.service.js';

/** At most this many of each list: a host's page, not an export. */
const AGENDA_LIMIT = 100;

export async function hostOfficeHours(ctx: AppContext, raw: { hostId?: string | null }): Promise<OfficeHourView[]> {
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  return ctx.data.run(async (tx) => {
    const host = await loadHost(ctx, tx, hostUserId);
    const rows = await tx.select().from(officeHoursSlots)
      .where(and(eq(officeHoursSlots.hostUserId, host.userId), gt(officeHoursSlots.endsAt, new Date())))
      .orderBy(asc(officeHoursSlots.startsAt)).limit(AGENDA_LIMIT);
    return officeHourViews(tx, rows);
  });
}

export async function hostInvitations(ctx: AppContext, raw: { hostId?: string | null }): Promise<InvitationView[]> {
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  return ctx.data.run(async (tx) => {
    const host = await loadHost(ctx, tx, hostUserId);
    const rows = await tx.select().from(coachingInvitations)
      .where(and(arrayContains(coachingInvitations.hostUserIds, [host.userId]), gt(coachingInvitations.endsAt, new Date())))
      .orderBy(asc(coachingInvitations.startsAt)).limit(AGENDA_LIMIT);
    const views: InvitationView[] = [];
    for (const row of rows) views.push(await invitationView(ctx, tx, row));
    return views;
  });
}
