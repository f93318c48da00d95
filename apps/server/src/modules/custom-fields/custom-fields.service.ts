/**
 * Custom field definitions (issue 15 item 7; docs/contract-forms.md "Custom fields (as built)"): list, one field,
 * create, update, archive and restore, and the profile template's order, groups and shown/hidden (arrange). Changes
 * need an administrator (the root fields' rule, D-210) and the plan's "custom field editing" switched on
 * (customFieldsEdit): locked → the plan-gated refusal, switched off → Forbidden. A field's rules are checked by the
 * forms engine's analyser; a slug is unique per target. Bad input changes nothing.
 */
import {
  analyseCustomField,
  ERROR_CODES,
  CUSTOM_FIELD_TARGETS,
  CUSTOM_FIELDS_MESSAGES,
  customFieldInputSchema,
  featureState,
  planFeatureState,
  type CustomFieldDefinition,
  type CustomFieldTarget,
} from '@hatchery/domain';
import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/contract.js';
import { isUuid } from '../../db/index.js';
import { customFields, customFieldValues, incubatorFeatureFlags, type CustomField } from '../../db/schema/index.js';
import { AppError, forbiddenError, notFoundError, validationError } from '../../core/errors.js';
import { isUniqueViolation } from '../../core/db-errors.js';
import { parseInput } from '../../core/input.js';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { planGatedError } from '../permissions/index.js';

const targetSchema = z.enum(CUSTOM_FIELD_TARGETS, { error: `must be one of ${CUSTOM_FIELD_TARGETS.join(', ')}` });

export function definitionOf(row: CustomField): CustomFieldDefinition {
  return {
    id: row.id,
    target: row.target,
    slug: row.slug,
    type: row.type,
    label: row.label,
    helpText: row.helpText,
    category: row.category,
    required: row.required,
    visibility: row.visibility,
    validations: row.validations,
    options: row.options,
  };
}

/** Editing is on: in the plan (else the plan-gated refusal) and switched on (else Forbidden). */
export async function requireEditingOn(tx: Tx): Promise<void> {
  const flags = await tx
    .select({ name: incubatorFeatureFlags.flagName, enabled: incubatorFeatureFlags.enabled, activated: incubatorFeatureFlags.activated })
    .from(incubatorFeatureFlags);
  if (planFeatureState(flags, 'customFieldEditing') === 'locked') throw planGatedError();
  if (featureState(flags, 'customFieldsEdit') !== 'on') throw forbiddenError(CUSTOM_FIELDS_MESSAGES.featureOff);
}

export async function findField(tx: Tx, id: string, field = 'fieldId', lock = false): Promise<CustomField> {
  if (!isUuid(id)) throw validationError(`${field}: ${CUSTOM_FIELDS_MESSAGES.fieldNotFound}`);
  const query = tx.select().from(customFields).where(eq(customFields.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFoundError(CUSTOM_FIELDS_MESSAGES.fieldNotFound);
  return row;
}

/** Fields of one target in template order; archived ones only when asked. */
export async function listFields(ctx: AppContext, raw: { target: string; includeArchived?: boolean | null }): Promise<CustomField[]> {
  requireViewer(ctx);
  const target = parseInput(z.object({ target: targetSchema }), { target: raw.target }).target;
  return ctx.data.run((tx) => fieldsOf(tx, target, raw.includeArchived === true));
}

export async function fieldsOf(tx: Tx, target: CustomFieldTarget, includeArchived = false): Promise<CustomField[]> {
  return tx
    .select()
    .from(customFields)
    .where(and(eq(customFields.target, target), includeArchived ? undefined : isNull(customFields.archivedAt)))
    .orderBy(asc(customFields.position), asc(customFields.createdAt), asc(customFields.id));
}

export async function getField(ctx: AppContext, id: string): Promise<CustomField> {
  requireViewer(ctx);
  return ctx.data.run((tx) => findField(tx, id, 'id'));
}

/** How many records hold a value of the field (the list shows it; a field with values keeps its type). */
export async function valueCount(tx: Tx, fieldId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(customFieldValues).where(eq(customFieldValues.fieldId, fieldId));
  return Number(row?.n ?? 0);
}

type RawFieldInput = Record<string, unknown>;

/** Parses and checks a whole definition; the analyser's first problem is named on its rule ("validations: …"). */
function parseField(raw: RawFieldInput): z.output<typeof customFieldInputSchema> {
  const input = parseInput(customFieldInputSchema, raw);
  const problems = analyseCustomField({
    id: 'new',
    ...input,
    helpText: input.helpText ?? null,
    category: input.category || null,
    validations: input.validations ?? null,
    options: input.options ?? null,
  });
  if (problems.length > 0) {
    const where = problems[0]!.code === 'missingOptions' || problems[0]!.code === 'duplicateOptionValue' ? 'options' : 'validations';
    throw new AppError(ERROR_CODES.validation, `${where}: ${CUSTOM_FIELDS_MESSAGES.invalidField}`, 400, {
      details: { problems: problems.map((p) => ({ code: p.code, params: p.params ? { ...p.params } : null })) },
    });
  }
  return input;
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw validationError(`slug: ${CUSTOM_FIELDS_MESSAGES.slugTaken}`);
  throw error;
}

export async function createField(ctx: AppContext, raw: RawFieldInput): Promise<CustomField> {
  const viewer = requireViewer(ctx);
  const input = parseField(raw);
  return ctx.data
    .run(async (tx) => {
      await requireEditingOn(tx);
      const [last] = await tx.select({ position: max(customFields.position) }).from(customFields).where(eq(customFields.target, input.target));
      const [row] = await tx
        .insert(customFields)
        .values({
          incubatorId: ctx.incubator.id,
          target: input.target,
          slug: input.slug,
          type: input.type,
          label: input.label,
          helpText: input.helpText ?? null,
          category: input.category || null,
          required: input.required,
          visibility: input.visibility,
          validations: input.validations ?? null,
          options: input.options ?? null,
          position: (last?.position ?? -1) + 1,
          createdBy: viewer.userId,
        })
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'customField.created', entityType: 'customField', entityId: row!.id, after: { target: row!.target, slug: row!.slug } });
      return row!;
    })
    .catch(slugTaken);
}

