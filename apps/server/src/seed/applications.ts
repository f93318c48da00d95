/**
 * The demo's open call (issue 16 item 1, wave 1): a published funnel of the upcoming program with the seeded intake
 * form and three rounds — a screening evaluation with weighted criteria and an evaluator, a founder interview, a final
 * committee — open from a month ago to six weeks from the day of seeding. Applications come with a later wave.
 * Idempotent: nothing is added when the funnel's slug exists.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { evaluationCriteria, forms, funnelRoundEvaluators, funnelRounds, funnels, programs, users } from '../db/schema/index.js';
import { EVALUATION_FORM_NAME, INTAKE_FORM_NAME } from './forms.js';
import { UPCOMING_PROGRAM } from './startups-programs.js';

export const OPEN_CALL_SLUG = 'winter-2027';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedFunnels(tx: Tx, incubatorId: string, now = new Date()): Promise<number> {
  const [existing] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, OPEN_CALL_SLUG)).limit(1);
  if (existing) return 0;
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, UPCOMING_PROGRAM.name)).limit(1);
  const [intake] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.name, INTAKE_FORM_NAME), eq(forms.status, 'published'))).limit(1);
  const [evaluation] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.name, EVALUATION_FORM_NAME), eq(forms.status, 'published'))).limit(1);
  if (!program || !intake || !evaluation) return 0;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
  const [evaluator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'evaluator@demo.test')).limit(1);
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
  let inserted = 1 + rounds.length;
  if (evaluator) {
    for (const position of [0, 2]) {
      await tx.insert(funnelRoundEvaluators).values({ incubatorId, roundId: byPosition.get(position)!, userId: evaluator.id, loadCap: 25 });
      inserted += 1;
    }
  }
  // The evaluation parameters of the screening: the form's scales, the team weighing double.
  const criteria = [
    { questionId: 'progress', name: 'Traction', weight: 1, position: 0 },
    { questionId: 'team', name: 'Team', weight: 2, position: 1 },
    { questionId: 'readiness', name: 'Readiness', weight: 1, position: 2 },
  ];
  await tx.insert(evaluationCriteria).values(criteria.map((c) => ({ incubatorId, roundId: byPosition.get(0)!, ...c })));
  return inserted + criteria.length;
}
