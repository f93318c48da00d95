/** Addresses of article management (D-586), as the route table has them. */

export const ARTICLES_MANAGEMENT_PATH = '/articles/management';

export function articlePath(articleId: string): string {
  return `/articles/management/article/${articleId}`;
}
