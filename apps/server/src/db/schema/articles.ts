/**
 * Articles (/articles/management, D-586): the organisation's own help pages, written by holders of ARTICLES:EDIT and
 * read — once published — where the product's documentation is read (the Docs modal, its search, the quick search),
 * by the documentation user types each article is written for. Tenant-owned, forced RLS (drizzle/0048_articles.sql);
 * authors are composite (incubator_id, user_id) references set null when the person leaves.
 */
import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, incubatorId, updatedAt } from './columns.js';
import { users } from './people.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const articles = pgTable(
  'articles',
  {
    id: id(),
    incubatorId: incubatorId(),
    title: text('title').notNull().default(''),
    /** One or two sentences: the result list's line, weighted between the title and the body. */
    summary: text('summary').notNull().default(''),
    /** Markdown, the help pages' subset (no HTML). */
    body: text('body').notNull().default(''),
    /** The body as plain text (what is indexed and what snippets are cut from); written with the body. */
    bodyText: text('body_text').notNull().default(''),
    /** The language the article is written in (a supported locale): its search configuration and `lang`. */
    locale: text('locale').notNull().default('en'),
    /** Documentation user types it is written for (incubator, mentor, founder, applicant, evaluator, communityMember). */
    userTypes: text('user_types').array().notNull(),
    /** The text-search configuration of `locale` (english, french, …, simple), as the help pages keep it. */
    searchConfig: text('search_config').notNull().default('simple'),
    status: text('status').$type<ArticleStatus>().notNull().default('draft'),
    /** Title A, summary B, body C in the locale's text-search configuration; written with the text. */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('articles_incubator_id_id_uq').on(t.incubatorId, t.id),
    // The management list: by status, latest change first.
    index('articles_status_idx').on(t.incubatorId, t.status, t.updatedAt),
    index('articles_search_idx').using('gin', t.searchVector),
    check('articles_status_ck', sql`${t.status} in ('draft', 'published')`),
    foreignKey({ name: 'articles_created_by_fk', columns: [t.incubatorId, t.createdBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
    foreignKey({ name: 'articles_updated_by_fk', columns: [t.incubatorId, t.updatedBy], foreignColumns: [users.incubatorId, users.id] }).onDelete('set null'),
  ],
);
export type ArticleRow = typeof articles.$inferSelect;
