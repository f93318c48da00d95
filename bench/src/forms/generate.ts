/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with one form's responses for the responses-table bench
 * (issue 15 budget), in SQL (generate_series; rows never travel through Node). Connects as the owner (a superuser
 * bypasses RLS). The demo tenant's seeded "Startup intake" form (version 1) gets SUBMISSIONS submitted answers from
 * the seed's co-founder, one a minute back from now, plus a draft for every tenth (drafts are not responses); every
 * other tenant of the database gets nothing. Token: `bt-forms-admin` (admin@demo.test).
 */
import { runGenerator } from '../support/sql-generator.js';

export const FORMS_ADMIN_TOKEN = 'bt-forms-admin';

export async function generateResponses(databaseUrl: string, options: { submissions: number; log?: (line: string) => void }): Promise<Record<string, number>> {
  return runGenerator(databaseUrl, { log: options.log, count: ['form_submissions'], skipForeignKeyChecks: true }, async (client, step) => {
    await client.query(
      `create temp table bench_form as
       select f.incubator_id, f.id as form_id, v.id as version_id, f.draft_definition, u.id as user_id
       from forms f join form_versions v on v.form_id = f.id and v.number = 1
       join users u on u.incubator_id = f.incubator_id and u.email = 'cofounder@demo.test'
       join incubators i on i.id = f.incubator_id and i.slug = 'demo'
       where f.name = 'Startup intake'`,
    );
    await step(
      'submissions',
      `insert into form_submissions (incubator_id, form_id, version_id, respondent_user_id, status, answers, created_at, updated_at, submitted_at)
       select b.incubator_id, b.form_id, b.version_id, b.user_id, 'submitted',
         jsonb_build_object('company_name', jsonb_build_object('textValue', 'Bench company ' || n), 'stage', jsonb_build_object('arrayValue', jsonb_build_array('idea')),
           'pitch', jsonb_build_object('textValue', 'A pitch long enough to pass the rule, number ' || n)),
         now() - make_interval(mins => n), now() - make_interval(mins => n), date_trunc('milliseconds', now() - make_interval(mins => n))
       from bench_form b, generate_series(1, $1) n order by n desc`,
      [options.submissions],
    );
    await step(
      'drafts',
      `insert into form_submissions (incubator_id, form_id, version_id, respondent_user_id, status, answers)
       select b.incubator_id, b.form_id, b.version_id, b.user_id, 'draft', '{}'::jsonb from bench_form b, generate_series(1, $1 / 10) n`,
      [options.submissions],
    );
    await step(
      'tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select incubator_id, id, encode(sha256(convert_to('${FORMS_ADMIN_TOKEN}', 'UTF8')), 'hex'), now() + interval '30 days' from users where email = 'admin@demo.test'`,
    );
  });
}
