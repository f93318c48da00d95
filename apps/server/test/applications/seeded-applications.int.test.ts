/**
 * The living seed of applications (issue 16 item 9): the Winter 2027 open call with 60 applications across its three
 * rounds, four evaluators, scorecards in progress and conflicts; the finished Autumn 2026 cohort linked to the seeded
 * startups. Every application's status agrees with its last history row; every intake answer is valid for the form.
 */
import { validateAnswers, type Answers } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/contract.js';
import { APPLICATION_DEFINITION } from '../../src/seed/applications-forms.js';
import { closeTestDatabase, testDatabase } from '../support/helpers.js';

let db: Database;
let demo: string;

beforeAll(async () => {
  const t = await testDatabase();
  db = t.db;
  demo = t.incubatorIds.demo!;
});

afterAll(async () => {
  await closeTestDatabase();
});

type Row = Record<string, unknown>;
const rows = <T = Row>(query: ReturnType<typeof sql>) => db.tenant(demo, async (tx) => (await tx.execute(query)).rows as T[]);

describe('the seeded open call', () => {
  it('is published and open on a published intake form asking for the startup, its team and an e-mail', async () => {
    const [call] = await rows<{ status: string; opens: boolean; closes: boolean; form_status: string; definition: { questions: Array<{ id: string }> } }>(sql`
      select f.status, f.opens_at < now() as opens, f.closes_at > now() as closes, fo.status as form_status, v.definition
      from funnels f join forms fo on fo.id = f.intake_form_id join form_versions v on v.form_id = fo.id where f.slug = 'winter-2027'`);
    expect(call).toMatchObject({ status: 'published', opens: true, closes: true, form_status: 'published' });
    expect(call!.definition.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['startup_name', 'website', 'one_liner', 'stage', 'team_size', 'contact_email']));
  });

  // The pipeline journey's seven applications (seed/applications-pipeline.ts, @applicants.demo.test) and the review
  // journey's three (seed/review.ts, demo accounts) sit in the same call; item 9's 60 are the rest.
  const PIPELINE_FIXTURES = '%@applicants.demo.test';
  const REVIEW_FIXTURES = sql.raw(`('applicant@demo.test', 'community@demo.test', 'founder@demo.test')`);

  it('has 60 applications across its three rounds, in every status', async () => {
    const counts = await rows<{ position: number | null; status: string; n: number }>(sql`
      select r.position, a.status, count(*)::int as n from applications a join funnels f on f.id = a.funnel_id
      left join funnel_rounds r on r.id = a.round_id join users u on u.id = a.applicant_user_id
      where f.slug = 'winter-2027' and u.email not like ${PIPELINE_FIXTURES} and u.email not in ${REVIEW_FIXTURES} group by 1, 2 order by 1, 2`);
    expect(counts.reduce((n, c) => n + c.n, 0)).toBe(60);
    expect(new Set(counts.map((c) => c.position))).toEqual(new Set([0, 1, 2, null]));
    expect(new Set(counts.map((c) => c.status))).toEqual(new Set(['draft', 'ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision', 'rejected', 'delay_rejected']));
    expect(counts.find((c) => c.status === 'draft')).toEqual({ position: null, status: 'draft', n: 6 });
    // Applicants are Applicant users with distinct e-mail domains.
    const [applicants] = await rows<{ n: number; domains: number; roles: string[] }>(sql`
      select count(distinct u.id)::int as n, count(distinct split_part(u.email, '@', 2))::int as domains, array_agg(distinct ro.type) as roles
      from applications a join funnels f on f.id = a.funnel_id join users u on u.id = a.applicant_user_id join roles ro on ro.id = u.role_id where f.slug = 'winter-2027' and u.email not like ${PIPELINE_FIXTURES} and u.email not in ${REVIEW_FIXTURES}`);
    expect(applicants).toEqual({ n: 60, domains: 60, roles: ['Applicant'] });
  });

  it('every application’s status and round agree with its last history row; drafts have none', async () => {
    const disagreeing = await rows(sql`
      select a.id, a.status, e.to_status from applications a
      left join lateral (select to_status, to_round_id from application_status_events e where e.application_id = a.id order by created_at desc, id desc limit 1) e on true
      where (a.status = 'draft' and e.to_status is not null)
         or (a.status <> 'draft' and (e.to_status is distinct from a.status or e.to_round_id is distinct from a.round_id))`);
    expect(disagreeing).toEqual([]);
    const decided = await rows(sql`select id from applications where status in ('accepted', 'rejected', 'delay_rejected') and decided_at is null`);
    expect(decided).toEqual([]);
  });

  it('every submitted intake answer is valid for the form', async () => {
    const answers = await rows<{ answers: Answers }>(sql`
      select s.answers from applications a join form_submissions s on s.id = a.submission_id where a.status <> 'draft'`);
    expect(answers.length).toBe(60 - 6 + 14);
    for (const a of answers) expect(validateAnswers(APPLICATION_DEFINITION, a.answers).errors).toEqual({});
  });

  it('has four evaluators, criteria on both evaluation rounds, scorecards in progress and one declared conflict', async () => {
    const [pool] = await rows<{ n: number }>(sql`
      select count(distinct e.user_id)::int as n from funnel_round_evaluators e join funnel_rounds r on r.id = e.round_id
      join funnels f on f.id = r.funnel_id join users u on u.id = e.user_id join roles ro on ro.id = u.role_id where f.slug = 'winter-2027' and ro.type = 'Evaluator'`);
    expect(pool!.n).toBe(4);
    const criteria = await rows<{ position: number; n: number; weights: number }>(sql`
      select r.position, count(*)::int as n, sum(c.weight)::int as weights from evaluation_criteria c join funnel_rounds r on r.id = c.round_id
      join funnels f on f.id = r.funnel_id where f.slug = 'winter-2027' group by 1 order by 1`);
    expect(criteria).toEqual([{ position: 0, n: 3, weights: 4 }, { position: 2, n: 3, weights: 4 }]);
    const states = await rows<{ status: string; n: number }>(sql`
      select coalesce(ev.status, 'not started') as status, count(*)::int as n from evaluator_assignments a join funnel_rounds r on r.id = a.round_id
      join funnels f on f.id = r.funnel_id left join evaluations ev on ev.assignment_id = a.id where f.slug = 'winter-2027' group by 1`);
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['draft', 'submitted', 'not started']));
    // weighted_score = Σ w·s / Σ w over the round's criteria, and a score for every criterion.
    const wrong = await rows(sql`
      select ev.id from evaluations ev join evaluation_scores s on s.evaluation_id = ev.id join evaluation_criteria c on c.id = s.criterion_id
      where ev.status = 'submitted' group by ev.id, ev.weighted_score
      having count(*) <> 3 or abs(sum(c.weight * s.score) / sum(c.weight) - ev.weighted_score) > 0.001`);
    expect(wrong).toEqual([]);
    const conflicts = await rows<{ source: string; reason: string; assigned: boolean }>(sql`
      select c.source, c.reason, exists (select 1 from evaluator_assignments a where a.application_id = c.application_id and a.evaluator_user_id = c.evaluator_user_id) as assigned
      from evaluation_conflicts c order by c.source`);
    expect(conflicts.filter((c) => c.source === 'declared_self')).toEqual([{ source: 'declared_self', reason: expect.stringMatching(/advised/), assigned: true }]);
    // The e-mail-domain conflict: the applicant writes from the evaluator's firm's domain, and was not assigned to them.
    const [domain] = await rows<{ same: boolean; assigned: boolean }>(sql`
      select split_part(ap.email, '@', 2) = split_part(ev.email, '@', 2) as same,
        exists (select 1 from evaluator_assignments x where x.application_id = c.application_id and x.evaluator_user_id = c.evaluator_user_id) as assigned
      from evaluation_conflicts c join applications a on a.id = c.application_id join users ap on ap.id = a.applicant_user_id join users ev on ev.id = c.evaluator_user_id
      where c.source = 'email_domain'`);
    expect(domain).toEqual({ same: true, assigned: false });
  });

  it('two evaluators disagree strongly on one application; comments include a staff-only note', async () => {
    const spreads = await rows<{ spread: number }>(sql`
      select max(weighted_score) - min(weighted_score) as spread from evaluations where status = 'submitted' group by application_id, round_id having count(*) >= 2 order by 1 desc limit 1`);
    expect(spreads[0]!.spread).toBeGreaterThanOrEqual(3);
    const [comments] = await rows<{ n: number; notes: number }>(sql`select count(*)::int as n, count(*) filter (where staff_only)::int as notes from application_comments`);
    expect(comments!.n).toBeGreaterThanOrEqual(3);
    expect(comments!.notes).toBe(1);
  });
});

