import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { draft: 'yellow', published: 'green', archived: 'gray' } as const;

export function StatusBadge({ status }: { status: 'draft' | 'published' | 'archived' }) {
  const { t } = useTranslation('forms');
  return (
    // In a table the badge keeps its whole word: the name column wraps instead.
    <Badge variant="light" color={COLORS[status]} miw="max-content" data-testid="form-status" data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
