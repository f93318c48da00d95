import { Anchor, Button, Container, Group, Image, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFile, IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { htmlLang } from '../../app/i18n/locale';
import { PageShell } from '../../app/layout/PageShell';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { formatFileSize } from '../startup-file';
import { useFileRecord, type FileRecord } from './useFileRecord';

/** Image types a browser shows in an <img> (an SVG there runs no script; the file itself is served sandboxed). */
const PREVIEWED = /^image\/(png|jpe?g|gif|webp|avif|svg\+xml)$/i;

function FileCard({ file }: { file: FileRecord }) {
  const { t, i18n } = useTranslation();
  const uploaded = new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium' }).format(new Date(file.createdAt));
  return (
    <Stack gap="md" data-testid="file-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconFile size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h3" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="file-name">
            {file.name}
          </Title>
          <Text size="sm" c="dimmed" data-testid="file-facts">
            {t('filePage.facts', { size: formatFileSize(file.size, i18n.language), type: file.contentType, date: uploaded })}
          </Text>
        </Stack>
      </Group>
      {PREVIEWED.test(file.contentType) ? (
        <Image src={file.url} alt={file.name} mah={480} fit="contain" radius="sm" bg="var(--mantine-color-default-hover)" data-testid="file-preview" />
      ) : null}
      <Group gap="sm">
        <Button component="a" href={file.url} download={file.name} leftSection={<IconDownload size={16} aria-hidden />} data-testid="file-download">
          {t('filePage.download')}
        </Button>
        <Button
          component="a"
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
          data-testid="file-open"
        >
          {t('filePage.open')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * /file/{id} (GAP-06): an attachment behind sign-in — a link to a file that anyone may pass on, and that opens only for
 * those the file's own rules let read it (the route sends a visitor to /login and back). The name, size, type and
 * upload date, a preview for images, Download and Open. A file that is not there and one the viewer may not read look
 * the same (the server does not tell them apart).
 */
export function FilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { state, retry } = useFileRecord(id);
  return (
    <PageShell testId="file-page">
      <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {state.kind === 'loading' ? <LoadingIndicator label={t('filePage.loading')} /> : null}
          {state.kind === 'ready' ? <FileCard file={state.file} /> : null}
          {state.kind === 'missing' || state.kind === 'failed' ? (
            <Stack align="center" gap="sm" py="md" data-testid={state.kind === 'missing' ? 'file-missing' : 'file-failed'}>
              <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
                <IconFileOff size={26} />
              </ThemeIcon>
              <Title order={1} size="h4" ta="center">
                {state.kind === 'missing' ? t('filePage.missing') : t('filePage.failed')}
              </Title>
              {state.kind === 'failed' ? (
                <Button variant="default" onClick={retry} data-testid="file-retry">
                  {t('filePage.retry')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          <Group justify="center" mt="lg">
            <Anchor component={Link} to="/" size="sm" data-testid="file-home">
              {t('filePage.home')}
            </Anchor>
          </Group>
        </Paper>
      </Container>
    </PageShell>
  );
}
