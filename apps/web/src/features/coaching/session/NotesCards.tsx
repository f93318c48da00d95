import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVE_PRIVATE_NOTE, UPDATE_SESSION, type CoachingSessionData } from './documents';
import { useSessionErrorText } from './sessionText';

interface NoteEditorProps {
  label: string;
  initial: string;
  testId: string;
  save: (body: string) => Promise<unknown>;
  saving: boolean;
}

/** A note's text area with its save button; says when it saved or why not. */
function NoteEditor({ label, initial, testId, save, saving }: NoteEditorProps) {
  const { t } = useTranslation('coaching');
  const errorText = useSessionErrorText();
  const [body, setBody] = useState(initial);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async () => {
    setOutcome(null);
    try {
      await save(body);
      setOutcome({ ok: true, text: t('session.saved') });
    } catch (caught) {
      setOutcome({ ok: false, text: errorText(caught) });
    }
  };
  return (
    <Stack gap="xs">
      <Textarea label={label} value={body} onChange={(e) => setBody(e.currentTarget.value)} autosize minRows={4} maxRows={16} maxLength={20000} data-testid={`${testId}-input`} />
      {outcome ? (
        <Text size="sm" c={outcome.ok ? 'green.9' : 'red.9'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} loading={saving} disabled={body === initial} data-testid={`${testId}-save`}>
          {t('session.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Shared notes: hosts and staff write them, the startup's people read them. */
export function SharedNotesCard({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const [update, updating] = useMutation(UPDATE_SESSION);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="shared-notes">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('session.sharedNotes')}
        </Title>
        {session.viewerCanManage ? (
          <NoteEditor
            label={t('session.sharedNotesHelp')}
            initial={session.sharedNotes ?? ''}
            testId="shared-notes"
            saving={updating.loading}
            save={(body) => update({ variables: { id: session._id, input: { sharedNotes: body } } })}
          />
        ) : (
          <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap' }} c={session.sharedNotes ? undefined : 'dimmed'} data-testid="shared-notes-text">
            {session.sharedNotes || t('session.noSharedNotes')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** A host's own private note: nobody else reads it, not even another host of the session. */
export function PrivateNoteCard({ session }: { session: CoachingSessionData }) {
  const { t } = useTranslation('coaching');
  const [save, saving] = useMutation(SAVE_PRIVATE_NOTE);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="private-note">
      <Stack gap="sm">
        <Group gap={6}>
          <IconLock size={18} aria-hidden />
          <Title order={2} size="h4">
            {t('session.privateNote')}
          </Title>
        </Group>
        <Alert variant="light" color="gray" p="xs">
          <Text size="sm">{t('session.privateNoteHelp')}</Text>
        </Alert>
        <NoteEditor
          label={t('session.privateNoteLabel')}
          initial={session.privateNote ?? ''}
          testId="private-note"
          saving={saving.loading}
          save={(body) => save({ variables: { id: session._id, body } })}
        />
      </Stack>
    </Card>
  );
}
