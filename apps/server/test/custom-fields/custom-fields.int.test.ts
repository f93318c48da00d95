/**
 * Issue 15 item 7 (API): custom field definitions (administrators, plan gate and customFieldsEdit), their values on a
 * startup and a user, visibility enforced in the API (a hidden field is absent, not only hidden by the UI), values
 * checked by the forms engine's validator naming the field, slug uniqueness, another tenant and unauthorised roles
 * refused, and the portfolio export's columns by slug.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, fails, gql, login, ok, startTestApp, type TestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { CREATE as CREATE_FORM, createPublished, PUBLISH, SUBMIT } from '../forms/support.js';
import { dayFromNow, SEND, type RequestResult } from '../feedback/support.js';

const FIELD = '_id target slug type label helpText category required visibility validations options position shownInProfile archivedAt valueCount';
const CREATE = `mutation C($input: CustomFieldInput!) { createCustomField(input: $input) { ${FIELD} } }`;
const UPDATE = `mutation U($id: ID!, $input: CustomFieldInput!) { updateCustomField(id: $id, input: $input) { ${FIELD} } }`;
const ARCHIVE = `mutation A($id: ID!) { archiveCustomField(id: $id) { ${FIELD} } }`;
const RESTORE = `mutation R($id: ID!) { restoreCustomField(id: $id) { ${FIELD} } }`;
const LIST = `query L($target: CustomFieldTarget!, $includeArchived: Boolean) { customFields(target: $target, includeArchived: $includeArchived) { ${FIELD} } }`;
const ONE = `query O($id: ID!) { customField(id: $id) { ${FIELD} } }`;
const ARRANGE = `mutation A($target: CustomFieldTarget!, $items: [CustomFieldArrangement!]!) { arrangeCustomFields(target: $target, items: $items) { _id slug position category shownInProfile } }`;
const VALUES = 'query V($target: CustomFieldTarget!, $recordId: ID!) { customFieldValues(target: $target, recordId: $recordId) { field { _id slug visibility } value viewerCanEdit } }';
const SET = 'mutation S($target: CustomFieldTarget!, $recordId: ID!, $values: JSON!) { setCustomFieldValues(target: $target, recordId: $recordId, values: $values) { field { _id slug } value viewerCanEdit } }';
const STARTUPS = '{ startups(limit: 100) { results { _id name } } }';

interface Field {
  _id: string;
  slug: string;
  type: string;
  visibility: string;
  position: number;
  category: string | null;
  shownInProfile: boolean;
  archivedAt: string | null;
  valueCount: number;
}
interface Entry {
  field: { _id: string; slug: string; visibility?: string };
  value: Record<string, unknown> | null;
  viewerCanEdit: boolean;
}

const input = (over: Record<string, unknown> = {}) => ({ target: 'startup', slug: 'employees', type: 'number', label: { en: 'Employees', ar: 'الموظفون' }, visibility: 'staff', validations: { min: 0, integer: true }, ...over });

describe('custom fields', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const startupIds: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const create = async (over: Record<string, unknown> = {}) => (await ok<{ createCustomField: Field }>(t.app, DEMO, tokens.admin, CREATE, { input: input(over) })).createCustomField;
  const values = async (who: string, recordId: string, target = 'startup') => (await ok<{ customFieldValues: Entry[] }>(t.app, DEMO, tokens[who], VALUES, { target, recordId })).customFieldValues;

  beforeAll(async () => {
    t = await startTestApp();
    for (const who of ['admin', 'staff', 'mentor', 'cofounder', 'founder', 'coach']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    for (const s of (await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, tokens.admin, STARTUPS)).startups.results) startupIds[s.name] = s._id;
    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, tokens.admin, '{ users(limit: 100) { results { _id email } } }');
    for (const u of users.results) userIds[u.email.split('@')[0]!] = u._id;
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  it('the demo tenant has the three seeded startup fields with values', async () => {
    const fields = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup' })).customFields;
    expect(fields.map((f) => f.slug)).toEqual(expect.arrayContaining(['legal_entity', 'funding_raised', 'impact_area']));
    expect(fields.find((f) => f.slug === 'funding_raised')!.valueCount).toBeGreaterThan(0);
  });

  it('an administrator creates, updates, archives and restores a field; slugs are unique per target', async () => {
    const field = await create();
    expect(field).toMatchObject({ slug: 'employees', type: 'number', visibility: 'staff', shownInProfile: true, archivedAt: null, valueCount: 0 });
    // The same slug on another target is fine; on the same target it is refused, naming the slug.
    await create({ target: 'user' });
    expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input() })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^slug: /) });
    const updated = (await ok<{ updateCustomField: Field }>(t.app, DEMO, tokens.admin, UPDATE, { id: field._id, input: input({ slug: 'headcount', category: 'Team', target: 'user' }) })).updateCustomField;
    expect(updated).toMatchObject({ slug: 'headcount', category: 'Team', target: 'startup' });
    expect(await fails(t.app, DEMO, tokens.admin, UPDATE, { id: field._id, input: input({ slug: 'legal_entity' }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^slug: /) });
    expect((await ok<{ archiveCustomField: Field }>(t.app, DEMO, tokens.admin, ARCHIVE, { id: field._id })).archiveCustomField.archivedAt).not.toBeNull();
    const active = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup' })).customFields;
    expect(active.map((f) => f._id)).not.toContain(field._id);
    const all = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup', includeArchived: true })).customFields;
    expect(all.map((f) => f._id)).toContain(field._id);
    expect((await ok<{ restoreCustomField: Field }>(t.app, DEMO, tokens.admin, RESTORE, { id: field._id })).restoreCustomField.archivedAt).toBeNull();
  });

  it('refuses bad definitions naming the field, and changes nothing', async () => {
    const before = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup', includeArchived: true })).customFields.length;
    expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input({ slug: 'Bad Slug' }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^slug: /) });
    expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input({ slug: 'range', validations: { min: 10, max: 1 } }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^validations: /) });
    expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input({ slug: 'pick', type: 'select_radio', validations: null, options: [] }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^options: /) });
    expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input({ slug: 'nolabel', label: { en: '  ' } }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^label/) });
    const res = await gql(t.app, DEMO, CREATE, { token: tokens.admin, variables: { input: input({ slug: 'range2', validations: { min: 10, max: 1 } }) } });
    expect((res.body.errors?.[0]?.extensions as { problems: Array<{ code: string }> }).problems[0]!.code).toBe('minAboveMax');
    expect(await fails(t.app, DEMO, tokens.admin, ONE, { id: 'not-a-uuid' })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^id: /) });
    expect((await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup', includeArchived: true })).customFields).toHaveLength(before);
  });

  it('refuses other roles, another tenant, and a tenant whose plan or switch is off', async () => {
    const [field] = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup' })).customFields;
    for (const who of ['staff', 'cofounder', 'mentor']) {
      expect((await fails(t.app, DEMO, tokens[who], CREATE, { input: input({ slug: 'sneaky' }) })).code, who).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], LIST, { target: 'startup' })).code, who).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens[who], ARCHIVE, { id: field!._id })).code, who).toBe('Forbidden');
    }
    // Acme's administrator cannot read or change demo's field: it does not exist there (RLS).
    expect((await fails(t.app, ACME, tokens.acme, ONE, { id: field!._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, UPDATE, { id: field!._id, input: input({ slug: 'stolen' }) })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, VALUES, { target: 'startup', recordId: startupIds['Orbital Labs'] })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, SET, { target: 'startup', recordId: startupIds['Orbital Labs'], values: {} })).code).toBe('NotFound');

    await setFlag(t, 'demo', 'customFieldsEdit', true, false);
    try {
      expect(await fails(t.app, DEMO, tokens.admin, CREATE, { input: input({ slug: 'off' }) })).toMatchObject({ code: 'Forbidden', message: 'Custom field editing is switched off for this organisation.' });
      await setFlag(t, 'demo', 'customFieldsEdit', false, false);
      expect(await fails(t.app, DEMO, tokens.admin, ARCHIVE, { id: field!._id })).toMatchObject({ code: 'Forbidden', message: 'This feature is not available in your selected plan' });
    } finally {
      await setFlag(t, 'demo', 'customFieldsEdit', true, true);
    }
    expect((await ok<{ customField: Field }>(t.app, DEMO, tokens.admin, ONE, { id: field!._id })).customField.archivedAt).toBeNull();
  });

  it('values: hidden fields are absent for a role, a value breaking its rule is refused naming the field, nothing changes', async () => {
    const orbital = startupIds['Orbital Labs']!;
    const staffOnly = await create({ slug: 'runway_months', visibility: 'staff' });
    const members = await create({ slug: 'pitch_line', type: 'text', visibility: 'members', validations: { maxLength: 20 } });
    const everyone = await create({ slug: 'sector', type: 'select_radio', visibility: 'profile', validations: null, options: [{ value: 'a', labels: { en: 'A' } }, { value: 'b', labels: { en: 'B' } }] });

    const admin = await ok<{ setCustomFieldValues: Entry[] }>(t.app, DEMO, tokens.admin, SET, {
      target: 'startup', recordId: orbital, values: { [staffOnly._id]: { numberValue: 14 }, [members._id]: { textValue: 'Telemetry' }, [everyone._id]: { arrayValue: ['a'] } },
    });
    expect(admin.setCustomFieldValues.find((e) => e.field._id === staffOnly._id)!.value).toEqual({ numberValue: 14 });

    // A rule broken: refused with the slug and the validator's FieldError; nothing written.
    const res = await gql(t.app, DEMO, SET, { token: tokens.admin, variables: { target: 'startup', recordId: orbital, values: { [staffOnly._id]: { numberValue: 2.5 }, [members._id]: { textValue: 'A line that is far too long' } } } });
    const error = res.body.errors?.[0] as { message: string; extensions: { code: string; fieldErrors: Record<string, { code: string; slug: string }> } };
    expect(error.extensions.code).toBe('ValidationError');
    expect(error.message).toContain('values.runway_months: ');
    expect(error.message).toContain('values.pitch_line: ');
    expect(error.extensions.fieldErrors[staffOnly._id]).toMatchObject({ code: 'notInteger', slug: 'runway_months' });
    expect(error.extensions.fieldErrors[members._id]).toMatchObject({ code: 'tooLong' });
    expect(await fails(t.app, DEMO, tokens.admin, SET, { target: 'startup', recordId: orbital, values: { [everyone._id]: { arrayValue: ['zzz'] } } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('values.sector') });
    expect(await fails(t.app, DEMO, tokens.admin, SET, { target: 'startup', recordId: orbital, values: { [staffOnly._id]: { numberValue: 'many' } } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('values.') });
    expect((await values('admin', orbital)).find((e) => e.field._id === members._id)!.value).toEqual({ textValue: 'Telemetry' });

    // The co-founder (one of its people) sees members and profile fields — the staff-only one is absent from the answer.
    const seen = await values('cofounder', orbital);
    expect(seen.map((e) => e.field._id)).toEqual(expect.arrayContaining([members._id, everyone._id]));
    expect(seen.map((e) => e.field._id)).not.toContain(staffOnly._id);
    expect(seen.map((e) => e.field.visibility)).not.toContain('staff');
    expect(seen.every((e) => e.viewerCanEdit)).toBe(true);
    // … edits what it sees, and cannot write (or probe) the hidden one.
    await ok(t.app, DEMO, tokens.cofounder, SET, { target: 'startup', recordId: orbital, values: { [members._id]: { textValue: 'Farm telemetry' } } });
    expect(await fails(t.app, DEMO, tokens.cofounder, SET, { target: 'startup', recordId: orbital, values: { [staffOnly._id]: { numberValue: 1 } } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining(`values.${staffOnly._id}: This field does not exist or you cannot see it.`) });
    expect((await values('admin', orbital)).find((e) => e.field._id === staffOnly._id)!.value).toEqual({ numberValue: 14 });

    // The assigned mentor sees only what everyone who sees the profile sees, and may not write.
    const mentorSees = await values('mentor', orbital);
    expect(mentorSees.map((e) => e.field.visibility)).toEqual(mentorSees.map(() => 'profile'));
    expect(mentorSees.map((e) => e.field._id)).toContain(everyone._id);
    expect(mentorSees.every((e) => !e.viewerCanEdit)).toBe(true);
    expect((await fails(t.app, DEMO, tokens.mentor, SET, { target: 'startup', recordId: orbital, values: { [everyone._id]: { arrayValue: ['b'] } } })).code).toBe('Forbidden');
    // Another startup's founder does not see Orbital Labs at all.
    expect((await fails(t.app, DEMO, tokens.founder, VALUES, { target: 'startup', recordId: orbital })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.founder, SET, { target: 'startup', recordId: orbital, values: { [everyone._id]: { arrayValue: ['b'] } } })).code).toBe('NotFound');

    // An empty value clears it; a field with values keeps its type.
    await ok(t.app, DEMO, tokens.admin, SET, { target: 'startup', recordId: orbital, values: { [everyone._id]: null } });
    expect((await values('admin', orbital)).find((e) => e.field._id === everyone._id)!.value).toBeNull();
    expect(await fails(t.app, DEMO, tokens.admin, UPDATE, { id: staffOnly._id, input: input({ slug: 'runway_months', type: 'text', validations: null }) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^type: /) });
    // An archived field is absent from the values and cannot be written.
    await ok(t.app, DEMO, tokens.admin, ARCHIVE, { id: members._id });
    expect((await values('cofounder', orbital)).map((e) => e.field._id)).not.toContain(members._id);
    expect((await fails(t.app, DEMO, tokens.cofounder, SET, { target: 'startup', recordId: orbital, values: { [members._id]: { textValue: 'x' } } })).code).toBe('ValidationError');
    // Bad record ids and targets are named.
    expect(await fails(t.app, DEMO, tokens.admin, VALUES, { target: 'startup', recordId: 'nope' })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^recordId: /) });
    // A startup's id is no application (application values: application-values.int.test.ts, D-360).
    expect((await fails(t.app, DEMO, tokens.admin, VALUES, { target: 'application', recordId: orbital })).code).toBe('NotFound');
  });

  it('user fields: the user edits their own; others see only what visibility allows', async () => {
    const shared = await create({ target: 'user', slug: 'languages_spoken', type: 'text', visibility: 'profile', validations: null });
    const own = await create({ target: 'user', slug: 'dietary_needs', type: 'text', visibility: 'members', validations: null });
    const me = userIds.cofounder!;
    await ok(t.app, DEMO, tokens.cofounder, SET, { target: 'user', recordId: me, values: { [shared._id]: { textValue: 'English, Swahili' }, [own._id]: { textValue: 'Vegetarian' } } });
    const mentorView = await values('mentor', me, 'user');
    expect(mentorView.map((e) => e.field._id)).toContain(shared._id);
    expect(mentorView.map((e) => e.field._id)).not.toContain(own._id);
    expect((await fails(t.app, DEMO, tokens.mentor, SET, { target: 'user', recordId: me, values: { [shared._id]: { textValue: 'x' } } })).code).toBe('Forbidden');
    expect((await values('staff', me, 'user')).find((e) => e.field._id === own._id)!.value).toEqual({ textValue: 'Vegetarian' });
  });

  it('the profile template: order, groups and shown/hidden; every field exactly once', async () => {
    const fields = (await ok<{ customFields: Field[] }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup', includeArchived: true })).customFields;
    const reversed = [...fields].reverse().map((f, i) => ({ fieldId: f._id, category: i === 0 ? 'First group' : f.category, shownInProfile: i !== 1 }));
    const arranged = (await ok<{ arrangeCustomFields: Field[] }>(t.app, DEMO, tokens.admin, ARRANGE, { target: 'startup', items: reversed })).arrangeCustomFields;
    expect(arranged.map((f) => f._id)).toEqual(reversed.map((i) => i.fieldId));
    expect(arranged[0]!.category).toBe('First group');
    expect(arranged[1]!.shownInProfile).toBe(false);
    expect(await fails(t.app, DEMO, tokens.admin, ARRANGE, { target: 'startup', items: reversed.slice(1) })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^items: /) });
    expect((await fails(t.app, DEMO, tokens.staff, ARRANGE, { target: 'startup', items: reversed })).code).toBe('Forbidden');
  });

  it('the portfolio export has a column per startup field, by slug, as the requester may see it', async () => {
    const EXPORT = 'mutation E($format: ExportFormat!) { exportPortfolio(format: $format) { id } }';
    const JOB = 'query J($id: ID!) { exportJob(id: $id) { state url } }';
    const csvOf = async (who: string): Promise<string> => {
      const { id } = (await ok<{ exportPortfolio: { id: string } }>(t.app, DEMO, tokens[who], EXPORT, { format: 'csv' })).exportPortfolio;
      for (let i = 0; i < 100; i++) {
        const job = (await ok<{ exportJob: { state: string; url: string | null } }>(t.app, DEMO, tokens[who], JOB, { id })).exportJob;
        if (job.state === 'completed') return (await t.app.inject({ method: 'GET', url: job.url!, headers: { host: DEMO, authorization: `Bearer ${tokens[who]}` } })).body;
        if (job.state !== 'queued' && job.state !== 'in_progress' && job.state !== 'in progress') throw new Error(`export ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('export did not finish');
    };
    const staffCsv = await csvOf('staff');
    const header = staffCsv.split(/\r?\n/)[0]!;
    expect(header).toContain('legal_entity');
    expect(header).toContain('funding_raised');
    expect(header).toContain('impact_area');
    expect(staffCsv).toMatch(/Orbital Labs/);
  });

  it('the portfolio export in XLSX has the same columns by slug, with the values in them', async () => {
    const EXPORT = 'mutation E($format: ExportFormat!) { exportPortfolio(format: $format) { id } }';
    const JOB = 'query J($id: ID!) { exportJob(id: $id) { state url fileName } }';
    const { id } = (await ok<{ exportPortfolio: { id: string } }>(t.app, DEMO, tokens.staff, EXPORT, { format: 'xlsx' })).exportPortfolio;
    let job: { state: string; url: string | null; fileName: string | null } | undefined;
    for (let i = 0; i < 100 && job?.state !== 'completed'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await ok<{ exportJob: { state: string; url: string | null; fileName: string | null } }>(t.app, DEMO, tokens.staff, JOB, { id })).exportJob;
    }
    expect(job).toMatchObject({ state: 'completed', fileName: expect.stringMatching(/\.xlsx$/) });
    const res = await t.app.inject({ method: 'GET', url: job!.url!, headers: { host: DEMO, authorization: `Bearer ${tokens.staff}` } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
    for (const slug of ['legal_entity', 'funding_raised', 'impact_area']) expect(header, slug).toContain(slug);
    // A value under its column: some startup of the seed has a legal entity (the seed fills the three fields).
    const column = header.indexOf('legal_entity');
    const values: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) values.push(String(row.getCell(column).value ?? ''));
    });
    expect(values.some((v) => v.length > 0)).toBe(true);
  });

  it('a form’s custom_field questions write through to the values on submit, and start from them (prefill)', async () => {
    const fields = (await ok<{ customFields: Array<Field & { options: unknown }> }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup' })).customFields;
    const entity = fields.find((f) => f.slug === 'legal_entity')!;
    const funding = fields.find((f) => f.slug === 'funding_raised')!;
    const motto = await create({ target: 'user', slug: 'motto', type: 'text', visibility: 'profile', validations: { maxLength: 30 } });
    const form = await createPublished(t.app, DEMO, tokens.admin!, 'Profile refresh', {
      languages: ['en'],
      questions: [
        { id: 'entity', type: 'custom_field', label: { en: 'Legal entity' }, options: entity.options as never, validations: { customFieldId: entity._id } },
        { id: 'funding', type: 'custom_field', label: { en: 'Funding' }, validations: { customFieldId: funding._id, min: 0 } },
        { id: 'motto', type: 'custom_field', label: { en: 'Motto' }, validations: { customFieldId: motto._id } },
      ],
    });
    const orbital = startupIds['Orbital Labs']!;
    const PREFILL = 'query P($formId: ID!, $startupId: ID) { form(id: $formId) { latestVersion { customFieldPrefill(startupId: $startupId) } } }';
    const prefill = async (who: string) => (await ok<{ form: { latestVersion: { customFieldPrefill: Record<string, unknown> } } }>(t.app, DEMO, tokens[who], PREFILL, { formId: form._id, startupId: orbital })).form.latestVersion.customFieldPrefill;
    // The co-founder starts from the values they see: the legal entity, not the staff-only funding.
    const before = await prefill('cofounder');
    expect(Object.keys(before)).not.toContain('funding');
    expect((await prefill('admin')).funding).toEqual((await values('admin', orbital)).find((e) => e.field._id === funding._id)!.value);

    await ok(t.app, DEMO, tokens.cofounder, SUBMIT, { formId: form._id, startupId: orbital, answers: { entity: { arrayValue: ['nonprofit'] }, funding: { numberValue: 1 }, motto: { textValue: 'Look up' } } });
    const after = await values('admin', orbital);
    expect(after.find((e) => e.field._id === entity._id)!.value).toEqual({ arrayValue: ['nonprofit'] });
    // The staff-only field is not the co-founder's to write: the answer stays in the submission only.
    expect(after.find((e) => e.field._id === funding._id)!.value).not.toEqual({ numberValue: 1 });
    expect((await values('mentor', userIds.cofounder!, 'user')).find((e) => e.field._id === motto._id)!.value).toEqual({ textValue: 'Look up' });
    expect((await prefill('cofounder')).entity).toEqual({ arrayValue: ['nonprofit'] });
    // A value breaking the field's own rule is refused with the field named; nothing is stored.
    expect(await fails(t.app, DEMO, tokens.cofounder, SUBMIT, { formId: form._id, startupId: orbital, answers: { entity: { arrayValue: ['sas'] }, motto: { textValue: 'x'.repeat(31) } } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('values.motto') });
    expect((await values('admin', orbital)).find((e) => e.field._id === entity._id)!.value).toEqual({ arrayValue: ['nonprofit'] });
  });

  it('a survey starts from the custom fields its recipient sees (Survey.customFieldPrefill)', async () => {
    const fields = (await ok<{ customFields: Array<Field & { options: unknown }> }>(t.app, DEMO, tokens.admin, LIST, { target: 'startup' })).customFields;
    const entity = fields.find((f) => f.slug === 'legal_entity')!;
    const funding = fields.find((f) => f.slug === 'funding_raised')!;
    const definition = {
      languages: ['en'],
      questions: [
        { id: 'entity', type: 'custom_field', label: { en: 'Legal entity' }, options: entity.options as never, validations: { customFieldId: entity._id } },
        { id: 'funding', type: 'custom_field', label: { en: 'Funding' }, validations: { customFieldId: funding._id, min: 0 } },
      ],
    };
    const { createForm } = await ok<{ createForm: { _id: string } }>(t.app, DEMO, tokens.admin, CREATE_FORM, { input: { kind: 'feedback', name: 'Profile check survey', definition } });
    await ok(t.app, DEMO, tokens.admin, PUBLISH, { formId: createForm._id });
    const orbital = startupIds['Orbital Labs']!;
    const { sendFeedbackRequest } = await ok<{ sendFeedbackRequest: RequestResult }>(t.app, DEMO, tokens.admin, SEND, { input: { formId: createForm._id, dueDate: dayFromNow(5), startupIds: [orbital] } });
    const recipient = sendFeedbackRequest.recipients.find((r) => r.user?.email === 'cofounder@demo.test')!;
    const PREFILL = 'query P($id: ID!) { survey(id: $id) { customFieldPrefill } }';
    const { survey } = await ok<{ survey: { customFieldPrefill: Record<string, unknown> } }>(t.app, DEMO, tokens.cofounder, PREFILL, { id: recipient._id });
    // The legal entity held for the startup, as the co-founder sees it; never the staff-only funding.
    const held = (await values('cofounder', orbital)).find((e) => e.field._id === entity._id)!.value;
    expect(survey.customFieldPrefill.entity).toEqual(held);
    expect(Object.keys(survey.customFieldPrefill)).not.toContain('funding');
    // Someone else's survey is not found.
    expect((await fails(t.app, DEMO, tokens.founder, PREFILL, { id: recipient._id })).code).toBe('NotFound');
  });
});
