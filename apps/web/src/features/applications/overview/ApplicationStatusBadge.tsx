import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from './documents';

/** D1 §4 statuses: open ones blue/violet, accepted green, rejections grey/red — with the text, never colour alone. */
const COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  ready_for_invitation: 'cyan',
  ready_for_meeting: 'violet',
  under_review: 'blue',
  pending_decision: 'orange',
  accepted: 'green',
  rejected: 'red',
  delay_rejected: 'pink',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applicationsPipeline');
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ textTransform: 'none' }} data-testid="application-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
