/** GraphQL documents of article management (/articles/management, D-586). */
import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

/**
 * An article whole: the list and the editor read it, and every change answers it, so the cache (ManagedArticle
 * normalised by _id) updates the page and the list at once.
 */
const MANAGED_ARTICLE_FIELDS = graphql(`
  fragment ManagedArticleFields on ManagedArticle {
    __typename
    _id
    title
    summary
    body
    audience
    language
    status
    helpSlug
    publishedAt
    createdAt
    updatedAt
    authorName
    updatedByName
  }
`);

export const MANAGED_ARTICLES = graphql(`
  query ManagedArticles($search: String, $status: ArticleStatus, $limit: Int) {
    managedArticles(search: $search, status: $status, limit: $limit) {
      totalCount
      items { ...ManagedArticleFields }
    }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const MANAGED_ARTICLE = graphql(`
  query ManagedArticle($id: ID!) {
    managedArticle(id: $id) { ...ManagedArticleFields }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const CREATE_ARTICLE = graphql(`
  mutation CreateArticle {
    createArticle { ...ManagedArticleFields }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const UPDATE_ARTICLE = graphql(`
  mutation UpdateArticle($id: ID!, $input: ArticleInput!) {
    updateArticle(id: $id, input: $input) { ...ManagedArticleFields }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const PUBLISH_ARTICLE = graphql(`
  mutation PublishArticle($id: ID!) {
    publishArticle(id: $id) { ...ManagedArticleFields }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const UNPUBLISH_ARTICLE = graphql(`
  mutation UnpublishArticle($id: ID!) {
    unpublishArticle(id: $id) { ...ManagedArticleFields }
  }
`, [MANAGED_ARTICLE_FIELDS]);

export const DELETE_ARTICLE = graphql(`
  mutation DeleteArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export type ManagedArticle = NonNullable<ResultOf<typeof MANAGED_ARTICLE>['managedArticle']>;
export type ArticleStatus = SchemaType<'ArticleStatus'>;
export type ArticleReader = SchemaType<'ArticleReader'>;
export type ArticleInput = SchemaType<'ArticleInput'>;
