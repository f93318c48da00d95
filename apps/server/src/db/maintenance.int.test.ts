/**
 * The embedded engine's maintenance (D-534): ANALYZE gives the planner statistics a fresh database lacks, VACUUM
 * (ANALYZE) runs on the engine as it is opened here (PGlite in process, or PostgreSQL with DATABASE_URL), and the job
 * is scheduled only for the embedded engine.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessJobRunner } from '../jobs/index.js';
import { seedDatabase } from '../seed/index.js';
import type { Database } from './contract.js';
import { DATABASE_MAINTENANCE_JOB, scheduleDatabaseMaintenance } from './maintenance.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the planner believes the startups table holds: -1 until the table was first analysed (PostgreSQL 14+). */
async function believedStartups(db: Database): Promise<number> {
  const result = await db.registry((tx) => tx.execute<{ n: number }>(sql`select reltuples::int as n from pg_class where relname = 'startups' and relkind = 'r'`));
  return Number(result.rows[0]!.n);
}

async function realStartups(db: Database): Promise<number> {
  const result = await db.registry((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from startups`));
  return Number(result.rows[0]!.n);
}

describe('database maintenance', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDatabase(test.db);
  }, 120_000);
  afterAll(async () => {
    await test?.cleanup();
  });

  it('ANALYZE gives the planner the real row count of a freshly seeded table', async () => {
    const rows = await realStartups(test.db);
    expect(rows).toBeGreaterThan(10);
    // PGlite has no autovacuum to have done it meanwhile (on PostgreSQL it may have, a minute in).
    if (test.db.kind === 'pglite') expect(await believedStartups(test.db)).not.toBe(rows);
    await test.db.analyze();
    expect(await believedStartups(test.db)).toBe(rows);
  });

  it('VACUUM (ANALYZE) runs and keeps the statistics right', async () => {
    await test.db.vacuum();
    expect(await believedStartups(test.db)).toBe(await realStartups(test.db));
  });

  it('the job is scheduled for the embedded engine only, and runs VACUUM (ANALYZE) when it fires', async () => {
    const runner = createInProcessJobRunner({ log: silent, firstRunDelayMs: 0 });
    let vacuums = 0;
    const counted: Database = { ...test.db, vacuum: async () => void vacuums++ };
    const scheduled = await scheduleDatabaseMaintenance(runner, counted, silent);
    expect(scheduled).toBe(test.db.kind === 'pglite');
    await runner.start();
    if (scheduled) {
      await expect.poll(() => vacuums, { timeout: 5_000 }).toBe(1);
    } else {
      await expect(runner.enqueue(DATABASE_MAINTENANCE_JOB)).rejects.toThrow(/No handler/);
    }
    await runner.close();
  });

  it('a PostgreSQL server is left to its autovacuum', async () => {
    const runner = createInProcessJobRunner({ log: silent });
    const postgres: Database = { ...test.db, kind: 'postgres' };
    expect(await scheduleDatabaseMaintenance(runner, postgres, silent)).toBe(false);
    const embedded: Database = { ...test.db, kind: 'pglite' };
    expect(await scheduleDatabaseMaintenance(runner, embedded, silent)).toBe(true);
    await runner.close();
  });
});
