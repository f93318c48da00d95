/**
 * Who may call the activity feed's operations (D-106, D-581), one rule per root field, run before the resolver. The
 * feed is the organisation's members': every role but Applicant (who is not in the community until admitted). What a
 * member may do to one post — edit their own; remove their own, or anyone's as staff; pin as staff — is checked in
 * feed.service.ts with the post. The activityFeed flag is checked there too.
 */
import { allowAnyOf, roleGroup } from '../permissions/index.js';

const REFUSED = 'The activity feed is for the members of the organisation.';

const members = (note: string) => allowAnyOf([roleGroup('community')], { note, refused: REFUSED });

export const feedPolicy = {
  organizationFeed: members('activityFeed feature flag'),
  createFeedPost: members('activityFeed feature flag'),
  updateFeedPost: members('the post’s author only, checked with the post'),
  deleteFeedPost: members('the post’s author, or staff, checked with the post'),
  setFeedPostPinned: allowAnyOf([roleGroup('staff')], { refused: 'Only staff can pin a post.' }),
  setFeedPostLiked: members('activityFeed feature flag'),
  addFeedComment: members('activityFeed feature flag'),
  deleteFeedComment: members('the comment’s author, or staff, checked with the comment'),
} as const;
