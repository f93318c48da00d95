/**
 * Documentation search (issue 4 item 5; D1 §2.4, CHR-33, GAP-23): the shipped help pages indexed in PostgreSQL
 * full-text search, searched and read by signed-in users of the matching documentation user type, in their language
 * with English as the fallback.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@hatchery/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readHelpPages, HELP_DIR } from '../../src/modules/help/help-files.js';
import { indexHelpArticles, type HelpIndexReport } from '../../src/modules/help/help-index.js';
import { ACME, DEMO, gql, login, useTestApp } from '../support/helpers.js';

const SEARCH = `query HelpArticles($search: String, $limit: Int, $locale: String) {
  helpArticles(search: $search, limit: $limit, locale: $locale) { slug locale title summary section rank titleParts { text highlighted } snippet { text highlighted } } }`;
const ARTICLE = `query HelpArticle($slug: String!, $locale: String) { helpArticle(slug: $slug, locale: $locale) { slug locale title summary section body updatedAt } }`;

interface Part {
  text: string;
  highlighted: boolean;
}
interface Hit {
  slug: string;
  locale: string;
  title: string;
  section: string;
  rank: number;
  titleParts: Part[];
  snippet: Part[];
}
interface Article {
  slug: string;
  locale: string;
  title: string;
  body: string;
}

const t = useTestApp();
const tokens: Record<string, string> = {};
let firstRun: HelpIndexReport;
let englishCount: number;
let pageCount: number;

beforeAll(async () => {
  const pages = await readHelpPages();
  pageCount = pages.length;
  englishCount = pages.filter((p) => p.locale === 'en').length;
  firstRun = await indexHelpArticles(t.db);
  for (const who of ['admin', 'admincoach', 'staff', 'subadmin', 'cofounder', 'mentor', 'applicant', 'evaluator', 'community']) {
    tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  }
});

async function search(who: string, variables: Record<string, unknown>): Promise<Hit[]> {
  const { body } = await gql<{ helpArticles: Hit[] }>(t.app, DEMO, SEARCH, { token: tokens[who], variables });
  expect(body.errors).toBeUndefined();
  return body.data!.helpArticles;
}

async function article(who: string, slug: string, locale?: string): Promise<Article | null> {
  const { body } = await gql<{ helpArticle: Article | null }>(t.app, DEMO, ARTICLE, { token: tokens[who], variables: { slug, locale } });
  expect(body.errors).toBeUndefined();
  return body.data!.helpArticle;
}

const rowVersions = () =>
  t.db.registry((tx) => tx.execute<{ slug: string; locale: string; xmin: string; updated_at: unknown }>(sql`select slug, locale, xmin::text as xmin, updated_at from help_articles order by slug, locale`));

/** Indexes a copy of the shipped pages changed by `edit`, runs `fn`, then re-indexes the real pages. */
async function withEditedCopy(edit: (dir: string) => Promise<void>, fn: (report: HelpIndexReport) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'help-copy-'));
  try {
    await cp(HELP_DIR, dir, { recursive: true });
    await edit(dir);
    await fn(await indexHelpArticles(t.db, { dir }));
  } finally {
    await indexHelpArticles(t.db);
    await rm(dir, { recursive: true, force: true });
  }
}

