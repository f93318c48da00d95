import { useTranslation } from 'react-i18next';

/**
 * The field a refused change names (D-584: a ValidationError with `extensions.field`, message "field: rule"), so the
 * form shows it under that field instead of as a toast.
 */
export interface FieldRefusal {
  field: string;
  /** The rule broken, without the field's name ("is required"). */
  rule: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function fieldRefusalOf(error: unknown): FieldRefusal | null {
  if (!isRecord(error)) return null;
  const list = Array.isArray(error.errors) ? error.errors : Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
  for (const item of list) {
    if (!isRecord(item) || !isRecord(item.extensions)) continue;
    const { field } = item.extensions;
    if (typeof field !== 'string' || field === '' || typeof item.message !== 'string') continue;
    const prefix = `${field}: `;
    return { field, rule: item.message.startsWith(prefix) ? item.message.slice(prefix.length) : item.message };
  }
  return null;
}

/**
 * The refusal in the reader's words under a field labelled `label`: the rules the server states most, translated;
 * `own` gives a form's own rules their words (rule → text).
 */
export function useRefusalText(own: Readonly<Record<string, string>> = {}): (refusal: FieldRefusal, label: string) => string {
  const { t } = useTranslation('common');
  return (refusal, label) => {
    const special = own[refusal.rule];
    if (special !== undefined) return special;
    if (refusal.rule === 'is required') return t('validation.required', { field: label });
    const max = /^at most (\d+) characters$/.exec(refusal.rule);
    if (max) return t('validation.maxLength', { field: label, value: max[1] });
    return `${label}: ${refusal.rule}`;
  };
}
