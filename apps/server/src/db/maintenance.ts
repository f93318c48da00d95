/**
 * Routine maintenance of the embedded engine (D-534). PGlite is a single-user PostgreSQL backend: no autovacuum
 * worker runs in it, so without this its tables never get planner statistics (every plan is made on default
 * estimates: the /startups page ran 17 ms of SQL instead of 5 on the seeded demo) and dead row versions are never
 * reclaimed. A repeating job runs `VACUUM (ANALYZE)` — once shortly after start, then hourly; on the seeded demo it
 * takes ~0.2 s, during which the single backend answers nothing else. PostgreSQL servers have autovacuum: nothing is
 * scheduled for them.
 */
import type { JobLogger, JobRunner } from '../jobs/job-runner.js';
import type { Database } from './contract.js';

export const DATABASE_MAINTENANCE_JOB = 'database.maintenance';
export const DATABASE_MAINTENANCE_INTERVAL_MS = 60 * 60_000;

export async function runDatabaseMaintenance(db: Database, log: JobLogger): Promise<void> {
  const started = performance.now();
  await db.vacuum();
  log.info({ ms: Math.round(performance.now() - started), engine: db.kind }, 'database maintenance: VACUUM (ANALYZE) done');
}

/** Schedules the maintenance job when the engine is the embedded one; returns whether it did. */
export async function scheduleDatabaseMaintenance(runner: JobRunner, db: Database, log: JobLogger, intervalMs = DATABASE_MAINTENANCE_INTERVAL_MS): Promise<boolean> {
  if (db.kind !== 'pglite') return false;
  runner.define(DATABASE_MAINTENANCE_JOB, () => runDatabaseMaintenance(db, log));
  await runner.every(DATABASE_MAINTENANCE_JOB, intervalMs);
  return true;
}
