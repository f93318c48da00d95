/**
 * The embedded default against PostgreSQL, in one run (issue 19 item 1): `npm run bench:embedded -w @hatchery/bench`;
 * not part of `npm test`.
 *
 * Servers, all production builds of the seeded demo, each on its own port:
 * - `postgres`: this checkout on a fresh PostgreSQL database;
 * - `worker` (and `worker-<n>` for each other pool size in BENCH_EMBEDDED_POOLS): this checkout on the embedded
 *   default — PGlite in a worker thread behind a socket in DATA_DIR (D-435) — with DATABASE_POOL_SIZE=<n>;
 * - `in-process` (when BENCH_EMBEDDED_BASELINE names a checkout of the build before, e.g. `git archive main | tar -x`
 *   with node_modules linked): the old embedded engine, PGlite on the server's own event loop.
 * The embedded data directory is created and seeded once by the first worker server, stopped cleanly and copied for
 * the others (so the restart of each is also timed: spawn to a 200 from /healthz on an existing data directory).
 * Targets: the navbar tasks query and the notifications page as cofounder@demo.test (as issue 19 measured them), and
 * the timeline of the demo startup with the longest timeline as admin@demo.test. Load: autocannon closed loop, BENCH_CONNECTIONS (20) connections; one
 * server loaded at a time, every (server, target) pair in interleaved rounds (A B C A B C) so drift on the shared
 * machine hits all alike. Printed: req/s and p99 per server and target, embedded / PostgreSQL throughput, pass/fail
 * against ≥ 50%, and the load average.
 *
 * Env: BENCH_PG_URL, BENCH_EMBEDDED_BASELINE, BENCH_EMBEDDED_POOLS (4), BENCH_DURATION (5 s), BENCH_ROUNDS (2),
 * BENCH_CONNECTIONS (20), BENCH_PORT (3360; the servers take the next ports). Results: bench/results/embedded-<date>.json.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchServer, repoRoot, startServer, stopServer, tearDown, writeResults, type BenchServer } from '../support/bench-server.js';
import { demoSubject, demoTarget, longestTimelineStartup, type DemoSubject } from '../support/demo-targets.js';
import { measureLoad, type LoadFigures, type LoadTarget } from '../support/load.js';

const BASELINE = process.env.BENCH_EMBEDDED_BASELINE || undefined;
const POOLS = (process.env.BENCH_EMBEDDED_POOLS ?? '4').split(',').map((n) => Number(n.trim())).filter((n) => n >= 1);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3360);
const GOAL = 0.5;
const TARGETS = ['navbar', 'notifications', 'timeline'] as const;


interface Subject extends DemoSubject {
  /** Spawn to a healthy /healthz, on an existing data directory (embedded servers). */
  restartMs?: number;
}

async function subjectFor(server: BenchServer, startupName: string, restartMs?: number): Promise<Subject> {
  return { ...(await demoSubject(server, startupName, TARGETS)), ...(restartMs !== undefined ? { restartMs } : {}) };
}

const targetFor = (key: (typeof TARGETS)[number], subject: Subject): LoadTarget => demoTarget(key, subject);

