/**
 * The forms engine's API (issue 15; docs/contract-forms.md §3): forms, versions, submissions and the shared form.
 * Definitions and answers travel as JSON in the shapes of packages/domain/src/forms/definition.ts (the web parses them
 * with the same schemas). Fields only form staff may read are nullable and null for everyone else.
 */
import { FORM_KINDS, FORMS_MESSAGES, localizedText, type AnswerFileInfo, type Answers, type FormDefinition, type Locale } from '@hatchery/domain';
import { validationError } from '../../core/errors.js';
import { isUuid } from '../../db/index.js';
import { answerEntries, type AnswerEntry } from './answer-text.js';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.js';
import { startups, FORM_STATUSES, FORM_SUBMISSION_STATUSES, type Form, type FormSubmission, type FormVersion } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { loadUserRecord, UserRef } from '../identity/users/index.js';
import { prefillInTx } from '../custom-fields/index.js';
import { ExportFormatEnum, ExportJobRef } from '../metrics/index.js';
import { StartupRef } from '../startups/index.js';
import { exportFormResponses } from './form-export.service.js';
import { downloadPathOf } from './form-pdf.js';
import { formsPolicy } from './forms.policy.js';
import {
  compareFormVersions,
  createForm,
  duplicateForm,
  getForm,
  getFormVersion,
  latestVersions,
  listForms,
  loadVersions,
  publishForm,
  responseCounts,
  setFormArchived,
  updateFormDraft,
  updateFormShareSettings,
  viewerIsFormStaff,
  viewerMayEditForm,
  type FormPage,
} from './forms.service.js';
import { getFormSubmission, listFormResponses, mySubmission, saveFormDraftAnswers, submissionFiles, submitForm, type ResponsePage } from './form-submissions.service.js';
import { getSharedForm, submitSharedForm, type SharedFormReceipt, type SharedFormView } from './shared-forms.service.js';

export const FormKindEnum = builder.enumType('FormKind', { values: FORM_KINDS, description: 'REF-13 form kinds.' });
export const FormStatusEnum = builder.enumType('FormStatus', { values: FORM_STATUSES });
export const FormSubmissionStatusEnum = builder.enumType('FormSubmissionStatus', { values: FORM_SUBMISSION_STATUSES });

// ── Per-request loaders: versions, latest version, response counts and forms by id ───────────────────────────────
interface FormLoaders {
  versions: DataLoader<string, FormVersion[]>;
  latest: DataLoader<string, FormVersion | null>;
  counts: DataLoader<string, number>;
  startupNames: DataLoader<string, string | null>;
}
const loaders = new WeakMap<AppContext, FormLoaders>();
function loadersOf(ctx: AppContext): FormLoaders {
  let found = loaders.get(ctx);
  if (!found) {
    found = {
      versions: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => loadVersions(tx, ids));
        return ids.map((id) => rows.filter((row) => row.formId === id));
      }),
      latest: new DataLoader(async (ids) => {
        const byForm = await ctx.data.run((tx) => latestVersions(tx, ids));
        return ids.map((id) => byForm.get(id) ?? null);
      }),
      counts: new DataLoader(async (ids) => {
        const byForm = await ctx.data.run((tx) => responseCounts(tx, ids));
        return ids.map((id) => byForm.get(id) ?? 0);
      }),
      startupNames: new DataLoader(async (ids) => {
        const rows = await ctx.data.run((tx) => tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.id, [...ids])));
        return ids.map((id) => rows.find((row) => row.id === id)?.name ?? null);
      }),
    };
    loaders.set(ctx, found);
  }
  return found;
}

/** A startup id argument: a malformed one is named, not passed on. */
function checkedStartupArg(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  const id = String(value);
  if (!isUuid(id)) throw validationError(`startupId: ${FORMS_MESSAGES.startupNotFound}`);
  return id;
}

const staffOnly = async <T>(ctx: AppContext, value: () => T | Promise<T>): Promise<T | null> => ((await viewerIsFormStaff(ctx)) ? value() : null);

