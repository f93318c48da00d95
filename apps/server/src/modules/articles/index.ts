/**
 * The public surface of modules/articles (D-109, D-586): the organisation's own help pages, managed by holders of
 * ARTICLES:EDIT; published ones are read through modules/help. Lint refuses a deep import from outside.
 */
import './articles.graphql.js';

export { articlesPolicy } from './articles.policy.js';
export { articleTextColumns } from './article-text.js';
