/**
 * Reminder e-mails of group events (issue 18 item 4; flag emailEvents; D-484): the repeating job `events.reminders`
 * mails each seat holder of a published, not cancelled event that starts within EVENT_REMINDER_HOURS. Exactly once per
 * registrant: the attendee row is claimed (reminded_at set where null) and the message queued in the mail outbox in
 * the SAME transaction (D-385), so a second pass, another node or a retried job finds nothing left to claim, and a
 * crash before the commit leaves neither the claim nor the message.
 */
import { EVENT_REMINDER_HOURS } from '@hatchery/domain';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { incubatorEventAttendees, incubatorEvents, incubators, users } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenant-origins.js';
import type { JobRunner } from '../../jobs/index.js';
import { deliverQueuedMail, escapeHtml, queueMailsInTx, type MailInput } from '../mail/index.js';
import { featureIsOn } from '../milestones/index.js';
import type { EffectContext } from '../notifications/index.js';

export const EVENT_REMINDERS_JOB = 'events.reminders';
export const EVENT_REMINDERS_INTERVAL_MS = 15 * 60_000;

function whenText(date: Date, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short', timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return date.toISOString();
  }
}

/** One pass for one tenant: returns how many reminders were queued (none while emailEvents is off). */
export async function runTenantEventReminders(ctx: EffectContext, now = new Date()): Promise<number> {
  const origin = tenantOrigin(ctx.services.config.publicUrl, ctx.incubator);
  const horizon = new Date(now.getTime() + EVENT_REMINDER_HOURS * 3_600_000);
  const queued = await ctx.data.run(async (tx) => {
    if (!(await featureIsOn(tx, 'emailEvents'))) return [];
    const soon = tx
      .select({ id: incubatorEvents.id })
      .from(incubatorEvents)
      .where(
        and(
          eq(incubatorEvents.status, 'published'),
          eq(incubatorEvents.isArchived, false),
          eq(incubatorEvents.eventType, 'group'),
          isNull(incubatorEvents.cancelledAt),
          gt(incubatorEvents.startTime, now),
          lte(incubatorEvents.startTime, horizon),
        ),
      );
    // The claim: a row another pass claimed is not returned here (reminded_at is no longer null).
    const claimed = await tx
      .update(incubatorEventAttendees)
      .set({ remindedAt: now })
      .where(
        and(
          inArray(incubatorEventAttendees.eventId, soon),
          isNull(incubatorEventAttendees.remindedAt),
          isNull(incubatorEventAttendees.waitlistedAt),
          isNull(incubatorEventAttendees.hostBookingId),
          eq(incubatorEventAttendees.status, 'registered'),
        ),
      )
      .returning({ eventId: incubatorEventAttendees.eventId, userId: incubatorEventAttendees.userId });
    if (claimed.length === 0) return [];
    const events = await tx.select().from(incubatorEvents).where(inArray(incubatorEvents.id, [...new Set(claimed.map((c) => c.eventId))]));
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...new Set(claimed.map((c) => c.userId))]));
    const eventOf = new Map(events.map((e) => [e.id, e]));
    const personOf = new Map(people.map((p) => [p.id, p]));
    const mails: MailInput[] = [];
    for (const c of claimed) {
      const event = eventOf.get(c.eventId);
      const person = personOf.get(c.userId);
      if (!event?.startTime || !person) continue;
      const link = new URL(`/events/${event.id}`, origin).toString();
      const when = whenText(event.startTime, event.timezone ?? ctx.incubator.timezone);
      const title = event.title ?? 'Your event';
      const place = event.locationText ?? event.conferenceUrl ?? '';
      const greeting = person.firstName ? `Hello ${person.firstName},` : 'Hello,';
      const line = `A reminder: "${title}" starts ${when}${place ? ` (${place})` : ''}.`;
      mails.push({
        to: person.email,
        subject: `${ctx.incubator.name}: reminder, ${title}`,
        text: `${greeting}\n\n${line}\n\n${link}`,
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      });
    }
    return queueMailsInTx(tx, ctx.incubator.id, mails);
  });
  await deliverQueuedMail(ctx, queued);
  return queued.length;
}

export interface EventReminderDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

/** Every tenant (one failing tenant is logged and does not stop the others). */
export async function runEventReminders(deps: EventReminderDeps, now = new Date()): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let queued = 0;
  for (const incubator of tenants) {
    try {
      queued += await runTenantEventReminders({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) }, now);
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'event reminders failed for a tenant');
    }
  }
  return queued;
}

/** Registers the repeating reminder with the runner (server.ts). */
export async function scheduleEventReminders(runner: JobRunner, deps: EventReminderDeps, intervalMs = EVENT_REMINDERS_INTERVAL_MS): Promise<void> {
  runner.define(EVENT_REMINDERS_JOB, async () => {
    await runEventReminders(deps);
  });
  await runner.every(EVENT_REMINDERS_JOB, intervalMs);
}
