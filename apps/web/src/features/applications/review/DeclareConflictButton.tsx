import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { DECLARE_CONFLICT } from './documents';
import { useReviewErrorText } from './useReviewErrorText';

/** The evaluator declares a conflict of interest with a reason and is withdrawn from the application. */
export function DeclareConflictButton({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [declare, { loading }] = useMutation(DECLARE_CONFLICT);
  const submit = async () => {
    setProblem(null);
    try {
      await declare({ variables: { applicationId, reason } });
      toast('success', t('evaluation.declared'));
      setOpen(false);
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpen(true)} data-testid="declare-conflict">
        {t('evaluation.declare')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('evaluation.declareTitle')}>
        <Stack gap="sm">
          <Text size="sm">{t('evaluation.declareHint')}</Text>
          <Textarea label={t('evaluation.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required autosize minRows={2} maxLength={500} error={problem} data-testid="declare-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>{t('evaluation.cancel')}</Button>
            <Button color="red" loading={loading} onClick={() => void submit()} data-testid="declare-confirm">{t('evaluation.confirmDeclare')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
