import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionShell, useBulkAction, type BulkActionItem } from '../../batch-operations';
import { START_APPLICATION_BATCH, type ApplicationDecision } from './documents';

const DECISIONS: readonly ApplicationDecision[] = ['accept', 'delay_reject', 'reject'];

interface ApplicationBulkBarProps {
  selectedIds: readonly string[];
  onClear: () => void;
  /** The operation has its result: the list reads its applications again. */
  onResult: () => void;
}

/**
 * The overview's selection bar (issue 16 items 3 and 7): a bulk decision over the selected applications, followed in
 * the applications batch panel (BAT-07..09 texts, 5 s, subscription applicationBatchOperationUpdated).
 */
export function ApplicationBulkBar({ selectedIds, onClear, onResult }: ApplicationBulkBarProps) {
  const { t } = useTranslation('applicationsPipeline');
  const bulk = useBulkAction<'DECIDE'>(onClear, onResult);
  const [decision, setDecision] = useState<ApplicationDecision>('reject');
  const [reason, setReason] = useState('');
  const [start] = useMutation(START_APPLICATION_BATCH);
  const items: ReadonlyArray<BulkActionItem<'DECIDE'>> = [{ action: 'DECIDE', label: t('bulk.decide'), icon: <IconGavel size={16} aria-hidden /> }];
  const run = () =>
    bulk.start(async () => {
      const result = await start({ variables: { input: { action: 'DECIDE', applicationIds: [...selectedIds], decision, reason: reason.trim() || null } } });
      const operation = result.data?.startApplicationBatch;
      setReason('');
      return operation ? { feed: 'applications', operation } : null;
    });
  if (selectedIds.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="application-bulk-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600}>
          {t('overview.selected', { count: selectedIds.length })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button variant="subtle" color="gray" onClick={onClear} data-testid="application-bulk-clear">
            {t('overview.clearSelection')}
          </Button>
          <BulkActionShell state={bulk} count={selectedIds.length} items={items} ready onStart={() => void run()} testId="application-bulk">
            <Stack gap="sm">
              <Text size="sm">{t('bulk.explain')}</Text>
              <SegmentedControl
                aria-label={t('bulk.decision')}
                value={decision}
                onChange={(value) => setDecision(value as ApplicationDecision)}
                data={DECISIONS.map((d) => ({ value: d, label: t(`decision.${d}`) }))}
                fullWidth
                data-testid="application-bulk-decision"
              />
              <Textarea label={t('bulk.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
            </Stack>
          </BulkActionShell>
        </Group>
      </Group>
    </Paper>
  );
}
