import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import web, { WEB_TESTS_REPLACING_MODULES } from './apps/web/vite.config.ts';

/**
 * Pothos, Yoga and graphql-ws load graphql's CommonJS build through Node; without this alias Vitest would hand our
 * server sources the ESM build, and two copies of graphql cannot share a schema.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');
const serverResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] };

/** One Vitest run, several projects: `npm run test:unit` and `npm run test:integration` pick them. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on our 2-core CI machine. Most of a web test
    // file's time is jsdom and module set-up, which two workers halve (web project: 168 s → 121 s wall, measured).
    // The integration project too (D-500): a file keeps about one core busy, PGlite running in the test's own thread.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        resolve: serverResolve,
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: serverResolve,
        test: {
          name: 'server-integration',
          root: './apps/server',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run on the two workers like the other projects (D-500): each has its own database, ports, queue
          // names and Redis keys. HATCHERY_INT_SERIAL=1 runs them one at a time, to rule a cross-file effect in or out
          // (with --isolate, each file in a module graph of its own as well).
          fileParallelism: !process.env.HATCHERY_INT_SERIAL,
          // A worker keeps the module graph from one file to the next (D-541): importing the app once per worker, not
          // once per file (~385 of ~1,000 worker-seconds). What a file leaves in process-wide state is put back after
          // it by the setup file (environment, mocks, timers, the helpers' seeded database).
          isolate: false,
          setupFiles: ['./test/support/file-reset.ts'],
        },
      },
      './apps/web/vite.config.ts',
      // The web files that replace modules (vi.mock): the web project's settings, one module graph per file (D-540).
      {
        ...web,
        test: {
          ...web.test,
          name: 'web-isolated',
          include: [...WEB_TESTS_REPLACING_MODULES],
          exclude: [...configDefaults.exclude],
          isolate: true,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
