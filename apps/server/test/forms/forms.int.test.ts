/**
 * Issue 15 items 1 and 3 (API): forms, the builder's draft, duplicate, archive and restore, publish into immutable
 * versions, and the comparison of two versions. Every refusal leaves the data as it was; another tenant's form is
 * invisible; a role without the Form keys is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forms, formVersions } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';
import {
  ARCHIVE,
  COMPARE,
  CREATE,
  cyclicDefinition,
  DUPLICATE,
  FORM,
  FORMS,
  intakeDefinition,
  PUBLISH,
  RESTORE,
  SHARE,
  UPDATE,
  type FormResult,
} from './support.js';

const t = useTestApp();

const create = async (token: string, name: string, kind = 'intake', definition: unknown = intakeDefinition()) =>
  (await ok<{ createForm: FormResult }>(t.app, DEMO, token, CREATE, { input: { kind, name, description: 'About the form', definition } })).createForm;

describe('the builder: create, list, change the draft', () => {
  it('creates a draft form, finds it by search and kind, and saves changes of the draft', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Builder intake');
    expect(form).toMatchObject({ kind: 'intake', name: 'Builder intake', status: 'draft', viewerCanEdit: true, latestVersion: null, versions: [], responseCount: 0, allowAnonymous: false });
    expect(form.draft?.questions.map((q) => q.id)).toEqual(['intro', 'company', 'stage', 'mrr', 'deck']);

    const listed = await ok<{ forms: { results: Array<{ _id: string }> } }>(t.app, DEMO, admin, FORMS, { search: 'builder int', kind: 'intake' });
    expect(listed.forms.results.map((f) => f._id)).toContain(form._id);
    const otherKind = await ok<{ forms: { results: Array<{ _id: string }> } }>(t.app, DEMO, admin, FORMS, { search: 'builder int', kind: 'quiz' });
    expect(otherKind.forms.results).toEqual([]);

    const changed = intakeDefinition([{ id: 'extra', type: 'text_long', label: { en: 'Anything else?' } }]);
    const { updateFormDraft } = await ok<{ updateFormDraft: FormResult }>(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { name: 'Builder intake 2', definition: changed } });
    expect(updateFormDraft.name).toBe('Builder intake 2');
    expect(updateFormDraft.draft?.questions.at(-1)?.id).toBe('extra');
  });

  it('creates a form without a definition (an empty one in the tenant language) and pages the list', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const { createForm } = await ok<{ createForm: FormResult }>(t.app, DEMO, admin, CREATE, { input: { kind: 'quiz', name: 'Paging quiz A' } });
    expect(createForm.draft).toEqual({ languages: ['en'], questions: [] });
    await create(admin, 'Paging quiz B', 'quiz');
    const first = await ok<{ forms: { results: Array<{ name: string }>; nextCursor: string | null } }>(t.app, DEMO, admin, FORMS, { search: 'Paging quiz', first: 1 });
    expect(first.forms.results).toHaveLength(1);
    const second = await ok<{ forms: { results: Array<{ name: string }>; nextCursor: string | null } }>(t.app, DEMO, admin, FORMS, { search: 'Paging quiz', first: 1, after: first.forms.nextCursor });
    expect(second.forms.results).toHaveLength(1);
    expect(second.forms.results[0]!.name).not.toBe(first.forms.results[0]!.name);
  });

  it('refuses bad input by field and changes nothing', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Bad input form');
    const blank = await fails(t.app, DEMO, admin, CREATE, { input: { kind: 'intake', name: '   ' } });
    expect(blank).toMatchObject({ code: 'ValidationError', message: 'name: This field is required.' });
    const badDefinition = await fails(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { definition: { languages: ['en'], questions: [{ id: 'x y', type: 'text', label: { en: 'X' } }] } } });
    expect(badDefinition.code).toBe('ValidationError');
    expect(badDefinition.message).toMatch(/^definition\.questions\.0\.id: /);
    const wrongType = await fails(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { definition: { languages: ['en'], questions: [{ id: 'x', type: 'colour', label: { en: 'X' } }] } } });
    expect(wrongType.message).toMatch(/^definition\.questions\.0\.type: /);
    const noLabel = await fails(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { definition: { languages: ['en'], questions: [{ id: 'x', type: 'text', label: {} }] } } });
    expect(noLabel.message).toMatch(/^definition\.questions\.0\.label: /);
    const tooLong = await fails(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { name: 'x'.repeat(201) } });
    expect(tooLong.message).toBe('name: This value is too long.');
    expect((await fails(t.app, DEMO, admin, UPDATE, { formId: 'not-an-id', input: { name: 'x' } })).message).toBe('formId: This form does not exist.');
    const { form: after } = await ok<{ form: FormResult }>(t.app, DEMO, admin, FORM, { id: form._id });
    expect(after.name).toBe('Bad input form');
    expect(after.draft?.questions).toHaveLength(5);
  });

  it('duplicates the draft into a new draft form, archives (out of the list, closed to changes) and restores', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Copy me');
    const { duplicateForm } = await ok<{ duplicateForm: FormResult }>(t.app, DEMO, admin, DUPLICATE, { formId: form._id });
    expect(duplicateForm).toMatchObject({ name: 'Copy me (copy)', status: 'draft', versions: [] });
    expect(duplicateForm._id).not.toBe(form._id);
    expect(duplicateForm.draft).toEqual(form.draft);

    expect((await ok<{ archiveForm: { status: string } }>(t.app, DEMO, admin, ARCHIVE, { formId: form._id })).archiveForm.status).toBe('archived');
    const listed = await ok<{ forms: { results: Array<{ _id: string }> } }>(t.app, DEMO, admin, FORMS, { search: 'Copy me' });
    expect(listed.forms.results.map((f) => f._id)).toEqual([duplicateForm._id]);
    const archived = await ok<{ forms: { results: Array<{ _id: string }> } }>(t.app, DEMO, admin, FORMS, { search: 'Copy me', status: 'archived' });
    expect(archived.forms.results.map((f) => f._id)).toEqual([form._id]);
    expect(await fails(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { name: 'Changed' } })).toMatchObject({ code: 'ValidationError', message: 'formId: This form is archived, so it cannot be answered or changed.' });
    expect((await fails(t.app, DEMO, admin, PUBLISH, { formId: form._id })).code).toBe('ValidationError');
    expect((await ok<{ restoreForm: { status: string; archivedAt: string | null } }>(t.app, DEMO, admin, RESTORE, { formId: form._id })).restoreForm).toEqual({ _id: form._id, status: 'draft', archivedAt: null });
    expect((await fails(t.app, DEMO, admin, RESTORE, { formId: form._id })).message).toBe('formId: This form is not archived.');
  });
});

describe('who may build forms', () => {
  it('refuses roles without the Form keys, and another tenant sees nothing of the form', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Guarded form');
    const mentor = await login(t.app, DEMO, 'mentor@demo.test');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    for (const token of [mentor, cofounder]) {
      expect((await fails(t.app, DEMO, token, CREATE, { input: { kind: 'intake', name: 'Nope' } })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, FORMS, {})).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, UPDATE, { formId: form._id, input: { name: 'Nope' } })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, PUBLISH, { formId: form._id })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, ARCHIVE, { formId: form._id })).code).toBe('Forbidden');
      // A draft form is not theirs to read either.
      expect((await fails(t.app, DEMO, token, FORM, { id: form._id })).code).toBe('NotFound');
    }
    expect((await gql(t.app, DEMO, FORMS)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');

    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await fails(t.app, ACME, acme, FORM, { id: form._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, UPDATE, { formId: form._id, input: { name: 'Taken over' } })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, PUBLISH, { formId: form._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, DUPLICATE, { formId: form._id })).code).toBe('NotFound');
    expect((await fails(t.app, ACME, acme, SHARE, { formId: form._id, allowAnonymous: true })).code).toBe('NotFound');
    const acmeList = await ok<{ forms: { results: Array<{ _id: string }> } }>(t.app, ACME, acme, FORMS, { search: 'Guarded' });
    expect(acmeList.forms.results).toEqual([]);
    const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(forms).where(eq(forms.id, form._id)));
    expect(row).toMatchObject({ name: 'Guarded form', status: 'draft', allowAnonymous: false });
  });

  it('a FORM:CREATE holder (Coach) changes the forms they created, not the others; Staff (FORM:EDIT) change every form — as seeded (D-224)', async () => {
    await coachOwnsForms();
  });

  async function coachOwnsForms(): Promise<void> {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const coach = await login(t.app, DEMO, 'coach@demo.test');
    const staffForm = await create(admin, 'Staff owned');
    const own = await create(coach, 'Coach owned', 'evaluation');
    expect(own.viewerCanEdit).toBe(true);
    expect((await ok<{ updateFormDraft: FormResult }>(t.app, DEMO, coach, UPDATE, { formId: own._id, input: { name: 'Coach owned 2' } })).updateFormDraft.name).toBe('Coach owned 2');
    expect((await ok<{ form: FormResult }>(t.app, DEMO, coach, FORM, { id: staffForm._id })).form.viewerCanEdit).toBe(false);
    expect((await fails(t.app, DEMO, coach, UPDATE, { formId: staffForm._id, input: { name: 'Mine now' } })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, coach, ARCHIVE, { formId: staffForm._id })).code).toBe('Forbidden');
    // Staff (FORM:EDIT) change every form.
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect((await ok<{ updateFormDraft: FormResult }>(t.app, DEMO, staff, UPDATE, { formId: own._id, input: { name: 'Edited by staff' } })).updateFormDraft.name).toBe('Edited by staff');
  }
});

describe('versions', () => {
  it('publishing makes versions 1, 2 … ; a published version cannot be changed or deleted in the database', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Versioned');
    const v1 = (await ok<{ publishForm: FormResult }>(t.app, DEMO, admin, PUBLISH, { formId: form._id })).publishForm;
    expect(v1).toMatchObject({ status: 'published', latestVersion: { number: 1 } });
    // Publishing the same definition again is refused: nothing changed.
    expect((await fails(t.app, DEMO, admin, PUBLISH, { formId: form._id })).message).toBe('definition: The draft is the same as the last published version.');
    const changed = intakeDefinition([{ id: 'extra', type: 'text', label: { en: 'Extra' } }]);
    await ok(t.app, DEMO, admin, UPDATE, { formId: form._id, input: { definition: changed } });
    const v2 = (await ok<{ publishForm: FormResult }>(t.app, DEMO, admin, PUBLISH, { formId: form._id })).publishForm;
    expect(v2.latestVersion?.number).toBe(2);
    expect(v2.versions?.map((v) => v.number)).toEqual([2, 1]);

    const compared = await ok<{ formVersionComparison: { base: { number: number; definition: { questions: unknown[] } }; compare: { number: number; definition: { questions: unknown[] } } } }>(
      t.app, DEMO, admin, COMPARE, { baseId: v2.versions![1]!._id, compareId: v2.versions![0]!._id },
    );
    expect(compared.formVersionComparison.base.number).toBe(1);
    expect(compared.formVersionComparison.compare.definition.questions).toHaveLength(6);
    const other = await create(admin, 'Other versioned');
    const otherV1 = (await ok<{ publishForm: FormResult }>(t.app, DEMO, admin, PUBLISH, { formId: other._id })).publishForm;
    expect((await fails(t.app, DEMO, admin, COMPARE, { baseId: v2.versions![1]!._id, compareId: otherV1.latestVersion!._id })).message).toBe('compareId: Both versions must belong to the same form.');

    // Immutable: the database refuses an update or a delete of a published version, whoever asks.
    const demo = t.incubatorIds.demo!;
    const v1Id = v2.versions![1]!._id;
    await expect(t.db.tenant(demo, (tx) => tx.update(formVersions).set({ definition: { languages: ['en'], questions: [] } }).where(eq(formVersions.id, v1Id)))).rejects.toThrow();
    await expect(t.db.tenant(demo, (tx) => tx.delete(formVersions).where(eq(formVersions.id, v1Id)))).rejects.toThrow();
    const [kept] = await t.db.tenant(demo, (tx) => tx.select().from(formVersions).where(eq(formVersions.id, v1Id)));
    expect(kept!.definition.questions).toHaveLength(5);
    // What the database does when the form itself goes (a cascade) still runs.
    const [{ n }] = (await t.db.tenant(demo, async (tx) => {
      await tx.delete(forms).where(eq(forms.id, other._id));
      return tx.select({ n: sql<number>`count(*)::int` }).from(formVersions).where(eq(formVersions.formId, other._id));
    })) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses to publish a form whose conditions form a cycle, naming the questions, and publishes nothing', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Cyclic', 'intake', cyclicDefinition());
    const res = await gql(t.app, DEMO, PUBLISH, { token: admin, variables: { formId: form._id } });
    const error = res.body.errors?.[0] as { message: string; extensions?: { code?: string; problems?: Array<{ code: string; questionIds: string[] }> } } | undefined;
    expect(error?.extensions?.code).toBe('ValidationError');
    expect(error?.message).toMatch(/^definition: The form cannot be published until its problems are fixed\. \(/);
    const problems = error?.extensions?.problems ?? [];
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.flatMap((p) => p.questionIds)).toEqual(expect.arrayContaining(['a', 'b']));
    const { form: after } = await ok<{ form: FormResult }>(t.app, DEMO, admin, FORM, { id: form._id });
    expect(after).toMatchObject({ status: 'draft', versions: [] });
  });

  it('members see a published form to answer it (no draft, no versions), not a draft one', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const form = await create(admin, 'Visible when published');
    const cofounder = await login(t.app, DEMO, 'cofounder@demo.test');
    expect((await fails(t.app, DEMO, cofounder, FORM, { id: form._id })).code).toBe('NotFound');
    await ok(t.app, DEMO, admin, PUBLISH, { formId: form._id });
    const { form: seen } = await ok<{ form: FormResult & { viewerCanAnswer: boolean } }>(t.app, DEMO, cofounder, FORM, { id: form._id });
    expect(seen).toMatchObject({ status: 'published', draft: null, versions: null, shareUuid: null, responseCount: null, viewerCanEdit: false, viewerCanAnswer: true, latestVersion: { number: 1 } });
  });
});
