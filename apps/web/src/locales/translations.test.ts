import { ROLE_TYPES, SUPPORTED_LOCALES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { isBuiltPage } from '../app/routes/pageRegistry';
import { ROUTE_TABLE } from '../app/routes/routeTable';
import { i18n, initI18n, loadPageNamespaces, NAMESPACES, PAGE_NAMESPACES } from '../app/i18n/i18n';
import { keysUsedInSource, type UsedKey } from '../test/i18nKeyScan';

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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** "Non-trivial": several words — single words and brand names may legitimately be spelled the same. */
function isNonTrivial(text: string): boolean {
  return text.trim().split(/\s+/).length > 1 && !/^\S+@\S+$/.test(text);
}

describe('translations (LOC-01)', () => {
  it('has every namespace for every locale', () => {
    expect(namespaces.sort()).toEqual([...NAMESPACES].sort());
    for (const locale of SUPPORTED_LOCALES) {
      for (const ns of namespaces) expect(files[`./${locale}/${ns}.json`], `${locale}/${ns}`).toBeDefined();
    }
  });

  for (const ns of namespaces) {
    const en = flatten(files[`./en/${ns}.json`]);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${ns} has every English key, really translated, with the same placeholders`, () => {
        const other = flatten(files[`./${locale}/${ns}.json`]);
        // A plural form (_one, _few…) is needed only where the language has it (Japanese has "other" alone).
        const forms = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories as string[];
        const needed = (k: string) => !PLURAL_SUFFIX.test(k) || forms.includes(k.replace(/^.*_/, ''));
        const missing = Object.keys(en).filter((k) => needed(k) && (!(k in other) || other[k]?.trim() === ''));
        expect(missing, 'missing keys').toEqual([]);
        const copies = Object.keys(en).filter((k) => isNonTrivial(en[k] ?? '') && other[k] === en[k]);
        expect(copies, 'English copies').toEqual([]);
        const vars = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        const badVars = Object.keys(en).filter((k) => needed(k) && vars(en[k] ?? '').join() !== vars(other[k] ?? '').join());
        expect(badVars, 'placeholders').toEqual([]);
      });
    }
  }
});

/** Every source file of the app (tests excluded), as text: the keys it passes to t() must exist. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const english: Record<string, Record<string, string>> = Object.fromEntries(
  namespaces.map((ns) => [ns, flatten(files[`./en/${ns}.json`])]),
);
/** A key exists when it is a string, or (for keys used with plurals or context) the base of a suffixed one. */
function inEnglish({ ns, key }: UsedKey): boolean {
  const keys = english[ns] ?? {};
  return key in keys || `${key}_other` in keys;
}

describe('plurals through i18next (D-93)', () => {
  // Each language needs the plural forms its grammar has (Arabic: zero, one, two, few, many, other; Japanese: other).
  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: every plural key has each form ${locale} needs, and no hand-made "(s)" plural is left`, () => {
      const needed = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
      for (const ns of namespaces) {
        const englishBases = new Set(Object.keys(english[ns] ?? {}).filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
        const own = flatten(files[`./${locale}/${ns}.json`]);
        const missing = [...englishBases].flatMap((base) => needed.filter((form) => !own[`${base}_${form}`]).map((form) => `${ns}:${base}_${form}`));
        expect(missing, `${locale} plural forms`).toEqual([]);
        const handMade = Object.entries(own).filter(([, text]) => /\{\{\w+\}\}[^.]*\w\(s\)/.test(text)).map(([key]) => `${ns}:${key}`);
        expect(handMade, `${locale} "(s)" plurals`).toEqual([]);
      }
    });
  }

  it('a plural key is used with a count', async () => {
    if (!i18n.isInitialized) await initI18n('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('adminRoles.permissionSummary', { count: 1, assigned: 0 })).toBe('1 permission, 0 limited to assignments');
    expect(i18n.t('adminRoles.permissionSummary', { count: 2, assigned: 0 })).toBe('2 permissions, 0 limited to assignments');
    await i18n.changeLanguage('ar');
    expect(i18n.t('adminUsers.total', { count: 2 })).toBe('2 مستخدمان');
    expect(i18n.t('adminUsers.total', { count: 5 })).toBe('5 مستخدمين');
    await i18n.changeLanguage('en');
  });
});

describe('keys used in the code (LOC-01)', () => {
  const used = Object.entries(sources).flatMap(([file, text]) => keysUsedInSource(text).map((k) => ({ ...k, file })));

  it('finds the keys (the scan is not silently empty)', () => {
    expect(used.length).toBeGreaterThan(100);
    expect(used).toContainEqual(expect.objectContaining({ ns: 'common', key: 'sso.or' }));
    expect(used).toContainEqual(expect.objectContaining({ ns: 'pages', key: 'security' }));
  });

  it('every t() literal, labelKey and i18nKey exists in English (and so, by the test above, in every locale)', () => {
    const missing = used.filter((k) => !inEnglish(k)).map((k) => `${k.file}: ${k.ns}:${k.key}`);
    expect(missing).toEqual([]);
  });

  it('every dynamic prefix (`roles.${…}`) names an English group', () => {
    const prefixes = Object.entries(sources).flatMap(([file, text]) =>
      keysUsedInSource(text, { prefixes: true }).map((k) => ({ ...k, file })),
    );
    const missing = prefixes
      .filter(({ ns, key }) => key !== '' && !Object.keys(english[ns] ?? {}).some((k) => k.startsWith(key)))
      .map((k) => `${k.file}: ${k.ns}:${k.key}`);
    expect(missing).toEqual([]);
  });

  it('the keys built at run time exist: route page names (placeholders) and role labels', () => {
    const pages = ROUTE_TABLE.map((r) => r.page).filter((page) => page !== 'redirect' && !isBuiltPage(page));
    expect(pages.filter((page) => !(page in (english.pages ?? {})))).toEqual([]);
    expect(ROLE_TYPES.filter((role) => !(`roles.${role}` in (english.common ?? {})))).toEqual([]);
  });

  it('a `_custom` (startup label) variant always has its default key and names {{label}}', () => {
    for (const ns of namespaces) {
      for (const [key, text] of Object.entries(english[ns] ?? {})) {
        if (!key.endsWith('_custom')) continue;
        expect(english[ns]?.[key.slice(0, -'_custom'.length)], `${ns}:${key} base`).toBeDefined();
        expect(text, `${ns}:${key}`).toContain('{{label}}');
      }
    }
  });

  it('the app instance shows every used key translated in every locale (lazy resources, namespaces)', async () => {
    if (!i18n.isInitialized) await initI18n('en');
    const statics = used.filter(inEnglish);
    try {
      for (const locale of SUPPORTED_LOCALES) {
        await i18n.changeLanguage(locale);
        await loadPageNamespaces(PAGE_NAMESPACES);
        const raw = statics.filter(({ ns, key }) => i18n.getResource(locale, ns, key) === undefined && i18n.getResource(locale, ns, `${key}_other`) === undefined);
        expect(raw.map((k) => `${locale} ${k.ns}:${k.key}`)).toEqual([]);
        expect(i18n.t('sso.or')).toBe(flatten(files[`./${locale}/common.json`])['sso.or']);
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
