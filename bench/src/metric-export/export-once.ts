/**
 * One metric report export in this process (run by ./run.ts, one child per measurement so that each starts from the
 * same memory): `node --import tsx bench/src/metric-export/export-once.ts <csv|xlsx>` with DATABASE_URL (a database that
 * generate.ts filled) and DATA_DIR (where the local file store writes). It records an export job of the administrator
 * for every startup and the months generate.ts filled, runs the job as the job runner would (runMetricExport), and
 * prints one JSON line: wall time, peak RSS over the RSS before the job, and the sampled peak of V8 heap + external
 * memory (Buffers live outside the heap) over the figure before.
 *
 * Peak RSS is the kernel's high-water mark (VmHWM), reset just before the job through /proc/self/clear_refs, so it is
 * exact; the heap figure is sampled every 5 ms and misses what a synchronous stretch allocates and frees in between.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { testConfig } from '../../../apps/server/src/config.js';
import { openDatabase } from '../../../apps/server/src/db/index.js';
import { exportJobs, incubators, users } from '../../../apps/server/src/db/schema/index.js';
import { tenantData } from '../../../apps/server/src/http/context.js';
import { createViewerCache } from '../../../apps/server/src/http/viewer-cache.js';
import { createMailboxMailer } from '../../../apps/server/src/modules/mail/mailer.js';
import { runMetricExport } from '../../../apps/server/src/modules/metrics/metric-export.service.js';
import { createMemoryPubSub } from '../../../apps/server/src/realtime/pubsub.js';
import { EXPORT_FROM_MONTH, EXPORT_TO_MONTH } from './generate.js';

export interface ExportFigures {
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  wallMs: number;
  rssBeforeMiB: number;
  peakRssDeltaMiB: number;
  peakHeapDeltaMiB: number;
}

const MIB = 1024 * 1024;

/** VmHWM / VmRSS of this process in bytes (Linux). */
function procStatus(field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/self/status`);
  return Number(match[1]) * 1024;
}

const heapAndExternal = (): number => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

async function main(): Promise<void> {
  const format = process.argv[2];
  if (format !== 'csv' && format !== 'xlsx') throw new Error('usage: export-once.ts <csv|xlsx>');
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR;
  if (!databaseUrl || !dataDir) throw new Error('DATABASE_URL and DATA_DIR are required');
  const config = testConfig({ dataDir, databaseUrl });
  const log = pino({ level: 'warn' });
  const db = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
  try {
    const [incubator] = await db.registry((tx) => tx.select().from(incubators).where(eq(incubators.slug, 'demo')).limit(1));
    if (!incubator) throw new Error('no demo incubator');
    const data = tenantData(db, incubator.id);
    const job = await data.run(async (tx) => {
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test')).limit(1);
      const [created] = await tx
        .insert(exportJobs)
        .values({
          incubatorId: incubator.id,
          requestedBy: admin!.id,
          exportType: 'metrics',
          format,
          params: { programId: null, fromMonth: EXPORT_FROM_MONTH, toMonth: EXPORT_TO_MONTH, startupIds: 'all' },
        })
        .returning();
      return created!;
    });
    const services = { config, pubsub: createMemoryPubSub(), mailer: createMailboxMailer(), viewers: createViewerCache({ ttlMs: 0 }) };
    global.gc?.();
    const rssBefore = procStatus('VmRSS');
    const heapBefore = heapAndExternal();
    writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, heapAndExternal());
    }, 5);
    const started = performance.now();
    await runMetricExport({ services, log, incubator, data }, job.id);
    const wallMs = performance.now() - started;
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, heapAndExternal());
    const peakRss = procStatus('VmHWM');
    const [done] = await data.run((tx) => tx.select().from(exportJobs).where(eq(exportJobs.id, job.id)));
    if (done?.state !== 'completed' || !done.fileId) throw new Error(`export ${done?.state ?? 'missing'}: ${done?.error ?? ''}`);
    const bytes = statSync(path.join(dataDir, 'files', incubator.id, done.fileId)).size;
    const figures: ExportFigures = {
      format,
      rows: done.rowCount ?? 0,
      bytes,
      wallMs: Math.round(wallMs),
      rssBeforeMiB: Number((rssBefore / MIB).toFixed(1)),
      peakRssDeltaMiB: Number(((peakRss - rssBefore) / MIB).toFixed(1)),
      peakHeapDeltaMiB: Number(((heapPeak - heapBefore) / MIB).toFixed(1)),
    };
    console.log(JSON.stringify(figures));
  } finally {
    await db.close();
  }
}

await main();
