/** GraphQL documents of the organisation's activity feed (/organization/feed, D-581). */
import { graphql, type ResultOf } from '../../lib/graphql';

const FEED_POST_FIELDS = graphql(`
  fragment FeedPostFields on FeedPost {
    __typename
    _id
    body
    createdAt
    editedAt
    pinned
    likeCount
    viewerLiked
    viewerCanEdit
    viewerCanDelete
    viewerCanPin
    author { __typename _id fullName avatar role { __typename label } }
    comments {
      __typename
      _id
      body
      createdAt
      viewerCanDelete
      author { __typename _id fullName avatar }
    }
  }
`);

export const ORGANIZATION_FEED = graphql(`
  query OrganizationFeed($cursor: String, $limit: Int) {
    organizationFeed(cursor: $cursor, limit: $limit) {
      __typename
      pinned { ...FeedPostFields }
      posts { ...FeedPostFields }
      nextCursor
      viewerCanModerate
    }
  }
`, [FEED_POST_FIELDS]);

export const CREATE_FEED_POST = graphql(`
  mutation CreateFeedPost($body: String!) {
    createFeedPost(body: $body) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export const UPDATE_FEED_POST = graphql(`
  mutation UpdateFeedPost($id: ID!, $body: String!) {
    updateFeedPost(id: $id, body: $body) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export const DELETE_FEED_POST = graphql(`
  mutation DeleteFeedPost($id: ID!) {
    deleteFeedPost(id: $id)
  }
`);

export const SET_FEED_POST_PINNED = graphql(`
  mutation SetFeedPostPinned($id: ID!, $pinned: Boolean!) {
    setFeedPostPinned(id: $id, pinned: $pinned) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export const SET_FEED_POST_LIKED = graphql(`
  mutation SetFeedPostLiked($id: ID!, $liked: Boolean!) {
    setFeedPostLiked(id: $id, liked: $liked) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export const ADD_FEED_COMMENT = graphql(`
  mutation AddFeedComment($postId: ID!, $body: String!) {
    addFeedComment(postId: $postId, body: $body) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export const DELETE_FEED_COMMENT = graphql(`
  mutation DeleteFeedComment($id: ID!) {
    deleteFeedComment(id: $id) { ...FeedPostFields }
  }
`, [FEED_POST_FIELDS]);

export type FeedPage = ResultOf<typeof ORGANIZATION_FEED>['organizationFeed'];
export type FeedPost = ResultOf<typeof FEED_POST_FIELDS>;
export type FeedComment = FeedPost['comments'][number];
