/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with metric values for the export bench, in SQL
 * (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * In the demo tenant: STARTUPS startups "Export Bench NNNN", each with a value for each of the first METRICS non-date
 * metrics (by position) in each of MONTHS months from EXPORT_FROM_MONTH — 500 × 10 × 20 = 100,000 values. The months
 * lie in 2010, before anything the seed writes, so the export of that range holds exactly these rows.
 */
import pg from 'pg';

export const EXPORT_FROM_MONTH = '2010-01-01';
export const EXPORT_TO_MONTH = '2011-08-01';
const MONTHS = 20;

export interface ExportGenerateOptions {
  startups: number;
  metrics: number;
}

/** Returns how many values the export range holds. */
export async function generateMetricValues(databaseUrl: string, options: ExportGenerateOptions): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    const demo = `(select id from incubators where slug = 'demo')`;
    await client.query(
      `insert into startups (incubator_id, name, website)
       select ${demo}, 'Export Bench ' || lpad(s::text, 4, '0'), 'https://e' || s || '.example.com' from generate_series(1, $1) s`,
      [options.startups],
    );
    const metrics = await client.query<{ id: string }>(
      `select id from metrics where incubator_id = ${demo} and not archived and unit_type <> 'DATE' order by position, id limit $1`,
      [options.metrics],
    );
    if (metrics.rows.length < options.metrics) throw new Error(`only ${metrics.rows.length} non-date metrics in the demo tenant`);
    await client.query(
      `insert into metric_values (incubator_id, startup_id, metric_id, period_start, period_end, value, numeric_value)
       select s.incubator_id, s.id, m.id, month::date, (month + interval '1 month' - interval '1 day')::date, v::text, v
       from startups s
       cross join unnest($1::uuid[]) as m(id)
       cross join generate_series($2::date, $2::date + ($3 - 1) * interval '1 month', interval '1 month') as month
       cross join lateral (select (floor(abs(hashtext(s.id::text || m.id::text || month::text)) % 1000000) / 100.0)::double precision as v) as value
       where s.name like 'Export Bench %'`,
      [metrics.rows.map((m) => m.id), EXPORT_FROM_MONTH, MONTHS],
    );
    await client.query('analyze metric_values');
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from metric_values where incubator_id = ${demo} and period_start between $1 and $2`,
      [EXPORT_FROM_MONTH, EXPORT_TO_MONTH],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
