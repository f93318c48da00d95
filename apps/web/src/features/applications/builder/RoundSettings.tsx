import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FunnelOptions, RoundKind } from '../documents';
import { CriteriaEditor } from '../review/CriteriaEditor';
import { RoundEmailEditor } from './RoundEmailEditor';
import type { RoundDraft } from './roundsModel';

const KINDS: RoundKind[] = ['form', 'meeting', 'evaluation'];

/** The settings of one round: name, kind, its form or evaluation form, evaluators, auto-advance and e-mails. */
export function RoundSettings({ round, options, onChange, readOnly }: { round: RoundDraft; options: FunnelOptions | undefined; onChange: (next: RoundDraft) => void; readOnly: boolean }) {
  const { t } = useTranslation('applications');
  const set = (patch: Partial<RoundDraft>) => onChange({ ...round, ...patch });
  const intake = (options?.intakeForms ?? []).map((f) => ({ value: f._id, label: f.name }));
  const evaluation = (options?.evaluationForms ?? []).map((f) => ({ value: f._id, label: f.name }));
  const evaluators = (options?.evaluators ?? []).map((u) => ({ value: u._id, label: u.fullName }));
  return (
    <Stack gap="md" pt="sm" data-testid="round-settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.name')} value={round.name} onChange={(e) => set({ name: e.currentTarget.value })} required readOnly={readOnly} data-testid="round-name" />
        <Select
          label={t('fields.kind')}
          data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={round.kind}
          onChange={(v) => v && set({ kind: v as RoundKind })}
          allowDeselect={false}
          readOnly={readOnly}
          data-testid="round-kind"
        />
      </SimpleGrid>
      {round.kind === 'form' ? (
        <Select
          label={t('fields.formId')}
          placeholder={intake.length ? t('builder.chooseForm') : t('builder.noForms')}
          data={intake}
          value={round.formId}
          onChange={(v) => set({ formId: v })}
          required
          searchable
          readOnly={readOnly}
          data-testid="round-form"
        />
      ) : (
        <>
          <Select
            label={t('fields.evaluationFormId')}
            placeholder={evaluation.length ? t('builder.chooseForm') : t('builder.noForms')}
            data={evaluation}
            value={round.evaluationFormId}
            onChange={(v) => set({ evaluationFormId: v })}
            required={round.kind === 'evaluation'}
            clearable={round.kind !== 'evaluation'}
            searchable
            readOnly={readOnly}
            data-testid="round-evaluation-form"
          />
          <MultiSelect
            label={t('fields.evaluatorIds')}
            placeholder={round.evaluatorIds.length ? undefined : t('builder.chooseEvaluators')}
            data={evaluators}
            value={round.evaluatorIds}
            onChange={(v) => set({ evaluatorIds: v })}
            searchable
            clearable
            readOnly={readOnly}
            data-testid="round-evaluators"
          />
        </>
      )}
      {round.kind === 'evaluation' ? (
        <Stack gap="xs">
          <Switch label={t('fields.autoAdvance')} description={t('builder.autoAdvanceHint')} checked={round.autoAdvanceEnabled} onChange={(e) => set({ autoAdvanceEnabled: e.currentTarget.checked })} disabled={readOnly} data-testid="round-auto-advance" />
          {round.autoAdvanceEnabled ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput label={t('fields.minEvaluations')} value={round.minEvaluations} min={1} max={50} allowDecimal={false} onChange={(v) => set({ minEvaluations: typeof v === 'number' ? v : 1 })} readOnly={readOnly} />
              <NumberInput label={t('fields.minMeanScore')} value={round.minMeanScore} min={0} max={1000} decimalScale={2} onChange={(v) => set({ minMeanScore: typeof v === 'number' ? v : 0 })} readOnly={readOnly} />
            </SimpleGrid>
          ) : null}
          <CriteriaEditor roundId={round.id} />
        </Stack>
      ) : null}
      {readOnly ? null : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RoundEmailEditor label={t('fields.acceptanceEmail')} value={round.acceptanceEmail} onChange={(v) => set({ acceptanceEmail: v })} testId="round-acceptance-email" />
          <RoundEmailEditor label={t('fields.rejectionEmail')} value={round.rejectionEmail} onChange={(v) => set({ rejectionEmail: v })} feedback testId="round-rejection-email" />
        </SimpleGrid>
      )}
      {readOnly && round.evaluatorIds.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('builder.evaluatorCount', { count: round.evaluatorIds.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
