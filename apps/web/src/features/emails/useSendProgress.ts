import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { EMAIL_SEND_PROGRESS, OUTGOING_EMAIL, type OutgoingEmailDetail } from './documents';

/** How often the email is read again while it is being sent: often without the live feed, rarely as a safety net. */
const POLL_WITHOUT_FEED_MS = 2_000;
const POLL_WITH_FEED_MS = 10_000;

export interface SendProgress {
  done: number;
  failed: number;
  total: number;
  /** Whether the live feed is followed (else the page reads the email again every 2 s). */
  live: boolean;
}

/**
 * The progress of a send (D-584): each recipient handled is an item of the email's batch job, reported on the
 * userBatchOperationUpdated feed (replayed from the start to a new subscriber); when the job completes, the email is
 * read again and shows as sent. Without a job id, or when the feed fails, the email is polled every 2 s instead.
 */
export function useSendProgress(email: OutgoingEmailDetail): SendProgress {
  const [handled, setHandled] = useState<{ succeeded: ReadonlySet<string>; failed: ReadonlySet<string> }>({ succeeded: new Set(), failed: new Set() });
  const [feedFailed, setFeedFailed] = useState(false);
  const live = Boolean(email.operationId) && !feedFailed;
  const { refetch } = useQuery(OUTGOING_EMAIL, { variables: { id: email._id }, pollInterval: live ? POLL_WITH_FEED_MS : POLL_WITHOUT_FEED_MS, notifyOnNetworkStatusChange: false });

  useSubscription(EMAIL_SEND_PROGRESS, {
    variables: { operationId: email.operationId ?? '' },
    skip: !email.operationId || feedFailed,
    onData: ({ data }) => {
      const update = data.data?.userBatchOperationUpdated;
      if (!update) return;
      if (update.updateType === 'COMPLETED' || update.updateType === 'VALIDATION_FAILED') {
        void refetch();
        return;
      }
      const userId = update.userId;
      if (!userId) return;
      setHandled((previous) => {
        const key = update.updateType === 'ITEM_FAILED' ? 'failed' : update.updateType === 'ITEM_SUCCEEDED' ? 'succeeded' : null;
        if (!key || previous[key].has(userId)) return previous;
        return { ...previous, [key]: new Set([...previous[key], userId]) };
      });
    },
    onError: () => setFeedFailed(true),
  });

  // The email's own counts are the truth as last read; the feed moves ahead of them between reads.
  const failed = Math.max(email.failedCount, handled.failed.size);
  const done = Math.max(email.sentCount + email.failedCount, handled.succeeded.size + handled.failed.size);
  const total = email.recipientCount ?? 0;
  return { done: Math.min(done, total || done), failed, total, live };
}
