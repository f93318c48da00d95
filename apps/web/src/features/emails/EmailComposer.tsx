import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconClockPlay, IconDeviceFloppy, IconSend, IconTestPipe, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { AudiencePicker } from './AudiencePicker';
import { useAudienceCount } from './AudiencePreview';
import type { OutgoingEmailDetail } from './documents';
import { BODY_MAX, SUBJECT_MAX, draftOf, sameDraft, sendProblems, type DraftField, type DraftValues } from './draft';
import { ContentTemplateMenu, MergeFieldMenu } from './InsertMenus';
import { insertAt } from './mergeFields';
import { ScheduleFailureNotice } from './ScheduledEmail';
import { ScheduleModal } from './ScheduleModal';
import { SendConfirmModal } from './SendConfirmModal';
import { useDraftActions } from './useDraftActions';
import { useSaveOnLeave } from '../../lib/forms/useSaveOnLeave';

type TextField = 'subject' | 'body';
type Selection = { start: number; end: number } | null;

/**
 * A draft being written (D-584): its subject and body (merge fields and content templates go in where the caret was),
 * who receives it with the live count, and what to do with it — save, send a test to oneself, delete, send (after a
 * confirmation naming how many people it goes to).
 */
export function EmailComposer({ email }: { email: OutgoingEmailDetail }) {
  const { t } = useTranslation('emails');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<DraftValues>(() => draftOf(email));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { preview, stale } = useAudienceCount(draft.audience);
  // What the server holds, as this composer last saved it: the "unsaved changes" mark compares with it.
  const [saved, setSaved] = useState<DraftValues>(() => draftOf(email));
  const actions = useDraftActions(email, {
    onFieldError: (field, message) => setErrors((previous) => ({ ...previous, [field]: message })),
    onSaved: setSaved,
  });
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  // Where the caret last was in each text field, and which one had it last: a menu's click takes the focus away first.
  const selections = useRef<Record<TextField, Selection>>({ subject: null, body: null });
  const lastField = useRef<TextField>('body');
  const labels = { subject: t('composer.subject'), body: t('composer.body') };
  const dirty = !sameDraft(draft, saved);
  useSaveOnLeave(draft, dirty, actions.keep, actions.ended);

  const change = (next: Partial<DraftValues>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => {
      const cleared = { ...previous };
      for (const key of Object.keys(next)) delete cleared[key as DraftField];
      return cleared;
    });
  };

  const remember = (field: TextField) => {
    const element = fields[field].current;
    lastField.current = field;
    if (element) selections.current[field] = { start: element.selectionStart ?? element.value.length, end: element.selectionEnd ?? element.value.length };
  };

  const insert = (text: string, field: TextField = lastField.current) => {
    const selection = selections.current[field];
    const { value, caret } = insertAt(draft[field], text, selection?.start ?? null, selection?.end ?? null);
    change({ [field]: value });
    selections.current[field] = { start: caret, end: caret };
    // Back to the field, the caret just after what went in, once React has written the new value.
    requestAnimationFrame(() => {
      const element = fields[field].current;
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  /** A send and a schedule ask the same of the draft; true once it is saved and may go on to its confirmation. */
  const readyToSend = async (): Promise<boolean> => {
    const problems = sendProblems(draft, stale ? null : (preview?.count ?? null));
    if (Object.keys(problems).length > 0) {
      setErrors({
        ...(problems.subject ? { subject: tc('validation.required', { field: labels.subject }) } : {}),
        ...(problems.body ? { body: tc('validation.required', { field: labels.body }) } : {}),
        ...(problems.audience ? { audience: t('send.noRecipient') } : {}),
      });
      return false;
    }
    return actions.prepareSend(draft);
  };
  const startSend = async () => {
    if (await readyToSend()) setConfirming(true);
  };
  const startSchedule = async () => {
    if (await readyToSend()) setScheduling(true);
  };

  return (
    <Stack gap="lg" data-testid="email-composer">
      {email.scheduleFailure ? <ScheduleFailureNotice failure={email.scheduleFailure} /> : null}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="email-message-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="email-message-title">
            {t('composer.message')}
          </Title>
          <TextInput
            ref={fields.subject}
            label={labels.subject}
            required
            maxLength={SUBJECT_MAX}
            value={draft.subject}
            onChange={(event) => change({ subject: event.currentTarget.value })}
            onBlur={() => remember('subject')}
            onSelect={() => remember('subject')}
            error={errors.subject}
            dir="auto"
            data-testid="composer-subject"
          />
          <Group gap="xs" wrap="wrap">
            <MergeFieldMenu onInsert={(text) => insert(text)} />
            <ContentTemplateMenu onInsert={(text) => insert(text, 'body')} />
          </Group>
          <Textarea
            ref={fields.body}
            label={labels.body}
            description={t('composer.bodyHelp')}
            required
            autosize
            minRows={8}
            maxRows={24}
            maxLength={BODY_MAX}
            value={draft.body}
            onChange={(event) => change({ body: event.currentTarget.value })}
            onBlur={() => remember('body')}
            onSelect={() => remember('body')}
            error={errors.body}
            dir="auto"
            data-testid="composer-body"
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <AudiencePicker value={draft.audience} onChange={(audience) => change({ audience })} initialPeople={email.audience.people} error={errors.audience} />
      </Paper>
      <Group justify="space-between" gap="sm" data-testid="composer-actions">
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)} data-testid="composer-delete" data-action="deleteOutgoingEmail">
          {t('composer.delete')}
        </Button>
        <Group gap="sm" justify="flex-end">
          <Text size="sm" c="dimmed" data-testid="composer-saved-state" aria-live="polite">
            {dirty ? t('composer.unsaved') : t('composer.allSaved')}
          </Text>
          <Button variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} loading={actions.busy === 'save'} onClick={() => void actions.save(draft)} data-testid="composer-save" data-action="updateOutgoingEmail">
            {t('composer.save')}
          </Button>
          <Button variant="default" leftSection={<IconTestPipe size={16} aria-hidden />} loading={actions.busy === 'test'} onClick={() => void actions.sendTest(draft)} data-testid="composer-test" data-action="sendTestOutgoingEmail">
            {t('composer.sendTest')}
          </Button>
          <Button variant="default" leftSection={<IconClockPlay size={16} aria-hidden />} loading={actions.busy === 'schedule'} onClick={() => void startSchedule()} data-testid="composer-schedule" data-action="scheduleOutgoingEmail">
            {t('composer.schedule')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden />} loading={actions.busy === 'send'} onClick={() => void startSend()} data-testid="composer-send" data-action="sendOutgoingEmail">
            {t('composer.send')}
          </Button>
        </Group>
      </Group>
      <SendConfirmModal
        opened={confirming}
        subject={draft.subject}
        count={preview?.count ?? 0}
        sending={actions.busy === 'send'}
        onConfirm={() => void actions.send(preview?.count ?? 0).then(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
      {scheduling ? (
        <ScheduleModal
          opened
          subject={draft.subject}
          count={preview?.count ?? 0}
          scheduling={actions.busy === 'schedule'}
          onConfirm={(sendAt) => void actions.schedule(sendAt).then(() => setScheduling(false))}
          onClose={() => setScheduling(false)}
        />
      ) : null}
      <ConfirmDeleteModal
        opened={deleting}
        title={t('composer.deleteTitle')}
        message={t('composer.deleteConfirm', { subject: draft.subject.trim() || t('list.noSubject') })}
        cancelLabel={t('cancel')}
        confirmLabel={t('composer.delete')}
        loading={actions.busy === 'delete'}
        onConfirm={() => void actions.remove()}
        onClose={() => setDeleting(false)}
        testId="composer-delete-confirm"
      />
    </Stack>
  );
}
