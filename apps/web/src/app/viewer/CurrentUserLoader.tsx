import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { logout } from '../../lib/apollo/logout';
import { SessionKeeper } from '../../features/sessions/mount';
import { CURRENT_USER, type CurrentUser } from './queries';

export type CurrentUserResult = { kind: 'loading' } | { kind: 'ok'; user: CurrentUser } | { kind: 'error' };

/** AUTH-11: a user whose status becomes deleted is signed out. */
export const DELETED_STATUS = 'deleted';

function Loader({ onResult }: { onResult: (result: CurrentUserResult) => void }) {
  const { data, error } = useQuery(CURRENT_USER, { fetchPolicy: 'cache-and-network' });
  const user = data?.currentUser;
  useEffect(() => {
    if (user?.status === DELETED_STATUS) {
      onResult({ kind: 'error' });
      void logout();
    } else if (user) onResult({ kind: 'ok', user });
    // A refused token: the error link logs out; until then the visitor counts as signed out.
    else if (error) onResult({ kind: 'error' });
  }, [user, error, onResult]);
  return null;
}

/** Lazy chunk: the GraphQL client, the currentUser query and the server session, loaded only while a token is stored. */
export default function CurrentUserLoader({ onResult }: { onResult: (result: CurrentUserResult) => void }) {
  return (
    <ApolloBoundary>
      <Loader onResult={onResult} />
      <SessionKeeper />
    </ApolloBoundary>
  );
}
