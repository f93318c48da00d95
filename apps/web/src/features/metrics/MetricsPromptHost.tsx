import { useQuery } from '@apollo/client/react';
import { nextPromptStep, type PromptStep } from '@hatchery/domain';
import { Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorizationForm } from './CategorizationForm';
import { STARTUP_PENDING_DATA, type StartupPendingData } from './promptDocuments';
import { MetricsForm } from './MetricsForm';
import { skipStore } from './skipStore';

/** Where the prompt is: the small dialog, the modal with the current step, or put away until the next visit. */
type Phase = 'dialog' | 'modal' | 'dismissed';

/** D2 §4.1 via the shared rule: none → CATEGORIZATION or METRICS → CLOSED (MET-03, MET-04, MET-08). */
export function promptStepOf(pending: StartupPendingData | undefined, skippedThisSession: boolean): PromptStep {
  if (!pending) return 'CLOSED';
  return nextPromptStep({
    pendingForm: pending.pendingDataForm,
    skippedThisSession,
    // The one Startup's field is nullable (hidden from viewers who may not see it, D-114); whoever gets pending data
    // may see it, so null never reaches here — if it did, asking the questions again is the harmless reading.
    initialCategorizationComplete: pending.startup.initialCategorizationComplete === true,
  });
}

/** The metrics prompt of one startup (D2 §2.1, §4.1; MET-02–09). */
export function MetricsPromptHost({ startupId }: { startupId: string }) {
  const { t } = useTranslation('metrics');
  const narrow = useMediaQuery('(max-width: 36em)');
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('dialog');
  // Bumped after each completed step so the next step starts from fresh server data.
  const [round, setRound] = useState(0);
  const { data, refetch } = useQuery(STARTUP_PENDING_DATA, { variables: { startupId }, fetchPolicy: 'network-only' });
  const pending = data?.startupPendingData;
  const step = promptStepOf(pending, skipStore.read());

  // MET-09: after a save the pending data decide what follows.
  const onStepDone = useCallback(async () => {
    try {
      await refetch();
    } finally {
      setRound((value) => value + 1);
    }
  }, [refetch]);

  // MET-07: Skip closes the modal and is remembered for this browser session.
  const skip = () => {
    skipStore.remember();
    setPhase('dismissed');
  };

  if (!pending?.pendingDataForm || step === 'CLOSED' || phase === 'dismissed') return null;
  const form = pending.pendingDataForm;

  return (
    <>
      {phase === 'dialog' ? (
        // In the page's flow above its content, not floating: a floating card covered the home hero's avatar, name
        // and role badge (issue 12). Still a (non-modal) dialog, as D2 §2.1 names it.
        <Paper role="dialog" aria-labelledby={titleId} withBorder radius="md" p="md" mb="lg" shadow="xs" data-testid="metrics-prompt-dialog">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
              <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                <IconChartLine size={20} />
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} id={titleId}>
                  {t('prompt.dialogTitle')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('prompt.dialogText')}
                </Text>
              </Stack>
            </Group>
            <Button size="sm" onClick={() => setPhase('modal')} data-testid="metrics-fill-now">
              {t('prompt.fillNow')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      <Modal.Root
        opened={phase === 'modal'}
        onClose={() => setPhase('dialog')}
        closeOnClickOutside={false}
        size="lg"
        fullScreen={narrow === true}
      >
        <Modal.Overlay />
        <Modal.Content data-testid="metrics-modal">
          <Modal.Header style={{ alignItems: 'flex-start' }}>
            <Stack gap={2}>
              <Modal.Title fw={600}>{t('prompt.modalTitle')}</Modal.Title>
              <Text size="sm" c="dimmed">
                {t('prompt.modalSubtitle')}
              </Text>
            </Stack>
            <Button variant="subtle" size="compact-sm" onClick={skip} data-testid="metrics-skip">
              {t('prompt.skip')}
            </Button>
          </Modal.Header>
          <Modal.Body>
            {step === 'CATEGORIZATION' ? (
              <CategorizationForm
                key={`${form.id}:${round}`}
                categorizationId={form.id}
                formDate={form.date}
                firstTime={!pending.startup.initialCategorizationComplete}
                onSaved={onStepDone}
              />
            ) : (
              <MetricsForm key={`${form.id}:${round}`} startupId={startupId} date={form.date} onSaved={onStepDone} />
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

export default MetricsPromptHost;
