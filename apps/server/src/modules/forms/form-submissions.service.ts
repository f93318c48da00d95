/**
 * Answering a form (issue 15 item 4): save as you go (a draft submission, partial validation) and submit (full
 * validation on the server with the domain's validator, hidden answers pruned, calculated questions computed). A
 * submission keeps the version it answered: a draft started on version 1 is submitted against version 1 even after
 * version 2 is published. Only a published form is answered — a draft form or an archived one is refused. A
 * signed-in respondent has one draft per form (and startup); each submit closes it. File answers are files on the
 * attachment store attached to `formAnswer` `<submissionId>:<questionId>` (form-files.ts).
 */
import { answersSchema, ERROR_CODES, FORMS_MESSAGES, type AnswerFileInfo, type Answers, type FormDefinition, type QuestionAudience } from '@hatchery/domain';
import { and, desc, eq, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { files, formSubmissions, formVersions, type Form, type FormSubmission, type FormVersion } from '../../db/schema/index.js';
import { AppError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { writeThroughInTx } from '../custom-fields/index.js';
import { loadActor } from '../permissions/index.js';
import { readStartupAccess } from '../startups/index.js';
import { computeCalculated, pruneAnswers, validateAnswers, type FieldError } from './form-engine.js';
import { FORM_ANSWER_REFERENCE } from './form-files.js';
import { findForm, isFormStaff, latestVersions, viewerIsFormStaff } from './forms.service.js';

/** Bad answers: ValidationError naming the questions, with each question's FieldError in `extensions.fieldErrors`. */
export function answersRejectedError(errors: Record<string, FieldError>): AppError {
  const ids = Object.keys(errors);
  return new AppError(ERROR_CODES.validation, `answers: ${FORMS_MESSAGES.answersRejected} (${ids.join(', ')})`, 400, {
    details: { fieldErrors: Object.fromEntries(ids.map((id) => [id, { code: errors[id]!.code, params: errors[id]!.params ? { ...errors[id]!.params } : null }])) },
  });
}

/** The answers' shape (the domain's schema), named by question ("answers.q1.textValue: …"). */
export function parseAnswers(raw: unknown): Answers {
  const parsed = answersSchema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data as Answers;
  throw validationError(parsed.error.issues.map((issue) => `${['answers', ...issue.path.map(String)].join('.')}: ${issue.message}`).join('; '));
}

/** Only a published form takes answers; the message says why another does not. */
export function requireAnswerable(form: Form): void {
  if (form.status === 'archived') throw validationError(`formId: ${FORMS_MESSAGES.archived}`);
  if (form.status !== 'published') throw validationError(`formId: ${FORMS_MESSAGES.notPublished}`);
}

/** The files attached to a submission's file questions, by id, with the question each belongs to. */
export async function submissionFiles(tx: Tx, submissionId: string): Promise<Array<AnswerFileInfo & { questionId: string }>> {
  const rows = await tx
    .select({ id: files.id, name: files.originalName, size: files.sizeBytes, referenceId: files.referenceId })
    .from(files)
    .where(and(eq(files.referenceType, FORM_ANSWER_REFERENCE), like(files.referenceId, `${submissionId}:%`)));
  return rows.map((row) => ({ id: row.id, name: row.name, size: row.size, questionId: (row.referenceId ?? '').slice(submissionId.length + 1) }));
}

/** Every file id an answer names must be a file uploaded to that question of this submission. */
export function checkAnswerFiles(definition: FormDefinition, answers: Answers, attached: ReadonlyArray<{ id: string; questionId: string }>): void {
  const byId = new Map(attached.map((file) => [file.id, file.questionId]));
  for (const question of definition.questions) {
    if (question.type !== 'file') continue;
    for (const fileId of answers[question.id]?.arrayValue ?? []) {
      if (byId.get(fileId) !== question.id) throw validationError(`answers.${question.id}: ${FORMS_MESSAGES.fileNotFound}`);
    }
  }
}

/**
 * Validates (fully, or `partial` for a draft) and, for a submission, prunes hidden answers and computes calculated
 * ones, so what is stored is what was validated.
 */
export function checkedAnswers(definition: FormDefinition, answers: Answers, options: { partial: boolean; audience?: QuestionAudience; files: readonly AnswerFileInfo[] }): Answers {
  const engineOptions = { ...(options.audience ? { audience: options.audience } : {}), files: options.files };
  const result = validateAnswers(definition, answers, { ...engineOptions, partial: options.partial });
  if (!result.valid) throw answersRejectedError(result.errors);
  if (options.partial) return answers;
  return computeCalculated(definition, pruneAnswers(definition, answers, engineOptions), engineOptions);
}

const answerInputSchema = z.object({
  formId: z.string().refine(isUuid, FORMS_MESSAGES.formNotFound),
  startupId: z.string().refine(isUuid, FORMS_MESSAGES.startupNotFound).nullish(),
  versionId: z.string().refine(isUuid, FORMS_MESSAGES.versionNotFound).nullish(),
});

export interface AnswerInput {
  formId: unknown;
  answers?: unknown;
  startupId?: unknown;
  versionId?: unknown;
}

async function checkStartup(ctx: AppContext, tx: Tx, startupId: string | null | undefined): Promise<string | null> {
  if (!startupId) return null;
  const viewer = requireViewer(ctx);
  const access = await readStartupAccess(tx, viewer, await loadActor(ctx, viewer), startupId);
  if (!access?.sees) throw validationError(`startupId: ${FORMS_MESSAGES.startupNotFound}`);
  return startupId;
}

/** The viewer's open draft of this form (for this startup), locked for the change. */
async function openDraft(tx: Tx, userId: string, formId: string, startupId: string | null): Promise<FormSubmission | undefined> {
  const [row] = await tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.respondentUserId, userId),
        eq(formSubmissions.formId, formId),
        eq(formSubmissions.status, 'draft'),
        startupId ? eq(formSubmissions.startupId, startupId) : isNull(formSubmissions.startupId),
      ),
    )
    .orderBy(desc(formSubmissions.updatedAt))
    .for('update')
    .limit(1);
  return row;
}

