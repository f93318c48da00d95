/** D1 §7.3 attachments + logo uploads: 5 MB limit, image types for logos, tenant-checked serving (GAP-30). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startups } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login, startTestApp, type TestApp } from '../support/helpers.js';
import { latestActivity } from './support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }): { body: Buffer; contentType: string } {
  const boundary = '----hatchery' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(app: FastifyInstance, host: string, token: string | undefined, fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const { body, contentType } = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/attachment/upload',
    headers: { host, 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body,
  });
}

describe('attachments and logo uploads', () => {
  let t: TestApp;
  let dataDir: string;
  const tokens: Record<string, string> = {};
  // Files are attached to things that exist (D-87): Orbital Labs, the cofounder's startup.
  let orbital: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hatchery-files-'));
    t = await startTestApp({ dataDir });
    for (const role of ['admin', 'staff', 'cofounder', 'mentor']) tokens[role] = await login(t.app, DEMO, `${role}@demo.test`);
    tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
    const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, 'Orbital Labs')));
    orbital = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an admin uploads a logo; branding points publicIncubator at /files/<id>/<name>; anyone on the tenant can load it', async () => {
    const response = await upload(t.app, DEMO, tokens.admin, { purpose: 'logo' }, { name: 'logo.png', type: 'image/png', data: PNG });
    expect(response.statusCode).toBe(201);
    const record = json<{ _id: string; url: string; size: number; contentType: string }>(response);
    expect(record).toMatchObject({ url: `/files/${record._id}/logo.png`, size: PNG.length, contentType: 'image/png' });
    expect(await latestActivity(t, t.incubatorIds.demo!)).toMatchObject({ action: 'file.uploaded', entityId: record._id });

    const settings = await gql<{ incubatorSettings: { brandPalette: { sidebar: Record<string, string>; login: Record<string, string> } } }>(
      t.app, DEMO, '{ incubatorSettings { brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { backgroundColor textColor logoType } } } }', { token: tokens.admin },
    );
    const palette = settings.body.data!.incubatorSettings.brandPalette;
    const saved = await gql(t.app, DEMO, 'mutation($input: BrandingInput!) { updateBranding(input: $input) { logo } }', {
      token: tokens.admin,
      variables: { input: { ...palette, logoFileId: record._id, customLogin: { active: false, buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' } } },
    });
    expect(saved.body.errors).toBeUndefined();
    const pub = await gql<{ publicIncubator: { logo: string; logoSquare: string } }>(t.app, DEMO, '{ publicIncubator { logo logoSquare } }');
    expect(pub.body.data!.publicIncubator.logo).toBe(record.url);
    expect(pub.body.data!.publicIncubator.logoSquare).toMatch(/^\/brand\//); // seeded URLs stay valid

    const served = await t.app.inject({ method: 'GET', url: record.url, headers: { host: DEMO } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Another tenant's host does not serve it.
    expect((await t.app.inject({ method: 'GET', url: record.url, headers: { host: ACME } })).statusCode).toBe(404);
  });

  it('logo uploads: admin group only, PNG/JPEG/SVG/WebP only (declared and actual), 5 MB at most', async () => {
    expect((await upload(t.app, DEMO, tokens.staff, { purpose: 'logo' }, { name: 'l.png', type: 'image/png', data: PNG })).statusCode).toBe(403);
    expect((await upload(t.app, DEMO, undefined, { purpose: 'logo' }, { name: 'l.png', type: 'image/png', data: PNG })).statusCode).toBe(401);
    const gif = await upload(t.app, DEMO, tokens.admin, { purpose: 'logoSquare' }, { name: 'l.gif', type: 'image/gif', data: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(400);
    expect(json(gif)).toMatchObject({ error: 'ValidationError' });
    const lying = await upload(t.app, DEMO, tokens.admin, { purpose: 'logo' }, { name: 'l.png', type: 'image/png', data: Buffer.from('<html>not a png</html>') });
    expect(lying.statusCode).toBe(400);
    expect((await upload(t.app, DEMO, tokens.admin, { purpose: 'whiteLogo' }, { name: 'w.svg', type: 'image/svg+xml', data: SVG })).statusCode).toBe(201);
    const big = await upload(t.app, DEMO, tokens.admin, { purpose: 'logo' }, { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({ error: 'PayloadTooLarge' });
    const bad = await upload(t.app, DEMO, tokens.admin, { purpose: 'wallpaper' }, { name: 'x.txt', type: 'text/plain', data: Buffer.from('x') });
    expect(bad.statusCode).toBe(400);
  });

  it('attachments: list mine, record, by reference, rename, delete by reference; private files need sign-in', async () => {
    const up = await upload(t.app, DEMO, tokens.cofounder, { referenceType: 'startup', referenceId: orbital }, { name: 'deck.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 deck') });
    expect(up.statusCode).toBe(201);
    const record = json<{ _id: string; url: string }>(up);
    const auth = (token: string | undefined) => ({ host: DEMO, authorization: `Bearer ${token ?? ""}` });

    const mine = json<Array<{ _id: string }>>(await t.app.inject({ method: 'GET', url: '/api/attachments', headers: auth(tokens.cofounder) }));
    expect(mine.map((f) => f._id)).toContain(record._id);
    const others = json<Array<{ _id: string }>>(await t.app.inject({ method: 'GET', url: '/api/attachments', headers: auth(tokens.staff) }));
    expect(others.map((f) => f._id)).not.toContain(record._id);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/attachments/${record._id}`, headers: auth(tokens.staff) }))).toMatchObject({ name: 'deck.pdf' });
    expect((await t.app.inject({ method: 'GET', url: `/api/attachments/${record._id}`, headers: { host: ACME, authorization: `Bearer ${tokens.acmeAdmin}` } })).statusCode).toBe(404);
    const byRef = json<unknown[]>(await t.app.inject({ method: 'GET', url: `/api/attachments/reference/startup/${orbital}`, headers: auth(tokens.staff) }));
    expect(byRef).toHaveLength(1);

    // The record's link is signed for its reader (D-94); the bare path still needs sign-in.
    expect((await t.app.inject({ method: 'GET', url: record.url.split('?')[0]!, headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: record.url, headers: auth(tokens.staff) })).statusCode).toBe(200);

    // The mentor sees Orbital Labs (assigned) but may not edit it; the seeded Staff role now holds a startup edit key
    // (STARTUP:CONNECTIONS_EDIT, D-125), so staff may.
    expect((await t.app.inject({ method: 'PUT', url: `/api/attachments/${record._id}`, headers: auth(tokens.mentor), payload: { name: 'x.pdf' } })).statusCode).toBe(403);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/attachments/${record._id}`, headers: auth(tokens.cofounder), payload: { name: 'Pitch deck.pdf' } });
    expect(json(renamed)).toMatchObject({ name: 'Pitch deck.pdf', url: expect.stringMatching(new RegExp(`^/files/${record._id}/Pitch%20deck\\.pdf\\?access=`)) });
    expect((await t.app.inject({ method: 'PUT', url: `/api/attachments/${record._id}`, headers: auth(tokens.cofounder), payload: { owner: 'me' } })).statusCode).toBe(400);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/attachments/startup/${orbital}`, headers: auth(tokens.mentor) })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/attachments/startup/${orbital}`, headers: auth(tokens.cofounder) });
    expect(json(deleted)).toEqual({ deleted: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/attachments/${record._id}`, headers: auth(tokens.cofounder) })).statusCode).toBe(404);
    expect(await latestActivity(t, t.incubatorIds.demo!)).toMatchObject({ action: 'file.deleted', entityId: record._id });
  });

  it('refuses a non-multipart upload clearly', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/attachment/upload', headers: { host: DEMO, authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'BadRequest' });
  });
});
