/**
 * D1 §5's default field messages (ERR-18..21), as a zod error map: a schema states its rules without texts and
 * gets "{field} is a required field", "… must be greater than or equal to …" and the rest, with the field's label.
 * A message a schema gives itself still wins (zod asks the schema first).
 */
import type { TFunction } from 'i18next';
import type * as z from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

function boundOf(value: number | bigint): string {
  return String(value);
}

/** The message for one issue, or the generic "Invalid field". */
export function defaultFieldMessage(t: TFunction, field: string, issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? t('validation.required', { field }) : t('validation.invalid');
    case 'too_small':
      if (issue.origin === 'number' || issue.origin === 'bigint') return t('validation.min', { field, value: boundOf(issue.minimum) });
      if (issue.origin === 'string') {
        // An empty text against a minimum length is a missing value, not a short one.
        if (isEmpty(issue.input)) return t('validation.required', { field });
        return t('validation.minLength', { field, value: boundOf(issue.minimum) });
      }
      return t('validation.required', { field });
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'bigint') return t('validation.max', { field, value: boundOf(issue.maximum) });
      if (issue.origin === 'string') return t('validation.maxLength', { field, value: boundOf(issue.maximum) });
      return t('validation.invalid');
    case 'invalid_format':
      if (issue.format === 'email') return t('validation.email', { field });
      if (issue.format === 'url') return t('validation.url', { field });
      return t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/**
 * The error map to pass at parse time (`schema.safeParse(v, { error })`, `zodResolver(schema, { error })`):
 * `labels` names each top-level field as the reader sees it.
 */
export function defaultFieldErrors(t: TFunction, labels: Readonly<Record<string, string>>): (issue: Issue) => string {
  return (issue) => {
    const key = issue.path?.[0];
    const field = typeof key === 'string' ? (labels[key] ?? key) : '';
    return defaultFieldMessage(t, field, issue);
  };
}
