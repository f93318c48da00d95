import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_GROUPS } from './build/chunkGroups.js';
import { configDefaults, defineConfig } from 'vitest/config';

const API_TARGET = process.env.HATCHERY_API_URL ?? 'http://localhost:3000';

/** SPA routes that share a prefix with a proxied server prefix (/auth/callback, /auth/url, /auth/linkedin…). */
const SPA_PATHS_UNDER_PROXY = /^\/auth\/(callback|url|linkedin)(\/|$|\?)/;

/** A browser navigation (HTML) to an SPA route under a proxied prefix is served by Vite, not the server. */
function spaBypass(req: IncomingMessage): string | undefined {
  const url = req.url ?? '';
  if (SPA_PATHS_UNDER_PROXY.test(url) && (req.headers.accept ?? '').includes('text/html')) return '/index.html';
  return undefined;
}

// changeOrigin false keeps the browser's Host header (demo.localhost:5173) so the server picks the tenant.
const http = { target: API_TARGET, changeOrigin: false, bypass: spaBypass };

/**
 * @hatchery/domain is pure (constants, rules, zod schemas): mark it side-effect free so unused exports — its zod
 * schemas — are dropped from the browser bundle.
 */
const pureDomain: PluginOption = {
  name: 'hatchery-pure-domain',
  transform(code, id) {
    if (id.includes('/packages/domain/src/')) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

/**
 * zod's jitless switch must run before any schema is built (lib/forms/zodWithoutEval.ts): `zod` and `zod/mini`
 * resolve to entries that import the switch first, so every schema module depends on it.
 */
const ZOD_ENTRIES = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/forms/zodEntry.ts', import.meta.url)) },
  { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/forms/zodMiniEntry.ts', import.meta.url)) },
];

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FOLDERS = ['src', 'build', 'lint'];
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/**
 * The web test files that replace a module (vi.mock, vi.doMock) or reset the module graph (vi.resetModules): they run
 * isolated, one module graph each (the `web-isolated` project, root vitest.config.ts). The other files share one
 * graph (`isolate: false`, D-540), where a mock would reach the files after it, and a module an earlier file imported
 * for real would not be mocked. Found by reading the files, so a new mock moves its file there by itself.
 */
export const WEB_TESTS_REPLACING_MODULES: readonly string[] = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(join(WEB_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => REPLACES_MODULES.test(readFileSync(join(WEB_ROOT, file), 'utf8')))
    .sort(),
);

export default defineConfig({
  root: WEB_ROOT,
  resolve: { alias: ZOD_ENTRIES },
  // Brotli and gzip siblings (x.js.br, x.js.gz) of every text file, at their best levels: built once, then sent by the
  // server's @fastify/static `preCompressed` to browsers that accept them (D-91). Files that would not shrink are left alone.
  plugins: [react(), pureDomain, compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    port: 5173,
    strictPort: true,
    host: true,
    allowedHosts: true,
    proxy: {
      '/graphql': http,
      '/subscriptions': { target: API_TARGET.replace(/^http/, 'ws'), ws: true, changeOrigin: false },
      '/auth': http,
      '/api': http,
      '/brand': http,
      '/healthz': http,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The oldest browsers the browser check lets through (D1 §2.4).
    target: ['chrome99', 'firefox93', 'safari15', 'edge99', 'opera85'],
    chunkSizeWarningLimit: 700,
    manifest: true,
    // Fewer, larger files for the first screens (build/chunkGroups.ts).
    // No strictExecutionOrder (it cost ~19 kB of wrappers on the first screens): the one order that mattered, zod's
    // jitless switch before the first schema, is a dependency now (ZOD_ENTRIES above).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'lint/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...WEB_TESTS_REPLACING_MODULES],
    // One module graph and one jsdom for all the files of a worker, not one per file: the files spent most of their
    // time creating jsdom and importing Mantine and the app again (D-540). src/test/resetBetweenFiles.ts puts back,
    // after each file, what a file could leave behind (the language, the app's stores, timers, stubbed globals, the
    // document).
    isolate: false,
    setupFiles: ['./src/test/setup.ts', './src/test/resetBetweenFiles.ts'],
    css: false,
    // A file's first render pays for jsdom, Mantine and i18next set-up; on a loaded 2-core machine that alone came
    // near Vitest's 5 s default (TaskFormModal's first test: 5.0 s under load, 0.7 s quiet).
    testTimeout: 15_000,
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/charts', '@tabler/icons-react', '@apollo/client', 'react-router', 'i18next', 'react-i18next', 'recharts', 'zod', 'react-hook-form', 'rxjs', 'graphql', 'graphql-ws'],
        },
      },
    },
  },
});
