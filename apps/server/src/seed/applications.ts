/**
 * The demo's calls (issue 16): a published funnel of the upcoming program — "Winter 2027 open call", open from a month
 * ago to six weeks from the day of seeding — on the call's application form, with three rounds (a screening evaluation
 * with weighted criteria, a founder interview, a final committee) and four evaluators; its 60 applications in every
 * status with the evaluators' work in progress (seed/applications-open-call.ts, item 9); and the finished "Autumn 2026
 * cohort" whose accepted applications are the running program's startups (seed/applications-finished-call.ts).
 * Idempotent: each call is added when its slug is missing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { evaluationCriteria, funnelRoundEvaluators, funnelRounds, funnels, programs, roles, users } from '../db/schema/index.js';
import { SCORECARD_CRITERIA, seedCallForms } from './applications-forms.js';
import { seedFinishedCall } from './applications-finished-call.js';
import { seedOpenCallApplications } from './applications-open-call.js';
import { DEMO_EVALUATOR_EMAIL, EXTRA_EVALUATORS } from './applications-people.js';
import { UPCOMING_PROGRAM } from './startups-programs.js';

export const OPEN_CALL_SLUG = 'winter-2027';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedFunnels(tx: Tx, incubatorId: string, now = new Date(), timeZone = 'America/New_York'): Promise<number> {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test')).limit(1);
  const callForms = await seedCallForms(tx, incubatorId, admin?.id ?? null);
  const evaluators = await seedEvaluators(tx, incubatorId, timeZone);
  let inserted = callForms.inserted + evaluators.inserted;
  if (evaluators.ids.length === 4) {
    const common = { incubatorId, intake: callForms.application, scorecard: callForms.scorecard, evaluatorIds: evaluators.ids, adminId: admin?.id ?? null, timeZone, now };
    inserted += await seedFinishedCall(tx, common);
  }
  const [existing] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, OPEN_CALL_SLUG)).limit(1);
  if (existing) return inserted;
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, UPCOMING_PROGRAM.name)).limit(1);
  if (!program || evaluators.ids.length !== 4) return inserted;
  const intake = { id: callForms.application.formId };
  const evaluation = { id: callForms.scorecard.formId };
  const [funnel] = await tx
    .insert(funnels)
    .values({
      incubatorId,
      programId: program.id,
      name: 'Winter 2027 open call',
      description: 'Apply to the Winter 2027 Cohort: twelve weeks for teams with a first product in the market.',
      slug: OPEN_CALL_SLUG,
      category: 'startup',
      intakeFormId: intake.id,
      opensAt: new Date(now.getTime() - 30 * DAY_MS),
      closesAt: new Date(now.getTime() + 45 * DAY_MS),
      reapplyRule: 'after_rejection',
      status: 'published',
      publishedAt: new Date(now.getTime() - 30 * DAY_MS),
      createdBy: admin?.id ?? null,
    })
    .returning({ id: funnels.id });
  const rounds = await tx
    .insert(funnelRounds)
    .values([
      {
        incubatorId,
        funnelId: funnel!.id,
        position: 0,
        name: 'Screening',
        kind: 'evaluation',
        evaluationFormId: evaluation.id,
        autoAdvance: { minEvaluations: 2, minMeanScore: 3.5 },
        rejectionEmail: { mode: 'now', subject: 'Your application to the Winter 2027 Cohort', body: 'Thank you for applying. We will not take your application further this time.', includeFeedback: false },
      },
      {
        incubatorId,
        funnelId: funnel!.id,
        position: 1,
        name: 'Founder interview',
        kind: 'meeting',
        acceptanceEmail: { mode: 'now', subject: 'Let’s meet', body: 'You passed the screening. Pick a time for a 30-minute interview with the program team.' },
      },
      {
        incubatorId,
        funnelId: funnel!.id,
        position: 2,
        name: 'Final committee',
        kind: 'evaluation',
        evaluationFormId: evaluation.id,
        acceptanceEmail: { mode: 'now', subject: 'Welcome to the Winter 2027 Cohort', body: 'Congratulations: the committee accepted your application.' },
        rejectionEmail: {
          mode: 'scheduled',
          subject: 'The committee’s decision',
          body: 'Thank you for your time with us. The committee did not select your startup; its feedback follows.',
          scheduledAt: new Date(now.getTime() + 60 * DAY_MS).toISOString(),
          includeFeedback: true,
        },
      },
    ])
    .returning({ id: funnelRounds.id, position: funnelRounds.position });
  const byPosition = new Map(rounds.map((r) => [r.position, r.id]));
  inserted += 1 + rounds.length;
  // Every evaluator screens; evaluator@demo.test and the strict investor sit on the final committee.
  const pool = [...evaluators.ids.map((userId) => ({ roundId: byPosition.get(0)!, userId })), ...[0, 3].map((k) => ({ roundId: byPosition.get(2)!, userId: evaluators.ids[k]! }))];
  await tx.insert(funnelRoundEvaluators).values(pool.map((p) => ({ incubatorId, ...p, loadCap: 25 })));
  inserted += pool.length;
  // The evaluation parameters of both evaluation rounds: the scorecard's scales, the team weighing double.
  const criteria = await tx
    .insert(evaluationCriteria)
    .values([0, 2].flatMap((position) => SCORECARD_CRITERIA.map((c) => ({ incubatorId, roundId: byPosition.get(position)!, ...c }))))
    .returning({ id: evaluationCriteria.id, roundId: evaluationCriteria.roundId, questionId: evaluationCriteria.questionId, weight: evaluationCriteria.weight });
  inserted += criteria.length;
  const fullRounds = await tx.select().from(funnelRounds).where(eq(funnelRounds.funnelId, funnel!.id)).orderBy(funnelRounds.position);
  inserted += await seedOpenCallApplications(tx, {
    incubatorId,
    funnelId: funnel!.id,
    rounds: fullRounds,
    criteria: new Map([0, 2].map((position) => [position, criteria.filter((c) => c.roundId === byPosition.get(position))])),
    intake: callForms.application,
    scorecard: callForms.scorecard,
    evaluatorIds: evaluators.ids,
    adminId: admin?.id ?? null,
    staffId: staff?.id ?? null,
    timeZone,
    now,
  });
  return inserted;
}

/**
 * The four evaluators: evaluator@demo.test (the demo login) and three outside investors, added as Evaluator accounts
 * without a password (they sign in by link) so they appear as evaluators without adding demo logins.
 */
async function seedEvaluators(tx: Tx, incubatorId: string, timeZone: string): Promise<{ ids: string[]; inserted: number }> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.type, 'Evaluator'), eq(roles.isDefault, true))).limit(1);
  if (!role) return { ids: [], inserted: 0 };
  const created = await tx
    .insert(users)
    .values(EXTRA_EVALUATORS.map(([firstName, lastName, email, headline]) => ({ incubatorId, email, firstName, lastName, fullName: `${firstName} ${lastName}`, headline, timezone: timeZone, language: 'en', status: 'active' as const, validated: true, adminValidated: true, roleId: role.id })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  const emails = [DEMO_EVALUATOR_EMAIL, ...EXTRA_EVALUATORS.map((e) => e[2])];
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const ids = emails.flatMap((e) => (byEmail.has(e) ? [byEmail.get(e)!] : []));
  return { ids, inserted: created.length };
}
