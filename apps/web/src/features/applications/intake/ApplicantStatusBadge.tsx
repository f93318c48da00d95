import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicantStatus } from './documents';

const COLORS: Record<ApplicantStatus, string> = { draft: 'gray', in_review: 'blue', accepted: 'green', not_selected: 'orange', closed: 'dark' };

/** The status an applicant sees (D-245): never the review's inner steps. */
export function ApplicantStatusBadge({ status }: { status: ApplicantStatus }) {
  const { t } = useTranslation('applicationsIntake');
  return (
    <Badge variant="light" color={COLORS[status]} data-testid="applicant-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
