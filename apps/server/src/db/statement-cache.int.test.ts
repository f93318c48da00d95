/**
 * Prepared statements and row-level security (PostgreSQL only: PGlite runs in-process, without named statements).
 * A plan cached on a pooled connection must still apply the policy of the tenant of each transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './contract.js';
import { roles } from './schema/index.js';
import { seedDatabase } from '../seed/index.js';
import { createTestDatabase } from './testing.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('prepared statements under row-level security (PostgreSQL)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let demoId: string;
  let acmeId: string;

  beforeAll(async () => {
    ({ db, cleanup } = await createTestDatabase());
    const summary = await seedDatabase(db);
    demoId = summary.incubators.demo!;
    acmeId = summary.incubators.acme!;
  });

  afterAll(async () => {
    await cleanup?.();
  });

  const rolesOf = (incubatorId: string) =>
    db.tenant(incubatorId, async (tx) => {
      // Not filtered by tenant on purpose: only the policy limits the rows.
      const rows = await tx.select({ incubatorId: roles.incubatorId }).from(roles).where(eq(roles.isDefault, true));
      const [held] = (
        await tx.execute<{ generic: number }>(
          sql`select coalesce(max(generic_plans), 0)::int as generic from pg_prepared_statements where statement like '%"roles"%' and name like 's\_%'`,
        )
      ).rows;
      return { tenants: new Set(rows.map((r) => r.incubatorId)), rowCount: rows.length, genericPlans: held?.generic ?? 0 };
    });

  it('reuses one generic plan across tenants and each transaction still sees only its own tenant', async () => {
    let genericPlans = 0;
    for (let round = 0; round < 12; round += 1) {
      for (const tenant of [demoId, acmeId]) {
        const seen = await rolesOf(tenant);
        expect(seen.rowCount).toBeGreaterThan(0);
        expect([...seen.tenants]).toEqual([tenant]);
        genericPlans = Math.max(genericPlans, seen.genericPlans);
      }
    }
    // Sequential transactions reuse the same pooled connection, so the statement was prepared once and planned
    // generically: the isolation above held with a shared plan, not because every call was planned afresh.
    expect(genericPlans).toBeGreaterThan(0);
  });
});
