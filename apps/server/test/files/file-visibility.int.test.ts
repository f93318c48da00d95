/**
 * Files follow the visibility of what they are attached to (issue 11 item 6, D-87): a startup's file for who sees the
 * startup, a timeline post's file for the post's readers (a private note: its audience only), a task's file for who
 * sees the task, an avatar for who sees the user; unattached uploads for their uploader and administrators; logos for
 * anyone. A file the viewer may not read is NotFound, by id, by download and by listing; attaching needs a reference
 * that exists in the tenant and that the uploader may see and edit; changing needs the right to edit it.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, startups, timelineEventAttachments, users } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, gql, json, login, startTestApp, type TestApp } from '../support/helpers.js';
import { listByReference, myFileIds, readStatuses, uploadAs, uploaded, type UploadedFile } from './support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 2)]);
const POST = `mutation P($input: TimelineEventInput!) { createTimelineEvent(input: $input) { _id isPublic attachments { _id } } }`;
const TASK = `mutation T($name: String, $dueDate: String, $assignees: [TaskAssigneeInput!]) { createTask(name: $name, dueDate: $dueDate, assignees: $assignees) { _id } }`;
const NOT_FOUND = { bytes: 404, record: 404 };
const READABLE = { bytes: 200, record: 200 };

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let orbital: string;
let solo: string;
/** Attached by the admin to Orbital Labs. */
let startupFile: UploadedFile;
/** The attachment of the admin's private note on Orbital Labs' timeline. */
let noteFile: UploadedFile;
let noteId: string;
/** The attachment of the cofounder's public comment on Orbital Labs' timeline. */
let postFile: UploadedFile;
let postId: string;
/** Unattached uploads. */
let adminLoose: UploadedFile;
let communityLoose: UploadedFile;
let applicantLoose: UploadedFile;
/** Attached by staff to their own task (assigned to themselves). */
let taskFile: UploadedFile;
let taskId: string;
/** The cofounder's avatar, attached to their user. */
let avatar: UploadedFile;
let logo: UploadedFile;

const token = (email: string) => tokens[email]!;
const reads = (email: string, file: UploadedFile) => readStatuses(t.app, DEMO, token(email), file);
const list = (email: string, type: string, id: string) => listByReference(t.app, DEMO, token(email), type, id);
const put = (email: string, file: UploadedFile, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/attachments/${file._id}`, headers: { host: DEMO, authorization: `Bearer ${token(email)}` }, payload });
const remove = (email: string, type: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/attachments/${type}/${id}`, headers: { host: DEMO, authorization: `Bearer ${token(email)}` } });

async function post(email: string, input: Record<string, unknown>): Promise<string> {
  const res = await gql<{ createTimelineEvent: { _id: string } }>(t.app, DEMO, POST, { token: token(email), variables: { input } });
  if (!res.body.data?.createTimelineEvent) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.createTimelineEvent._id;
}

async function fileCount(): Promise<number> {
  const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ n: count() }).from(files));
  return Number(row!.n);
}

