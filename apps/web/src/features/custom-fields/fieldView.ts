/** How a custom field reads on both ends of the page: its definition as the domain's, its value as text. */
import {
  flattenOptions,
  localizedText,
  type AnswerValue,
  type CustomFieldDefinition,
  type Locale,
  type LocalizedText,
  type QuestionOption,
  type QuestionValidations,
} from '@hatchery/domain';
import type { CustomFieldItem } from './documents';

export function definitionOf(field: CustomFieldItem): CustomFieldDefinition {
  return {
    id: field._id,
    target: field.target,
    slug: field.slug,
    type: field.type,
    label: (field.label ?? {}) as LocalizedText,
    helpText: (field.helpText ?? null) as LocalizedText | null,
    category: field.category,
    required: field.required,
    visibility: field.visibility,
    validations: (field.validations ?? null) as QuestionValidations | null,
    options: (field.options ?? null) as QuestionOption[] | null,
  };
}

export function fieldLabel(field: Pick<CustomFieldItem, 'label' | 'slug'>, lang: Locale): string {
  return localizedText((field.label ?? {}) as LocalizedText, lang) || field.slug;
}

/** The value as a reader sees it: option labels, a number in the page's locale, a date, text; '' when empty. */
export function valueText(field: CustomFieldItem, value: AnswerValue | null | undefined, lang: Locale): string {
  if (!value) return '';
  if (value.arrayValue && value.arrayValue.length > 0) {
    const options = flattenOptions((field.options ?? []) as QuestionOption[]);
    return value.arrayValue.map((v) => localizedText(options.find((o) => o.value === v)?.labels, lang) || v).join(', ');
  }
  if (value.numberValue != null) return new Intl.NumberFormat(lang.replace('_', '-')).format(value.numberValue);
  if (value.textValue) {
    if (field.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value.textValue)) {
      return new Intl.DateTimeFormat(lang.replace('_', '-'), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value.textValue}T00:00:00Z`));
    }
    return value.textValue;
  }
  return '';
}

/** Fields in template order, grouped by category (a group keeps the place of its first field). */
export function groupByCategory<T extends { field: Pick<CustomFieldItem, 'category'> }>(entries: readonly T[]): Array<{ category: string | null; entries: T[] }> {
  const groups: Array<{ category: string | null; entries: T[] }> = [];
  for (const entry of entries) {
    const category = entry.field.category?.trim() || null;
    const group = groups.find((g) => g.category === category);
    if (group) group.entries.push(entry);
    else groups.push({ category, entries: [entry] });
  }
  return groups;
}
