import { defineConfig } from 'vitest/config';

/** One Vitest run, several projects: `npm run test:unit` and `npm run test:integration` pick them. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-unit',
          root: './apps/server',
          include: ['src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-integration',
          root: './apps/server',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
