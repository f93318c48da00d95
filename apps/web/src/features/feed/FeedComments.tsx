import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { FeedAuthor, FeedTime } from './FeedAuthor';
import type { FeedComment } from './documents';

/** A post shows its latest comments; the rest open on request. */
const SHOWN_COMMENTS = 3;
export const COMMENT_MAX = 2000;

function CommentLine({ comment, now, onDelete }: { comment: FeedComment; now: number; onDelete: (comment: FeedComment) => void }) {
  const { t } = useTranslation('feed');
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs" data-testid="feed-comment">
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <FeedAuthor person={comment.author} size="sm" meta={<FeedTime at={comment.createdAt} now={now} />} />
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} ps={38}>
          {comment.body}
        </Text>
      </Stack>
      {comment.viewerCanDelete ? (
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('comment.delete')} onClick={() => onDelete(comment)} data-testid="feed-comment-delete" data-action="deleteFeedComment">
          <IconTrash size={14} aria-hidden />
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/** The comments under a post (oldest first, the latest few unless opened) and the box to add one. */
export function FeedComments({
  comments,
  now,
  onAdd,
  onDelete,
}: {
  comments: readonly FeedComment[];
  now: number;
  onAdd: (body: string) => Promise<boolean>;
  onDelete: (comment: FeedComment) => void;
}) {
  const { t } = useTranslation('feed');
  const [all, setAll] = useState(false);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const hidden = all ? 0 : Math.max(0, comments.length - SHOWN_COMMENTS);
  const send = async () => {
    if (!draft.trim() || sending) return;
    setSending(true);
    const added = await onAdd(draft);
    setSending(false);
    if (added) setDraft('');
  };
  return (
    <Stack gap="sm">
      {hidden > 0 ? (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setAll(true)} data-testid="feed-comments-more">
          {t('comment.showAll', { count: comments.length })}
        </Button>
      ) : null}
      {comments.slice(hidden).map((comment) => (
        <CommentLine key={comment._id} comment={comment} now={now} onDelete={onDelete} />
      ))}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          aria-label={t('comment.label')}
          placeholder={t('comment.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (as in chat boxes).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={COMMENT_MAX}
          size="sm"
          style={{ flex: 1 }}
          data-testid="feed-comment-input"
        />
        <ActionIcon size="lg" variant="light" aria-label={t('comment.send')} onClick={() => void send()} loading={sending} disabled={!draft.trim()} data-testid="feed-comment-send" data-action="addFeedComment">
          <IconSend size={16} aria-hidden className={MIRROR_IN_RTL} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