const EMAILS = ['admin', 'staff', 'cofounder', 'cofounder2', 'founder', 'mentor', 'applicant', 'community'].map((r) => `${r}@demo.test`);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hatchery-file-visibility-'));
  t = await startTestApp({ dataDir });
  for (const email of EMAILS) tokens[email] = await login(t.app, DEMO, email);
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
  const demo = t.incubatorIds.demo!;
  const people = await t.db.tenant(demo, (tx) => tx.select({ id: users.id, email: users.email }).from(users));
  for (const p of people) userIds[p.email] = p.id;
  const named = await t.db.tenant(demo, (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups));
  orbital = named.find((s) => s.name === 'Orbital Labs')!.id;
  solo = named.find((s) => s.name === 'Solo Robotics')!.id;

  startupFile = await uploaded(t.app, DEMO, token('admin@demo.test'), { referenceType: 'startup', referenceId: orbital }, { name: 'term-sheet.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 term sheet') });
  const forNote = await uploaded(t.app, DEMO, token('admin@demo.test'), {}, { name: 'board-notes.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 board') });
  noteId = await post('admin@demo.test', { startupId: orbital, eventType: 'NOTE', message: 'Runway worries', isPublic: false, attachmentIds: [forNote._id] });
  noteFile = forNote;
  const forPost = await uploaded(t.app, DEMO, token('cofounder@demo.test'), {}, { name: 'traction.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 traction') });
  postId = await post('cofounder@demo.test', { startupId: orbital, message: 'Our traction', attachmentIds: [forPost._id] });
  postFile = forPost;
  adminLoose = await uploaded(t.app, DEMO, token('admin@demo.test'), {});
  communityLoose = await uploaded(t.app, DEMO, token('community@demo.test'), {});
  applicantLoose = await uploaded(t.app, DEMO, token('applicant@demo.test'), {});
  const dueDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const task = await gql<{ createTask: { _id: string } }>(t.app, DEMO, TASK, {
    token: token('staff@demo.test'),
    variables: { name: 'Prepare the investor update', dueDate, assignees: [{ type: 'User', value: userIds['staff@demo.test'] }] },
  });
  taskId = task.body.data!.createTask._id;
  taskFile = await uploaded(t.app, DEMO, token('staff@demo.test'), { referenceType: 'task', referenceId: taskId });
  avatar = await uploaded(t.app, DEMO, token('cofounder@demo.test'), { purpose: 'avatar', referenceType: 'user', referenceId: userIds['cofounder@demo.test']! }, { name: 'me.png', type: 'image/png', data: PNG });
  logo = await uploaded(t.app, DEMO, token('admin@demo.test'), { purpose: 'logo' }, { name: 'logo.png', type: 'image/png', data: PNG });
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe('reading follows what the file is attached to', () => {
  it('an applicant and a community member are refused staff files by id, by download and by listing (NotFound)', async () => {
    for (const email of ['applicant@demo.test', 'community@demo.test']) {
      for (const file of [startupFile, noteFile, adminLoose, taskFile]) expect(await reads(email, file), `${email} ${file.name}`).toEqual(NOT_FOUND);
      expect(await list(email, 'startup', orbital)).toEqual({ status: 404, ids: [] });
      expect(await list(email, 'timelineItem', noteId)).toEqual({ status: 404, ids: [] });
      expect(await list(email, 'task', taskId)).toEqual({ status: 404, ids: [] });
      expect(await myFileIds(t.app, DEMO, token(email))).not.toContain(startupFile._id);
      // Writing what one may not read is NotFound too: nothing tells the file is there.
      expect((await put(email, startupFile, { name: 'mine.pdf' })).statusCode).toBe(404);
      expect((await remove(email, 'startup', orbital)).statusCode).toBe(404);
    }
    expect(await reads('admin@demo.test', startupFile)).toEqual(READABLE);
  });

  it('the co-founders of the startup read its files and its public posts’ files, not a private note’s attachment', async () => {
    for (const email of ['cofounder@demo.test', 'cofounder2@demo.test']) {
      expect(await reads(email, startupFile)).toEqual(READABLE);
      expect((await list(email, 'startup', orbital)).ids).toContain(startupFile._id);
      expect(await reads(email, postFile)).toEqual(READABLE);
      expect(await list(email, 'timelineItem', postId)).toEqual({ status: 200, ids: [postFile._id] });
      expect(await reads(email, noteFile)).toEqual(NOT_FOUND);
      expect(await list(email, 'timelineItem', noteId)).toEqual({ status: 404, ids: [] });
    }
    // The mentor assigned to Orbital Labs reads the public post's file; staff see every startup.
    expect(await reads('mentor@demo.test', postFile)).toEqual(READABLE);
    expect(await reads('staff@demo.test', startupFile)).toEqual(READABLE);
    // A founder of another startup does not see Orbital Labs, so none of its files.
    for (const file of [startupFile, postFile, noteFile]) expect(await reads('founder@demo.test', file)).toEqual(NOT_FOUND);
    expect(await list('founder@demo.test', 'startup', orbital)).toEqual({ status: 404, ids: [] });
    // The admin wrote the note: it and its file are theirs to read.
    expect(await reads('admin@demo.test', noteFile)).toEqual(READABLE);
    expect(await list('admin@demo.test', 'timelineItem', noteId)).toEqual({ status: 200, ids: [noteFile._id] });
  });

  it('a post’s files carry the post as their reference', async () => {
    const record = json(await t.app.inject({ method: 'GET', url: `/api/attachments/${postFile._id}`, headers: { host: DEMO, authorization: `Bearer ${token('cofounder@demo.test')}` } }));
    expect(record).toMatchObject({ referenceType: 'timelineItem', referenceId: postId });
  });

  it('another tenant’s user is refused', async () => {
    const acme = token('admin@acme.test');
    for (const file of [startupFile, postFile, adminLoose]) expect(await readStatuses(t.app, ACME, acme, file)).toEqual(NOT_FOUND);
    expect(await listByReference(t.app, ACME, acme, 'startup', orbital)).toEqual({ status: 404, ids: [] });
    // Their token means nothing on this tenant's host.
    expect(await readStatuses(t.app, DEMO, acme, startupFile)).toEqual({ bytes: 401, record: 401 });
  });

  it('an unattached upload is read by its uploader and the administrators only', async () => {
    expect(await reads('community@demo.test', communityLoose)).toEqual(READABLE);
    expect(await myFileIds(t.app, DEMO, token('community@demo.test'))).toContain(communityLoose._id);
    for (const email of ['applicant@demo.test', 'staff@demo.test', 'cofounder@demo.test']) expect(await reads(email, communityLoose), email).toEqual(NOT_FOUND);
    expect(await reads('admin@demo.test', communityLoose)).toEqual(READABLE);
    expect(await reads('admin@demo.test', adminLoose)).toEqual(READABLE);
    expect(await reads('staff@demo.test', adminLoose)).toEqual(NOT_FOUND);
    // Without a token only a link signed for a reader opens it (D-94, file-links.int.test.ts): the bare path is refused.
    expect((await t.app.inject({ method: 'GET', url: communityLoose.url.split('?')[0]!, headers: { host: DEMO } })).statusCode).toBe(401);
  });

  it('a file of a kind with no entry (an export, an application) stays with its uploader and the administrators', async () => {
    const demo = t.incubatorIds.demo!;
    const id = randomUUID();
    await t.db.tenant(demo, (tx) =>
      tx.insert(files).values({
        id,
        incubatorId: demo,
        uploadedBy: userIds['community@demo.test']!,
        purpose: 'document',
        storageKey: `unbuilt/${id}`,
        originalName: 'pitch.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        referenceType: 'application',
        referenceId: randomUUID(),
      }),
    );
    const file: UploadedFile = { _id: id, name: 'pitch.pdf', url: `/files/${id}/pitch.pdf`, referenceType: 'application', referenceId: null };
    const record = async (email: string) => (await readStatuses(t.app, DEMO, token(email), file)).record;
    expect(await record('community@demo.test')).toBe(200);
    expect(await record('admin@demo.test')).toBe(200);
    for (const email of ['applicant@demo.test', 'staff@demo.test']) expect(await record(email), email).toBe(404);
  });

  it('a task’s file is read by who sees the task; an avatar by who sees the user', async () => {
    expect(await reads('staff@demo.test', taskFile)).toEqual(READABLE);
    expect(await reads('admin@demo.test', taskFile)).toEqual(READABLE);
    expect(await reads('cofounder@demo.test', taskFile)).toEqual(NOT_FOUND);
    // Community members see users of the Cofounder role; co-founders see their startup's people; applicants no one.
    expect(await reads('community@demo.test', avatar)).toEqual(READABLE);
    expect(await reads('cofounder2@demo.test', avatar)).toEqual(READABLE);
    expect(await reads('applicant@demo.test', avatar)).toEqual(NOT_FOUND);
  });

  it('branding takes only files uploaded as logos, the files that are public', async () => {
    const image = await uploaded(t.app, DEMO, token('admin@demo.test'), {}, { name: 'photo.png', type: 'image/png', data: PNG });
    const settings = await gql<{ incubatorSettings: { brandPalette: { sidebar: Record<string, string>; login: Record<string, string> } } }>(
      t.app, DEMO, '{ incubatorSettings { brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { backgroundColor textColor logoType } } } }',
      { token: token('admin@demo.test') },
    );
    const input = { ...settings.body.data!.incubatorSettings.brandPalette, customLogin: { active: false, buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' } };
    const BRANDING = 'mutation($input: BrandingInput!) { updateBranding(input: $input) { logo } }';
    const refused = await gql(t.app, DEMO, BRANDING, { token: token('admin@demo.test'), variables: { input: { ...input, logoFileId: image._id } } });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('ValidationError');
    const taken = await gql<{ updateBranding: { logo: string } }>(t.app, DEMO, BRANDING, { token: token('admin@demo.test'), variables: { input: { ...input, logoFileId: logo._id } } });
    expect(taken.body.data?.updateBranding.logo).toBe(logo.url);
  });

  it('logos stay public: no sign-in on the tenant’s host, nothing on another', async () => {
    const served = await t.app.inject({ method: 'GET', url: logo.url, headers: { host: DEMO } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: logo.url, headers: { host: ACME } })).statusCode).toBe(404);
  });
});

