import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { EXPORT_STARTUP_FILE, type StartupExport } from './documents';
import { formatFileSize } from './fileSize';
import { StartupFileTab } from './StartupFileTab';

type Format = 'PDF' | 'XLSX';

function ExportPanel({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('startupFile');
  const errorText = useErrorText();
  const [run] = useMutation(EXPORT_STARTUP_FILE);
  const [busy, setBusy] = useState<Format | null>(null);
  const [result, setResult] = useState<StartupExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exportAs = async (format: Format) => {
    setBusy(format);
    setError(null);
    setResult(null);
    try {
      const { data } = await run({ variables: { startupId, format } });
      setResult(data?.exportStartupFile ?? null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Text>{t('export.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconFileTypePdf size={16} aria-hidden />} loading={busy === 'PDF'} disabled={busy !== null} onClick={() => void exportAs('PDF')} data-testid="export-pdf">
          {t('export.pdf')}
        </Button>
        <Button variant="light" leftSection={<IconFileSpreadsheet size={16} aria-hidden />} loading={busy === 'XLSX'} disabled={busy !== null} onClick={() => void exportAs('XLSX')} data-testid="export-xlsx">
          {t('export.xlsx')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" role="alert" data-testid="export-error">
          {error}
        </Alert>
      ) : null}
      {result ? (
        <Paper withBorder radius="md" p="md" data-testid="export-ready" role="status">
          <Stack gap={4}>
            <Text fw={600}>{t('export.ready')}</Text>
            <Anchor href={result.url} download={result.name} style={{ overflowWrap: 'anywhere' }} data-testid="export-download">
              {t('export.download', { name: result.name, size: formatFileSize(result.size, i18n.language) })}
            </Anchor>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /startup/:id/file/export: the startup's file as PDF or XLSX (profile, people, milestones, documents). */
export function StartupExportPage() {
  return (
    <StartupFileTab testId="startup-export-page">
      {(summary) => <ExportPanel startupId={summary.startup._id} />}
    </StartupFileTab>
  );
}
