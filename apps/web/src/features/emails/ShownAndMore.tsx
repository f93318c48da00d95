import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a paged table: how many of how many are shown, and "Load more" while the server has more. */
export function ShownAndMore({
  shown,
  hasMore,
  loading,
  onMore,
  testId,
}: {
  shown: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  testId: string;
}) {
  const { t } = useTranslation('emails');
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
        {shown}
      </Text>
      {hasMore ? (
        <Button variant="default" onClick={onMore} loading={loading} data-testid={`${testId}-load-more`}>
          {t('loadMore')}
        </Button>
      ) : null}
    </Group>
  );
}