describe('attaching and changing', () => {
  it('attaching to a reference that does not exist, or that the uploader may not see or edit, is refused and stores nothing', async () => {
    const before = await fileCount();
    const attempts: Array<[string, Record<string, string>, number]> = [
      ['cofounder@demo.test', { referenceType: 'startup', referenceId: randomUUID() }, 404],
      ['cofounder@demo.test', { referenceType: 'startup', referenceId: 'orbital' }, 404],
      ['cofounder@demo.test', { referenceType: 'startup', referenceId: solo }, 404],
      ['applicant@demo.test', { referenceType: 'startup', referenceId: orbital }, 404],
      ['community@demo.test', { referenceType: 'startup', referenceId: orbital }, 404],
      ['community@demo.test', { referenceType: 'task', referenceId: taskId }, 404],
      ['applicant@demo.test', { referenceType: 'user', referenceId: userIds['cofounder@demo.test']! }, 404],
      // Seen but not theirs to edit: a community member sees co-founders; the mentor sees Orbital Labs (assigned) but
      // holds no startup edit key (the seeded Staff role now does, D-125).
      ['community@demo.test', { referenceType: 'user', referenceId: userIds['cofounder@demo.test']! }, 403],
      ['mentor@demo.test', { referenceType: 'startup', referenceId: orbital }, 403],
      // Kinds with no entry, and posts (their files join when they are written), take no attachments here.
      ['cofounder@demo.test', { referenceType: 'application', referenceId: randomUUID() }, 400],
      ['cofounder@demo.test', { referenceType: 'exportJob', referenceId: randomUUID() }, 400],
      ['cofounder@demo.test', { referenceType: 'timelineItem', referenceId: postId }, 400],
      ['cofounder@demo.test', { referenceType: 'startup' }, 400],
    ];
    for (const [email, meta, status] of attempts) expect((await uploadAs(t.app, DEMO, token(email), meta)).status, `${email} ${JSON.stringify(meta)}`).toBe(status);
    expect(await fileCount()).toBe(before);

    // Moving one's own unattached upload is the same check.
    expect((await put('applicant@demo.test', applicantLoose, { referenceType: 'startup', referenceId: orbital })).statusCode).toBe(404);
    expect((await put('applicant@demo.test', applicantLoose, { referenceType: 'startup', referenceId: randomUUID() })).statusCode).toBe(404);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/attachments/${applicantLoose._id}`, headers: { host: DEMO, authorization: `Bearer ${token('applicant@demo.test')}` } }))).toMatchObject({
      referenceType: null,
      referenceId: null,
    });
    // A post cannot take another's file, nor a file already attached elsewhere.
    const taken = await gql(t.app, DEMO, POST, { token: token('cofounder@demo.test'), variables: { input: { startupId: orbital, message: 'again', attachmentIds: [postFile._id] } } });
    expect(taken.body.errors?.[0]?.message).toBe('attachmentIds: Unknown attachment');
  });

  it('changing a file needs the right to edit what it is attached to', async () => {
    // The mentor sees Orbital Labs but does not edit it; a co-founder who did not write the post does not edit the post.
    expect((await put('mentor@demo.test', startupFile, { name: 'x.pdf' })).statusCode).toBe(403);
    expect((await remove('mentor@demo.test', 'startup', orbital)).statusCode).toBe(403);
    expect((await put('cofounder2@demo.test', postFile, { name: 'x.pdf' })).statusCode).toBe(403);
    expect((await put('community@demo.test', avatar, { name: 'x.png' })).statusCode).toBe(403);
    // The startup's people edit it, so its files, whoever uploaded them; the author edits the post's files.
    expect(json(await put('cofounder2@demo.test', startupFile, { name: 'Term sheet v2.pdf' }))).toMatchObject({ name: 'Term sheet v2.pdf' });
    expect(json(await put('cofounder@demo.test', postFile, { name: 'Traction Q3.pdf' }))).toMatchObject({ name: 'Traction Q3.pdf' });
    // The uploader of an unattached file changes it; another non-admin does not even see it.
    expect(json(await put('community@demo.test', communityLoose, { name: 'mine.pdf' }))).toMatchObject({ name: 'mine.pdf' });
    expect((await put('applicant@demo.test', communityLoose, { name: 'x.pdf' })).statusCode).toBe(404);
    // A post's file stays with the post: the attachment API does not move it away (an admin neither).
    expect((await put('admin@demo.test', noteFile, { referenceType: null, referenceId: null })).statusCode).toBe(400);
    // The staff member's task is theirs to edit: their upload moves from the task to nowhere and back.
    expect(json(await put('staff@demo.test', taskFile, { referenceType: null, referenceId: null }))).toMatchObject({ referenceType: null });
    expect(json(await put('staff@demo.test', taskFile, { referenceType: 'task', referenceId: taskId }))).toMatchObject({ referenceType: 'task', referenceId: taskId });
  });
});

describe('files linked to posts before D-87', () => {
  it('migration 0011 gives them their post as reference, once, so the post’s readers read them', async () => {
    const demo = t.incubatorIds.demo!;
    const legacyId = randomUUID();
    await t.db.tenant(demo, async (tx) => {
      await tx.insert(files).values({
        id: legacyId,
        incubatorId: demo,
        uploadedBy: userIds['cofounder@demo.test']!,
        purpose: 'attachment',
        storageKey: `legacy/${legacyId}`,
        originalName: 'legacy.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
      });
      await tx.insert(timelineEventAttachments).values({ incubatorId: demo, eventId: postId, fileId: legacyId });
    });
    const legacy: UploadedFile = { _id: legacyId, name: 'legacy.pdf', url: `/files/${legacyId}/legacy.pdf`, referenceType: null, referenceId: null };
    const statusFor = async (email: string) => (await readStatuses(t.app, DEMO, token(email), legacy)).record;
    expect(await statusFor('cofounder2@demo.test')).toBe(404);

    const migration = await readFile(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0011_files_follow_references.sql'), 'utf8');
    for (let run = 0; run < 2; run += 1) await t.db.registry((tx) => tx.execute(sql.raw(migration)));

    const [row] = await t.db.tenant(demo, (tx) => tx.select().from(files).where(eq(files.id, legacyId)));
    expect(row).toMatchObject({ referenceType: 'timelineItem', referenceId: postId });
    expect(await statusFor('cofounder2@demo.test')).toBe(200);
    expect(await statusFor('applicant@demo.test')).toBe(404);
    // Files that already had a reference keep it.
    const [note] = await t.db.tenant(demo, (tx) => tx.select().from(files).where(eq(files.id, noteFile._id)));
    expect(note).toMatchObject({ referenceType: 'timelineItem', referenceId: noteId });
  });
});
