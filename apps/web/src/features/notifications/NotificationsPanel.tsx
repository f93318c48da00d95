import { ActionIcon, Box, Button, Center, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChecks, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailCopiesSwitch } from './EmailCopiesSwitch';
import { NotificationList } from './NotificationList';
import type { NotificationCenter } from './useNotificationCenter';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface NotificationsPanelProps {
  center: NotificationCenter;
  /** The id of the heading, which names the dialog. */
  titleId: string;
  /** The list's greatest height (the popover) or the room left on the screen (mobile). */
  maxListHeight: number | string;
  /** Mobile only: the panel fills the screen and has its own close button. */
  onClose?: () => void;
}

/** D1 §4: the panel — header with "Mark all as read", the list, and the e-mail copy preference at the foot. */
export function NotificationsPanel({ center, titleId, maxListHeight, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation('notifications');
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [marking, setMarking] = useState(false);
  const { feed, status } = center;
  const markAll = () => {
    setMarking(true);
    void center.markAllRead().finally(() => setMarking(false));
  };

  let body;
  if (status === 'error') {
    body = (
      <Stack align="center" gap="xs" py="xl" px="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={center.retry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (status === 'loading' || status === 'idle') {
    body = (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  } else {
    body = (
      <NotificationList
        items={feed.items}
        lastSeen={center.lastSeenAtOpen}
        hasMore={center.hasMore}
        loadingMore={center.loadingMore}
        onLoadMore={center.loadMore}
        onOpen={center.openItem}
        scrollRoot={viewport}
      />
    );
  }

  return (
    <Stack gap={0} data-testid="notifications-panel">
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" gap="xs">
        <Text id={titleId} component="h2" fw={700} size="md" m={0}>
          {t('title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={markAll}
            loading={marking}
            disabled={feed.unreadCount === 0}
            data-testid="notifications-mark-all"
          >
            {t('markAllRead')}
          </Button>
          {onClose ? (
            <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('close')} data-testid="notifications-close">
              <IconX size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah={maxListHeight} type="auto" viewportRef={setViewport} data-testid="notifications-scroll">
        <Box>{body}</Box>
      </ScrollArea.Autosize>
      <Divider />
      <Box px="md" py="sm">
        <EmailCopiesSwitch />
      </Box>
    </Stack>
  );
}
