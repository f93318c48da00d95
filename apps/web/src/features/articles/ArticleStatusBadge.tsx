import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from './documents';

const COLOURS: Record<ArticleStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green' };

/** An article's status: a draft (grey, editors only) or published (green, in its readers' documentation). */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('articles');
  return (
    // Its own width, never squeezed into an ellipsis by the table's column sizing.
    <Badge variant="light" color={COLOURS[status]} style={{ minWidth: 'max-content' }} data-testid="article-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
