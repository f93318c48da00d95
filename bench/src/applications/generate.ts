/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with applications for the overview bench (issue 16 budget),
 * in SQL (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * TENANTS tenants of APPLICATIONS applications each (the demo tenant: next to its seed, up to APPLICATIONS), each
 * application submitted (every fiftieth a draft) with EVALUATIONS evaluator assignments and as many submitted
 * evaluations. Per tenant: one program, four published funnels of three rounds (evaluation, meeting, evaluation), ten
 * evaluators and an applicant for every ten applications (bench tenants get an Applicant role, a copy of the demo's).
 * Statuses cycle through the seven submitted ones, rounds through the funnel's three, sources are mostly direct.
 * Token: `bt-applications-admin` (admin@demo.test).
 *
 * Fast at the budget's scale (1,000 × 2,000: two million applications, twenty million assignments and evaluations),
 * as the portfolio generator (D-141): ids sort by (tenant, kind, n) and rows go in in that order (each unique index is
 * filled at its right edge), links name their targets by the same rule without a join, foreign-key triggers are
 * skipped (the rows are consistent by construction), and the plain indexes of the three large tables are built once
 * after the load.
 */
import { runGenerator } from '../support/sql-generator.js';

export const ADMIN_TOKEN = 'bt-applications-admin';

export interface ApplicationsGenerateOptions {
  tenants: number;
  applications: number;
  evaluations: number;
  log?: (line: string) => void;
}

/** Kinds of generated ids (the second group of the uuid). */
const KIND = { tenant: 0, program: 10, role: 20, applicant: 21, evaluator: 22, funnel: 23, round: 24, application: 25, assignment: 26, evaluation: 27 };
const FUNNELS = 4;
const ROUNDS = 3;
const EVALUATORS = 10;
/** Applications per applicant (consecutive n, so an applicant has at most one open draft per funnel). */
const PER_APPLICANT = 10;
const SUBMITTED_STATUSES = ['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'];

export async function generateApplications(databaseUrl: string, options: ApplicationsGenerateOptions): Promise<Record<string, number>> {
  const counted = ['incubators', 'users', 'funnels', 'funnel_rounds', 'applications', 'evaluator_assignments', 'evaluations'];
  const big = ['applications', 'evaluator_assignments', 'evaluations'];
  const evaluations = Math.max(0, Math.min(EVALUATORS, options.evaluations));
  return runGenerator(databaseUrl, { log: options.log, count: counted, skipForeignKeyChecks: true, rebuildIndexesOf: big }, async (client, step) => {
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
    await step(
      'roles',
      `insert into roles (id, incubator_id, type, label, is_default, permissions, user_access, startup_access)
       select ${id(KIND.role, 'substr(i.slug, 7)::int', '1')}, i.id, r.type, r.label, r.is_default, r.permissions, r.user_access, r.startup_access
       from incubators i, (select * from roles where type = 'Applicant' and incubator_id = (select id from incubators where slug = 'demo') order by is_default desc limit 1) r
       where i.slug like 'bench-%' order by 1`,
    );
    // The demo tenant is tenant 0; its seed applications count towards APPLICATIONS.
    await client.query(
      `create temp table bench_tenants as
       select i.id, 0 as tenant, $1::int - (select count(*)::int from applications where incubator_id = i.id) as applications,
         (select id from roles where incubator_id = i.id and type = 'Applicant' order by is_default desc limit 1) as role_id
       from incubators i where slug = 'demo'
       union all select id, substr(slug, 7)::int, $1::int, ${id(KIND.role, 'substr(slug, 7)::int', '1')} from incubators where slug like 'bench-%'`,
      [options.applications],
    );
    await step('programs', `insert into programs (id, incubator_id, name) select ${id(KIND.program, 't.tenant', '1')}, t.id, 'Bench Program' from bench_tenants t order by 1`);
    await step(
      'evaluators',
      `insert into users (id, incubator_id, email, full_name, role_id)
       select ${id(KIND.evaluator, 't.tenant', 'k')}, t.id, 'bench-evaluator-' || k || '@t' || t.tenant || '.bench.test', 'Bench Evaluator ' || k, t.role_id
       from bench_tenants t, generate_series(1, ${EVALUATORS}) k order by 1`,
    );
    await step(
      'applicants',
      `insert into users (id, incubator_id, email, full_name, role_id)
       select ${id(KIND.applicant, 't.tenant', 'a')}, t.id, 'bench-applicant-' || a || '@t' || t.tenant || '.bench.test', 'Bench Applicant ' || a, t.role_id
       from bench_tenants t, generate_series(1, greatest(1, (t.applications + ${PER_APPLICANT - 1}) / ${PER_APPLICANT})) a order by 1`,
    );
    await step(
      'funnels',
      `insert into funnels (id, incubator_id, program_id, name, slug, category, opens_at, closes_at, status, published_at)
       select ${id(KIND.funnel, 't.tenant', 'f')}, t.id, ${id(KIND.program, 't.tenant', '1')}, 'Bench call ' || f, 'bench-call-' || f, 'startup',
         now() - interval '400 days', now() + interval '60 days', 'published', now() - interval '400 days'
       from bench_tenants t, generate_series(1, ${FUNNELS}) f order by 1`,
    );
    await step(
      'rounds',
      `insert into funnel_rounds (id, incubator_id, funnel_id, position, name, kind)
       select ${id(KIND.round, 't.tenant', `f * ${ROUNDS} + r`)}, t.id, ${id(KIND.funnel, 't.tenant', 'f')}, r, (array['Screening','Interview','Committee'])[r + 1], (array['evaluation','meeting','evaluation'])[r + 1]
       from bench_tenants t, generate_series(1, ${FUNNELS}) f, generate_series(0, ${ROUNDS - 1}) r order by 1`,
    );
    // Application n: funnel 1 + n % FUNNELS, round (n / FUNNELS) % ROUNDS, a draft when n % 50 = 0, else the statuses in turn.
    await client.query(
      `create temp table bench_apps as
       select ${id(KIND.application, 't.tenant', 'n')} as id, t.id as incubator_id, t.tenant, n,
         case when n % 50 = 0 then null else ${id(KIND.round, 't.tenant', `(1 + n % ${FUNNELS}) * ${ROUNDS} + (n / ${FUNNELS}) % ${ROUNDS}`)} end as round_id
       from bench_tenants t, generate_series(1, greatest(0, t.applications)) n order by 1`,
    );
    await step(
      'applications',
      `insert into applications (id, incubator_id, funnel_id, round_id, applicant_user_id, title, status, source, submitted_at, status_changed_at, created_at, updated_at)
       select a.id, a.incubator_id, ${id(KIND.funnel, 'a.tenant', `1 + a.n % ${FUNNELS}`)}, a.round_id, ${id(KIND.applicant, 'a.tenant', `1 + (a.n - 1) / ${PER_APPLICANT}`)},
         'Bench Startup ' || lpad(a.n::text, 5, '0'),
         case when a.round_id is null then 'draft' else ('{${SUBMITTED_STATUSES.join(',')}}'::text[])[1 + (a.n / 7) % ${SUBMITTED_STATUSES.length}] end,
         (array['direct','direct','direct','lead','transfer','import'])[1 + a.n % 6],
         case when a.round_id is null then null else now() - (a.n % 365) * interval '1 day' end,
         now() - (a.n % 365) * interval '1 day', now() - (a.n % 365) * interval '1 day' - (a.n % 1440) * interval '1 minute', now()
       from bench_apps a order by a.id`,
    );
    if (evaluations > 0) {
      // Assignment and evaluation m = n * 10 + k (k = 1..EVALUATIONS) by evaluator k; lateral keeps them in id order.
      await step(
        'evaluator_assignments',
        `insert into evaluator_assignments (id, incubator_id, application_id, round_id, evaluator_user_id, method, status, created_at, updated_at)
         select ${id(KIND.assignment, 'a.tenant', 'a.n * 10 + k')}, a.incubator_id, a.id, a.round_id, ${id(KIND.evaluator, 'a.tenant', 'k')}, 'balanced',
           case when (a.n + k) % 5 = 0 then 'pending' else 'submitted' end, now() - interval '30 days', now()
         from bench_apps a, lateral generate_series(1, ${evaluations}) k where a.round_id is not null`,
      );
      await step(
        'evaluations',
        `insert into evaluations (id, incubator_id, assignment_id, application_id, round_id, evaluator_user_id, status, weighted_score, submitted_at, created_at, updated_at)
         select ${id(KIND.evaluation, 'a.tenant', 'a.n * 10 + k')}, a.incubator_id, ${id(KIND.assignment, 'a.tenant', 'a.n * 10 + k')}, a.id, a.round_id, ${id(KIND.evaluator, 'a.tenant', 'k')},
           s.status, case when s.status = 'submitted' then 1 + ((a.n * 7 + k * 3) % 41) / 10.0 end, case when s.status = 'submitted' then now() - interval '10 days' end,
           now() - interval '30 days', now()
         from bench_apps a, lateral generate_series(1, ${evaluations}) k, lateral (select case when (a.n + k) % 5 = 0 then 'draft' else 'submitted' end as status) s
         where a.round_id is not null`,
      );
    }
    await step(
      'tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select incubator_id, id, encode(sha256(convert_to('${ADMIN_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days' from users where email = 'admin@demo.test'`,
    );
  });
}
