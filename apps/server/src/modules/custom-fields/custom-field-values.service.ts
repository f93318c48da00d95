/**
 * Values of custom fields (issue 15 item 7): one per record and field, read and written for a startup (its file's
 * custom-fields tab), a user (their profile) or an application (its file; the intake's write-through, D-360).
 * Visibility is enforced here (D-212): a field hidden from the viewer is absent from the answer and cannot be written
 * — not only hidden by the interface. A value is checked by the forms
 * engine's validator against its field's rules (validateCustomFieldValue); a broken rule names the field (its slug)
 * and carries the FieldError in `extensions.fieldErrors`, and nothing is written.
 */
import {
  answerValueSchema,
  ERROR_CODES,
  CUSTOM_FIELD_TARGETS,
  CUSTOM_FIELDS_MESSAGES,
  isEmptyCustomFieldValue,
  isInRoleGroup,
  validateCustomFieldValue,
  type AnswerValue,
  type CustomFieldTarget,
  type FieldError,
} from '@hatchery/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { customFields, customFieldValues, users, type CustomField } from '../../db/schema/index.js';
import { AppError, forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { loadActor } from '../permissions/index.js';
import { mayEditStartup, readStartupAccess } from '../startups/index.js';
import { applicationRecords, type ApplicationRights } from './application-records.js';
import { definitionOf, fieldsOf } from './custom-fields.service.js';

export interface CustomFieldEntry {
  field: CustomField;
  value: AnswerValue | null;
  viewerCanEdit: boolean;
}

/** What the viewer may do with the record's fields: which visibilities they see, and whether they may write. */
export interface RecordAccess {
  target: CustomFieldTarget;
  recordId: string;
  /** False hides every field (an external evaluator under blind review, D-361). */
  seesAny: boolean;
  seesMembers: boolean;
  seesStaff: boolean;
  mayEdit: boolean;
}

const targetSchema = z.enum(CUSTOM_FIELD_TARGETS, { error: `must be one of ${CUSTOM_FIELD_TARGETS.join(', ')}` });

/**
 * What an application read needs before the transaction opens (the viewer's application scope reads flags and
 * grants on its own connection); nothing for startups and users.
 */
export async function prepareRecordAccess(ctx: AppContext, viewer: Viewer, target: CustomFieldTarget): Promise<ApplicationRights | undefined> {
  return target === 'application' ? applicationRecords().load(ctx, viewer) : undefined;
}

/**
 * The viewer's rights on one record; NotFound when it does not exist or they do not see it. For an application,
 * `applicationRights` is the scope of prepareRecordAccess; without it only the applicant's own rights count.
 */
export async function recordAccess(ctx: AppContext, tx: Tx, viewer: Viewer, target: CustomFieldTarget, recordId: string, applicationRights?: ApplicationRights): Promise<RecordAccess> {
  if (!isUuid(recordId)) throw validationError(`recordId: ${CUSTOM_FIELDS_MESSAGES.recordNotFound}`);
  const staff = isInRoleGroup(viewer.roleType, 'staff');
  if (target === 'application') {
    const rights = await (applicationRights ?? applicationRecords().applicantOnly(viewer))(tx, recordId);
    if (!rights) throw notFoundError(CUSTOM_FIELDS_MESSAGES.recordNotFound);
    return { target, recordId, ...rights };
  }
  if (target === 'startup') {
    const actor = await loadActor(ctx, viewer);
    const access = await readStartupAccess(tx, viewer, actor, recordId);
    if (!access?.sees) throw notFoundError(CUSTOM_FIELDS_MESSAGES.recordNotFound);
    return { target, recordId, seesAny: true, seesStaff: staff, seesMembers: staff || access.member, mayEdit: mayEditStartup(viewer, actor, access) };
  }
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, recordId)).limit(1);
  if (!user) throw notFoundError(CUSTOM_FIELDS_MESSAGES.recordNotFound);
  const self = viewer.userId === recordId;
  return { target, recordId, seesAny: true, seesStaff: staff, seesMembers: staff || self, mayEdit: self || isInRoleGroup(viewer.roleType, 'admin') };
}

/** The one visibility rule (D-212; blind review hides every application field from external evaluators, D-361). */
export function sees(access: RecordAccess, field: CustomField): boolean {
  if (!access.seesAny) return false;
  if (field.visibility === 'profile') return true;
  return field.visibility === 'members' ? access.seesMembers : access.seesStaff;
}

const RECORD_COLUMNS = { startup: customFieldValues.startupId, user: customFieldValues.userId, application: customFieldValues.applicationId } as const;
const recordColumn = (target: RecordAccess['target']) => RECORD_COLUMNS[target];

export async function valuesOf(tx: Tx, target: RecordAccess['target'], recordId: string, fieldIds: string[]): Promise<Map<string, AnswerValue>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await tx
    .select({ fieldId: customFieldValues.fieldId, value: customFieldValues.value })
    .from(customFieldValues)
    .where(and(eq(recordColumn(target), recordId), inArray(customFieldValues.fieldId, fieldIds)));
  return new Map(rows.map((row) => [row.fieldId, row.value]));
}

