import { Button, Center, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationRecipient } from './documents';
import { NotificationItem } from './NotificationItem';
import { splitByLastSeen } from './notificationFeed';
import { useDayjsLocale } from '../../lib/dates/dayjsLocale';
import { useNow } from './relativeTime';
import { useSentinel } from './useSentinel';
import classes from './Notifications.module.css';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface NotificationListProps {
  items: readonly NotificationRecipient[];
  /** The last-seen mark from before the panel opened (NTF-06). */
  lastSeen: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (item: NotificationRecipient) => void;
  /** The scrolling element the sentinel is watched in. */
  scrollRoot: Element | null;
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Text id={id} component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.sectionTitle}>
        {title}
      </Text>
      <ul className={classes.section}>{children}</ul>
    </section>
  );
}

/** The items under "New" and "Earlier" (NTF-06), times refreshed every 10 s (NTF-10), more pages on scroll (NTF-09). */
export function NotificationList({ items, lastSeen, hasMore, loadingMore, onLoadMore, onOpen, scrollRoot }: NotificationListProps) {
  const { t, i18n } = useTranslation('notifications');
  const now = useNow();
  const timeLocale = useDayjsLocale(i18n.language);
  const sentinel = useSentinel(onLoadMore, hasMore && !loadingMore, scrollRoot);

  if (items.length === 0) {
    return (
      <Stack align="center" gap={6} py="xl" px="md" data-testid="notifications-empty">
        <IconBellOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="sm" c="dimmed" ta="center">
          {t('empty')}
        </Text>
      </Stack>
    );
  }

  const { fresh, earlier } = splitByLastSeen(items, lastSeen);
  const render = (item: NotificationRecipient) => (
    <li key={item._id}>
      <NotificationItem item={item} now={now} timeLocale={timeLocale} appLocale={i18n.language} onOpen={onOpen} />
    </li>
  );
  return (
    <Stack gap={4} p={6}>
      {fresh.length > 0 ? (
        <Section title={t('new')} testId="notifications-new">
          {fresh.map(render)}
        </Section>
      ) : null}
      {earlier.length > 0 ? (
        <Section title={t('earlier')} testId="notifications-earlier">
          {earlier.map(render)}
        </Section>
      ) : null}
      {hasMore ? (
        <Center ref={sentinel.ref} py="xs" data-testid="notifications-sentinel">
          {loadingMore ? (
            <LoadingIndicator size="sm" label={t('loading')} />
          ) : sentinel.supported ? null : (
            <Button variant="subtle" size="xs" onClick={onLoadMore}>
              {t('loadMore')}
            </Button>
          )}
        </Center>
      ) : null}
    </Stack>
  );
}
