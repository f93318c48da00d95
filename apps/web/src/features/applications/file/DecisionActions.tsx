import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCheck, IconClockPause, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { DECIDE_APPLICATION, type ApplicationDecision, type ApplicationFile } from '../overview/documents';
import { usePipelineErrorText } from '../overview/usePipelineErrorText';

/** The round after the current one, by position; null on the last round (accept = into the program). */
function nextRoundOf(application: ApplicationFile) {
  const position = application.round?.position;
  if (position === undefined || !application.funnel) return null;
  return [...application.funnel.rounds].sort((a, b) => a.position - b.position).find((r) => r.position > position) ?? null;
}

/** Accept / reject later / reject on the file (issue 16 item 7), each asking for a reason kept in the history. */
export function DecisionActions({ application, onDecided }: { application: ApplicationFile; onDecided: () => void }) {
  const { t } = useTranslation('applicationsPipeline');
  const errorText = usePipelineErrorText();
  const [decision, setDecision] = useState<ApplicationDecision | null>(null);
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [decide, { loading }] = useMutation(DECIDE_APPLICATION);
  const next = nextRoundOf(application);
  const acceptLabel = next ? t('decide.acceptNext', { round: next.name }) : t('decide.acceptFinal');
  const labels: Record<ApplicationDecision, string> = { accept: acceptLabel, delay_reject: t('decide.delayReject'), reject: t('decide.reject') };
  // A rejection e-mail that carries feedback gets one text per criterion of the round (issue 16 item 7).
  const feedbackCriteria = decision !== null && decision !== 'accept' && application.round?.rejectionEmail?.includeFeedback ? (application.round.criterionNames ?? []) : [];
  const choose = (value: ApplicationDecision | null) => {
    setDecision(value);
    setReason('');
    setFeedback({});
    setError(null);
  };
  const confirm = async () => {
    if (!decision) return;
    try {
      const written = feedbackCriteria.flatMap((criterion) => ((feedback[criterion] ?? '').trim() ? [{ criterion, text: feedback[criterion]!.trim() }] : []));
      await decide({ variables: { applicationId: application._id, decision, reason: reason.trim() || null, feedback: written.length > 0 ? written : null } });
      toast('success', t('decide.done'));
      choose(null);
      onDecided();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="decision-actions">
        <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => choose('accept')} data-testid="decide-accept">
          {acceptLabel}
        </Button>
        <Button variant="light" color="orange" leftSection={<IconClockPause size={16} aria-hidden />} onClick={() => choose('delay_reject')} data-testid="decide-delay-reject">
          {t('decide.delayReject')}
        </Button>
        <Button variant="light" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => choose('reject')} data-testid="decide-reject">
          {t('decide.reject')}
        </Button>
      </Group>
      <Modal opened={decision !== null} onClose={() => choose(null)} title={<Text fw={700}>{decision ? labels[decision] : ''}</Text>} centered>
        <Stack data-testid="decision-modal">
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Textarea label={t('decide.reason')} description={t('decide.reasonHint')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={3} maxLength={2000} data-testid="decision-reason" />
          {feedbackCriteria.length > 0 ? (
            <Stack gap="xs" data-testid="decision-feedback">
              <Text size="sm" fw={600}>{t('decide.feedbackTitle')}</Text>
              <Text size="xs" c="dimmed">{t('decide.feedbackHint')}</Text>
              {feedbackCriteria.map((criterion) => (
                <Textarea
                  key={criterion}
                  label={criterion}
                  value={feedback[criterion] ?? ''}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setFeedback((current) => ({ ...current, [criterion]: text }));
                  }}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  data-testid="decision-feedback-criterion"
                />
              ))}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => choose(null)}>
              {t('decide.cancel')}
            </Button>
            <Button color={decision === 'accept' ? undefined : 'red'} loading={loading} onClick={() => void confirm()} data-testid="decision-confirm">
              {t('decide.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
