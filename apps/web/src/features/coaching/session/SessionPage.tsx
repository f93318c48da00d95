import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { ActionItemsCard } from './ActionItemsCard';
import { ChangelogCard } from './ChangelogCard';
import { COACHING_SESSION } from './documents';
import { PrivateNoteCard, SharedNotesCard } from './NotesCards';
import { SessionActions } from './SessionActions';
import { SessionDetailsCard } from './SessionDetailsCard';
import { SessionEvaluationCard } from './SessionEvaluationCard';
import { SessionHeader } from './SessionHeader';
import { useSessionErrorText } from './sessionText';

/**
 * /coaching/session/{coachingId} (issue 17 item 3; docs/contract-coaching.md §4): the session for its hosts, its
 * startup's people and staff — header, topics and place, shared notes, the host's private note, action items, the
 * changelog; hosts and staff reschedule, cancel and hold it. Someone else is told it does not exist.
 */
export function SessionPage() {
  const { coachingId = '' } = useParams();
  const errorText = useSessionErrorText();
  const { data, loading, error } = useQuery(COACHING_SESSION, { variables: { id: coachingId }, fetchPolicy: 'cache-and-network' });
  const session = data?.coachingSession;
  return (
    <Stack gap="lg" data-testid="coaching-session-page">
      {error && !session ? (
        <Alert color="red" role="alert" data-testid="session-error">
          {errorText(error)}
        </Alert>
      ) : null}
      {loading && !session ? <Skeleton height={200} /> : null}
      {session ? (
        <>
          <SessionHeader session={session} />
          {session.viewerCanManage && session.status === 'scheduled' ? <SessionActions session={session} /> : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SessionDetailsCard session={session} />
            <SharedNotesCard session={session} />
            {session.viewerIsHost ? <PrivateNoteCard session={session} /> : null}
            <ActionItemsCard session={session} />
          </SimpleGrid>
          {session.status !== 'cancelled' ? <SessionEvaluationCard sessionId={session._id} /> : null}
          <ChangelogCard session={session} />
        </>
      ) : null}
    </Stack>
  );
}
