/**
 * What the data generators share: one owner connection (a superuser bypasses RLS) with bulk-load settings, named
 * steps whose times are reported, and the row counts of the tables filled. Rows are made in SQL (generate_series;
 * they never travel through Node).
 */
import pg from 'pg';

/** Runs one statement of the generation and records its time under `name`. */
export type GenerateStep = (name: string, text: string, values?: unknown[]) => Promise<void>;

export interface GeneratorOptions {
  log?: (line: string) => void;
  /** Tables whose rows are counted at the end (`rows:<table>` in the timings). */
  count: readonly string[];
  /**
   * Skip foreign-key triggers (replica mode, superuser only) — for generators whose rows are consistent by
   * construction: the checks are most of the cost of a million-row insert.
   */
  skipForeignKeyChecks?: boolean;
  /** Tables whose plain (non-unique) indexes are dropped before the body and built once after it. */
  rebuildIndexesOf?: readonly string[];
  /** The statistics statement run last (default: `analyze`, the whole database). */
  analyze?: string;
}

export async function runGenerator(databaseUrl: string, options: GeneratorOptions, body: (client: pg.Client, step: GenerateStep) => Promise<void>): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const log = options.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  const step: GenerateStep = async (name, text, values = []) => {
    const started = performance.now();
    await client.query(text, values);
    timings[name] = Math.round(performance.now() - started);
    log(`  ${name}: ${timings[name]} ms`);
  };
  try {
    await client.query('SET synchronous_commit = off');
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await client.query(`SET work_mem = '64MB'`);
    if (options.skipForeignKeyChecks) await client.query('SET session_replication_role = replica');
    const { rows: plainIndexes } = options.rebuildIndexesOf?.length
      ? await client.query<{ name: string; def: string }>(
          `select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i join pg_class c on c.oid = i.indexrelid
           join pg_class t on t.oid = i.indrelid where t.relname = any($1) and not i.indisunique and not i.indisprimary`,
          [options.rebuildIndexesOf],
        )
      : { rows: [] };
    for (const index of plainIndexes) await client.query(`drop index "${index.name}"`);
    await body(client, step);
    if (plainIndexes.length) {
      const started = performance.now();
      for (const index of plainIndexes) await client.query(index.def);
      timings['indexes'] = Math.round(performance.now() - started);
      log(`  indexes: ${timings['indexes']} ms`);
    }
    if (options.skipForeignKeyChecks) await client.query('SET session_replication_role = origin');
    await step('analyze', options.analyze ?? 'analyze');
    const counts = await client.query<{ t: string; n: string }>(options.count.map((t) => `select '${t}' as t, count(*)::text as n from "${t}"`).join(' union all '));
    for (const row of counts.rows) timings[`rows:${row.t}`] = Number(row.n);
    return timings;
  } finally {
    await client.end();
  }
}
