/**
 * Forms and their versions (issue 15 item 3, docs/contract-forms.md §3): the list, one form, the builder's draft,
 * duplicate, archive and restore, publish (a new immutable version, refused with the analyser's problems), share
 * settings and the comparison of two versions. A FORM:CREATE-only holder changes only the forms they created;
 * FORM:EDIT changes every form. Bad input changes nothing; another tenant's form is invisible (RLS) and answers as an
 * unknown one.
 */
import { ERROR_CODES, FORM_KINDS, FORMS_MESSAGES, formDefinitionSchema, isInRoleGroup, type FormDefinition } from '@hatchery/domain';
import { and, asc, desc, eq, ilike, inArray, max, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { forms, formSubmissions, formVersions, FORM_STATUSES, type Form, type FormVersion } from '../../db/schema/index.js';
import { AppError, forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { decodeCursor, encodeCursor, likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { can, loadActor, NOT_ALLOWED_MESSAGE, type Actor } from '../permissions/index.js';
import { analyseFormDefinition, type FormProblem } from './form-engine.js';

export const FORM_NAME_MAX = 200;
export const FORM_DESCRIPTION_MAX = 5000;
const PAGE_DEFAULT = 30;
const PAGE_MAX = 100;

const nameField = z.string({ error: FORMS_MESSAGES.required }).trim().min(1, FORMS_MESSAGES.required).max(FORM_NAME_MAX, FORMS_MESSAGES.tooLong);
const descriptionField = z.string().trim().max(FORM_DESCRIPTION_MAX, FORMS_MESSAGES.tooLong).nullish().transform((v) => (v ? v : null));
const kindField = z.enum(FORM_KINDS, { error: `must be one of ${FORM_KINDS.join(', ')}` });

/** The definition as the domain's schema reads it; its problems are named by path ("definition.questions.0.label: …"). */
export function parseDefinition(raw: unknown, field = 'definition'): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(raw);
  if (parsed.success) return parsed.data as FormDefinition;
  throw validationError(
    parsed.error.issues.map((issue) => `${[field, ...issue.path.map(String)].join('.')}: ${issue.message}`).join('; ') || `${field}: ${FORMS_MESSAGES.invalidDefinition}`,
  );
}

/** An empty definition in the tenant's default language. */
export function emptyDefinition(ctx: AppContext): FormDefinition {
  const parsed = formDefinitionSchema.safeParse({ languages: [ctx.incubator.defaultLanguage], questions: [] });
  return parsed.success ? (parsed.data as FormDefinition) : { languages: ['en'], questions: [] };
}

// ── Access ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** Builds forms and reads responses: administrators, FORM:CREATE or FORM:EDIT holders. */
export function isFormStaff(viewer: Viewer, actor: Actor): boolean {
  return isInRoleGroup(viewer.roleType, 'admin') || can(actor, 'FORM:EDIT') || can(actor, 'FORM:CREATE');
}

/** Changes this form: FORM:EDIT (every form), or FORM:CREATE for a form the viewer created. */
export function mayEditForm(viewer: Viewer, actor: Actor, form: Pick<Form, 'createdBy'>): boolean {
  if (isInRoleGroup(viewer.roleType, 'admin') || can(actor, 'FORM:EDIT')) return true;
  return can(actor, 'FORM:CREATE') && form.createdBy === viewer.userId;
}

export async function viewerIsFormStaff(ctx: AppContext): Promise<boolean> {
  if (!ctx.viewer) return false;
  return isFormStaff(ctx.viewer, await loadActor(ctx, ctx.viewer));
}

export async function viewerMayEditForm(ctx: AppContext, form: Pick<Form, 'createdBy'>): Promise<boolean> {
  if (!ctx.viewer) return false;
  return mayEditForm(ctx.viewer, await loadActor(ctx, ctx.viewer), form);
}

export async function findForm(tx: Tx, id: string, field = 'formId'): Promise<Form> {
  if (!isUuid(id)) throw validationError(`${field}: ${FORMS_MESSAGES.formNotFound}`);
  const [row] = await tx.select().from(forms).where(eq(forms.id, id)).limit(1);
  if (!row) throw notFoundError(FORMS_MESSAGES.formNotFound);
  return row;
}

async function lockForm(tx: Tx, id: string): Promise<Form> {
  if (!isUuid(id)) throw validationError(`formId: ${FORMS_MESSAGES.formNotFound}`);
  const [row] = await tx.select().from(forms).where(eq(forms.id, id)).for('update').limit(1);
  if (!row) throw notFoundError(FORMS_MESSAGES.formNotFound);
  return row;
}

/** The form for a change: it exists, the viewer may change it, and (unless `archivedToo`) it is not archived. */
async function editableForm(ctx: AppContext, tx: Tx, id: string, archivedToo = false): Promise<{ viewer: Viewer; form: Form }> {
  const viewer = requireViewer(ctx);
  const form = await lockForm(tx, id);
  if (!mayEditForm(viewer, await loadActor(ctx, viewer), form)) throw forbiddenError(NOT_ALLOWED_MESSAGE);
  if (!archivedToo && form.status === 'archived') throw validationError(`formId: ${FORMS_MESSAGES.archived}`);
  return { viewer, form };
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────────

export interface FormPage {
  results: Form[];
  nextCursor: string | null;
}

const listSchema = z.object({
  search: z.string().trim().max(200, FORMS_MESSAGES.tooLong).optional(),
  kind: kindField.optional(),
  status: z.enum(FORM_STATUSES).optional(),
  first: z.number().int().min(1).max(PAGE_MAX).default(PAGE_DEFAULT),
  after: z.string().max(100).optional(),
});

/** Forms by last change, newest first; without a status, every form that is not archived. */
export async function listForms(ctx: AppContext, raw: { search?: string | null; kind?: string | null; status?: string | null; first?: number | null; after?: string | null }): Promise<FormPage> {
  requireViewer(ctx);
  const input = parseInput(listSchema, {
    search: raw.search || undefined,
    kind: raw.kind ?? undefined,
    status: raw.status ?? undefined,
    first: raw.first ?? undefined,
    after: raw.after ?? undefined,
  });
  const offset = decodeCursor(input.after);
  const rows = await ctx.data.run((tx) =>
    tx
      .select()
      .from(forms)
      .where(
        and(
          input.status ? eq(forms.status, input.status) : ne(forms.status, 'archived'),
          input.kind ? eq(forms.kind, input.kind) : undefined,
          input.search ? ilike(forms.name, likePattern(input.search)) : undefined,
        ),
      )
      .orderBy(desc(forms.updatedAt), asc(forms.id))
      .limit(input.first + 1)
      .offset(offset),
  );
  return { results: rows.slice(0, input.first), nextCursor: rows.length > input.first ? encodeCursor(offset + input.first) : null };
}

/** One form: staff see any; other members only a published one (to answer it). */
export async function getForm(ctx: AppContext, id: string): Promise<Form> {
  requireViewer(ctx);
  const staff = await viewerIsFormStaff(ctx);
  const form = await ctx.data.run((tx) => findForm(tx, id, 'id'));
  if (!staff && form.status !== 'published') throw notFoundError(FORMS_MESSAGES.formNotFound);
  return form;
}

export async function loadVersions(tx: Tx, formIds: readonly string[]): Promise<FormVersion[]> {
  if (formIds.length === 0) return [];
  return tx.select().from(formVersions).where(inArray(formVersions.formId, [...formIds])).orderBy(desc(formVersions.number));
}

/** One version: staff see any; other members a version of a published form. */
export async function getFormVersion(ctx: AppContext, id: string, field = 'id'): Promise<FormVersion> {
  requireViewer(ctx);
  if (!isUuid(id)) throw validationError(`${field}: ${FORMS_MESSAGES.versionNotFound}`);
  const staff = await viewerIsFormStaff(ctx);
  const found = await ctx.data.run(async (tx) => {
    const [row] = await tx.select({ version: formVersions, status: forms.status }).from(formVersions).innerJoin(forms, eq(forms.id, formVersions.formId)).where(eq(formVersions.id, id)).limit(1);
    return row;
  });
  if (!found || (!staff && found.status !== 'published')) throw notFoundError(FORMS_MESSAGES.versionNotFound);
  return found.version;
}

/** Two versions of one form, for the comparison page: the web lists the changes with compareFormDefinitions (D-186). */
export async function compareFormVersions(ctx: AppContext, baseId: string, compareId: string): Promise<{ base: FormVersion; compare: FormVersion }> {
  const base = await getFormVersion(ctx, baseId, 'baseId');
  const compare = await getFormVersion(ctx, compareId, 'compareId');
  if (base.formId !== compare.formId) throw validationError(`compareId: ${FORMS_MESSAGES.versionsOfOtherForms}`);
  return { base, compare };
}

// ── Changing ──────────────────────────────────────────────────────────────────────────────────────────────────────

const createSchema = z.object({ kind: kindField, name: nameField, description: descriptionField, definition: z.unknown().optional() });

export async function createForm(ctx: AppContext, raw: { kind?: unknown; name?: unknown; description?: unknown; definition?: unknown }): Promise<Form> {
  const viewer = requireViewer(ctx);
  const input = parseInput(createSchema, raw);
  const definition = input.definition == null ? emptyDefinition(ctx) : parseDefinition(input.definition);
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({ incubatorId: ctx.incubator.id, kind: input.kind, name: input.name, description: input.description, draftDefinition: definition, createdBy: viewer.userId })
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'form.created', entityType: 'form', entityId: row!.id, after: { kind: row!.kind, name: row!.name } });
    return row!;
  });
}

