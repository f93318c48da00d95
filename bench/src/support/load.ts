/**
 * Load phases the GraphQL benches share: a warm-up per target, then interleaved rounds (A B C A B C, so drift on the
 * shared machine hits every target alike), summed into one line of figures per target.
 *
 * Two client models, both with the same number of connections:
 * - **closed loop** (the budget's reading): every connection sends its next request as soon as the previous answer
 *   arrives, so latency ≈ connections / throughput once the server is saturated;
 * - **open loop** (`measureOpenLoop`): requests arrive at a fixed mean rate with random (Poisson) spacing, as from a
 *   population of clients with think time, over at most `connections` keep-alive sockets. Latency is counted from
 *   the moment a request was due, so time spent waiting for a free socket counts too (no coordinated omission).
 *   autocannon's own `overallRate` is not used for this: it sends each connection's share in bursts, which measures
 *   the burst, not the rate.
 */
import http from 'node:http';
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  port: number;
  /** Path with the query string, e.g. `/graphql?operationName=Tasks`. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  rounds: number;
  /** Seconds of unmeasured load per target before the rounds (default 2; 0 skips). */
  warmupS?: number;
  log?: (line: string) => void;
}

export interface LoadFigures {
  name: string;
  requests: number;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function once(target: LoadTarget, seconds: number, options: LoadOptions): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${target.port}${target.path}`,
        method: 'POST',
        headers: target.headers,
        body: target.body,
        connections: options.connections,
        duration: seconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Warm-up, then `rounds` interleaved rounds of `durationS` per target; figures per target (p99: the worst round). */
export async function measureLoad(targets: LoadTarget[], options: LoadOptions): Promise<LoadFigures[]> {
  const warmup = options.warmupS ?? 2;
  if (warmup > 0) for (const t of targets) await once(t, warmup, options);
  const results = new Map<string, autocannon.Result[]>();
  for (let round = 0; round < options.rounds; round++) {
    for (const t of targets) {
      const r = await once(t, options.durationS, options);
      results.set(t.name, [...(results.get(t.name) ?? []), r]);
      options.log?.(`  round ${round + 1} ${t.name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
    }
  }
  return targets.map((t) => {
    const rs = results.get(t.name)!;
    const requests = rs.reduce((s, r) => s + r.requests.total, 0);
    return {
      name: t.name,
      requests,
      rps: Math.round(rs.reduce((s, r) => s + r.requests.average, 0) / rs.length),
      mean: Number((rs.reduce((s, r) => s + r.latency.mean * r.requests.total, 0) / Math.max(1, requests)).toFixed(1)),
      p50: Number((rs.reduce((s, r) => s + r.latency.p50, 0) / rs.length).toFixed(1)),
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
      errors: rs.reduce((s, r) => s + r.errors + r.timeouts, 0),
    };
  });
}

/** The figures as markdown table rows (after the header of `LOAD_TABLE_HEADER`). */
export const LOAD_TABLE_HEADER = '| Query | req/s | mean ms | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|---|';
export function loadTableRows(figures: LoadFigures[]): string {
  return figures.map((f) => `| ${f.name} | ${f.rps} | ${f.mean} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.errors} |`).join('\n');
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export interface OpenLoopOptions {
  connections: number;
  /** Mean requests per second. */
  rate: number;
  durationS: number;
}

/** Poisson arrivals at `rate` for `durationS` against one target; figures as for the closed loop. */
export async function measureOpenLoop(target: LoadTarget, options: OpenLoopOptions): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        { host: '127.0.0.1', port: target.port, method: 'POST', path: target.path, headers: target.headers, agent, timeout: 30_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(target.body);
    });
  const started = performance.now();
  const end = started + options.durationS * 1000;
  const inFlight: Array<Promise<void>> = [];
  let next = started;
  while (next < end) {
    const now = performance.now();
    while (next <= now && next < end) {
      inFlight.push(send(next));
      next += -Math.log(1 - Math.random()) * (1000 / options.rate);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, next - performance.now()))));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round1 = (v: number) => Number(v.toFixed(1));
  return {
    name: target.name,
    requests: latencies.length,
    rps: Math.round(latencies.length / options.durationS),
    mean: round1(sorted.reduce((s, v) => s + v, 0) / Math.max(1, sorted.length)),
    p50: round1(percentile(sorted, 0.5)),
    p99: round1(percentile(sorted, 0.99)),
    non2xx,
    errors,
  };
}

/**
 * The open-loop phase of a bench: each target in turn, at `rate` (or, when 0, half of the throughput `closed` measured
 * for the same target in the closed loop).
 */
export async function measureOpenLoopPhase(targets: LoadTarget[], closed: LoadFigures[], options: { connections: number; rate: number; durationS: number; log?: (line: string) => void }): Promise<LoadFigures[]> {
  options.log?.(`open loop: Poisson arrivals at ${options.rate ? `${options.rate} req/s` : 'half the closed-loop throughput of each target'}, at most ${options.connections} connections`);
  const figures: LoadFigures[] = [];
  for (const [i, t] of targets.entries()) {
    const rate = options.rate || Math.max(1, Math.round(closed[i]!.rps / 2));
    const f = await measureOpenLoop(t, { connections: options.connections, rate, durationS: options.durationS });
    options.log?.(`  ${t.name}: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`);
    figures.push(f);
  }
  return figures;
}
