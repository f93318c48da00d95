/**
 * Hour budgets (issue 17 item 4): the ledger arithmetic — examples, and properties over random sequences of
 * reservations, moves, holds and releases checked against a model that tracks each session's state directly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_DAY_MINUTES,
  allocationMinutes,
  checkReserve,
  chooseAllocation,
  hourAmountSchema,
  ledgerTotals,
  moveLines,
  overBudgetText,
  sessionTotals,
  type HourLedgerLine,
} from './hour-budget.js';

describe('units', () => {
  it('an hour is 60 minutes, a day the REF-07 business day (07:00–18:00)', () => {
    expect(BUSINESS_DAY_MINUTES).toBe(660);
    expect(allocationMinutes(2, 'HOUR')).toBe(120);
    expect(allocationMinutes(1.5, 'HOUR')).toBe(90);
    expect(allocationMinutes(0.25, 'DAY')).toBe(165);
  });

  it('amounts are positive quarters up to 10,000', () => {
    expect(hourAmountSchema.safeParse(2).success).toBe(true);
    expect(hourAmountSchema.safeParse(0.75).success).toBe(true);
    for (const bad of [0, -1, 0.1, 10_000.25, Number.NaN, Number.POSITIVE_INFINITY]) expect(hourAmountSchema.safeParse(bad).success).toBe(false);
  });
});

describe('ledger', () => {
  const lines: HourLedgerLine[] = [
    { kind: 'allocated', minutes: 120, sessionId: null },
    { kind: 'pending', minutes: 60, sessionId: 'a' },
    { kind: 'pending', minutes: 30, sessionId: 'b' },
    { kind: 'used', minutes: 60, sessionId: 'a' },
    { kind: 'released', minutes: 30, sessionId: 'b' },
  ];

  it('adds up the REF-08 counters', () => {
    expect(ledgerTotals(lines.slice(0, 2))).toEqual({ allocated: 120, pending: 60, used: 0, remaining: 60 });
    expect(ledgerTotals(lines)).toEqual({ allocated: 120, pending: 0, used: 60, remaining: 60 });
    expect(sessionTotals(lines, 'a')).toEqual({ pending: 0, used: 60 });
    expect(sessionTotals(lines.slice(0, 3), 'b')).toEqual({ pending: 30, used: 0 });
  });

  it('refuses what does not fit and names what remains', () => {
    const totals = ledgerTotals(lines.slice(0, 2));
    expect(checkReserve(totals, 60)).toEqual({ ok: true });
    expect(checkReserve(totals, 61)).toEqual({ ok: false, remaining: 60 });
    expect(overBudgetText(90, 60)).toBe('Not enough hours left in the budget for this session: 90 minutes needed, 60 remaining.');
  });

  it('a move releases the held minutes and holds the new ones', () => {
    expect(moveLines(60, 60, 's')).toEqual([]);
    expect(moveLines(60, 90, 's')).toEqual([{ kind: 'released', minutes: 60, sessionId: 's' }, { kind: 'pending', minutes: 90, sessionId: 's' }]);
    expect(moveLines(0, 30, 's')).toEqual([{ kind: 'pending', minutes: 30, sessionId: 's' }]);
  });
});

describe('which allocation a booking draws from', () => {
  const c = (id: string, mentorUserId: string | null, applies = true, createdAt = '2026-01-01') => ({ id, mentorUserId, applies, createdAt });

  it('the pair first, then the program-wide one, only those that apply, the oldest among equals', () => {
    expect(chooseAllocation([c('wide', null), c('pair', 'm1')], ['m1'])?.id).toBe('pair');
    expect(chooseAllocation([c('wide', null), c('pair', 'm1')], ['m2'])?.id).toBe('wide');
    expect(chooseAllocation([c('wide', null, false), c('pair', 'm1', false)], ['m1'])).toBeNull();
    expect(chooseAllocation([c('p2', 'm2'), c('p1', 'm1')], ['m1', 'm2'])?.id).toBe('p1');
    expect(chooseAllocation([c('new', null, true, '2026-03-01'), c('old', null, true, '2026-02-01')], ['x'])?.id).toBe('old');
    expect(chooseAllocation([], ['m1'])).toBeNull();
  });
});

/** A model that keeps each session's state directly; the ledger must always agree with it. */
type Op = { op: 'allocate'; minutes: number } | { op: 'reserve' | 'move'; session: number; minutes: number } | { op: 'hold' | 'release'; session: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('allocate' as const), minutes: fc.integer({ min: -120, max: 600 }) }),
  fc.record({ op: fc.constantFrom('reserve' as const, 'move' as const), session: fc.integer({ min: 0, max: 5 }), minutes: fc.integer({ min: 15, max: 240 }) }),
  fc.record({ op: fc.constantFrom('hold' as const, 'release' as const), session: fc.integer({ min: 0, max: 5 }) }),
);

