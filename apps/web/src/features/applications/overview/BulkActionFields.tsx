import { Alert, MultiSelect, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationBulkOptions } from './bulkDocuments';
import type { ApplicationDecision, PipelineFunnel } from './documents';
import type { BatchAction, BulkFields } from './overviewState';

const DECISIONS: readonly ApplicationDecision[] = ['accept', 'delay_reject', 'reject'];

interface BulkActionFieldsProps {
  action: BatchAction;
  fields: BulkFields;
  onChange: (fields: BulkFields) => void;
  /** The calls whose rounds a move may name (the chosen call only, when one is chosen). */
  funnels: readonly PipelineFunnel[];
  options: ApplicationBulkOptions | null;
}

/** The parameter of the chosen bulk action (issue 16 item 3): a decision, a round, evaluators or tags. */
export function BulkActionFields({ action, fields, onChange, funnels, options }: BulkActionFieldsProps) {
  const { t } = useTranslation('applicationsPipeline');
  const set = (patch: Partial<BulkFields>) => onChange({ ...fields, ...patch });
  const reason = <Textarea label={t('bulk.reason')} value={fields.reason} onChange={(e) => set({ reason: e.currentTarget.value })} autosize minRows={2} maxLength={2000} />;
  switch (action) {
    case 'DECIDE':
      return (
        <Stack gap="sm">
          <Text size="sm">{t('bulk.explain')}</Text>
          <SegmentedControl
            aria-label={t('bulk.decision')}
            value={fields.decision}
            onChange={(value) => set({ decision: value as ApplicationDecision })}
            data={DECISIONS.map((d) => ({ value: d, label: t(`decision.${d}`) }))}
            fullWidth
            data-testid="application-bulk-decision"
          />
          {reason}
        </Stack>
      );
    case 'MOVE_ROUND':
      return (
        <Stack gap="sm">
          <Text size="sm">{t('bulk.moveExplain')}</Text>
          <Select
            label={t('bulk.round')}
            data={funnels.map((f) => ({ group: f.name, items: [...f.rounds].sort((a, b) => a.position - b.position).map((r) => ({ value: r._id, label: r.name })) }))}
            value={fields.roundId}
            onChange={(roundId) => set({ roundId })}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="application-bulk-round"
          />
          {reason}
        </Stack>
      );
    case 'ASSIGN_EVALUATORS':
      return (
        <Stack gap="sm">
          <Text size="sm">{t('bulk.assignExplain')}</Text>
          <MultiSelect
            label={t('bulk.evaluators')}
            data={(options?.evaluators ?? []).map((e) => ({ value: e._id, label: e.fullName }))}
            value={fields.evaluatorIds}
            onChange={(evaluatorIds) => set({ evaluatorIds })}
            searchable
            maxValues={20}
            comboboxProps={{ withinPortal: true }}
            data-testid="application-bulk-evaluators"
          />
        </Stack>
      );
    case 'TAG':
      return (
        <Stack gap="sm">
          <Text size="sm">{t('bulk.tagExplain')}</Text>
          {options && options.tags.length === 0 ? <Alert color="gray">{t('bulk.noTags')}</Alert> : null}
          <MultiSelect
            label={t('bulk.tags')}
            data={(options?.tags ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
            value={fields.tagIds}
            onChange={(tagIds) => set({ tagIds })}
            searchable
            maxValues={50}
            comboboxProps={{ withinPortal: true }}
            data-testid="application-bulk-tags"
          />
        </Stack>
      );
  }
}
