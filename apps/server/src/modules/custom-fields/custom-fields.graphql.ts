/**
 * The custom-field API (issue 15 item 7; docs/contract-forms.md "Custom fields (as built)"): definitions for
 * administrators, and the values of one record for whoever sees it, filtered by each field's visibility (D-212).
 * Labels, help texts, rules, options and values travel as JSON in the forms engine's shapes (packages/domain).
 */
import { CUSTOM_FIELD_TARGETS, CUSTOM_FIELD_TYPES, CUSTOM_FIELD_VISIBILITIES } from '@hatchery/domain';
import { builder } from '../../graphql/builder.js';
import type { CustomField } from '../../db/schema/index.js';
import { customFieldsPolicy } from './custom-fields.policy.js';
import { arrangeFields, createField, getField, listFields, setFieldArchived, updateField, valueCount } from './custom-fields.service.js';
import { listFieldValues, setFieldValues, type CustomFieldEntry } from './custom-field-values.service.js';

export const CustomFieldTargetEnum = builder.enumType('CustomFieldTarget', { values: CUSTOM_FIELD_TARGETS });
export const CustomFieldTypeEnum = builder.enumType('CustomFieldType', { values: CUSTOM_FIELD_TYPES, description: 'The forms engine’s answerable types a custom field may take.' });
export const CustomFieldVisibilityEnum = builder.enumType('CustomFieldVisibility', {
  values: CUSTOM_FIELD_VISIBILITIES,
  description: 'staff: staff who see the record; members: those and the startup’s people (a user: themselves; an application: its applicant); profile: everyone who sees the profile (D-212).',
});

export const CustomFieldRef = builder.objectRef<CustomField>('CustomField').implement({
  description: 'A custom field of startups, users or applications: one question of the forms engine with a slug.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    target: t.field({ type: CustomFieldTargetEnum, resolve: (f) => f.target }),
    slug: t.exposeString('slug', { description: 'Stable column name in exports and reports; unique per target.' }),
    type: t.field({ type: CustomFieldTypeEnum, resolve: (f) => f.type }),
    label: t.field({ type: 'JSON', description: 'LocalizedText: one text per tenant language.', resolve: (f) => f.label }),
    helpText: t.field({ type: 'JSON', nullable: true, resolve: (f) => f.helpText }),
    category: t.exposeString('category', { nullable: true, description: 'The group of the profile template.' }),
    required: t.exposeBoolean('required'),
    visibility: t.field({ type: CustomFieldVisibilityEnum, resolve: (f) => f.visibility }),
    validations: t.field({ type: 'JSON', nullable: true, description: 'QuestionValidations of the forms engine.', resolve: (f) => f.validations }),
    options: t.field({ type: 'JSON', nullable: true, description: 'QuestionOption[] of a choice type.', resolve: (f) => f.options }),
    position: t.exposeInt('position'),
    shownInProfile: t.exposeBoolean('shownInProfile'),
    archivedAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.archivedAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (f) => f.updatedAt }),
    valueCount: t.int({ description: 'Records holding a value (a field with values keeps its type).', resolve: (f, _a, ctx) => ctx.data.run((tx) => valueCount(tx, f.id)) }),
  }),
});

const CustomFieldEntryRef = builder.objectRef<CustomFieldEntry>('CustomFieldEntry').implement({
  description: 'One field of a record as the viewer may see it, with its value.',
  fields: (t) => ({
    field: t.field({ type: CustomFieldRef, resolve: (e) => e.field }),
    value: t.field({ type: 'JSON', nullable: true, description: 'AnswerValue of the forms engine; null: no value.', resolve: (e) => e.value }),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit'),
  }),
});

const CustomFieldInput = builder.inputType('CustomFieldInput', {
  fields: (t) => ({
    target: t.field({ type: CustomFieldTargetEnum, description: 'Ignored on update (a field keeps its target).' }),
    slug: t.string({ required: true }),
    type: t.field({ type: CustomFieldTypeEnum, required: true }),
    label: t.field({ type: 'JSON', required: true }),
    helpText: t.field({ type: 'JSON' }),
    category: t.string(),
    required: t.boolean(),
    visibility: t.field({ type: CustomFieldVisibilityEnum }),
    validations: t.field({ type: 'JSON' }),
    options: t.field({ type: 'JSON' }),
  }),
});

