import { SUPPORTED_LOCALES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value === 'string') return { [prefix]: value };
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return out;
}

const namespaces = Object.keys(files)
  .filter((p) => p.startsWith('./en/'))
  .map((p) => p.slice('./en/'.length, -'.json'.length));

/** "Non-trivial": several words — single words and brand names may legitimately be spelled the same. */
function isNonTrivial(text: string): boolean {
  return text.trim().split(/\s+/).length > 1 && !/^\S+@\S+$/.test(text);
}

describe('translations (LOC-01)', () => {
  it('has both namespaces for every locale', () => {
    expect(namespaces.sort()).toEqual(['common', 'pages']);
    for (const locale of SUPPORTED_LOCALES) {
      for (const ns of namespaces) expect(files[`./${locale}/${ns}.json`], `${locale}/${ns}`).toBeDefined();
    }
  });

  for (const ns of namespaces) {
    const en = flatten(files[`./en/${ns}.json`]);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${ns} has every English key, really translated, with the same placeholders`, () => {
        const other = flatten(files[`./${locale}/${ns}.json`]);
        const missing = Object.keys(en).filter((k) => !(k in other) || other[k]?.trim() === '');
        expect(missing, 'missing keys').toEqual([]);
        const copies = Object.keys(en).filter((k) => isNonTrivial(en[k] ?? '') && other[k] === en[k]);
        expect(copies, 'English copies').toEqual([]);
        const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        const badVars = Object.keys(en).filter((k) => vars(en[k] ?? '').join() !== vars(other[k] ?? '').join());
        expect(badVars, 'placeholders').toEqual([]);
      });
    }
  }
});
