import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../app/i18n/locale';
import { useErrorText } from '../../lib/errors/useErrorText';
import { MY_EXPORT_JOBS, type MyExportJob } from './exports/documents';
import { anyRunning, exportKindOf, STATE_COLORS } from './exports/exportText';

/** A running export is asked about again this often, until every run has ended. */
const POLL_MS = 2000;

function ExportRow({ job, when }: { job: MyExportJob; when: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const kind = exportKindOf(job.exportType);
  const running = job.state === 'queued' || job.state === 'in_progress';
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="export-row" data-state={job.state}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <IconFileSpreadsheet size={28} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{kind ? t(`exportsPage.kinds.${kind}`) : t('exportsPage.kinds.other')}</Text>
              <Badge variant="outline" color="gray" size="sm">
                {job.format.toUpperCase()}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <time dateTime={job.createdAt}>{when.format(new Date(job.createdAt))}</time>
              {job.rowCount != null ? ` · ${t('exportsPage.rows', { count: job.rowCount })}` : ''}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Badge color={STATE_COLORS[job.state]} variant="light" data-testid="export-state">
            {t(`exportsPage.states.${job.state}`)}
          </Badge>
          {job.url ? (
            <Button component="a" href={job.url} download={job.fileName ?? undefined} variant="light" size="sm" leftSection={<IconDownload size={16} aria-hidden />} data-testid="export-download">
              {t('exportsPage.download')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {running ? <Progress value={job.progress} mt="sm" size="sm" aria-label={t('exportsPage.progress', { progress: job.progress })} animated /> : null}
    </Paper>
  );
}

/**
 * /account/exports: the viewer's export history — every report they exported (metrics, startups, events,
 * applications, form responses), newest first, with its state while it runs and its file once written.
 */
export function ExportsPage() {
  const { t, i18n } = useTranslation(['common', 'pages']);
  const errorText = useErrorText();
  const { data, error, startPolling, stopPolling } = useQuery(MY_EXPORT_JOBS, { fetchPolicy: 'cache-and-network' });
  const jobs = data?.myExportJobs;
  const running = jobs ? anyRunning(jobs) : false;
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [running, startPolling, stopPolling]);
  const when = new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="lg" maw={860} data-testid="exports-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:exports')}
        </Title>
        <Text c="dimmed">{t('exportsPage.intro')}</Text>
      </Stack>
      {!jobs ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Skeleton height={160} radius="md" />
        )
      ) : jobs.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="exports-empty">
          <Text c="dimmed" ta="center">
            {t('exportsPage.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('pages:exports')}>
          {jobs.map((job) => (
            <ExportRow key={job.id} job={job} when={when} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