const ArrangeItemInput = builder.inputType('CustomFieldArrangement', {
  fields: (t) => ({
    fieldId: t.id({ required: true }),
    category: t.string(),
    shownInProfile: t.boolean({ required: true }),
  }),
});

/** GraphQL input → the service's raw input (absent keys left out so the defaults apply). */
function rawField(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
}

builder.queryFields((t) => ({
  customFields: t.field({
    type: [CustomFieldRef],
    description: 'Fields of one target in profile-template order.',
    args: { target: t.arg({ type: CustomFieldTargetEnum, required: true }), includeArchived: t.arg.boolean() },
    access: customFieldsPolicy.customFields,
    resolve: (_r, args, ctx) => listFields(ctx, args),
  }),
  customField: t.field({
    type: CustomFieldRef,
    args: { id: t.arg.id({ required: true }) },
    access: customFieldsPolicy.customField,
    resolve: (_r, args, ctx) => getField(ctx, String(args.id)),
  }),
  customFieldValues: t.field({
    type: [CustomFieldEntryRef],
    description: 'The fields of one startup, user or application the viewer may see, with their values (hidden ones are absent; an application: D-360).',
    args: { target: t.arg({ type: CustomFieldTargetEnum, required: true }), recordId: t.arg.id({ required: true }) },
    access: customFieldsPolicy.customFieldValues,
    resolve: (_r, args, ctx) => listFieldValues(ctx, { target: args.target, recordId: String(args.recordId) }),
  }),
}));

builder.mutationFields((t) => ({
  createCustomField: t.field({
    type: CustomFieldRef,
    args: { input: t.arg({ type: CustomFieldInput, required: true }) },
    access: customFieldsPolicy.createCustomField,
    resolve: (_r, args, ctx) => createField(ctx, rawField(args.input)),
  }),
  updateCustomField: t.field({
    type: CustomFieldRef,
    description: 'Replaces the definition; the target never changes, the type only while no record holds a value.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CustomFieldInput, required: true }) },
    access: customFieldsPolicy.updateCustomField,
    resolve: (_r, args, ctx) => updateField(ctx, String(args.id), rawField(args.input)),
  }),
  archiveCustomField: t.field({
    type: CustomFieldRef,
    args: { id: t.arg.id({ required: true }) },
    access: customFieldsPolicy.archiveCustomField,
    resolve: (_r, args, ctx) => setFieldArchived(ctx, String(args.id), true),
  }),
  restoreCustomField: t.field({
    type: CustomFieldRef,
    args: { id: t.arg.id({ required: true }) },
    access: customFieldsPolicy.restoreCustomField,
    resolve: (_r, args, ctx) => setFieldArchived(ctx, String(args.id), false),
  }),
  arrangeCustomFields: t.field({
    type: [CustomFieldRef],
    description: 'The profile template of a target: every field once, in order, with its group and whether it is shown.',
    args: { target: t.arg({ type: CustomFieldTargetEnum, required: true }), items: t.arg({ type: [ArrangeItemInput], required: true }) },
    access: customFieldsPolicy.arrangeCustomFields,
    resolve: (_r, args, ctx) => arrangeFields(ctx, { target: args.target, items: args.items }),
  }),
  setCustomFieldValues: t.field({
    type: [CustomFieldEntryRef],
    description: 'Sets values of one startup, user or application by field id (null or empty clears); others are kept. ValidationError with extensions.fieldErrors when a value breaks its field’s rule.',
    args: { target: t.arg({ type: CustomFieldTargetEnum, required: true }), recordId: t.arg.id({ required: true }), values: t.arg({ type: 'JSON', required: true }) },
    access: customFieldsPolicy.setCustomFieldValues,
    resolve: (_r, args, ctx) => setFieldValues(ctx, { target: args.target, recordId: String(args.recordId), values: args.values }),
  }),
}));
