/**
 * Hour budgets (issue 17 item 4; docs/contract-coaching.md §1.3, §2.4; D-454..D-461): a startup's coaching time,
 * allocated in REF-08 units (HOUR, DAY — a day is REF-07's business day, 07:00–18:00) and kept as a ledger of minute
 * lines. The ledger is append-only and every counter is a plain sum over it, so two readers of the same lines always
 * agree and a line is never rewritten:
 *
 * - allocated(m): the allocation grew by m minutes (m < 0 when it was lowered);
 * - pending(m): a booked session holds m minutes;
 * - used(m): m pending minutes of a held session became used;
 * - released(m): m pending minutes went back (cancelled, declined, moved away).
 *
 * remaining = allocated − pending − used (the REF-08 counters allocated, pending, used).
 */
import { z } from 'zod';
import { BUSINESS_HOURS, HOUR_ALLOCATION_UNITS } from '../reference.js';

export type HourAllocationUnit = (typeof HOUR_ALLOCATION_UNITS)[number];
export const HOUR_LEDGER_KINDS = ['allocated', 'pending', 'used', 'released'] as const;
export type HourLedgerKind = (typeof HOUR_LEDGER_KINDS)[number];

const clockMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** D-455: one DAY is the REF-07 business day (07:00–18:00 = 660 minutes); one HOUR 60. */
export const BUSINESS_DAY_MINUTES = clockMinutes(BUSINESS_HOURS.end) - clockMinutes(BUSINESS_HOURS.start);
export const UNIT_MINUTES: Readonly<Record<HourAllocationUnit, number>> = { HOUR: 60, DAY: BUSINESS_DAY_MINUTES };

/** Amounts go in quarters (a quarter hour is REF-06's shortest session), up to this many units. */
export const MAX_ALLOCATION_AMOUNT = 10_000;

export const HOUR_BUDGET_MESSAGES = {
  amountInvalid: 'Give a positive amount in quarters (0.25, 0.5, …), at most 10,000.',
  unitInvalid: 'Choose hours or days.',
  allocationNotFound: 'This hour allocation does not exist.',
  allocationExists: 'This startup already has an allocation for this mentor and program.',
  mentorNotFound: 'This person does not exist or does not host sessions.',
  programNotFound: 'This program does not exist.',
  belowUse: 'The allocation cannot be lower than the minutes already booked or used.',
  featureOff: 'Hour budgets are switched off for this organisation.',
  notReader: 'You may not see the hour budgets of this startup.',
  notAllocator: 'You may not allocate hours to this startup.',
  /** The English text of the OverBudget refusal; the server appends the figures (see overBudgetText). */
  overBudget: 'Not enough hours left in the budget for this session.',
} as const;
export type HourBudgetMessageKey = keyof typeof HOUR_BUDGET_MESSAGES;

/** "Not enough hours left …: 60 minutes needed, 30 remaining." — the figures also travel as extensions. */
export function overBudgetText(neededMinutes: number, remainingMinutes: number): string {
  return `${HOUR_BUDGET_MESSAGES.overBudget.slice(0, -1)}: ${neededMinutes} minutes needed, ${Math.max(0, remainingMinutes)} remaining.`;
}

export const hourAmountSchema = z
  .number({ error: HOUR_BUDGET_MESSAGES.amountInvalid })
  .refine((n) => Number.isFinite(n) && n > 0 && n <= MAX_ALLOCATION_AMOUNT && Number.isInteger(n * 4), HOUR_BUDGET_MESSAGES.amountInvalid);
export const hourUnitSchema = z.enum(HOUR_ALLOCATION_UNITS, { error: HOUR_BUDGET_MESSAGES.unitInvalid });

/** The minutes an amount of a unit stands for (always whole: quarters of 60 or 660). */
export function allocationMinutes(amount: number, unit: HourAllocationUnit): number {
  return Math.round(amount * UNIT_MINUTES[unit]);
}

export interface HourLedgerLine {
  kind: HourLedgerKind;
  minutes: number;
  sessionId: string | null;
}

export interface HourTotals {
  allocated: number;
  pending: number;
  used: number;
  remaining: number;
}

/** The REF-08 counters of a ledger: each line's effect added up (see the module comment). */
export function ledgerTotals(lines: ReadonlyArray<Pick<HourLedgerLine, 'kind' | 'minutes'>>): HourTotals {
  let allocated = 0;
  let pending = 0;
  let used = 0;
  for (const line of lines) {
    if (line.kind === 'allocated') allocated += line.minutes;
    else if (line.kind === 'pending') pending += line.minutes;
    else if (line.kind === 'used') {
      pending -= line.minutes;
      used += line.minutes;
    } else pending -= line.minutes;
  }
  return { allocated, pending, used, remaining: allocated - pending - used };
}

/** What one session holds of a ledger: its pending and used minutes. */
export function sessionTotals(lines: ReadonlyArray<HourLedgerLine>, sessionId: string): { pending: number; used: number } {
  const own = ledgerTotals(lines.filter((l) => l.sessionId === sessionId));
  return { pending: own.pending, used: own.used };
}

export type ReserveCheck = { ok: true } | { ok: false; remaining: number };

/** Whether `minutes` more fit: the remaining minutes must cover them (a zero-minute booking always fits). */
export function checkReserve(totals: HourTotals, minutes: number): ReserveCheck {
  return minutes <= totals.remaining ? { ok: true } : { ok: false, remaining: Math.max(0, totals.remaining) };
}

/** The lines a move writes: the session's pending minutes go back, the new ones are held (none when unchanged). */
export function moveLines(held: number, newMinutes: number, sessionId: string): HourLedgerLine[] {
  if (held === newMinutes) return [];
  return [
    ...(held > 0 ? [{ kind: 'released' as const, minutes: held, sessionId }] : []),
    ...(newMinutes > 0 ? [{ kind: 'pending' as const, minutes: newMinutes, sessionId }] : []),
  ];
}

export interface AllocationCandidate {
  id: string;
  mentorUserId: string | null;
  /** The startup is in the allocation's program (or it names none). */
  applies: boolean;
  createdAt: Date | string;
}

/**
 * D-456: the allocation a booking draws from. A pair allocation (this startup with one of the session's hosts, in the
 * order the hosts are given) comes first; otherwise the startup's program-wide one (no mentor). Only allocations that
 * apply count; among equals the oldest. null: no budget applies, the booking is not limited.
 */
export function chooseAllocation<T extends AllocationCandidate>(candidates: readonly T[], hostUserIds: readonly string[]): T | null {
  const usable = candidates.filter((c) => c.applies).sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id.localeCompare(b.id));
  for (const host of hostUserIds) {
    const pair = usable.find((c) => c.mentorUserId === host);
    if (pair) return pair;
  }
  return usable.find((c) => c.mentorUserId === null) ?? null;
}
