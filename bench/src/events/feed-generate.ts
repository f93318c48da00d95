/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with incubator events for the feed bench (issue 18 budget),
 * in SQL (generate_series; rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * The demo tenant gets events up to EVENTS (its seeded ones count), a mix chosen by coprime moduli of n so the
 * dimensions cross: a draft every 19th and an archived one the next (≈ 10 %), one in five in the past, one in seven
 * one-on-one, and nine visibility shapes in turn (n % 9) over roles, user tags, startup tags and programs — `is` and
 * `isNot` lists, one to three dimensions at a time — of which seven let the co-founder through and two keep them out.
 * The co-founder (cofounder@demo.test) gets the facts the rules look at: a user tag, and on their first startup a
 * startup tag and a program; the rules also name an outsider tag, another startup tag and another program nobody of
 * theirs holds. Each event has a host (staff or mentor), most a topic (all but every 17th: the filtered variant's),
 * every third an event tag, and registrants: the co-founder on every sixth group event, the founder on every fourth.
 * Start times are spread over a year ahead (or two behind) by n × 37, so the start order is not the insert order.
 */
import { runGenerator } from '../support/sql-generator.js';

export interface EventsGenerateOptions {
  events: number;
  log?: (line: string) => void;
}

/** The names of the tags and programs the generator adds (the bench reads the topic's id by its name). */
export const BENCH_TOPIC = 'Bench fundraising';

export async function generateEvents(databaseUrl: string, options: EventsGenerateOptions): Promise<Record<string, number>> {
  const counted = ['incubator_events', 'incubator_event_hosts', 'incubator_event_tags', 'incubator_event_attendees'];
  return runGenerator(databaseUrl, { log: options.log, count: counted }, async (client, step) => {
    await client.query(
      `create temp table bench_facts as
       select i.id as incubator_id, c.id as cofounder_id, c.role_id as cofounder_role, s.id as staff_id, s.role_id as staff_role, m.id as mentor_id,
         f.id as founder_id,
         (select sp.startup_id from startup_people sp where sp.user_id = c.id order by sp.created_at limit 1) as startup_id
       from incubators i
       join users c on c.incubator_id = i.id and c.email = 'cofounder@demo.test'
       join users s on s.incubator_id = i.id and s.email = 'staff@demo.test'
       join users m on m.incubator_id = i.id and m.email = 'mentor@demo.test'
       join users f on f.incubator_id = i.id and f.email = 'founder@demo.test'
       where i.slug = 'demo'`,
    );
    const [facts] = (await client.query<{ startup_id: string | null }>('select startup_id from bench_facts')).rows;
    if (!facts) throw new Error('the demo tenant or its seeded people are missing');
    if (!facts.startup_id) throw new Error('cofounder@demo.test belongs to no startup: the startup rules would test nothing');
    await step(
      'tags and programs',
      `with t as (
         insert into tags (incubator_id, kind, name) select incubator_id, k.kind, k.name from bench_facts,
           (values ('user', 'Bench member'), ('user', 'Bench outsider'), ('startup', 'Bench cohort'), ('startup', 'Bench other cohort'),
                   ('topic', '${BENCH_TOPIC}'), ('event', 'Bench meetup')) k(kind, name)
         returning id, name),
       p as (insert into programs (incubator_id, name) select incubator_id, n from bench_facts, (values ('Bench program A'), ('Bench program B')) v(n) returning id, name)
       select 1`,
    );
    await client.query(
      `create temp table bench_ids as
       select (select id from tags where name = 'Bench member') as member, (select id from tags where name = 'Bench outsider') as outsider,
         (select id from tags where name = 'Bench cohort') as cohort, (select id from tags where name = 'Bench other cohort') as other_cohort,
         (select id from tags where name = '${BENCH_TOPIC}') as topic, (select id from tags where name = 'Bench meetup') as meetup,
         (select id from programs where name = 'Bench program A') as program_a, (select id from programs where name = 'Bench program B') as program_b`,
    );
    // The co-founder's facts: their user tag, their startup's tag and program (the "other" ones stay unheld).
    await step(
      'viewer facts',
      `with u as (insert into user_tags (incubator_id, user_id, tag_id) select f.incubator_id, f.cofounder_id, b.member from bench_facts f, bench_ids b returning 1),
       s as (insert into startup_tags (incubator_id, startup_id, tag_id) select f.incubator_id, f.startup_id, b.cohort from bench_facts f, bench_ids b returning 1)
       insert into startup_programs (incubator_id, startup_id, program_id) select f.incubator_id, f.startup_id, b.program_a from bench_facts f, bench_ids b`,
    );
    // Nine visibility shapes (n % 9): 0–6 let the co-founder through, 7 and 8 keep them out.
    await client.query(
      `create function pg_temp.rule(is_ids uuid[], not_ids uuid[]) returns jsonb language sql immutable
       as $$ select jsonb_build_object('is', coalesce(to_jsonb(is_ids::text[]), '[]'::jsonb), 'isNot', coalesce(to_jsonb(not_ids::text[]), '[]'::jsonb)) $$`,
    );
    await client.query(
      `create temp table bench_visibility as
       select k, jsonb_build_object('userRoles', ur, 'userTags', ut, 'startupTags', st, 'startupPrograms', sp) as visibility
       from bench_facts f, bench_ids b, lateral (values
         (0, pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}')),
         (1, pg_temp.rule(array[f.cofounder_role, f.staff_role], '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}')),
         (2, pg_temp.rule('{}', array[f.staff_role]), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}')),
         (3, pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule(array[b.cohort], '{}'), pg_temp.rule('{}', '{}')),
         (4, pg_temp.rule('{}', '{}'), pg_temp.rule('{}', array[b.outsider]), pg_temp.rule('{}', '{}'), pg_temp.rule(array[b.program_a], '{}')),
         (5, pg_temp.rule('{}', '{}'), pg_temp.rule(array[b.member, b.outsider], '{}'), pg_temp.rule('{}', array[b.other_cohort]), pg_temp.rule('{}', '{}')),
         (6, pg_temp.rule(array[f.cofounder_role], '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule(array[b.cohort, b.other_cohort], '{}'), pg_temp.rule('{}', array[b.program_b])),
         (7, pg_temp.rule('{}', array[f.cofounder_role]), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}'), pg_temp.rule('{}', '{}')),
         (8, pg_temp.rule('{}', '{}'), pg_temp.rule('{}', array[b.member]), pg_temp.rule('{}', '{}'), pg_temp.rule(array[b.program_b], '{}'))
       ) v(k, ur, ut, st, sp)`,
    );
    await client.query(
      `create temp table bench_events as
       select gen_random_uuid() as id, n,
         case when n % 19 = 0 then 'draft' else 'published' end as status,
         n % 19 = 1 as archived,
         n % 5 = 0 as past,
         case when n % 7 = 0 then 'one_on_one' else 'group' end as event_type
       from generate_series(1, greatest(0, $1::int - (select count(*)::int from incubator_events e join bench_facts f on f.incubator_id = e.incubator_id))) n`,
      [options.events],
    );
    await step(
      'incubator_events',
      `insert into incubator_events (id, incubator_id, event_type, status, is_archived, archived_at, title, description, capacity, location_text, visibility,
         start_time, end_time, duration, timezone, timeslot_increment, number_of_sessions, availability_method, created_by, published_at, created_at, updated_at)
       select e.id, f.incubator_id, e.event_type, e.status, e.archived, case when e.archived then now() - interval '1 day' end,
         'Bench event ' || lpad(e.n::text, 5, '0'), 'A generated event for the feed bench.', case when e.n % 4 = 0 then null else 10 + e.n % 50 end,
         'Room ' || (1 + e.n % 12), v.visibility, s.start_time, s.start_time + (1 + e.n % 3) * interval '1 hour',
         case when e.event_type = 'one_on_one' then 30 else 60 * (1 + e.n % 3) end, 'Europe/Paris',
         case when e.event_type = 'one_on_one' then 30 end, case when e.event_type = 'one_on_one' then 1 end,
         case when e.event_type = 'one_on_one' then 'hosts_availability' end,
         f.staff_id, case when e.status = 'published' then now() - interval '30 days' end, now() - interval '30 days', now()
       from bench_events e cross join bench_facts f join bench_visibility v on v.k = e.n % 9,
         lateral (select date_trunc('hour', now()) + case when e.past then -(1 + (e.n * 37) % 730) else 1 + (e.n * 37) % 365 end * interval '1 day'
                    + (e.n % 8) * interval '1 hour' as start_time) s
       order by e.n`,
    );
    await step(
      'incubator_event_hosts',
      `insert into incubator_event_hosts (incubator_id, event_id, user_id, position)
       select f.incubator_id, e.id, case when e.n % 2 = 0 then f.staff_id else f.mentor_id end, 0 from bench_events e, bench_facts f order by e.n`,
    );
    await step(
      'incubator_event_tags',
      `insert into incubator_event_tags (incubator_id, event_id, tag_id)
       select f.incubator_id, e.id, b.topic from bench_events e, bench_facts f, bench_ids b where e.n % 17 <> 0
       union all select f.incubator_id, e.id, b.meetup from bench_events e, bench_facts f, bench_ids b where e.n % 3 = 0`,
    );
    await step(
      'incubator_event_attendees',
      `insert into incubator_event_attendees (incubator_id, event_id, user_id, status, registration_time)
       select f.incubator_id, e.id, f.cofounder_id, case when e.past then 'attended' else 'registered' end, now() - interval '2 days'
       from bench_events e, bench_facts f where e.event_type = 'group' and e.status = 'published' and e.n % 6 = 1
       union all select f.incubator_id, e.id, f.founder_id, 'registered', now() - interval '3 days'
       from bench_events e, bench_facts f where e.event_type = 'group' and e.status = 'published' and e.n % 4 = 2`,
    );
  });
}
