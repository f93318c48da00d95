import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const POST_MAX = 5000;

/** The text of a post being written or changed, with its length and the submit (and cancel) buttons. */
export function PostEditor({
  initial = '',
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
  action,
}: {
  initial?: string;
  label?: string;
  placeholder?: string;
  submitLabel: string;
  /** Resolves true when saved (the editor then empties, or its parent closes it). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  testId: string;
  /** The operation the submit runs (data-action, read by the role matrix). */
  action: 'createFeedPost' | 'updateFeedPost';
}) {
  const { t } = useTranslation('feed');
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const empty = draft.trim().length === 0;
  const submit = async () => {
    if (empty || saving) return;
    setSaving(true);
    const saved = await onSubmit(draft);
    setSaving(false);
    if (saved && !onCancel) setDraft('');
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Textarea
        aria-label={label ?? t('post.text')}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={12}
        maxLength={POST_MAX}
        data-testid={`${testId}-text`}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {draft.length > POST_MAX * 0.9 ? t('post.remaining', { count: POST_MAX - draft.length }) : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t('cancel')}
            </Button>
          ) : null}
          <Button onClick={() => void submit()} loading={saving} disabled={empty} data-testid={`${testId}-submit`} data-action={action}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