describe('indexing the shipped pages', () => {
  it('loads every page once; a second start rewrites nothing (content hash)', async () => {
    expect(firstRun).toEqual({ inserted: pageCount, updated: 0, unchanged: 0, removed: 0 });
    const before = await rowVersions();
    expect(before.rows).toHaveLength(pageCount);
    expect(await indexHelpArticles(t.db)).toEqual({ inserted: 0, updated: 0, unchanged: pageCount, removed: 0 });
    const after = await rowVersions();
    expect(after.rows).toEqual(before.rows);
  });

  it('rewrites a changed page only, removes a deleted one, and is back to the shipped set afterwards', async () => {
    await withEditedCopy(
      async (dir) => {
        const file = path.join(dir, 'en', 'industries.md');
        await writeFile(file, `${await readFile(file, 'utf8')}\nZebracorn is a word only this edit contains.\n`);
        await rm(path.join(dir, 'fr', 'branding.md'));
      },
      async (report) => {
        expect(report).toEqual({ inserted: 0, updated: 1, unchanged: pageCount - 2, removed: 1 });
        expect((await search('admin', { search: 'zebracorn' })).map((h) => h.slug)).toEqual(['industries']);
      },
    );
    expect(await search('admin', { search: 'zebracorn' })).toEqual([]);
    const rows = await t.db.registry((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from help_articles`));
    expect(rows.rows[0]?.n).toBe(pageCount);
  });

  it('stores a weighted search vector in the locale’s text-search configuration', async () => {
    const rows = await t.db.registry((tx) =>
      tx.execute<{ locale: string; search_config: string; title_weighted: boolean }>(
        sql`select locale, search_config, search_vector::text like '%:1A%' as title_weighted from help_articles where slug = 'password-reset' order by locale`,
      ),
    );
    expect(rows.rows).toEqual([
      { locale: 'en', search_config: 'english', title_weighted: true },
      { locale: 'fr', search_config: 'french', title_weighted: true },
    ]);
  });
});

describe('searching (CHR-33)', () => {
  it('ranks pages whose title matches above pages that only mention the words, and highlights the matches', async () => {
    const hits = await search('admin', { search: 'password' });
    expect(hits[0]?.slug).toBe('password-reset');
    const titleMatch = hits.map((h) => h.titleParts.some((p) => p.highlighted));
    expect(titleMatch.filter(Boolean).length).toBeGreaterThan(0);
    expect(titleMatch.filter((m) => !m).length, 'some pages only mention it in the body').toBeGreaterThan(0);
    // Every title match comes before every body-only match.
    expect(titleMatch.lastIndexOf(true)).toBeLessThan(titleMatch.indexOf(false));
    expect(hits[0]!.titleParts).toContainEqual({ text: 'password', highlighted: true });
    const bodyOnly = hits.find((h) => !h.titleParts.some((p) => p.highlighted))!;
    expect(bodyOnly.snippet.some((p) => p.highlighted && /password/i.test(p.text))).toBe(true);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.rank).toBeGreaterThanOrEqual(hits[i]!.rank);

    expect((await search('cofounder', { search: 'sessions devices' }))[0]?.slug).toBe('sessions-and-devices');
    expect((await search('admin', { search: 'custom domain CNAME' }))[0]?.slug).toBe('domain-and-search-engines');
  });

  it('matches the word being typed as a prefix, supports phrases and exclusions, ignores stop words', async () => {
    expect((await search('cofounder', { search: 'notif' }))[0]?.slug).toBe('notifications');
    const phrase = await search('admin', { search: '"custom domain"' });
    expect(phrase.map((h) => h.slug)).toContain('domain-and-search-engines');
    const withReset = await search('admin', { search: 'password' });
    const withoutReset = await search('admin', { search: 'password -reset' });
    expect(withoutReset.length).toBeLessThan(withReset.length);
    expect(withoutReset.map((h) => h.slug)).not.toContain('password-reset');
    expect(await search('admin', { search: 'the and of' })).toEqual([]);
    expect(await search('admin', { search: 'xylophonic quasar' })).toEqual([]);
  });

  it('without a search lists every page of the viewer, by section (the table of contents), limited by `limit`', async () => {
    const all = await search('admin', { limit: 50 });
    // The organisation's own published articles (D-586; the demo seed has some for staff) come first, then the shipped pages.
    expect(all[0]?.section).toBe('organisation');
    const shipped = all.filter((h) => h.section !== 'organisation');
    expect(shipped).toHaveLength(englishCount);
    expect(shipped[0]?.slug).toBe('welcome');
    const order = ['organisation', 'getting-started', 'account', 'workspace', 'administration'];
    const sections = all.map((h) => h.section);
    expect(sections).toEqual([...sections].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(all[0]?.snippet[0]?.text.length).toBeGreaterThan(10);
    expect(await search('admin', { limit: 3 })).toHaveLength(3);
  });
});

describe('filtered by user type (GAP-23)', () => {
  // Every page (the organisation's articles and the shipped pages are more than the default 20).
  const adminSlugs = async () => (await search('admin', { limit: 50 })).filter((h) => h.section === 'administration').map((h) => h.slug);

  it('a co-founder gets no admin-only page, by search or by slug; an admin does', async () => {
    const admin = await adminSlugs();
    expect(admin).toContain('roles-and-custom-roles');
    expect(admin.length).toBeGreaterThan(5);
    const cofounderAll = (await search('cofounder', { limit: 50 })).map((h) => h.slug);
    for (const slug of admin) expect(cofounderAll).not.toContain(slug);
    expect(cofounderAll).toContain('tasks');
    const roleSearch = (await search('cofounder', { search: 'custom roles permissions' })).map((h) => h.slug);
    for (const slug of admin) expect(roleSearch).not.toContain(slug);
    expect(await article('cofounder', 'roles-and-custom-roles')).toBeNull();
    expect((await article('admin', 'roles-and-custom-roles'))?.title).toBe('Roles and custom roles');
    expect((await article('admincoach', 'user-management-and-licences'))?.slug).toBe('user-management-and-licences');
  });

  it('staff and sub-admins (incubator) read the tasks page but not the admin-group pages; mentors, evaluators and applicants have no tasks page', async () => {
    const admin = await adminSlugs();
    for (const who of ['staff', 'subadmin']) {
      const slugs = (await search(who, {})).map((h) => h.slug);
      expect(slugs).toContain('tasks');
      for (const slug of admin) expect(slugs, who).not.toContain(slug);
    }
    for (const who of ['mentor', 'evaluator', 'applicant']) {
      const slugs = (await search(who, {})).map((h) => h.slug);
      expect(slugs, who).not.toContain('tasks');
      expect(slugs, who).toContain('signing-in');
      expect(await article(who, 'tasks')).toBeNull();
    }
    expect((await search('community', {})).map((h) => h.slug)).toContain('tasks');
  });

  it('refuses signed-out visitors and another tenant’s token', async () => {
    for (const query of [SEARCH, ARTICLE]) {
      const anonymous = await gql(t.app, DEMO, query, { variables: { slug: 'welcome' } });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
      expect(Object.values(anonymous.body.data ?? {}).every((value) => value === null)).toBe(true);
      const elsewhere = await gql(t.app, ACME, query, { token: tokens.admin, variables: { slug: 'welcome' } });
      expect(elsewhere.body.errors?.[0]?.extensions?.code).toBe(ERROR_CODES.authenticationRequired);
    }
    // Acme's own users read the same documentation.
    const acmeToken = await login(t.app, ACME, 'admin@acme.test');
    const acme = await gql<{ helpArticles: Hit[] }>(t.app, ACME, SEARCH, { token: acmeToken, variables: { search: 'branding', locale: 'en' } });
    expect(acme.body.data?.helpArticles[0]?.slug).toBe('branding');
    // Without a locale, the organisation's default language (Acme: French).
    const acmeDefault = await gql<{ helpArticles: Hit[] }>(t.app, ACME, SEARCH, { token: acmeToken, variables: { search: 'image de marque' } });
    expect(acmeDefault.body.data?.helpArticles[0]).toMatchObject({ slug: 'branding', locale: 'fr' });
  });

  it('bad input is a ValidationError; an unknown slug is null', async () => {
    for (const variables of [{ search: 'x'.repeat(201) }, { limit: 0 }, { limit: 51 }]) {
      const { body } = await gql(t.app, DEMO, SEARCH, { token: tokens.admin, variables });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(variables).slice(0, 40)).toBe(ERROR_CODES.validation);
    }
    expect(await article('admin', 'no-such-page')).toBeNull();
  });
});

describe('languages', () => {
  it('answers in French when asked, searching the French text', async () => {
    const hits = await search('cofounder', { search: 'mot de passe oublié', locale: 'fr' });
    expect(hits[0]?.slug).toBe('password-reset');
    expect(hits[0]?.locale).toBe('fr');
    expect(hits[0]?.title).toBe('Réinitialiser ou modifier votre mot de passe');
    const page = await article('cofounder', 'signing-in', 'fr');
    expect(page).toMatchObject({ locale: 'fr', title: 'Se connecter et authentification unique' });
    expect(page?.body).toContain('## Avec votre e-mail et votre mot de passe');
  });

  it('falls back to English for a page not translated, and for a language without pages', async () => {
    const german = await article('cofounder', 'signing-in', 'de');
    expect(german).toMatchObject({ locale: 'en', title: 'Signing in and single sign-on' });
    expect((await search('cofounder', { locale: 'de', search: 'password' }))[0]).toMatchObject({ slug: 'password-reset', locale: 'en' });
    expect((await search('cofounder', { locale: 'xx' })).every((h) => h.locale === 'en')).toBe(true);

    await withEditedCopy(
      (dir) => rm(path.join(dir, 'fr', 'notifications.md')),
      async () => {
        const list = await search('cofounder', { locale: 'fr' });
        expect(list.find((h) => h.slug === 'notifications')).toMatchObject({ locale: 'en', title: 'Notifications' });
        // Every shipped page but that one in French (the organisation's articles are in the language they were written in).
        expect(list.filter((h) => h.slug !== 'notifications' && h.section !== 'organisation').every((h) => h.locale === 'fr')).toBe(true);
        expect(await article('cofounder', 'notifications', 'fr')).toMatchObject({ locale: 'en' });
        // The English page is still found by an English search from a French reader.
        expect((await search('cofounder', { locale: 'fr', search: 'bell unread' }))[0]).toMatchObject({ slug: 'notifications', locale: 'en' });
      },
    );
  });
});

