import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { CURRENT_USER, type CurrentUser } from './queries';

export type CurrentUserResult = { kind: 'loading' } | { kind: 'ok'; user: CurrentUser } | { kind: 'error' };

function Loader({ onResult }: { onResult: (result: CurrentUserResult) => void }) {
  const { data, error } = useQuery(CURRENT_USER, { fetchPolicy: 'cache-and-network' });
  const user = data?.currentUser;
  useEffect(() => {
    if (user) onResult({ kind: 'ok', user });
    // A refused token: the error link logs out; until then the visitor counts as signed out.
    else if (error) onResult({ kind: 'error' });
  }, [user, error, onResult]);
  return null;
}

/** Lazy chunk: the GraphQL client plus the currentUser query, loaded only while a token is stored. */
export default function CurrentUserLoader({ onResult }: { onResult: (result: CurrentUserResult) => void }) {
  return (
    <ApolloBoundary>
      <Loader onResult={onResult} />
    </ApolloBoundary>
  );
}