async function entriesFor(tx: Tx, access: RecordAccess): Promise<CustomFieldEntry[]> {
  const fields = (await fieldsOf(tx, access.target)).filter((field) => sees(access, field));
  const values = await valuesOf(tx, access.target, access.recordId, fields.map((f) => f.id));
  return fields.map((field) => ({ field, value: values.get(field.id) ?? null, viewerCanEdit: access.mayEdit }));
}

/** The record's fields the viewer may see (template order, archived left out) with their values. */
export async function listFieldValues(ctx: AppContext, raw: { target: string; recordId: string }): Promise<CustomFieldEntry[]> {
  const viewer = requireViewer(ctx);
  const target = parseInput(z.object({ target: targetSchema }), { target: raw.target }).target;
  const rights = await prepareRecordAccess(ctx, viewer, target);
  return ctx.data.run(async (tx) => entriesFor(tx, await recordAccess(ctx, tx, viewer, target, raw.recordId, rights)));
}

const valuesSchema = z.record(z.string().max(64), answerValueSchema.nullable());

/** The refusal of values that break their fields' rules: "values.<slug>: …", FieldErrors by field id. */
function valuesRejected(fields: Map<string, CustomField>, errors: Record<string, FieldError>): AppError {
  const ids = Object.keys(errors);
  return new AppError(ERROR_CODES.validation, ids.map((id) => `values.${fields.get(id)?.slug ?? id}: ${CUSTOM_FIELDS_MESSAGES.valueRejected}`).join('; '), 400, {
    details: {
      fieldErrors: Object.fromEntries(ids.map((id) => [id, { code: errors[id]!.code, slug: fields.get(id)?.slug ?? id, params: errors[id]!.params ? { ...errors[id]!.params } : null }])),
    },
  });
}

/**
 * Writes values of one record in the caller's transaction, after checking each against its field (unknown or archived
 * fields are refused by `known`). An empty value clears it. Shared by the mutation and the forms engine's
 * write-through (a `custom_field` question answered on submit).
 */
export async function writeFieldValuesInTx(
  tx: Tx,
  input: { incubatorId: string; target: RecordAccess['target']; recordId: string; updatedBy: string | null; values: Record<string, AnswerValue | null>; known: Map<string, CustomField> },
): Promise<void> {
  const errors: Record<string, FieldError> = {};
  for (const [fieldId, value] of Object.entries(input.values)) {
    const field = input.known.get(fieldId)!;
    const error = validateCustomFieldValue(definitionOf(field), isEmptyCustomFieldValue(value) ? null : value);
    if (error) errors[fieldId] = error;
  }
  if (Object.keys(errors).length > 0) throw valuesRejected(input.known, errors);
  const column = recordColumn(input.target);
  for (const [fieldId, value] of Object.entries(input.values)) {
    await tx.delete(customFieldValues).where(and(eq(column, input.recordId), eq(customFieldValues.fieldId, fieldId)));
    if (isEmptyCustomFieldValue(value)) continue;
    await tx.insert(customFieldValues).values({
      incubatorId: input.incubatorId,
      fieldId,
      startupId: input.target === 'startup' ? input.recordId : null,
      userId: input.target === 'user' ? input.recordId : null,
      applicationId: input.target === 'application' ? input.recordId : null,
      value: value!,
      updatedBy: input.updatedBy,
    });
  }
}

/** Sets some values of one record (the others are kept); answers every field the viewer sees, as listFieldValues. */
export async function setFieldValues(ctx: AppContext, raw: { target: string; recordId: string; values: unknown }): Promise<CustomFieldEntry[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(z.object({ target: targetSchema, values: valuesSchema }), { target: raw.target, values: raw.values });
  const rights = await prepareRecordAccess(ctx, viewer, input.target);
  return ctx.data.run(async (tx) => {
    const access = await recordAccess(ctx, tx, viewer, input.target, raw.recordId, rights);
    const visible = new Map((await fieldsOf(tx, access.target)).filter((f) => sees(access, f)).map((f) => [f.id, f]));
    const unknown = Object.keys(input.values).filter((id) => !visible.has(id));
    if (unknown.length > 0) throw validationError(unknown.map((id) => `values.${id}: ${CUSTOM_FIELDS_MESSAGES.unknownField}`).join('; '));
    if (!access.mayEdit) throw forbiddenError(CUSTOM_FIELDS_MESSAGES.notEditable);
    await writeFieldValuesInTx(tx, { incubatorId: ctx.incubator.id, target: access.target, recordId: access.recordId, updatedBy: viewer.userId, values: input.values as Record<string, AnswerValue | null>, known: visible });
    await recordActivity(tx, ctx.incubator.id, viewer.userId, {
      action: 'customField.valuesChanged',
      entityType: access.target,
      entityId: access.recordId,
      after: { fields: Object.keys(input.values).map((id) => visible.get(id)!.slug) },
    });
    return entriesFor(tx, access);
  });
}

/** Fields of a target by id (archived left out), for the write-through of forms. */
export async function activeFieldsById(tx: Tx, target: RecordAccess['target'], ids: readonly string[]): Promise<Map<string, CustomField>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await tx.select().from(customFields).where(and(eq(customFields.target, target), inArray(customFields.id, valid), isNull(customFields.archivedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}
