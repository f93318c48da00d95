/**
 * Metrics rule engine benchmark (issue 6, contract "Shared rule engine"): `npm run bench:rules -w @hatchery/bench`.
 *
 * One period of 10,000 data items (one per metric; ~40% monetary) checked by validatePeriod with a realistic rule
 * mix: ~45% of metrics carry a constant bound (often two: min and max, some with custom labels), ~30% a reference to
 * another metric, ~20% a sum of 2–4 metrics; some operands are empty in the period and fall back to the last submitted
 * values, some have none; ~10% of values are empty. Failure messages are formatted (amounts through Intl).
 * A first (cold) call, reported on its own, 19 more warm-up calls, then 30 timed runs: median and p99 (nearest rank) of
 * wall time and of the process's CPU time, against the budget (< 50 ms). Pure CPU, no I/O.
 */
import { formatCurrencyAmount, validatePeriod, type PeriodItem, type RuleSpec } from '@hatchery/domain';
import { budgetQuantile, machineLoad, measure, quantile, random, timeOnce } from './support/timing.js';

const ITEMS = 10_000;
const RUNS = 30;
/** Enough calls for V8 to finish optimizing; before that, background compilation shows up in the CPU figures. */
const WARM_UP = 20;
const BUDGET_MS = 50;

function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function buildPeriod() {
  const next = random(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const ids = Array.from({ length: ITEMS }, () => uuid(next));
  const names = new Map(ids.map((id, i) => [id, `Metric ${i + 1}`]));
  const items: PeriodItem[] = ids.map((metricId, i) => {
    const unitType = pick(['MONETARY', 'MONETARY', 'MONETARY', 'EMPLOYEE', 'CUSTOMER', 'USER', 'PERCENTAGE'] as const);
    const empty = next() < 0.1;
    const value = empty ? '' : unitType === 'MONETARY' ? (next() * 100_000).toFixed(2) : String(Math.floor(next() * 500));
    return { dataId: `data-${i}`, metricId, unitType, value };
  });
  const previousValues = new Map<string, string>();
  for (const id of ids) if (next() < 0.5) previousValues.set(id, String(Math.floor(next() * 1000)));

  const rulesByMetric = new Map<string, RuleSpec[]>();
  let ruleCount = 0;
  for (const metricId of ids) {
    const roll = next();
    const rules: RuleSpec[] = [];
    if (roll < 0.45) {
      rules.push({ rule: `min:${pick([0, 1, 10, 100])}` });
      const label = next() < 0.2 ? 'Check this figure' : null;
      if (next() < 0.6) rules.push({ rule: `max:${pick([50, 250, 1000, 75_000.5])}`, label });
      if (next() < 0.2) rules.push({ rule: `lessThan:${pick([100, 400, 99_999])}` });
    } else if (roll < 0.75) {
      rules.push({ rule: `${pick(['lessThan', 'moreThan', 'min', 'max'])}:${pick(ids)}` });
    } else if (roll < 0.95) {
      const terms = Array.from({ length: 2 + Math.floor(next() * 3) }, () => pick(ids));
      rules.push({ rule: `${pick(['min', 'max'])}:${terms.join('+')}` });
    }
    ruleCount += rules.length;
    if (rules.length > 0) rulesByMetric.set(metricId, rules);
  }
  return { items, rulesByMetric, previousValues, names, ruleCount };
}

const period = buildPeriod();
const options = {
  metricName: (id: string) => period.names.get(id) ?? id,
  formatAmount: (amount: number) => formatCurrencyAmount(amount, 'USD', 'en'),
  previousValues: period.previousValues,
};

const check = () => validatePeriod(period.items, period.rulesByMetric, options).length;
const machine = machineLoad();
const cold = timeOnce(check); // the first call parses every rule string and warms the JIT
const runs = measure(
  () => {
    if (check() !== cold.result) throw new Error('validatePeriod is not deterministic');
  },
  { warmUp: WARM_UP - 1, runs: RUNS },
);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const wallP99 = quantile(runs.walls, 0.99);
const cpuP99 = quantile(runs.cpus, 0.99);
const verdict = budgetQuantile(runs, 0.99, machine.busy) < BUDGET_MS ? 'pass' : 'FAIL';
console.info(
  `metrics rules: ${ITEMS.toLocaleString('en')} items, ${period.ruleCount.toLocaleString('en')} rules, ` +
    `${cold.result.toLocaleString('en')} failures; ${RUNS} runs wall median ${ms(quantile(runs.walls, 0.5))} ` +
    `p99 ${ms(wallP99)}, CPU median ${ms(quantile(runs.cpus, 0.5))} p99 ${ms(cpuP99)}; first call ${ms(cold.wall)}; ` +
    `load ${machine.load.toFixed(1)} on ${machine.cores} cores — ` +
    `budget < ${BUDGET_MS} ms (${machine.figure} p99): ${verdict}`,
);
if (verdict !== 'pass') process.exitCode = 1;