describe('the finished call', () => {
  it('is closed; its accepted applications are the running program’s seeded startups, decided, with history', async () => {
    const [call] = await rows<{ status: string; closed: boolean }>(sql`select status, closed_at < now() as closed from funnels where slug = 'autumn-2026'`);
    expect(call).toEqual({ status: 'closed', closed: true });
    const apps = await rows<{ status: string; startup: string | null; enrolled: boolean; decided: boolean; events: number }>(sql`
      select a.status, s.name as startup, a.decided_at is not null as decided,
        exists (select 1 from startup_programs sp join funnels f2 on f2.program_id = sp.program_id where sp.startup_id = a.startup_id and f2.id = a.funnel_id) as enrolled,
        (select count(*)::int from application_status_events e where e.application_id = a.id) as events
      from applications a join funnels f on f.id = a.funnel_id left join startups s on s.id = a.startup_id where f.slug = 'autumn-2026' order by a.created_at`);
    const accepted = apps.filter((a) => a.status === 'accepted');
    expect(accepted).toHaveLength(8);
    expect(accepted.every((a) => a.startup && a.enrolled && a.decided && a.events === 4)).toBe(true);
    expect(apps.filter((a) => a.status === 'rejected')).toHaveLength(6);
    expect(apps.every((a) => a.decided)).toBe(true);
  });
});
