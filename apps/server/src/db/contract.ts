/**
 * The data-access contract between the db layer (src/db/**) and everything else.
 * Everything outside src/db reaches data only through `Database.tenant(...)` (RLS-scoped to one
 * incubator) or `Database.registry(...)` (the tenant registry: incubators looked up by slug/id only).
 */
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What `tx.execute(sql\`…\`)` resolves to: the part both drivers share (PGlite's Results and node-postgres'
 * QueryResult both carry `rows`). `tx.execute<{ n: number }>(…)` types the rows.
 */
export interface TxQueryResult<Row> {
  rows: Row[];
}
export interface TxQueryResultHKT extends PgQueryResultHKT {
  type: TxQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/**
 * A Drizzle handle; the same API whether PGlite or node-postgres is underneath. Without Drizzle's relational API
 * (`tx.query.<table>`): a tenant transaction is made per request, and building that API's ~80 table builders for each
 * was measurable CPU for nothing no service used (D-322).
 */
export type Tx = PgDatabase<TxQueryResultHKT>;

export interface TenantOptions {
  /**
   * The callback is expected only to read (a GraphQL query operation). On PostgreSQL each statement then runs in its
   * own read-only implicit transaction — still as the application role with the tenant set — and no COMMIT is sent; a
   * write moves the callback into one transaction from that statement on (tenant-connection.ts, D-196). Every
   * statement still sees committed data only; what differs is that two reads may see two snapshots, as any two
   * statements of a READ COMMITTED transaction may. Ignored by PGlite.
   */
  reads?: boolean;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction as the unprivileged application role with
   * `app.incubator_id` set, so row-level security limits every statement to that tenant.
   */
  tenant<T>(incubatorId: string, fn: (tx: Tx) => Promise<T>, options?: TenantOptions): Promise<T>;
  /** Tenant registry access (incubators, feature-flag catalogue) — no tenant-owned tables. */
  registry<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Liveness of the engine, for /readyz. */
  ping(): Promise<void>;
  /**
   * `ANALYZE` as the owner: fresh planner statistics for every table. After the seed (a fresh database has none, and
   * PostgreSQL's autovacuum only looks a minute later) and from the embedded engine's maintenance job (D-534).
   */
  analyze(): Promise<void>;
  /**
   * `VACUUM (ANALYZE)` as the owner: dead row versions reclaimed and statistics refreshed. PGlite is a single-user
   * backend without autovacuum, so the embedded engine's maintenance job runs this instead (D-534).
   */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}
