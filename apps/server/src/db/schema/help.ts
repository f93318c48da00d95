/**
 * Documentation (help) articles shipped in the repo (apps/server/help/<locale>/*.md) and indexed for full-text search
 * by src/modules/help/help-index.ts at server start. A registry table: global, not tenant-owned; the app role may
 * only read it.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const helpArticles = pgTable(
  'help_articles',
  {
    id: id(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull().default('en'),
    title: text('title').notNull(),
    /** One or two sentences: shown in the result list and weighted between the title and the body. */
    summary: text('summary').notNull().default(''),
    /** Groups the browse list (getting-started, account, workspace, administration). */
    section: text('section').notNull().default('workspace'),
    /** Order within the section. */
    position: integer('position').notNull().default(0),
    /** Markdown source (the web app renders it without raw HTML). */
    body: text('body').notNull(),
    /** The body as plain text: what is indexed and what snippets are cut from. */
    bodyText: text('body_text').notNull().default(''),
    /** Documentation user types that may see it: incubator, mentor, founder, applicant, evaluator, communityMember, admin. */
    userTypes: text('user_types').array().notNull(),
    /** The PostgreSQL text-search configuration of the locale (english, french, …, simple). */
    searchConfig: text('search_config').notNull().default('simple'),
    /** SHA-256 of everything the loader writes: an unchanged file is not rewritten. */
    contentHash: text('content_hash').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept in step by the loader: title weight A, summary B, body C. */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [unique('help_articles_slug_locale_uq').on(t.slug, t.locale), index('help_articles_search_idx').using('gin', t.searchVector)],
);

export type HelpArticle = typeof helpArticles.$inferSelect;
