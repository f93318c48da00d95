/**
 * /brand/* (seeded logos) always; in production the built web app with an SPA fallback. The web build writes a
 * brotli and a gzip sibling of each text file (x.js.br, x.js.gz; vite.config.ts): `preCompressed` sends the one the
 * browser accepts, so nothing is compressed per request (D-91).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serverPath } from '../server-root.js';

export const BRAND_DIR = serverPath('assets/brand');
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Paths that never get the SPA's index.html. */
// /auth/* stays with the SPA (its callback pages); the server's own /auth routes are matched before this fallback.
const NON_SPA_PREFIXES = ['/graphql', '/subscriptions', '/api/', '/brand/', '/bench/'];
const NON_SPA_EXACT = new Set(['/healthz', '/readyz', '/api', '/brand']);

export function wantsSpaFallback(method: string, pathname: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!accept?.includes('text/html')) return false;
  if (NON_SPA_EXACT.has(pathname)) return false;
  return !NON_SPA_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

export interface StaticOptions {
  webDist: string;
  production: boolean;
}

/** Registers static serving; returns the SPA fallback for the not-found handler, or null when not serving the web app. */
export async function registerStatic(
  app: FastifyInstance,
  { webDist, production }: StaticOptions,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  const serveWeb = production && existsSync(path.join(webDist, 'index.html'));
  if (production && !serveWeb) app.log.warn({ webDist }, 'WEB_DIST has no index.html: the web app is not served');
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // The .br/.gz siblings are reached through their file's URL only, not as routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDist, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', relative.startsWith('assets/') ? LONG_CACHE : NO_CACHE);
        // The same URL answers br, gzip or plain bytes by Accept-Encoding: caches must keep them apart. Lower case,
        // as @fastify/compress writes it, so that a file it compresses on the fly is not marked twice.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (existsSync(BRAND_DIR)) {
    await app.register(fastifyStatic, {
      root: BRAND_DIR,
      prefix: '/brand/',
      decorateReply: !serveWeb,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
    });
  } else {
    app.log.warn({ dir: BRAND_DIR }, 'brand assets directory missing: /brand/ is not served');
  }
  if (!serveWeb) return null;
  return (request, reply) => reply.header('cache-control', NO_CACHE).sendFile('index.html', webDist);
}
