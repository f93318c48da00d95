/**
 * Test databases: a fresh, migrated, empty database per call. With DATABASE_URL set, a uniquely named
 * database is created on that server (and dropped again); otherwise an in-memory PGlite, started from a
 * migrated template that is built once and cached on disk (keyed by the migrations and the PGlite version).
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
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
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
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
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
