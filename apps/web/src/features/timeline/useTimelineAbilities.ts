import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { isInRoleGroup } from '@hatchery/domain';
import { useViewer } from '../auth/ViewerContext';

const CAN_PRIVATE_COMMENT: TypedDocumentNode<{ isUserAuthorized: boolean }, { permission: string; data: string[] }> = gql`
  query TimelinePrivateCommentAllowed($permission: String!, $data: [String!]) {
    isUserAuthorized(permission: $permission, data: $data)
  }
`;

export interface TimelineAbilities {
  viewerId: string | null;
  /** TIMELINE:PRIVATE_COMMENT for this startup: private notes, and pinning (GAP-39). */
  canPostPrivate: boolean;
  canPin: boolean;
  isAdmin: boolean;
}

/** What the viewer may do on this startup's timeline, as the server answers it (isUserAuthorized with the startup). */
export function useTimelineAbilities(startupId: string): TimelineAbilities {
  const viewer = useViewer();
  const { data } = useQuery(CAN_PRIVATE_COMMENT, {
    variables: { permission: 'TIMELINE:PRIVATE_COMMENT', data: [startupId] },
    fetchPolicy: 'cache-first',
  });
  const isAdmin = viewer.status === 'authenticated' && viewer.roles.some((role) => isInRoleGroup(role, 'admin'));
  const canPostPrivate = data?.isUserAuthorized === true;
  return {
    viewerId: viewer.status === 'authenticated' ? viewer.user._id : null,
    canPostPrivate,
    canPin: canPostPrivate || isAdmin,
    isAdmin,
  };
}
