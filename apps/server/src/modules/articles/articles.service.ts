/**
 * Articles (D-586): the organisation's own help pages. This file is the management side — the list and one article
 * for holders of ARTICLES:EDIT, and their changes. A published article is read through the documentation
 * (modules/help reads the `articles` table for the viewer's user types), so readers never come here. Who may call
 * these is the policy's rule (articles.policy.ts); the services check what only the data can tell.
 */
import { normalizeLocale, DEFAULT_LOCALE, type Locale } from '@hatchery/domain';
import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFoundError } from '../../core/errors.js';
import { fieldError, parseArgs, parseFieldInput } from '../../core/input.js';
import { likePattern } from '../../core/lists.js';
import { requireViewer } from '../../core/viewer.js';
import type { Tx } from '../../db/contract.js';
import { articles, users, type ArticleStatus } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { recordActivity } from '../activity/index.js';
import { DOC_USER_TYPES, searchConfigFor, type DocUserType } from '../help/index.js';
import { articleTextColumns } from './article-text.js';
import { ARTICLES_PAGE_DEFAULT, createSchema, idSchema, listSchema, NEEDED_TO_PUBLISH, updateSchema } from './article-input.js';

export interface ManagedArticleView {
  _id: string;
  title: string;
  summary: string;
  body: string;
  audience: DocUserType[];
  language: Locale;
  status: ArticleStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  updatedByName: string | null;
}

export interface ManagedArticlePageView {
  items: ManagedArticleView[];
  totalCount: number;
}

export const articleNotFound = () => notFoundError('This article does not exist.');

