/**
 * The startup file's documents and export (issue 14 item 4, D-135, D-137). Documents are files with reference
 * `startupDocument` and the startup's id: uploaded through the attachment API by who may edit the startup (its people,
 * administrators, holders of a startup edit key), read by who sees it, and both only while the plan includes startup
 * documents. The export is a PDF or XLSX of the startup's file for who sees the startup. Every refusal changes nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { isoDayIn } from '@hatchery/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startups } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { uploadAs, uploaded, type UploadedFile } from '../files/support.js';

const DOCUMENTS = `query D($startupId: ID!) { startupDocuments(startupId: $startupId) { startupId planLocked viewerCanEdit documents { _id name size contentType url } } }`;
const RENAME = `mutation R($id: ID!, $name: String) { renameStartupDocument(id: $id, name: $name) { _id name } }`;
const DELETE = `mutation D($id: ID!) { deleteStartupDocument(id: $id) }`;
const EXPORT = `mutation E($startupId: ID!, $format: StartupExportFormat!) { exportStartupFile(startupId: $startupId, format: $format) { name url contentType size } }`;

interface Documents {
  planLocked: boolean;
  viewerCanEdit: boolean;
  documents: Array<{ _id: string; name: string; size: number; url: string }>;
}

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const as = (who: string) => tokens[who]!;
const doc = (startupId: string) => ({ purpose: 'document', referenceType: 'startupDocument', referenceId: startupId });
const PITCH = { name: 'pitch deck.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 pitch deck') };

async function startupId(tenant: string, name: string): Promise<string> {
  const [row] = await t.db.tenant(t.incubatorIds[tenant]!, (tx) => tx.select({ id: startups.id }).from(startups).where(eq(startups.name, name)));
  return row!.id;
}
const documentRows = async (startup: string) =>
  t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: files.id, name: files.originalName }).from(files).where(and(eq(files.referenceType, 'startupDocument'), eq(files.referenceId, startup))));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hatchery-startup-file-'));
  t = await startTestApp({ dataDir });
  for (const email of ['admin@demo.test', 'staff@demo.test', 'cofounder@demo.test', 'founder@demo.test', 'mentor@demo.test', 'community@demo.test']) {
    tokens[email] = await login(t.app, DEMO, email);
  }
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
  ids.orbital = await startupId('demo', 'Orbital Labs');
  ids.tidewater = await startupId('demo', 'Tidewater Health');
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startup documents', () => {
  let pitch: UploadedFile;

  it('a co-founder uploads a document; who sees the startup lists and downloads it', async () => {
    pitch = await uploaded(t.app, DEMO, as('cofounder@demo.test'), doc(ids.orbital!), PITCH);
    const mine = await ok<{ startupDocuments: Documents }>(t.app, DEMO, as('cofounder@demo.test'), DOCUMENTS, { startupId: ids.orbital });
    expect(mine.startupDocuments).toMatchObject({ planLocked: false, viewerCanEdit: true });
    expect(mine.startupDocuments.documents.map((d) => d.name)).toEqual(['pitch deck.pdf']);
    // The mentor assigned to Orbital Labs sees the documents but may not change them (no startup edit key).
    const mentor = await ok<{ startupDocuments: Documents }>(t.app, DEMO, as('mentor@demo.test'), DOCUMENTS, { startupId: ids.orbital });
    expect(mentor.startupDocuments.viewerCanEdit).toBe(false);
    const bytes = await t.app.inject({ method: 'GET', url: mentor.startupDocuments.documents[0]!.url, headers: { host: DEMO } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('%PDF-1.4 pitch deck');
  });

  it('the co-founder renames it; bad names are refused naming the field', async () => {
    const renamed = await ok<{ renameStartupDocument: { name: string } }>(t.app, DEMO, as('cofounder@demo.test'), RENAME, { id: pitch._id, name: 'Pitch deck 2026.pdf' });
    expect(renamed.renameStartupDocument.name).toBe('Pitch deck 2026.pdf');
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), RENAME, { id: pitch._id, name: '  ' })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), RENAME, { id: pitch._id })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect((await documentRows(ids.orbital!)).map((r) => r.name)).toEqual(['Pitch deck 2026.pdf']);
  });

  it('refuses another tenant, an unseen startup, a co-founder of another startup and a viewer who may not edit', async () => {
    const before = await documentRows(ids.orbital!);
    // Uploads.
    expect((await uploadAs(t.app, ACME, as('admin@acme.test'), doc(ids.orbital!), PITCH)).status).toBe(404);
    expect((await uploadAs(t.app, DEMO, as('founder@demo.test'), doc(ids.orbital!), PITCH)).status).toBe(404);
    expect((await uploadAs(t.app, DEMO, as('mentor@demo.test'), doc(ids.tidewater!), PITCH)).status).toBe(404);
    expect((await uploadAs(t.app, DEMO, as('mentor@demo.test'), doc(ids.orbital!), PITCH)).status).toBe(403);
    // The list, rename and delete.
    expect((await fails(t.app, ACME, as('admin@acme.test'), DOCUMENTS, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), DOCUMENTS, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('community@demo.test'), DOCUMENTS, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, as('admin@acme.test'), RENAME, { id: pitch._id, name: 'x' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), RENAME, { id: pitch._id, name: 'x' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), DELETE, { id: pitch._id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('mentor@demo.test'), RENAME, { id: pitch._id, name: 'x' })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, as('mentor@demo.test'), DELETE, { id: pitch._id })).code).toBe('Forbidden');
    // The founder of another startup cannot read the bytes either.
    const bytes = await t.app.inject({ method: 'GET', url: `/api/attachments/${pitch._id}`, headers: { host: DEMO, authorization: `Bearer ${as('founder@demo.test')}` } });
    expect(bytes.statusCode).toBe(404);
    expect(await documentRows(ids.orbital!)).toEqual(before);
  });

  it('with the plan gate closed: locked list, uploads and changes refused, nothing changed', async () => {
    await setFlag(t, 'demo', 'dataCollection', false, false);
    try {
      const before = await documentRows(ids.orbital!);
      const list = await ok<{ startupDocuments: Documents }>(t.app, DEMO, as('cofounder@demo.test'), DOCUMENTS, { startupId: ids.orbital });
      expect(list.startupDocuments).toMatchObject({ planLocked: true, viewerCanEdit: false, documents: [] });
      expect((await uploadAs(t.app, DEMO, as('cofounder@demo.test'), doc(ids.orbital!), PITCH)).status).toBe(404);
      expect(await fails(t.app, DEMO, as('cofounder@demo.test'), RENAME, { id: pitch._id, name: 'x' })).toMatchObject({ code: 'Forbidden', message: 'This feature is not available in your selected plan' });
      expect((await fails(t.app, DEMO, as('admin@demo.test'), DELETE, { id: pitch._id })).code).toBe('Forbidden');
      expect(await documentRows(ids.orbital!)).toEqual(before);
    } finally {
      await setFlag(t, 'demo', 'dataCollection', true, true);
    }
  });

  it('an administrator deletes it: the record and the bytes are gone', async () => {
    expect((await ok<{ deleteStartupDocument: boolean }>(t.app, DEMO, as('admin@demo.test'), DELETE, { id: pitch._id })).deleteStartupDocument).toBe(true);
    expect(await documentRows(ids.orbital!)).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: pitch.url, headers: { host: DEMO, authorization: `Bearer ${as('admin@demo.test')}` } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the startup file export', () => {
  it('staff export the file as PDF and XLSX and download it', async () => {
    await uploaded(t.app, DEMO, as('cofounder@demo.test'), doc(ids.orbital!), { name: 'cap table.xlsx', type: 'application/octet-stream', data: Buffer.from('x') });
    // The file is named after the tenant's day (demo: New York), as every other export: from 19:00 in New York UTC
    // already counts tomorrow. Read before and after, in case the day turns while the export runs.
    const dayBefore = isoDayIn(new Date(), 'America/New_York');
    const pdf = await ok<{ exportStartupFile: { name: string; url: string; contentType: string } }>(t.app, DEMO, as('staff@demo.test'), EXPORT, { startupId: ids.orbital, format: 'PDF' });
    const dayAfter = isoDayIn(new Date(), 'America/New_York');
    expect(pdf.exportStartupFile.contentType).toBe('application/pdf');
    expect([`Orbital Labs ${dayBefore}.pdf`, `Orbital Labs ${dayAfter}.pdf`]).toContain(pdf.exportStartupFile.name);
    const pdfBytes = await t.app.inject({ method: 'GET', url: pdf.exportStartupFile.url, headers: { host: DEMO } });
    expect(pdfBytes.statusCode).toBe(200);
    expect(pdfBytes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await ok<{ exportStartupFile: { url: string } }>(t.app, DEMO, as('staff@demo.test'), EXPORT, { startupId: ids.orbital, format: 'XLSX' });
    const xlsxBytes = await t.app.inject({ method: 'GET', url: xlsx.exportStartupFile.url, headers: { host: DEMO } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsxBytes.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Profile', 'People', 'Milestones', 'Documents']);
    expect(book.getWorksheet('Profile')!.getCell('B1').value).toBe('Orbital Labs');
    expect(book.getWorksheet('People')!.getColumn(2).values).toContain('cofounder@demo.test');
    expect(book.getWorksheet('Documents')!.getColumn(1).values).toContain('cap table.xlsx');
  });

  it('the export stays the requester’s: another viewer of the startup cannot open it', async () => {
    const pdf = await ok<{ exportStartupFile: { url: string } }>(t.app, DEMO, as('cofounder@demo.test'), EXPORT, { startupId: ids.orbital, format: 'PDF' });
    const bare = pdf.exportStartupFile.url.split('?')[0]!;
    const mentor = await t.app.inject({ method: 'GET', url: bare, headers: { host: DEMO, authorization: `Bearer ${as('mentor@demo.test')}` } });
    expect(mentor.statusCode).toBe(404);
  });

  it('refuses another tenant, an unseen startup and a co-founder of another startup, storing nothing', async () => {
    const count = async () => (await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: files.id }).from(files).where(eq(files.purpose, 'export')))).length;
    const before = await count();
    expect((await fails(t.app, ACME, as('admin@acme.test'), EXPORT, { startupId: ids.orbital, format: 'PDF' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('founder@demo.test'), EXPORT, { startupId: ids.orbital, format: 'XLSX' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('mentor@demo.test'), EXPORT, { startupId: ids.tidewater, format: 'PDF' })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('staff@demo.test'), EXPORT, { startupId: ids.orbital, format: 'DOCX' })).code).toBe('ValidationError');
    expect((await fails(t.app, DEMO, as('staff@demo.test'), EXPORT, { startupId: ids.orbital })).code).toBe('ValidationError');
    expect(await count()).toBe(before);
  });
});

describe('the startup file summary', () => {
  const SUMMARY = `query S($startupId: ID!) { startupFile(startupId: $startupId) { startup { _id name } viewerCanEdit documentsAvailable milestonesAvailable } }`;
  it('answers the startup, the viewer’s right to edit and the gates; NotFound to who does not see it', async () => {
    const mine = await ok<{ startupFile: Record<string, unknown> }>(t.app, DEMO, as('cofounder@demo.test'), SUMMARY, { startupId: ids.orbital });
    expect(mine.startupFile).toEqual({ startup: { _id: ids.orbital, name: 'Orbital Labs' }, viewerCanEdit: true, documentsAvailable: true, milestonesAvailable: true });
    const mentor = await ok<{ startupFile: { viewerCanEdit: boolean } }>(t.app, DEMO, as('mentor@demo.test'), SUMMARY, { startupId: ids.orbital });
    expect(mentor.startupFile.viewerCanEdit).toBe(false);
    expect((await fails(t.app, DEMO, as('founder@demo.test'), SUMMARY, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, as('admin@acme.test'), SUMMARY, { startupId: ids.orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, as('admin@demo.test'), SUMMARY, { startupId: 'x' })).code).toBe('NotFound');
  });
});
