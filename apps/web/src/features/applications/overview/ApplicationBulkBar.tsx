import { Button, Group, Paper, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArrowsRightLeft, IconGavel, IconTag, IconUserCheck } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../lib/exports/documents';
import { ExportFormatMenu } from '../../../lib/exports/ExportFormatMenu';
import { useExportJob } from '../../../lib/exports/useExportJob';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { BulkActionShell, useBulkAction, type BulkActionItem } from '../../batch-operations';
import { BulkActionFields } from './BulkActionFields';
import { APPLICATION_BULK_OPTIONS, EXPORT_APPLICATIONS, type ApplicationBulkAction } from './bulkDocuments';
import { START_APPLICATION_BATCH, type PipelineFunnel } from './documents';
import { bulkInput, EMPTY_BULK_FIELDS, type BatchAction, type BulkFields } from './overviewState';

const ICONS: Record<BatchAction, ReactNode> = {
  MOVE_ROUND: <IconArrowsRightLeft size={16} aria-hidden />,
  ASSIGN_EVALUATORS: <IconUserCheck size={16} aria-hidden />,
  TAG: <IconTag size={16} aria-hidden />,
  DECIDE: <IconGavel size={16} aria-hidden />,
};
const LABELS: Record<BatchAction, string> = { MOVE_ROUND: 'bulk.moveRound', ASSIGN_EVALUATORS: 'bulk.assignEvaluators', TAG: 'bulk.tag', DECIDE: 'bulk.decide' };

interface ApplicationBulkBarProps {
  selectedIds: readonly string[];
  /** The bulk actions the viewer may start (applicationAbilities.bulkActions). */
  actions: readonly ApplicationBulkAction[];
  funnels: readonly PipelineFunnel[];
  onClear: () => void;
  /** The operation has its result: the list reads its applications again. */
  onResult: () => void;
}

/**
 * The overview's selection bar (issue 16 items 3 and 7; D-290): the bulk actions the viewer may start — move to a
 * round, assign evaluators, tag, decide — followed in the applications batch panel (5 s, subscription
 * applicationBatchOperationUpdated), and the export of the selection as CSV or XLSX (export job, plan gate).
 */
export function ApplicationBulkBar({ selectedIds, actions, funnels, onClear, onResult }: ApplicationBulkBarProps) {
  const { t } = useTranslation('applicationsPipeline');
  const toText = useErrorText();
  const bulk = useBulkAction<BatchAction>(onClear, onResult);
  const [fields, setFields] = useState<BulkFields>(EMPTY_BULK_FIELDS);
  const [start] = useMutation(START_APPLICATION_BATCH);
  const batchActions = actions.filter((a): a is BatchAction => a !== 'EXPORT');
  const needsOptions = bulk.action === 'ASSIGN_EVALUATORS' || bulk.action === 'TAG';
  const options = useQuery(APPLICATION_BULK_OPTIONS, { skip: !needsOptions });
  const [exportApplications] = useMutation(EXPORT_APPLICATIONS);
  const startExport = useCallback(
    async (format: ExportFormat) => (await exportApplications({ variables: { applicationIds: [...selectedIds], format } })).data?.exportApplications,
    [exportApplications, selectedIds],
  );
  const exportRun = useExportJob(startExport);
  const items: ReadonlyArray<BulkActionItem<BatchAction>> = batchActions.map((action) => ({ action, label: t(LABELS[action]), icon: ICONS[action] }));
  const input = bulk.action ? bulkInput(bulk.action, fields, selectedIds) : null;
  const run = () =>
    bulk.start(async () => {
      if (!input) return null;
      const operation = (await start({ variables: { input } })).data?.startApplicationBatch;
      setFields(EMPTY_BULK_FIELDS);
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
          {actions.includes('EXPORT') ? (
            <ExportFormatMenu run={exportRun} testId="application-bulk-export" labels={{ title: t('export.selection'), failed: t('export.failed'), csv: t('export.csv'), xlsx: t('export.xlsx') }} />
          ) : null}
          {batchActions.length > 0 ? (
            <BulkActionShell
              state={bulk}
              count={selectedIds.length}
              items={items}
              ready={input !== null}
              loadError={needsOptions && options.error ? toText(options.error) : null}
              onStart={() => void run()}
              testId="application-bulk"
            >
              {bulk.action ? <BulkActionFields action={bulk.action} fields={fields} onChange={setFields} funnels={funnels} options={options.data?.applicationBulkOptions ?? null} /> : null}
            </BulkActionShell>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
