import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), pureDomain],
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
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
