import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import {
  batchPanelColor,
  batchPanelPhase,
  showsFailedCount,
  type BatchOperationKind,
  type BatchPanelColor,
  type BatchPanelState,
} from '@hatchery/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BatchFailureReasons } from './BatchFailureReasons';

/** D1 §4 colours: red, green and amber (Mantine's yellow, as for warning alerts). */
const MANTINE_COLORS: Record<BatchPanelColor, string> = { red: 'red', green: 'green', amber: 'yellow' };

interface KindTexts {
  processing: string;
  failedTotal: string;
  partial: string;
}

/** The kind-specific texts of D1 §4 / D2 §9; literal keys so the translation check sees every one. */
function kindTexts(t: TFunction, kind: BatchOperationKind, { succeeded, failed, total }: BatchPanelState): KindTexts {
  switch (kind) {
    case 'applications':
      return {
        processing: t('batch.applications.processing', { succeeded, total }),
        failedTotal: t('batch.applications.failedTotal', { total }),
        partial: t('batch.applications.partial', { succeeded, failed }),
      };
    case 'startups':
      return {
        processing: t('batch.startups.processing', { succeeded, total }),
        failedTotal: t('batch.startups.failedTotal', { total }),
        partial: t('batch.startups.partial', { succeeded, failed }),
      };
    case 'users':
      return {
        processing: t('batch.users.processing', { succeeded, total }),
        failedTotal: t('batch.users.failedTotal', { total }),
        partial: t('batch.users.partial', { succeeded, failed }),
      };
  }
}

/** The lines the panel shows: running counter (+ failures, GAP-31), failure (BAT-08) or partial success (BAT-09). */
export function batchPanelLines(t: TFunction, kind: BatchOperationKind, state: BatchPanelState): string[] {
  const texts = kindTexts(t, kind, state);
  switch (batchPanelPhase(state)) {
    case 'running':
    case 'succeeded':
      return showsFailedCount(state) ? [texts.processing, t('batch.failedCount', { failed: state.failed })] : [texts.processing];
    case 'failed':
      return [t('batch.problem'), texts.failedTotal];
    case 'partial':
      return [texts.partial];
  }
}

export interface BatchOperationPanelProps {
  kind: BatchOperationKind;
  state: BatchPanelState;
  onClose: () => void;
  /** When its removal delay started (the store's clock), shown as data-removal-from for the browser journey. */
  removalFrom?: number | undefined;
}

/** BAT-07..12, BAT-14: one operation's progress, coloured by its outcome, with a close button. */
export function BatchOperationPanel({ kind, state, onClose, removalFrom }: BatchOperationPanelProps) {
  const { t } = useTranslation();
  const color = batchPanelColor(state);
  const phase = batchPanelPhase(state);
  const icon =
    phase === 'running' ? (
      <Loader size={16} color={MANTINE_COLORS[color]} />
    ) : phase === 'succeeded' ? (
      <IconCheck size={18} aria-hidden />
    ) : phase === 'partial' ? (
      <IconAlertTriangle size={18} aria-hidden />
    ) : (
      <IconX size={18} aria-hidden />
    );
  return (
    <Alert
      variant="light"
      color={MANTINE_COLORS[color]}
      icon={icon}
      withCloseButton
      closeButtonLabel={t('batch.close')}
      onClose={onClose}
      role="status"
      aria-live="polite"
      data-testid="batch-panel"
      data-kind={kind}
      data-operation-id={state.id}
      data-color={color}
      data-phase={phase}
      data-removal-from={removalFrom}
      style={{ boxShadow: 'var(--mantine-shadow-md)' }}
    >
      <Stack gap={2}>
        {batchPanelLines(t, kind, state).map((line) => (
          <Text key={line} size="sm" data-testid="batch-panel-line">
            {line}
          </Text>
        ))}
        {/* Startup and user operations run on the server, which keeps why each item failed (issue 14 item 8). */}
        {kind !== 'applications' && (phase === 'partial' || phase === 'failed') ? <BatchFailureReasons operationId={state.id} /> : null}
      </Stack>
    </Alert>
  );
}
