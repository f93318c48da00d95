/**
 * Opens the database (embedded PGlite by default, PostgreSQL when a URL is given), applies the committed
 * migrations and hands out the two access paths of contract.ts: `tenant()` (RLS-scoped) and `registry()`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, TenantOptions, Tx } from './contract.js';
import * as schema from './schema/index.js';
import { startEmbeddedEngine, type PgliteHost } from './pglite-host.js';
import { APP_ROLE, TenantConnection } from './tenant-connection.js';
import { serverPath } from '../server-root.js';

export type { Database, TenantOptions, Tx } from './contract.js';

/** The committed SQL migrations, found next to the sources whatever the process cwd is. */
export const MIGRATIONS_FOLDER = serverPath('drizzle');

export { APP_ROLE };

/**
 * Contrib extensions the migrations create (PGlite loads an extension's code only when it is passed here, also when
 * opening a data directory that already has it): btree_gist for the host bookings' exclusion constraint (D-335).
 */
const PGLITE_EXTENSIONS = { btree_gist };

/** Structural subset of a pino logger. */
export interface DbLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

export interface OpenDatabaseOptions {
  /** Directory for the embedded engine; its files go to `<dataDir>/pglite`. `memory://` keeps it in memory. */
  dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  databaseUrl?: string | undefined;
  logger?: DbLogger | undefined;
  /** node-postgres pool size (default 10). */
  poolSize?: number | undefined;
  /** Log every SQL statement at debug level (default false). */
  logQueries?: boolean | undefined;
  /** PGlite only: start from this data-directory dump (see createPgliteTemplate; used by tests for speed). */
  pgliteTemplate?: Blob | undefined;
  /**
   * PGlite only: `worker` runs it in a worker thread behind a wire-protocol socket and reaches it through
   * node-postgres, like PostgreSQL (D-435; the server's default through EMBEDDED_ENGINE since D-529); `in-process` (this
   * function's default) runs it on this thread through Drizzle's PGlite driver, as the test databases do for speed.
   */
  pgliteEngine?: 'worker' | 'in-process' | undefined;
  /** PGlite in a worker: called if the worker dies on its own (the server should stop; requests fail meanwhile). */
  onEngineExit?: ((error: Error) => void) | undefined;
  /** PGlite in a worker, already started (main.ts starts it before loading the server's modules, to overlap them). */
  pgliteHost?: Promise<PgliteHost> | undefined;
}

/**
 * node-postgres connections to the embedded engine's socket. PGlite is one backend; the socket interleaves the
 * connections' statements between transactions (pglite-wire.ts), so several connections let one request's statement
 * run while another request's JavaScript works between its statements. Measured in docs/performance.md (D-436).
 */
export const EMBEDDED_POOL_SIZE = 4;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

function assertIncubatorId(incubatorId: unknown): asserts incubatorId is string {
  if (!isUuid(incubatorId)) throw new TypeError(`tenant(): incubatorId must be a uuid, got ${JSON.stringify(incubatorId)}`);
}

/**
 * One statement list that enters the tenant: role and tenant id are transaction-local, so they vanish at
 * COMMIT/ROLLBACK and a pooled connection never carries them to the next user. The id is inlined (it has
 * just been checked against UUID_PATTERN) so BEGIN and the setup go in a single simple-protocol round trip.
 */
function enterTenantSql(incubatorId: string): string {
  return `SET LOCAL ROLE ${APP_ROLE}; SELECT set_config('app.incubator_id', '${incubatorId.toLowerCase()}', true)`;
}

const dialect = new PgDialect();

function drizzleLogger(logger: DbLogger | undefined, enabled: boolean | undefined): DrizzleLogger | undefined {
  if (!enabled || !logger?.debug) return undefined;
  const debug = logger.debug.bind(logger);
  return { logQuery: (query, params) => debug({ query, params }, 'sql') };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const engine = options.pgliteHost ? 'worker' : (options.pgliteEngine ?? 'in-process');
  return engine === 'worker' ? openPgliteWorker(options.dataDir, options) : openPglite(options.dataDir, options);
}

