/**
 * Issue 15 item 5 (D-187): /share/forms/{uuid} — a published form answered without an account when it allows it;
 * rate limited per client address and form; a honeypot and a minimum fill time against robots; nothing of other
 * respondents visible; the link renewable.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../src/db/schema/index.js';
import type { AppContext } from '../../src/http/context.js';
import { fillTokenFor } from '../../src/modules/forms/shared-forms.service.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import { nextClientAddress } from '../support/identity.js';
import { ARCHIVE, createPublished, gqlFrom, intakeDefinition, RESPONSES, SHARE, SHARED, SUBMIT_SHARED, type FormResult, type SubmissionResult } from './support.js';

const t = useTestApp();

const ANSWERS = { company: { textValue: 'Anonymous Co' }, stage: { arrayValue: ['revenue'] }, mrr: { numberValue: 1200 } };

/** A fill token issued `ageMs` ago (the minimum fill time is measured from it). */
function agedToken(formId: string, ageMs = 10_000): string {
  const ctx = { incubator: { id: t.incubatorIds.demo! }, services: { config: { fileLinkSecret: undefined } } } as unknown as AppContext;
  return fillTokenFor(ctx, formId, Date.now() - ageMs);
}

async function sharedForm(name: string): Promise<{ form: FormResult; uuid: string }> {
  const admin = await login(t.app, DEMO, 'admin@demo.test');
  const form = await createPublished(t.app, DEMO, admin, name);
  const { updateFormShareSettings } = await ok<{ updateFormShareSettings: { shareUuid: string; allowAnonymous: boolean } }>(t.app, DEMO, admin, SHARE, { formId: form._id, allowAnonymous: true });
  expect(updateFormShareSettings.allowAnonymous).toBe(true);
  return { form, uuid: updateFormShareSettings.shareUuid };
}

