/**
 * Signed file links (D-94): a browser opens `<a href>` and `<img src>` without our bearer token, so the links handed
 * to a viewer who may read a file carry an access signed for them. Without a token, only such a link opens a file —
 * not the bare path, not a link of another file, tenant or forged signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';
import { uploaded, type UploadedFile } from './support.js';

let t: TestApp;
let admin: string;
let cofounder: string;
let loose: UploadedFile;
let other: UploadedFile;

const open = (url: string, host = DEMO) => t.app.inject({ method: 'GET', url, headers: { host } });
const pathOf = (url: string) => url.split('?')[0]!;
const accessOf = (url: string) => new URL(url, 'http://x').searchParams.get('access')!;

beforeAll(async () => {
  t = await startTestApp();
  admin = await login(t.app, DEMO, 'admin@demo.test');
  cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
  loose = await uploaded(t.app, DEMO, admin, {});
  other = await uploaded(t.app, DEMO, admin, {}, { name: 'other.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 other') });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('signed file links', () => {
  it('a link handed to the viewer opens the file without a token; the bare path does not', async () => {
    expect(loose.url).toMatch(/^\/files\/[0-9a-f-]{36}\/notes\.pdf\?access=\d+\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const opened = await open(loose.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toBe('%PDF-1.4 notes');
    expect((await open(pathOf(loose.url))).statusCode).toBe(401);
  });

  it("refuses another file's access, a forged signature and the tenant's link on another tenant's host", async () => {
    expect((await open(`${pathOf(loose.url)}?access=${accessOf(other.url)}`)).statusCode).toBe(401);
    const forged = accessOf(loose.url).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await open(`${pathOf(loose.url)}?access=${forged}`)).statusCode).toBe(401);
    expect([401, 404]).toContain((await open(loose.url, ACME)).statusCode);
  });

  it('a signed-in viewer is judged by their own rights, whatever link they hold', async () => {
    const res = await t.app.inject({ method: 'GET', url: loose.url, headers: { host: DEMO, authorization: `Bearer ${cofounder}` } });
    expect(res.statusCode).toBe(404);
  });

  it("the timeline's attachment links and the export's link are signed for their viewer", async () => {
    const startups = await gql<{ currentUser: { startups: Array<{ _id: string }> } }>(t.app, DEMO, '{ currentUser { startups { _id } } }', { token: cofounder });
    const startupId = startups.body.data!.currentUser.startups[0]!._id;
    const mine = await uploaded(t.app, DEMO, cofounder, {}, { name: 'deck.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 deck') });
    const created = await gql<{ createTimelineEvent: { attachments: Array<{ url: string; pdfUrl: string | null }> } }>(
      t.app,
      DEMO,
      'mutation P($input: TimelineEventInput!) { createTimelineEvent(input: $input) { attachments { url pdfUrl } } }',
      { token: cofounder, variables: { input: { startupId, message: 'Our deck', attachmentIds: [mine._id] } } },
    );
    expect(created.body.errors).toBeUndefined();
    const link = created.body.data!.createTimelineEvent.attachments[0]!;
    expect(link.url).toContain('?access=');
    expect((await open(link.url)).body).toBe('%PDF-1.4 deck');
  });
});
