/**
 * The documentation set shipped in the repo: apps/server/help/<locale>/<slug>.md, each a Markdown page with a front
 * matter block. English pages are the reference: they carry the audience, section and order; a translated page
 * carries its slug, title and summary and inherits the rest, so a translation can never widen who sees a page.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@hatchery/domain';
import { z } from 'zod';
import { expandAudience, type HelpAudience } from './help-audience.js';
import { serverPath } from '../../server-root.js';

export const HELP_DIR = serverPath('help');

/** Browse-list groups, in display order. */
export const HELP_SECTIONS = ['getting-started', 'account', 'workspace', 'administration'] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/** PostgreSQL text-search configuration per locale (stemming and stop words); `simple` where none fits. */
const SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  pt: 'portuguese',
  tr: 'turkish',
  id: 'indonesian',
  ar: 'arabic',
  uk: 'simple',
  ja_JP: 'simple',
  ko: 'simple',
};

export function searchConfigFor(locale: Locale): string {
  return SEARCH_CONFIGS[locale];
}

export interface HelpPage {
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  section: HelpSection;
  position: number;
  userTypes: HelpAudience[];
  /** Markdown. */
  body: string;
  /** Plain text of the body: indexed, and the source of snippets. */
  bodyText: string;
  searchConfig: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const commonFields = {
  slug: z.string().regex(SLUG, 'slug: lowercase words joined by hyphens'),
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().min(1).max(300),
};
const englishFrontMatter = z.strictObject({
  ...commonFields,
  audience: z.array(z.string()).min(1),
  section: z.enum(HELP_SECTIONS),
  order: z.coerce.number().int().min(0).max(1000),
});
const translatedFrontMatter = z.strictObject(commonFields);

export interface ParsedMarkdownFile {
  attributes: Record<string, string | string[]>;
  body: string;
}

/** `---` block of `key: value` lines (a value in `[a, b]` is a list), then the Markdown body. */
export function parseFrontMatter(text: string): ParsedMarkdownFile {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(normalized);
  if (!match) throw new Error('missing front matter (--- … ---)');
  const attributes: Record<string, string | string[]> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`front matter line without "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    const raw = line.slice(colon + 1).trim();
    if (key in attributes) throw new Error(`front matter key "${key}" given twice`);
    attributes[key] =
      raw.startsWith('[') && raw.endsWith(']')
        ? raw
            .slice(1, -1)
            .split(',')
            .map((item) => unquote(item.trim()))
            .filter((item) => item !== '')
        : unquote(raw);
  }
  return { attributes, body: normalized.slice(match[0].length).trim() };
}

function unquote(value: string): string {
  return /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
}

/** Inline Markdown (links, emphasis, code) → its text. */
function inlineText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

/**
 * The Markdown subset the help pages use (headings, paragraphs, lists, quotes, emphasis, code, links) as plain
 * text. A heading becomes a sentence of its own so that a snippet crossing it still reads naturally.
 */
export function markdownToPlainText(markdown: string): string {
  const blocks: string[] = [];
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || /^(-{3,}|\*{3,}|```.*)$/.test(line)) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const text = inlineText(heading[1] ?? '').trim();
      blocks.push(/[.!?:;…]$/.test(text) ? text : `${text}.`);
      continue;
    }
    blocks.push(inlineText(line.replace(/^(>\s?|[-*+]\s+|\d+[.)]\s+)+/, '')).trim());
  }
  // Control characters are reserved as highlight markers in the search answers.
  // eslint-disable-next-line no-control-regex
  return blocks.join('\n').replace(/[\u0000-\u0008\u000b-\u001f]/g, '');
}

function fail(file: string, error: unknown): never {
  const message = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(error instanceof Error ? error.message : error);
  throw new Error(`help page ${file}: ${message}`);
}

interface RawPage {
  file: string;
  locale: Locale;
  parsed: ParsedMarkdownFile;
}

/** Reads and checks every page; throws with the file name on the first problem. */
export async function readHelpPages(dir: string = HELP_DIR): Promise<HelpPage[]> {
  const raw: RawPage[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue;
    if (!isLocale(entry.name)) throw new Error(`help: folder ${entry.name} is not a supported locale`);
    const locale = entry.name;
    const files = (await readdir(path.join(dir, locale))).filter((name) => name.endsWith('.md')).sort();
    for (const name of files) {
      const file = `${locale}/${name}`;
      try {
        raw.push({ file, locale, parsed: parseFrontMatter(await readFile(path.join(dir, locale, name), 'utf8')) });
      } catch (error) {
        fail(file, error);
      }
    }
  }

  const english = new Map<string, HelpPage>();
  const pages: HelpPage[] = [];
  for (const { file, parsed } of raw.filter((page) => page.locale === DEFAULT_LOCALE)) {
    const result = englishFrontMatter.safeParse(parsed.attributes);
    if (!result.success) fail(file, result.error);
    const meta = result.data;
    if (`${DEFAULT_LOCALE}/${meta.slug}.md` !== file) fail(file, `slug "${meta.slug}" must match the file name`);
    if (parsed.body === '') fail(file, 'empty body');
    let userTypes: HelpAudience[];
    try {
      userTypes = expandAudience(meta.audience);
    } catch (error) {
      fail(file, error);
    }
    const page: HelpPage = {
      slug: meta.slug,
      locale: DEFAULT_LOCALE,
      title: meta.title,
      summary: meta.summary,
      section: meta.section,
      position: meta.order,
      userTypes,
      body: parsed.body,
      bodyText: markdownToPlainText(parsed.body),
      searchConfig: searchConfigFor(DEFAULT_LOCALE),
    };
    english.set(page.slug, page);
    pages.push(page);
  }
  for (const { file, locale, parsed } of raw.filter((page) => page.locale !== DEFAULT_LOCALE)) {
    const result = translatedFrontMatter.safeParse(parsed.attributes);
    if (!result.success) fail(file, result.error);
    const meta = result.data;
    if (`${locale}/${meta.slug}.md` !== file) fail(file, `slug "${meta.slug}" must match the file name`);
    const reference = english.get(meta.slug);
    if (!reference) fail(file, `no English page ${DEFAULT_LOCALE}/${meta.slug}.md to translate`);
    if (parsed.body === '') fail(file, 'empty body');
    pages.push({
      ...reference,
      locale,
      title: meta.title,
      summary: meta.summary,
      body: parsed.body,
      bodyText: markdownToPlainText(parsed.body),
      searchConfig: searchConfigFor(locale),
    });
  }
  return pages;
}
