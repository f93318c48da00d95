/**
 * Saved views of the portfolio list for the demo tenant's staff (issue 14 item 3): the saved-views menu of /startups
 * shows what a team uses. Idempotent: a view that exists (same user and name) is left as it is.
 */
import { inArray } from 'drizzle-orm';
import type { PortfolioViewState } from '@hatchery/domain';
import type { Tx } from '../db/contract.js';
import { savedViews, users } from '../db/schema/index.js';

const VIEWS: ReadonlyArray<{ email: string; name: string; state: PortfolioViewState }> = [
  { email: 'admin@demo.test', name: 'Needs attention', state: { needsAttention: true, columns: ['attention', 'programs', 'mentors', 'lastContact'] } },
  { email: 'admin@demo.test', name: 'Early stage', state: { stages: ['idea', 'prototype', 'mvp'], sort: 'stage' } },
  { email: 'staff@demo.test', name: 'Needs attention', state: { needsAttention: true } },
];

export async function seedSavedViews(tx: Tx, incubatorId: string): Promise<number> {
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...new Set(VIEWS.map((v) => v.email))]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const rows = VIEWS.flatMap((v) => {
    const userId = idOf.get(v.email);
    return userId ? [{ incubatorId, userId, scope: 'startups' as const, name: v.name, state: v.state }] : [];
  });
  if (rows.length === 0) return 0;
  return (await tx.insert(savedViews).values(rows).onConflictDoNothing().returning({ id: savedViews.id })).length;
}
