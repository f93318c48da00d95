/**
 * The hour-budget ledger as the booking transactions use it (issue 17 item 4; docs/contract-coaching.md §2.4; D-456,
 * D-457). Every function runs inside the caller's transaction, so a booking and its minutes commit or fail together.
 * Each one locks the allocation row (SELECT … FOR UPDATE) before reading its ledger: two bookings drawing on one
 * budget queue on that row, and the second sees the first's line before it checks — they cannot both pass. The lock
 * order is always host(s) first (the booking's advisory locks), then the allocation, so bookings cannot deadlock on it.
 *
 * Exported for the session services (reschedule, cancel, hold) that call them by these names, and for one-on-one
 * event bookings (issue 18 item 1, D-469), whose lines carry host_booking_id instead of session_id.
 */
import {
  checkReserve,
  chooseAllocation,
  ledgerTotals,
  moveLines,
  overBudgetText,
  type HourLedgerLine,
} from '@hatchery/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { hourAllocations, hourLedger, startupPrograms, type HourAllocationRow } from '../../db/schema/index.js';
import { AppError, COACHING_ERROR_CODES } from '../../core/errors.js';
import { planFeatureIsOn } from '../milestones/index.js';

/** OverBudget (409): "field: Not enough hours left …: N minutes needed, M remaining." with the figures as extensions. */
export function overBudgetError(field: string, neededMinutes: number, remainingMinutes: number): AppError {
  return new AppError(COACHING_ERROR_CODES.overBudget, `${field}: ${overBudgetText(neededMinutes, remainingMinutes)}`, 409, {
    details: { reason: 'overBudget', neededMinutes, remainingMinutes: Math.max(0, remainingMinutes) },
  });
}

/** Whether hour budgets are enforced in this tenant: the flag hoursAllocation, through the plan gate "hour allocation". */
export function hourBudgetsOn(tx: Tx): Promise<boolean> {
  return planFeatureIsOn(tx, 'hoursAllocation');
}

export interface ApplicableAllocation extends HourAllocationRow {
  applies: boolean;
}

/** The startup's allocations, each marked whether it applies now (no program, or the startup is in its program). */
export async function startupAllocations(tx: Tx, startupId: string): Promise<ApplicableAllocation[]> {
  const rows = await tx.select().from(hourAllocations).where(eq(hourAllocations.startupId, startupId)).orderBy(asc(hourAllocations.createdAt), asc(hourAllocations.id));
  const programIds = [...new Set(rows.flatMap((r) => (r.programId ? [r.programId] : [])))];
  const inPrograms = programIds.length > 0
    ? new Set((await tx.select({ programId: startupPrograms.programId }).from(startupPrograms)
      .where(and(eq(startupPrograms.startupId, startupId), inArray(startupPrograms.programId, programIds)))).map((r) => r.programId))
    : new Set<string>();
  return rows.map((r) => ({ ...r, applies: r.programId === null || inPrograms.has(r.programId) }));
}

async function lockAllocation(tx: Tx, allocationId: string): Promise<HourAllocationRow | null> {
  const [row] = await tx.select().from(hourAllocations).where(eq(hourAllocations.id, allocationId)).for('update').limit(1);
  return row ?? null;
}

/** A ledger line as the booking functions read it: the domain's line, and the event booking it may belong to. */
export interface LedgerLine extends HourLedgerLine {
  hostBookingId: string | null;
}

export async function ledgerLines(tx: Tx, allocationId: string): Promise<LedgerLine[]> {
  return tx.select({ kind: hourLedger.kind, minutes: hourLedger.minutes, sessionId: hourLedger.sessionId, hostBookingId: hourLedger.hostBookingId })
    .from(hourLedger).where(eq(hourLedger.allocationId, allocationId));
}

/**
 * Whom minutes are held for (D-469): a coaching session, or a one-on-one event booking (a host_bookings row of kind
 * event, which makes no session — D-490). Every function below works on either, so sessions and events share one rule.
 */
interface Holder {
  column: 'sessionId' | 'hostBookingId';
  id: string;
}
const sessionHolder = (sessionId: string): Holder => ({ column: 'sessionId', id: sessionId });
const bookingHolder = (hostBookingId: string): Holder => ({ column: 'hostBookingId', id: hostBookingId });

/** What one holder has of a ledger: its pending and used minutes. */
function holderTotals(lines: readonly LedgerLine[], holder: Holder): { pending: number; used: number } {
  const own = ledgerTotals(lines.filter((l) => l[holder.column] === holder.id));
  return { pending: own.pending, used: own.used };
}

async function writeLines(tx: Tx, allocation: HourAllocationRow, holder: Holder, lines: ReadonlyArray<Pick<HourLedgerLine, 'kind' | 'minutes'>>): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(hourLedger).values(lines.map((l) => ({
    incubatorId: allocation.incubatorId,
    allocationId: allocation.id,
    sessionId: holder.column === 'sessionId' ? holder.id : null,
    hostBookingId: holder.column === 'hostBookingId' ? holder.id : null,
    kind: l.kind,
    minutes: l.minutes,
  })));
}

/** The allocations a holder has lines on, locked in id order (a stable order, so two callers never wait in a circle). */
async function holderAllocations(tx: Tx, holder: Holder): Promise<HourAllocationRow[]> {
  const ids = [...new Set((await tx.select({ id: hourLedger.allocationId }).from(hourLedger).where(eq(hourLedger[holder.column], holder.id))).map((r) => r.id))].sort();
  const locked: HourAllocationRow[] = [];
  for (const id of ids) {
    const row = await lockAllocation(tx, id);
    if (row) locked.push(row);
  }
  return locked;
}

