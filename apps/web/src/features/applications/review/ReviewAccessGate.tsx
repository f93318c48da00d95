import { useQuery } from '@apollo/client/react';
import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoAccessState } from '../../../app/errors/NoAccessState';
import { REVIEW_ABILITIES } from './documents';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

type Ability = 'viewerCanOpenAssignation' | 'viewerCanEvaluate';

/**
 * The review pages are routed for every signed-in member; the server's own rules (reviewAbilities) decide first, so a
 * page never asks for what the server refuses this viewer and shows the no-access state instead (D-92, D-269).
 */
export function ReviewAccessGate({ ability, children }: { ability: Ability; children: ReactNode }) {
  const { data, error } = useQuery(REVIEW_ABILITIES, { fetchPolicy: 'cache-and-network' });
  if (error) return <NoAccessState />;
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  return data.reviewAbilities[ability] ? <>{children}</> : <NoAccessState />;
}
