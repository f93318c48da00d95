import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOME_COLLECTIONS, HOME_METRICS_ABILITIES } from './documents';
import { HomeCardFrame } from './HomeCardFrame';

const SHOWN = 3;

/**
 * The metrics collection as far as the server lets the viewer see it (D-92): the running collections for those who
 * manage them, a way into the portfolio's metrics for those who may only read them, and no card for anyone else.
 */
export function HomeMetricsCard() {
  const { t, i18n } = useTranslation();
  const monthFormat = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const abilities = useQuery(HOME_METRICS_ABILITIES, { fetchPolicy: 'cache-first' }).data?.metricsAbilities;
  const manages = abilities?.viewerCanManageSetup === true;
  const collections = useQuery(HOME_COLLECTIONS, { skip: !manages, fetchPolicy: 'cache-and-network' });
  if (!abilities || (!manages && !abilities.viewerCanViewPortfolio)) return null;
  if (!manages) {
    return (
      <HomeCardFrame title={t('home.metrics.title')} testId="home-metrics" more={{ to: '/startups/metrics', label: t('home.metrics.portfolio') }}>
        <Text c="dimmed" size="sm">
          {t('home.metrics.readOnly')}
        </Text>
      </HomeCardFrame>
    );
  }
  const list = collections.data?.metricCollections;
  return (
    <HomeCardFrame
      title={t('home.metrics.title')}
      testId="home-metrics"
      count={list?.length}
      loading={collections.loading && !list}
      more={{ to: '/startups/metrics/data-collection', label: t('home.metrics.manage') }}
    >
      {list && list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('home.metrics.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">{t('home.metrics.running', { count: list?.length ?? 0 })}</Text>
          {list?.slice(0, SHOWN).map((collection) => (
            <Group key={collection.id} gap="sm" wrap="nowrap" data-testid="home-collection">
              <ThemeIcon variant="light" radius="md" color="teal" aria-hidden>
                <IconChartBar size={16} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text dir="auto" size="sm" fw={500} truncate>
                  {collection.name}
                </Text>
                <Text dir="auto" size="xs" c="dimmed" truncate>
                  {collection.program?.name ?? collection.startup?.name ?? ''} · {t('home.metrics.since', { date: monthFormat.format(new Date(`${collection.startsOn}T00:00:00Z`)) })}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
