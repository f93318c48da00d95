/**
 * Loads the shipped help pages into `help_articles` at server start. Idempotent: each row keeps a hash of what was
 * written, so an unchanged page is left alone (no write, no new `updated_at`); a changed page is rewritten with its
 * weighted search vector (title A, summary B, body C, in the locale's text-search configuration); a page whose file
 * is gone is removed. Several processes starting at once are safe: the writes are upserts by (slug, locale).
 */
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { helpArticles } from '../../db/schema/index.js';
import { HELP_DIR, readHelpPages, type HelpPage } from './help-files.js';

/** Part of every hash: bump it when the indexing itself changes, so every row is rewritten once. */
const INDEX_VERSION = 1;

export interface HelpIndexReport {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface IndexHelpOptions {
  /** Default: apps/server/help. */
  dir?: string;
  logger?: { info(obj: object, msg?: string): void };
}

export function helpPageHash(page: HelpPage): string {
  const { slug, locale, title, summary, section, position, userTypes, body, searchConfig } = page;
  const content = JSON.stringify({ v: INDEX_VERSION, slug, locale, title, summary, section, position, userTypes, body, searchConfig });
  return createHash('sha256').update(content).digest('hex');
}

function searchVector(page: HelpPage) {
  const config = sql`${page.searchConfig}::regconfig`;
  return sql`setweight(to_tsvector(${config}, ${page.title}), 'A')
    || setweight(to_tsvector(${config}, ${page.summary}), 'B')
    || setweight(to_tsvector(${config}, ${page.bodyText}), 'C')`;
}

export async function indexHelpArticles(db: Database, options: IndexHelpOptions = {}): Promise<HelpIndexReport> {
  const started = performance.now();
  const pages = await readHelpPages(options.dir ?? HELP_DIR);
  const stored = await db.registry((tx) =>
    tx.select({ id: helpArticles.id, slug: helpArticles.slug, locale: helpArticles.locale, contentHash: helpArticles.contentHash }).from(helpArticles),
  );
  const storedByKey = new Map(stored.map((row) => [`${row.locale}/${row.slug}`, row]));
  const wanted = new Set(pages.map((page) => `${page.locale}/${page.slug}`));
  const changed = pages
    .map((page) => ({ page, contentHash: helpPageHash(page), existing: storedByKey.get(`${page.locale}/${page.slug}`) }))
    .filter(({ contentHash, existing }) => existing?.contentHash !== contentHash);
  const gone = stored.filter((row) => !wanted.has(`${row.locale}/${row.slug}`)).map((row) => row.id);
  const report: HelpIndexReport = {
    inserted: changed.filter(({ existing }) => !existing).length,
    updated: changed.filter(({ existing }) => existing).length,
    unchanged: pages.length - changed.length,
    removed: gone.length,
  };
  // Nothing to write (the usual start): no transaction at all.
  if (changed.length > 0 || gone.length > 0) {
    await db.registry((base) =>
      base.transaction(async (tx) => {
        for (const { page, contentHash } of changed) {
          const values = {
            slug: page.slug,
            locale: page.locale,
            title: page.title,
            summary: page.summary,
            section: page.section,
            position: page.position,
            body: page.body,
            bodyText: page.bodyText,
            userTypes: page.userTypes,
            searchConfig: page.searchConfig,
            contentHash,
            updatedAt: new Date(),
            searchVector: searchVector(page),
          };
          await tx
            .insert(helpArticles)
            .values(values)
            .onConflictDoUpdate({ target: [helpArticles.slug, helpArticles.locale], set: { ...values, searchVector: sql`excluded.search_vector` } });
        }
        if (gone.length > 0) await tx.delete(helpArticles).where(inArray(helpArticles.id, gone));
      }),
    );
  }
  options.logger?.info({ ...report, ms: Math.round(performance.now() - started) }, 'help articles indexed');
  return report;
}