export const FormVersionRef = builder.objectRef<FormVersion>('FormVersion').implement({
  description: 'A published version of a form: frozen, answered by the submissions that name it.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    number: t.exposeInt('number'),
    definition: t.field({ type: 'JSON', description: 'The FormDefinition (packages/domain) as published.', resolve: (v) => v.definition as FormDefinition }),
    publishedAt: t.field({ type: 'DateTime', resolve: (v) => v.publishedAt }),
    publishedBy: t.field({ type: UserRef, nullable: true, resolve: (v, _a, ctx) => (v.publishedBy ? loadUserRecord(ctx, v.publishedBy) : null) }),
    customFieldPrefill: t.field({
      type: 'JSON',
      description: 'Answers of its custom_field questions from the values already held (the startup’s, the viewer’s own), as far as the viewer sees them (D-213).',
      args: { startupId: t.arg.id() },
      resolve: (v, args, ctx) => ctx.data.run((tx) => prefillInTx(ctx, tx, { definition: v.definition as FormDefinition, startupId: checkedStartupArg(args.startupId) })),
    }),
  }),
});

export const FormRef = builder.objectRef<Form>('Form').implement({
  description: 'A form of the forms engine (issue 15): its draft, versions and share settings.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.field({ type: FormKindEnum, resolve: (f) => f.kind }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: FormStatusEnum, resolve: (f) => f.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
    archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.archivedAt }),
    createdBy: t.field({ type: UserRef, nullable: true, resolve: (f, _a, ctx) => staffOnly(ctx, () => (f.createdBy ? loadUserRecord(ctx, f.createdBy) : null)) }),
    draft: t.field({ type: 'JSON', nullable: true, description: 'The draft FormDefinition the builder edits (form staff only).', resolve: (f, _a, ctx) => staffOnly(ctx, () => f.draftDefinition as FormDefinition) }),
    latestVersion: t.field({ type: FormVersionRef, nullable: true, description: 'What a new answer answers; null before the first publish.', resolve: (f, _a, ctx) => loadersOf(ctx).latest.load(f.id) }),
    versions: t.field({ type: [FormVersionRef], nullable: true, description: 'Every published version, newest first (form staff only).', resolve: (f, _a, ctx) => staffOnly(ctx, () => loadersOf(ctx).versions.load(f.id)) }),
    responseCount: t.int({ nullable: true, description: 'Submitted answers (form staff only).', resolve: (f, _a, ctx) => staffOnly(ctx, () => loadersOf(ctx).counts.load(f.id)) }),
    shareUuid: t.string({ nullable: true, description: 'The /share/forms/{uuid} address (form staff only).', resolve: (f, _a, ctx) => staffOnly(ctx, () => f.shareUuid) }),
    allowAnonymous: t.boolean({ nullable: true, description: 'Answerable through the share link without an account (form staff only).', resolve: (f, _a, ctx) => staffOnly(ctx, () => f.allowAnonymous) }),
    viewerCanEdit: t.boolean({ description: 'The viewer may change the draft, publish, archive and share (FORM:EDIT, or FORM:CREATE for own forms).', resolve: (f, _a, ctx) => viewerMayEditForm(ctx, f) }),
    viewerCanViewResponses: t.boolean({ resolve: (_f, _a, ctx) => viewerIsFormStaff(ctx) }),
    viewerCanAnswer: t.boolean({ description: 'Published (not a draft, not archived).', resolve: (f) => f.status === 'published' }),
  }),
});

const FormAnswerFileRef = builder.objectRef<AnswerFileInfo & { questionId: string }>('FormAnswerFile').implement({
  description: 'A file attached to a file question of a submission (reference formAnswer, D-188).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    questionId: t.exposeString('questionId'),
    name: t.exposeString('name'),
    size: t.exposeInt('size'),
  }),
});

