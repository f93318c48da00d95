/**
 * `npm run db:check`: fails when src/db/schema has changes that no committed migration in ./drizzle covers.
 * Runs `drizzle-kit generate` against a temporary copy of ./drizzle (the real folder is never touched) and
 * fails if it produced anything. Offline, no database needed.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsDir = path.join(serverRoot, 'drizzle');
const schemaPath = path.join(serverRoot, 'src/db/schema/index.ts');
const TIMEOUT_MS = 120_000;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function runDrizzleKit(outDir: string): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  // bin.cjs is not in drizzle-kit's "exports"; find it next to the package entry point.
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
  // Relative paths: drizzle-kit prefixes "./" to --out, which breaks absolute paths.
  const args = [
    bin, 'generate', '--dialect', 'postgresql',
    '--schema', path.relative(serverRoot, schemaPath),
    '--out', path.relative(serverRoot, outDir),
    '--name', 'db_check_probe',
  ];
  return new Promise((resolve, reject) => {
    // stdin closed: if drizzle-kit wants to ask (a rename?), it cannot wait for an answer forever.
    const child = spawn(process.execPath, args, { cwd: serverRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/**
 * The migrator applies only migrations whose journal `when` is later than the last one applied, so a
 * migration generated on a machine with a slow clock would be skipped silently: require strictly rising times.
 */
async function journalOrderProblem(): Promise<string | null> {
  const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  for (let i = 1; i < journal.entries.length; i++) {
    const previous = journal.entries[i - 1]!;
    const current = journal.entries[i]!;
    if (current.when <= previous.when) {
      return `migration ${current.tag} has journal time ${current.when}, not after ${previous.tag} (${previous.when}); it would never be applied to existing databases. Fix its "when" in drizzle/meta/_journal.json.`;
    }
  }
  return null;
}

async function main(): Promise<number> {
  const orderProblem = await journalOrderProblem();
  if (orderProblem) {
    console.error(`[db:check] FAILED: ${orderProblem}`);
    return 1;
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'hatchery-db-check-'));
  const copy = path.join(tmp, 'drizzle');
  try {
    await cp(migrationsDir, copy, { recursive: true });
    const before = await listFiles(copy);
    const journalBefore = await readFile(path.join(copy, 'meta/_journal.json'), 'utf8');
    const result = await runDrizzleKit(copy);
    // drizzle-kit can print an error and still exit 0: only its "no changes" line or a new migration counts.
    const noChanges = /No schema changes/i.test(result.output);
    const after = await listFiles(copy);
    const added = after.filter((f) => !before.includes(f));
    if (result.timedOut || result.code !== 0 || (!noChanges && added.length === 0)) {
      console.error(
        `[db:check] FAILED: drizzle-kit generate ${result.timedOut ? 'did not finish (it may be asking whether a column/table was renamed)' : `failed (exit ${result.code})`}.\n` +
          `Run \`npm run db:generate -w @hatchery/server\` and answer its questions, then commit the migration.\n${result.output}`,
      );
      return 1;
    }
    const journalAfter = await readFile(path.join(copy, 'meta/_journal.json'), 'utf8');
    if (added.length > 0 || journalAfter !== journalBefore) {
      const sqlFile = added.find((f) => f.endsWith('.sql'));
      const sqlText = sqlFile ? await readFile(path.join(copy, sqlFile), 'utf8') : '';
      console.error(
        '[db:check] FAILED: the Drizzle schema (apps/server/src/db/schema) has changes no committed migration covers.\n' +
          'Run `npm run db:generate -w @hatchery/server` (add `-- --name <what>`), review the SQL, add RLS for new\n' +
          'tenant-owned tables (see src/db/schema/index.ts), and commit apps/server/drizzle/.\n' +
          (sqlText ? `Pending SQL:\n${sqlText}` : `New files: ${added.join(', ')}`),
      );
      return 1;
    }
    console.log(`[db:check] OK: ${before.filter((f) => f.endsWith('.sql')).length} committed migrations cover the schema.`);
    return 0;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('[db:check] FAILED:', error);
    process.exitCode = 1;
  },
);
