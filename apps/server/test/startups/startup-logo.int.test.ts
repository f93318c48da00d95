/**
 * Issue 14 item 1 (D-160): a startup's logo. Its founders and the staff who edit its profile upload an image
 * (purpose and reference startupLogo, the startup's id) and choose it with updateStartupProfile(logoFileId); replacing
 * or removing it deletes the old one. The logo is public, so the portfolio list, the file's frame and the community
 * directory show it. Refused: another tenant, a co-founder of another startup, a mentor who only sees it, a file that
 * is not an image, one over 1 MB — each changing nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, startups } from '../../src/db/schema/index.js';
import { uploadAs, uploaded, type UploadedFile } from '../files/support.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string, size = 64) => ({ name, type: 'image/png', data: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size)]) });
const SET_LOGO = 'mutation L($id: ID!, $file: ID) { updateStartupProfile(startupId: $id, input: { logoFileId: $file }) { _id logo } }';
const LISTS = `query Lists($id: ID!) {
  portfolio(limit: 100) { results { startup { _id logo } } }
  startups(limit: 100) { results { _id logo } }
  startupFile(startupId: $id) { startup { _id logo } }
}`;

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const meta = (startupId: string) => ({ purpose: 'startupLogo', referenceType: 'startupLogo', referenceId: startupId });

async function fileRow(id: string) {
  const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(files).where(eq(files.id, id)));
  return row;
}

async function logoOf(startupId: string): Promise<string | null | undefined> {
  const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ logo: startups.logo }).from(startups).where(eq(startups.id, startupId)));
  return row?.logo;
}

beforeAll(async () => {
  for (const who of ['admin', 'staff', 'cofounder', 'founder', 'mentor']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  const { startups: page } = await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, tokens.admin, '{ startups(limit: 100) { results { _id name } } }');
  for (const s of page.results) ids[s.name] = s._id;
});

describe('startup logo', () => {
  let first: UploadedFile;

  it('a founder uploads and sets the logo; it is public and shows in the portfolio, the directory and the file frame', async () => {
    const orbital = ids['Orbital Labs']!;
    first = await uploaded(t.app, DEMO, tokens.cofounder!, meta(orbital), png('orbital.png'));
    expect(first.url).toBe(`/files/${first._id}/orbital.png`);
    const set = await ok<{ updateStartupProfile: { logo: string } }>(t.app, DEMO, tokens.cofounder, SET_LOGO, { id: orbital, file: first._id });
    expect(set.updateStartupProfile.logo).toBe(first.url);

    // Public like the organisation's logos: no token, no signed link.
    const anonymous = await t.app.inject({ method: 'GET', url: first.url, headers: { host: DEMO } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-type']).toBe('image/png');

    const lists = await ok<{
      portfolio: { results: Array<{ startup: { _id: string; logo: string | null } }> };
      startups: { results: Array<{ _id: string; logo: string | null }> };
      startupFile: { startup: { logo: string | null } };
    }>(t.app, DEMO, tokens.staff, LISTS, { id: orbital });
    expect(lists.portfolio.results.find((r) => r.startup._id === orbital)?.startup.logo).toBe(first.url);
    expect(lists.startups.results.find((s) => s._id === orbital)?.logo).toBe(first.url);
    expect(lists.startupFile.startup.logo).toBe(first.url);
  });

  it('staff who edit the profile replace it (the old file goes) and remove it', async () => {
    const orbital = ids['Orbital Labs']!;
    const second = await uploaded(t.app, DEMO, tokens.staff!, meta(orbital), { name: 'orbital.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await ok(t.app, DEMO, tokens.staff, SET_LOGO, { id: orbital, file: second._id });
    expect(await logoOf(orbital)).toBe(second.url);
    expect(await fileRow(first._id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: first.url, headers: { host: DEMO } })).statusCode).toBe(404);

    const removed = await ok<{ updateStartupProfile: { logo: string | null } }>(t.app, DEMO, tokens.staff, SET_LOGO, { id: orbital, file: null });
    expect(removed.updateStartupProfile.logo).toBeNull();
    expect(await fileRow(second._id)).toBeUndefined();
  });

  it('refuses another tenant, a co-founder of another startup, a mentor who only sees it, a wrong type and a file over 1 MB', async () => {
    const orbital = ids['Orbital Labs']!;
    const before = await logoOf(orbital);
    // Another tenant's admin: the startup does not exist for them.
    expect((await uploadAs(t.app, ACME, tokens.acme!, meta(orbital), png('x.png'))).status).toBe(404);
    // The founder of Solo Robotics is not one of Orbital's people and does not see it.
    expect((await uploadAs(t.app, DEMO, tokens.founder!, meta(orbital), png('x.png'))).status).toBe(404);
    // The mentor is assigned (sees it) but may not edit its profile.
    expect((await uploadAs(t.app, DEMO, tokens.mentor!, meta(orbital), png('x.png'))).status).toBe(403);

    const wrongType = await uploadAs(t.app, DEMO, tokens.cofounder!, meta(orbital), { name: 'logo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not an image') });
    expect(wrongType).toMatchObject({ status: 400, body: { error: 'ValidationError', message: 'file: A logo must be a PNG, JPEG, SVG or WebP image.' } });
    const pdf = await uploadAs(t.app, DEMO, tokens.cofounder!, meta(orbital), { name: 'deck.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') });
    expect(pdf.status).toBe(400);
    const tooLarge = await uploadAs(t.app, DEMO, tokens.cofounder!, meta(orbital), png('big.png', 1024 * 1024));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'file: The logo is larger than 1 MB.' } });
    // A startup logo goes only to its own reference kind, and a plain attachment cannot pose as one.
    expect((await uploadAs(t.app, DEMO, tokens.cofounder!, { purpose: 'startupLogo', referenceType: 'startup', referenceId: orbital }, png('x.png'))).status).toBe(400);
    expect((await uploadAs(t.app, DEMO, tokens.cofounder!, { purpose: 'attachment', referenceType: 'startupLogo', referenceId: orbital }, png('x.png'))).status).toBe(400);

    // Another startup's logo cannot be chosen; a non-member cannot set one.
    const solo = ids['Solo Robotics']!;
    const soloLogo = await uploaded(t.app, DEMO, tokens.founder!, meta(solo), png('solo.png'));
    expect(await fails(t.app, DEMO, tokens.cofounder, SET_LOGO, { id: orbital, file: soloLogo._id })).toMatchObject({
      code: 'ValidationError',
      message: 'logoFileId: Upload the logo for this startup first.',
    });
    expect((await fails(t.app, DEMO, tokens.founder, SET_LOGO, { id: orbital, file: soloLogo._id })).code).toBe('NotFound');
    expect(await logoOf(orbital)).toBe(before);
    const orbitalLogos = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: files.id }).from(files).where(eq(files.referenceId, orbital)));
    expect(orbitalLogos.filter((f) => f.id !== soloLogo._id)).toHaveLength(0);
  });
});
