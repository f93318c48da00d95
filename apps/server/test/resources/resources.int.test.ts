/**
 * The resource library (D-582): staff arrange sections of links, files and pages; members read what is shared with
 * their role. Every refusal changes nothing: a member writing, another tenant, a hidden section (and its file), bad
 * input, an audience without the resourceVisibility feature.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, resourceSections, resources } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';

const RESOURCE_FIELDS = `_id sectionId sectionTitle kind title description url body file { _id name url sizeBytes }`;
const SECTION_FIELDS = `_id title description audienceRoleIds resourceCount resources { ${RESOURCE_FIELDS} }`;
const LIBRARY = `query L($search: String) { resourceLibrary(search: $search) { sections { _id title description audienceRoleIds resourceCount } results { ${RESOURCE_FIELDS} } viewerCanManage audienceEditable roleOptions { value label } } }`;
const SECTION = `query S($id: ID!) { resourceSection(id: $id) { ${SECTION_FIELDS} } }`;
const RESOURCE = `query R($id: ID!) { resource(id: $id) { ${RESOURCE_FIELDS} } }`;
const CREATE_SECTION = `mutation CS($input: ResourceSectionInput!) { createResourceSection(input: $input) { ${SECTION_FIELDS} } }`;
const UPDATE_SECTION = `mutation US($id: ID!, $input: ResourceSectionInput!) { updateResourceSection(id: $id, input: $input) { ${SECTION_FIELDS} } }`;
const DELETE_SECTION = `mutation DS($id: ID!) { deleteResourceSection(id: $id) }`;
const MOVE_SECTION = `mutation MS($id: ID!, $offset: Int!) { moveResourceSection(id: $id, offset: $offset) { _id resourceCount } }`;
const CREATE = `mutation C($sectionId: ID!, $input: ResourceInput!) { createResource(sectionId: $sectionId, input: $input) { ${RESOURCE_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { ${RESOURCE_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteResource(id: $id) }`;
const MOVE = `mutation M($id: ID!, $offset: Int!) { moveResource(id: $id, offset: $offset) { resources { _id } } }`;

interface Resource {
  _id: string;
  sectionId: string;
  sectionTitle: string;
  kind: string;
  title: string;
  description: string;
  url: string | null;
  body: string | null;
  file: { _id: string; name: string; url: string; sizeBytes: number } | null;
}
interface Section {
  _id: string;
  title: string;
  description: string;
  audienceRoleIds: string[];
  resourceCount: number;
  resources: Resource[];
}
interface Library {
  sections: Array<Omit<Section, 'resources'>>;
  results: Resource[];
  viewerCanManage: boolean;
  audienceEditable: boolean;
  roleOptions: Array<{ value: string; label: string }>;
}

let t: TestApp;
const tokens: Record<string, string> = {};
const as = (who: string) => tokens[who]!;
const library = async (who: string, search?: string) => (await ok<{ resourceLibrary: Library }>(t.app, DEMO, as(who), LIBRARY, { search })).resourceLibrary;
const newSection = async (input: Record<string, unknown>) => (await ok<{ createResourceSection: Section }>(t.app, DEMO, as('staff@demo.test'), CREATE_SECTION, { input })).createResourceSection;
const newResource = async (sectionId: string, input: Record<string, unknown>) =>
  (await ok<{ createResource: Resource }>(t.app, DEMO, as('staff@demo.test'), CREATE, { sectionId, input })).createResource;
const demoRows = <T>(read: (tx: Parameters<Parameters<TestApp['db']['tenant']>[1]>[0]) => Promise<T>) => t.db.tenant(t.incubatorIds.demo!, read);
let roleIdOf: Record<string, string> = {};

function upload(app: FastifyInstance, token: string, name: string, data: Buffer) {
  const boundary = `----hatchery${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url: '/api/attachment/upload?purpose=attachment', headers: { host: DEMO, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}
const uploadedId = async (who: string, name: string) => {
  const response = await upload(t.app, as(who), name, Buffer.from('%PDF-1.4 a guide'));
  expect(response.statusCode).toBe(201);
  return (response.json() as { _id: string })._id;
};
const readFile = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host: DEMO, authorization: `Bearer ${as(who)}` } });

beforeAll(async () => {
  t = await startTestApp();
  for (const email of ['admin@demo.test', 'staff@demo.test', 'cofounder@demo.test', 'mentor@demo.test', 'applicant@demo.test']) {
    tokens[email] = await login(t.app, DEMO, email);
  }
  tokens['admin@acme.test'] = await login(t.app, ACME, 'admin@acme.test');
  const roles = await ok<{ roles: Array<{ _id: string; type: string; isDefault: boolean }> }>(t.app, DEMO, as('admin@demo.test'), `{ roles { _id type isDefault } }`);
  roleIdOf = Object.fromEntries(roles.roles.filter((r) => r.isDefault).map((r) => [r.type, r._id]));
});
afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('resource library (D-582)', () => {
  it('staff build a section of a link, a page and a file; every member reads it in order', async () => {
    const section = await newSection({ title: '  Fundraising  ', description: 'Decks, term sheets and how to talk to investors.' });
    expect(section).toMatchObject({ title: 'Fundraising', audienceRoleIds: [], resourceCount: 0, resources: [] });

    const link = await newResource(section._id, { kind: 'link', title: 'YC Series A guide', url: 'ycombinator.com/library/series-a', description: 'Read first.' });
    expect(link).toMatchObject({ kind: 'link', url: 'https://ycombinator.com/library/series-a', body: null, file: null, sectionTitle: 'Fundraising' });
    const page = await newResource(section._id, { kind: 'page', title: 'Our investor list', body: 'Ask the programme team\nfor warm intros.', url: 'ignored.example' });
    expect(page).toMatchObject({ kind: 'page', body: 'Ask the programme team\nfor warm intros.', url: null });
    const fileId = await uploadedId('staff@demo.test', 'term-sheet.pdf');
    const file = await newResource(section._id, { kind: 'file', title: 'Term sheet template', fileId });
    expect(file.file).toMatchObject({ _id: fileId, name: 'term-sheet.pdf' });
    const [row] = await demoRows((tx) => tx.select().from(files).where(eq(files.id, fileId)));
    expect(row).toMatchObject({ referenceType: 'resource', referenceId: file._id });

    for (const who of ['cofounder@demo.test', 'mentor@demo.test', 'applicant@demo.test']) {
      const seen = await ok<{ resourceSection: Section }>(t.app, DEMO, as(who), SECTION, { id: section._id });
      expect(seen.resourceSection.resources.map((r) => r.title)).toEqual(['YC Series A guide', 'Our investor list', 'Term sheet template']);
      expect(seen.resourceSection.audienceRoleIds).toEqual([]);
      const lib = await library(who);
      expect(lib).toMatchObject({ viewerCanManage: false, audienceEditable: false, roleOptions: [] });
      expect(lib.sections.find((s) => s._id === section._id)?.resourceCount).toBe(3);
    }
    const cofounderFile = (await ok<{ resource: Resource }>(t.app, DEMO, as('cofounder@demo.test'), RESOURCE, { id: file._id })).resource;
    expect((await readFile('cofounder@demo.test', cofounderFile.file!.url)).statusCode).toBe(200);
    const staffLibrary = await library('staff@demo.test');
    expect(staffLibrary).toMatchObject({ viewerCanManage: true, audienceEditable: true });
    expect(staffLibrary.roleOptions.map((r) => r.value)).toContain(roleIdOf.Mentor);
  });

  it('a section kept for mentors is invisible to others, its resources and its file too', async () => {
    const section = await newSection({ title: 'Mentor handbook', audienceRoleIds: [roleIdOf.Mentor] });
    expect(section.audienceRoleIds).toEqual([roleIdOf.Mentor]);
    const fileId = await uploadedId('staff@demo.test', 'handbook.pdf');
    const handbook = await newResource(section._id, { kind: 'file', title: 'Mentor handbook PDF', fileId });
    const mentorCopy = (await ok<{ resource: Resource }>(t.app, DEMO, as('mentor@demo.test'), RESOURCE, { id: handbook._id })).resource;
    expect((await readFile('mentor@demo.test', mentorCopy.file!.url)).statusCode).toBe(200);

    expect((await library('mentor@demo.test')).sections.map((s) => s._id)).toContain(section._id);
    expect((await library('cofounder@demo.test')).sections.map((s) => s._id)).not.toContain(section._id);
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), SECTION, { id: section._id })).toMatchObject({ code: 'NotFound' });
    expect(await fails(t.app, DEMO, as('cofounder@demo.test'), RESOURCE, { id: handbook._id })).toMatchObject({ code: 'NotFound' });
    expect((await library('cofounder@demo.test', 'handbook')).results.map((r) => r._id)).not.toContain(handbook._id);
    expect((await library('mentor@demo.test', 'handbook')).results.map((r) => r._id)).toContain(handbook._id);
    // The file's own address, signed for someone who may not see it, is refused.
    const signedForCofounder = (await readFile('cofounder@demo.test', `/files/${fileId}/handbook.pdf`)).statusCode;
    expect(signedForCofounder).toBe(404);
  });

  it('search finds titles and descriptions, treats % and _ as text', async () => {
    const section = await newSection({ title: 'Legal' });
    await newResource(section._id, { kind: 'link', title: 'Cap table basics', url: 'https://example.com/cap', description: 'Who owns 100% of what' });
    await newResource(section._id, { kind: 'link', title: 'Incorporation checklist', url: 'https://example.com/inc' });
    const found = async (search: string) => (await library('cofounder@demo.test', search)).results.filter((r) => r.sectionId === section._id).map((r) => r.title);
    expect(await found('CAP TABLE')).toEqual(['Cap table basics']);
    expect(await found('100%')).toEqual(['Cap table basics']);
    expect(await found('%')).toEqual(['Cap table basics']);
    expect(await found('checklist')).toEqual(['Incorporation checklist']);
    expect(await found('inc_rporation')).toEqual([]);
  });

  it('staff reorder sections and resources one place at a time; the ends stay put', async () => {
    const first = await newSection({ title: 'Order A' });
    const second = await newSection({ title: 'Order B' });
    const idsOf = async () => (await library('staff@demo.test')).sections.map((s) => s._id);
    const before = await idsOf();
    expect(before.indexOf(second._id)).toBe(before.indexOf(first._id) + 1);
    await ok(t.app, DEMO, as('staff@demo.test'), MOVE_SECTION, { id: second._id, offset: -1 });
    const after = await idsOf();
    expect(after.indexOf(second._id)).toBe(after.indexOf(first._id) - 1);
    expect(after.length).toBe(before.length);

    const a = await newResource(first._id, { kind: 'link', title: 'One', url: 'https://example.com/1' });
    const b = await newResource(first._id, { kind: 'link', title: 'Two', url: 'https://example.com/2' });
    const moved = await ok<{ moveResource: { resources: Array<{ _id: string }> } }>(t.app, DEMO, as('staff@demo.test'), MOVE, { id: b._id, offset: -1 });
    expect(moved.moveResource.resources.map((r) => r._id)).toEqual([b._id, a._id]);
    const still = await ok<{ moveResource: { resources: Array<{ _id: string }> } }>(t.app, DEMO, as('staff@demo.test'), MOVE, { id: b._id, offset: -1 });
    expect(still.moveResource.resources.map((r) => r._id)).toEqual([b._id, a._id]);
  });

  it('staff change a resource’s kind and remove it; a replaced or removed file goes with it', async () => {
    const section = await newSection({ title: 'Changing' });
    const firstFile = await uploadedId('staff@demo.test', 'v1.pdf');
    const resource = await newResource(section._id, { kind: 'file', title: 'Pitch deck', fileId: firstFile });
    const secondFile = await uploadedId('staff@demo.test', 'v2.pdf');
    const replaced = (await ok<{ updateResource: Resource }>(t.app, DEMO, as('staff@demo.test'), UPDATE, { id: resource._id, input: { kind: 'file', title: 'Pitch deck v2', fileId: secondFile } })).updateResource;
    expect(replaced).toMatchObject({ title: 'Pitch deck v2', file: { _id: secondFile, name: 'v2.pdf' } });
    expect(await demoRows((tx) => tx.select().from(files).where(eq(files.id, firstFile)))).toEqual([]);
    const asPage = (await ok<{ updateResource: Resource }>(t.app, DEMO, as('staff@demo.test'), UPDATE, { id: resource._id, input: { kind: 'page', title: 'Pitch notes', body: 'Ten slides.' } })).updateResource;
    expect(asPage).toMatchObject({ kind: 'page', body: 'Ten slides.', file: null });
    expect(await demoRows((tx) => tx.select().from(files).where(eq(files.id, secondFile)))).toEqual([]);
    expect((await ok<{ deleteResource: string }>(t.app, DEMO, as('staff@demo.test'), DELETE, { id: resource._id })).deleteResource).toBe(resource._id);
    expect(await fails(t.app, DEMO, as('staff@demo.test'), RESOURCE, { id: resource._id })).toMatchObject({ code: 'NotFound' });

    const gone = await newSection({ title: 'To remove' });
    const doomedFile = await uploadedId('staff@demo.test', 'doomed.pdf');
    await newResource(gone._id, { kind: 'file', title: 'Doomed', fileId: doomedFile });
    await ok(t.app, DEMO, as('admin@demo.test'), DELETE_SECTION, { id: gone._id });
    expect(await demoRows((tx) => tx.select().from(resources).where(eq(resources.sectionId, gone._id)))).toEqual([]);
    expect(await demoRows((tx) => tx.select().from(files).where(eq(files.id, doomedFile)))).toEqual([]);
  });

  it('members cannot write; nothing changes when they try', async () => {
    const section = await newSection({ title: 'Read only' });
    const link = await newResource(section._id, { kind: 'link', title: 'Stays', url: 'https://example.com/stays' });
    const attempts: Array<[string, Record<string, unknown>]> = [
      [CREATE_SECTION, { input: { title: 'Mine' } }],
      [UPDATE_SECTION, { id: section._id, input: { title: 'Hacked' } }],
      [DELETE_SECTION, { id: section._id }],
      [MOVE_SECTION, { id: section._id, offset: 1 }],
      [CREATE, { sectionId: section._id, input: { kind: 'link', title: 'Spam', url: 'https://spam.example' } }],
      [UPDATE, { id: link._id, input: { kind: 'link', title: 'Hacked', url: 'https://spam.example' } }],
      [DELETE, { id: link._id }],
      [MOVE, { id: link._id, offset: 1 }],
    ];
    for (const who of ['cofounder@demo.test', 'mentor@demo.test', 'applicant@demo.test']) {
      for (const [query, variables] of attempts) {
        expect(await fails(t.app, DEMO, as(who), query, variables)).toMatchObject({ code: 'Forbidden', message: 'Only staff can change the resource library.' });
      }
    }
    const [row] = await demoRows((tx) => tx.select().from(resourceSections).where(eq(resourceSections.id, section._id)));
    expect(row?.title).toBe('Read only');
    expect((await ok<{ resource: Resource }>(t.app, DEMO, as('cofounder@demo.test'), RESOURCE, { id: link._id })).resource.title).toBe('Stays');
    expect((await fails(t.app, DEMO, undefined, LIBRARY)).code).toBe('AuthenticationRequiredError');
  });

  it('another tenant neither reads nor changes this library', async () => {
    const section = await newSection({ title: 'Demo only' });
    const link = await newResource(section._id, { kind: 'link', title: 'Demo link', url: 'https://example.com/demo' });
    expect((await ok<{ resourceLibrary: Library }>(t.app, ACME, as('admin@acme.test'), LIBRARY)).resourceLibrary.sections.map((s) => s._id)).not.toContain(section._id);
    for (const [query, variables] of [
      [SECTION, { id: section._id }],
      [RESOURCE, { id: link._id }],
      [UPDATE_SECTION, { id: section._id, input: { title: 'Taken' } }],
      [DELETE, { id: link._id }],
      [CREATE, { sectionId: section._id, input: { kind: 'link', title: 'In', url: 'https://x.example' } }],
    ] as const) {
      expect(await fails(t.app, ACME, as('admin@acme.test'), query, variables)).toMatchObject({ code: 'NotFound' });
    }
    // A demo token on another tenant's host is no one there.
    expect((await fails(t.app, ACME, as('staff@demo.test'), LIBRARY)).code).toBe('AuthenticationRequiredError');
    const [row] = await demoRows((tx) => tx.select().from(resources).where(eq(resources.id, link._id)));
    expect(row?.title).toBe('Demo link');
  });

  it('bad input names the field and changes nothing', async () => {
    const section = await newSection({ title: 'Validation' });
    const staff = as('staff@demo.test');
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [CREATE_SECTION, { input: { title: '   ' } }, 'title: is required'],
      [CREATE_SECTION, { input: { title: 'x'.repeat(121) } }, 'title: at most 120 characters'],
      [CREATE_SECTION, { input: { title: 'Roles', audienceRoleIds: ['nope'] } }, 'audienceRoleIds.0: is not a valid id'],
      [CREATE_SECTION, { input: { title: 'Roles', audienceRoleIds: ['00000000-0000-4000-8000-000000000000'] } }, 'audienceRoleIds: names a role that does not exist'],
      [CREATE, { sectionId: section._id, input: { kind: 'link', title: 'No address' } }, 'url: is required for a link'],
      [CREATE, { sectionId: section._id, input: { kind: 'link', title: 'Script', url: 'javascript:alert(1)' } }, 'url: is not a web address (http or https)'],
      [CREATE, { sectionId: section._id, input: { kind: 'page', title: 'Empty page', body: '  ' } }, 'body: is required for a page'],
      [CREATE, { sectionId: section._id, input: { kind: 'file', title: 'No file' } }, 'fileId: is required for a file'],
      [MOVE, { id: section._id, offset: 2 }, 'offset: must be -1 or 1'],
    ];
    for (const [query, variables, message] of cases) {
      expect(await fails(t.app, DEMO, staff, query, variables)).toMatchObject({ code: 'ValidationError', message });
    }
    // Someone else's upload cannot be taken into a resource.
    const othersFile = await uploadedId('cofounder@demo.test', 'private.pdf');
    expect(await fails(t.app, DEMO, staff, CREATE, { sectionId: section._id, input: { kind: 'file', title: 'Taken', fileId: othersFile } })).toMatchObject({ code: 'ValidationError', message: 'fileId: is not a file you uploaded' });
    expect(await fails(t.app, DEMO, staff, CREATE, { sectionId: '00000000-0000-4000-8000-000000000000', input: { kind: 'link', title: 'Lost', url: 'https://x.example' } })).toMatchObject({ code: 'NotFound' });
    const after = await ok<{ resourceSection: Section }>(t.app, DEMO, staff, SECTION, { id: section._id });
    expect(after.resourceSection.resources).toEqual([]);
    const [file] = await demoRows((tx) => tx.select().from(files).where(eq(files.id, othersFile)));
    expect(file?.referenceType).toBeNull();
  });

  it('an audience needs the resourceVisibility feature; a section’s other fields can still be changed without it', async () => {
    const kept = await newSection({ title: 'Staff notes', audienceRoleIds: [roleIdOf.Staff] });
    await setFlag(t, 'demo', 'resourceVisibility', true, false);
    try {
      expect((await library('staff@demo.test')).audienceEditable).toBe(false);
      expect(await fails(t.app, DEMO, as('staff@demo.test'), CREATE_SECTION, { input: { title: 'Secret', audienceRoleIds: [roleIdOf.Mentor] } })).toMatchObject({ code: 'Forbidden', message: 'This feature is not available in your selected plan' });
      const renamed = await ok<{ updateResourceSection: Section }>(t.app, DEMO, as('staff@demo.test'), UPDATE_SECTION, { id: kept._id, input: { title: 'Staff notes (2026)', audienceRoleIds: [roleIdOf.Staff] } });
      expect(renamed.updateResourceSection).toMatchObject({ title: 'Staff notes (2026)', audienceRoleIds: [roleIdOf.Staff] });
      // What was kept for some roles stays kept while the feature is off.
      expect((await library('cofounder@demo.test')).sections.map((s) => s._id)).not.toContain(kept._id);
    } finally {
      await setFlag(t, 'demo', 'resourceVisibility', true, true);
    }
  });
});