const updateSchema = z.object({ name: nameField.optional(), description: descriptionField.optional(), kind: kindField.optional(), definition: z.unknown().optional() });

/** Saves the builder's work: name, description, kind and the draft definition (publishing is separate). */
export async function updateFormDraft(ctx: AppContext, id: string, raw: { name?: unknown; description?: unknown; kind?: unknown; definition?: unknown }): Promise<Form> {
  const input = parseInput(updateSchema, raw);
  const definition = input.definition == null ? undefined : parseDefinition(input.definition);
  return ctx.data.run(async (tx) => {
    const { viewer, form } = await editableForm(ctx, tx, id);
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(raw.description !== undefined ? { description: input.description ?? null } : {}),
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(definition !== undefined ? { draftDefinition: definition } : {}),
    };
    if (Object.keys(changes).length === 0) return form;
    const [row] = await tx.update(forms).set({ ...changes, updatedAt: new Date() }).where(eq(forms.id, form.id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'form.updated',
      entityType: 'form',
      entityId: form.id,
      after: { ...(changes.name ? { name: changes.name } : {}), ...(changes.kind ? { kind: changes.kind } : {}), definitionChanged: definition !== undefined },
    });
    return row!;
  });
}

/** A new draft form with the source's draft definition (question ids kept: they are unique within a form only). */
export async function duplicateForm(ctx: AppContext, id: string): Promise<Form> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    const source = await findForm(tx, id);
    if (!isFormStaff(viewer, await loadActor(ctx, viewer))) throw forbiddenError(NOT_ALLOWED_MESSAGE);
    const name = `${source.name} (copy)`.slice(0, FORM_NAME_MAX);
    const [row] = await tx
      .insert(forms)
      .values({ incubatorId: ctx.incubator.id, kind: source.kind, name, description: source.description, draftDefinition: source.draftDefinition, createdBy: viewer.userId })
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'form.duplicated', entityType: 'form', entityId: row!.id, after: { from: source.id, name } });
    return row!;
  });
}

