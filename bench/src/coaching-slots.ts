/**
 * Free-slot engine benchmark (issue 17 budget, docs/contract-coaching.md §5): `npm run bench:slots -w @hatchery/bench`.
 *
 * One host in Europe/Paris (both clock changes fall inside the year) with a year of weekly rules — weekday mornings
 * and afternoons and Saturday mornings, the pattern changing every quarter (44 rules with validity dates) — 500 date
 * exceptions (whole days off, blocked hours, extra evening hours) and 2,000 bookings spread over the year; 30-minute
 * slots every 15 minutes, 10/15-minute buffers, a day's notice, at most 12 sessions a day and 2 a week per startup.
 * One call asks for the whole year for one startup, as the slot picker's widest question would. Each call builds its
 * zone clock afresh (the server's case: a request computes once), so Intl offset lookups are inside the timing.
 * 50 warm-up calls, then 300 timed: median and p99 (nearest rank) of wall and CPU time against the budget (< 20 ms;
 * CPU p99 when the machine is busy, as bench:rules).
 */
import { dayIndexToDate, dateToDayIndex, freeSlots, type AvailabilityException, type HostAvailability, type SlotBooking, type WeeklyRule, type WeekdayCode } from '@hatchery/domain';
import { budgetQuantile, machineLoad, measure, quantile, random, type Timings } from './support/timing.js';

const WARM_UP = 50;
const RUNS = 300;
const BUDGET_MS = 20;
const EXCEPTIONS = 500;
const BOOKINGS = 2000;
const YEAR_START = '2027-01-01';
const DAY_MS = 86_400_000;

const next = random(20_261_129);
const firstDay = dateToDayIndex(YEAR_START);

// A year of weekly rules: the pattern shifts by a quarter hour each quarter, so every rule carries validity dates.
const rules: WeeklyRule[] = [];
const quarters: [string, string][] = [['2027-01-01', '2027-03-31'], ['2027-04-01', '2027-06-30'], ['2027-07-01', '2027-09-30'], ['2027-10-01', '2027-12-31']];
quarters.forEach(([validFrom, validUntil], quarter) => {
  const shift = quarter * 15;
  for (const weekday of ['MO', 'TU', 'WE', 'TH', 'FR'] as WeekdayCode[]) {
    rules.push({ weekday, startMinute: 9 * 60 + shift, endMinute: 12 * 60 + shift, validFrom, validUntil });
    rules.push({ weekday, startMinute: 13 * 60 + shift, endMinute: 17 * 60 + 30 + shift, validFrom, validUntil });
  }
  rules.push({ weekday: 'SA', startMinute: 10 * 60, endMinute: 12 * 60, validFrom, validUntil });
});

const exceptions: AvailabilityException[] = Array.from({ length: EXCEPTIONS }, () => {
  const date = dayIndexToDate(firstDay + Math.floor(next() * 365));
  const roll = next();
  if (roll < 0.2) return { date, kind: 'blocked', startMinute: null, endMinute: null };
  const startMinute = (8 + Math.floor(next() * 10)) * 60;
  if (roll < 0.7) return { date, kind: 'blocked', startMinute, endMinute: startMinute + 60 + Math.floor(next() * 4) * 30 };
  return { date, kind: 'extra', startMinute: 18 * 60, endMinute: 20 * 60 };
});

// 2,000 bookings at 15-minute points of the working day (UTC+1/+2 ≈ 08:00–16:00Z), never overlapping one another,
// as the database's constraint guarantees.
const bookings: SlotBooking[] = [];
const taken = new Set<number>();
while (bookings.length < BOOKINGS) {
  const day = firstDay + Math.floor(next() * 365);
  const start = day * DAY_MS + (8 * 60 + Math.floor(next() * 32) * 15) * 60_000;
  const length = [30, 45, 60][Math.floor(next() * 3)] as number;
  const quarterHours = Array.from({ length: length / 15 }, (_, i) => start + i * 15 * 60_000);
  if (quarterHours.some((q) => taken.has(q))) continue;
  for (const q of quarterHours) taken.add(q);
  bookings.push({ start, end: start + length * 60_000, startupId: `startup-${Math.floor(next() * 40)}`, countsTowardLimits: true });
}

const availability: HostAvailability = {
  settings: {
    timeZone: 'Europe/Paris',
    slotMinutes: 30,
    slotStepMinutes: 15,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 24 * 60,
    horizonDays: null,
    maxSessionsPerDay: 12,
    maxSessionsPerStartup: 2,
    startupLimitPeriod: 'week',
  },
  rules,
  exceptions,
  bookings,
};
const now = Date.parse(`${YEAR_START}T00:00:00Z`) - DAY_MS;
const query = { from: now, to: now + 366 * DAY_MS, now, startupId: 'startup-7' };

const first = freeSlots(availability, query);
const timings = measure(() => freeSlots(availability, query), { warmUp: WARM_UP, runs: RUNS });

const ms = (value: number) => `${value.toFixed(2)} ms`;
const machine = machineLoad();
const verdict = budgetQuantile(timings, 0.99, machine.busy) < BUDGET_MS ? 'pass' : 'FAIL';
const line = (name: string, figures: Timings) =>
  `${name} wall median ${ms(quantile(figures.walls, 0.5))} p95 ${ms(quantile(figures.walls, 0.95))} p99 ${ms(quantile(figures.walls, 0.99))}, ` +
  `CPU median ${ms(quantile(figures.cpus, 0.5))} p95 ${ms(quantile(figures.cpus, 0.95))} p99 ${ms(quantile(figures.cpus, 0.99))}`;
console.info(
  `free slots: ${rules.length} weekly rules over a year, ${exceptions.length} exceptions, ${bookings.length} bookings, ` +
    `${first.length} slots offered; ${RUNS} runs\n  ${line('freeSlots (one year)', timings)}\n` +
    `  load ${machine.load.toFixed(1)} on ${machine.cores} cores — budget < ${BUDGET_MS} ms (${machine.figure} p99): ${verdict}`,
);
if (verdict !== 'pass') process.exitCode = 1;
