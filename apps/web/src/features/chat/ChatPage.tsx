import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { featureState } from '@hatchery/domain';
import { IconMessages, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../app/incubator/TenantContext';
import { useCurrentUser } from '../../app/viewer/ViewerContext';
import { EmptyState } from '../../components/EmptyState';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useErrorText } from '../../lib/errors/useErrorText';
import { ChatEmailSwitch } from './ChatEmailSwitch';
import { ConversationList } from './ConversationList';
import { CHAT_CONVERSATIONS, CHAT_MESSAGE_ADDED } from './documents';
import { MessageThread } from './MessageThread';
import { NewConversationModal } from './NewConversationModal';
import { addMessageToThread } from './threadCache';
import classes from './Chat.module.css';

/** No conversation yet: what the chat is for and the way to start one. */
function FirstConversation({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <EmptyState
      framed={false}
      icon={<IconMessages size={30} />}
      title={t('empty.title')}
      body={t('empty.body')}
      testId="chat-empty"
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onStart} data-testid="chat-new-empty">
          {t('new.open')}
        </Button>
      }
    />
  );
}

/**
 * /chat (D-592): the viewer's conversations beside the open one (`?c=<id>`, so a conversation has an address); on a
 * phone, the list or the conversation. New messages arrive live (chatMessageAdded) into the open thread and the list.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const viewerId = useCurrentUser()?._id;
  const { incubator } = useTenant();
  const groupsAllowed = featureState(incubator?.featureFlags ?? [], 'groupChat') === 'on';
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [starting, setStarting] = useState(false);
  const { data, error, refetch } = useQuery(CHAT_CONVERSATIONS, { fetchPolicy: 'cache-and-network' });

  useSubscription(CHAT_MESSAGE_ADDED, {
    onData: ({ client, data: event }) => {
      const message = event.data?.chatMessageAdded;
      if (!message) return;
      addMessageToThread(client.cache, message);
      void refetch();
    },
  });

  const open = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const conversations = data?.chatConversations;
  let body;
  if (error && !conversations) body = <Alert color="red" m="md" data-testid="chat-error">{errorText(error)}</Alert>;
  else if (!conversations) body = <LoadingIndicator />;
  else if (conversations.length === 0 && !openId) body = <FirstConversation onStart={() => setStarting(true)} />;
  else {
    body = (
      <div className={classes.panel} data-thread-open={openId ? true : undefined}>
        <div className={classes.listPane}>
          <ConversationList conversations={conversations} openId={openId} viewerId={viewerId} onOpen={open} />
        </div>
        <div className={classes.threadPane}>
          {openId ? (
            <MessageThread key={openId} conversationId={openId} viewerId={viewerId} onBack={() => open(null)} />
          ) : (
            <Center h="100%" p="xl">
              <Text c="dimmed" data-testid="chat-pick">
                {t('thread.pick')}
              </Text>
            </Center>
          )}
        </div>
      </div>
    );
  }

  return (
    <Stack gap="md" w="100%" maw={1200} data-testid="chat-page">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Title order={1} size="h2">
            {t('area.title')}
          </Title>
          {/* On a phone the conversation needs the height more than the page needs its subtitle. */}
          <Text c="dimmed" visibleFrom="sm">
            {t('area.subtitle')}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <ChatEmailSwitch />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setStarting(true)} data-testid="chat-new">
            {t('new.open')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {body}
      </Paper>
      <NewConversationModal
        opened={starting}
        groupsAllowed={groupsAllowed}
        onClose={() => setStarting(false)}
        onStarted={(id) => {
          void refetch();
          open(id);
        }}
      />
    </Stack>
  );
}
