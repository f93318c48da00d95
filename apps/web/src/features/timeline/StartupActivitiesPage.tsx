import { Alert, Center, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorCodes } from '../../lib/errors/errorText';
import { useErrorText } from '../../lib/errors/useErrorText';
import { NoAccessState, NotFoundState } from '../../app/errors/NoAccessState';
import { StartupMetricsCharts } from '../metrics';
import { STARTUP_ABILITIES, type StartupAbilities } from './documents';
import { TimelineFeed } from './TimelineFeed';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Section = 'timeline' | 'metrics';

/** The sections the server lets the viewer see, timeline first. */
export function visibleSections(abilities: StartupAbilities): Section[] {
  return [...(abilities.viewerCanSeeTimeline ? (['timeline'] as const) : []), ...(abilities.viewerCanSeeMetrics ? (['metrics'] as const) : [])];
}

function Activities({ startupId, sections }: { startupId: string; sections: Section[] }) {
  const { t } = useTranslation('timeline');
  const [chosen, setChosen] = useState<Section>(sections[0] ?? 'timeline');
  const section = sections.includes(chosen) ? chosen : (sections[0] ?? 'timeline');
  return (
    <Stack gap="lg" maw={960} w="100%" data-testid="startup-activities-page">
      {sections.length > 1 ? (
        <SegmentedControl
          value={section}
          onChange={(value) => setChosen(value === 'metrics' ? 'metrics' : 'timeline')}
          data={sections.map((value) => ({ value, label: t(`sections.${value}`) }))}
          aria-label={t('sections.label')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="startup-activities-section"
        />
      ) : null}
      {section === 'timeline' ? <TimelineFeed startupId={startupId} /> : <StartupMetricsCharts startupId={startupId} />}
    </Stack>
  );
}

/**
 * /startup/:id/file/activities: the startup's timeline (TML-01) and its metrics over time — each shown only when the
 * server says the viewer may see it (startupAbilities, D-92); neither: the no-access state; no such startup: 404.
 */
export function StartupActivitiesPage() {
  const { t } = useTranslation('timeline');
  const errorText = useErrorText();
  const { id } = useParams();
  const { data, loading, error } = useQuery(STARTUP_ABILITIES, { variables: { startupId: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  if (!id) return <Text c="dimmed">{t('noStartup')}</Text>;
  const abilities = data?.startupAbilities;
  if (!abilities) {
    if (loading || !error) {
      return (
        <Center py="xl">
          <LoadingIndicator size="sm" label={t('loading')} />
        </Center>
      );
    }
    if (errorCodes(error).includes(ERROR_CODES.notFound)) return <NotFoundState />;
    return <Alert color="red" data-testid="startup-activities-error">{errorText(error)}</Alert>;
  }
  const sections = visibleSections(abilities);
  if (sections.length === 0) return <NoAccessState />;
  return <Activities key={id} startupId={id} sections={sections} />;
}
