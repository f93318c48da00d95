/**
 * What the machine gives at this moment, printed beside a bench's figures so that runs can be compared across
 * sessions: a fixed loop of pure JavaScript (CPU speed) and a PostgreSQL round trip (`select 1`, one connection, one
 * at a time — what a wake-up of another process costs on this host). On the shared 2-core VMs the bench runs on, the
 * round trip moved from 0.08 to 0.2 ms within minutes on an idle machine while the loop stayed the same, and the
 * timeline's statement with it from 1.35 to 3.7 ms (docs/performance.md, "Issue 19: session 25"): a page that waits
 * on PostgreSQL pays that, the empty request does not.
 */
import pg from 'pg';
import { percentile } from './load.js';

export interface MachineState {
  /** Milliseconds of a fixed integer loop (CPU speed; lower is faster). */
  cpuLoopMs: number;
  /** `select 1` round trips, one connection, sequential: p50 and p90 in ms. */
  roundTripP50Ms: number;
  roundTripP90Ms: number;
}

const ROUND_TRIPS = 1000;
const LOOP_ITERATIONS = 20_000_000;

function cpuLoopMs(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < LOOP_ITERATIONS; i++) x = (x + i * 7) % 1_000_003;
  // The result is used, so the loop cannot be dropped as dead code.
  if (x < 0) throw new Error('unreachable');
  return performance.now() - started;
}

export async function measureMachineState(dbUrl: string): Promise<MachineState> {
  const loop = Math.min(cpuLoopMs(), cpuLoopMs());
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const times: number[] = [];
  try {
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const started = performance.now();
      await client.query({ name: 'bench_round_trip', text: 'select 1' });
      times.push(performance.now() - started);
    }
  } finally {
    await client.end();
  }
  // The first few include preparing the statement and warming the code path.
  const sorted = times.slice(20).sort((a, b) => a - b);
  const round3 = (v: number) => Number(v.toFixed(3));
  return { cpuLoopMs: Number(loop.toFixed(1)), roundTripP50Ms: round3(percentile(sorted, 0.5)), roundTripP90Ms: round3(percentile(sorted, 0.9)) };
}

export function describeMachineState(state: MachineState): string {
  return `CPU loop ${state.cpuLoopMs} ms; PostgreSQL round trip p50 ${state.roundTripP50Ms} ms, p90 ${state.roundTripP90Ms} ms`;
}
