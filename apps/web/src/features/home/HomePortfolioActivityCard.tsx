import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { initials } from '../../lib/initials';
import { useDayjsLocale } from '../../lib/dates/dayjsLocale';
import { formatRelative, useNow } from '../notifications';
import { HOME_PORTFOLIO_ACTIVITY } from './documents';
import { HomeCardFrame } from './HomeCardFrame';
import { activitySummary } from './portfolioActivity';

const SHOWN = 6;

/**
 * The latest timeline items across the viewer's portfolio (issue 14 item 9): which startup, what happened, who and
 * when, each linking to that startup's activities. Mentors and experts (`coaching`) see their assigned startups.
 */
export function HomePortfolioActivityCard({ coaching }: { coaching: boolean }) {
  const { t, i18n } = useTranslation(['portfolio', 'timeline']);
  const locale = useDayjsLocale(i18n.language);
  const now = useNow(60_000);
  const { data, loading } = useQuery(HOME_PORTFOLIO_ACTIVITY, { variables: { coaching, limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const entries = data?.portfolioActivity.results;
  return (
    <HomeCardFrame
      title={t(coaching ? 'portfolio:activity.titleCoaching' : 'portfolio:activity.title')}
      testId="home-portfolio-activity"
      loading={loading && !entries}
      more={{ to: coaching ? '/coaching' : '/startups', label: t('portfolio:activity.all') }}
    >
      {entries && entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(coaching ? 'portfolio:activity.emptyCoaching' : 'portfolio:activity.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries?.map(({ startup, item }) => {
            const summary = activitySummary(item);
            return (
              <Group key={summary.id} component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="home-portfolio-activity-item" data-startup={startup.name}>
                <Avatar src={startup.logo} alt="" size="md" radius="md" color="initials" name={startup.name}>
                  {initials(startup.name)}
                </Avatar>
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Anchor dir="auto"
                      component={Link}
                      to={`/startup/${startup._id}/file/activities`}
                      size="sm"
                      fw={600}
                      truncate
                      aria-label={t('portfolio:activity.open', { name: startup.name })}
                    >
                      {startup.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      <time dateTime={summary.createdAt}>{formatRelative(summary.createdAt, now, locale)}</time>
                    </Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} style={{ flexShrink: 0 }}>
                      {t(`timeline:${summary.kindKey}`)}
                    </Text>
                    {summary.isPrivate ? (
                      <Badge size="xs" variant="light" color="gray">
                        {t('timeline:post.private')}
                      </Badge>
                    ) : null}
                    {summary.author ? (
                      <Text dir="auto" size="xs" c="dimmed" truncate>
                        · {summary.author}
                      </Text>
                    ) : null}
                  </Group>
                  {summary.detail ? (
                    <Text dir="auto" size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {summary.detail}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
