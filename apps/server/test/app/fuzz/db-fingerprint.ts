/**
 * A cheap fingerprint of one tenant's data (its rows in every tenant table, and its registry row), to show that a
 * refused request wrote nothing. Per table the row count and the newest row version's transaction id (xmin): an
 * insert or an update gives a row a newer xmin, a delete lowers the count — any column, not only tables with an
 * updated_at, and without reading the rows' contents.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/contract.js';

/**
 * Columns a request touches whatever its answer: the bearer token's last use is stamped (at most every 5 minutes)
 * while the viewer is resolved, before any input is read. Such tables are compared by content without them.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { auth_tokens: ['last_used_at'] };

export interface DbFingerprint {
  (): Promise<string>;
  tables: readonly string[];
}

export async function dbFingerprint(db: Database, incubatorId: string): Promise<DbFingerprint> {
  const tables = await db.tenant(incubatorId, async (tx) => {
    const result = await tx.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'incubator_id'
      order by table_name`);
    return result.rows.map((row) => row.table_name);
  });
  const parts = tables.map((table) => {
    const volatile = VOLATILE_COLUMNS[table];
    const version = volatile
      ? `sum(hashtext(${volatile.reduce((expr, column) => `(${expr} - '${column}')`, 'to_jsonb(t)')}::text))`
      : 'max(xmin::text::bigint)';
    return `select '${table}' as name, count(*)::text || ':' || coalesce(${version}, 0)::text as print from "${table}" t`;
  });
  const tenantStatement = sql.raw(parts.join(' union all '));
  const fingerprint = (async () => {
    const rows = await db.tenant(incubatorId, async (tx) => (await tx.execute<{ name: string; print: string }>(tenantStatement)).rows);
    const registry = await db.registry(
      async (tx) => (await tx.execute<{ print: string }>(sql`select xmin::text as print from incubators where id = ${incubatorId}`)).rows,
    );
    return [...rows.map((row) => `${row.name}=${row.print}`), `incubators=${registry[0]?.print ?? ''}`].join(' ');
  }) as DbFingerprint;
  fingerprint.tables = tables;
  return fingerprint;
}

/**
 * The next transaction id the engine will hand out. Reading is cheap and assigns none; any write (committed or rolled
 * back, by anyone on the engine) moves it. Unchanged across a request ⇒ the request wrote nothing.
 */
export async function nextTransactionId(db: Database): Promise<string> {
  const rows = await db.registry(async (tx) => (await tx.execute<{ xmax: string }>(sql`select txid_snapshot_xmax(txid_current_snapshot())::text as xmax`)).rows);
  return rows[0]!.xmax;
}

/** Ids of the tenant's rows (a few per table, by table), so generated arguments sometimes name a real record. */
export async function sampleIds(db: Database, incubatorId: string, tables: readonly string[], exclude: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const withId = await db.tenant(incubatorId, async (tx) => {
    const result = await tx.execute<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and table_name in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})`);
    return result.rows.map((row) => row.table_name);
  });
  const statement = sql.raw(withId.map((table) => `(select '${table}' as name, id::text as id from "${table}" order by id limit 6)`).join(' union all '));
  const rows = await db.tenant(incubatorId, async (tx) => (await tx.execute<{ name: string; id: string }>(statement)).rows);
  const byTable = new Map<string, string[]>();
  for (const row of rows) if (!exclude.has(row.id)) byTable.set(row.name, [...(byTable.get(row.name) ?? []), row.id]);
  return byTable;
}