const author = alias(users, 'article_author');
const editor = alias(users, 'article_editor');
const nameOf = (person: { fullName: AnyColumn; email: AnyColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${person.fullName}), ''), ${person.email})`;
const columns = {
  row: articles,
  authorName: nameOf(author),
  updatedByName: nameOf(editor),
};

type ArticleSelection = { row: typeof articles.$inferSelect; authorName: string | null; updatedByName: string | null };

function viewOf({ row, authorName, updatedByName }: ArticleSelection): ManagedArticleView {
  return {
    _id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    audience: DOC_USER_TYPES.filter((type) => row.userTypes.includes(type)),
    language: normalizeLocale(row.locale) ?? DEFAULT_LOCALE,
    status: row.status,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    authorName,
    updatedByName,
  };
}

function selectArticles(tx: Tx) {
  return tx
    .select(columns)
    .from(articles)
    .leftJoin(author, eq(author.id, articles.createdBy))
    .leftJoin(editor, eq(editor.id, articles.updatedBy));
}

async function articleIn(tx: Tx, id: string): Promise<ManagedArticleView> {
  const [found] = await selectArticles(tx).where(eq(articles.id, id));
  if (!found) throw articleNotFound();
  return viewOf(found);
}

/** Every article of the organisation, latest change first; `search` in the title or summary, `status` one kind. */
export async function getManagedArticles(ctx: AppContext, args: Record<string, unknown>): Promise<ManagedArticlePageView> {
  requireViewer(ctx);
  const { search, status, limit } = parseArgs(listSchema, args);
  const conditions: SQL[] = [];
  const text = search?.trim();
  if (text) conditions.push(or(ilike(articles.title, likePattern(text)), ilike(articles.summary, likePattern(text)))!);
  if (status) conditions.push(eq(articles.status, status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return ctx.data.run(async (tx) => {
    const [rows, [count]] = await Promise.all([
      selectArticles(tx)
        .where(where)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(limit ?? ARTICLES_PAGE_DEFAULT),
      tx.select({ n: sql<number>`count(*)::int` }).from(articles).where(where),
    ]);
    return { items: rows.map(viewOf), totalCount: count?.n ?? 0 };
  });
}

/** One article, any status; null for an unknown id or another organisation's. */
export async function getManagedArticle(ctx: AppContext, args: Record<string, unknown>): Promise<ManagedArticleView | null> {
  requireViewer(ctx);
  const parsed = idSchema.safeParse(args);
  if (!parsed.success) return null;
  return ctx.data.run(async (tx) => {
    const [found] = await selectArticles(tx).where(eq(articles.id, parsed.data.id));
    return found ? viewOf(found) : null;
  });
}

/** A new draft — empty, or with a starting title — in the organisation's language, for every reader. */
export async function createArticle(ctx: AppContext, input: unknown): Promise<ManagedArticleView> {
  const viewer = requireViewer(ctx);
  const { title } = parseFieldInput(createSchema, input);
  const language = normalizeLocale(ctx.incubator.defaultLanguage) ?? DEFAULT_LOCALE;
  return ctx.data.run(async (tx) => {
    const [row] = await tx
      .insert(articles)
      .values({
        incubatorId: ctx.data.incubatorId,
        title: title ?? '',
        locale: language,
        searchConfig: searchConfigFor(language),
        // No search vector yet: a body is needed to publish, and every save writes the vector (articleTextColumns).
        userTypes: [...DOC_USER_TYPES],
        createdBy: viewer.userId,
        updatedBy: viewer.userId,
      })
      .returning({ id: articles.id });
    return articleIn(tx, row!.id);
  });
}

/** Saves the text, readers and language, whatever the status: a published article changes for its readers at once. */
export async function updateArticle(ctx: AppContext, input: unknown): Promise<ManagedArticleView> {
  const viewer = requireViewer(ctx);
  const { id, input: data } = parseFieldInput(updateSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select({ status: articles.status }).from(articles).where(eq(articles.id, id)).for('update');
    if (!row) throw articleNotFound();
    if (row.status === 'published') requirePublishable(data);
    await tx
      .update(articles)
      .set({
        title: data.title,
        summary: data.summary,
        body: data.body,
        ...articleTextColumns(data),
        userTypes: DOC_USER_TYPES.filter((type) => data.audience.includes(type)),
        updatedBy: viewer.userId,
      })
      .where(eq(articles.id, id));
    return articleIn(tx, id);
  });
}

/** A published article keeps a title and a body: its readers find it by them. */
function requirePublishable(article: { title: string; body: string }): void {
  if (article.title.trim() === '') throw fieldError('title', NEEDED_TO_PUBLISH);
  if (article.body.trim() === '') throw fieldError('body', NEEDED_TO_PUBLISH);
}

async function setStatus(ctx: AppContext, input: unknown, status: ArticleStatus): Promise<ManagedArticleView> {
  const viewer = requireViewer(ctx);
  const { id } = parseFieldInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!row) throw articleNotFound();
    if (row.status !== status) {
      if (status === 'published') requirePublishable(row);
      await tx
        .update(articles)
        .set({ status, publishedAt: status === 'published' ? new Date() : row.publishedAt, updatedBy: viewer.userId })
        .where(eq(articles.id, id));
      await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
        action: status === 'published' ? 'article.published' : 'article.unpublished',
        entityType: 'article',
        entityId: id,
        after: { title: row.title },
      });
    }
    return articleIn(tx, id);
  });
}

export const publishArticle = (ctx: AppContext, input: unknown) => setStatus(ctx, input, 'published');
export const unpublishArticle = (ctx: AppContext, input: unknown) => setStatus(ctx, input, 'draft');

export async function deleteArticle(ctx: AppContext, input: unknown): Promise<string> {
  const viewer = requireViewer(ctx);
  const { id } = parseFieldInput(idSchema, input);
  return ctx.data.run(async (tx) => {
    const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id, title: articles.title, status: articles.status });
    if (!row) throw articleNotFound();
    await recordActivity(tx, ctx.data.incubatorId, viewer.userId, {
      action: 'article.deleted',
      entityType: 'article',
      entityId: row.id,
      before: { title: row.title, status: row.status },
    });
    return row.id;
  });
}