interface DrawInput {
  startupId: string;
  /** The booking's hosts, in order: the first with a pair allocation decides (D-456). */
  hostUserIds: readonly string[];
  minutes: number;
  /** The input field the refusal names (the booking's own: start, id, slotId, startsAt). */
  field?: string;
}

export interface ReserveInput extends DrawInput {
  sessionId: string;
}

export interface ReserveBookingInput extends DrawInput {
  /** The event booking (host_bookings row of kind event) the minutes are for. */
  hostBookingId: string;
}

/**
 * Holds the minutes on the allocation they draw from (pair first, then program-wide; D-456) as a pending line;
 * OverBudget when they do not fit. Nothing happens when budgets are off or no allocation applies. A holder that
 * already holds minutes is moved to the new figure instead (calling it twice never counts twice).
 */
async function reserveMinutes(tx: Tx, holder: Holder, input: DrawInput): Promise<{ allocationId: string } | null> {
  if (input.minutes <= 0 || !(await hourBudgetsOn(tx))) return null;
  if ((await tx.select({ id: hourLedger.id }).from(hourLedger).where(eq(hourLedger[holder.column], holder.id)).limit(1)).length > 0) {
    return moveMinutes(tx, holder, input.minutes, input.field);
  }
  const chosen = chooseAllocation(await startupAllocations(tx, input.startupId), input.hostUserIds);
  if (!chosen) return null;
  const allocation = await lockAllocation(tx, chosen.id);
  if (!allocation) return null;
  const check = checkReserve(ledgerTotals(await ledgerLines(tx, allocation.id)), input.minutes);
  if (!check.ok) throw overBudgetError(input.field ?? 'start', input.minutes, check.remaining);
  await writeLines(tx, allocation, holder, [{ kind: 'pending', minutes: input.minutes }]);
  return { allocationId: allocation.id };
}

/** Turns what the holder holds pending into lines of `kind`: released (given back) or used (held). */
async function settleMinutes(tx: Tx, holder: Holder, kind: 'released' | 'used'): Promise<number> {
  let settled = 0;
  for (const allocation of await holderAllocations(tx, holder)) {
    const { pending } = holderTotals(await ledgerLines(tx, allocation.id), holder);
    if (pending <= 0) continue;
    await writeLines(tx, allocation, holder, [{ kind, minutes: pending }]);
    settled += pending;
  }
  return settled;
}

async function moveMinutes(tx: Tx, holder: Holder, newMinutes: number, field = 'start'): Promise<{ allocationId: string } | null> {
  const enforced = await hourBudgetsOn(tx);
  for (const allocation of await holderAllocations(tx, holder)) {
    const lines = await ledgerLines(tx, allocation.id);
    const { pending } = holderTotals(lines, holder);
    if (pending <= 0) continue;
    const totals = ledgerTotals(lines);
    const check = checkReserve({ ...totals, remaining: totals.remaining + pending }, newMinutes);
    if (enforced && !check.ok) throw overBudgetError(field, newMinutes, check.remaining);
    await writeLines(tx, allocation, holder, moveLines(pending, Math.max(0, newMinutes), holder.id));
    return { allocationId: allocation.id };
  }
  return null;
}

/** A booked session holds its minutes (see reserveMinutes). */
export function reserveSessionMinutes(tx: Tx, input: ReserveInput): Promise<{ allocationId: string } | null> {
  return reserveMinutes(tx, sessionHolder(input.sessionId), input);
}

/** Gives back what the session holds pending (cancelled, declined, no longer happening); used minutes stay used. */
export function releaseSessionMinutes(tx: Tx, sessionId: string): Promise<number> {
  return settleMinutes(tx, sessionHolder(sessionId), 'released');
}

/** The session was held: its pending minutes become used. */
export function markSessionMinutesUsed(tx: Tx, sessionId: string): Promise<number> {
  return settleMinutes(tx, sessionHolder(sessionId), 'used');
}

/**
 * The session now lasts `newMinutes` (rescheduled): its pending minutes are released and the new ones held on the
 * same allocation, OverBudget when the difference does not fit. While budgets are off the lines are still written
 * (the ledger stays true) but nothing is refused. A session with no pending minutes is left alone.
 */
export function moveSessionMinutes(tx: Tx, sessionId: string, newMinutes: number, field = 'start'): Promise<{ allocationId: string } | null> {
  return moveMinutes(tx, sessionHolder(sessionId), newMinutes, field);
}

/** A one-on-one event booking holds its minutes, by the sessions' rule (D-469; see reserveMinutes). */
export function reserveBookingMinutes(tx: Tx, input: ReserveBookingInput): Promise<{ allocationId: string } | null> {
  return reserveMinutes(tx, bookingHolder(input.hostBookingId), input);
}

/** Gives back what an event booking holds pending (the slot was cancelled, or its event deleted before it). */
export function releaseBookingMinutes(tx: Tx, hostBookingId: string): Promise<number> {
  return settleMinutes(tx, bookingHolder(hostBookingId), 'released');
}

/**
 * An event booking took place (its attendee marked attended or no show from the slot's start, or its event cancelled
 * or deleted after the slot started): its pending minutes become used, as a held session's do (D-506).
 */
export function markBookingMinutesUsed(tx: Tx, hostBookingId: string): Promise<number> {
  return settleMinutes(tx, bookingHolder(hostBookingId), 'used');
}
