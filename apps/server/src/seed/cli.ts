/**
 * `npm run seed` / `npm run seed:reset`. Uses the server's DATA_DIR (default ./data, a relative path taken
 * from the repository root, where `npm start` runs the server) or DATABASE_URL when set.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/index.js';
import { seedDatabase } from './index.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = path.resolve(repoRoot, process.env.DATA_DIR?.trim() || './data');
  const started = performance.now();
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    const summary = await seedDatabase(db, { reset });
    // Planner statistics for the rows just written (D-534).
    await db.analyze();
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.join(dataDir, 'pglite')}`;
    const tenants = Object.keys(summary.incubators).join(', ');
    console.info(
      `[seed] ${reset ? 'reset and seeded' : 'seeded'} ${where}: tenants ${tenants}; ${summary.inserted} rows inserted ` +
        `in ${Math.round(performance.now() - started)} ms. Password for every account: Demo!2026`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('[seed] failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
