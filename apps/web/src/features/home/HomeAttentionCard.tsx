import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttentionBadges } from '../portfolio';
import { HOME_ATTENTION } from './documents';
import { HomeCardFrame } from './HomeCardFrame';

const SHOWN = 5;

/** Startups of the viewer's portfolio that need attention today, each with its reasons; mentors see their own. */
export function HomeAttentionCard({ coaching }: { coaching: boolean }) {
  const { t } = useTranslation('portfolio');
  const { data, loading } = useQuery(HOME_ATTENTION, { variables: { coaching, limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const page = data?.portfolio;
  return (
    <HomeCardFrame
      title={t('home.title')}
      testId="home-attention"
      count={page?.totalCount}
      loading={loading && !page}
      more={{ to: coaching ? '/coaching' : '/startups', label: t('home.all') }}
    >
      {page && page.results.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="home-attention-empty">
          {t('home.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {page?.results.map((entry) => (
            <Stack key={entry.startup._id} gap={4} data-testid="home-attention-startup">
              <Anchor component={Link} to={`/startup/${entry.startup._id}/file/activities`} fw={500} size="sm">
                {entry.startup.name}
              </Anchor>
              <AttentionBadges reasons={entry.attention} compact />
            </Stack>
          ))}
        </Stack>
      )}
    </HomeCardFrame>
  );
}
