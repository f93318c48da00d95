import { graphql, type ResultOf, type SchemaType } from '../../lib/graphql';

/** What a tag badge shows anywhere (startup cards, people, the mentor directory). */
export const TAG_BADGE_FIELDS = graphql(`
  fragment TagBadgeFields on Tag {
    _id
    kind
    name
    color
  }
`);

export const TAGS = graphql(
  `
    query Tags($kind: TagKind!, $search: String) {
      tags(kind: $kind, search: $search) {
        ...TagBadgeFields
        usageCount
      }
    }
  `,
  [TAG_BADGE_FIELDS],
);

export const CREATE_TAG = graphql(`
  mutation CreateTag($kind: TagKind!, $name: String!, $color: String) {
    createTag(kind: $kind, name: $name, color: $color) {
      _id
    }
  }
`);

export const UPDATE_TAG = graphql(`
  mutation UpdateTag($id: ID!, $name: String, $color: String) {
    updateTag(id: $id, name: $name, color: $color) {
      _id
      name
      color
    }
  }
`);

export const MERGE_TAGS = graphql(`
  mutation MergeTags($tagId: ID!, $intoTagId: ID!) {
    mergeTags(tagId: $tagId, intoTagId: $intoTagId) {
      _id
      usageCount
    }
  }
`);

export const DELETE_TAG = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);

export type TagRow = ResultOf<typeof TAGS>['tags'][number];
export type TagKindValue = SchemaType<'TagKind'>;
