import { ActionIcon, Badge, Button, Divider, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconHeart, IconHeartFilled, IconMessageCircle, IconPencil, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedAuthor, FeedTime } from './FeedAuthor';
import { FeedComments } from './FeedComments';
import { PostEditor } from './PostEditor';
import type { FeedComment, FeedPost } from './documents';

export interface FeedPostActions {
  like: (post: FeedPost, liked: boolean) => void;
  edit: (post: FeedPost, body: string) => Promise<boolean>;
  pin: (post: FeedPost, pinned: boolean) => void;
  remove: (post: FeedPost) => void;
  comment: (post: FeedPost, body: string) => Promise<boolean>;
  removeComment: (comment: FeedComment) => void;
}

function PostMenu({ post, onEdit, actions }: { post: FeedPost; onEdit: () => void; actions: FeedPostActions }) {
  const { t } = useTranslation('feed');
  if (!post.viewerCanEdit && !post.viewerCanDelete && !post.viewerCanPin) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('post.actions')} data-testid="feed-post-menu">
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {post.viewerCanEdit ? (
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} data-testid="feed-post-edit" data-action="updateFeedPost">
            {t('post.edit')}
          </Menu.Item>
        ) : null}
        {post.viewerCanPin ? (
          <Menu.Item
            leftSection={post.pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />}
            onClick={() => actions.pin(post, !post.pinned)}
            data-testid={post.pinned ? 'feed-post-unpin' : 'feed-post-pin'}
            data-action="setFeedPostPinned"
          >
            {post.pinned ? t('post.unpin') : t('post.pin')}
          </Menu.Item>
        ) : null}
        {post.viewerCanDelete ? (
          <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.remove(post)} data-testid="feed-post-delete" data-action="deleteFeedPost">
            {t('post.delete')}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** One post: who and when, the text (or its editor), likes, and the comments with the box to add one. */
export function FeedPostCard({ post, now, actions }: { post: FeedPost; now: number; actions: FeedPostActions }) {
  const { t } = useTranslation('feed');
  const [editing, setEditing] = useState(false);
  const LikeIcon = post.viewerLiked ? IconHeartFilled : IconHeart;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('post.label', { name: post.author.fullName || t('formerMember') })} data-testid="feed-post" data-post-id={post._id} data-pinned={post.pinned}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <FeedAuthor person={post.author} size="md" meta={<FeedTime at={post.createdAt} editedAt={post.editedAt} now={now} />} />
          <Group gap={4} wrap="nowrap">
            {post.pinned ? (
              <Badge variant="light" color="yellow" leftSection={<IconPin size={12} aria-hidden />} data-testid="feed-pinned-badge">
                {t('post.pinned')}
              </Badge>
            ) : null}
            <PostMenu post={post} onEdit={() => setEditing(true)} actions={actions} />
          </Group>
        </Group>
        {editing ? (
          <PostEditor
            initial={post.body}
            submitLabel={t('post.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const saved = await actions.edit(post, body);
              if (saved) setEditing(false);
              return saved;
            }}
            testId="feed-post-editor"
            action="updateFeedPost"
          />
        ) : (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="feed-post-body">
            {post.body}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            color={post.viewerLiked ? 'red' : 'gray'}
            size="compact-sm"
            leftSection={<LikeIcon size={16} aria-hidden />}
            aria-pressed={post.viewerLiked}
            onClick={() => actions.like(post, !post.viewerLiked)}
            data-testid="feed-like"
            data-action="setFeedPostLiked"
          >
            {t('post.likes', { count: post.likeCount })}
          </Button>
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconMessageCircle size={16} aria-hidden />
            <Text size="sm" c="dimmed" data-testid="feed-comment-count">
              {t('post.comments', { count: post.comments.length })}
            </Text>
          </Group>
        </Group>
        <Divider />
        <FeedComments comments={post.comments} now={now} onAdd={(body) => actions.comment(post, body)} onDelete={actions.removeComment} />
      </Stack>
    </Paper>
  );
}
