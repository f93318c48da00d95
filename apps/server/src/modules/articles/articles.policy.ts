/**
 * Who may use article management (D-106, D-586), one rule per root field, run before the resolver: holders of
 * ARTICLES:EDIT (ROL-20, RTE-45). Reading a published article is the documentation's (helpArticles, helpArticle:
 * every signed-in person, filtered by the article's user types in the reads' SQL).
 */
import { allowAnyOf, permission } from '../permissions/index.js';

const editors = (note?: string) => allowAnyOf([permission('ARTICLES:EDIT')], { refused: 'Only article editors can do this.', ...(note ? { note } : {}) });

export const articlesPolicy = {
  managedArticles: editors(),
  managedArticle: editors('another organisation’s id: null'),
  createArticle: editors(),
  updateArticle: editors(),
  publishArticle: editors('a title and a body are required (else ValidationError naming the field)'),
  unpublishArticle: editors(),
  deleteArticle: editors(),
} as const;
