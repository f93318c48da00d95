import { isInRoleGroup } from '@hatchery/domain';
import { useViewer } from '../auth/ViewerContext';

export interface TimelineAbilities {
  viewerId: string | null;
  /** TIMELINE:PRIVATE_COMMENT for this startup: private notes (GAP-39). */
  canPostPrivate: boolean;
  canPin: boolean;
  isAdmin: boolean;
}

/** What the viewer may do on this startup's timeline: the page's own answer (viewerCan*), plus who the viewer is. */
export function useTimelineAbilities(page: { viewerCanPostPrivate: boolean; viewerCanPin: boolean }): TimelineAbilities {
  const viewer = useViewer();
  const isAdmin = viewer.status === 'authenticated' && viewer.roles.some((role) => isInRoleGroup(role, 'admin'));
  return {
    viewerId: viewer.status === 'authenticated' ? viewer.user._id : null,
    canPostPrivate: page.viewerCanPostPrivate,
    canPin: page.viewerCanPin,
    isAdmin,
  };
}