export const FormAnswerRef = builder.objectRef<AnswerEntry & { formId: string; respondentUserId: string | null; lang: Locale }>('FormAnswer').implement({
  description:
    'One answer of a submission: the spec’s Answer entity (D2 §3.12, ENT-43). Stored inside the submission’s answer map (D-185); listed per answered question (D-223).',
  fields: (t) => ({
    _id: t.exposeID('id', { description: '`<submission id>:<question id>`.' }),
    questionId: t.exposeString('questionId'),
    questionType: t.string({ resolve: (a) => a.question.type }),
    label: t.string({ description: 'The question’s label in the language asked for when the form has it, else in its first language.', resolve: (a) => localizedText(a.question.label, a.lang) || a.questionId }),
    textValue: t.string({ nullable: true, resolve: (a) => a.answer.textValue ?? null }),
    numberValue: t.float({ nullable: true, resolve: (a) => a.answer.numberValue ?? null }),
    arrayValue: t.stringList({ nullable: true, description: 'Chosen option values, or file ids.', resolve: (a) => a.answer.arrayValue ?? null }),
    writeIns: t.field({ type: 'JSON', nullable: true, description: 'Write-in texts by option value.', resolve: (a) => a.answer.writeIns ?? null }),
    tableValue: t.field({ type: 'JSON', nullable: true, description: 'Table rows by column id.', resolve: (a) => a.answer.tableValue ?? null }),
    text: t.exposeString('text', { description: 'The answer as people read it: option labels, file names, table rows (as in the export and the PDF).' }),
    formId: t.exposeID('formId'),
    createdBy: t.field({ type: UserRef, nullable: true, description: 'The respondent; null for an anonymous answer.', resolve: (a, _x, ctx) => (a.respondentUserId ? loadUserRecord(ctx, a.respondentUserId) : null) }),
  }),
});

/**
 * A submission's answers as FormAnswer sources for another feature's field (applications, D-240), with the
 * respondent withheld (createdBy null) and the questions `keep` refuses left out — blind review drops the ones
 * that can name the applicant.
 */
export async function submissionAnswerList(ctx: AppContext, submission: FormSubmission, language: string | null | undefined, keep: (question: AnswerEntry['question']) => boolean = () => true) {
  const version = (await loadersOf(ctx).versions.load(submission.formId)).find((v) => v.id === submission.versionId);
  if (!version) return [];
  const attached = await ctx.data.run((tx) => submissionFiles(tx, submission.id));
  const definition = version.definition as FormDefinition;
  const lang = definition.languages.find((code) => code === language) ?? definition.languages[0] ?? 'en';
  return answerEntries(submission.id, definition, submission.answers as Answers, new Map(attached.map((f) => [f.id, f.name])))
    .filter((entry) => keep(entry.question))
    .map((entry) => ({ ...entry, formId: submission.formId, respondentUserId: null, lang }));
}

