import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StartupMetricsCharts } from '../metrics-staff/StartupMetricsCharts';
import { TimelineFeed } from './TimelineFeed';

type Section = 'timeline' | 'metrics';

/** /startup/:id/file/activities: the startup's timeline (TML-01) and its metrics over time. */
export function StartupActivitiesPage() {
  const { t } = useTranslation('timeline');
  const { id } = useParams();
  const [section, setSection] = useState<Section>('timeline');
  if (!id) {
    return <Text c="dimmed">{t('noStartup')}</Text>;
  }
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="startup-activities-page">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SegmentedControl
        value={section}
        onChange={(value) => setSection(value === 'metrics' ? 'metrics' : 'timeline')}
        data={[
          { value: 'timeline', label: t('sections.timeline') },
          { value: 'metrics', label: t('sections.metrics') },
        ]}
        aria-label={t('sections.label')}
        style={{ alignSelf: 'flex-start' }}
        data-testid="startup-activities-section"
      />
      {section === 'timeline' ? <TimelineFeed startupId={id} /> : <StartupMetricsCharts startupId={id} />}
    </Stack>
  );
}
