/**
 * The FULL-against-1% latency benches (bench:portfolio, bench:form-responses) share their rounds: each a closed loop
 * of every target on both servers (interleaved), then an open loop at half of that round's closed-loop rate, and the
 * p99 ratio FULL / SMALL of each target pair, closed and open; the budget is read on the medians of the rounds (on a
 * shared machine one round's p99 is mostly how long requests waited for a core). Also: one query of a bench database,
 * and medians.
 */
import os from 'node:os';
import pg from 'pg';
import { LOAD_TABLE_HEADER, loadTableRows, measureLoad, measureOpenLoopPhase, type LoadFigures, type LoadTarget } from './load.js';

/** The median of some figures, rounded to `digits`. */
export function median(values: readonly number[], digits = 2): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Number((sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2).toFixed(digits));
}

/** The median of each key over the rounds. */
export function medians(list: ReadonlyArray<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.keys(list[0] ?? {}).map((k) => [k, median(list.map((x) => x[k] ?? 0))]));
}

/** The rows of one statement on a bench database (a fresh connection, closed after). */
export async function queryRows<Row extends pg.QueryResultRow>(dbUrl: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

export interface FullSmallRound {
  loadAverage: number[];
  closed: LoadFigures[];
  openLoop: LoadFigures[];
  /** `<target>, closed` and `<target>, open`: p99 FULL / SMALL. */
  ratios: Record<string, number>;
}

export interface FullSmallOptions<Extra> {
  rounds: number;
  connections: number;
  durationS: number;
  /** What a bench measures besides, at the end of each round (bench:portfolio: CPU per request). */
  afterRound?: (round: FullSmallRound) => Promise<Extra>;
}

/**
 * `fullTargets[i]` and `smallTargets[i]` are the same request to the FULL and SMALL server; target names end in
 * ` (full)` / ` (small)`, which the ratios' keys leave out.
 */
export async function runFullSmallRounds<Extra extends object = object>(
  fullTargets: LoadTarget[],
  smallTargets: LoadTarget[],
  { rounds: count, connections, durationS, afterRound }: FullSmallOptions<Extra>,
): Promise<Array<FullSmallRound & Extra>> {
  const targets = fullTargets.flatMap((t, i) => [t, smallTargets[i]!]);
  const rounds: Array<FullSmallRound & Extra> = [];
  for (let r = 1; r <= count; r++) {
    console.log(`Round ${r} of ${count} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    const closed = await measureLoad(targets, { connections, durationS, rounds: 1, warmupS: r === 1 ? 2 : 0, log: (l) => console.log(l.replace('round 1', 'closed')) });
    const openLoop = await measureOpenLoopPhase(targets, closed, { connections, rate: 0, durationS, log: console.log });
    const p99 = (list: LoadFigures[], name: string) => list.find((f) => f.name === name)!.p99;
    const ratios = Object.fromEntries(
      fullTargets.flatMap((t, i) => [
        [`${t.name.replace(' (full)', '')}, closed`, Number((p99(closed, t.name) / Math.max(1, p99(closed, smallTargets[i]!.name))).toFixed(2))],
        [`${t.name.replace(' (full)', '')}, open`, Number((p99(openLoop, t.name) / Math.max(1, p99(openLoop, smallTargets[i]!.name))).toFixed(2))],
      ]),
    );
    console.log(`  ratios full/small of p99: ${JSON.stringify(ratios)}`);
    const round: FullSmallRound = { loadAverage: [], closed, openLoop, ratios };
    const extra = (await afterRound?.(round)) ?? ({} as Extra);
    rounds.push({ ...round, ...extra, loadAverage: os.loadavg() });
  }
  for (const [i, r] of rounds.entries()) {
    console.log(`\nRound ${i + 1}, closed loop (${connections} connections):\n${LOAD_TABLE_HEADER}\n${loadTableRows(r.closed)}`);
    console.log(`Round ${i + 1}, open loop (half the closed-loop rate):\n${LOAD_TABLE_HEADER}\n${loadTableRows(r.openLoop)}`);
  }
  return rounds;
}
