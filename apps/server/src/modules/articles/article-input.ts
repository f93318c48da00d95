/**
 * The articles' input rules (D-586): limits and zod schemas. A refusal names its field (core/input.ts fieldError), so
 * the editor shows it under that input.
 */
import { SUPPORTED_LOCALES } from '@hatchery/domain';
import { z } from 'zod';
import { isUuid } from '../../db/index.js';
import { DOC_USER_TYPES } from '../help/index.js';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_SUMMARY_MAX = 300;
export const ARTICLE_BODY_MAX = 50_000;
export const ARTICLE_SEARCH_MAX = 100;
export const ARTICLES_PAGE_MAX = 200;
export const ARTICLES_PAGE_DEFAULT = 100;
/** The rule a publish breaks without a title or a body (the web translates it). */
export const NEEDED_TO_PUBLISH = 'is required to publish';

export const idField = z.string({ error: 'is required' }).refine(isUuid, 'is not a valid id');
export const idSchema = z.object({ id: idField });

const text = (max: number) => z.string({ error: 'is required' }).max(max, `at most ${max} characters`);

export const articleInputSchema = z.object(
  {
    title: text(ARTICLE_TITLE_MAX).transform((value) => value.trim()),
    summary: text(ARTICLE_SUMMARY_MAX).transform((value) => value.trim()),
    body: text(ARTICLE_BODY_MAX),
    audience: z
      .array(z.enum(DOC_USER_TYPES, { error: `must be among ${DOC_USER_TYPES.join(', ')}` }), { error: 'is required' })
      .min(1, 'choose at least one reader')
      .max(DOC_USER_TYPES.length, `at most ${DOC_USER_TYPES.length} readers`),
    language: z.enum(SUPPORTED_LOCALES, { error: `must be one of ${SUPPORTED_LOCALES.join(', ')}` }),
  },
  { error: 'is required' },
);
export type ArticleInput = z.output<typeof articleInputSchema>;

export const updateSchema = z.object({ id: idField, input: articleInputSchema });
export const createSchema = z.object({ title: text(ARTICLE_TITLE_MAX).transform((value) => value.trim()).nullish() });

export const listSchema = z.object({
  search: z.string().max(ARTICLE_SEARCH_MAX, `at most ${ARTICLE_SEARCH_MAX} characters`).nullish(),
  status: z.enum(['draft', 'published']).nullish(),
  limit: z.number().int().min(1, 'at least 1').max(ARTICLES_PAGE_MAX, `at most ${ARTICLES_PAGE_MAX}`).nullish(),
});
