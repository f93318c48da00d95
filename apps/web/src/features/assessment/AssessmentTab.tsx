import { Alert, Center, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useErrorText } from '../../lib/errors/useErrorText';
import { StartupFileTab } from '../startup-file';
import { AssessmentOverview } from './AssessmentOverview';
import { STARTUP_ASSESSMENT, type StartupAssessmentData } from './documents';
import { EvaluationList } from './EvaluationList';
import { PerformanceOverview } from './PerformanceOverview';

export const ASSESSMENT_VIEWS = ['performance-overview', 'overview', 'evaluations'] as const;
export type AssessmentView = (typeof ASSESSMENT_VIEWS)[number];

function ViewContent({ view, assessment }: { view: AssessmentView; assessment: StartupAssessmentData }) {
  const { t } = useTranslation('assessment');
  if (assessment.evaluations.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid="assessment-empty">
          {assessment.viewerIsStartupMember ? t('emptyFounder') : t('empty')}
        </Text>
      </Paper>
    );
  }
  if (view === 'overview') return <AssessmentOverview assessment={assessment} />;
  if (view === 'evaluations') return <EvaluationList evaluations={assessment.evaluations} />;
  return <PerformanceOverview assessment={assessment} />;
}

function Assessment({ startupId, view }: { startupId: string; view: AssessmentView }) {
  const { t, i18n } = useTranslation('assessment');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { data, error } = useQuery(STARTUP_ASSESSMENT, { variables: { startupId, language: i18n.language }, fetchPolicy: 'cache-and-network' });
  const assessment = data?.startupAssessment;
  if (!assessment) {
    if (error) return <Alert color="red" data-testid="assessment-error">{errorText(error)}</Alert>;
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  if (!assessment.available) {
    return (
      <Alert color="gray" data-testid="assessment-off">
        {t('off')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {assessment.viewerIsStartupMember && assessment.evaluations.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="assessment-founder-note">
          {t('founderNote')}
        </Text>
      ) : null}
      {/* The views are links of the file's own URL space (/file/assessment/<view>), so each can be shared and reloaded. */}
      <Tabs variant="pills" value={view} onChange={(next) => next && void navigate(`/startup/${startupId}/file/assessment/${next}`)} keepMounted={false}>
        <Tabs.List aria-label={t('views')}>
          {ASSESSMENT_VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v} data-testid={`assessment-view-${v}`}>
              {t(`view.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={view} pt="md" data-testid={`assessment-panel-${view}`}>
          <ViewContent view={view} assessment={assessment} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /startup/:id/file/assessment[/<view>] (D-579): the startup's evaluations, summarised, drawn over time and listed. */
export function AssessmentPage({ view }: { view: AssessmentView }) {
  return <StartupFileTab testId="startup-assessment-page">{(summary) => <Assessment startupId={summary.startup._id} view={view} />}</StartupFileTab>;
}
