import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { FEEDBACK_MAX_MESSAGE } from '@hatchery/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedbackErrorText } from './useFeedbackErrorText';
import { FEEDBACK_REQUESTS, FEEDBACK_SEND_OPTIONS, SEND_FEEDBACK_REQUEST, type FeedbackSendOptions } from './documents';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { localDayIn } from '../../lib/dates/localInput';

const DEFAULT_DAYS = 14;

interface Choice {
  formId: string | null;
  dueDate: string;
  message: string;
  programIds: string[];
  tagIds: string[];
  startupIds: string[];
  userIds: string[];
}

const empty = (startupIds: string[] = []): Choice => ({ formId: null, dueDate: localDayIn(DEFAULT_DAYS), message: '', programIds: [], tagIds: [], startupIds, userIds: [] });

function AudienceFields({ options, choice, set }: { options: FeedbackSendOptions; choice: Choice; set: (patch: Partial<Choice>) => void }) {
  const { t } = useTranslation('feedback');
  const plain = (list: FeedbackSendOptions['programs']) => list.map((o) => ({ value: o.value, label: o.label }));
  const tagGroups = (['startup', 'user'] as const)
    .map((kind) => ({ group: t(`send.tagGroup.${kind}`), items: options.tags.filter((o) => o.group === kind).map((o) => ({ value: o.value, label: o.label })) }))
    .filter((group) => group.items.length > 0);
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {t('send.audience')}
      </Text>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('send.audienceHelp')}
      </Text>
      <MultiSelect label={t('send.programs')} data={plain(options.programs)} value={choice.programIds} onChange={(programIds) => set({ programIds })} searchable clearable data-testid="send-programs" />
      <MultiSelect label={t('send.tags')} data={tagGroups} value={choice.tagIds} onChange={(tagIds) => set({ tagIds })} searchable clearable data-testid="send-tags" />
      <MultiSelect label={t('send.startups')} data={plain(options.startups)} value={choice.startupIds} onChange={(startupIds) => set({ startupIds })} searchable clearable limit={50} data-testid="send-startups" />
      <MultiSelect label={t('send.people')} data={plain(options.users)} value={choice.userIds} onChange={(userIds) => set({ userIds })} searchable clearable limit={50} data-testid="send-people" />
    </Stack>
  );
}

interface SendFeedbackModalProps {
  opened: boolean;
  onClose: () => void;
  onSent: (requestId: string) => void;
  /** Startups chosen when the dialog opens (the startup file's feedback tab sends to its startup). */
  initialStartupIds?: string[];
}

/** Sends a published survey form to an audience (issue 15 item 6): the server resolves the people and asks each once. */
export function SendFeedbackModal({ opened, onClose, onSent, initialStartupIds }: SendFeedbackModalProps) {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const { data, loading, error } = useQuery(FEEDBACK_SEND_OPTIONS, { skip: !opened, fetchPolicy: 'cache-and-network' });
  const [send, { loading: sending }] = useMutation(SEND_FEEDBACK_REQUEST, { refetchQueries: [FEEDBACK_REQUESTS] });
  const [choice, setChoice] = useState<Choice>(() => empty(initialStartupIds));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Choice>) => setChoice((current) => ({ ...current, ...patch }));
  const options = data?.feedbackSendOptions;
  const close = () => {
    setChoice(empty(initialStartupIds));
    setProblem(null);
    onClose();
  };
  const noAudience = choice.programIds.length + choice.tagIds.length + choice.startupIds.length + choice.userIds.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice.formId) return setProblem(t('send.formRequired'));
    if (!choice.dueDate) return setProblem(t('send.dueRequired'));
    if (noAudience) return setProblem(t('send.audienceRequired'));
    setProblem(null);
    try {
      const { formId, dueDate, message, ...audience } = choice;
      const result = await send({ variables: { input: { formId, dueDate, message: message.trim() || null, ...audience } } });
      const id = result.data?.sendFeedbackRequest._id;
      close();
      if (id) onSent(id);
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('send.title')} size="lg" closeButtonProps={{ 'aria-label': t('startupTab.close') }} data-testid="send-feedback-modal">
      {!options ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : loading ? (
          <LoadingIndicator size="sm" label={t('loading')} />
        ) : null
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Select
              label={t('send.form')}
              description={options.forms.length === 0 ? t('send.noForms') : t('send.formHelp')}
              data={options.forms.map((o) => ({ value: o.value, label: o.label }))}
              value={choice.formId}
              onChange={(formId) => set({ formId })}
              searchable
              required
              data-testid="send-form"
            />
            <TextInput type="date" label={t('send.dueDate')} value={choice.dueDate} onChange={(e) => set({ dueDate: e.currentTarget.value })} required data-testid="send-due" />
            <AudienceFields options={options} choice={choice} set={set} />
            <Textarea label={t('send.message')} description={t('send.messageHelp')} value={choice.message} onChange={(e) => set({ message: e.currentTarget.value })} maxLength={FEEDBACK_MAX_MESSAGE} autosize minRows={2} maxRows={6} data-testid="send-message" />
            {problem ? (
              <Alert color="red" role="alert" data-testid="send-error">
                {problem}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('send.cancel')}
              </Button>
              <Button type="submit" loading={sending} data-testid="send-submit">
                {t('send.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
