import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconFileText, IconLock, IconMessage, IconPaperclip, IconPin, IconPinnedOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { graphql, type ResultOf, type SchemaType } from '../../../lib/graphql';
import { ItemFrame, KindBadge, TIMELINE_USER_FIELDS } from './ItemFrame';

export const TIMELINE_EVENT_FIELDS = graphql(`
  fragment TimelineEventFields on TimelineEvent {
    __typename _id eventType message isPublic isPinned isUpdate attr1 start end createdAt editedAt
    createdBy { __typename ...TimelineUserFields }
    attachments { __typename _id name fileType url pdfUrl }
    viewerCanDelete
  }
`, [TIMELINE_USER_FIELDS]);
/** A post: a comment, note, update or milestone. */
export type TimelineEventItem = ResultOf<typeof TIMELINE_EVENT_FIELDS>;

export interface PostActions {
  canPin: boolean;
  canDelete: boolean;
  onPin: (item: TimelineEventItem, pinned: boolean) => void;
  onDelete: (item: TimelineEventItem) => void;
}

// The schema answers eventType as a String; these are the TimelineEventType values a post shows.
const POST_TYPES = ['COMMENT', 'NOTE', 'UPDATE', 'MILESTONE'] as const satisfies readonly SchemaType<'TimelineEventType'>[];
type PostType = (typeof POST_TYPES)[number];
const postType = (value: string): PostType => (POST_TYPES as readonly string[]).includes(value) ? (value as PostType) : 'COMMENT';

/** TML-04–06: a comment, note, update or milestone; private ones marked; attachments as links. */
export function PostItem({ item, actions }: { item: TimelineEventItem; actions: PostActions }) {
  const { t } = useTranslation('timeline');
  const type = postType(item.eventType);
  const showMenu = actions.canPin || actions.canDelete;
  return (
    <ItemFrame
      kind={item.__typename}
      icon={<IconMessage size={18} />}
      title={t(`post.types.${type}`)}
      author={item.createdBy}
      at={item.createdAt}
      badges={
        <>
          {item.isPinned && (
            <KindBadge color="yellow">
              <Group gap={2} wrap="nowrap" data-testid="timeline-pinned-badge">
                <IconPin size={12} aria-hidden />
                {t('post.pinned')}
              </Group>
            </KindBadge>
          )}
          {!item.isPublic && (
            <KindBadge color="grape">
              <Group gap={2} wrap="nowrap" data-testid="timeline-private-badge">
                <IconLock size={12} aria-hidden />
                {t('post.private')}
              </Group>
            </KindBadge>
          )}
        </>
      }
      actions={
        showMenu ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('post.actions')} data-testid="timeline-item-menu">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.canPin && (
                <Menu.Item
                  leftSection={item.isPinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
                  onClick={() => actions.onPin(item, !item.isPinned)}
                  data-testid={item.isPinned ? 'timeline-unpin' : 'timeline-pin'}
                  data-action="updateTimelineEvent"
                >
                  {item.isPinned ? t('post.unpin') : t('post.pin')}
                </Menu.Item>
              )}
              {actions.canDelete && (
                <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(item)} data-testid="timeline-delete" data-action="deleteTimelineEvent">
                  {t('post.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : null
      }
    >
      {item.attr1 && (
        <Text size="sm" fw={500} dir="auto">
          {item.attr1}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto" data-testid="timeline-message">
        {item.message}
      </Text>
      {item.editedAt && (
        <Text size="xs" c="dimmed">
          {t('post.edited')}
        </Text>
      )}
      {item.attachments.length > 0 && (
        <Stack gap={4} data-testid="timeline-attachments">
          {item.attachments.map((file) => (
            <Group key={file._id} gap={6} wrap="nowrap">
              {file.fileType === 'application/pdf' ? <IconFileText size={14} aria-hidden /> : <IconPaperclip size={14} aria-hidden />}
              <Anchor href={file.pdfUrl ?? file.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </ItemFrame>
  );
}
