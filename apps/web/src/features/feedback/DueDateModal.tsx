import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { FEEDBACK_REQUEST, FEEDBACK_REQUESTS, UPDATE_FEEDBACK_REQUEST } from './documents';
import { useFeedbackErrorText } from './useFeedbackErrorText';
import { calendarDay } from './useFeedbackDates';
import { useTenantTimeZone } from '../../app/incubator/useTenantTimeZone';

/**
 * "Change due date" on a request (issue 15 item 6 leftover): a new day moves the open tasks with it and lets a request
 * past due take answers again; the server refuses a day in the past, named in the dialog, and nothing changes.
 */
export function DueDateButton({ requestId, dueDate }: { requestId: string; dueDate: string }) {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const timeZone = useTenantTimeZone();
  const [opened, setOpened] = useState(false);
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UPDATE_FEEDBACK_REQUEST, { refetchQueries: [FEEDBACK_REQUEST, FEEDBACK_REQUESTS] });
  const open = () => {
    setDay(calendarDay(dueDate, timeZone));
    setProblem(null);
    setOpened(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setProblem(t('errors.dueDateRequired'));
    try {
      await update({ variables: { id: requestId, input: { dueDate: day } } });
      setOpened(false);
      toast('success', t('detail.dueChanged'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={open} data-testid="feedback-due-change">
        {t('detail.changeDue')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('detail.changeDue')} data-testid="feedback-due-modal">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <TextInput type="date" label={t('detail.newDue')} description={t('detail.newDueHelp')} value={day} onChange={(e) => setDay(e.currentTarget.value)} required data-testid="feedback-due-input" />
            {problem ? (
              <Alert color="red" role="alert" data-testid="feedback-due-problem">
                {problem}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('detail.cancel')}
              </Button>
              <Button type="submit" loading={loading} data-testid="feedback-due-save">
                {t('detail.saveDue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
