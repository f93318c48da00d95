/**
 * Finds the translation keys a source file uses, for the completeness test (LOC-01): literal keys passed to
 * t() / i18n.t() / i18n.exists(), and the `labelKey` / `i18nKey` / `titleKey` literals the code later passes to t().
 * With `prefixes`, the static start of template-literal keys instead (t(`roles.${type}`) gives "roles.").
 * A key without "ns:" belongs to the file's useTranslation() namespace, else to the default "common".
 */
export interface UsedKey {
  ns: string;
  key: string;
}

const CALL = String.raw`\b(?:i18n\.)?(?:t|exists)\(\s*`;
const LITERAL_KEY = new RegExp(`${CALL}(['"])((?:(?!\\1).)+)\\1`, 'g');
const TEMPLATE_PREFIX = new RegExp(`${CALL}\`([^\`$]*)\\$\\{`, 'g');
const KEY_PROPERTY = /\b(?:labelKey|i18nKey|titleKey)\s*[:=]\s*(['"])([^'"]+)\1/g;
const FILE_NAMESPACE = /useTranslation\(\s*\[?\s*['"](\w+)['"]/;

function split(raw: string, fileNs: string): UsedKey {
  const colon = raw.indexOf(':');
  return colon > 0 && /^\w+$/.test(raw.slice(0, colon)) ? { ns: raw.slice(0, colon), key: raw.slice(colon + 1) } : { ns: fileNs, key: raw };
}

export function keysUsedInSource(text: string, options: { prefixes?: boolean } = {}): UsedKey[] {
  const fileNs = FILE_NAMESPACE.exec(text)?.[1] ?? 'common';
  if (options.prefixes) return [...text.matchAll(TEMPLATE_PREFIX)].map((m) => split(m[1] ?? '', fileNs));
  const keys = [...text.matchAll(LITERAL_KEY), ...text.matchAll(KEY_PROPERTY)].map((m) => split(m[2] ?? '', fileNs));
  const seen = new Set<string>();
  return keys.filter(({ ns, key }) => {
    const id = `${ns}:${key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