/** Replaces the definition; the target never changes, the type only while no record holds a value. */
export async function updateField(ctx: AppContext, id: string, raw: RawFieldInput): Promise<CustomField> {
  const viewer = requireViewer(ctx);
  return ctx.data
    .run(async (tx) => {
      await requireEditingOn(tx);
      const current = await findField(tx, id, 'fieldId', true);
      const input = parseField({ ...raw, target: current.target });
      if (input.type !== current.type && (await valueCount(tx, current.id)) > 0) throw validationError(`type: ${CUSTOM_FIELDS_MESSAGES.typeChanged}`);
      const [row] = await tx
        .update(customFields)
        .set({
          slug: input.slug,
          type: input.type,
          label: input.label,
          helpText: input.helpText ?? null,
          category: input.category || null,
          required: input.required,
          visibility: input.visibility,
          validations: input.validations ?? null,
          options: input.options ?? null,
        })
        .where(eq(customFields.id, current.id))
        .returning();
      await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'customField.updated', entityType: 'customField', entityId: current.id, before: { slug: current.slug }, after: { slug: row!.slug } });
      return row!;
    })
    .catch(slugTaken);
}

export async function setFieldArchived(ctx: AppContext, id: string, archived: boolean): Promise<CustomField> {
  const viewer = requireViewer(ctx);
  return ctx.data.run(async (tx) => {
    await requireEditingOn(tx);
    const current = await findField(tx, id, 'fieldId', true);
    const [row] = await tx.update(customFields).set({ archivedAt: archived ? (current.archivedAt ?? new Date()) : null }).where(eq(customFields.id, current.id)).returning();
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: archived ? 'customField.archived' : 'customField.restored', entityType: 'customField', entityId: current.id, after: { slug: current.slug } });
    return row!;
  });
}

const arrangeSchema = z.object({
  target: targetSchema,
  items: z
    .array(z.object({ fieldId: z.string().max(64), category: z.string().trim().max(100).nullish(), shownInProfile: z.boolean() }))
    .max(500),
});

/** The profile template: every field of the target (archived ones too) once, in the new order, with group and shown. */
export async function arrangeFields(ctx: AppContext, raw: { target: string; items: Array<{ fieldId: string | number; category?: string | null; shownInProfile: boolean }> }): Promise<CustomField[]> {
  const viewer = requireViewer(ctx);
  const input = parseInput(arrangeSchema, { target: raw.target, items: raw.items.map((i) => ({ ...i, fieldId: String(i.fieldId) })) });
  return ctx.data.run(async (tx) => {
    await requireEditingOn(tx);
    const fields = await fieldsOf(tx, input.target, true);
    const given = input.items.map((i) => i.fieldId);
    const known = new Set(fields.map((f) => f.id));
    if (given.length !== fields.length || new Set(given).size !== given.length || given.some((fid) => !known.has(fid))) {
      throw validationError(`items: ${CUSTOM_FIELDS_MESSAGES.arrangeMismatch}`);
    }
    for (const [position, item] of input.items.entries()) {
      await tx.update(customFields).set({ position, category: item.category || null, shownInProfile: item.shownInProfile }).where(eq(customFields.id, item.fieldId));
    }
    await recordActivity(tx, ctx.incubator.id, viewer.userId, { action: 'customField.arranged', entityType: 'customField', after: { target: input.target, count: given.length } });
    return fieldsOf(tx, input.target, true);
  });
}
