/**
 * Availability (issue 17 item 1; docs/contract-coaching.md §3.1): a host's weekly rules, date exceptions and settings,
 * and the free slots the domain's engine computes from them and the host's active bookings. Who may act for which host
 * is hosts.ts's; bad input is refused naming the field and changes nothing.
 */
import {
  COACHING_MESSAGES,
  isInRoleGroup,
  MAX_SLOT_RANGE_DAYS,
  availabilityExceptionSchema,
  defaultHostSettings,
  freeSlots,
  hostSettingsSchema,
  meetingDefaultsSchema,
  weeklyRuleSchema,
  type FreeSlot,
  type HostSettings,
  type MeetingDefaults,
} from '@hatchery/domain';
import { and, asc, eq, gte, lt, gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import {
  availabilityExceptions,
  availabilityRules,
  coachingHostSettings,
  hostBookings,
  type AvailabilityExceptionRow,
  type AvailabilityRuleRow,
} from '../../db/schema/index.js';
import { validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { hostAvailabilityChanged, syncAvailabilityTask } from '../tasks/index.js';
import { authorizeBookingRead } from './booking-access.js';
import { authorizeHost, loadHost, type Host } from './hosts.js';

const DAY_MS = 86_400_000;
const MAX_RULES = 100;

export type HostSettingsView = HostSettings & MeetingDefaults & { saved: boolean };

export interface HostAvailabilityView {
  hostId: string;
  settings: HostSettingsView;
  rules: AvailabilityRuleRow[];
  exceptions: AvailabilityExceptionRow[];
}

async function settingsOf(tx: Tx, hostUserId: string, defaultTimeZone: string): Promise<HostSettingsView> {
  const [row] = await tx.select().from(coachingHostSettings).where(eq(coachingHostSettings.hostUserId, hostUserId)).limit(1);
  if (!row) return { ...defaultHostSettings(defaultTimeZone), videoProvider: null, videoLink: null, location: null, saved: false };
  return {
    timeZone: row.timeZone,
    slotMinutes: row.slotMinutes,
    slotStepMinutes: row.slotStepMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    maxSessionsPerDay: row.maxSessionsPerDay,
    maxSessionsPerStartup: row.maxSessionsPerStartup,
    startupLimitPeriod: row.startupLimitPeriod,
    videoProvider: row.videoProvider,
    videoLink: row.videoLink,
    location: row.location,
    saved: true,
  };
}

async function availabilityOf(ctx: AppContext, tx: Tx, hostUserId: string): Promise<HostAvailabilityView> {
  const host = await loadHost(ctx, tx, hostUserId);
  const settings = await settingsOf(tx, host.userId, host.defaultTimeZone);
  const rules = await tx.select().from(availabilityRules).where(eq(availabilityRules.hostUserId, host.userId))
    .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute), asc(availabilityRules.id));
  // Exceptions from yesterday on (UTC): the past ones change nothing any more.
  const since = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const exceptions = await tx.select().from(availabilityExceptions)
    .where(and(eq(availabilityExceptions.hostUserId, host.userId), gte(availabilityExceptions.date, since)))
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute), asc(availabilityExceptions.id));
  return { hostId: host.userId, settings, rules, exceptions };
}

export async function hostAvailability(ctx: AppContext, raw: { hostId?: string | null }): Promise<HostAvailabilityView> {
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  return ctx.data.run((tx) => availabilityOf(ctx, tx, hostUserId));
}

const rulesSchema = z.array(weeklyRuleSchema).max(MAX_RULES);

/** Two rules of one weekday whose hours and validity dates both meet: the first such pair's second rule, or -1. */
function overlappingRule(rules: z.output<typeof rulesSchema>): number {
  for (let i = 0; i < rules.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = rules[i]!;
      const b = rules[j]!;
      const hoursMeet = a.weekday === b.weekday && a.startMinute < b.endMinute && b.startMinute < a.endMinute;
      const datesMeet = (a.validFrom ?? '0000') <= (b.validUntil ?? '9999') && (b.validFrom ?? '0000') <= (a.validUntil ?? '9999');
      if (hoursMeet && datesMeet) return i;
    }
  }
  return -1;
}

