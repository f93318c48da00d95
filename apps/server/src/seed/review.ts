/**
 * Applications under review in the demo's open call (issue 16 items 4–6; for the review pages and their journey): three
 * applications submitted into the Screening round through enterRoundInTx (D-241), so the assignation page, the
 * evaluator's queue and the ranking have something to show. Evaluations are left to people (and the e2e journey);
 * item 9's seed adds the full call. Idempotent: nothing is added when the first of them already applied.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { applications, funnelRounds, funnels, users } from '../db/schema/index.js';
import { enterRoundInTx } from '../modules/applications/index.js';
import { OPEN_CALL_SLUG } from './applications.js';

export const REVIEW_APPLICATIONS = [
  { email: 'applicant@demo.test', title: 'Tidal Compost' },
  { email: 'community@demo.test', title: 'Lumen Health' },
  { email: 'founder@demo.test', title: 'Solo Robotics' },
] as const;

export async function seedReviewApplications(tx: Tx, incubatorId: string): Promise<number> {
  const [funnel] = await tx.select().from(funnels).where(eq(funnels.slug, OPEN_CALL_SLUG)).limit(1);
  if (!funnel) return 0;
  // Idempotent: nothing is added once the first of these people has an application in the call (item 9's seed fills
  // the call with its own 60 applicants before this runs).
  const [first] = await tx.select({ id: users.id }).from(users).where(eq(users.email, REVIEW_APPLICATIONS[0].email)).limit(1);
  if (!first) return 0;
  const [held] = await tx.select({ id: applications.id }).from(applications).where(and(eq(applications.funnelId, funnel.id), eq(applications.applicantUserId, first.id))).limit(1);
  if (held) return 0;
  const [screening] = await tx.select().from(funnelRounds).where(and(eq(funnelRounds.funnelId, funnel.id), eq(funnelRounds.position, 0))).orderBy(asc(funnelRounds.position)).limit(1);
  if (!screening) return 0;
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, REVIEW_APPLICATIONS.map((a) => a.email)));
  let inserted = 0;
  for (const entry of REVIEW_APPLICATIONS) {
    const person = people.find((p) => p.email === entry.email);
    if (!person) continue;
    const [draft] = await tx.insert(applications).values({ incubatorId, funnelId: funnel.id, applicantUserId: person.id, title: entry.title }).returning();
    await enterRoundInTx(tx, draft!, screening, { actorId: null, reason: 'seed' });
    inserted += 2;
  }
  return inserted;
}
