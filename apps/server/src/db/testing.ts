/**
 * Test databases: a fresh, migrated, empty database per call. With DATABASE_URL set, a uniquely named
 * database is copied on that server from a migrated template database (built once per set of migrations, kept
 * for later runs) and dropped again; otherwise an in-memory PGlite, started from a migrated template that is
 * built once and cached on disk (keyed by the migrations and the PGlite version).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './contract.js';
import { createPgliteTemplate, MIGRATIONS_FOLDER, openDatabase } from './index.js';

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. `db.close()` does the same. Safe to call twice. */
  cleanup(): Promise<void>;
}

export async function createTestDatabase(
  options: { databaseUrl?: string | undefined; pgliteEngine?: 'worker' | 'in-process' | undefined } = {},
): Promise<TestDatabase> {
  const serverUrl = options.databaseUrl ?? (process.env.DATABASE_URL?.trim() || undefined);
  if (!serverUrl) {
    // In process by default: a worker thread per test database would cost each test file a thread and a socket for
    // nothing the tests look at; the worker path has its own tests (pglite-worker.int.test.ts, embedded-engine).
    const db = await openDatabase({ dataDir: 'memory://', pgliteTemplate: await pgliteTemplate(), pgliteEngine: options.pgliteEngine });
    return { db, cleanup: () => db.close() };
  }

  const name = `hatchery_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(serverUrl);
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString(), poolSize: 5 });
  } catch (error) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  let dropped: Promise<void> | undefined;
  const cleanup = () =>
    (dropped ??= (async () => {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    })());
  // close() drops the database too, so callers that only close() leave nothing behind.
  return { db: { ...db, close: cleanup }, cleanup };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/** The name of the server's migrated template database, built on first use (per process, per server). */
function postgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = ensurePostgresTemplate(serverUrl).catch((error: unknown) => {
      postgresTemplates.delete(serverUrl);
      throw error;
    });
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}

/**
 * Copying a migrated database (CREATE DATABASE … TEMPLATE) instead of migrating every new one: D-501. The name is keyed
 * by the migrations, so a branch with other migrations gets its own; test workers (and runs of other checkouts on the
 * same server) build it under one advisory lock on the server's admin database, and never connect to it afterwards —
 * PostgreSQL copies a database only while nobody is connected to it.
 */
async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const key = await migrationsKey();
  const name = `hatchery_tpl_${key}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed once complete, so a build killed half-way is never taken for the template.
      const building = `hatchery_tplbuild_${randomBytes(6).toString('hex')}`;
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      try {
        const db = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString(), poolSize: 1 });
        await db.close();
        await noConnectionsTo(client, building);
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** A closed pool's server processes end a moment after its sockets; renaming or copying a database needs them gone. */
async function noConnectionsTo(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const open = await client.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [database]);
    if (open.rowCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`database ${database} still has connections 5 s after its pool closed`);
}

/** An advisory lock key of its own ("HtTp"), apart from the migration lock of db/index.ts. */
const TEMPLATE_LOCK_KEY = 0x48745470;

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  await hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

async function hashMigrations(hash: ReturnType<typeof createHash>): Promise<void> {
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
}

let templatePromise: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  const pgliteEntry = require.resolve('@electric-sql/pglite');
  hash.update(pgliteEntry);
  hash.update(await readFile(pgliteEntry));
  await hashMigrations(hash);
  return hash.digest('hex').slice(0, 16);
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'hatchery-pglite-templates');
  const file = path.join(dir, `${await templateKey()}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const template = await createPgliteTemplate();
    await mkdir(dir, { recursive: true });
    // Write then rename, so a concurrent run never reads a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
    return template;
  }
}