/** Replaces the host's weekly rules wholesale (the page saves the whole week). */
export async function setWeeklyAvailability(ctx: AppContext, raw: { hostId?: string | null; rules: unknown }): Promise<HostAvailabilityView> {
  const viewer = requireViewer(ctx);
  const rules = parseInput(z.object({ rules: rulesSchema }), { rules: raw.rules }).rules;
  const clash = overlappingRule(rules);
  if (clash >= 0) throw validationError(`rules.${clash}.startMinute: ${COACHING_MESSAGES.rulesOverlap}`);
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  const view = await ctx.data.run(async (tx) => {
    await loadHost(ctx, tx, hostUserId);
    await tx.delete(availabilityRules).where(eq(availabilityRules.hostUserId, hostUserId));
    if (rules.length > 0) {
      await tx.insert(availabilityRules).values(rules.map((rule) => ({ incubatorId: ctx.data.incubatorId, hostUserId, ...rule })));
    }
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'availability.rulesSet', entityType: 'user', entityId: hostUserId, after: { rules: rules.length } });
    return availabilityOf(ctx, tx, hostUserId);
  });
  // After commit: rules saved complete the host's avail / availCoaching task; no rules left open it again (D-410).
  await syncAvailabilityTask(ctx, hostUserId);
  // …and the host's one-on-one events follow their hours (availEvent* tasks, D-489).
  await hostAvailabilityChanged(ctx, hostUserId);
  return view;
}

export async function addAvailabilityException(ctx: AppContext, raw: { hostId?: string | null; input: unknown }): Promise<AvailabilityExceptionRow> {
  const viewer = requireViewer(ctx);
  const input = parseInput(availabilityExceptionSchema, raw.input);
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  const added = await ctx.data.run(async (tx) => {
    await loadHost(ctx, tx, hostUserId);
    const [row] = await tx.insert(availabilityExceptions).values({ incubatorId: ctx.data.incubatorId, hostUserId, ...input }).returning();
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'availability.exceptionAdded', entityType: 'user', entityId: hostUserId, after: { ...input } });
    return row!;
  });
  // Extra hours on a date may be a host's event-specific hours (D-489).
  await hostAvailabilityChanged(ctx, hostUserId);
  return added;
}

export async function removeAvailabilityException(ctx: AppContext, raw: { id: string }): Promise<boolean> {
  const viewer = requireViewer(ctx);
  if (!isUuid(raw.id)) throw validationError(`id: ${COACHING_MESSAGES.exceptionNotFound}`);
  const [found] = await ctx.data.run((tx) => tx.select().from(availabilityExceptions).where(eq(availabilityExceptions.id, raw.id)).limit(1));
  if (!found) throw validationError(`id: ${COACHING_MESSAGES.exceptionNotFound}`);
  await authorizeHost(ctx, found.hostUserId);
  const done = await ctx.data.run(async (tx) => {
    const removed = await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.id, found.id)).returning({ id: availabilityExceptions.id });
    if (removed.length === 0) throw validationError(`id: ${COACHING_MESSAGES.exceptionNotFound}`);
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'availability.exceptionRemoved', entityType: 'user', entityId: found.hostUserId, before: { date: found.date, kind: found.kind },
    });
    return true;
  });
  await hostAvailabilityChanged(ctx, found.hostUserId);
  return done;
}

const settingsInputSchema = z.object({ ...hostSettingsSchema.shape, ...meetingDefaultsSchema.shape });

export async function saveHostSettings(ctx: AppContext, raw: { hostId?: string | null; input: unknown }): Promise<HostSettingsView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(settingsInputSchema, raw.input);
  const hostUserId = await authorizeHost(ctx, raw.hostId);
  const saved = await ctx.data.run(async (tx) => {
    const host = await loadHost(ctx, tx, hostUserId);
    const values = { ...input, updatedBy: viewer.userId };
    await tx.insert(coachingHostSettings).values({ incubatorId: ctx.data.incubatorId, hostUserId, ...values })
      .onConflictDoUpdate({ target: [coachingHostSettings.incubatorId, coachingHostSettings.hostUserId], set: { ...values, updatedAt: new Date() } });
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, { action: 'availability.settingsSaved', entityType: 'user', entityId: hostUserId, after: { ...input } });
    return settingsOf(tx, hostUserId, host.defaultTimeZone);
  });
  // A new zone moves the host's hours: their one-on-one events follow (D-489).
  await hostAvailabilityChanged(ctx, hostUserId);
  return saved;
}