/** The version answered: the draft's, else the one the client names (a version of this form), else the latest. */
async function versionToAnswer(tx: Tx, form: Form, draft: FormSubmission | undefined, versionId: string | null | undefined): Promise<FormVersion> {
  const wanted = draft?.versionId ?? versionId;
  if (wanted) {
    const [row] = await tx.select().from(formVersions).where(and(eq(formVersions.id, wanted), eq(formVersions.formId, form.id))).limit(1);
    if (!row) throw validationError(`versionId: ${FORMS_MESSAGES.versionNotFound}`);
    return row;
  }
  const latest = (await latestVersions(tx, [form.id])).get(form.id);
  if (!latest) throw validationError(`formId: ${FORMS_MESSAGES.notPublished}`);
  return latest;
}

async function answer(ctx: AppContext, raw: AnswerInput, submit: boolean): Promise<FormSubmission> {
  const viewer = requireViewer(ctx);
  const input = parseInput(answerInputSchema, { formId: raw.formId, startupId: raw.startupId, versionId: raw.versionId });
  const answers = parseAnswers(raw.answers);
  return ctx.data.run(async (tx) => {
    const form = await findForm(tx, input.formId);
    requireAnswerable(form);
    const startupId = await checkStartup(ctx, tx, input.startupId);
    const draft = await openDraft(tx, viewer.userId, form.id, startupId);
    const version = await versionToAnswer(tx, form, draft, input.versionId);
    const attached = draft ? await submissionFiles(tx, draft.id) : [];
    checkAnswerFiles(version.definition, answers, attached);
    const stored = checkedAnswers(version.definition, answers, { partial: !submit, audience: 'respondent', files: attached });
    const now = new Date();
    const values = { answers: stored, updatedAt: now, ...(submit ? { status: 'submitted' as const, submittedAt: now } : {}) };
    const [row] = draft
      ? await tx.update(formSubmissions).set(values).where(eq(formSubmissions.id, draft.id)).returning()
      : await tx
          .insert(formSubmissions)
          .values({ incubatorId: ctx.incubator.id, formId: form.id, versionId: version.id, respondentUserId: viewer.userId, startupId, ...values })
          .returning();
    if (submit) {
      // custom_field questions: the answers become the startup's (or the respondent's) values (D-213).
      await writeThroughInTx(ctx, tx, { definition: version.definition, answers: stored, startupId });
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'form.submitted', entityType: 'formSubmission', entityId: row!.id, after: { formId: form.id, version: version.number } });
    }
    return row!;
  });
}

