/**
 * Hour budgets of the demo tenant (issue 17 item 7, "budgets half used"; docs/contract-coaching.md §6; D-505). The demo
 * has hoursAllocation on; these are pair allocations (startup × host) for pairs no e2e journey books — the coach with
 * Tidewater Health and with Northwind Mobility — so no booking journey meets a budget it did not set up itself (the
 * budget journey makes its own startup and mentor). The ledger is what the booking and hold paths would have written
 * for the seeded sessions of those pairs (coaching-sessions.ts): an allocated line, a pending line per session at its
 * booking, and a used line once held. Tidewater: 90 min, 45 used (half). Northwind: 3 h, 60 used and 60 pending by the
 * upcoming "Fleet pricing", 60 left. Idempotent: nothing is written when the startup already has an allocation.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { coachingSessionHosts, coachingSessions, hourAllocations, hourLedger, startups } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedBudget {
  startup: string;
  host: string;
  amount: number;
  unit: 'HOUR';
  /** Days before today the allocation was made (before the first seeded session of the pair). */
  allocatedDaysAgo: number;
}

export const SEEDED_BUDGETS: SeedBudget[] = [
  { startup: 'Tidewater Health', host: 'coach@demo.test', amount: 1.5, unit: 'HOUR', allocatedDaysAgo: 30 },
  { startup: 'Northwind Mobility', host: 'coach@demo.test', amount: 3, unit: 'HOUR', allocatedDaysAgo: 30 },
];

export async function seedCoachingBudgets(tx: Tx, incubatorId: string): Promise<number> {
  const people = await userIdsByEmail(tx);
  const startupRows = await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, SEEDED_BUDGETS.map((b) => b.startup)));
  const startupIds = new Map(startupRows.map((s) => [s.name, s.id]));
  const staff = people.get('staff@demo.test') ?? null;
  let inserted = 0;
  for (const spec of SEEDED_BUDGETS) {
    const startupId = startupIds.get(spec.startup);
    const hostId = people.get(spec.host);
    if (!startupId || !hostId) continue;
    const [already] = await tx.select({ id: hourAllocations.id }).from(hourAllocations).where(eq(hourAllocations.startupId, startupId)).limit(1);
    if (already) continue;
    const allocatedAt = new Date(Date.now() - spec.allocatedDaysAgo * 86_400_000);
    const [allocation] = await tx.insert(hourAllocations)
      .values({ incubatorId, startupId, mentorUserId: hostId, programId: null, amount: spec.amount, unit: spec.unit, createdBy: staff, createdAt: allocatedAt, updatedAt: allocatedAt })
      .returning({ id: hourAllocations.id });
    const lines: Array<typeof hourLedger.$inferInsert> = [{ incubatorId, allocationId: allocation!.id, kind: 'allocated', minutes: spec.amount * 60, createdAt: allocatedAt }];
    const sessions = await tx.select({ id: coachingSessions.id, startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt, status: coachingSessions.status, createdAt: coachingSessions.createdAt, heldAt: coachingSessions.heldAt })
      .from(coachingSessions)
      .innerJoin(coachingSessionHosts, eq(coachingSessionHosts.sessionId, coachingSessions.id))
      .where(and(eq(coachingSessions.startupId, startupId), eq(coachingSessionHosts.userId, hostId), inArray(coachingSessions.status, ['held', 'scheduled'])))
      .orderBy(coachingSessions.startsAt);
    for (const session of sessions) {
      const minutes = Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000);
      // Booked when the session was created (never before the allocation), used when it was held.
      const bookedAt = new Date(Math.max(session.createdAt.getTime(), allocatedAt.getTime() + 1));
      lines.push({ incubatorId, allocationId: allocation!.id, sessionId: session.id, kind: 'pending', minutes, createdAt: bookedAt });
      if (session.status === 'held') lines.push({ incubatorId, allocationId: allocation!.id, sessionId: session.id, kind: 'used', minutes, createdAt: session.heldAt ?? session.endsAt });
    }
    await tx.insert(hourLedger).values(lines);
    inserted += 1 + lines.length;
  }
  return inserted;
}
