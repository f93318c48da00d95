import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttentionReason } from './documents';
import { reasonText } from './portfolioView';

/** The needs-attention signal of one startup: a badge per reason, its text spelled out (no peer shows this). */
export function AttentionBadges({ reasons, compact = false }: { reasons: readonly AttentionReason[]; compact?: boolean }) {
  const { t } = useTranslation('portfolio');
  if (reasons.length === 0) {
    return compact ? null : (
      <Text size="xs" c="dimmed" data-testid="attention-none">
        {t('attention.none')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap" data-testid="attention-reasons">
      {reasons.map((reason) => {
        const { key, values } = reasonText(reason);
        const text = t(key, values);
        return (
          <Tooltip key={reason.kind} label={t(`attention.why.${reason.kind}`)} multiline w={260} withArrow>
            <Badge
              color={reason.kind === 'NO_RECENT_CONTACT' ? 'orange' : 'red'}
              variant="light"
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              data-testid="attention-reason"
              data-kind={reason.kind}
              h="auto"
              py={2}
              styles={{ label: { textTransform: 'none', whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {text}
            </Badge>
          </Tooltip>
        );
      })}
    </Group>
  );
}
