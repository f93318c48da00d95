/**
 * Hour budgets, read and managed (issue 17 item 4; docs/contract-coaching.md §3.4; D-454..D-461). Staff with
 * STARTUP:CONNECTIONS_EDIT for the startup (D-459: the spec names no hour-allocation key; allocating a mentor's hours is
 * part of a startup's mentor connections) allocate, change and remove a startup's hours; staff, the startup's people
 * and its assigned hosts read them with their REF-08 counters and ledger. Behind the flag hoursAllocation and the plan
 * gate "hour allocation": locked answers the plan refusal, off the feature's own; the read says which (D-460).
 */
import {
  allocationMinutes,
  BLOCKED_STATUSES,
  HOUR_BUDGET_MESSAGES,
  hourAmountSchema,
  hourUnitSchema,
  isInRoleGroup,
  ledgerTotals,
  planFeatureState,
  type FeatureState,
  type HourAllocationUnit,
  type HourLedgerKind,
  type HourTotals,
} from '@hatchery/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { coachingSessions, hostBookings, hourAllocations, hourLedger, incubatorEvents, incubatorFeatureFlags, programs, roles, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { forbiddenError, validationError, type AppError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { accessAllows, can, isAdminGroup, loadActor, planGatedError } from '../permissions/index.js';
import { isAssignedHost, isStartupMember, loadStartup } from './booking-access.js';
import { coachingPolicy } from './coaching.policy.js';
import { ledgerLines, startupAllocations, type ApplicableAllocation } from './hour-ledger.js';

const LEDGER_LINES_SHOWN = 50;
export const HOUR_BUDGET_KEY = 'STARTUP:CONNECTIONS_EDIT';
/** One activity action for allocating, changing and removing (after.change says which): every action's label is in
 * the eagerly loaded common namespace, whose bytes the admin home's transfer budget counts (D-459). */
const HOUR_BUDGET_ACTION = 'coaching.hourBudgetChanged';

export interface LedgerLineView {
  id: string;
  kind: HourLedgerKind;
  minutes: number;
  sessionId: string | null;
  sessionStartsAt: Date | null;
  /** A line of a one-on-one event booking (D-469): the booking, its event's title (null once the event is deleted). */
  hostBookingId: string | null;
  eventTitle: string | null;
  createdAt: Date;
}

export interface HourAllocationView extends HourTotals {
  id: string;
  startupId: string;
  mentor: { id: string; fullName: string } | null;
  program: { id: string; name: string } | null;
  amount: number;
  unit: HourAllocationUnit;
  applies: boolean;
  createdAt: Date;
  ledger: LedgerLineView[];
}

export interface HourBudgetsView {
  startupId: string;
  state: FeatureState;
  viewerCanAllocate: boolean;
  allocations: HourAllocationView[];
}

async function budgetState(tx: Tx): Promise<FeatureState> {
  const flags = await tx.select({ name: incubatorFeatureFlags.flagName, enabled: incubatorFeatureFlags.enabled, activated: incubatorFeatureFlags.activated }).from(incubatorFeatureFlags);
  return planFeatureState(flags, 'hoursAllocation');
}

function stateError(state: FeatureState): AppError | null {
  if (state === 'locked') return planGatedError();
  if (state === 'off') return forbiddenError(HOUR_BUDGET_MESSAGES.featureOff);
  return null;
}

/**
 * Whether the viewer may allocate for a startup: the field's rule, and the key for the startup (assigned: theirs).
 * The actor is loaded before any transaction of the caller opens, so the check inside it needs no database.
 */
async function allocationRight(ctx: AppContext): Promise<(startupId: string) => boolean> {
  const viewer = requireViewer(ctx);
  const actor = await loadActor(ctx, viewer);
  const field = accessAllows(coachingPolicy.allocateHours, viewer, actor);
  return (startupId) => field && (isAdminGroup(viewer.roleType) || can(actor, HOUR_BUDGET_KEY, { startupIds: [startupId] }));
}

