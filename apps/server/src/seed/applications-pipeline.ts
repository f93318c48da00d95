/**
 * Applications in the demo's open call for the overview, the file and decisions (issue 16 items 3 and 7): six
 * startups under review in the screening round and one in the final committee, each filed by a founder invited but not
 * signed up yet (an acceptance on the last round sends them the invitation). Placed through `enterRoundInTx`, so each
 * has its history row. Idempotent: nothing is added when the first applicant exists. The fuller data set of item 9
 * (60 applications, evaluations) may replace it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { applications, funnelRounds, funnels, roles, users } from '../db/schema/index.js';
import { enterRoundInTx } from '../modules/applications/index.js';
import { OPEN_CALL_SLUG } from './applications.js';

/** [startup name, founder's first name, round position]. */
const PIPELINE_APPLICATIONS: ReadonlyArray<readonly [string, string, number]> = [
  ['Aurora Analytics', 'Ana', 0],
  ['Borealis Bio', 'Bruno', 0],
  ['Cirrus Mobility', 'Chloé', 0],
  ['Dune Robotics', 'Dario', 0],
  ['Ember Foods', 'Elif', 0],
  ['Fjord Energy', 'Freya', 0],
  ['Glacier Health', 'Gustavo', 2],
];

export const pipelineApplicantEmail = (startup: string): string => `${startup.toLowerCase().replace(/[^a-z]+/g, '.')}@applicants.demo.test`;

export async function seedPipelineApplications(tx: Tx, incubatorId: string, now = new Date()): Promise<number> {
  const [first] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pipelineApplicantEmail(PIPELINE_APPLICATIONS[0]![0]))).limit(1);
  if (first) return 0;
  const [funnel] = await tx.select({ id: funnels.id }).from(funnels).where(eq(funnels.slug, OPEN_CALL_SLUG)).limit(1);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.type, 'Applicant')).orderBy(asc(roles.createdAt)).limit(1);
  if (!funnel || !role) return 0;
  const rounds = await tx.select().from(funnelRounds).where(eq(funnelRounds.funnelId, funnel.id)).orderBy(asc(funnelRounds.position));
  let inserted = 0;
  for (const [index, [title, firstName, position]] of PIPELINE_APPLICATIONS.entries()) {
    const round = rounds[position];
    if (!round) continue;
    const [applicant] = await tx
      .insert(users)
      .values({ incubatorId, email: pipelineApplicantEmail(title), firstName, lastName: 'Founder', fullName: `${firstName} Founder`, roleId: role.id, status: 'pending' })
      .returning();
    // Oldest first, a day apart, so the overview's newest-first order is stable.
    const createdAt = new Date(now.getTime() - (PIPELINE_APPLICATIONS.length - index) * 24 * 60 * 60 * 1000);
    const [draft] = await tx.insert(applications).values({ incubatorId, funnelId: funnel.id, applicantUserId: applicant!.id, title, status: 'draft', createdAt }).returning();
    await enterRoundInTx(tx, draft!, round, { actorId: applicant!.id, now: createdAt });
    inserted += 3;
  }
  return inserted;
}
