/**
 * Metric report export benchmark (issue 13 item 6): `npm run bench:export -w @hatchery/bench`; not part of `npm test`.
 *
 * 1. A fresh PostgreSQL database, migrated and seeded by a production server (stopped again), filled by generate.ts
 *    with 100,000 metric values (500 startups × 10 metrics × 20 months) in the demo tenant.
 * 2. For each round, one child process per format (export-once.ts; csv and xlsx interleaved) runs the export job for
 *    those months as the job runner does — database reads, file writing, storing the file on local disk — and reports
 *    wall time, peak RSS over the RSS before the job, and the sampled peak of heap + external memory.
 *
 * BENCH_BASELINE_DIR: another checkout of the repository (its node_modules linked to these): each round then runs the
 * same exports with that checkout's server code too, interleaved, so both are measured on the same data under the same
 * load — how the writers before and after D-100 were compared.
 *
 * Env: BENCH_PG_URL (admin URL), BENCH_STARTUPS (500), BENCH_METRICS (10), BENCH_ROUNDS (3), BENCH_PORT (3360),
 * BENCH_KEEP=1 keeps the database, BENCH_LABEL names the results file. Results: a table on stdout and
 * bench/results/metric-export[-<label>]-<date>.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, repoRoot, startServer, stopServer, type BenchServer } from '../support/bench-server.js';
import type { ExportFigures } from './export-once.js';
import { generateMetricValues } from './generate.js';

const STARTUPS = Number(process.env.BENCH_STARTUPS ?? 500);
const METRICS = Number(process.env.BENCH_METRICS ?? 10);
const ROUNDS = Math.max(1, Math.min(10, Number(process.env.BENCH_ROUNDS ?? 3)));
const PORT = Number(process.env.BENCH_PORT ?? 3360);
const FORMATS = ['csv', 'xlsx'] as const;
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR ? path.resolve(process.env.BENCH_BASELINE_DIR) : undefined;
const TREES: ReadonlyArray<{ name: string; root: string }> = [
  ...(BASELINE_DIR ? [{ name: 'baseline', root: BASELINE_DIR }] : []),
  { name: 'current', root: repoRoot },
];

type Run = ExportFigures & { tree: string };

/** One export in a fresh child process, with the server code of the checkout at `root` (bounded: 5 minutes). */
function exportOnce(server: BenchServer, root: string, dataDir: string, format: (typeof FORMATS)[number]): ExportFigures {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/src/metric-export/export-once.ts', format], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: server.dbUrl, DATA_DIR: dataDir, REDIS_URL: '' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !line.startsWith('{')) throw new Error(`${format} export failed (${child.status ?? child.signal}):\n${child.stdout}\n${child.stderr}`);
  return JSON.parse(line) as ExportFigures;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-export-'));
  let server: BenchServer | undefined;
  try {
    console.log(`Starting a server to migrate and seed, then generating ${STARTUPS} startups × ${METRICS} metrics × 20 months…`);
    server = await startServer('hatchery_bench_export', 'export', PORT, path.join(dataDir, 'server'));
    await stopServer(server);
    const started = performance.now();
    const values = await generateMetricValues(server.dbUrl, { startups: STARTUPS, metrics: METRICS });
    console.log(`Generated ${values.toLocaleString('en')} values in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const runs: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const format of FORMATS) {
        for (const tree of TREES) {
          const figures = exportOnce(server, tree.root, path.join(dataDir, `run-${round}-${tree.name}-${format}`), format);
          if (figures.rows !== values) throw new Error(`${tree.name} ${format}: ${figures.rows} rows exported, ${values} expected`);
          console.log(`  round ${round + 1} ${tree.name} ${format}: ${JSON.stringify(figures)}`);
          runs.push({ ...figures, tree: tree.name });
        }
      }
    }
    const summary = TREES.flatMap((tree) => FORMATS.map((format) => ({ tree: tree.name, format }))).map(({ tree, format }) => {
      const mine = runs.filter((r) => r.format === format && r.tree === tree);
      return {
        tree,
        format,
        rows: values,
        bytes: median(mine.map((r) => r.bytes)),
        wallMs: median(mine.map((r) => r.wallMs)),
        peakRssDeltaMiB: median(mine.map((r) => r.peakRssDeltaMiB)),
        peakHeapDeltaMiB: median(mine.map((r) => r.peakHeapDeltaMiB)),
      };
    });
    console.log(`\nMedians of ${ROUNDS} runs (load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores):`);
    console.log('| code | format | rows | file | wall | peak RSS over start | peak heap + external over start |');
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
    for (const s of summary) {
      console.log(`| ${s.tree} | ${s.format} | ${s.rows.toLocaleString('en')} | ${(s.bytes / 1024 / 1024).toFixed(1)} MiB | ${(s.wallMs / 1000).toFixed(2)} s | ${s.peakRssDeltaMiB} MiB | ${s.peakHeapDeltaMiB} MiB |`);
    }
    const results = { date: new Date().toISOString(), startups: STARTUPS, metrics: METRICS, values, rounds: ROUNDS, baseline: BASELINE_DIR ?? null, loadAverage: os.loadavg(), summary, runs };
    mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
    const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
    const file = path.join(repoRoot, `bench/results/metric-export${label}-${new Date().toISOString().slice(0, 10)}.json`);
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Results: ${path.relative(repoRoot, file)}`);
  } finally {
    await stopServer(server);
    if (server && process.env.BENCH_KEEP !== '1') await admin(`DROP DATABASE IF EXISTS "${server.dbName}" WITH (FORCE)`).catch((e: unknown) => console.error(e));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
