import { graphql, type ResultOf } from '../../lib/graphql';

export const HELP_ARTICLES = graphql(`
  query HelpArticles($search: String, $locale: String, $limit: Int) {
    helpArticles(search: $search, locale: $locale, limit: $limit) {
      slug
      locale
      title
      summary
      section
      titleParts {
        text
        highlighted
      }
      snippet {
        text
        highlighted
      }
    }
  }
`);

export const HELP_ARTICLE = graphql(`
  query HelpArticle($slug: String!, $locale: String) {
    helpArticle(slug: $slug, locale: $locale) {
      slug
      locale
      title
      summary
      section
      body
      updatedAt
    }
  }
`);

export type HelpArticleHit = ResultOf<typeof HELP_ARTICLES>['helpArticles'][number];
export type HelpTextPart = HelpArticleHit['snippet'][number];
export type HelpArticle = NonNullable<ResultOf<typeof HELP_ARTICLE>['helpArticle']>;
