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
    await body(client, step);
    const counts = await client.query<{ t: string; n: string }>(options.count.map((t) => `select '${t}' as t, count(*)::text as n from "${t}"`).join(' union all '));
    for (const row of counts.rows) timings[`rows:${row.t}`] = Number(row.n);
    return timings;
  } finally {
    await client.end();
  }
}