async function views(tx: Tx, allocations: readonly ApplicableAllocation[]): Promise<HourAllocationView[]> {
  if (allocations.length === 0) return [];
  const ids = allocations.map((a) => a.id);
  const mentorIds = [...new Set(allocations.flatMap((a) => (a.mentorUserId ? [a.mentorUserId] : [])))];
  const programIds = [...new Set(allocations.flatMap((a) => (a.programId ? [a.programId] : [])))];
  const mentors = mentorIds.length > 0 ? await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, mentorIds)) : [];
  const programRows = programIds.length > 0 ? await tx.select({ id: programs.id, name: programs.name }).from(programs).where(inArray(programs.id, programIds)) : [];
  const lines = await tx.select({ line: hourLedger, sessionStartsAt: coachingSessions.startsAt, bookingStartsAt: hostBookings.startsAt, eventTitle: incubatorEvents.title }).from(hourLedger)
    .leftJoin(coachingSessions, eq(coachingSessions.id, hourLedger.sessionId))
    .leftJoin(hostBookings, eq(hostBookings.id, hourLedger.hostBookingId))
    .leftJoin(incubatorEvents, eq(incubatorEvents.id, hostBookings.eventId))
    .where(inArray(hourLedger.allocationId, ids)).orderBy(desc(hourLedger.createdAt), desc(hourLedger.id));
  return allocations.map((a) => {
    const own = lines.filter((l) => l.line.allocationId === a.id);
    return {
      id: a.id,
      startupId: a.startupId,
      mentor: mentors.find((m) => m.id === a.mentorUserId) ?? null,
      program: programRows.find((p) => p.id === a.programId) ?? null,
      amount: a.amount,
      unit: a.unit,
      applies: a.applies,
      createdAt: a.createdAt,
      ...ledgerTotals(own.map((l) => l.line)),
      ledger: own.slice(0, LEDGER_LINES_SHOWN).map(({ line, sessionStartsAt, bookingStartsAt, eventTitle }) => ({
        id: line.id,
        kind: line.kind,
        minutes: line.minutes,
        sessionId: line.sessionId,
        // An event booking's line shows when its slot starts, as a session's does.
        sessionStartsAt: sessionStartsAt ?? bookingStartsAt,
        hostBookingId: line.hostBookingId,
        eventTitle: line.hostBookingId ? eventTitle : null,
        createdAt: line.createdAt,
      })),
    };
  });
}

/** A startup's hour budgets: staff, its people, its assigned hosts; anyone else Forbidden. */
export async function hourBudgets(ctx: AppContext, raw: { startupId: unknown }): Promise<HourBudgetsView> {
  const viewer = requireViewer(ctx);
  const mayAllocate = await allocationRight(ctx);
  return ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, typeof raw.startupId === 'string' ? raw.startupId : null);
    const canAllocate = mayAllocate(startup.id);
    const reads = isInRoleGroup(viewer.roleType, 'staff') || canAllocate
      || (isInRoleGroup(viewer.roleType, 'founderSide') && (await isStartupMember(tx, startup.id, viewer.userId)))
      || (isInRoleGroup(viewer.roleType, 'internal') && (await isAssignedHost(tx, startup.id, viewer.userId)));
    if (!reads) throw forbiddenError(HOUR_BUDGET_MESSAGES.notReader);
    const state = await budgetState(tx);
    // Locked or off: nothing to show but the state (the card says why); the rows stay for when it is switched on.
    const allocations = state === 'on' ? await views(tx, await startupAllocations(tx, startup.id)) : [];
    return { startupId: startup.id, state, viewerCanAllocate: canAllocate, allocations };
  });
}

const allocateSchema = z.object({
  startupId: z.string().refine(isUuid, 'This startup does not exist.'),
  mentorId: z.string().refine(isUuid, HOUR_BUDGET_MESSAGES.mentorNotFound).nullable().default(null),
  programId: z.string().refine(isUuid, HOUR_BUDGET_MESSAGES.programNotFound).nullable().default(null),
  amount: hourAmountSchema,
  unit: hourUnitSchema,
});

async function requireManage(tx: Tx, mayAllocate: (startupId: string) => boolean, startupId: string): Promise<void> {
  const refusal = stateError(await budgetState(tx));
  if (refusal) throw refusal;
  if (!mayAllocate(startupId)) throw forbiddenError(HOUR_BUDGET_MESSAGES.notAllocator);
}

async function allocationView(tx: Tx, id: string): Promise<HourAllocationView> {
  const [row] = await tx.select({ startupId: hourAllocations.startupId }).from(hourAllocations).where(eq(hourAllocations.id, id)).limit(1);
  const all = await startupAllocations(tx, row!.startupId);
  const [view] = await views(tx, all.filter((a) => a.id === id));
  return view!;
}

