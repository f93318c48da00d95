/**
 * Post-event feedback (issue 18 item 4, D-483): once the event ended, an editor who may send feedback requests picks
 * a published feedback form and a due day; the feedback module's request goes to the people who attended.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { useEventMessage } from '../useEventMessage';
import { EVENT_FEEDBACK_FORMS, EVENT_FEEDBACK_OPTIONS, SEND_EVENT_FEEDBACK } from './documents';

const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function EventFeedbackPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const toText = useErrorText();
  const message = useEventMessage();
  const abilities = useQuery(EVENT_FEEDBACK_OPTIONS);
  const canSend = abilities.data?.feedbackAbilities.viewerCanSend === true;
  const forms = useQuery(EVENT_FEEDBACK_FORMS, { skip: !canSend });
  const [send, sending] = useMutation(SEND_EVENT_FEEDBACK);
  const [formId, setFormId] = useState<string | null>(null);
  const [dueDate, setDueDate] = useState(inAWeek);
  const [note, setNote] = useState('');
  if (!canSend) return null;
  const options = forms.data?.feedbackSendOptions.forms.map((f) => ({ value: f.value, label: f.label })) ?? [];

  const submit = async () => {
    if (!formId) return;
    try {
      const { data } = await send({ variables: { eventId, formId, dueDate, message: note.trim() || null } });
      toast('success', t('feedback.sent', { n: data?.sendEventFeedbackRequest ?? 0 }));
    } catch (e) {
      toast('error', message(toText(e)) ?? toText(e));
    }
  };

  return (
    <Paper withBorder p="md" data-testid="event-feedback">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('feedback.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('feedback.help')}
        </Text>
        {forms.data && options.length === 0 ? (
          <Text>{t('feedback.noForms')}</Text>
        ) : (
          <>
            <Select label={t('feedback.form')} data={options} value={formId} onChange={setFormId} searchable data-testid="event-feedback-form" />
            <TextInput type="date" label={t('feedback.dueDate')} value={dueDate} onChange={(e) => setDueDate(e.currentTarget.value)} data-testid="event-feedback-due" />
            <Textarea label={t('feedback.message')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} />
            <Button onClick={() => void submit()} disabled={!formId || !dueDate} loading={sending.loading} data-testid="event-feedback-send" style={{ alignSelf: 'flex-start' }}>
              {t('feedback.send')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
