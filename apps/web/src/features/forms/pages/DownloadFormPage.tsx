import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';

/**
 * /download/forms/:uuid (issue 15 item 5): the answers of one submission as PDF. The uuid is the submission's
 * download key, itself the capability (no sign-in), so the page only links the server's file.
 */
export function DownloadFormPage() {
  const { t } = useTranslation('forms');
  const { uuid = '' } = useParams();
  const href = `/api/forms/download/${encodeURIComponent(uuid)}`;
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
            <Button component="a" href={href} download leftSection={<IconFileTypePdf size={16} aria-hidden />} data-testid="download-form-pdf">
              {t('download.button')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </PageShell>
  );
}
