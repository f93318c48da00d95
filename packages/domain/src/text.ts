/**
 * Text a request may carry but the database cannot keep: PostgreSQL refuses the NUL character in text, and a lone
 * UTF-16 surrogate has no UTF-8 form (the driver would refuse it or silently change it). No person types either, so
 * both ends refuse such text wherever it appears, with SETTINGS_MESSAGES.unstorableText naming the field.
 */

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  // JSON.stringify escapes NUL and lone surrogates, so the path itself is always storable (and printable).
  const name = IDENTIFIER.test(key) ? key : JSON.stringify(key.slice(0, 60));
  if (path === '') return name;
  return IDENTIFIER.test(key) ? `${path}.${name}` : `${path}[${name}]`;
}

/**
 * The path (e.g. `user.firstName`, `items[2]`) of the first string — value or object key — in `value` that is not
 * storable; null when there is none. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root = ''): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: root }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push({ value: current[i], path: childPath(path, i) });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i]!;
        const at = childPath(path, key);
        if (!isStorableText(key)) return at;
        pending.push({ value: (current as Record<string, unknown>)[key], path: at });
      }
    }
  }
  return null;
}
