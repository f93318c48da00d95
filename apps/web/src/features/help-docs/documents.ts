import { gql, type TypedDocumentNode } from '@apollo/client';

export interface HelpTextPart {
  text: string;
  highlighted: boolean;
}

export interface HelpArticleHit {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  section: string;
  titleParts: HelpTextPart[];
  snippet: HelpTextPart[];
}

export interface HelpArticle {
  slug: string;
  locale: string;
  title: string;
  summary: string;
  section: string;
  body: string;
  updatedAt: string;
}

export const HELP_ARTICLES: TypedDocumentNode<
  { helpArticles: HelpArticleHit[] },
  { search: string | null; locale: string; limit: number }
> = gql`
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
`;

export const HELP_ARTICLE: TypedDocumentNode<{ helpArticle: HelpArticle | null }, { slug: string; locale: string }> = gql`
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
`;
