import { useQuery } from '@apollo/client/react';
import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoAccessState } from '../../app/errors/NoAccessState';
import { FEEDBACK_ABILITIES } from './documents';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/**
 * The /feedback pages are routed for every signed-in member while feedbackForms is on (D1 §2.3), but only holders of a
 * Feedback request key may read requests: ask the server's own rule first, so a page never asks for what the server
 * refuses this viewer, and show the no-access state instead (D-92).
 */
export function FeedbackAccessGate({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(FEEDBACK_ABILITIES, { fetchPolicy: 'cache-and-network' });
  if (error) return <NoAccessState />;
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  return data.feedbackAbilities.viewerCanRead ? <>{children}</> : <NoAccessState />;
}
