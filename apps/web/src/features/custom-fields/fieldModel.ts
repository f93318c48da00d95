/**
 * The editor's model of a custom field (issue 15 item 7): a draft the page edits, made from a field or empty, turned
 * into the API's input, and checked with the domain's rules (analyseCustomField: the forms engine's analyser) while
 * typing, so the page names a problem before the server would.
 */
import {
  analyseCustomField,
  CUSTOM_FIELD_SLUG_PATTERN,
  isChoiceField,
  isMultiChoiceField,
  type CustomFieldType,
  type CustomFieldVisibility,
  type FormProblem,
  type LocalizedText,
  type QuestionOption,
  type QuestionValidations,
} from '@hatchery/domain';
import type { CustomFieldItem, CustomFieldTarget } from './documents';

export interface FieldDraft {
  slug: string;
  type: CustomFieldType;
  label: LocalizedText;
  helpText: LocalizedText;
  category: string;
  required: boolean;
  visibility: CustomFieldVisibility;
  validations: QuestionValidations;
  options: QuestionOption[];
}

/** The rules the editor offers per type (a subset of the forms engine's, those that make sense for one value). */
export type RuleName = 'minLength' | 'maxLength' | 'min' | 'max' | 'step' | 'integer' | 'minSelected' | 'maxSelected' | 'minDate' | 'maxDate';
const RULES: Record<CustomFieldType, readonly RuleName[]> = {
  text: ['minLength', 'maxLength'],
  text_long: ['minLength', 'maxLength'],
  number: ['min', 'max', 'integer'],
  number_scale: ['min', 'max', 'step'],
  select_dropdown: [],
  select_radio: [],
  select_checkbox: ['minSelected', 'maxSelected'],
  select_multi_dropdown: ['minSelected', 'maxSelected'],
  date: ['minDate', 'maxDate'],
};
export function rulesFor(type: CustomFieldType): readonly RuleName[] {
  return RULES[type];
}
export function takesOptions(type: CustomFieldType): boolean {
  return isChoiceField(type);
}
export function isMulti(type: CustomFieldType): boolean {
  return isMultiChoiceField(type);
}

export function emptyDraft(): FieldDraft {
  return { slug: '', type: 'text', label: {}, helpText: {}, category: '', required: false, visibility: 'staff', validations: {}, options: [] };
}

export function draftFrom(field: CustomFieldItem): FieldDraft {
  return {
    slug: field.slug,
    type: field.type,
    label: (field.label ?? {}) as LocalizedText,
    helpText: (field.helpText ?? {}) as LocalizedText,
    category: field.category ?? '',
    required: field.required,
    visibility: field.visibility,
    validations: (field.validations ?? {}) as QuestionValidations,
    options: (field.options ?? []) as QuestionOption[],
  };
}

/** A slug from a label: "Funding raised (USD)" → "funding_raised_usd". */
export function slugFrom(label: string): string {
  const base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 63);
  return /^[a-z]/.test(base) ? base : base ? `field_${base}`.slice(0, 63) : '';
}

/** Only the rules of the type, without empty ones; options only for choice types. */
export function cleanDraft(draft: FieldDraft): FieldDraft {
  const allowed = new Set<string>(rulesFor(draft.type));
  const validations = Object.fromEntries(
    Object.entries(draft.validations).filter(([key, value]) => allowed.has(key) && value !== undefined && value !== null && value !== '' && value !== false),
  ) as QuestionValidations;
  const trimmed = (text: LocalizedText) => Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as LocalizedText;
  return { ...draft, slug: draft.slug.trim(), category: draft.category.trim(), label: trimmed(draft.label), helpText: trimmed(draft.helpText), validations, options: takesOptions(draft.type) ? draft.options : [] };
}

export function toInput(draft: FieldDraft, target: CustomFieldTarget) {
  const clean = cleanDraft(draft);
  return {
    target,
    slug: clean.slug,
    type: clean.type,
    label: clean.label,
    helpText: Object.keys(clean.helpText).length > 0 ? clean.helpText : null,
    category: clean.category || null,
    required: clean.required,
    visibility: clean.visibility,
    validations: Object.keys(clean.validations).length > 0 ? clean.validations : null,
    options: takesOptions(clean.type) ? clean.options : null,
  };
}

export type DraftIssue = { field: 'slug' | 'label' | 'options' | 'validations'; code: string; problem?: FormProblem };

/** What stops saving, named by the part of the form it is on. */
export function draftIssues(draft: FieldDraft, target: CustomFieldTarget): DraftIssue[] {
  const clean = cleanDraft(draft);
  const issues: DraftIssue[] = [];
  if (!CUSTOM_FIELD_SLUG_PATTERN.test(clean.slug)) issues.push({ field: 'slug', code: 'slugFormat' });
  if (Object.keys(clean.label).length === 0) issues.push({ field: 'label', code: 'labelMissing' });
  else {
    for (const problem of analyseCustomField({ id: 'draft', target, ...clean, helpText: clean.helpText, category: clean.category || null })) {
      // The shape check reports an option without a value or label as a rule on `options.<n>…`.
      const onOptions = problem.code === 'ruleNotForType' && String(problem.params?.rule ?? '').startsWith('options');
      if (onOptions) issues.push({ field: 'options', code: 'optionIncomplete', problem });
      else issues.push({ field: problem.code === 'missingOptions' || problem.code === 'duplicateOptionValue' ? 'options' : 'validations', code: problem.code, problem });
    }
  }
  return issues;
}
