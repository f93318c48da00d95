import { Avatar, Badge, Box, Button, Card, Code, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LOGS, type ActivityEntry } from './documents';
import { diffRows } from './activityDiff';
import diffClasses from './ActivityDiff.module.css';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { SettingsPage } from './settingsUi';
import { initials } from '../../lib/initials';

const PAGE_SIZE = 20;
const ENTITY_TYPES = ['incubator', 'featureFlag', 'industry', 'file', 'role', 'user'] as const;

function Entry({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const rows = diffRows(entry.before, entry.after);
  const who = entry.actor?.fullName || t('adminSettings.logs.system');
  return (
    <Card withBorder radius="md" padding="md" data-testid="activity-entry">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar radius="xl" color="indigo">{initials(who) || '?'}</Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{who}</Text>
            <Badge variant="light" size="sm" data-log-action={entry.action}>
              {t(`activityActions.${entry.action.replace(/\./g, '_')}`, { defaultValue: entry.action })}
            </Badge>
            {entry.entityType === 'featureFlag' && entry.entityId ? (
              <Text size="sm" span>
                {t(`${entry.entityId}.label`, { ns: 'flags', defaultValue: entry.entityId })} <Code>{entry.entityId}</Code>
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString(i18n.language.replace('_', '-'))}</time>
            {' · '}
            {dayjs(entry.createdAt).format('YYYY-MM-DD HH:mm')}
          </Text>
          {rows.length > 0 ? (
            <Stack gap={4} mt={4}>
              {rows.map((row) => (
                <Group key={row.field} gap="xs" wrap="wrap" align="center">
                  <Text size="sm" fw={500} dir="ltr">{row.field}</Text>
                  <Box component="del" className={diffClasses.before} dir="ltr">{row.before ?? '∅'}</Box>
                  <IconArrowNarrowRight size={14} aria-label={t('adminSettings.logs.becomes')} className={MIRROR_IN_RTL} />
                  <Box component="ins" className={diffClasses.after} dir="ltr">{row.after ?? '∅'}</Box>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

export function ActivityLogsPage() {
  const { t } = useTranslation();
  const [entityType, setEntityType] = useState<string | null>(null);
  const { data, loading, fetchMore } = useQuery(ACTIVITY_LOGS, { variables: { limit: PAGE_SIZE, entityType }, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const page = data?.activityLogs;
  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          activityLogs: {
            ...fetchMoreResult.activityLogs,
            entries: [...previous.activityLogs.entries, ...fetchMoreResult.activityLogs.entries],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  };
  return (
    <SettingsPage
      section="logs"
      description={t('adminSettings.logs.intro')}
      actions={
        <Select
          aria-label={t('adminSettings.logs.filter')}
          placeholder={t('adminSettings.logs.all')}
          clearable
          value={entityType}
          onChange={setEntityType}
          data={ENTITY_TYPES.map((value) => ({ value, label: t(`adminSettings.logs.types.${value}`) }))}
          w={220}
        />
      }
    >
      <Stack gap="sm" maw={900}>
        {loading && !page ? <Skeleton height={300} radius="md" /> : null}
        {page && page.entries.length === 0 ? <Text c="dimmed" ta="center" py="xl">{t('adminSettings.logs.empty')}</Text> : null}
        {page?.entries.map((entry) => <Entry key={entry._id} entry={entry} />)}
        {page?.nextCursor ? (
          <Group justify="center">
            <Button variant="light" loading={more} onClick={() => void loadMore()} data-testid="logs-more">
              {t('adminSettings.logs.more')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </SettingsPage>
  );
}
