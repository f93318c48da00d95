/**
 * Issue 15 item 4 (API): answering a form — save as you go (partial validation), submit (full validation on the
 * server, hidden answers pruned), the version kept, files of answers on the attachment store with the question's
 * rules at upload, the responses table for staff, the export and the PDF of one answer.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import {
  ARCHIVE,
  createPublished,
  EXPORT,
  EXPORT_JOB,
  intakeDefinition,
  MINE,
  PUBLISH,
  RESPONSES,
  SAVE,
  SUBMISSION,
  SUBMIT,
  UPDATE,
  upload,
  CREATE,
  type FormResult,
  type SubmissionResult,
} from './support.js';

const t = useTestApp();

const ANSWER_LIST =
  'query A($id: ID!, $language: String) { formSubmission(id: $id) { answerList(language: $language) { _id questionId questionType label textValue numberValue arrayValue text formId createdBy { _id } } } }';
const MINE_FILES = 'query M($formId: ID!) { mySubmission(formId: $formId) { _id files { _id name size questionId } } }';

const IDEA = { company: { textValue: 'Acme Rockets' }, stage: { arrayValue: ['idea'] } };

describe('answering a form', () => {
  it('saves a draft as you go, then submits it: hidden answers pruned, the version kept after a new publish', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Answer me');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');

    // A draft is checked only for what is written: the missing required answers are fine for now.
    const draft = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, cofounder, SAVE, { formId: form._id, answers: { company: { textValue: 'Acme' } } })).saveFormDraftAnswers;
    expect(draft).toMatchObject({ status: 'draft', version: { number: 1 }, submittedAt: null, downloadKey: null, anonymous: false });
    const again = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, cofounder, SAVE, { formId: form._id, answers: { company: { textValue: 'Acme Rockets' } } })).saveFormDraftAnswers;
    expect(again._id).toBe(draft._id);
    expect((await ok<{ mySubmission: SubmissionResult }>(t.app, DEMO, cofounder, MINE, { formId: form._id })).mySubmission).toMatchObject({ _id: draft._id, answers: { company: { textValue: 'Acme Rockets' } } });

    // Version 2 is published while the draft is open: the draft still answers version 1.
    await ok(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { definition: intakeDefinition([{ id: 'v2only', type: 'text', label: { en: 'New in 2' } }]) } });
    await ok(t.app, DEMO, admin, PUBLISH, { formId: form._id });

    // The hidden revenue answer (stage is "idea") is dropped, not refused.
    const submitted = (await ok<{ submitForm: SubmissionResult }>(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, mrr: { numberValue: 5000 } } })).submitForm;
    expect(submitted).toMatchObject({ _id: draft._id, status: 'submitted', version: { number: 1 } });
    expect(submitted.answers).toEqual({ company: { textValue: 'Acme Rockets' }, stage: { arrayValue: ['idea'] } });
    expect(submitted.downloadUrl).toBe(`/api/forms/download/${submitted.downloadKey}`);

    // A new answer answers the latest version.
    const second = (await ok<{ submitForm: SubmissionResult }>(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: IDEA })).submitForm;
    expect(second.version.number).toBe(2);
    expect(second._id).not.toBe(submitted._id);
    expect((await ok<{ formSubmission: SubmissionResult }>(t.app, DEMO, cofounder, SUBMISSION, { id: submitted._id })).formSubmission.version.number).toBe(1);
  });

  it('refuses answers breaking a rule, naming the questions with their field errors, and stores nothing', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Strict form');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const res = await gql(t.app, DEMO, SUBMIT, { token: cofounder, variables: { formId: form._id, answers: { company: { textValue: 'x'.repeat(51) }, stage: { arrayValue: ['revenue'] } } } });
    const error = res.body.errors?.[0] as { message: string; extensions: { code: string; fieldErrors: Record<string, { code: string }> } };
    expect(error.extensions.code).toBe('ValidationError');
    expect(error.message).toMatch(/^answers: Some answers break the rules of their questions\. \(/);
    // The revenue question is shown (stage is "revenue") and required; the company name is too long.
    expect(error.extensions.fieldErrors).toMatchObject({ company: { code: 'tooLong' }, mrr: { code: 'required' } });
    const bad = await fails(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, stage: { arrayValue: ['nope'] } } });
    expect(bad.code).toBe('ValidationError');
    const shape = await fails(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { company: { textValue: 42 } } });
    expect(shape.message).toMatch(/^answers\.company\.textValue: /);
    // A draft refuses what is written wrongly too (a too-long name), not what is missing.
    expect((await fails(t.app, DEMO, cofounder, SAVE, { formId: form._id, answers: { company: { textValue: 'x'.repeat(51) } } })).code).toBe('ValidationError');
    expect((await ok<{ mySubmission: SubmissionResult | null }>(t.app, DEMO, cofounder, MINE, { formId: form._id })).mySubmission).toBeNull();
  });

  it('refuses answers to a form never published, an archived form, or another tenant’s form', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const { createForm: unpublished } = await ok<{ createForm: FormResult }>(t.app, DEMO, admin, CREATE, { input: { kind: 'intake', name: 'Not yet', definition: intakeDefinition() } });
    expect(await fails(t.app, DEMO, cofounder, SUBMIT, { formId: unpublished._id, answers: IDEA })).toMatchObject({ code: 'ValidationError', message: 'formId: This form is not published, so it cannot be answered.' });
    expect((await fails(t.app, DEMO, cofounder, SAVE, { formId: unpublished._id, answers: IDEA })).code).toBe('ValidationError');

    const archived = await createPublished(t.app, DEMO, admin, 'Closed');
    const draft = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, cofounder, SAVE, { formId: archived._id, answers: IDEA })).saveFormDraftAnswers;
    await ok(t.app, DEMO, admin, ARCHIVE, { formId: archived._id });
    expect(await fails(t.app, DEMO, cofounder, SUBMIT, { formId: archived._id, answers: IDEA })).toMatchObject({ code: 'ValidationError', message: 'formId: This form is archived, so it cannot be answered or changed.' });
    expect((await ok<{ formSubmission: SubmissionResult }>(t.app, DEMO, cofounder, SUBMISSION, { id: draft._id })).formSubmission.status).toBe('draft');

    const open = await createPublished(t.app, DEMO, admin, 'Demo only');
    const acme = await login(t.app, ACME, 'cofounder@acme.test');
    expect((await fails(t.app, ACME, acme, SUBMIT, { formId: open._id, answers: IDEA })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, SAVE, { formId: open._id, answers: IDEA })).code).toBe('NotFound');
    expect((await gql(t.app, DEMO, SUBMIT, { variables: { formId: open._id, answers: IDEA } })).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    // A startup the respondent does not see is refused.
    const { startups } = await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, admin, '{ startups(limit: 100) { results { _id name } } }');
    const notTheirs = startups.results.find((s) => s.name === 'Solo Robotics')!._id;
    expect(await fails(t.app, DEMO, cofounder, SUBMIT, { formId: open._id, answers: IDEA, startupId: notTheirs })).toMatchObject({ code: 'ValidationError', message: 'startupId: This startup does not exist or you cannot see it.' });
  });
});

describe('files of answers', () => {
  it('checks the question’s type and size at upload, and a submitted file must belong to that question of this answer', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'With a deck');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const draft = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, cofounder, SAVE, { formId: form._id, answers: IDEA })).saveFormDraftAnswers;
    const ref = (question: string) => `referenceType=formAnswer&referenceId=${draft._id}:${question}`;

    const wrongType = await upload(t.app, DEMO, cofounder, ref('deck'), 'deck.png', 'image/png', Buffer.from('not a pdf'));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error: 'ValidationError', message: 'file: This type of file is not accepted here. (pdf)' });
    const tooLarge = await upload(t.app, DEMO, cofounder, ref('deck'), 'deck.pdf', 'application/pdf', Buffer.alloc(1001, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: 'PayloadTooLarge', message: 'file: The file is larger than this question allows.' });
    const notFile = await upload(t.app, DEMO, cofounder, ref('company'), 'deck.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect(notFile.json()).toMatchObject({ error: 'ValidationError', message: 'referenceId: This question does not take files.' });
    // Someone else cannot attach files to this answer.
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    expect((await upload(t.app, DEMO, mentor, ref('deck'), 'deck.pdf', 'application/pdf', Buffer.from('%PDF-1.4'))).statusCode).toBe(404);

    const good = await upload(t.app, DEMO, cofounder, ref('deck'), 'deck.pdf', 'application/pdf', Buffer.from('%PDF-1.4 tiny'));
    expect(good.statusCode).toBe(201);
    const fileId = (good.json() as { _id: string })._id;
    const other = await upload(t.app, DEMO, admin, 'purpose=attachment', 'loose.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    const looseId = (other.json() as { _id: string })._id;
    expect(await fails(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, deck: { arrayValue: [looseId] } } })).toMatchObject({ code: 'ValidationError', message: 'answers.deck: This file was not uploaded to this answer.' });
    // A file uploaded to another respondent's answer of the same question is not this answer's file.
    const adminDraft = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, admin, SAVE, { formId: form._id, answers: IDEA })).saveFormDraftAnswers;
    const theirs = await upload(t.app, DEMO, admin, `referenceType=formAnswer&referenceId=${adminDraft._id}:deck`, 'theirs.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    expect(theirs.statusCode).toBe(201);
    const theirId = (theirs.json() as { _id: string })._id;
    expect(await fails(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, deck: { arrayValue: [theirId] } } })).toMatchObject({ code: 'ValidationError', message: 'answers.deck: This file was not uploaded to this answer.' });
    // The draft lists its files by name (the signed-in page shows them, with remove).
    const mine = (await ok<{ mySubmission: { _id: string; files: Array<{ _id: string; name: string; size: number; questionId: string }> } }>(t.app, DEMO, cofounder, MINE_FILES, { formId: form._id })).mySubmission;
    expect(mine).toEqual({ _id: draft._id, files: [{ _id: fileId, name: 'deck.pdf', size: 13, questionId: 'deck' }] });
    const submitted = (await ok<{ submitForm: SubmissionResult }>(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, deck: { arrayValue: [fileId] } } })).submitForm;
    expect(submitted.answers.deck).toEqual({ arrayValue: [fileId] });
    // The spec's Answer entity (ENT-43, D-223): one per answered question, typed values, readable text, form and respondent.
    const list = (await ok<{ formSubmission: { answerList: unknown[] } }>(t.app, DEMO, admin, ANSWER_LIST, { id: submitted._id, language: 'ar' })).formSubmission.answerList;
    const respondent = { _id: submitted.respondent!._id };
    const entry = { formId: form._id, createdBy: respondent, textValue: null, numberValue: null, arrayValue: null };
    expect(list).toEqual([
      { ...entry, _id: `${submitted._id}:company`, questionId: 'company', questionType: 'text', label: 'اسم الشركة', textValue: 'Acme Rockets', text: 'Acme Rockets' },
      { ...entry, _id: `${submitted._id}:stage`, questionId: 'stage', questionType: 'select_radio', label: 'Stage', arrayValue: ['idea'], text: 'Idea' },
      { ...entry, _id: `${submitted._id}:deck`, questionId: 'deck', questionType: 'file', label: 'Pitch deck', arrayValue: [fileId], text: 'deck.pdf' },
    ]);
    // Another member reads no one else's answers; another tenant's host knows no such submission.
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'founder@demo.test'), ANSWER_LIST, { id: submitted._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), ANSWER_LIST, { id: submitted._id })).code).toBe('NotFound');
    // Submitted: the respondent can no longer add files to it.
    expect((await upload(t.app, DEMO, cofounder, ref('deck'), 'more.pdf', 'application/pdf', Buffer.from('%PDF-1.4'))).statusCode).toBe(403);
    // Staff read the answer's files; another member does not.
    expect((await t.app.inject({ method: 'GET', url: `/api/attachments/${fileId}`, headers: { host: DEMO, authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
    const founder = await login(t.app, DEMO, 'founder@demo.test');
    expect((await t.app.inject({ method: 'GET', url: `/api/attachments/${fileId}`, headers: { host: DEMO, authorization: `Bearer ${founder}` } })).statusCode).toBe(404);
  });
});

describe('responses', () => {
  it('staff page the submitted answers newest first with filters; respondents and other tenants are refused', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Responses form');
    const people = ['cofounder@demo.test', 'cofounder2@demo.test', 'founder@demo.test'];
    const ids: string[] = [];
    for (const email of people) {
      const token = await login(t.app, DEMO, email);
      ids.push((await ok<{ submitForm: SubmissionResult }>(t.app, DEMO, token, SUBMIT, { formId: form._id, answers: IDEA })).submitForm._id);
    }
    // An open draft is not a response.
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    await ok(t.app, DEMO, mentor, SAVE, { formId: form._id, answers: { company: { textValue: 'Draft only' } } });

    type Page = { formResponses: { results: SubmissionResult[]; nextCursor: string | null } };
    const first = await ok<Page>(t.app, DEMO, admin, RESPONSES, { formId: form._id, first: 2 });
    expect(first.formResponses.results.map((r) => r._id)).toEqual([ids[2], ids[1]]);
    const second = await ok<Page>(t.app, DEMO, admin, RESPONSES, { formId: form._id, first: 2, after: first.formResponses.nextCursor });
    expect(second.formResponses.results.map((r) => r._id)).toEqual([ids[0]]);
    expect(second.formResponses.nextCursor).toBeNull();
    const byRespondent = await ok<Page>(t.app, DEMO, admin, RESPONSES, { formId: form._id, filter: { respondentId: first.formResponses.results[0]!.respondent!._id } });
    expect(byRespondent.formResponses.results.map((r) => r._id)).toEqual([ids[2]]);
    const anonymousOnly = await ok<Page>(t.app, DEMO, admin, RESPONSES, { formId: form._id, filter: { anonymous: true } });
    expect(anonymousOnly.formResponses.results).toEqual([]);
    expect((await ok<{ form: FormResult }>(t.app, DEMO, admin, '{ form(id: "' + form._id + '") { responseCount } }', {})).form.responseCount).toBe(3);

    // Staff read a submitted answer; another respondent does not.
    expect((await ok<{ formSubmission: SubmissionResult }>(t.app, DEMO, admin, SUBMISSION, { id: ids[0] })).formSubmission.status).toBe('submitted');
    const cofounder2 = await login(t.app, DEMO, 'cofounder2@demo.test');
    expect((await fails(t.app, DEMO, cofounder2, SUBMISSION, { id: ids[0] })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, cofounder2, RESPONSES, { formId: form._id })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, admin, RESPONSES, { formId: form._id, after: 'garbage' })).message).toBe('after: not a cursor of this list');
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, RESPONSES, { formId: form._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, SUBMISSION, { id: ids[0] })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, EXPORT, { formId: form._id, format: 'csv' })).code).toBe('NotFound');
  });

  it('the first page of responses is read from the responses index in order, without sorting the form’s answers', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Plan form');
    // The query of listFormResponses; the planner is told to avoid scans and sorts, so the plan shows whether the
    // index can give the rows in the order asked (a small table would otherwise be scanned anyway).
    const plan = await t.db.tenant(t.incubatorIds.demo!, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${tx.select().from(formSubmissions).where(and(eq(formSubmissions.formId, form._id), eq(formSubmissions.status, 'submitted'))).orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id)).limit(51).getSQL()}`,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('form_submissions_responses_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('exports the responses as CSV through the export jobs, and one answer as PDF by its download key', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Export form');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const draft = (await ok<{ saveFormDraftAnswers: SubmissionResult }>(t.app, DEMO, cofounder, SAVE, { formId: form._id, answers: IDEA })).saveFormDraftAnswers;
    const deck = await upload(t.app, DEMO, cofounder, `referenceType=formAnswer&referenceId=${draft._id}:deck`, 'our-deck.pdf', 'application/pdf', Buffer.from('%PDF-1.4'));
    const deckId = (deck.json() as { _id: string })._id;
    const submitted = (await ok<{ submitForm: SubmissionResult }>(t.app, DEMO, cofounder, SUBMIT, { formId: form._id, answers: { ...IDEA, deck: { arrayValue: [deckId] } } })).submitForm;

    const { exportFormResponses } = await ok<{ exportFormResponses: { id: string; exportType: string } }>(t.app, DEMO, admin, EXPORT, { formId: form._id, format: 'csv' });
    expect(exportFormResponses.exportType).toBe('forms');
    let job: { state: string; url: string | null; rowCount: number | null } = { state: 'queued', url: null, rowCount: null };
    for (let i = 0; i < 50 && job.state !== 'completed' && job.state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await ok<{ exportJob: typeof job }>(t.app, DEMO, admin, EXPORT_JOB, { id: exportFormResponses.id })).exportJob;
    }
    expect(job).toMatchObject({ state: 'completed', rowCount: 1 });
    const file = await t.app.inject({ method: 'GET', url: job.url!, headers: { host: DEMO } });
    expect(file.statusCode).toBe(200);
    const csv = file.body.replace(/^\uFEFF/, '');
    expect(csv.split('\n')[0]).toContain('Submitted at,Respondent,E-mail,Startup,Version,Company name,Stage,Monthly revenue,Pitch deck');
    // Files are listed by name (as in the PDF, which writes the same answer text).
    expect(csv).toContain('Acme Rockets,Idea,,our-deck.pdf');
    const cofounderExport = await fails(t.app, DEMO, cofounder, EXPORT, { formId: form._id, format: 'csv' });
    expect(cofounderExport.code).toBe('Forbidden');

    const pdf = await t.app.inject({ method: 'GET', url: submitted.downloadUrl!, headers: { host: DEMO } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/forms/download/00000000-0000-4000-8000-000000000000', headers: { host: DEMO } });
    expect(unknown.statusCode).toBe(404);
    // The key of one tenant opens nothing on another tenant's host.
    expect((await t.app.inject({ method: 'GET', url: submitted.downloadUrl!, headers: { host: ACME } })).statusCode).toBe(404);
  });
});