const slotsQuerySchema = z
  .object({
    from: z.date({ error: COACHING_MESSAGES.dateTimeInvalid }),
    to: z.date({ error: COACHING_MESSAGES.dateTimeInvalid }),
    startupId: z.string().refine(isUuid, COACHING_MESSAGES.startupNotFound).nullable().default(null),
  })
  .refine((q) => q.to.getTime() > q.from.getTime(), { message: COACHING_MESSAGES.endBeforeStart, path: ['to'] })
  .refine((q) => q.to.getTime() - q.from.getTime() <= MAX_SLOT_RANGE_DAYS * DAY_MS, { message: COACHING_MESSAGES.rangeTooLong, path: ['to'] });

/** The host's free slots between two instants (for a startup: with its per-startup maximum applied). */
export async function hostFreeSlots(
  ctx: AppContext,
  raw: { hostId?: string | null; from: unknown; to: unknown; startupId?: string | null },
): Promise<FreeSlot[]> {
  const query = parseInput(slotsQuerySchema, { from: raw.from, to: raw.to, startupId: raw.startupId ?? null });
  const viewer = requireViewer(ctx);
  // Founder-side viewers see the slots of a host assigned to their startup (D-395); hosts and editors as before.
  const hostUserId = isInRoleGroup(viewer.roleType, 'founderSide')
    ? await authorizeBookingRead(ctx, raw.hostId, query.startupId)
    : await authorizeHost(ctx, raw.hostId);
  const now = Date.now();
  return ctx.data.run(async (tx) => {
    const host = await loadHost(ctx, tx, hostUserId);
    return freeSlotsInTx(tx, host, { from: query.from.getTime(), to: query.to.getTime(), startupId: query.startupId }, now);
  });
}

/**
 * What a one-on-one event changes in the engine's question (issue 18 wave 2, D-487): its session length, increment and
 * notice instead of the host's; `exceptionsOnly` — only the hours the host gave for dates (extra exceptions) count,
 * not their weekly rules (an event whose hosts give event-specific hours).
 */
export interface SlotOverride {
  settings?: Partial<Pick<HostSettings, 'slotMinutes' | 'slotStepMinutes' | 'minNoticeMinutes' | 'horizonDays'>>;
  exceptionsOnly?: boolean;
}

export interface SlotQuery {
  from: number;
  to: number;
  startupId: string | null;
}

/**
 * The engine run on what the transaction sees (the booking services call it after the host's advisory lock, so what
 * it answers still holds when they insert); `ignoreBookings` answers what the rules alone offer (to tell a taken slot
 * from one never offered).
 */
export async function freeSlotsInTx(tx: Tx, host: Host, query: SlotQuery, now: number, ignoreBookings = false, override?: SlotOverride): Promise<FreeSlot[]> {
  const settings = { ...(await settingsOf(tx, host.userId, host.defaultTimeZone)), ...override?.settings };
  const rules = override?.exceptionsOnly ? [] : await tx.select().from(availabilityRules).where(eq(availabilityRules.hostUserId, host.userId));
  // A local date is within a day of the UTC one; the counts of the maximums look a month either side (the engine's margin).
  const firstDate = new Date(query.from - DAY_MS).toISOString().slice(0, 10);
  const lastDate = new Date(query.to + DAY_MS).toISOString().slice(0, 10);
  const exceptions = await tx.select().from(availabilityExceptions).where(
    and(eq(availabilityExceptions.hostUserId, host.userId), gte(availabilityExceptions.date, firstDate), lte(availabilityExceptions.date, lastDate)),
  );
  const bookings = ignoreBookings ? [] : await tx
    .select({ startsAt: hostBookings.startsAt, endsAt: hostBookings.endsAt, startupId: hostBookings.startupId, kind: hostBookings.kind })
    .from(hostBookings)
    .where(and(
      eq(hostBookings.hostUserId, host.userId),
      eq(hostBookings.status, 'active'),
      lt(hostBookings.startsAt, new Date(query.to + 32 * DAY_MS)),
      gt(hostBookings.endsAt, new Date(query.from - 32 * DAY_MS)),
    ));
  return freeSlots(
    {
      settings,
      rules,
      exceptions,
      bookings: bookings.map((b) => ({
        start: b.startsAt.getTime(),
        end: b.endsAt.getTime(),
        startupId: b.startupId,
        // An open office-hours slot holds time but is not a session (D-334).
        countsTowardLimits: !(b.kind === 'office_hours' && b.startupId === null),
      })),
    },
    { from: query.from, to: query.to, now, startupId: query.startupId },
  );
}

/** The host's settings and meeting defaults as the transaction sees them (the booking copies the meeting defaults). */
export async function hostSettingsInTx(tx: Tx, host: Host): Promise<HostSettingsView> {
  return settingsOf(tx, host.userId, host.defaultTimeZone);
}
