import { FeedbackAccessGate } from './FeedbackAccessGate';
import { FeedbackListPage as FeedbackList } from './pages/FeedbackListPage';
import { FeedbackRequestPage as FeedbackRequest } from './pages/FeedbackRequestPage';

/** /feedback/management behind the viewer's Feedback request rights. */
export function FeedbackListPage() {
  return (
    <FeedbackAccessGate>
      <FeedbackList />
    </FeedbackAccessGate>
  );
}

/** /feedback/requests/:id (and /feedback/*) behind the viewer's Feedback request rights. */
export function FeedbackRequestPage() {
  return (
    <FeedbackAccessGate>
      <FeedbackRequest />
    </FeedbackAccessGate>
  );
}
