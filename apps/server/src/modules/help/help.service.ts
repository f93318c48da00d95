/**
 * Documentation search (D1 §2.4, CHR-33): the shipped help pages, searched with PostgreSQL full-text search and
 * filtered by the viewer's documentation user type (GAP-23). Each page is read in the viewer's locale when it has
 * been translated, else in English. `help_articles` is a registry table the app role may read, so the ordinary
 * tenant-bound `ctx.data.run` reads it. The organisation's published articles (D-586) are pages too: section
 * `organisation`, slug `org/<id>`, in the language they were written in (the `articles` table, under RLS).
 */
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@hatchery/domain';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireViewer } from '../../core/viewer.js';
import type { AppContext } from '../../http/context.js';
import { parseInput } from '../../core/input.js';
import { viewerAudiences } from './help-audience.js';
import { HELP_SECTIONS } from './help-files.js';

export const HELP_SEARCH_MAX_LENGTH = 200;
export const HELP_DEFAULT_LIMIT = 20;
export const HELP_MAX_LIMIT = 50;

/** Marks around matched words in ts_headline's answer; stripped from the indexed text, so never ambiguous. */
const START_MARK = '\u0001';
const STOP_MARK = '\u0002';
const HEADLINE_MARKS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}`;
const SNIPPET_OPTIONS = `${HEADLINE_MARKS}, MaxWords=32, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `${HEADLINE_MARKS}, HighlightAll=true`;
/** ts_rank weights {D, C, B, A}: a title match outweighs any number of body matches. */
const RANK_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

export interface HelpTextPart {
  text: string;
  highlighted: boolean;
}

export interface HelpArticleHit {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  section: string;
  rank: number;
  titleParts: HelpTextPart[];
  snippet: HelpTextPart[];
}

export interface HelpArticleView {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  section: string;
  body: string;
  updatedAt: Date;
}

const searchSchema = z.object({
  search: z.string().max(HELP_SEARCH_MAX_LENGTH, `search: at most ${HELP_SEARCH_MAX_LENGTH} characters`).nullish(),
  limit: z.number().int().min(1).max(HELP_MAX_LIMIT).nullish(),
  locale: z.string().max(20).nullish(),
});

const articleSchema = z.object({
  slug: z.string().min(1).max(200),
  locale: z.string().max(20).nullish(),
});

/** The asked locale when supported, else the organisation's default, else English. */
function helpLocale(ctx: AppContext, asked: string | null | undefined): Locale {
  return normalizeLocale(asked) ?? normalizeLocale(ctx.incubator.defaultLanguage) ?? DEFAULT_LOCALE;
}

