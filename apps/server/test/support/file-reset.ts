/**
 * Setup file of the server-integration project, run before every test file (D-541). Files of one worker share the module
 * graph (isolate: false), so whatever a file changes in process-wide state is put back after its own afterAll hooks
 * (Vitest runs after-hooks in reverse, these registered first): the environment, mocks, fake timers and the state
 * helpers registered with onFileEnd (the seeded database of helpers.ts). A file that cannot share the graph (one that
 * replaces a module with vi.mock, or sets an environment variable a module reads at import) belongs in a project of
 * its own with isolate: true; none does today.
 */
import { afterAll, vi } from 'vitest';
import { runFileEnd } from './file-end.js';

const env = { ...process.env };

afterAll(async () => {
  // A module still loading when the file ends would be cut off with the file's connection to Vitest (D-540).
  await vi.dynamicImportSettled();
  await runFileEnd();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
});
