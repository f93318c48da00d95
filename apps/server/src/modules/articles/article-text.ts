/**
 * The columns an article's text decides (D-586): the body as plain text and the weighted search vector in the
 * language's text-search configuration — written with the text, by the editor's save and by the seed alike.
 */
import type { Locale } from '@hatchery/domain';
import { sql, type SQL } from 'drizzle-orm';
import { markdownToPlainText, searchConfigFor } from '../help/index.js';

export function articleTextColumns(text: { title: string; summary: string; body: string; language: Locale }): {
  bodyText: string;
  locale: Locale;
  searchConfig: string;
  searchVector: SQL;
} {
  const bodyText = markdownToPlainText(text.body);
  const searchConfig = searchConfigFor(text.language);
  const config = sql`${searchConfig}::regconfig`;
  return {
    bodyText,
    locale: text.language,
    searchConfig,
    // Title A, summary B, body C: as the help pages are weighted, so both rank alike in one search.
    searchVector: sql`setweight(to_tsvector(${config}, ${text.title}), 'A') || setweight(to_tsvector(${config}, ${text.summary}), 'B') || setweight(to_tsvector(${config}, ${bodyText}), 'C')`,
  };
}
