/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with portfolio data for the list bench, in SQL
 * (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * TENANTS tenants of STARTUPS startups each: the demo tenant gets startups next to its seed up to STARTUPS, and
 * TENANTS − 1 bench tenants get STARTUPS each. Every startup has a stage, a team size, one of three programs, one of
 * five tags, one industry; every tenth is assigned to a mentor (demo: mentor@demo.test); two timeline items each (a
 * mentor's in the demo tenant), an overdue task for every tenth, a pending data form overdue for every fifth.
 * Token: `bt-portfolio-admin` (admin@demo.test).
 *
 * Fast at the budget's scale (1,000 × 1,000: a million startups and six million rows around them), D-141:
 * - every id is made from (tenant, kind, n) by `bench_id`, and rows go in in that order, so each index of a table
 *   (all lead with incubator_id, then an id or a name that grows with n) is filled at its right edge instead of at
 *   random places of a tree larger than the buffer cache; links name their program, tag or industry by the same
 *   rule, without a join;
 * - foreign-key triggers are skipped (the rows are consistent by construction).
 */
import { runGenerator } from '../support/sql-generator.js';

export const ADMIN_TOKEN = 'bt-portfolio-admin';

export interface PortfolioGenerateOptions {
  tenants: number;
  startups: number;
  log?: (line: string) => void;
}

/** Kinds of generated ids (the second group of the uuid). */
const KIND = { tenant: 0, startup: 1, startupProgram: 2, startupTag: 3, startupIndustry: 4, timeline: 5, task: 6, form: 7, program: 10, tag: 11, industry: 12 };

export async function generatePortfolio(databaseUrl: string, options: PortfolioGenerateOptions): Promise<Record<string, number>> {
  const counted = ['incubators', 'startups', 'startup_programs', 'startup_tags', 'startup_industries', 'timeline_events', 'tasks', 'pending_data_forms'];
  return runGenerator(databaseUrl, { log: options.log, count: counted, skipForeignKeyChecks: true }, async (client, step) => {
    // A uuid that sorts by (tenant, kind, n); version and variant digits as in a v4 uuid, so validators accept it.
    await client.query(`create function pg_temp.bench_id(kind int, tenant int, n bigint) returns uuid language sql immutable
      as $$ select (lpad(to_hex(tenant), 8, '0') || '-' || lpad(to_hex(kind), 4, '0') || '-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid $$`);
    const id = (kind: number, tenant: string, n: string) => `pg_temp.bench_id(${kind}, ${tenant}, ${n})`;
    await step(
      'tenants',
      `insert into incubators (id, slug, name, brand_palette)
       select ${id(KIND.tenant, 't', '0')}, 'bench-' || t, 'Bench ' || t, brand_palette from incubators, generate_series(1, $1) t where slug = 'demo' order by t`,
      [options.tenants - 1],
    );
    // The demo tenant is tenant 0; its seed startups count towards STARTUPS.
    await client.query(
      `create temp table bench_tenants as
       select id, 0 as tenant, $1::int - (select count(*)::int from startups where incubator_id = incubators.id) as startups from incubators where slug = 'demo'
       union all select id, substr(slug, 7)::int, $1::int from incubators where slug like 'bench-%'`,
      [options.startups],
    );
    await step('programs', `insert into programs (id, incubator_id, name) select ${id(KIND.program, 't.tenant', 'p')}, t.id, 'Bench Program ' || p from bench_tenants t, generate_series(1, 3) p order by 1`);
    await step('tags', `insert into tags (id, incubator_id, kind, name, color) select ${id(KIND.tag, 't.tenant', 'g')}, t.id, 'startup', 'Bench Tag ' || g, 'teal' from bench_tenants t, generate_series(1, 5) g order by 1`);
    await step('industries', `insert into industries (id, incubator_id, name) select ${id(KIND.industry, 't.tenant', 'g')}, t.id, 'Bench Industry ' || g from bench_tenants t, generate_series(1, 5) g order by 1`);
    await client.query(
      `create temp table bench_startups as
       select ${id(KIND.startup, 't.tenant', 'n')} as id, t.id as incubator_id, t.tenant, n from bench_tenants t, generate_series(1, t.startups) n order by 1`,
    );
    await step(
      'startups',
      `insert into startups (id, incubator_id, name, stage, team_size, created_at)
       select id, incubator_id, 'Bench Startup ' || lpad(n::text, 5, '0'), (array['idea','prototype','mvp','seed','growth','scale'])[1 + n % 6], 1 + n % 40, now() - (n % 400) * interval '1 day'
       from bench_startups order by id`,
    );
    await step(
      'startup_programs',
      `insert into startup_programs (id, incubator_id, startup_id, program_id)
       select ${id(KIND.startupProgram, 'tenant', 'n')}, incubator_id, id, ${id(KIND.program, 'tenant', '1 + n % 3')} from bench_startups order by id`,
    );
    await step(
      'startup_tags',
      `insert into startup_tags (id, incubator_id, startup_id, tag_id)
       select ${id(KIND.startupTag, 'tenant', 'n')}, incubator_id, id, ${id(KIND.tag, 'tenant', '1 + n % 5')} from bench_startups order by id`,
    );
    await step(
      'startup_industries',
      `insert into startup_industries (id, incubator_id, startup_id, industry_id)
       select ${id(KIND.startupIndustry, 'tenant', 'n')}, incubator_id, id, ${id(KIND.industry, 'tenant', '1 + n % 5')} from bench_startups order by id`,
    );
    await step(
      'mentor assignments (demo)',
      `insert into user_assigned_startups (incubator_id, user_id, startup_id)
       select b.incubator_id, u.id, b.id from bench_startups b join users u on u.incubator_id = b.incubator_id and u.email = 'mentor@demo.test' where b.n % 10 = 0`,
    );
    await step(
      'timeline',
      `insert into timeline_events (id, incubator_id, startup_id, kind, event_type, message, created_by, created_at)
       select ${id(KIND.timeline, 'b.tenant', 'b.n * 2 + k')}, b.incubator_id, b.id, 'EVENT', 'NOTE', 'Bench note ' || k, u.id, now() - ((b.n * 7 + k * 13) % 90) * interval '1 day'
       from bench_startups b cross join generate_series(1, 2) k left join users u on u.incubator_id = b.incubator_id and u.email = 'mentor@demo.test'
       order by b.id, k`,
    );
    await step(
      'tasks',
      `insert into tasks (id, incubator_id, name, due_date, startup_id)
       select ${id(KIND.task, 'tenant', 'n')}, incubator_id, 'Bench task', now() - interval '3 days', id from bench_startups where n % 10 = 3 order by id`,
    );
    await step(
      'pending forms',
      `insert into pending_data_forms (id, incubator_id, startup_id, period_month, due_at)
       select ${id(KIND.form, 'tenant', 'n')}, incubator_id, id, '2020-01-01', now() - interval '20 days' from bench_startups where n % 5 = 1 order by id`,
    );
    await step(
      'tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select incubator_id, id, encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days' from users where email = 'admin@demo.test'`,
    );
  });
}
