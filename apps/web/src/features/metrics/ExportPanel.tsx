import { Alert, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './documents';
import { useMetricReportExport } from './useExportJob';

/** Export of the metric report as CSV or XLSX, with the job's progress; the file downloads when ready. */
export function ExportPanel({ programId, pollMs, download }: { programId: string | null; pollMs?: number; download?: (url: string, name: string | null) => Promise<void> }) {
  const { t } = useTranslation('metrics');
  const { job, running, failed, start, download: downloadAgain } = useMetricReportExport(pollMs, download);
  const run = (format: ExportFormat) => void start(format, { programId });
  return (
    <Card withBorder radius="md" padding="md" data-testid="metrics-export">
      <Stack gap="sm">
        <Text fw={600}>{t('staff.export.title')}</Text>
        <Text size="sm" c="dimmed">{t('staff.export.text')}</Text>
        <Group gap="sm">
          <Button leftSection={<IconDownload size={16} />} variant="default" onClick={() => run('csv')} disabled={running} data-testid="metrics-export-csv" data-action="exportMetricReport">
            {t('staff.export.csv')}
          </Button>
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="default" onClick={() => run('xlsx')} disabled={running} data-testid="metrics-export-xlsx" data-action="exportMetricReport">
            {t('staff.export.xlsx')}
          </Button>
        </Group>
        {job && !failed && (
          <Stack gap={4} data-testid="metrics-export-progress" data-state={job.state}>
            <Progress value={job.state === 'completed' ? 100 : job.progress} animated={running} aria-label={t('staff.export.progress')} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {job.state === 'completed'
                ? t('staff.export.done', { count: job.rowCount ?? 0 })
                : t('staff.export.running', { progress: job.progress })}
            </Text>
            {job.state === 'completed' && job.url && (
              <Button onClick={downloadAgain} variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} data-testid="metrics-export-download">
                {t('staff.export.again')}
              </Button>
            )}
          </Stack>
        )}
        {failed && (
          <Alert color="red" data-testid="metrics-export-failed">
            {job?.error || t('staff.export.failed')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