/** Archived: closed to answers and changes, out of the default list; restoring reopens it as it was. */
export async function setFormArchived(ctx: AppContext, id: string, archived: boolean): Promise<Form> {
  return ctx.data.run(async (tx) => {
    const { viewer, form } = await editableForm(ctx, tx, id, true);
    if (!archived && form.status !== 'archived') throw validationError(`formId: ${FORMS_MESSAGES.notArchived}`);
    if (archived && form.status === 'archived') return form;
    let status: Form['status'] = 'archived';
    if (!archived) {
      const [latest] = await tx.select({ n: max(formVersions.number) }).from(formVersions).where(eq(formVersions.formId, form.id));
      status = latest?.n ? 'published' : 'draft';
    }
    const [row] = await tx
      .update(forms)
      .set({ status, archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(forms.id, form.id))
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: archived ? 'form.archived' : 'form.restored', entityType: 'form', entityId: form.id });
    return row!;
  });
}

/** Refusal of publish: ValidationError whose `extensions.problems` lists the analyser's problems, each naming questions. */
export function cannotPublishError(problems: readonly FormProblem[]): AppError {
  const named = problems.flatMap((p) => p.questionIds);
  const message = `definition: ${FORMS_MESSAGES.cannotPublish}${named.length ? ` (${[...new Set(named)].join(', ')})` : ''}`;
  return new AppError(ERROR_CODES.validation, message, 400, {
    details: { problems: problems.map((p) => ({ code: p.code, questionIds: [...p.questionIds], params: p.params ? { ...p.params } : null })) },
  });
}