export interface LinkedAnswerInput {
  formId: string;
  versionId: string;
  /** The submission kept so far (a draft), else null to create one. */
  submissionId: string | null;
  respondentUserId: string;
  startupId: string | null;
  answers: unknown;
  submit: boolean;
}

/**
 * Answers owned by another feature (a feedback request's recipient, issue 15 item 6): the caller has checked who may
 * answer and names the version and the submission it keeps; the form rules are the same as submitForm's (published
 * form, the domain's validation, hidden answers pruned, files of this submission only).
 */
export async function answerLinkedFormInTx(tx: Tx, incubatorId: string, input: LinkedAnswerInput): Promise<FormSubmission> {
  const answers = parseAnswers(input.answers);
  const form = await findForm(tx, input.formId);
  requireAnswerable(form);
  const [version] = await tx.select().from(formVersions).where(and(eq(formVersions.id, input.versionId), eq(formVersions.formId, form.id))).limit(1);
  if (!version) throw validationError(`versionId: ${FORMS_MESSAGES.versionNotFound}`);
  const attached = input.submissionId ? await submissionFiles(tx, input.submissionId) : [];
  checkAnswerFiles(version.definition, answers, attached);
  const stored = checkedAnswers(version.definition, answers, { partial: !input.submit, audience: 'respondent', files: attached });
  const now = new Date();
  const values = { answers: stored, updatedAt: now, ...(input.submit ? { status: 'submitted' as const, submittedAt: now } : {}) };
  const [row] = input.submissionId
    ? await tx.update(formSubmissions).set(values).where(and(eq(formSubmissions.id, input.submissionId), eq(formSubmissions.status, 'draft'))).returning()
    : await tx
        .insert(formSubmissions)
        .values({ incubatorId, formId: form.id, versionId: version.id, respondentUserId: input.respondentUserId, startupId: input.startupId, ...values })
        .returning();
  if (!row) throw validationError(`answers: ${FORMS_MESSAGES.submissionNotFound}`);
  if (input.submit) {
    await recordActivity(tx, incubatorId, input.respondentUserId, { action: 'form.submitted', entityType: 'formSubmission', entityId: row.id, after: { formId: form.id, version: version.number } });
  }
  return row;
}

/** Save as you go: the viewer's draft of the form, checked only for what is answered. */
export function saveFormDraftAnswers(ctx: AppContext, raw: AnswerInput): Promise<FormSubmission> {
  return answer(ctx, raw, false);
}

/** Submits the viewer's answers (their draft, or new ones) after full validation; they keep the version answered. */
export function submitForm(ctx: AppContext, raw: AnswerInput): Promise<FormSubmission> {
  return answer(ctx, raw, true);
}

/** The viewer's open draft of the form, else their latest submitted answers, else null. */
export async function mySubmission(ctx: AppContext, formId: string, startupId?: string | null): Promise<FormSubmission | null> {
  const viewer = requireViewer(ctx);
  if (!isUuid(formId)) throw validationError(`formId: ${FORMS_MESSAGES.formNotFound}`);
  if (startupId != null && !isUuid(startupId)) throw validationError(`startupId: ${FORMS_MESSAGES.startupNotFound}`);
  const [row] = await ctx.data.run((tx) =>
    tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.respondentUserId, viewer.userId),
          eq(formSubmissions.formId, formId),
          startupId ? eq(formSubmissions.startupId, startupId) : isNull(formSubmissions.startupId),
        ),
      )
      // The open draft first (status 'draft' sorts before 'submitted'), then the newest answer.
      .orderBy(formSubmissions.status, desc(formSubmissions.updatedAt))
      .limit(1),
  );
  return row ?? null;
}

/** One submission: its respondent, or form staff (submitted answers; a draft stays its respondent's). */
export async function getFormSubmission(ctx: AppContext, id: string): Promise<FormSubmission> {
  const viewer = requireViewer(ctx);
  if (!isUuid(id)) throw validationError(`id: ${FORMS_MESSAGES.submissionNotFound}`);
  const [row] = await ctx.data.run((tx) => tx.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1));
  if (!row) throw notFoundError(FORMS_MESSAGES.submissionNotFound);
  if (row.respondentUserId === viewer.userId) return row;
  if (row.status === 'submitted' && isFormStaff(viewer, await loadActor(ctx, viewer))) return row;
  throw notFoundError(FORMS_MESSAGES.submissionNotFound);
}

