/**
 * Fills a migrated Hatchery database (PostgreSQL) with bench tenants, tasks and notifications, in SQL
 * (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * Per tenant: one Staff role, USERS users (u1…u<USERS>@bench.test, signed-in tokens `bt-<tenant>-<n>`), STARTUPS
 * startups with two cofounders each, TASKS_PER_TENANT tasks (one user assignee each, due −30…+60 days, past ones
 * mostly done) and NOTIFICATIONS_PER_TENANT notifications with two recipients each (spread over 90 days, 80% read).
 * Full scale: 1,000 tenants → 1,000,000 tasks and 5,000,000 notification recipients. The 1% variant: 10 tenants,
 * the same density per tenant, so a query for one user touches the same number of rows in both.
 * Optionally a `fanout` tenant with FANOUT_USERS cofounders of one startup, for the websocket check.
 */
import { runGenerator, type GenerateStep } from '../support/sql-generator.js';

export const USERS = 20;
export const STARTUPS = 5;
export const TASKS_PER_TENANT = 1000;
export const RECIPIENTS_PER_TENANT = 5000;
export const NOTIFICATIONS_PER_TENANT = RECIPIENTS_PER_TENANT / 2;

/** The bearer token of bench user n of tenant t (its SHA-256 is stored, as the server does). */
export const benchToken = (tenant: string, n: number): string => `bt-${tenant}-${n}`;
export const tenantSlug = (i: number): string => `b${String(i).padStart(4, '0')}`;

export interface GenerateOptions {
  tenants: number;
  fanoutUsers?: number;
  log?: (line: string) => void;
}

export async function generate(databaseUrl: string, options: GenerateOptions): Promise<Record<string, number>> {
  // Bulk load: the generated rows are consistent by construction, so foreign-key triggers are skipped and the big
  // tables' plain indexes are dropped now and built once at the end.
  const count = ['tasks', 'task_assignees', 'notification_recipients', 'incubators'];
  const rebuildIndexesOf = ['tasks', 'task_assignees', 'notifications', 'notification_recipients'];
  return runGenerator(databaseUrl, { log: options.log, count, skipForeignKeyChecks: true, rebuildIndexesOf }, async (client, step) => {
    const { rows: cols } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'incubators'
         and column_name not in ('id', 'slug', 'name', 'custom_domain', 'custom_domain_verified_at', 'pending_custom_domain', 'custom_domain_token', 'custom_domain_requested_at', 'created_at', 'updated_at') order by ordinal_position`,
    );
    const copy = cols.map((c) => `"${c.column_name}"`).join(', ');
    const [{ hash }] = (await client.query<{ hash: string }>(`select password_hash as hash from users where email = 'admin@demo.test' limit 1`)).rows as [{ hash: string }];

    await step(
      'incubators',
      `insert into incubators (slug, name, ${copy})
       select 'b' || lpad(i::text, 4, '0'), 'Bench ' || i, ${copy} from incubators d, generate_series(1, $1) i where d.slug = 'demo'`,
      [options.tenants],
    );
    await step(
      'roles',
      `insert into roles (incubator_id, type, label, is_default, user_access, startup_access)
       select id, 'Staff', 'Staff', true, '{"roles":["Admin","Staff","Cofounder"],"visibilitySettings":"ALL"}', '{"visibilitySettings":"ALL"}'
       from incubators where slug like 'b____'`,
    );
    await step(
      'users',
      `insert into users (incubator_id, email, password_hash, first_name, last_name, full_name, role_id, status, validated, admin_validated, timezone)
       select r.incubator_id, 'u' || j || '@bench.test', $1, 'User', j::text, 'User ' || j, r.id, 'active', true, true, 'UTC'
       from roles r join incubators i on i.id = r.incubator_id and i.slug like 'b____', generate_series(1, ${USERS}) j`,
      [hash],
    );
    await step(
      'auth_tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select u.incubator_id, u.id, encode(sha256(convert_to('bt-' || i.slug || '-' || split_part(substr(u.email, 2), '@', 1), 'UTF8')), 'hex'), now() + interval '30 days'
       from users u join incubators i on i.id = u.incubator_id and i.slug like 'b____'`,
    );
    await step(
      'startups',
      `insert into startups (incubator_id, name, website) select i.id, 'Startup ' || s, 'https://s' || s || '.example.com'
       from incubators i, generate_series(1, ${STARTUPS}) s where i.slug like 'b____'`,
    );
    await step(
      'startup_people',
      `insert into startup_people (incubator_id, startup_id, user_id, person_group)
       select u.incubator_id, s.id, u.id, 'cofounder' from users u
       join incubators i on i.id = u.incubator_id and i.slug like 'b____'
       join startups s on s.incubator_id = u.incubator_id
         and s.name = 'Startup ' || (1 + (split_part(substr(u.email, 2), '@', 1)::int - 1) % ${STARTUPS})
       where split_part(substr(u.email, 2), '@', 1)::int > ${USERS - 2 * STARTUPS}`,
    );
    // Users numbered per tenant, to pick creators and assignees by number without joins per row.
    await client.query(`create temp table bench_users as
      select u.incubator_id, split_part(substr(u.email, 2), '@', 1)::int as n, u.id from users u
      join incubators i on i.id = u.incubator_id and i.slug like 'b____'`);
    await client.query('create index on bench_users (incubator_id, n)');
    await client.query('analyze bench_users');
    await step(
      'tasks',
      `insert into tasks (id, incubator_id, name, due_date, task_type, created_by, completed_at, created_at)
       select gen_random_uuid(), i.id, 'Task ' || k,
              date_trunc('day', now()) + ((k % 91) - 30) * interval '1 day' + interval '23 hours 59 minutes 59.999 seconds',
              case when k % 10 = 0 then 'metrics' else 'normal' end, c.id,
              case when (k % 91) < 30 and k % 5 <> 0 then now() - interval '1 day' end,
              now() - (k % 120) * interval '1 hour'
       from incubators i join bench_users c on c.incubator_id = i.id and c.n = 1, generate_series(1, ${TASKS_PER_TENANT}) k
       where i.slug like 'b____'`,
    );
    await step(
      'task_assignees',
      `insert into task_assignees (incubator_id, task_id, user_id, done, status, completed_at, due_date)
       select t.incubator_id, t.id, u.id, t.completed_at is not null, case when t.completed_at is null then 'PENDING' else 'COMPLETED' end,
              t.completed_at, t.due_date
       from tasks t join incubators i on i.id = t.incubator_id and i.slug like 'b____'
       join bench_users u on u.incubator_id = t.incubator_id and u.n = 1 + (split_part(t.name, ' ', 2)::int % ${USERS})`,
    );
    await step(
      'notifications',
      `insert into notifications (id, incubator_id, notification_type, message, url, actor_user_id, created_at)
       select gen_random_uuid(), i.id, (array['meetingScheduled','newCommentStartup','updatedMetrics','changeApplicationStatus','taskAssigned'])[1 + k % 5],
              'Bench notification ' || k, '/tasks', a.id, now() - (k::float8 * 90 * 86400 / ${NOTIFICATIONS_PER_TENANT}) * interval '1 second'
       from incubators i join bench_users a on a.incubator_id = i.id and a.n = 2, generate_series(1, ${NOTIFICATIONS_PER_TENANT}) k
       where i.slug like 'b____'`,
    );
    await step(
      'notification_recipients',
      `insert into notification_recipients (incubator_id, notification_id, user_id, is_read, read_at, notification_style, created_at)
       select n.incubator_id, n.id, u.id, (k.x + split_part(n.message, ' ', 3)::int) % 5 <> 0, null,
              case n.notification_type when 'meetingScheduled' then 'appointment' when 'newCommentStartup' then 'message'
                   when 'changeApplicationStatus' then 'programChange' else 'startupFileUpdate' end,
              n.created_at
       from notifications n join incubators i on i.id = n.incubator_id and i.slug like 'b____'
       cross join (values (0), (1)) k(x)
       join bench_users u on u.incubator_id = n.incubator_id and u.n = 1 + ((split_part(n.message, ' ', 3)::int * 2 + k.x) % ${USERS})`,
    );
    if (options.fanoutUsers) await fanoutTenant(options.fanoutUsers, hash, step);
  });
}