/** Publishes the draft as the next version (1, 2, …); that version is frozen (the database refuses to change it). */
export async function publishForm(ctx: AppContext, id: string): Promise<{ form: Form; version: FormVersion }> {
  return ctx.data.run(async (tx) => {
    const { viewer, form } = await editableForm(ctx, tx, id);
    const definition = parseDefinition(form.draftDefinition);
    const problems = analyseFormDefinition(definition);
    if (problems.length > 0) throw cannotPublishError(problems);
    const [latest] = await tx.select().from(formVersions).where(eq(formVersions.formId, form.id)).orderBy(desc(formVersions.number)).limit(1);
    // jsonb keeps keys in its own order: compare values, not texts.
    if (latest && isDeepStrictEqual(parseDefinition(latest.definition), definition)) {
      throw validationError(`definition: ${FORMS_MESSAGES.unchangedSinceLastVersion}`);
    }
    const number = (latest?.number ?? 0) + 1;
    const [version] = await tx
      .insert(formVersions)
      .values({ incubatorId: ctx.incubator.id, formId: form.id, number, definition, publishedBy: viewer.userId })
      .returning();
    const [row] = await tx.update(forms).set({ status: 'published', updatedAt: new Date() }).where(eq(forms.id, form.id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'form.published', entityType: 'form', entityId: form.id, after: { version: number } });
    return { form: row!, version: version! };
  });
}

const shareSchema = z.object({ allowAnonymous: z.boolean(), renewLink: z.boolean().default(false) });

/** Whether the share link answers without an account; renewing the link makes the old address stop working. */
export async function updateFormShareSettings(ctx: AppContext, id: string, raw: { allowAnonymous: unknown; renewLink?: unknown }): Promise<Form> {
  const input = parseInput(shareSchema, { allowAnonymous: raw.allowAnonymous, renewLink: raw.renewLink ?? undefined });
  return ctx.data.run(async (tx) => {
    const { viewer, form } = await editableForm(ctx, tx, id);
    const [row] = await tx
      .update(forms)
      .set({ allowAnonymous: input.allowAnonymous, ...(input.renewLink ? { shareUuid: randomUUID() } : {}), updatedAt: new Date() })
      .where(eq(forms.id, form.id))
      .returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'form.shareChanged',
      entityType: 'form',
      entityId: form.id,
      before: { allowAnonymous: form.allowAnonymous },
      after: { allowAnonymous: input.allowAnonymous, linkRenewed: input.renewLink },
    });
    return row!;
  });
}

/** The latest version of each form (what a new answer answers). */
export async function latestVersions(tx: Tx, formIds: readonly string[]): Promise<Map<string, FormVersion>> {
  const result = new Map<string, FormVersion>();
  if (formIds.length === 0) return result;
  const rows = await tx
    .selectDistinctOn([formVersions.formId])
    .from(formVersions)
    .where(inArray(formVersions.formId, [...formIds]))
    .orderBy(formVersions.formId, desc(formVersions.number));
  for (const row of rows) result.set(row.formId, row);
  return result;
}

/** Submitted answers per form (the responses table's count). */
export async function responseCounts(tx: Tx, formIds: readonly string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (formIds.length === 0) return result;
  const rows = await tx
    .select({ formId: formSubmissions.formId, n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(inArray(formSubmissions.formId, [...formIds]), eq(formSubmissions.status, 'submitted')))
    .groupBy(formSubmissions.formId);
  for (const row of rows) result.set(row.formId, Number(row.n));
  return result;
}
