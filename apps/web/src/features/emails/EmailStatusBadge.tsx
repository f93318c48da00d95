import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailDeliveryStatus, OutgoingEmailStatus } from './documents';

const EMAIL_COLOURS: Record<OutgoingEmailStatus, string> = { DRAFT: 'gray', SCHEDULED: 'violet', SENDING: 'blue', SENT: 'green' };
const DELIVERY_COLOURS: Record<EmailDeliveryStatus, string> = { PENDING: 'gray', SENT: 'green', FAILED: 'red' };

/** An email's status: a draft (grey), scheduled (violet), being sent (blue) or sent (green). */
export function EmailStatusBadge({ status }: { status: OutgoingEmailStatus }) {
  const { t } = useTranslation('emails');
  return (
    <Badge variant="light" color={EMAIL_COLOURS[status]} data-testid="email-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** One recipient's delivery: waiting, sent or failed. */
export function DeliveryStatusBadge({ status }: { status: EmailDeliveryStatus }) {
  const { t } = useTranslation('emails');
  return (
    <Badge variant="light" color={DELIVERY_COLOURS[status]} data-testid="delivery-status" data-status={status}>
      {t(`deliveryStatus.${status}`)}
    </Badge>
  );
}
