/**
 * The public surface of features/articles (D-586): the area's addresses, for links from elsewhere. Its pages are
 * reached through pages.ts only (import(), one lazy chunk).
 */
export { ARTICLES_MANAGEMENT_PATH, articlePath } from './paths';
