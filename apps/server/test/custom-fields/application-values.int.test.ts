/**
 * Issue 15 item 7, the last gap (D-360): custom fields of applications hold values. Staff write and read them; another
 * tenant and people who do not reach the application are refused as if it did not exist; the applicant sees the
 * `members` and `profile` fields, an assigned evaluator only `profile` ones, and none at all under blind review
 * (anonymityApplications); a value breaking its rule is refused naming the field; the intake's custom_field questions
 * store the applicant's answers as the application's values on submit (the applicant may edit them only while a draft).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { funnelRounds, funnels } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { setFlag } from '../support/flags.js';
import { post } from '../support/identity.js';
import { createPublished } from '../forms/support.js';
import { ASSIGN, insertApplication, openCall, userId, type AssignResult } from '../applications/review-support.js';

const t = useTestApp();

const CREATE = 'mutation C($input: CustomFieldInput!) { createCustomField(input: $input) { _id slug } }';
const VALUES = 'query V($recordId: ID!) { customFieldValues(target: application, recordId: $recordId) { field { _id slug visibility } value viewerCanEdit } }';
const SET = 'mutation S($recordId: ID!, $values: JSON!) { setCustomFieldValues(target: application, recordId: $recordId, values: $values) { field { _id slug } value viewerCanEdit } }';

interface Entry {
  field: { _id: string; slug: string; visibility?: string };
  value: Record<string, unknown> | null;
  viewerCanEdit: boolean;
}

const tokens: Record<string, string> = {};
const fields: Record<string, string> = {};
let applicationId = '';

const values = async (who: string, recordId = applicationId) => (await ok<{ customFieldValues: Entry[] }>(t.app, DEMO, tokens[who], VALUES, { recordId })).customFieldValues;
const slugs = (entries: Entry[]) => entries.map((e) => e.field.slug).sort();
const create = async (slug: string, visibility: string, over: Record<string, unknown> = {}) => {
  const { createCustomField } = await ok<{ createCustomField: { _id: string } }>(t.app, DEMO, tokens.admin, CREATE, {
    input: { target: 'application', slug, type: 'text', label: { en: slug }, visibility, ...over },
  });
  fields[slug] = createCustomField._id;
};

beforeAll(async () => {
  for (const who of ['admin', 'cofounder', 'founder', 'evaluator']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
  await create('sector', 'profile');
  await create('referral', 'members');
  await create('screening_note', 'staff');
  await create('team_size_declared', 'profile', { type: 'number', validations: { min: 1, integer: true } });
  const call = await openCall(t);
  applicationId = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'cofounder@demo.test', title: 'Orbital Labs', startupName: 'Orbital Labs' });
  const evaluatorId = await userId(t, 'evaluator@demo.test');
  await ok<AssignResult>(t.app, DEMO, tokens.admin, ASSIGN, { roundId: call.screening, applicationIds: [applicationId], method: 'manual', evaluatorIds: [evaluatorId] });
});

describe('application values of custom fields (D-360)', () => {
  it('staff write and read them; a value is kept until cleared', async () => {
    const written = (
      await ok<{ setCustomFieldValues: Entry[] }>(t.app, DEMO, tokens.admin, SET, {
        recordId: applicationId,
        values: { [fields.sector!]: { textValue: 'Water' }, [fields.referral!]: { textValue: 'A mentor' }, [fields.screening_note!]: { textValue: 'Strong team' }, [fields.team_size_declared!]: { numberValue: 4 } },
      })
    ).setCustomFieldValues;
    expect(written.find((e) => e.field.slug === 'sector')).toMatchObject({ value: { textValue: 'Water' }, viewerCanEdit: true });
    const read = await values('admin');
    expect(slugs(read)).toEqual(['referral', 'screening_note', 'sector', 'team_size_declared']);
    expect(read.find((e) => e.field.slug === 'screening_note')!.value).toEqual({ textValue: 'Strong team' });
    await ok(t.app, DEMO, tokens.admin, SET, { recordId: applicationId, values: { [fields.referral!]: null } });
    expect((await values('admin')).find((e) => e.field.slug === 'referral')!.value).toBeNull();
    await ok(t.app, DEMO, tokens.admin, SET, { recordId: applicationId, values: { [fields.referral!]: { textValue: 'A mentor' } } });
  });

  it('the applications export carries each application field as a column by slug (issue 15 item 7: reused in reports)', async () => {
    const EXPORT = 'mutation E($ids: [ID!], $format: ExportFormat!) { exportApplications(applicationIds: $ids, format: $format) { id } }';
    const JOB = 'query J($id: ID!) { exportJob(id: $id) { state url rowCount } }';
    const { exportApplications } = await ok<{ exportApplications: { id: string } }>(t.app, DEMO, tokens.admin, EXPORT, { ids: [applicationId], format: 'csv' });
    let job: { state: string; url: string | null; rowCount: number | null } = { state: 'queued', url: null, rowCount: null };
    for (let i = 0; i < 100 && job.state !== 'completed' && job.state !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await ok<{ exportJob: typeof job }>(t.app, DEMO, tokens.admin, JOB, { id: exportApplications.id })).exportJob;
    }
    expect(job).toMatchObject({ state: 'completed', rowCount: 1 });
    const file = await t.app.inject({ method: 'GET', url: job.url!, headers: { host: DEMO, authorization: `Bearer ${tokens.admin}` } });
    expect(file.statusCode).toBe(200);
    const [header, row] = file.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const columns = header!.split(',');
    for (const slug of ['sector', 'referral', 'screening_note', 'team_size_declared']) expect(columns).toContain(slug);
    const cells = row!.split(',');
    expect(cells[columns.indexOf('sector')]).toBe('Water');
    expect(cells[columns.indexOf('screening_note')]).toBe('Strong team');
    expect(cells[columns.indexOf('team_size_declared')]).toBe('4');
  });

  it('bad input is refused naming the field, and changes nothing', async () => {
    expect(await fails(t.app, DEMO, tokens.admin, SET, { recordId: applicationId, values: { [fields.team_size_declared!]: { numberValue: 0 }, [fields.sector!]: { textValue: 'Energy' } } })).toMatchObject({
      code: 'ValidationError',
      message: expect.stringContaining('values.team_size_declared: '),
    });
    expect((await values('admin')).find((e) => e.field.slug === 'sector')!.value).toEqual({ textValue: 'Water' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await fails(t.app, DEMO, tokens.admin, SET, { recordId: applicationId, values: { [unknown]: { textValue: 'x' } } })).toMatchObject({ code: 'ValidationError', message: `values.${unknown}: This field does not exist or you cannot see it.` });
    expect(await fails(t.app, DEMO, tokens.admin, VALUES, { recordId: 'nope' })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^recordId: /) });
  });

  it("another tenant's administrator and people who do not reach the application are refused as if it did not exist", async () => {
    expect((await fails(t.app, ACME, tokens.acme, VALUES, { recordId: applicationId })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, tokens.acme, SET, { recordId: applicationId, values: {} })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.founder, VALUES, { recordId: applicationId })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, tokens.founder, SET, { recordId: applicationId, values: { [fields.sector!]: { textValue: 'x' } } })).code).toBe('NotFound');
  });

  it('the applicant sees members and profile fields; an evaluator only profile ones; neither may change a submitted application', async () => {
    const mine = await values('cofounder');
    expect(slugs(mine)).toEqual(['referral', 'sector', 'team_size_declared']);
    expect(mine.every((e) => !e.viewerCanEdit)).toBe(true);
    expect((await fails(t.app, DEMO, tokens.cofounder, SET, { recordId: applicationId, values: { [fields.sector!]: { textValue: 'Solar' } } })).code).toBe('Forbidden');
    // A field the viewer may not see cannot even be probed.
    expect(await fails(t.app, DEMO, tokens.cofounder, SET, { recordId: applicationId, values: { [fields.screening_note!]: { textValue: 'x' } } })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^values\./) });

    const evaluated = await values('evaluator');
    expect(slugs(evaluated)).toEqual(['sector', 'team_size_declared']);
    expect(evaluated.every((e) => !e.viewerCanEdit)).toBe(true);
    expect((await fails(t.app, DEMO, tokens.evaluator, SET, { recordId: applicationId, values: { [fields.sector!]: { textValue: 'x' } } })).code).toBe('Forbidden');
  });

  it('under blind review an external evaluator sees no field of the application; staff and the applicant still do', async () => {
    await setFlag(t, 'demo', 'anonymityApplications', true, true);
    try {
      expect(await values('evaluator')).toEqual([]);
      expect(await fails(t.app, DEMO, tokens.evaluator, SET, { recordId: applicationId, values: { [fields.sector!]: { textValue: 'x' } } })).toMatchObject({ code: 'ValidationError', message: expect.stringMatching(/^values\./) });
      expect(slugs(await values('admin'))).toHaveLength(4);
      expect(slugs(await values('cofounder'))).toEqual(['referral', 'sector', 'team_size_declared']);
    } finally {
      await setFlag(t, 'demo', 'anonymityApplications', false, false);
    }
    expect(slugs(await values('evaluator'))).toEqual(['sector', 'team_size_declared']);
  });

  it("the intake's custom_field questions store the applicant's answers as the application's values on submit", async () => {
    await create('how_heard', 'members', { validations: { maxLength: 40 } });
    const form = await createPublished(t.app, DEMO, tokens.admin!, 'Intake with application fields', {
      languages: ['en'],
      questions: [
        { id: 'company', type: 'text', label: { en: 'Company name' }, required: true },
        { id: 'heard', type: 'custom_field', label: { en: 'How did you hear of us?' }, validations: { customFieldId: fields.how_heard!, maxLength: 40 } },
        { id: 'note', type: 'custom_field', label: { en: 'Note to staff' }, validations: { customFieldId: fields.screening_note! } },
      ],
    });
    const incubatorId = t.incubatorIds.demo!;
    const funnelId = await t.db.tenant(incubatorId, async (tx) => {
      const [seeded] = await tx.select().from(funnels).where(eq(funnels.slug, 'winter-2027'));
      const now = Date.now();
      const [funnel] = await tx
        .insert(funnels)
        .values({ incubatorId, programId: seeded!.programId, name: 'Fields call', slug: 'fields-call', category: 'startup', intakeFormId: form._id, opensAt: new Date(now - 86_400_000), closesAt: new Date(now + 86_400_000 * 30), reapplyRule: 'after_rejection', status: 'published', publishedAt: new Date(now - 86_400_000), createdBy: seeded!.createdBy })
        .returning({ id: funnels.id });
      await tx.insert(funnelRounds).values({ incubatorId, funnelId: funnel!.id, position: 0, name: 'Screening', kind: 'evaluation' });
      return funnel!.id;
    });
    const email = `fields-${Date.now()}@example.test`;
    const signup = await post(t.app, DEMO, '/api/users/signup', { firstName: 'Ines', lastName: 'Fields', email, password: 'Nebula-Orchard-58' });
    expect(signup.statusCode).toBe(200);
    const applicant = (JSON.parse(signup.body) as { token: string }).token;
    const { startApplication } = await ok<{ startApplication: { _id: string } }>(t.app, DEMO, applicant, 'mutation S($f: ID!) { startApplication(funnelId: $f) { _id } }', { f: funnelId });
    // While it is their open draft the applicant may set the fields they see themselves, not a staff-only one.
    const draft = (await ok<{ setCustomFieldValues: Entry[] }>(t.app, DEMO, applicant, SET, { recordId: startApplication._id, values: { [fields.how_heard!]: { textValue: 'A friend' } } })).setCustomFieldValues;
    expect(draft.find((e) => e.field.slug === 'how_heard')).toMatchObject({ value: { textValue: 'A friend' }, viewerCanEdit: true });
    expect(draft.map((e) => e.field.slug)).not.toContain('screening_note');
    const SUBMIT = 'mutation S($id: ID!, $answers: JSON!) { submitApplication(applicationId: $id, answers: $answers) { _id status } }';
    // A value breaking the field's own rule refuses the submit naming the field; the application stays a draft.
    const tooLong = { company: { textValue: 'Rainworks' }, heard: { textValue: 'x'.repeat(41) } };
    expect((await fails(t.app, DEMO, applicant, SUBMIT, { id: startApplication._id, answers: tooLong })).code).toBe('ValidationError');
    await ok(t.app, DEMO, applicant, SUBMIT, { id: startApplication._id, answers: { company: { textValue: 'Rainworks' }, heard: { textValue: 'A podcast' }, note: { textValue: 'Please call' } } });

    const staffView = await values('admin', startApplication._id);
    expect(staffView.find((e) => e.field.slug === 'how_heard')!.value).toEqual({ textValue: 'A podcast' });
    // The staff-only field is not the applicant's to write (D-213): the answer stays in the submission only.
    expect(staffView.find((e) => e.field.slug === 'screening_note')!.value).toBeNull();
    const own = (await ok<{ customFieldValues: Entry[] }>(t.app, DEMO, applicant, VALUES, { recordId: startApplication._id })).customFieldValues;
    expect(own.find((e) => e.field.slug === 'how_heard')).toMatchObject({ value: { textValue: 'A podcast' }, viewerCanEdit: false });
  });
});
