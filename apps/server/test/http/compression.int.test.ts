/**
 * D-91: API answers above the threshold are compressed (br or gzip, by Accept-Encoding) and plain without it; the
 * built web app is sent from its precompressed siblings; already-compressed files (images) are sent as they are.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { PREFLIGHT_HEADER } from '@hatchery/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/http/compression.js';
import { closeTestDatabase, DEMO, login, startTestApp, type TestApp } from '../support/helpers.js';
import { uploaded } from '../files/support.js';

/** Unauthenticated and several KiB of JSON: the public branding, asked for under ten names. */
const BIG_QUERY = `query Branding { ${Array.from({ length: 10 }, (_, i) => `b${i}: publicIncubator { name slug defaultLanguage logo logoSquare whiteLogo
  brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor logoType } login { logoType backgroundColor textColor } } }`).join(' ')} }`;

/** A script of a few KiB, as the web build would leave it, with its siblings compressed at the build's levels. */
const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = "module ${i} of the fixture bundle";`).join('\n');
const INDEX_HTML = `<!doctype html><html><head><title>Hatchery</title></head><body>Hatchery SPA${' '.repeat(2000)}</body></html>`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

function writeWithSiblings(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

function graphql(t: TestApp, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { host: DEMO, 'content-type': 'application/json', [PREFLIGHT_HEADER]: 'true', ...headers },
    payload: JSON.stringify({ query: BIG_QUERY }),
  });
}

function varyList(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());
}

let t: TestApp;
let webDist: string;
let dataDir: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'hatchery-web-compressed-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'hatchery-compression-files-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithSiblings(path.join(webDist, 'index.html'), INDEX_HTML);
  writeWithSiblings(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'logo-abc123.png'), PNG);
  t = await startTestApp({ nodeEnv: 'production', isProduction: true, webDist, dataDir });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('compressed API answers', () => {
  it('a GraphQL answer above the threshold is plain without Accept-Encoding', async () => {
    const response = await graphql(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(response.body)).toMatchObject({ data: { b0: { slug: 'demo' } } });
  });

  it('comes back brotli-encoded when the client accepts br, with Vary: Accept-Encoding', async () => {
    const plain = await graphql(t);
    const response = await graphql(t, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varyList(response)).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('json');
    const decoded = brotliDecompressSync(response.rawPayload);
    expect(decoded.length).toBeGreaterThan(response.rawPayload.length);
    expect(JSON.parse(decoded.toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('comes back gzip-encoded for a client that accepts only gzip', async () => {
    const response = await graphql(t, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varyList(response)).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toMatchObject({ data: { b9: { slug: 'demo' } } });
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await graphql(t, { 'accept-encoding': 'br' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves answers below the threshold plain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host: DEMO, 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a REST JSON answer above the threshold; an uploaded image is sent as it is', async () => {
    const token = await login(t.app, DEMO, 'admin@demo.test');
    const image = await uploaded(t.app, DEMO, token, {}, { name: 'photo.png', type: 'image/png', data: PNG });
    for (let i = 0; i < 6; i += 1) {
      await uploaded(t.app, DEMO, token, {}, { name: `notes-${i}.pdf`, type: 'application/pdf', data: Buffer.from(`%PDF-1.4 notes ${i}`) });
    }
    const auth = { host: DEMO, authorization: `Bearer ${token}` };

    const plainList = await t.app.inject({ method: 'GET', url: '/api/attachments', headers: auth });
    expect(plainList.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const list = await t.app.inject({ method: 'GET', url: '/api/attachments', headers: { ...auth, 'accept-encoding': 'br' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString('utf8'))).toEqual(JSON.parse(plainList.body));

    const bytes = await t.app.inject({ method: 'GET', url: image.url, headers: { ...auth, 'accept-encoding': 'br, gzip' } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['content-encoding']).toBeUndefined();
    expect(bytes.rawPayload.equals(PNG)).toBe(true);
  });

  it('compresses an uploaded text file on the way out, without the stored length, and keeps its sandbox CSP', async () => {
    const token = await login(t.app, DEMO, 'admin@demo.test');
    const csv = Buffer.from(Array.from({ length: 200 }, (_, i) => `row ${i},startup ${i % 7},${i * 3}`).join('\n'));
    const file = await uploaded(t.app, DEMO, token, {}, { name: 'metrics.csv', type: 'text/csv', data: csv });
    const response = await t.app.inject({ method: 'GET', url: file.url, headers: { host: DEMO, authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    // The stored file's length no longer describes the body: it must not be sent as is.
    expect(response.headers['content-length'] === undefined || Number(response.headers['content-length']) === response.rawPayload.length).toBe(true);
    expect(gunzipSync(response.rawPayload).equals(csv)).toBe(true);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('precompressed web app', () => {
  const assetPath = () => path.join(webDist, 'assets', 'app-abc123.js');

  it('sends a hashed asset from its .br sibling to a browser that accepts br, still immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { host: DEMO, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(varyList(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Byte for byte the file the build wrote: nothing was compressed for this request.
    expect(response.rawPayload.equals(readFileSync(`${assetPath()}.br`))).toBe(true);
  });

  it('sends the .gz sibling to a browser that accepts only gzip, and the plain file to one that accepts nothing', async () => {
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { host: DEMO, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varyList(gzip)).toContain('accept-encoding');
    expect(gzip.rawPayload.equals(readFileSync(`${assetPath()}.gz`))).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { host: DEMO } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyList(plain)).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the SPA fallback (index.html) precompressed and not cached', async () => {
    for (const url of ['/', '/tasks']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: DEMO, accept: 'text/html', 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varyList(response), url).toContain('accept-encoding');
      expect(brotliDecompressSync(response.rawPayload).toString('utf8'), url).toBe(INDEX_HTML);
    }
  });

  it('does not offer the siblings as pages of their own, and sends an image as it is', async () => {
    const sibling = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.br', headers: { host: DEMO } });
    expect(sibling.statusCode).toBe(404);
    const image = await t.app.inject({ method: 'GET', url: '/assets/logo-abc123.png', headers: { host: DEMO, 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