/** PGlite in a worker thread, spoken to over its socket by the same node-postgres path as PostgreSQL (D-435). */
async function openPgliteWorker(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  const host = await (options.pgliteHost ?? startEmbeddedEngine(dataDir, { template: options.pgliteTemplate, onExit: options.onEngineExit }));
  let db: Database;
  try {
    db = await openPostgres(host.url, { ...options, poolSize: options.poolSize ?? EMBEDDED_POOL_SIZE }, 'pglite');
  } catch (error) {
    await host.stop();
    throw error;
  }
  return {
    ...db,
    async close(): Promise<void> {
      await db.close();
      await host.stop();
    },
  };
}

async function openPglite(dataDir: string, options: OpenDatabaseOptions): Promise<Database> {
  let location: string | undefined;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(location ? { dataDir: location } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  });
  const queryLogger = drizzleLogger(options.logger, options.logQueries);
  const base = drizzlePglite({ client, schema, logger: queryLogger ?? false });
  try {
    await migrateWithLog(options.logger, 'pglite', () => migratePglite(base, { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await client.close();
    throw error;
  }
  const sessionOptions = { logger: queryLogger };

  return {
    kind: 'pglite',
    // PGlite has one connection; its transaction() holds an exclusive lock that every other query and
    // transaction waits for, so concurrent tenant() calls run one after the other and never share SET ROLE.
    async tenant<T>(incubatorId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      assertIncubatorId(incubatorId);
      return client.transaction(async (txClient) => {
        await txClient.exec(enterTenantSql(incubatorId));
        const session = new PgliteSession(txClient as unknown as PGlite, dialect, undefined, sessionOptions);
        const tx = new PgliteTransaction(dialect, session, undefined);
        return fn(tx as unknown as Tx);
      });
    },
    async registry<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return fn(base as unknown as Tx);
    },
    async ping(): Promise<void> {
      await client.query('select 1');
    },
    async analyze(): Promise<void> {
      await client.exec('ANALYZE');
    },
    async vacuum(): Promise<void> {
      await client.exec('VACUUM (ANALYZE)');
    },
    async close(): Promise<void> {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A gzipped PGlite data directory with every migration applied. Opening a database from it takes about a
 * second instead of an initdb plus migrations, which matters for tests that each want a fresh database.
 */
export async function createPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions, kind: Database['kind'] = 'postgres'): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'postgres pool client error'));
  const queryLogger = drizzleLogger(options.logger, options.logQueries);
  const base = drizzleNodePg({ client: pool, schema, logger: queryLogger ?? false });
  try {
    await migratePostgresLocked(pool, options.logger, kind);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const sessionOptions = { logger: queryLogger };

  return {
    kind,
    // The entry (BEGIN, role, tenant) goes with the first statement, and nothing at all when there is none
    // (tenant-connection.ts, D-165).
    async tenant<T>(incubatorId: string, fn: (tx: Tx) => Promise<T>, options?: TenantOptions): Promise<T> {
      assertIncubatorId(incubatorId);
      const connection = new TenantConnection(pool, incubatorId.toLowerCase(), options?.reads === true);
      // No relational schema: Drizzle would build a query builder per table (~80) for every transaction, for a
      // `tx.query` no service uses (Tx does not offer it; D-322).
      const session = new NodePgSession(connection as unknown as pg.PoolClient, dialect, undefined, sessionOptions);
      const tx = new NodePgTransaction(dialect, session, undefined);
      let result: T;
      try {
        result = await fn(tx as unknown as Tx);
      } catch (error) {
        await connection.finish(false);
        throw error;
      }
      await connection.finish(true);
      return result;
    },
    async registry<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return fn(base as unknown as Tx);
    },
    async ping(): Promise<void> {
      await pool.query('select 1');
    },
    async analyze(): Promise<void> {
      await pool.query('ANALYZE');
    },
    async vacuum(): Promise<void> {
      await pool.query('VACUUM (ANALYZE)');
    },
    async close(): Promise<void> {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Several server instances may start at once: one migrates, the others wait on an advisory lock. */
async function migratePostgresLocked(pool: pg.Pool, logger: DbLogger | undefined, engine: string): Promise<void> {
  const client = await pool.connect();
  const lockKey = 0x48617463; // "Hatc"
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      const db = drizzleNodePg({ client, schema });
      await migrateWithLog(logger, engine, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    client.release();
  }
}

async function migrateWithLog(logger: DbLogger | undefined, engine: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await run();
  logger?.info({ engine, ms: Math.round(performance.now() - started) }, 'database migrations applied');
}
