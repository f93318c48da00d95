import type { TimelineItem } from './documents';
import { DataDueItem, DataSubmittedItem, DataSubmittedUpdateItem } from './items/DataItems';
import { CategorizationSkipItem, CategorizationUpdateItem, CoachingInvitePostItem, CoachingSessionPostItem, EmailThreadPostItem } from './items/OtherItems';
import { PostItem, type PostActions } from './items/PostItem';

/** TML-03: one item, by __typename (GAP-39). */
export function TimelineItemView({ item, postActions }: { item: TimelineItem; postActions: (item: TimelineItem) => PostActions }) {
  switch (item.__typename) {
    case 'TimelineEvent':
      return <PostItem item={item} actions={postActions(item)} />;
    case 'TimelineDataDueEvent':
      return <DataDueItem item={item} />;
    case 'TimelineDataSubmitted':
      return <DataSubmittedItem item={item} />;
    case 'TimelineDataSubmittedUpdate':
      return <DataSubmittedUpdateItem item={item} />;
    case 'TimelineCategorizationUpdate':
      return <CategorizationUpdateItem item={item} />;
    case 'TimelineCategorizationSkip':
      return <CategorizationSkipItem item={item} />;
    case 'TimelineCoachingSessionPost':
      return <CoachingSessionPostItem item={item} />;
    case 'TimelineCoachingInvitePost':
      return <CoachingInvitePostItem item={item} />;
    case 'TimelineEmailThreadPost':
      return <EmailThreadPostItem item={item} />;
    default:
      return null;
  }
}