export const FormSubmissionRef = builder.objectRef<FormSubmission>('FormSubmission').implement({
  description: 'One respondent’s answers to one version of a form.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    versionId: t.exposeID('versionId'),
    version: t.field({ type: FormVersionRef, resolve: async (s, _a, ctx) => (await loadersOf(ctx).versions.load(s.formId)).find((v) => v.id === s.versionId)! }),
    status: t.field({ type: FormSubmissionStatusEnum, resolve: (s) => s.status }),
    answers: t.field({ type: 'JSON', description: 'Answers by question id (packages/domain Answers).', resolve: (s) => s.answers as Answers }),
    respondent: t.field({ type: UserRef, nullable: true, description: 'Null for an anonymous answer.', resolve: (s, _a, ctx) => (s.respondentUserId ? loadUserRecord(ctx, s.respondentUserId) : null) }),
    anonymous: t.boolean({ resolve: (s) => s.respondentUserId === null }),
    startup: t.field({
      type: StartupRef,
      nullable: true,
      resolve: async (s, _a, ctx) => {
        if (!s.startupId) return null;
        const name = await loadersOf(ctx).startupNames.load(s.startupId);
        return name === null ? null : { _id: s.startupId, name };
      },
    }),
    answerList: t.field({
      type: [FormAnswerRef],
      description: 'The answers one by one in the order of the version’s questions (the spec’s Answer entity, ENT-43, D-223).',
      args: { language: t.arg.string({ description: 'Labels in this language when the form has it (else the form’s first language).' }) },
      resolve: async (s, args, ctx) => {
        const version = (await loadersOf(ctx).versions.load(s.formId)).find((v) => v.id === s.versionId)!;
        const attached = await ctx.data.run((tx) => submissionFiles(tx, s.id));
        const definition = version.definition as FormDefinition;
        const lang = definition.languages.find((code) => code === args.language) ?? definition.languages[0] ?? 'en';
        return answerEntries(s.id, definition, s.answers as Answers, new Map(attached.map((f) => [f.id, f.name]))).map((entry) => ({ ...entry, formId: s.formId, respondentUserId: s.respondentUserId, lang }));
      },
    }),
    files: t.field({
      type: [FormAnswerFileRef],
      description: 'The files uploaded to its file questions (names for the answers’ file ids; a draft’s files to remove).',
      resolve: (s, _a, ctx) => ctx.data.run((tx) => submissionFiles(tx, s.id)),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (s) => s.updatedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    downloadKey: t.string({ nullable: true, description: 'The uuid of /download/forms/{uuid} (the answers as PDF); null for a draft.', resolve: (s) => (s.status === 'submitted' ? s.downloadKey : null) }),
    downloadUrl: t.string({ nullable: true, description: 'The PDF itself (GET, no sign-in needed: the key is the capability); null for a draft.', resolve: (s) => (s.status === 'submitted' ? downloadPathOf(s.downloadKey) : null) }),
  }),
});