async function timedLaunch(name: string, port: number, dataDir: string, options: Parameters<typeof launchServer>[4]): Promise<{ server: BenchServer; ms: number }> {
  const started = performance.now();
  const server = await launchServer(name, port, dataDir, name, options);
  return { server, ms: Math.round(performance.now() - started) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-embedded-'));
  // PostgreSQL servers go to tearDown (which drops their databases); the embedded ones are only stopped.
  const servers: BenchServer[] = [];
  const embeddedServers: BenchServer[] = [];
  try {
    const pgServer = await startServer('hatchery_bench_embedded', 'postgres', PORT, path.join(dataDir, 'postgres'));
    servers.push(pgServer);
    const startupName = await longestTimelineStartup(pgServer.dbUrl);
    const subjects: Subject[] = [await subjectFor(pgServer, startupName)];

    // The embedded database: created and seeded once, stopped cleanly, copied for every embedded server.
    const seedDir = path.join(dataDir, 'seed');
    const seeding = await launchServer('seeding', PORT + 1, seedDir, 'seeding', { embedded: true });
    await stopServer(seeding);
    let port = PORT + 1;
    const embedded: Array<{ name: string; checkout: string; env: Record<string, string> }> = POOLS.map((n, i) => ({
      name: i === 0 ? 'worker' : `worker-${n}`,
      checkout: repoRoot,
      env: { DATABASE_POOL_SIZE: String(n), EMBEDDED_ENGINE: 'worker' },
    }));
    if (BASELINE) embedded.push({ name: 'in-process', checkout: path.resolve(BASELINE), env: {} });
    for (const e of embedded) {
      const dir = path.join(dataDir, e.name);
      cpSync(seedDir, dir, { recursive: true });
      const { server, ms } = await timedLaunch(e.name, port++, dir, { embedded: true, checkout: e.checkout, env: e.env });
      embeddedServers.push(server);
      subjects.push(await subjectFor(server, startupName, ms));
      console.log(`${e.name}: up in ${ms} ms on an existing data directory`);
    }

    const loadAtStart = os.loadavg();
    console.log(`Load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}; ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION_S} s per pair`);
    const targets = TARGETS.flatMap((key) => subjects.map((s) => targetFor(key, s)));
    const figures = await measureLoad(targets, { connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, warmupS: 2, log: (line) => console.log(line) });
    const loadAtEnd = os.loadavg();
    const byName = new Map<string, LoadFigures>(figures.map((f) => [f.name, f]));
    for (const f of figures) if (f.non2xx || f.errors) throw new Error(`${f.name}: ${f.non2xx} non-2xx, ${f.errors} errors`);

    const names = subjects.map((s) => s.server.name);
    console.log(`\n| Target | ${names.map((n) => `${n} req/s (p99 ms)`).join(' | ')} | ${names.slice(1).map((n) => `${n} / postgres`).join(' | ')} |`);
    console.log(`|---|${names.map(() => '---').join('|')}|${names.slice(1).map(() => '---').join('|')}|`);
    const ratios: Record<string, Record<string, number>> = {};
    let pass = true;
    for (const key of TARGETS) {
      const pgFig = byName.get(`${key} postgres`)!;
      const cells = names.map((n) => {
        const f = byName.get(`${key} ${n}`)!;
        return `${f.rps} (${f.p99})`;
      });
      const ratioCells = names.slice(1).map((n) => {
        const ratio = byName.get(`${key} ${n}`)!.rps / pgFig.rps;
        (ratios[n] ??= {})[key] = Number(ratio.toFixed(3));
        if (n === 'worker' && ratio < GOAL) pass = false;
        return `${(ratio * 100).toFixed(0)}%`;
      });
      console.log(`| ${key} | ${cells.join(' | ')} | ${ratioCells.join(' | ')} |`);
    }
    console.log(`\nEmbedded default (worker) ≥ ${GOAL * 100}% of PostgreSQL on every target: ${pass ? 'PASS' : 'FAIL'}`);
    for (const s of subjects) if (s.restartMs !== undefined) console.log(`${s.server.name}: start on an existing data directory ${s.restartMs} ms (budget 5,000): ${s.restartMs <= 5000 ? 'PASS' : 'FAIL'}`);
    console.log(`Load average: start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}, end ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')}`);
    writeResults('embedded', {
      date: new Date().toISOString(),
      baseline: BASELINE ?? null,
      pools: POOLS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      rounds: ROUNDS,
      loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
      startMs: Object.fromEntries(subjects.filter((s) => s.restartMs !== undefined).map((s) => [s.server.name, s.restartMs])),
      figures,
      ratios,
      pass,
    });
  } finally {
    await Promise.all(embeddedServers.map((s) => stopServer(s)));
    await tearDown(servers, dataDir);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
