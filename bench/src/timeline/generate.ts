/**
 * Fills a migrated, seeded Hatchery database (PostgreSQL) with timeline data for the bench, in SQL (generate_series;
 * rows never travel through Node). Connects as the owner (a superuser bypasses RLS).
 *
 * In the demo tenant: STARTUPS − 1 extra startups with OTHER_EVENTS items each, and one startup, "Timeline Heavy", with
 * HEAVY_EVENTS items of every kind (80% posts, 5% of them private; data due/submitted with entries; sessions,
 * invites, e-mails), spread over three years. Full scale: 1,000 startups, 100,000 items for the heavy one. Tokens:
 * `bt-timeline-admin` (admin@demo.test: sees private items and e-mail metadata) and `bt-timeline-founder`
 * (cofounder@demo.test, made a cofounder of the heavy startup: public items only).
 */
import { runGenerator } from '../support/sql-generator.js';

export const ADMIN_TOKEN = 'bt-timeline-admin';
export const FOUNDER_TOKEN = 'bt-timeline-founder';
export const HEAVY_STARTUP = 'Timeline Heavy';
const OTHER_EVENTS = 10;

export interface TimelineGenerateOptions {
  startups: number;
  heavyEvents: number;
  log?: (line: string) => void;
}

export async function generateTimeline(databaseUrl: string, options: TimelineGenerateOptions): Promise<Record<string, number>> {
  const analyze = 'analyze timeline_events; analyze startups; analyze startup_people; analyze auth_tokens';
  return runGenerator(databaseUrl, { log: options.log, count: ['timeline_events', 'startups'], analyze }, async (client, step) => {
    const demo = `(select id from incubators where slug = 'demo')`;
    await step(
      'startups',
      `insert into startups (incubator_id, name, website)
       select ${demo}, 'Bench Startup ' || s, 'https://b' || s || '.example.com' from generate_series(1, $1) s
       union all select ${demo}, '${HEAVY_STARTUP}', 'https://heavy.example.com'`,
      [options.startups - 1],
    );
    await step(
      'people',
      `insert into startup_people (incubator_id, startup_id, user_id, person_group)
       select s.incubator_id, s.id, u.id, 'cofounder' from startups s join users u on u.incubator_id = s.incubator_id and u.email = 'cofounder@demo.test'
       where s.name = '${HEAVY_STARTUP}'`,
    );
    await step(
      'tokens',
      `insert into auth_tokens (incubator_id, user_id, token_hash, expires_at)
       select incubator_id, id, encode(sha256(convert_to(case email when 'admin@demo.test' then '${ADMIN_TOKEN}' else '${FOUNDER_TOKEN}' end, 'UTF8')), 'hex'), now() + interval '30 days'
       from users where incubator_id = ${demo} and email in ('admin@demo.test', 'cofounder@demo.test')`,
    );
    await client.query(`create temp table bench_people as select row_number() over (order by email) as n, id from users where incubator_id = ${demo}`);
    const people = Number((await client.query<{ n: string }>('select count(*)::text as n from bench_people')).rows[0]!.n);
    const revenue = (await client.query<{ id: string }>(`select id from metrics where incubator_id = ${demo} and key = 'revenue'`)).rows[0]!.id;
    // Kind by k % 20: 0 data due, 1 data submitted, 2 session, 3 invite, 4 e-mail, 5..19 posts (every 20th post private).
    const kindSql = `case k % 20 when 0 then 'DATA_DUE' when 1 then 'DATA_SUBMITTED' when 2 then 'COACHING_SESSION_POST' when 3 then 'COACHING_INVITE_POST' when 4 then 'EMAIL_THREAD_POST' else 'EVENT' end`;
    const payloadSql = `case k % 20
        when 1 then jsonb_build_object('entries', jsonb_build_array(jsonb_build_object('dataId', 'md:' || s.id || ':${revenue}:2026-01-01', 'metricId', '${revenue}', 'value', (1000 + k)::text, 'isPoint0', false, 'diff', 12, 'change', 1.2, 'useArrow', true)))
        when 2 then jsonb_build_object('appEvent', jsonb_build_object('conferenceData', jsonb_build_object('url', 'https://meet.example.com/' || k)),
          'session', jsonb_build_object('_id', 's' || k, 'name', 'Session ' || k, 'date', now()::text, 'expectedDuration', 60, 'staffEditor', 'Notes', 'staffEditorPublic', false,
            'topics', jsonb_build_array(jsonb_build_object('_id', 't1', 'name', 'Sales')), 'coachIds', jsonb_build_array(p.id::text), 'attendeeIds', jsonb_build_array(p.id::text)),
          'changelogs', jsonb_build_array(jsonb_build_object('initiatorId', p.id::text, 'type', 'name', 'groupId', 'g', 'oldValue', jsonb_build_object('type', 'string', 'value', 'a'), 'newValue', jsonb_build_object('type', 'string', 'value', 'b'))))
        when 3 then jsonb_build_object('appEvent', jsonb_build_object('source', 'google', 'location', 'Room 2'),
          'invite', jsonb_build_object('_id', 'i' || k, 'status', 'pending', 'incubatorInviteeIds', jsonb_build_array(p.id::text), 'startupInviteeIds', jsonb_build_array(p.id::text)))
        when 4 then jsonb_build_object('emailMessage', jsonb_build_object('subject', 'Subject ' || k, 'emailContent', 'Hello', 'recipients', jsonb_build_array('a@example.com'), 'openedCount', 2, 'opened', true))
        else '{}'::jsonb end`;
    const insert = (name: string, where: string, count: string, values: unknown[]) =>
      step(
        name,
        `insert into timeline_events (incubator_id, startup_id, kind, event_type, message, is_public, created_by, due_date, payload, created_at)
         select s.incubator_id, s.id, ${kindSql},
                case when k % 20 >= 5 then (array['COMMENT','NOTE','UPDATE','MILESTONE'])[1 + k % 4] end,
                case when k % 20 >= 5 then 'Bench post ' || k end,
                not (k % 20 >= 5 and k % 100 = 7),
                p.id,
                case when k % 20 in (0, 1) then now() - (k * interval '15 minutes') end,
                ${payloadSql},
                now() - (k * interval '15 minutes') - (random() * interval '1 minute')
         from startups s, generate_series(1, ${count}) k
         join bench_people p on p.n = 1 + k % ${people}
         where s.incubator_id = ${demo} and ${where}`,
        values,
      );
    await insert('heavy timeline', `s.name = '${HEAVY_STARTUP}'`, '$1', [options.heavyEvents]);
    await insert('other timelines', `s.name like 'Bench Startup %'`, String(OTHER_EVENTS), []);
  });
}