describe('ledger properties', () => {
  it('the counters equal the model, remaining never goes below zero through checked reservations, and order of lines does not matter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.array(opArb, { maxLength: 60 }), (initial, ops) => {
        const lines: HourLedgerLine[] = [{ kind: 'allocated', minutes: initial, sessionId: null }];
        let allocated = initial;
        const state = new Map<string, { status: 'pending' | 'used'; minutes: number }>();
        for (const op of ops) {
          if (op.op === 'allocate') {
            // Lowering is refused below what is held (the service's rule): apply only what the rule lets through.
            const totals = ledgerTotals(lines);
            if (allocated + op.minutes < totals.pending + totals.used) continue;
            lines.push({ kind: 'allocated', minutes: op.minutes, sessionId: null });
            allocated += op.minutes;
            continue;
          }
          const id = `s${op.session}`;
          const current = state.get(id);
          if (op.op === 'reserve') {
            if (current) continue;
            if (!checkReserve(ledgerTotals(lines), op.minutes).ok) continue;
            lines.push({ kind: 'pending', minutes: op.minutes, sessionId: id });
            state.set(id, { status: 'pending', minutes: op.minutes });
          } else if (op.op === 'move') {
            if (current?.status !== 'pending') continue;
            const totals = ledgerTotals(lines);
            if (!checkReserve({ ...totals, remaining: totals.remaining + current.minutes }, op.minutes).ok) continue;
            lines.push(...moveLines(sessionTotals(lines, id).pending, op.minutes, id));
            state.set(id, { status: 'pending', minutes: op.minutes });
          } else if (op.op === 'hold') {
            if (current?.status !== 'pending') continue;
            lines.push({ kind: 'used', minutes: sessionTotals(lines, id).pending, sessionId: id });
            state.set(id, { status: 'used', minutes: current.minutes });
          } else {
            if (current?.status !== 'pending') continue;
            lines.push({ kind: 'released', minutes: sessionTotals(lines, id).pending, sessionId: id });
            state.delete(id);
          }
        }
        const model = [...state.values()];
        const pending = model.filter((s) => s.status === 'pending').reduce((n, s) => n + s.minutes, 0);
        const used = model.filter((s) => s.status === 'used').reduce((n, s) => n + s.minutes, 0);
        const totals = ledgerTotals(lines);
        expect(totals).toEqual({ allocated, pending, used, remaining: allocated - pending - used });
        expect(totals.remaining).toBeGreaterThanOrEqual(0);
        for (const [id, s] of state) expect(sessionTotals(lines, id)).toEqual(s.status === 'pending' ? { pending: s.minutes, used: 0 } : { pending: 0, used: s.minutes });
        expect(ledgerTotals([...lines].reverse())).toEqual(totals);
      }),
      { numRuns: 300 },
    );
  });

  it('a refused reservation is exactly one that would take remaining below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 500 }), (allocated, pending, minutes) => {
        const totals = ledgerTotals([{ kind: 'allocated', minutes: allocated }, { kind: 'pending', minutes: pending }]);
        const check = checkReserve(totals, minutes);
        expect(check.ok).toBe(allocated - pending - minutes >= 0);
        if (!check.ok) expect(check.remaining).toBe(Math.max(0, allocated - pending));
      }),
    );
  });
});