/** A tenant `fanout`: a Staff user (f0) and `size` cofounders (f1…) of one startup, each with token bt-fanout-<n>. */
async function fanoutTenant(size: number, hash: string, step: GenerateStep): Promise<void> {
  await step(
    'fanout tenant',
    `with inc as (
       insert into incubators (slug, name, brand_palette, timezone)
       select 'fanout', 'Fan-out', brand_palette, 'UTC' from incubators where slug = 'demo' returning id),
     staff_role as (insert into roles (incubator_id, type, label, is_default, permissions, user_access, startup_access)
       select id, 'Staff', 'Staff', true, '[]', '{"roles":[],"visibilitySettings":"ALL"}', '{"visibilitySettings":"ALL"}' from inc returning id, incubator_id),
     cof_role as (insert into roles (incubator_id, type, label, is_default) select id, 'Cofounder', 'Co/Founder', true from inc returning id, incubator_id),
     startup as (insert into startups (incubator_id, name) select id, 'Everyone Inc' from inc returning id, incubator_id),
     people as (
       insert into users (incubator_id, email, password_hash, full_name, first_name, last_name, role_id, status, validated, admin_validated)
       select r.incubator_id, 'f' || j || '@bench.test', $1, 'Fan ' || j, 'Fan', j::text, r.id, 'active', true, true
       from cof_role r, generate_series(1, $2) j
       union all
       select r.incubator_id, 'f0@bench.test', $1, 'Fan Staff', 'Fan', 'Staff', r.id, 'active', true, true from staff_role r
       returning id, incubator_id, email),
     members as (
       insert into startup_people (incubator_id, startup_id, user_id) select p.incubator_id, s.id, p.id from people p, startup s where p.email <> 'f0@bench.test')
     insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
     select incubator_id, id, encode(sha256(convert_to('bt-fanout-' || split_part(substr(email, 2), '@', 1), 'UTF8')), 'hex'), now() + interval '30 days' from people`,
    [hash, size],
  );
}
