import { Alert, Anchor, Center, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../app/errors/NoAccessState';
import { errorCodes } from '../../../lib/errors/errorText';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { ApplicantStatusBadge } from '../intake/ApplicantStatusBadge';
import { ApplicationStatusBadge } from '../overview/ApplicationStatusBadge';
import { formatDate } from '../overview/formatDate';
import { STARTUP_APPLICATIONS, type StartupApplicationsAnswer } from './documents';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function ApplicationsList({ answer }: { answer: StartupApplicationsAnswer }) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const staff = answer.view === 'staff';
  if (answer.results.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid="startup-applications-empty">
          {t('startupTab.empty')}
        </Text>
      </Paper>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped aria-label={t('startupTab.label')} data-testid="startup-applications" data-view={answer.view}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startupTab.call')}</Table.Th>
            <Table.Th>{t('startupTab.program')}</Table.Th>
            <Table.Th>{t('startupTab.status')}</Table.Th>
            {staff ? <Table.Th>{t('startupTab.round')}</Table.Th> : null}
            <Table.Th>{t('startupTab.submitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answer.results.map((row) => (
            <Table.Tr key={row._id} data-testid="startup-application">
              <Table.Td>
                {staff ? (
                  <Anchor component={Link} to={`/application/${row._id}`} data-testid="startup-application-open">
                    <bdi>{row.funnelName}</bdi>
                  </Anchor>
                ) : (
                  <bdi>{row.funnelName}</bdi>
                )}
              </Table.Td>
              <Table.Td>
                <bdi>{row.programName ?? '—'}</bdi>
              </Table.Td>
              <Table.Td>{staff && row.status ? <ApplicationStatusBadge status={row.status} /> : <ApplicantStatusBadge status={row.applicantStatus} />}</Table.Td>
              {staff ? (
                <Table.Td>
                  <bdi>{row.roundName ?? '—'}</bdi>
                </Table.Td>
              ) : null}
              <Table.Td>{formatDate(row.submittedAt, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /startup/:id/file/applications (D-387): the applications of the startup, inside the startup file's frame (which names
 * the startup). Staff with an Application key open each file; the startup's people see the applicant-safe status.
 */
export function StartupApplicationsPage() {
  const { t } = useTranslation('applicationsPipeline');
  const errorText = useErrorText();
  const { id } = useParams();
  const { data, error } = useQuery(STARTUP_APPLICATIONS, { variables: { startupId: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  if (error && !data) {
    if (errorCodes(error).includes(ERROR_CODES.notFound)) return <NotFoundState />;
    const forbidden = errorCodes(error).includes(ERROR_CODES.forbidden);
    return (
      <Alert color={forbidden ? 'gray' : 'red'} data-testid="startup-applications-error">
        {forbidden ? t('startupTab.forbidden') : errorText(error)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('overview.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {data.startupApplications.view === 'staff' ? t('startupTab.introStaff') : t('startupTab.introFounder')}
      </Text>
      <ApplicationsList answer={data.startupApplications} />
    </Stack>
  );
}