describe('the shared form', () => {
  it('answers without an account only while the form allows it; shows the published definition and nothing else', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await createPublished(t.app, DEMO, admin, 'Share toggle');
    const uuid = form.shareUuid!;
    // Not shared yet: an unknown link, for reading and for answering.
    expect((await fails(t.app, DEMO, undefined, SHARED, { uuid })).code).toBe('NotFound');
    await ok(t.app, DEMO, admin, SHARE, { formId: form._id, allowAnonymous: true });
    const { sharedForm } = await ok<{ sharedForm: { uuid: string; name: string; versionNumber: number; definition: { questions: unknown[] }; fillToken: string } }>(t.app, DEMO, undefined, SHARED, { uuid });
    expect(sharedForm).toMatchObject({ uuid, name: 'Share toggle', versionNumber: 1 });
    expect(sharedForm.definition.questions).toHaveLength(5);

    const receipt = await gqlFrom<{ submitSharedForm: { received: boolean; downloadKey: string | null; downloadUrl: string | null } }>(t.app, DEMO, nextClientAddress(), SUBMIT_SHARED, { uuid, answers: ANSWERS, fillToken: agedToken(form._id) });
    expect(receipt.errors).toBeUndefined();
    expect(receipt.data!.submitSharedForm).toMatchObject({ received: true });
    expect(receipt.data!.submitSharedForm.downloadUrl).toBe(`/api/forms/download/${receipt.data!.submitSharedForm.downloadKey}`);
    const responses = await ok<{ formResponses: { results: SubmissionResult[] } }>(t.app, DEMO, admin, RESPONSES, { formId: form._id, filter: { anonymous: true } });
    expect(responses.formResponses.results).toHaveLength(1);
    expect(responses.formResponses.results[0]).toMatchObject({ anonymous: true, respondent: null, answers: ANSWERS, version: { number: 1 } });

    // The SharedForm type has no field for answers: asking for any is a schema error, not data.
    expect((await gql(t.app, DEMO, 'query S($uuid: String!) { sharedForm(uuid: $uuid) { answers } }', { variables: { uuid } })).body.errors?.[0]?.message).toMatch(/Cannot query field "answers"/);

    // Switched off again: the same link answers as unknown.
    await ok(t.app, DEMO, admin, SHARE, { formId: form._id, allowAnonymous: false });
    expect((await fails(t.app, DEMO, undefined, SHARED, { uuid })).code).toBe('NotFound');
    const refused = await gqlFrom(t.app, DEMO, nextClientAddress(), SUBMIT_SHARED, { uuid, answers: ANSWERS, fillToken: agedToken(form._id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NotFound');
  });

  it('validates like any answer, refuses files, a quick or forged send, and drops a filled honeypot', async () => {
    const { form, uuid } = await sharedForm('Spam checks');
    const send = (variables: Record<string, unknown>) => gqlFrom<{ submitSharedForm: { received: boolean; downloadKey: string | null } }>(t.app, DEMO, nextClientAddress(), SUBMIT_SHARED, { uuid, ...variables });
    const count = async () => (await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(formSubmissions).where(eq(formSubmissions.formId, form._id)))).length;

    const missing = await send({ answers: { company: { textValue: 'No stage' } }, fillToken: agedToken(form._id) });
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'ValidationError', fieldErrors: { stage: { code: 'required' } } } });
    const withFile = await send({ answers: { ...ANSWERS, deck: { arrayValue: ['00000000-0000-4000-8000-000000000000'] } }, fillToken: agedToken(form._id) });
    expect(withFile.errors?.[0]?.message).toBe('answers.deck: Files cannot be attached to an answer shared without an account.');
    const quick = await send({ answers: ANSWERS, fillToken: agedToken(form._id, 500) });
    expect(quick.errors?.[0]).toMatchObject({ message: 'fillToken: The form was sent too quickly. Take a moment to check your answers, then send it again.', extensions: { code: 'ValidationError' } });
    const forged = await send({ answers: ANSWERS, fillToken: `${Date.now() - 10_000}.${'x'.repeat(43)}` });
    expect(forged.errors?.[0]?.message).toBe('fillToken: The form expired. Reload the page and send your answers again.');
    const expired = await send({ answers: ANSWERS, fillToken: agedToken(form._id, 25 * 60 * 60 * 1000) });
    expect(expired.errors?.[0]?.message).toBe('fillToken: The form expired. Reload the page and send your answers again.');
    const otherForm = await sharedForm('Other shared');
    expect((await send({ answers: ANSWERS, fillToken: agedToken(otherForm.form._id) })).errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect(await count()).toBe(0);

    // A robot fills the hidden field: it is told the answers arrived, and nothing is stored.
    const robot = await send({ answers: ANSWERS, fillToken: agedToken(form._id), website: 'https://spam.example' });
    expect(robot.data?.submitSharedForm).toMatchObject({ received: true, downloadKey: null });
    expect(await count()).toBe(0);
    expect((await send({ answers: ANSWERS, fillToken: agedToken(form._id), website: '' })).data?.submitSharedForm.received).toBe(true);
    expect(await count()).toBe(1);
  });

  it('is rate limited per client address and form', async () => {
    const { form, uuid } = await sharedForm('Rate limited');
    const address = nextClientAddress();
    const send = () => gqlFrom(t.app, DEMO, address, SUBMIT_SHARED, { uuid, answers: ANSWERS, fillToken: agedToken(form._id) });
    for (let i = 0; i < 5; i++) expect((await send()).errors).toBeUndefined();
    const limited = await send();
    expect(limited.errors?.[0]?.extensions?.code).toBe('RateLimited');
    // Another client is not held back by the first.
    expect((await gqlFrom(t.app, DEMO, nextClientAddress(), SUBMIT_SHARED, { uuid, answers: ANSWERS, fillToken: agedToken(form._id) })).errors).toBeUndefined();
  });

  it('an archived form, a renewed link and another tenant’s host answer as an unknown link', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const { form, uuid } = await sharedForm('Closing share');
    expect((await fails(t.app, ACME, undefined, SHARED, { uuid })).code).toBe('NotFound');
    const renewed = await ok<{ updateFormShareSettings: { shareUuid: string } }>(t.app, DEMO, admin, SHARE, { formId: form._id, allowAnonymous: true, renewLink: true });
    expect(renewed.updateFormShareSettings.shareUuid).not.toBe(uuid);
    expect((await fails(t.app, DEMO, undefined, SHARED, { uuid })).code).toBe('NotFound');
    expect((await ok<{ sharedForm: { name: string } }>(t.app, DEMO, undefined, SHARED, { uuid: renewed.updateFormShareSettings.shareUuid })).sharedForm.name).toBe('Closing share');
    await ok(t.app, DEMO, admin, ARCHIVE, { formId: form._id });
    expect((await fails(t.app, DEMO, undefined, SHARED, { uuid: renewed.updateFormShareSettings.shareUuid })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, undefined, SHARED, { uuid: 'not-a-uuid' })).message).toBe('This shared form does not exist or is no longer shared.');
    // Only people who may change the form change its sharing.
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    const other = await createPublished(t.app, DEMO, admin, 'Not theirs', intakeDefinition());
    expect((await fails(t.app, DEMO, cofounder, SHARE, { formId: other._id, allowAnonymous: true })).code).toBe('Forbidden');
  });
});
