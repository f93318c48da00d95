import { useQuery } from '@apollo/client/react';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '../../lib/dates/dayjsLocale';
import { formatRelative, useNow } from '../notifications';
import { HOME_ACTIVITY } from './documents';
import { HomeCardFrame } from './HomeCardFrame';

const SHOWN = 5;

/** The latest entries of the organisation's activity log (admins only: homeCardsFor decides). */
export function HomeActivityCard() {
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale(i18n.language);
  const now = useNow(60_000);
  const { data, loading } = useQuery(HOME_ACTIVITY, { variables: { limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const entries = data?.activityLogs.entries;
  return (
    <HomeCardFrame
      title={t('home.activity.title')}
      testId="home-activity"
      loading={loading && !entries}
      more={{ to: '/admin/configuration/logs', label: t('home.activity.all') }}
    >
      {entries && entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.activity.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {entries?.map((entry) => {
            const who = entry.actor?.fullName || t('adminSettings.logs.system');
            return (
              <Group key={entry._id} gap="sm" wrap="nowrap" data-testid="home-activity-entry">
                <Avatar size="sm" radius="xl" name={who} color="initials" />
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text dir="auto" size="sm" truncate>
                    <Text span fw={500}>
                      {who}
                    </Text>
                    {' · '}
                    {t(`activityActions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={entry.createdAt}>{formatRelative(entry.createdAt, now, locale)}</time>
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