// ── The responses table ──────────────────────────────────────────────────────────────────────────────────────────

export interface ResponsePage {
  results: FormSubmission[];
  nextCursor: string | null;
}

const PAGE_DEFAULT = 50;
const PAGE_MAX = 200;

const responsesSchema = z.object({
  formId: z.string().refine(isUuid, FORMS_MESSAGES.formNotFound),
  versionId: z.string().refine(isUuid, FORMS_MESSAGES.versionNotFound).optional(),
  startupId: z.string().refine(isUuid, FORMS_MESSAGES.startupNotFound).optional(),
  respondentId: z.string().refine(isUuid, 'is not a valid id').optional(),
  anonymous: z.boolean().optional(),
  submittedAfter: z.date().optional(),
  submittedBefore: z.date().optional(),
  first: z.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  after: z.string().max(200).optional(),
});

export interface ResponsesInput {
  formId: unknown;
  filter?: { versionId?: string | null; startupId?: string | null; respondentId?: string | null; anonymous?: boolean | null; submittedAfter?: Date | null; submittedBefore?: Date | null } | null;
  first?: number | null;
  after?: string | null;
}

/** Keyset cursor of the responses table: the last row's (submitted_at, id), so a page costs the same at any depth. */
function encodeResponseCursor(row: FormSubmission): string {
  return Buffer.from(`${row.submittedAt!.toISOString()}|${row.id}`, 'utf8').toString('base64url');
}
function decodeResponseCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(date.getTime())) throw validationError('after: not a cursor of this list');
  return { at: date, id };
}

/** Submitted answers of one form, newest first, with filters (staff; the form must be in this tenant). */
export async function listFormResponses(ctx: AppContext, raw: ResponsesInput): Promise<ResponsePage> {
  requireViewer(ctx);
  const f = raw.filter ?? {};
  const input = parseInput(responsesSchema, {
    formId: raw.formId,
    versionId: f.versionId ?? undefined,
    startupId: f.startupId ?? undefined,
    respondentId: f.respondentId ?? undefined,
    anonymous: f.anonymous ?? undefined,
    submittedAfter: f.submittedAfter ?? undefined,
    submittedBefore: f.submittedBefore ?? undefined,
    first: raw.first ?? undefined,
    after: raw.after ?? undefined,
  });
  if (!(await viewerIsFormStaff(ctx))) throw notFoundError(FORMS_MESSAGES.formNotFound);
  const cursor = input.after ? decodeResponseCursor(input.after) : null;
  const rows = await ctx.data.run(async (tx) => {
    await findForm(tx, input.formId);
    const conditions: Array<SQL | undefined> = [
      eq(formSubmissions.formId, input.formId),
      eq(formSubmissions.status, 'submitted'),
      input.versionId ? eq(formSubmissions.versionId, input.versionId) : undefined,
      input.startupId ? eq(formSubmissions.startupId, input.startupId) : undefined,
      input.respondentId ? eq(formSubmissions.respondentUserId, input.respondentId) : undefined,
      input.anonymous === undefined ? undefined : input.anonymous ? isNull(formSubmissions.respondentUserId) : sql`${formSubmissions.respondentUserId} is not null`,
      input.submittedAfter ? sql`${formSubmissions.submittedAt} >= ${input.submittedAfter.toISOString()}` : undefined,
      input.submittedBefore ? sql`${formSubmissions.submittedAt} < ${input.submittedBefore.toISOString()}` : undefined,
      cursor
        ? or(lt(formSubmissions.submittedAt, cursor.at), and(eq(formSubmissions.submittedAt, cursor.at), lt(formSubmissions.id, cursor.id)))
        : undefined,
    ];
    return tx
      .select()
      .from(formSubmissions)
      .where(and(...conditions))
      .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id))
      .limit(input.first + 1);
  });
  const results = rows.slice(0, input.first);
  return { results, nextCursor: rows.length > input.first ? encodeResponseCursor(results[results.length - 1]!) : null };
}