/** `ts_headline` output with START/STOP marks → parts. */
export function highlightParts(text: string): HelpTextPart[] {
  const parts: HelpTextPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    const start = rest.indexOf(START_MARK);
    if (start === -1) {
      parts.push({ text: rest, highlighted: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), highlighted: false });
    const stop = rest.indexOf(STOP_MARK, start + 1);
    const end = stop === -1 ? rest.length : stop;
    const marked = rest.slice(start + 1, end);
    if (marked !== '') parts.push({ text: marked, highlighted: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  return parts.filter((part) => part.text !== '');
}

/**
 * Search as you type: while the text ends inside a word, that last word also matches as a prefix ("notif" finds
 * "notifications"). Null when the text ends with a space or a quote, or uses operators around the last word.
 */
export function prefixQuery(search: string): { head: string; prefix: string } | null {
  if (!/[\p{L}\p{N}]$/u.test(search) || search.includes('"')) return null;
  const last = /[\p{L}\p{N}]+$/u.exec(search)?.[0];
  if (!last || last.length < 2) return null;
  const head = search.slice(0, search.length - last.length);
  if (head.endsWith('-')) return null;
  return { head, prefix: `${last}:*` };
}

/** `array[…]::text[]` of the viewer's audiences, for `user_types && …`. */
function audienceArray(audiences: readonly string[]): SQL {
  return sql`array[${sql.join(
    audiences.map((audience) => sql`${audience}`),
    sql`, `,
  )}]::text[]`;
}

/** The documentation section of the organisation's own articles (D-586): listed before the shipped pages. */
export const ORGANISATION_SECTION = 'organisation';
/** An article's slug in the documentation: `org/<its id>`. */
const ARTICLE_SLUG = /^org\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * One row per slug readable by the viewer: the locale's version, else the English one — and the organisation's
 * published articles written for the viewer's user types (RLS keeps them to the viewer's organisation).
 */
function candidates(locale: Locale, audiences: readonly string[]): SQL {
  return sql`(select distinct on (slug) slug, locale, title, summary, section, position, body_text, search_config, search_vector
    from help_articles
    where locale in (${locale}, ${DEFAULT_LOCALE}) and user_types && ${audienceArray(audiences)}
    order by slug, (locale = ${locale}) desc)
    union all
    select 'org/' || id::text, locale, title, summary, ${ORGANISATION_SECTION}, 0, body_text, search_config, search_vector
    from articles
    where status = 'published' and user_types && ${audienceArray(audiences)}`;
}

type HitRow = {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  section: string;
  position: number;
  rank: number | string;
  title_headline: string;
  snippet: string;
} & Record<string, unknown>;

function sectionIndex(section: string): number {
  if (section === ORGANISATION_SECTION) return -1;
  const index = (HELP_SECTIONS as readonly string[]).indexOf(section);
  return index === -1 ? HELP_SECTIONS.length : index;
}

/**
 * The pages matching `search` for the viewer, best first (rank, then title). Without a search: every page the viewer
 * may read, by section and order — the documentation's table of contents.
 */
export async function searchHelpArticles(ctx: AppContext, input: unknown): Promise<HelpArticleHit[]> {
  const viewer = requireViewer(ctx);
  const value = parseInput(searchSchema, input);
  const locale = helpLocale(ctx, value.locale);
  const limit = value.limit ?? HELP_DEFAULT_LIMIT;
  const search = (value.search ?? '').trim();
  const from = candidates(locale, viewerAudiences(viewer.roleType));

  if (search === '') {
    const result = await ctx.data.run((tx) =>
      tx.execute<HitRow>(sql`select slug, locale, title, summary, section, position, 0 as rank, title as title_headline, summary as snippet
        from (${from}) c`),
    );
    return result.rows
      .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.position - b.position || a.title.localeCompare(b.title))
      .slice(0, limit)
      .map(toHit);
  }

  const config = sql`c.search_config::regconfig`;
  const prefix = prefixQuery(search);
  const query = prefix
    ? sql`websearch_to_tsquery(${config}, ${search}) || (websearch_to_tsquery(${config}, ${prefix.head}) && to_tsquery(${config}, ${prefix.prefix}))`
    : sql`websearch_to_tsquery(${config}, ${search})`;
  const result = await ctx.data.run((tx) =>
    tx.execute<HitRow>(sql`select slug, locale, title, summary, section, position,
        ts_rank(${RANK_WEIGHTS}::float4[], search_vector, q.query) as rank,
        ts_headline(${config}, title, q.query, ${TITLE_OPTIONS}) as title_headline,
        ts_headline(${config}, body_text, q.query, ${SNIPPET_OPTIONS}) as snippet
      from (${from}) c
      cross join lateral (select ${query} as query) q
      where c.search_vector @@ q.query
      order by rank desc, title
      limit ${limit}`),
  );
  return result.rows.map(toHit);
}

function toHit(row: HitRow): HelpArticleHit {
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    section: row.section,
    rank: Number(row.rank),
    titleParts: highlightParts(row.title_headline),
    // Fragments may start on the punctuation that ended the previous sentence.
    snippet: highlightParts(row.snippet.replace(/\s*\n\s*/g, ' ').replace(/^[\s.,;:!?…·-]+/, '')),
  };
}

/** One page in the viewer's locale (else English); null when it does not exist or is not for the viewer's user type. */
export async function getHelpArticle(ctx: AppContext, input: unknown): Promise<HelpArticleView | null> {
  const viewer = requireViewer(ctx);
  const value = parseInput(articleSchema, input);
  const locale = helpLocale(ctx, value.locale);
  const audiences = audienceArray(viewerAudiences(viewer.roleType));
  const articleId = ARTICLE_SLUG.exec(value.slug)?.[1];
  const result = await ctx.data.run((tx) =>
    tx.execute<{ slug: string; locale: string; title: string; summary: string; section: string; body: string; updated_at: Date | string }>(
      articleId
        ? sql`select 'org/' || id::text as slug, locale, title, summary, ${ORGANISATION_SECTION} as section, body, updated_at from articles
            where id = ${articleId} and status = 'published' and user_types && ${audiences}`
        : sql`select slug, locale, title, summary, section, body, updated_at from help_articles
            where slug = ${value.slug} and locale in (${locale}, ${DEFAULT_LOCALE}) and user_types && ${audiences}
            order by (locale = ${locale}) desc
            limit 1`,
    ),
  );
  const row = result.rows[0];
  if (!row) return null;
  return {
    slug: row.slug,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    section: row.section,
    body: row.body,
    updatedAt: new Date(row.updated_at),
  };
}