/** Allocates hours to a startup, with one mentor or program-wide (mentorId null), optionally for one program. */
export async function allocateHours(ctx: AppContext, raw: Record<string, unknown>): Promise<HourAllocationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(allocateSchema, { ...raw, mentorId: raw.mentorId ?? null, programId: raw.programId ?? null });
  const mayAllocate = await allocationRight(ctx);
  return ctx.data.run(async (tx) => {
    const startup = await loadStartup(tx, input.startupId);
    await requireManage(tx, mayAllocate, startup.id);
    if (input.mentorId) {
      const [mentor] = await tx.select({ status: users.status, roleType: roles.type }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, input.mentorId)).limit(1);
      if (!mentor || BLOCKED_STATUSES.has(mentor.status) || !isInRoleGroup(mentor.roleType, 'internal')) throw validationError(`mentorId: ${HOUR_BUDGET_MESSAGES.mentorNotFound}`);
    }
    if (input.programId && (await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, input.programId)).limit(1)).length === 0) {
      throw validationError(`programId: ${HOUR_BUDGET_MESSAGES.programNotFound}`);
    }
    const minutes = allocationMinutes(input.amount, input.unit);
    let created: { id: string } | undefined;
    try {
      // A savepoint: a duplicate answers a field message and leaves the transaction usable.
      [created] = await tx.transaction((sp) => sp.insert(hourAllocations).values({
        incubatorId: ctx.data.incubatorId, startupId: startup.id, mentorUserId: input.mentorId, programId: input.programId, amount: input.amount, unit: input.unit, createdBy: viewer.userId,
      }).returning({ id: hourAllocations.id }));
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError(`mentorId: ${HOUR_BUDGET_MESSAGES.allocationExists}`);
      throw error;
    }
    await tx.insert(hourLedger).values({ incubatorId: ctx.data.incubatorId, allocationId: created!.id, kind: 'allocated', minutes });
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: HOUR_BUDGET_ACTION, entityType: 'startup', entityId: startup.id,
      after: { change: 'allocated', allocationId: created!.id, mentorId: input.mentorId, programId: input.programId, amount: input.amount, unit: input.unit },
    });
    return allocationView(tx, created!.id);
  });
}

const updateSchema = z.object({ id: z.string().refine(isUuid, HOUR_BUDGET_MESSAGES.allocationNotFound), amount: hourAmountSchema, unit: hourUnitSchema });

async function lockedAllocation(tx: Tx, id: string) {
  const [row] = await tx.select().from(hourAllocations).where(eq(hourAllocations.id, id)).for('update').limit(1);
  if (!row) throw validationError(`id: ${HOUR_BUDGET_MESSAGES.allocationNotFound}`);
  return row;
}

/** Changes the amount: an allocated line of the difference; never below what is pending or used. */
export async function updateHourAllocation(ctx: AppContext, raw: Record<string, unknown>): Promise<HourAllocationView> {
  const viewer = requireViewer(ctx);
  const input = parseInput(updateSchema, raw);
  const mayAllocate = await allocationRight(ctx);
  return ctx.data.run(async (tx) => {
    const row = await lockedAllocation(tx, input.id);
    await requireManage(tx, mayAllocate, row.startupId);
    const totals = ledgerTotals(await ledgerLines(tx, row.id));
    const minutes = allocationMinutes(input.amount, input.unit);
    if (minutes < totals.pending + totals.used) throw validationError(`amount: ${HOUR_BUDGET_MESSAGES.belowUse}`);
    if (minutes !== totals.allocated) {
      await tx.insert(hourLedger).values({ incubatorId: ctx.data.incubatorId, allocationId: row.id, kind: 'allocated', minutes: minutes - totals.allocated });
    }
    await tx.update(hourAllocations).set({ amount: input.amount, unit: input.unit, updatedAt: new Date() }).where(eq(hourAllocations.id, row.id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: HOUR_BUDGET_ACTION, entityType: 'startup', entityId: row.startupId,
      before: { allocationId: row.id, amount: row.amount, unit: row.unit }, after: { change: 'updated', allocationId: row.id, amount: input.amount, unit: input.unit },
    });
    return allocationView(tx, row.id);
  });
}

/** Removes an allocation and its ledger: the startup's sessions with that host are no longer limited by it. */
export async function deleteHourAllocation(ctx: AppContext, raw: { id: unknown }): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseInput(z.object({ id: z.string().refine(isUuid, HOUR_BUDGET_MESSAGES.allocationNotFound) }), raw);
  const mayAllocate = await allocationRight(ctx);
  return ctx.data.run(async (tx) => {
    const row = await lockedAllocation(tx, id);
    await requireManage(tx, mayAllocate, row.startupId);
    await tx.delete(hourAllocations).where(eq(hourAllocations.id, row.id));
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: HOUR_BUDGET_ACTION, entityType: 'startup', entityId: row.startupId,
      before: { allocationId: row.id, mentorId: row.mentorUserId, amount: row.amount, unit: row.unit }, after: { change: 'removed' },
    });
    return row.id;
  });
}
