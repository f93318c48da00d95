/**
 * Foundation benchmark (issue 2 item 11 and budgets). `npm run bench`; not part of `npm test`.
 *
 * 1. Throughput on PostgreSQL: a fresh database, the production server (BENCH_RAW_ROUTE=1), autocannon (warm-up,
 *    then interleaved rounds) against GraphQL `currentUser`, the raw Fastify route running the same SQL, and
 *    /healthz; GraphQL/raw ratios.
 * 2. Start-up on PGlite: time from `node scripts/start.mjs` to a 200 from /healthz on an existing data directory,
 *    and the server's idle RSS.
 * 3. The /login initial JavaScript: entry script + modulepreloads of apps/web/dist/index.html, gzipped; and every
 *    script Chromium fetches to show /login (the figure held against the budget).
 *
 * Only 127.0.0.1 is contacted; every wait is bounded. Results: a table on stdout and bench/results/foundation-<date>.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';
import { serverEntryArgs } from './support/bench-server.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_PORT = Number(process.env.BENCH_PORT ?? 3310);
const PGLITE_PORT = PG_PORT + 1;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Math.max(1, Math.min(10, Number(process.env.BENCH_ROUNDS ?? 2)));
const TENANT_HOST = 'demo.localhost';
const EMAIL = 'admin@demo.test';
const PASSWORD = 'Demo!2026';

const CURRENT_USER_QUERY = `query CurrentUser { currentUser { _id fullName firstName lastName email timezone status validated
  language info avatar role { _id type label userAccess { roles visibilitySettings } startupAccess { visibilitySettings } }
  startups { _id name } } }`;

// ---------------------------------------------------------------------------------------------- processes

interface Server {
  child: ChildProcess;
  output: string[];
}

/** Spawns a command with the given environment; keeps the last lines of its output for error reports. */
function spawnServer(args: string[], env: Record<string, string>): Server {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) {
    server.child.kill('SIGKILL');
    await exited;
  }
}

/** Polls /healthz every 25 ms until 200; returns the elapsed milliseconds since `since`. */
async function waitForHealth(port: number, server: Server, since: number, timeoutMs = 90_000): Promise<number> {
  const deadline = since + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode} before serving:\n${server.output.join('\n')}`);
    }
    try {
      const response = await request({ port, method: 'GET', path: '/healthz' });
      if (response.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${server.output.join('\n')}`);
}

// ---------------------------------------------------------------------------------------------- http

interface HttpAnswer {
  status: number;
  body: string;
}

