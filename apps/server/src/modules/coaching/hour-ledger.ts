/**
 * The hour-budget ledger as the booking transactions use it (issue 17 item 4; docs/contract-coaching.md §2.4; D-456,
 * D-457). Every function runs inside the caller's transaction, so a booking and its minutes commit or fail together.
 * Each one locks the allocation row (SELECT … FOR UPDATE) before reading its ledger: two bookings drawing on one
 * budget queue on that row, and the second sees the first's line before it checks — they cannot both pass. The lock
 * order is always host(s) first (the booking's advisory locks), then the allocation, so bookings cannot deadlock on it.
 *
 * Exported for the session services (reschedule, cancel, hold) that call them by these names.
 */
import {
  checkReserve,
  chooseAllocation,
  ledgerTotals,
  moveLines,
  overBudgetText,
  sessionTotals,
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

export async function ledgerLines(tx: Tx, allocationId: string): Promise<HourLedgerLine[]> {
  return tx.select({ kind: hourLedger.kind, minutes: hourLedger.minutes, sessionId: hourLedger.sessionId }).from(hourLedger)
    .where(eq(hourLedger.allocationId, allocationId));
}

async function writeLines(tx: Tx, allocation: HourAllocationRow, lines: readonly HourLedgerLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(hourLedger).values(lines.map((l) => ({ incubatorId: allocation.incubatorId, allocationId: allocation.id, sessionId: l.sessionId, kind: l.kind, minutes: l.minutes })));
}

/** The allocations a session has lines on, locked in id order (a stable order, so two callers never wait in a circle). */
async function sessionAllocations(tx: Tx, sessionId: string): Promise<HourAllocationRow[]> {
  const ids = [...new Set((await tx.select({ id: hourLedger.allocationId }).from(hourLedger).where(eq(hourLedger.sessionId, sessionId))).map((r) => r.id))].sort();
  const locked: HourAllocationRow[] = [];
  for (const id of ids) {
    const row = await lockAllocation(tx, id);
    if (row) locked.push(row);
  }
  return locked;
}

export interface ReserveInput {
  sessionId: string;
  startupId: string;
  /** The session's hosts, in order: the first with a pair allocation decides (D-456). */
  hostUserIds: readonly string[];
  minutes: number;
  /** The input field the refusal names (the booking's own: start, id, slotId). */
  field?: string;
}

/**
 * Holds the session's minutes on the allocation it draws from (pair first, then program-wide; D-456) as a pending
 * line; OverBudget when they do not fit. Nothing happens when budgets are off or no allocation applies. A session
 * that already holds minutes is moved to the new figure instead (calling it twice never counts twice).
 */
export async function reserveSessionMinutes(tx: Tx, input: ReserveInput): Promise<{ allocationId: string } | null> {
  if (input.minutes <= 0 || !(await hourBudgetsOn(tx))) return null;
  if ((await tx.select({ id: hourLedger.id }).from(hourLedger).where(eq(hourLedger.sessionId, input.sessionId)).limit(1)).length > 0) {
    return moveSessionMinutes(tx, input.sessionId, input.minutes, input.field);
  }
  const chosen = chooseAllocation(await startupAllocations(tx, input.startupId), input.hostUserIds);
  if (!chosen) return null;
  const allocation = await lockAllocation(tx, chosen.id);
  if (!allocation) return null;
  const check = checkReserve(ledgerTotals(await ledgerLines(tx, allocation.id)), input.minutes);
  if (!check.ok) throw overBudgetError(input.field ?? 'start', input.minutes, check.remaining);
  await writeLines(tx, allocation, [{ kind: 'pending', minutes: input.minutes, sessionId: input.sessionId }]);
  return { allocationId: allocation.id };
}

/** Gives back what the session holds pending (cancelled, declined, no longer happening); used minutes stay used. */
export async function releaseSessionMinutes(tx: Tx, sessionId: string): Promise<number> {
  let released = 0;
  for (const allocation of await sessionAllocations(tx, sessionId)) {
    const { pending } = sessionTotals(await ledgerLines(tx, allocation.id), sessionId);
    if (pending <= 0) continue;
    await writeLines(tx, allocation, [{ kind: 'released', minutes: pending, sessionId }]);
    released += pending;
  }
  return released;
}

/** The session was held: its pending minutes become used. */
export async function markSessionMinutesUsed(tx: Tx, sessionId: string): Promise<number> {
  let used = 0;
  for (const allocation of await sessionAllocations(tx, sessionId)) {
    const { pending } = sessionTotals(await ledgerLines(tx, allocation.id), sessionId);
    if (pending <= 0) continue;
    await writeLines(tx, allocation, [{ kind: 'used', minutes: pending, sessionId }]);
    used += pending;
  }
  return used;
}

/**
 * The session now lasts `newMinutes` (rescheduled): its pending minutes are released and the new ones held on the
 * same allocation, OverBudget when the difference does not fit. While budgets are off the lines are still written
 * (the ledger stays true) but nothing is refused. A session with no pending minutes is left alone.
 */
export async function moveSessionMinutes(tx: Tx, sessionId: string, newMinutes: number, field = 'start'): Promise<{ allocationId: string } | null> {
  const enforced = await hourBudgetsOn(tx);
  for (const allocation of await sessionAllocations(tx, sessionId)) {
    const lines = await ledgerLines(tx, allocation.id);
    const { pending } = sessionTotals(lines, sessionId);
    if (pending <= 0) continue;
    const totals = ledgerTotals(lines);
    const check = checkReserve({ ...totals, remaining: totals.remaining + pending }, newMinutes);
    if (enforced && !check.ok) throw overBudgetError(field, newMinutes, check.remaining);
    await writeLines(tx, allocation, moveLines(pending, Math.max(0, newMinutes), sessionId));
    return { allocationId: allocation.id };
  }
  return null;
}
