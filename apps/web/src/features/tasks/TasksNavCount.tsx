import { Badge } from '@mantine/core';
import { BADGE_CAP } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer/ViewerContext';
import { hasRoleIn } from '../../app/viewer/roles';
import { badgeText } from './taskCount';
import { useNavbarTasks } from './useNavbarTasks';

function Count({ userId }: { userId: string }) {
  const { t } = useTranslation('tasks');
  const { count } = useNavbarTasks(userId);
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} color="red.9" variant="filled" style={{ marginInlineStart: 'auto', flexShrink: 0 }} data-testid="tasks-nav-count" role="status" aria-label={t('pendingCount', { count })}>
      {badgeText(count, BADGE_CAP)}
    </Badge>
  );
}

/**
 * The live pending-tasks count on the side bar's Tasks entry, for the roles that have /tasks but not the top-bar
 * tasks button (co-founders, community members): staff see the count on that button instead (CHR-32, D-60).
 */
export function TasksNavCount() {
  const viewer = useViewer();
  if (viewer.status !== 'authenticated' || hasRoleIn(viewer.roles, 'staff') || !hasRoleIn(viewer.roles, 'tasks')) return null;
  return <Count userId={viewer.user._id} />;
}
