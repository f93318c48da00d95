import { ActionIcon, Button, FileButton, Group, Paper, SegmentedControl, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/forms/useFocusFirstInvalid';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import type { SchemaType } from '../../lib/graphql';
import { CREATE_TIMELINE_EVENT } from './documents';
import { uploadAttachment } from '../../lib/rest/uploadAttachment';

interface Attached {
  id: string;
  name: string;
}

/** A comment or note on the timeline, for viewers the page says may post; "private" only for holders of TIMELINE:PRIVATE_COMMENT. */
export function Composer({ startupId, canPostPrivate, onPosted }: { startupId: string; canPostPrivate: boolean; onPosted: () => void }) {
  const { t } = useTranslation('timeline');
  const errorText = useErrorText();
  const [message, setMessage] = useState('');
  const [eventType, setEventType] = useState<Extract<SchemaType<'TimelineEventType'>, 'COMMENT' | 'NOTE'>>('COMMENT');
  const [isPrivate, setPrivate] = useState(false);
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [create, { loading }] = useMutation(CREATE_TIMELINE_EVENT);
  // D1 §5: an empty post says so on Post instead of doing nothing.
  const [attempted, setAttempted] = useState(false);
  const { formRef, focusFirstInvalidSoon } = useFocusFirstInvalid();
  const messageError = attempted && message.trim() === '' ? t('common:validation.required', { field: t('composer.label') }) : undefined;

  const attach = async (chosen: File[]) => {
    setUploading(true);
    for (const file of chosen) {
      const result = await uploadAttachment(file);
      if (result.ok) setFiles((list) => [...list, { id: result.id, name: result.name }]);
      else void alerts.error(result.message ?? t('composer.uploadFailed', { name: file.name }));
    }
    setUploading(false);
  };

  const submit = async () => {
    if (message.trim() === '') {
      setAttempted(true);
      focusFirstInvalidSoon();
      return;
    }
    try {
      await create({
        variables: {
          input: { startupId, eventType, message: message.trim(), isPublic: !(canPostPrivate && isPrivate), attachmentIds: files.map((f) => f.id) },
        },
      });
      setMessage('');
      setAttempted(false);
      setFiles([]);
      setPrivate(false);
      onPosted();
    } catch (error) {
      void alerts.error(errorText(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="timeline-composer">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            size="xs"
            value={eventType}
            onChange={(value) => setEventType(value === 'NOTE' ? 'NOTE' : 'COMMENT')}
            data={[
              { value: 'COMMENT', label: t('post.types.COMMENT') },
              { value: 'NOTE', label: t('post.types.NOTE') },
            ]}
            aria-label={t('composer.type')}
            style={{ alignSelf: 'flex-start' }}
          />
          <Textarea
            label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            error={messageError}
            dir="auto"
            data-testid="timeline-composer-input"
          />
          {files.length > 0 && (
            <Stack gap={2}>
              {files.map((file) => (
                <Group key={file.id} gap={4} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('composer.removeFile', { name: file.name })} onClick={() => setFiles((list) => list.filter((f) => f.id !== file.id))}>
                    <IconX size={12} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <FileButton onChange={(chosen) => void attach(chosen)} multiple>
                {(props) => (
                  <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />} loading={uploading} data-testid="timeline-attach">
                    {t('composer.attach')}
                  </Button>
                )}
              </FileButton>
              {canPostPrivate && (
                <Switch
                  label={t('composer.private')}
                  checked={isPrivate}
                  onChange={(event) => setPrivate(event.currentTarget.checked)}
                  data-testid="timeline-private-toggle"
                />
              )}
            </Group>
            <Button type="submit" size="xs" leftSection={<IconSend size={14} />} loading={loading} disabled={message.trim() === '' || uploading} data-testid="timeline-post" data-action="createTimelineEvent">
              {t('composer.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
