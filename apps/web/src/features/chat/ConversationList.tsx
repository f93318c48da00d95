import { Avatar, Badge, Group, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { conversationName, messageTime } from './chatText';
import type { ChatConversation } from './documents';
import classes from './Chat.module.css';

interface ConversationListProps {
  conversations: readonly ChatConversation[];
  openId: string | null;
  viewerId: string | undefined;
  onOpen: (id: string) => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The viewer's conversations, the most recently active first: name, the last message, its time, unread count. */
export function ConversationList({ conversations, openId, viewerId, onOpen }: ConversationListProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={0} component="ul" className={classes.list} aria-label={t('list.label')} data-testid="chat-conversations">
        {conversations.map((conversation) => {
          const name = conversationName(conversation, viewerId);
          const last = conversation.lastMessage;
          const preview = last ? (last.mine ? t('list.you', { body: last.body }) : last.body) : t('list.noMessage');
          const open = conversation._id === openId;
          return (
            <li key={conversation._id}>
              <UnstyledButton
                className={classes.item}
                data-open={open || undefined}
                aria-current={open ? 'true' : undefined}
                onClick={() => onOpen(conversation._id)}
                data-testid="chat-conversation"
                data-conversation-id={conversation._id}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar radius="xl" color={conversation.kind === 'GROUP' ? 'grape' : 'blue'} aria-hidden>
                    {conversation.kind === 'GROUP' ? <IconUsersGroup size={18} /> : initials(name)}
                  </Avatar>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Text fw={conversation.unreadCount > 0 ? 700 : 600} size="sm" truncate dir="auto">
                        {name}
                      </Text>
                      {last ? (
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {messageTime(last.createdAt, i18n.language)}
                        </Text>
                      ) : null}
                    </Group>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Text size="xs" c="dimmed" truncate dir="auto">
                        {preview}
                      </Text>
                      {conversation.unreadCount > 0 ? (
                        <Badge size="sm" circle={conversation.unreadCount < 10} data-testid="chat-unread">
                          <span aria-hidden>{conversation.unreadCount}</span>
                          <VisuallyHidden>{t('list.unread', { count: conversation.unreadCount })}</VisuallyHidden>
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
