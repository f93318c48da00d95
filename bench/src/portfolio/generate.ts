/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with portfolio data for the list bench, in SQL
 * (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * TENANTS tenants of STARTUPS startups each: the demo tenant gets STARTUPS − 6 more startups next to its seed, and
 * TENANTS − 1 bench tenants get STARTUPS each. Every startup has a stage, a team size, one of three programs, one of
 * five tags, one industry; every tenth is assigned to a mentor (demo: mentor@demo.test); two timeline items each (a
 * mentor's in the demo tenant), an overdue task for every tenth, a pending data form overdue for every fifth.
 * Token: `bt-portfolio-admin` (admin@demo.test).
 */
import pg from 'pg';

export const ADMIN_TOKEN = 'bt-portfolio-admin';

export interface PortfolioGenerateOptions {
  tenants: number;
  startups: number;
  log?: (line: string) => void;
}

export async function generatePortfolio(databaseUrl: string, options: PortfolioGenerateOptions): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const log = options.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    await client.query(text, values);
    timings[name] = Math.round(performance.now() - started);
    log(`  ${name}: ${timings[name]} ms`);
  };
  try {
    await client.query('SET synchronous_commit = off');
    await client.query(`SET maintenance_work_mem = '256MB'`);
    await step(
      'tenants',
      `insert into incubators (slug, name, brand_palette) select 'bench-' || t, 'Bench ' || t, brand_palette from incubators, generate_series(1, $1) t where slug = 'demo'`,
      [options.tenants - 1],
    );
    await client.query(`create temp table bench_tenants as select id, slug from incubators where slug = 'demo' or slug like 'bench-%'`);
    await step('programs', `insert into programs (incubator_id, name) select t.id, 'Bench Program ' || p from bench_tenants t, generate_series(1, 3) p`);
    await step('tags', `insert into tags (incubator_id, kind, name, color) select t.id, 'startup', 'Bench Tag ' || g, 'teal' from bench_tenants t, generate_series(1, 5) g`);
    await step('industries', `insert into industries (incubator_id, name) select t.id, 'Bench Industry ' || g from bench_tenants t, generate_series(1, 5) g`);
    await step(
      'startups',
      `insert into startups (incubator_id, name, stage, team_size, created_at)
       select t.id, 'Bench Startup ' || lpad(s::text, 5, '0'), (array['idea','prototype','mvp','seed','growth','scale'])[1 + s % 6], 1 + s % 40, now() - (s % 400) * interval '1 day'
       from bench_tenants t, generate_series(1, $1) s`,
      [options.startups],
    );
    // Keep the demo tenant at STARTUPS in all (its seed has six).
    await step('trim demo', `delete from startups where id in (select id from startups where incubator_id = (select id from incubators where slug = 'demo') and name like 'Bench Startup %' order by name desc limit 6)`);
    await client.query(`create temp table bench_startups as select s.id, s.incubator_id, row_number() over (partition by s.incubator_id order by s.name) as n from startups s join bench_tenants t on t.id = s.incubator_id where s.name like 'Bench Startup %'`);
    await client.query('create index on bench_startups (incubator_id, n)');
    await step(
      'startup_programs',
      `insert into startup_programs (incubator_id, startup_id, program_id)
       select b.incubator_id, b.id, p.id from bench_startups b join lateral (select id from programs where incubator_id = b.incubator_id and name = 'Bench Program ' || (1 + b.n % 3)) p on true`,
    );
    await step(
      'startup_tags',
      `insert into startup_tags (incubator_id, startup_id, tag_id)
       select b.incubator_id, b.id, g.id from bench_startups b join tags g on g.incubator_id = b.incubator_id and g.name = 'Bench Tag ' || (1 + b.n % 5)`,
    );
    await step(
      'startup_industries',
      `insert into startup_industries (incubator_id, startup_id, industry_id)
       select b.incubator_id, b.id, i.id from bench_startups b join industries i on i.incubator_id = b.incubator_id and i.name = 'Bench Industry ' || (1 + b.n % 5)`,
    );
    await step(
      'mentor assignments (demo)',
      `insert into user_assigned_startups (incubator_id, user_id, startup_id)
       select b.incubator_id, u.id, b.id from bench_startups b join users u on u.incubator_id = b.incubator_id and u.email = 'mentor@demo.test' where b.n % 10 = 0`,
    );
    await step(
      'timeline',
      `insert into timeline_events (incubator_id, startup_id, kind, event_type, message, created_by, created_at)
       select b.incubator_id, b.id, 'EVENT', 'NOTE', 'Bench note ' || k, u.id, now() - ((b.n * 7 + k * 13) % 90) * interval '1 day'
       from bench_startups b cross join generate_series(1, 2) k left join users u on u.incubator_id = b.incubator_id and u.email = 'mentor@demo.test'`,
    );
    await step(
      'tasks',
      `insert into tasks (incubator_id, name, due_date, startup_id) select b.incubator_id, 'Bench task', now() - interval '3 days', b.id from bench_startups b where b.n % 10 = 3`,
    );
    await step(
      'pending forms',
      `insert into pending_data_forms (incubator_id, startup_id, period_month, due_at) select b.incubator_id, b.id, '2020-01-01', now() - interval '20 days' from bench_startups b where b.n % 5 = 1`,
    );
    await step(
      'tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select incubator_id, id, encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days' from users where email = 'admin@demo.test'`,
    );
    await step('analyze', 'analyze');
    const counts = await client.query<{ t: string; n: string }>(
      `select 'startups' as t, count(*)::text as n from startups union all select 'incubators', count(*)::text from incubators union all select 'timeline_events', count(*)::text from timeline_events`,
    );
    for (const row of counts.rows) timings[`rows:${row.t}`] = Number(row.n);
    return timings;
  } finally {
    await client.end();
  }
}