const FormPageRef = builder.objectRef<FormPage>('FormPage').implement({
  fields: (t) => ({
    results: t.field({ type: [FormRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const FormResponsePageRef = builder.objectRef<ResponsePage>('FormResponsePage').implement({
  fields: (t) => ({
    results: t.field({ type: [FormSubmissionRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
  }),
});

const FormVersionComparisonRef = builder.objectRef<{ base: FormVersion; compare: FormVersion }>('FormVersionComparison').implement({
  description: 'Two versions of one form; the web lists the changes question by question with compareFormDefinitions (D-186).',
  fields: (t) => ({
    base: t.field({ type: FormVersionRef, resolve: (c) => c.base }),
    compare: t.field({ type: FormVersionRef, resolve: (c) => c.compare }),
  }),
});

const SharedFormRef = builder.objectRef<SharedFormView>('SharedForm').implement({
  description: 'A form answered through its share link without an account: the published definition only.',
  fields: (t) => ({
    uuid: t.exposeString('uuid'),
    name: t.string({ resolve: (s) => s.form.name }),
    description: t.string({ nullable: true, resolve: (s) => s.form.description }),
    kind: t.field({ type: FormKindEnum, resolve: (s) => s.form.kind }),
    versionNumber: t.int({ resolve: (s) => s.version.number }),
    definition: t.field({ type: 'JSON', resolve: (s) => s.version.definition as FormDefinition }),
    fillToken: t.string({ description: 'Send it back with the answers (the minimum fill time is measured from it, D-187).', resolve: (s) => s.fillToken }),
  }),
});

const SharedFormReceiptRef = builder.objectRef<SharedFormReceipt>('SharedFormReceipt').implement({
  fields: (t) => ({
    received: t.exposeBoolean('received'),
    submittedAt: t.field({ type: 'DateTime', resolve: (r) => r.submittedAt }),
    downloadKey: t.string({ nullable: true, description: 'The uuid of /download/forms/{uuid}: the respondent’s answers as PDF.', resolve: (r) => r.downloadKey }),
    downloadUrl: t.string({ nullable: true, description: 'The PDF itself.', resolve: (r) => (r.downloadKey ? downloadPathOf(r.downloadKey) : null) }),
  }),
});

const FormResponseFilter = builder.inputType('FormResponseFilter', {
  fields: (t) => ({
    versionId: t.id(),
    startupId: t.id(),
    respondentId: t.id(),
    anonymous: t.boolean({ description: 'true: only anonymous answers; false: only signed-in respondents.' }),
    submittedAfter: t.field({ type: 'DateTime' }),
    submittedBefore: t.field({ type: 'DateTime' }),
  }),
});

const idOrNull = (value: string | number | null | undefined): string | null => (value == null ? null : String(value));

builder.queryFields((t) => ({
  forms: t.field({
    type: FormPageRef,
    description: 'Forms by last change; without status every form that is not archived.',
    args: { search: t.arg.string(), kind: t.arg({ type: FormKindEnum }), status: t.arg({ type: FormStatusEnum }), first: t.arg.int(), after: t.arg.string() },
    access: formsPolicy.forms,
    resolve: (_r, args, ctx) => listForms(ctx, args),
  }),
  form: t.field({
    type: FormRef,
    args: { id: t.arg.id({ required: true }) },
    access: formsPolicy.form,
    resolve: (_r, args, ctx) => getForm(ctx, String(args.id)),
  }),
  formVersion: t.field({
    type: FormVersionRef,
    args: { id: t.arg.id({ required: true }) },
    access: formsPolicy.formVersion,
    resolve: (_r, args, ctx) => getFormVersion(ctx, String(args.id)),
  }),
  formVersionComparison: t.field({
    type: FormVersionComparisonRef,
    args: { baseId: t.arg.id({ required: true }), compareId: t.arg.id({ required: true }) },
    access: formsPolicy.formVersionComparison,
    resolve: (_r, args, ctx) => compareFormVersions(ctx, String(args.baseId), String(args.compareId)),
  }),
  formResponses: t.field({
    type: FormResponsePageRef,
    description: 'Submitted answers of one form, newest first (keyset cursor).',
    args: { formId: t.arg.id({ required: true }), filter: t.arg({ type: FormResponseFilter }), first: t.arg.int(), after: t.arg.string() },
    access: formsPolicy.formResponses,
    resolve: (_r, args, ctx) =>
      listFormResponses(ctx, {
        formId: String(args.formId),
        filter: args.filter
          ? { ...args.filter, versionId: idOrNull(args.filter.versionId), startupId: idOrNull(args.filter.startupId), respondentId: idOrNull(args.filter.respondentId) }
          : null,
        first: args.first ?? null,
        after: args.after ?? null,
      }),
  }),
  formSubmission: t.field({
    type: FormSubmissionRef,
    args: { id: t.arg.id({ required: true }) },
    access: formsPolicy.formSubmission,
    resolve: (_r, args, ctx) => getFormSubmission(ctx, String(args.id)),
  }),
  mySubmission: t.field({
    type: FormSubmissionRef,
    nullable: true,
    description: 'The viewer’s open draft of the form, else their latest submitted answers.',
    args: { formId: t.arg.id({ required: true }), startupId: t.arg.id() },
    access: formsPolicy.mySubmission,
    resolve: (_r, args, ctx) => mySubmission(ctx, String(args.formId), idOrNull(args.startupId)),
  }),
  sharedForm: t.field({
    type: SharedFormRef,
    args: { uuid: t.arg.string({ required: true }) },
    access: formsPolicy.sharedForm,
    resolve: (_r, args, ctx) => getSharedForm(ctx, args.uuid),
  }),
}));

const FormInput = builder.inputType('FormInput', {
  fields: (t) => ({
    kind: t.field({ type: FormKindEnum }),
    name: t.string(),
    description: t.string(),
    definition: t.field({ type: 'JSON', description: 'A FormDefinition (packages/domain).' }),
  }),
});

const AnswerArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  formId: t.arg.id({ required: true }),
  answers: t.arg({ type: 'JSON', required: true }),
  startupId: t.arg.id({ description: 'The startup the answers are about (one the viewer sees).' }),
  versionId: t.arg.id({ description: 'The version the page shows; an open draft keeps its own version.' }),
});

builder.mutationFields((t) => ({
  createForm: t.field({
    type: FormRef,
    args: { input: t.arg({ type: FormInput, required: true }) },
    access: formsPolicy.createForm,
    resolve: (_r, args, ctx) => createForm(ctx, args.input),
  }),
  updateFormDraft: t.field({
    type: FormRef,
    description: 'Saves the builder’s draft; an omitted field is kept.',
    args: { formId: t.arg.id({ required: true }), input: t.arg({ type: FormInput, required: true }) },
    access: formsPolicy.updateFormDraft,
    resolve: (_r, args, ctx) =>
      updateFormDraft(ctx, String(args.formId), {
        ...(args.input.name != null ? { name: args.input.name } : {}),
        ...(args.input.kind != null ? { kind: args.input.kind } : {}),
        ...(args.input.description !== undefined ? { description: args.input.description } : {}),
        ...(args.input.definition != null ? { definition: args.input.definition } : {}),
      }),
  }),
  duplicateForm: t.field({
    type: FormRef,
    args: { formId: t.arg.id({ required: true }) },
    access: formsPolicy.duplicateForm,
    resolve: (_r, args, ctx) => duplicateForm(ctx, String(args.formId)),
  }),
  archiveForm: t.field({
    type: FormRef,
    args: { formId: t.arg.id({ required: true }) },
    access: formsPolicy.archiveForm,
    resolve: (_r, args, ctx) => setFormArchived(ctx, String(args.formId), true),
  }),
  restoreForm: t.field({
    type: FormRef,
    args: { formId: t.arg.id({ required: true }) },
    access: formsPolicy.restoreForm,
    resolve: (_r, args, ctx) => setFormArchived(ctx, String(args.formId), false),
  }),
  publishForm: t.field({
    type: FormRef,
    description: 'Publishes the draft as the next version; refused (ValidationError, extensions.problems) while the analyser finds problems.',
    args: { formId: t.arg.id({ required: true }) },
    access: formsPolicy.publishForm,
    resolve: async (_r, args, ctx) => (await publishForm(ctx, String(args.formId))).form,
  }),
  updateFormShareSettings: t.field({
    type: FormRef,
    args: { formId: t.arg.id({ required: true }), allowAnonymous: t.arg.boolean({ required: true }), renewLink: t.arg.boolean() },
    access: formsPolicy.updateFormShareSettings,
    resolve: (_r, args, ctx) => updateFormShareSettings(ctx, String(args.formId), { allowAnonymous: args.allowAnonymous, renewLink: args.renewLink }),
  }),
  exportFormResponses: t.field({
    type: ExportJobRef,
    description: 'Queues the form’s submitted answers as CSV or XLSX; poll exportJob(id) for progress and the file.',
    args: { formId: t.arg.id({ required: true }), format: t.arg({ type: ExportFormatEnum, required: true }) },
    access: formsPolicy.exportFormResponses,
    resolve: (_r, args, ctx) => exportFormResponses(ctx, String(args.formId), args.format),
  }),
  saveFormDraftAnswers: t.field({
    type: FormSubmissionRef,
    description: 'Save as you go: the viewer’s draft, checked only for what is answered (ValidationError, extensions.fieldErrors).',
    args: AnswerArgs(t),
    access: formsPolicy.saveFormDraftAnswers,
    resolve: (_r, args, ctx) => saveFormDraftAnswers(ctx, args),
  }),
  submitForm: t.field({
    type: FormSubmissionRef,
    description: 'Submits the viewer’s answers after full validation (ValidationError, extensions.fieldErrors); they keep the version answered.',
    args: AnswerArgs(t),
    access: formsPolicy.submitForm,
    resolve: (_r, args, ctx) => submitForm(ctx, args),
  }),
  submitSharedForm: t.field({
    type: SharedFormReceiptRef,
    description: 'Answers a shared form without an account (allowAnonymous). Rate limited; leave `website` empty (honeypot).',
    args: { uuid: t.arg.string({ required: true }), answers: t.arg({ type: 'JSON', required: true }), fillToken: t.arg.string({ required: true }), website: t.arg.string() },
    access: formsPolicy.submitSharedForm,
    resolve: (_r, args, ctx) => submitSharedForm(ctx, { uuid: args.uuid, answers: args.answers, fillToken: args.fillToken, website: args.website ?? null }),
  }),
}));
