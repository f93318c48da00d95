import type { FieldError } from '@hatchery/domain';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The validator's FieldError per field id out of a refused setCustomFieldValues (extensions.fieldErrors). */
export function fieldErrorsOf(error: unknown): Record<string, FieldError> {
  if (!isRecord(error)) return {};
  const list = Array.isArray(error.errors) ? error.errors : Array.isArray(error.graphQLErrors) ? error.graphQLErrors : [];
  const out: Record<string, FieldError> = {};
  for (const item of list) {
    const extensions = isRecord(item) && isRecord(item.extensions) ? item.extensions : null;
    const fieldErrors = extensions && isRecord(extensions.fieldErrors) ? extensions.fieldErrors : null;
    if (!fieldErrors) continue;
    for (const [id, value] of Object.entries(fieldErrors)) {
      if (isRecord(value) && typeof value.code === 'string') {
        out[id] = { code: value.code, ...(isRecord(value.params) ? { params: value.params } : {}) } as FieldError;
      }
    }
  }
  return out;
}
