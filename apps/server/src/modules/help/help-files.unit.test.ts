/** The help pages' format (front matter, Markdown → text), the shipped set, and the search helpers (CHR-33, GAP-23). */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROLE_TYPES } from '@hatchery/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { docUserType, expandAudience, viewerAudiences, DOC_USER_TYPES } from './help-audience.js';
import { markdownToPlainText, parseFrontMatter, readHelpPages } from './help-files.js';
import { highlightParts, prefixQuery } from './help.service.js';

describe('help page format', () => {
  it('reads the front matter: values, quoted values and [lists]', () => {
    const parsed = parseFrontMatter('---\nslug: a-page\ntitle: "Title: with colon"\naudience: [incubator, founder]\norder: 3\n---\n\nBody text.\n');
    expect(parsed.attributes).toEqual({ slug: 'a-page', title: 'Title: with colon', audience: ['incubator', 'founder'], order: '3' });
    expect(parsed.body).toBe('Body text.');
    expect(() => parseFrontMatter('no front matter')).toThrow(/front matter/);
    expect(() => parseFrontMatter('---\nslug: a\nslug: b\n---\nx')).toThrow(/twice/);
  });

  it('turns the Markdown subset into plain text (headings end a sentence, links keep their text)', () => {
    const text = markdownToPlainText(
      '## Change your password\n\nOpen **Security** in the [account menu](help:x), then `Change`.\n\n- one\n1. two\n> _tip_',
    );
    expect(text).toBe('Change your password.\nOpen Security in the account menu, then Change.\none\ntwo\ntip');
    expect(markdownToPlainText('a\u0001b\u0002c')).toBe('abc');
  });

  it('maps roles to the documentation user types of GAP-23, admin group also reads admin pages', () => {
    expect(docUserType('Staff')).toBe('incubator');
    expect(docUserType('SubAdmin')).toBe('incubator');
    expect(docUserType('Expert')).toBe('mentor');
    expect(docUserType('Cofounder')).toBe('founder');
    expect(docUserType('CommunityMember')).toBe('communityMember');
    expect(docUserType('Evaluator')).toBe('evaluator');
    expect(docUserType('Applicant')).toBe('applicant');
    expect(viewerAudiences('Admin')).toEqual(['incubator', 'admin']);
    expect(viewerAudiences('AdminCoach')).toEqual(['incubator', 'admin']);
    expect(viewerAudiences('SubAdmin')).toEqual(['incubator']);
    expect(viewerAudiences('Cofounder')).toEqual(['founder']);
    for (const role of ROLE_TYPES) expect(DOC_USER_TYPES).toContain(docUserType(role));
    expect(expandAudience(['all'])).toEqual([...DOC_USER_TYPES]);
    expect(() => expandAudience(['staff'])).toThrow(/unknown audience/);
  });
});

describe('the shipped documentation set', () => {
  it('has 12–30 English pages, each valid, and every translation matches an English page', async () => {
    const pages = await readHelpPages();
    const english = pages.filter((p) => p.locale === 'en');
    expect(english.length).toBeGreaterThanOrEqual(12);
    // A page per feature that exists (issue 4 item 5): the set grows with the product (21 with articles, D-586).
    expect(english.length).toBeLessThanOrEqual(30);
    const french = pages.filter((p) => p.locale === 'fr');
    expect(french.map((p) => p.slug).sort()).toEqual(english.map((p) => p.slug).sort());
    for (const page of pages) {
      expect(page.bodyText.length, page.slug).toBeGreaterThan(300);
      expect(page.userTypes.length, page.slug).toBeGreaterThan(0);
    }
    // Translations inherit who may read them.
    for (const page of french) expect(page.userTypes).toEqual(english.find((p) => p.slug === page.slug)?.userTypes);
    // Admin-only pages exist, and pages for everyone.
    expect(english.filter((p) => p.userTypes.length === 1 && p.userTypes[0] === 'admin').length).toBeGreaterThan(3);
    expect(english.filter((p) => DOC_USER_TYPES.every((t) => p.userTypes.includes(t))).length).toBeGreaterThan(3);
  });

  it('links between pages (help:slug) name existing pages', async () => {
    const pages = await readHelpPages();
    const slugs = new Set(pages.map((p) => p.slug));
    for (const page of pages) {
      for (const [, slug] of page.body.matchAll(/\]\(help:([^)]+)\)/g)) expect(slugs.has(slug ?? ''), `${page.locale}/${page.slug} → ${slug}`).toBe(true);
    }
  });
});

describe('help files checks', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function tree(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(path.join(os.tmpdir(), 'help-'));
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    return dir;
  }
  const page = (slug: string, extra = 'audience: [all]\nsection: account\norder: 1\n') => `---\nslug: ${slug}\ntitle: T\nsummary: S\n${extra}---\nBody`;

  it('refuses a slug that differs from the file name, an unknown audience, a translation without English page', async () => {
    await expect(readHelpPages(await tree({ 'en/a.md': page('b') }))).rejects.toThrow(/en\/a\.md: slug "b" must match/);
    await rm(dir!, { recursive: true });
    await expect(readHelpPages(await tree({ 'en/a.md': page('a', 'audience: [everyone]\nsection: account\norder: 1\n') }))).rejects.toThrow(/unknown audience/);
    await rm(dir!, { recursive: true });
    await expect(readHelpPages(await tree({ 'en/a.md': page('a'), 'fr/b.md': page('b', '') }))).rejects.toThrow(/no English page/);
    await rm(dir!, { recursive: true });
    // A translation cannot set its own audience.
    await expect(readHelpPages(await tree({ 'en/a.md': page('a'), 'fr/a.md': page('a') }))).rejects.toThrow(/fr\/a\.md/);
  });
});

describe('search helpers', () => {
  it('splits ts_headline marks into highlighted parts', () => {
    expect(highlightParts('Reset your \u0001password\u0002 now')).toEqual([
      { text: 'Reset your ', highlighted: false },
      { text: 'password', highlighted: true },
      { text: ' now', highlighted: false },
    ]);
    expect(highlightParts('plain')).toEqual([{ text: 'plain', highlighted: false }]);
  });

  it('adds a prefix match for the word being typed, not after a space, a quote or an exclusion', () => {
    expect(prefixQuery('notif')).toEqual({ head: '', prefix: 'notif:*' });
    expect(prefixQuery('reset pass')).toEqual({ head: 'reset ', prefix: 'pass:*' });
    expect(prefixQuery('mot de passé')).toEqual({ head: 'mot de ', prefix: 'passé:*' });
    expect(prefixQuery('password ')).toBeNull();
    expect(prefixQuery('"custom domain"')).toBeNull();
    expect(prefixQuery('password -res')).toBeNull();
    expect(prefixQuery('a')).toBeNull();
    expect(prefixQuery("o'brien & x)|")).toBeNull();
  });
});
