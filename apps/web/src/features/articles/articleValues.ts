/** An article as the editor holds it (D-586), and the server's limits. */
import type { ArticleReader, ManagedArticle } from './documents';

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 300;
export const BODY_MAX = 50000;

export interface ArticleValues {
  title: string;
  summary: string;
  body: string;
  audience: ArticleReader[];
  language: string;
}

export type ArticleField = keyof ArticleValues;
export const ARTICLE_FIELDS: readonly ArticleField[] = ['title', 'summary', 'body', 'audience', 'language'];

export function valuesOf(article: ManagedArticle): ArticleValues {
  return { title: article.title, summary: article.summary, body: article.body, audience: [...article.audience], language: article.language };
}

export function sameValues(a: ArticleValues, b: ArticleValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What stops a publish: no title or no body (the server's rule, checked first so the fields say it at once). */
export function publishProblems(values: ArticleValues): Partial<Record<'title' | 'body', true>> {
  return { ...(values.title.trim() === '' ? { title: true } : {}), ...(values.body.trim() === '' ? { body: true } : {}) };
}