/** One HTTP request to 127.0.0.1 (node:http, so the Host header can name the tenant). */
function request(options: {
  port: number;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        headers: { host: TENANT_HOST, ...options.headers },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

async function signIn(port: number): Promise<string> {
  const answer = await request({
    port,
    method: 'POST',
    path: '/auth/local',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  const token = (JSON.parse(answer.body) as { token?: string }).token;
  if (!token) throw new Error(`sign-in answered no token: ${answer.body}`);
  return token;
}

// ---------------------------------------------------------------------------------------------- load

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Checks one answer before the load starts, so a broken endpoint is not benchmarked. */
  check: (answer: HttpAnswer) => string | null;
}

interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function runAutocannon(port: number, target: Target, durationSeconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${target.path}`,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections: CONNECTIONS,
        duration: durationSeconds,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Checks that the endpoint answers correctly before it is loaded. */
async function probe(port: number, target: Target): Promise<void> {
  const answer = await request({ port, method: target.method, path: target.path, headers: target.headers, body: target.body });
  const problem = target.check(answer);
  if (problem) throw new Error(`${target.name}: ${problem} (status ${answer.status}: ${answer.body.slice(0, 300)})`);
}

/**
 * Loads every target ROUNDS times, interleaved (A B C A B C), so that drift on a shared machine (JIT, caches,
 * neighbours) hits the compared endpoints alike. Per target: req/s over all rounds, request-weighted mean latency,
 * mean of the rounds' p50 and the worst p99.
 */
async function measureAll(port: number, list: Target[]): Promise<LoadFigures[]> {
  for (const target of list) await probe(port, target);
  for (const target of list) {
    console.info(`[bench] warm-up ${target.name}: ${WARMUP_S} s`);
    await runAutocannon(port, target, WARMUP_S);
  }
  const rounds = new Map<string, autocannon.Result[]>(list.map((t) => [t.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const target of list) {
      console.info(`[bench] round ${round}/${ROUNDS} ${target.name}: ${DURATION_S} s, ${CONNECTIONS} connections`);
      rounds.get(target.name)?.push(await runAutocannon(port, target, DURATION_S));
    }
  }
  return list.map((target) => {
    const results = rounds.get(target.name) ?? [];
    const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
    const seconds = results.reduce((sum, r) => sum + r.duration, 0);
    return {
      name: target.name,
      requestsPerSecond: requests / seconds,
      latencyMeanMs: results.reduce((sum, r) => sum + r.latency.mean * r.requests.total, 0) / Math.max(1, requests),
      latencyP50Ms: results.reduce((sum, r) => sum + r.latency.p50, 0) / Math.max(1, results.length),
      latencyP99Ms: Math.max(...results.map((r) => r.latency.p99)),
      requests,
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    };
  });
}

function targets(token: string): Target[] {
  const auth = { authorization: `Bearer ${token}` };
  return [
    {
      name: 'GraphQL currentUser',
      method: 'POST',
      path: '/graphql?operationName=CurrentUser',
      headers: { host: TENANT_HOST, ...auth, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ operationName: 'CurrentUser', query: CURRENT_USER_QUERY }),
      check: (answer) => {
        if (answer.status !== 200) return 'not 200';
        const email = (JSON.parse(answer.body) as { data?: { currentUser?: { email?: string } } }).data?.currentUser?.email;
        return email === EMAIL ? null : 'no currentUser in the answer';
      },
    },
    {
      name: 'raw route (same SQL)',
      method: 'GET',
      path: '/bench/raw-current-user',
      headers: { host: TENANT_HOST, ...auth },
      check: (answer) => (answer.status === 200 && answer.body.includes(EMAIL) ? null : 'no current user in the answer'),
    },
    {
      name: 'GET /healthz',
      method: 'GET',
      path: '/healthz',
      headers: { host: TENANT_HOST },
      check: (answer) => (answer.status === 200 ? null : 'not 200'),
    },
  ];
}

// ---------------------------------------------------------------------------------------------- phases

async function postgresThroughput(): Promise<{ figures: LoadFigures[]; postgresVersion: string }> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const dbName = `hatchery_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let server: Server | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-pg-'));
  try {
    const version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    console.info(`[bench] PostgreSQL ${version}: created database ${dbName}; starting the server on port ${PG_PORT}`);
    const since = Date.now();
    server = spawnServer([...SERVER_NODE_ARGS, ...serverEntryArgs()], {
      PORT: String(PG_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: '',
      BENCH_RAW_ROUTE: '1',
    });
    const ready = await waitForHealth(PG_PORT, server, since);
    console.info(`[bench] server ready in ${ready} ms (first start: migrations + seed)`);
    const token = await signIn(PG_PORT);
    const figures = await measureAll(PG_PORT, targets(token));
    return { figures, postgresVersion: version };
  } finally {
    await stopServer(server);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error: unknown) => {
      console.error(`[bench] could not drop ${dbName}: ${String(error)}`);
    });
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server process below `node scripts/start.mjs` (Linux /proc). */
function childPid(parentPid: number): number | null {
  try {
    const children = readFileSync(`/proc/${parentPid}/task/${parentPid}/children`, 'utf8').trim().split(/\s+/);
    const first = Number(children[0]);
    return Number.isFinite(first) && first > 0 ? first : null;
  } catch {
    return null;
  }
}

function rssMegabytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

interface StartFigures {
  firstStartMs: number;
  startMs: number;
  idleRssMb: number | null;
  /** What Chromium actually fetched to show /login: every script, gzipped. */
  loginScriptsInBrowser: BundleFigures;
}

async function pgliteStartAndMemory(): Promise<StartFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hatchery-bench-pglite-'));
  const env = { PORT: String(PGLITE_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SKIP_WEB_BUILD: '1' };
  let server: Server | undefined;
  try {
    console.info(`[bench] PGlite: first start in ${dataDir} (creates, migrates and seeds)`);
    let since = Date.now();
    server = spawnServer(['scripts/start.mjs'], env);
    const firstStartMs = await waitForHealth(PGLITE_PORT, server, since);
    await stopServer(server);

    console.info('[bench] PGlite: second start on the existing data directory (`npm start` path: scripts/start.mjs)');
    since = Date.now();
    server = spawnServer(['scripts/start.mjs'], env);
    const startMs = await waitForHealth(PGLITE_PORT, server, since);
    await sleep(3000); // let start-up work settle before reading the idle footprint
    const serverPid = server.child.pid === undefined ? null : childPid(server.child.pid);
    const idleRssMb = serverPid === null ? null : rssMegabytes(serverPid);
    const loginScriptsInBrowser = await loginScriptsFetchedByBrowser(PGLITE_PORT);
    return { firstStartMs, startMs, idleRssMb, loginScriptsInBrowser };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface BundleFigures {
  files: { file: string; bytes: number; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** The JavaScript /login needs before anything lazy: the entry module and its modulepreloads. */
function loginInitialJs(): BundleFigures {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"/.test(tag)) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /rel="modulepreload"/.test(tag)) sources.add(href);
  }
  const files = [...sources].map((src) => {
    const content = readFileSync(path.join(dist, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/**
 * Opens /login in Debian's Chromium and sums every script the page fetched until the login form shows:
 * the honest "initial JS" when the entry module imports its first chunks dynamically (no modulepreload).
 */
async function loginScriptsFetchedByBrowser(port: number): Promise<BundleFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<{ file: string; bytes: number; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({ file: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length })),
      );
    });
    await page.goto(`http://${TENANT_HOST}:${port}/login`, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.getByTestId('login-form').waitFor({ timeout: 15_000 });
    const files = await Promise.all(pending);
    return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------- report

const fmt = (n: number, digits = 1): string => n.toFixed(digits);

function printTable(figures: LoadFigures[]): { latencyRatio: number; throughputRatio: number } {
  const rows = figures.map((f) => [
    f.name,
    fmt(f.requestsPerSecond, 0),
    fmt(f.latencyMeanMs, 2),
    fmt(f.latencyP50Ms, 0),
    fmt(f.latencyP99Ms, 0),
    String(f.requests),
    String(f.non2xx + f.errors + f.timeouts),
  ]);
  const header = ['endpoint', 'req/s', 'mean ms', 'p50 ms', 'p99 ms', 'requests', 'bad'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.info(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.info(line(row));
  const graphql = figures[0];
  const raw = figures[1];
  if (!graphql || !raw) throw new Error('missing figures');
  const latencyRatio = graphql.latencyMeanMs / raw.latencyMeanMs;
  const throughputRatio = raw.requestsPerSecond / graphql.requestsPerSecond;
  console.info(
    `\nGraphQL/raw: mean latency ×${fmt(latencyRatio, 2)}, time per request (raw req/s ÷ GraphQL req/s) ×${fmt(throughputRatio, 2)}` +
      ` — budget ≤ 1.5: ${latencyRatio <= 1.5 && throughputRatio <= 1.5 ? 'PASS' : 'FAIL'}`,
  );
  return { latencyRatio, throughputRatio };
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/web-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');

  const bundle = loginInitialJs();
  const { figures, postgresVersion } = await postgresThroughput();
  const start = await pgliteStartAndMemory();

  const ratios = printTable(figures);
  const kb = (bytes: number): string => `${fmt(bytes / 1024)} KB`;
  console.info(`\nStart on an existing PGlite data dir (npm start → /healthz 200): ${start.startMs} ms — budget ≤ 5000 ms: ${start.startMs <= 5000 ? 'PASS' : 'FAIL'}`);
  console.info(`First start on an empty data dir (migrate + seed): ${start.firstStartMs} ms`);
  console.info(
    `Idle RSS of the PGlite server: ${start.idleRssMb === null ? 'n/a' : `${fmt(start.idleRssMb)} MB`} — budget ≤ 500 MB: ${start.idleRssMb !== null && start.idleRssMb <= 500 ? 'PASS' : 'FAIL'}`,
  );
  console.info(`/login entry + modulepreload JS (gzip, from index.html): ${kb(bundle.totalGzipBytes)} in ${bundle.files.length} files`);
  for (const f of bundle.files) console.info(`  ${f.file}: ${kb(f.bytes)} raw, ${kb(f.gzipBytes)} gzip`);
  const fetched = start.loginScriptsInBrowser;
  console.info(
    `/login initial JS fetched by Chromium (gzip): ${kb(fetched.totalGzipBytes)} in ${fetched.files.length} files — budget ≤ 200 KB: ${fetched.totalGzipBytes <= 200 * 1024 ? 'PASS' : 'FAIL'}`,
  );
  for (const f of [...fetched.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`  ${f.file}: ${kb(f.bytes)} raw, ${kb(f.gzipBytes)} gzip`);
  }

  const cpus = os.cpus();
  const machine = {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: postgresVersion,
  };
  console.info(`\nMachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, PostgreSQL ${machine.postgres}`);

  const resultsDir = path.join(repoRoot, 'bench/results');
  if (!existsSync(resultsDir)) mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(resultsDir, `foundation-${date}.json`);
  const settings = { connections: CONNECTIONS, durationSeconds: DURATION_S, warmupSeconds: WARMUP_S, rounds: ROUNDS };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, settings, load: figures, ratios, start, loginInitialJs: bundle }, null, 2)}\n`,
  );
  console.info(`Results written to ${path.relative(repoRoot, file)}`);
}

main().catch((error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  process.exitCode = 1;
});
