/**
 * What the PostgreSQL benches share: an admin connection for creating/dropping their databases, a plain HTTP request,
 * and a production server (`node <SERVER_NODE_ARGS> apps/server/dist/main.js`, the bundle and flags `npm start` gives
 * it) started on its own fresh database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../../../scripts/server-node-args.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  name: string;
  port: number;
  dbUrl: string;
  dbName: string;
  child: ChildProcess;
  output: string[];
}

/** The admin URL pointed at another database of the same PostgreSQL server. */
export function adminUrl(dbName: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/** One statement on the admin connection (CREATE / DROP DATABASE). */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function request(
  port: number,
  host: string,
  method: string,
  pathName: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: pathName, headers: { host, ...headers }, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

/** A production server on a new database `<dbPrefix>_<name>_<time>` (migrated and seeded by the server itself). */
export async function startServer(dbPrefix: string, name: string, port: number, dataDir: string): Promise<BenchServer> {
  const dbName = `${dbPrefix}_${name}_${Date.now()}`;
  await admin(`CREATE DATABASE "${dbName}"`);
  return launchServer(name, port, dataDir, dbName);
}

export interface LaunchOptions {
  /** The checkout whose server runs (default: this one); an A/B bench points one server at another build. */
  checkout?: string;
  /** Extra Node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /**
   * A directory holding PostgreSQL's Unix socket (e.g. /var/run/postgresql): the server's DATABASE_URL gets
   * `?host=<dir>` and reaches the same PostgreSQL through it instead of loopback TCP (README, D-320).
   */
  dbSocketDir?: string;
  /** The embedded default instead: no DATABASE_URL, the database in DATA_DIR (dbName is then only a label). */
  embedded?: boolean;
  /** More environment for the server (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>;
}

/** The admin URL of a database, through a Unix socket directory when one is given (the `host` query parameter). */
export function databaseUrl(dbName: string, socketDir?: string): string {
  const url = new URL(adminUrl(dbName));
  if (socketDir) url.searchParams.set('host', socketDir);
  return url.toString();
}

/**
 * How a checkout's server runs in production: its bundle (D-555), built first when missing or stale — synchronously, so
 * two servers launched together never build at once — or, for a checkout from before the bundle (an A/B baseline),
 * its sources through tsx.
 */
export function serverEntryArgs(checkout: string = repoRoot): string[] {
  const builder = path.join(checkout, 'scripts/server-build.mjs');
  if (!existsSync(builder)) return ['--import', 'tsx', 'apps/server/src/main.ts'];
  const build = spawnSync(process.execPath, [builder], { cwd: checkout, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed in ${checkout}:\n${build.stdout}${build.stderr}`);
  return ['apps/server/dist/main.js'];
}

/** A production server on an existing database (a restart after a crash: the bulk-action bench). */
export async function launchServer(name: string, port: number, dataDir: string, dbName: string, options: LaunchOptions = {}): Promise<BenchServer> {
  const dbUrl = databaseUrl(dbName, options.dbSocketDir);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), ...serverEntryArgs(options.checkout)], {
    cwd: options.checkout ?? repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.embedded ? '' : dbUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (c: Buffer) => {
    output.push(...c.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} server exited:\n${output.join('\n')}`);
    try {
      if ((await request(port, 'localhost', 'GET', '/healthz')).status === 200) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${name} server never became healthy:\n${output.join('\n')}`);
    await sleep(50);
  }
  return { name, port, dbUrl, dbName, child, output };
}

/** utime + stime of a process, in ms (/proc/<pid>/stat fields 14 and 15, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function stopServer(server: BenchServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Writes `bench/results/<name>-<date>.json` and says where; a second run on the same day writes
 * `<name>-<date>-<hhmm>.json` instead of replacing the first (committed results are evidence of a session).
 */
export function writeResults(name: string, results: object): void {
  mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  const now = new Date().toISOString();
  const daily = path.join(repoRoot, `bench/results/${name}-${now.slice(0, 10)}.json`);
  const file = existsSync(daily) ? daily.replace(/\.json$/, `-${now.slice(11, 13)}${now.slice(14, 16)}.json`) : daily;
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results: ${path.relative(repoRoot, file)}`);
}

/** The end of a bench: its servers stopped, their databases dropped (unless BENCH_KEEP=1), its data folder removed. */
export async function tearDown(servers: ReadonlyArray<BenchServer | undefined>, dataDir: string): Promise<void> {
  await Promise.all(servers.map((s) => stopServer(s)));
  if (process.env.BENCH_KEEP !== '1') {
    for (const s of servers) if (s) await admin(`DROP DATABASE IF EXISTS "${s.dbName}" WITH (FORCE)`).catch((e: unknown) => console.error(e));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
