/**
 * Documentation (help) articles shipped in the repo (apps/server/help/*.md) and indexed for full-text search.
 * A registry table: global, not tenant-owned; the app role may only read it.
 */
import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull().default('en'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Documentation user types that may see it: incubator, mentor, founder, applicant, evaluator, communityMember. */
    userTypes: text('user_types').array().notNull(),
    /** Kept in step by the loader (title weighted above body). */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [unique('help_articles_slug_locale_uq').on(t.slug, t.locale), index('help_articles_search_idx').using('gin', t.searchVector)],
);

export type HelpArticle = typeof helpArticles.$inferSelect;
