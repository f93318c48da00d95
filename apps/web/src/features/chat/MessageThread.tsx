import { ActionIcon, Alert, Box, Button, Center, Group, ScrollArea, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { conversationName, fullTime, messageTime } from './chatText';
import { CHAT_THREAD, MARK_CHAT_READ, SEND_CHAT_MESSAGE, type ChatMessage } from './documents';
import { addMessageToThread } from './threadCache';
import classes from './Chat.module.css';

const MESSAGE_MAX = 4000;

interface MessageThreadProps {
  conversationId: string;
  viewerId: string | undefined;
  onBack: () => void;
}

function MessageBubble({ message, showAuthor }: { message: ChatMessage; showAuthor: boolean }) {
  const { t, i18n } = useTranslation('chat');
  return (
    <Stack gap={2} align={message.mine ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-mine={message.mine || undefined}>
      {showAuthor ? (
        <Text size="xs" c="dimmed" dir="auto">
          {message.author?.fullName ?? t('thread.formerMember')}
        </Text>
      ) : null}
      <Box className={classes.bubble} data-mine={message.mine || undefined} dir="auto">
        <Text size="sm" dir="auto">
          {message.body}
        </Text>
      </Box>
      <Tooltip label={fullTime(message.createdAt, i18n.language)} openDelay={400}>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {messageTime(message.createdAt, i18n.language)}
        </Text>
      </Tooltip>
    </Stack>
  );
}

/** One conversation: its messages (older ones on request), marked read when seen, and the composer. */
export function MessageThread({ conversationId, viewerId, onBack }: MessageThreadProps) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  const client = useApolloClient();
  const { data, error, loading } = useQuery(CHAT_THREAD, { variables: { id: conversationId, cursor: null }, fetchPolicy: 'cache-and-network' });
  const [older, setOlder] = useState<{ items: ChatMessage[]; cursor: string | null | undefined }>({ items: [], cursor: undefined });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState('');
  const [send, { loading: sending }] = useMutation(SEND_CHAT_MESSAGE);
  const [markRead] = useMutation(MARK_CHAT_READ);
  const viewport = useRef<HTMLDivElement>(null);
  const conversation = data?.chatConversation;
  const newest = conversation?.messages.items ?? [];
  const nextCursor = older.cursor === undefined ? conversation?.messages.nextCursor : older.cursor;
  const lastId = newest[0]?._id;
  const unread = conversation?.unreadCount ?? 0;

  useEffect(() => {
    if (unread > 0) void markRead({ variables: { conversationId } }).catch(() => undefined);
  }, [unread, lastId, conversationId, markRead]);

  useEffect(() => {
    // The newest message in view (set directly: scrollTo is missing on elements in some engines).
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  if (error && !conversation) return <Alert color="red" m="md">{errorText(error)}</Alert>;
  if (!conversation) {
    return loading ? <LoadingIndicator /> : <Center p="xl"><Text c="dimmed">{t('thread.notFound')}</Text></Center>;
  }

  const shown = [...newest, ...older.items].reverse();
  const loadOlder = async () => {
    if (!nextCursor) return;
    setLoadingOlder(true);
    try {
      const result = await client.query({ query: CHAT_THREAD, variables: { id: conversationId, cursor: nextCursor }, fetchPolicy: 'network-only' });
      const page = result.data?.chatConversation?.messages;
      if (page) setOlder((current) => ({ items: [...current.items, ...page.items], cursor: page.nextCursor }));
    } catch (failure) {
      toast('error', errorText(failure));
    } finally {
      setLoadingOlder(false);
    }
  };
  const submit = async () => {
    const body = draft.trim();
    if (!body || sending) return;
    try {
      const result = await send({ variables: { conversationId, body } });
      const message = result.data?.sendChatMessage;
      if (message) addMessageToThread(client.cache, message);
      setDraft('');
    } catch (failure) {
      toast('error', errorText(failure));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const name = conversationName(conversation, viewerId);
  const others = conversation.members.filter((m) => m._id !== viewerId);

  return (
    <>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <ActionIcon variant="subtle" hiddenFrom="sm" onClick={onBack} aria-label={t('thread.back')} data-testid="chat-back">
          <IconArrowLeft size={18} className="hatchery-mirror-rtl" aria-hidden />
        </ActionIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1} dir="auto" data-testid="chat-thread-title">
            {name}
          </Title>
          {conversation.kind === 'GROUP' ? (
            <Text size="xs" c="dimmed" truncate dir="auto">
              {t('thread.members', { count: conversation.members.length, names: others.map((m) => m.fullName).join(', ') })}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {/* A log (new messages are announced) that a keyboard can scroll. */}
      <ScrollArea
        viewportRef={viewport}
        viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': t('thread.label', { name }) }}
        style={{ flex: 1 }}
        type="auto"
        data-testid="chat-thread"
      >
        <Stack gap="sm" p="md">
          {nextCursor ? (
            <Center>
              <Button variant="subtle" size="xs" loading={loadingOlder} onClick={() => void loadOlder()} data-testid="chat-older">
                {t('thread.older')}
              </Button>
            </Center>
          ) : null}
          {shown.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" data-testid="chat-thread-empty">
              {t('thread.empty', { name })}
            </Text>
          ) : null}
          {shown.map((message, index) => (
            <MessageBubble
              key={message._id}
              message={message}
              showAuthor={conversation.kind === 'GROUP' && !message.mine && shown[index - 1]?.author?._id !== message.author?._id}
            />
          ))}
        </Stack>
      </ScrollArea>
      {conversation.viewerCanPost ? (
        <Group gap="xs" p="sm" align="flex-end" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Textarea
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t('composer.placeholder')}
            aria-label={t('composer.label')}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MESSAGE_MAX}
            style={{ flex: 1 }}
            data-testid="chat-composer"
          />
          <ActionIcon size="lg" onClick={() => void submit()} loading={sending} disabled={!draft.trim()} aria-label={t('composer.send')} data-action="sendChatMessage" data-testid="chat-send">
            <IconSend size={18} className="hatchery-mirror-rtl" aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Alert color="gray" m="sm" data-testid="chat-cannot-post">
          {t('thread.cannotPost')}
        </Alert>
      )}
    </>
  );
}
