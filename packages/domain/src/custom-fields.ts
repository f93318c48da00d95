// Custom fields (issue 15 item 7): extra fields an organisation defines for startups, users and applications, answered
// once and reused in profiles, forms and reports. A field is one question of the forms engine (its type, rules and
// options are the engine's), so its value is checked by the one validator (validateAnswers) on both ends (D-210).
import { z } from 'zod';
import { analyseFormDefinition } from './forms/analyse.js';
import {
  isChoiceField,
  localizedTextSchema,
  questionSchema,
  type AnswerValue,
  type FieldType,
  type FormDefinition,
  type LocalizedText,
  type Question,
  type QuestionOption,
  type QuestionValidations,
} from './forms/definition.js';
import type { FormProblem } from './forms/problems.js';
import { validateAnswers, type FieldError } from './forms/validate.js';
import { SUPPORTED_LOCALES } from './locales.js';

/** What a custom field describes: values are held per startup, user or application (D-360). */
export const CUSTOM_FIELD_TARGETS = ['startup', 'user', 'application'] as const;
export type CustomFieldTarget = (typeof CUSTOM_FIELD_TARGETS)[number];

/**
 * Who sees a value (D-212): `staff` — staff who see the startup (or the user); `members` — those staff and the
 * startup's own people (for a user field: the user themselves); `profile` — everyone who sees the profile.
 */
export const CUSTOM_FIELD_VISIBILITIES = ['staff', 'members', 'profile'] as const;
export type CustomFieldVisibility = (typeof CUSTOM_FIELD_VISIBILITIES)[number];

/** The forms engine's answerable types a field may take: one value per record (no files, tables, trees or formulas). */
export const CUSTOM_FIELD_TYPES = [
  'text', 'text_long', 'number', 'number_scale', 'select_dropdown', 'select_radio', 'select_checkbox',
  'select_multi_dropdown', 'date',
] as const satisfies readonly FieldType[];
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** A slug names the field's column in exports and reports: lower-case letters, digits and underscores. */
export const CUSTOM_FIELD_SLUG_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
export const CUSTOM_FIELD_CATEGORY_MAX = 100;

export const CUSTOM_FIELDS_MESSAGES = {
  fieldNotFound: 'This custom field does not exist.',
  slugTaken: 'This slug is already used by another field of the same kind of record.',
  slugFormat: 'Use lower-case letters, digits and underscores, starting with a letter.',
  typeChanged: 'The type of a field that has values cannot change.',
  invalidField: 'The field’s rules are not valid.',
  unknownField: 'This field does not exist or you cannot see it.',
  valueRejected: 'This value breaks the rule of its field.',
  recordNotFound: 'This record does not exist or you cannot see it.',
  notEditable: 'You cannot change this value.',
  archived: 'This field is archived.',
  featureOff: 'Custom field editing is switched off for this organisation.',
  arrangeMismatch: 'List every field of this kind of record exactly once.',
} as const;

/** A field as both ends read it: the definition columns of the server's row. */
export interface CustomFieldDefinition {
  id: string;
  target: CustomFieldTarget;
  slug: string;
  type: CustomFieldType;
  label: LocalizedText;
  helpText?: LocalizedText | null;
  category?: string | null;
  required: boolean;
  visibility: CustomFieldVisibility;
  validations?: QuestionValidations | null;
  options?: QuestionOption[] | null;
}

/** The field as a question of the forms engine: the renderer shows it, the validator checks its value. */
export function customFieldQuestion(field: CustomFieldDefinition): Question {
  const question: Question = { id: 'value', type: field.type, label: field.label, required: field.required };
  if (field.helpText && Object.keys(field.helpText).length > 0) question.description = field.helpText;
  if (field.validations && Object.keys(field.validations).length > 0) question.validations = field.validations;
  if (isChoiceField(field.type)) question.options = field.options ?? [];
  return question;
}

function definitionOf(field: CustomFieldDefinition): FormDefinition {
  return { languages: [...SUPPORTED_LOCALES], questions: [customFieldQuestion(field)] };
}

/** Problems of the field's rules and options, as the form builder names them (min > max, no options, a bad pattern…). */
export function analyseCustomField(field: CustomFieldDefinition): FormProblem[] {
  const question = customFieldQuestion(field);
  const parsed = questionSchema.safeParse(question);
  if (!parsed.success) return [{ code: 'ruleNotForType', questionIds: ['value'], params: { rule: parsed.error.issues[0]?.path.join('.') ?? 'value' } }];
  return analyseFormDefinition(definitionOf(field));
}

/** The value's first broken rule (required included), or null when it may be stored. */
export function validateCustomFieldValue(field: CustomFieldDefinition, value: AnswerValue | null | undefined): FieldError | null {
  const result = validateAnswers(definitionOf(field), value ? { value } : {});
  return result.errors.value ?? null;
}

/** A value that says nothing (cleared input): stored as no value. */
export function isEmptyCustomFieldValue(value: AnswerValue | null | undefined): boolean {
  if (!value) return true;
  const text = value.textValue?.trim();
  return !text && value.numberValue == null && !(value.arrayValue && value.arrayValue.length > 0);
}

/** Input shape of a definition (the server adds its own messages and the slug uniqueness). */
export const customFieldInputSchema = z.object({
  target: z.enum(CUSTOM_FIELD_TARGETS),
  slug: z.string().trim().regex(CUSTOM_FIELD_SLUG_PATTERN, CUSTOM_FIELDS_MESSAGES.slugFormat),
  type: z.enum(CUSTOM_FIELD_TYPES),
  label: localizedTextSchema,
  helpText: z.partialRecord(z.enum(SUPPORTED_LOCALES), z.string().max(2000)).nullish(),
  category: z.string().trim().max(CUSTOM_FIELD_CATEGORY_MAX).nullish(),
  required: z.boolean().default(false),
  visibility: z.enum(CUSTOM_FIELD_VISIBILITIES).default('staff'),
  validations: questionSchema.shape.validations.nullish(),
  options: questionSchema.shape.options.nullish(),
});
export type CustomFieldInput = z.infer<typeof customFieldInputSchema>;

/** A value as an export cell: text, a number, options joined by "; ", a date as written. */
export function customFieldCell(value: AnswerValue | null | undefined): string | number | null {
  if (!value) return null;
  if (value.numberValue != null) return value.numberValue;
  if (value.arrayValue && value.arrayValue.length > 0) return value.arrayValue.join('; ');
  if (value.textValue != null && value.textValue !== '') return value.textValue;
  return null;
}
