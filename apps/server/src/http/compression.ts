/**
 * On-the-fly compression of API answers (GraphQL, REST JSON) with @fastify/compress (D-91). The built web app is not
 * compressed here: its files are compressed once at build time and sent as they are (static.ts, `preCompressed`).
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: below ~1 KiB compression saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Only types that shrink: text (but never text/event-stream, whose events must not wait in a compressor's buffer),
 * JSON (incl. application/graphql-response+json), JavaScript, XML and SVG. Not the plugin's default, which also
 * takes application/octet-stream: uploaded files of unknown type, images, PDFs and archives are sent untouched.
 */
const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)\b|image\/svg\+xml\b)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * Registers compression for every route declared after this call (the plugin hooks routes as they are added), so
 * it must come before the static files and the API routes. Requests without Accept-Encoding (app.inject by
 * default) get plain bodies; compressed answers carry `Vary: accept-encoding`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Only responses: request bodies stay plain (the 1 MB body limit counts what was sent, not an inflated size).
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
  });
}
