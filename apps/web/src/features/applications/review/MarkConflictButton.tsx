import { ActionIcon, Button, Group, Modal, Select, Stack, Textarea, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { MARK_CONFLICT } from './documents';
import { useReviewErrorText } from './useReviewErrorText';

/** Staff record a conflict of interest for one evaluator on one application (a reason is required). */
export function MarkConflictButton({ applicationId, title, evaluators, onDone }: { applicationId: string; title: string; evaluators: Array<{ _id: string; fullName: string }>; onDone: () => void }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const [open, setOpen] = useState(false);
  const [evaluatorId, setEvaluatorId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [mark, { loading }] = useMutation(MARK_CONFLICT);
  const submit = async () => {
    setProblem(null);
    try {
      await mark({ variables: { applicationId, evaluatorId: evaluatorId ?? '', reason } });
      toast('success', t('assignation.marked'));
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <>
      <Tooltip label={t('assignation.markConflict')}>
        <ActionIcon variant="subtle" color="gray" onClick={() => setOpen(true)} aria-label={`${t('assignation.markConflict')}: ${title}`} data-testid="mark-conflict">
          <IconUserX size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('assignation.markTitle')}>
        <Stack gap="sm">
          <Select label={t('assignation.evaluator')} data={evaluators.map((e) => ({ value: e._id, label: e.fullName }))} value={evaluatorId} onChange={setEvaluatorId} searchable required data-testid="mark-evaluator" />
          <Textarea label={t('assignation.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required autosize minRows={2} maxLength={500} error={problem} data-testid="mark-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>{t('assignation.cancel')}</Button>
            <Button loading={loading} onClick={() => void submit()} data-testid="mark-confirm">{t('assignation.save')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
