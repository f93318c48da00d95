import { Anchor, Center, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NoAccessState, NotFoundState } from '../../../app/errors/NoAccessState';
import { ApplicationStatusBadge } from '../overview/ApplicationStatusBadge';
import { APPLICATION_ABILITIES, APPLICATION_FILE, type ApplicationFile } from '../overview/documents';
import { formatDate } from '../overview/formatDate';
import { ActivitiesTab } from './ActivitiesTab';
import { DecisionActions } from './DecisionActions';
import { FormTab } from './FormTab';
import { MeetingTab } from './MeetingTab';
import { ApplicationEvaluationsPanel } from '../review/ApplicationEvaluationsPanel';
import { CustomFieldValuesPanel } from '../../custom-fields';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

// `fields` (the application's custom fields, D-362) routes through /application/:id/* as `evaluations` does.
const TABS = ['activities', 'form', 'meeting', 'evaluations', 'fields'] as const;
type Tab = (typeof TABS)[number];

function tabOf(pathname: string): Tab {
  const last = pathname.split('/').filter(Boolean)[2];
  return (TABS as readonly string[]).includes(last ?? '') ? (last as Tab) : 'activities';
}

/** The count, then the review feature's panel: each evaluator's scores, raw and normalised means, disagreement. */
function EvaluationsTab({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('applicationsPipeline');
  if (application.evaluationCount === null) return <Text c="dimmed">{t('file.evaluationsHidden')}</Text>;
  return (
    <Stack gap="md">
      <Text data-testid="evaluation-count">{t('file.evaluationCount', { count: application.evaluationCount })}</Text>
      <ApplicationEvaluationsPanel applicationId={application._id} />
    </Stack>
  );
}

function FileView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = tabOf(pathname);
  const { data, error, refetch } = useQuery(APPLICATION_FILE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <NotFoundState />;
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  const application = data.application;
  const name = application.identityHidden || !application.title ? t('overview.anonymous') : application.title;
  return (
    <Stack gap="lg" w="100%" maw={1000} miw={0} mx="auto" data-testid="application-file-page">
      <Anchor component={Link} to="/applications/overview" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden style={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          {t('file.back')}
        </Group>
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Title order={1} size="h2" fs={application.identityHidden ? 'italic' : undefined} style={{ overflowWrap: 'anywhere' }} data-testid="application-title">
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {[application.funnel?.name, application.round?.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <ApplicationStatusBadge status={application.status} />
          </Group>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <bdi>{t('file.submitted', { date: formatDate(application.submittedAt, i18n.language) })}</bdi>
            </Text>
            <Text size="sm">
              {t('file.source')}: {t(`source.${application.source}`)}
            </Text>
            {application.decidedAt ? (
              <Text size="sm">
                <bdi>{t('decide.decided', { date: formatDate(application.decidedAt, i18n.language) })}</bdi>
              </Text>
            ) : null}
            {application.startup ? (
              <Text size="sm" data-testid="application-startup">
                {t('file.startup')}: {application.startup.name}
              </Text>
            ) : null}
          </Group>
          {application.viewerCanDecide ? <DecisionActions application={application} onDecided={() => void refetch()} /> : null}
        </Stack>
      </Paper>
      <Tabs value={tab} onChange={(value) => value && void navigate(`/application/${id}/${value}`)} keepMounted={false}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`file-tab-${value}`}>
              {t(`file.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="activities" pt="md">
          <ActivitiesTab application={application} onChanged={() => void refetch()} />
        </Tabs.Panel>
        <Tabs.Panel value="form" pt="md">
          <FormTab applicationId={application._id} />
        </Tabs.Panel>
        <Tabs.Panel value="meeting" pt="md">
          <MeetingTab application={application} />
        </Tabs.Panel>
        <Tabs.Panel value="evaluations" pt="md">
          <EvaluationsTab application={application} />
        </Tabs.Panel>
        <Tabs.Panel value="fields" pt="md">
          {/* The server decides what shows (D-212 per field; none to a blind evaluator) and who may edit (D-360). */}
          <CustomFieldValuesPanel target="application" recordId={application._id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * /application/{id}[/activities|/form|/meeting|/evaluations|/fields] (issue 16 items 3 and 7; RTE-25; fields: D-362):
 * the file of one application — header with the decision, tabs. Routed for every signed-in member; the server's rule decides (D-92).
 */
export function ApplicationFilePage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(APPLICATION_ABILITIES, { fetchPolicy: 'cache-and-network' });
  if (error) return <NoAccessState />;
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" />
      </Center>
    );
  }
  if (!data.applicationAbilities.viewerCanRead) return <NoAccessState />;
  return <FileView id={id} />;
}
