import { Button } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasRoleIn } from '../../../app/viewer/roles';
import { useViewer } from '../../../app/viewer/ViewerContext';
import { BOOKABLE_HOSTS } from './documents';

/**
 * "Book a session" with one host, where it can be done (D-580): for a member of a startup the host is assigned to —
 * exactly the hosts /coaching/book lists (`bookableHosts`, the server's rule) — a link to the booking page with that
 * host's free slots open. Nobody else sees it, and only founder-side viewers ask the server.
 */
export function BookSessionButton({ hostId, label }: { hostId: string; label: string }) {
  const viewer = useViewer();
  const founderSide = viewer.status === 'authenticated' && hasRoleIn(viewer.roles, 'founderSide') && viewer.user._id !== hostId;
  const { data } = useQuery(BOOKABLE_HOSTS, { skip: !founderSide, fetchPolicy: 'cache-first' });
  const bookable = founderSide && (data?.bookableHosts ?? []).some((group) => group.hosts.some((host) => host._id === hostId));
  if (!bookable) return null;
  return (
    <Button component={Link} to={`/coaching/book?host=${encodeURIComponent(hostId)}`} leftSection={<IconCalendarPlus size={16} aria-hidden />} data-testid="profile-book-session">
      {label}
    </Button>
  );
}
