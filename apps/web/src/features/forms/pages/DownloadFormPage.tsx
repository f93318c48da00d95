import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';

/** Starts the browser's download of `href` (the server answers it as an attachment, so the page stays). */
export function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * /download/forms/:uuid (issue 15 item 5): the answers of one submission as PDF. The uuid is the submission's
 * download key, itself the capability (no sign-in), so the page only points at the server's file: the download
 * starts by itself once (D-222), and the button stays for a browser that blocked it.
 */
export function DownloadFormPage() {
  const { t } = useTranslation('forms');
  const { uuid = '' } = useParams();
  const href = `/api/forms/download/${encodeURIComponent(uuid)}`;
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Once per key (React's development double effect, or a re-render, must not download twice).
    if (!uuid || started.current === href) return;
    started.current = href;
    startDownload(href);
  }, [uuid, href]);
  return (
    <PageShell testId="download-form-page">
      <Container size="xs" w="100%" py="xl">
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="center">
            <IconFileTypePdf size={48} aria-hidden />
            <Title order={1} size="h3" ta="center">
              {t('download.title')}
            </Title>
            <Text ta="center" c="dimmed">
              {t('download.text')}
            </Text>
            <Text ta="center" size="sm" role="status" data-testid="download-form-started">
              {t('download.started')}
            </Text>
            <Button component="a" href={href} download leftSection={<IconFileTypePdf size={16} aria-hidden />} data-testid="download-form-pdf">
              {t('download.button')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </PageShell>
  );
}
