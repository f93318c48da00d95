import { Anchor, List, Text } from '@mantine/core';
import { useLazyQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BATCH_OPERATION_FAILURES, type BatchReason } from './documents';

/** Literal keys, so the translation check sees every one (batch.reasons.*). */
export function batchReasonText(t: TFunction, reason: BatchReason): string {
  switch (reason) {
    case 'notVisible': return t('batch.reasons.notVisible');
    case 'notAllowed': return t('batch.reasons.notAllowed');
    case 'featureOff': return t('batch.reasons.featureOff');
    case 'parameterUnavailable': return t('batch.reasons.parameterUnavailable');
    case 'notFound': return t('batch.reasons.notFound');
    case 'alreadyInProgram': return t('batch.reasons.alreadyInProgram');
    case 'programUnavailable': return t('batch.reasons.programUnavailable');
    case 'tagUnavailable': return t('batch.reasons.tagUnavailable');
    case 'alreadyAssigned': return t('batch.reasons.alreadyAssigned');
    case 'mentorUnavailable': return t('batch.reasons.mentorUnavailable');
    case 'alreadyArchived': return t('batch.reasons.alreadyArchived');
    case 'alreadyActive': return t('batch.reasons.alreadyActive');
    case 'roleUnavailable': return t('batch.reasons.roleUnavailable');
    case 'ownRole': return t('batch.reasons.ownRole');
    case 'licenceLimit': return t('batch.reasons.licenceLimit');
    case 'unexpected': return t('batch.reasons.unexpected');
    case 'alreadyDecided': return t('batch.reasons.alreadyDecided');
    case 'otherFunnel': return t('batch.reasons.otherFunnel');
    case 'alreadyInRound': return t('batch.reasons.alreadyInRound');
    case 'notEvaluationRound': return t('batch.reasons.notEvaluationRound');
    case 'conflict': return t('batch.reasons.conflict');
    case 'loadCapReached': return t('batch.reasons.loadCapReached');
    case 'evaluatorUnavailable': return t('batch.reasons.evaluatorUnavailable');
  }
}

/**
 * Why a finished startup or user operation failed, on demand: the validation refusal, or each item reason with how
 * many items it stopped (the server keeps the first 100 failures).
 */
export function BatchFailureReasons({ operationId }: { operationId: string }) {
  const { t } = useTranslation();
  const [load, { data, loading, called }] = useLazyQuery(BATCH_OPERATION_FAILURES);
  const operation = data?.batchOperation;
  if (!called || (loading && !operation)) {
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => void load({ variables: { id: operationId } })} data-testid="batch-panel-why">
        {t('batch.why')}
      </Anchor>
    );
  }
  if (!operation) return null;
  const counts = new Map<BatchReason, number>();
  if (operation.reason) counts.set(operation.reason, 0);
  for (const failure of operation.failures) counts.set(failure.reason, (counts.get(failure.reason) ?? 0) + 1);
  return (
    <List size="sm" data-testid="batch-panel-reasons">
      {[...counts].map(([reason, n]) => (
        <List.Item key={reason}>
          <Text size="sm" span>{batchReasonText(t, reason)}</Text>
          {n > 0 ? <Text size="sm" span c="dimmed">{` (${n})`}</Text> : null}
        </List.Item>
      ))}
    </List>
  );
}
