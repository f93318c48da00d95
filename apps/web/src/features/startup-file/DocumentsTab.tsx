import { ActionIcon, Alert, Anchor, Button, Center, FileButton, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { UPLOAD_MAX_BYTES } from '@hatchery/domain';
import { IconDownload, IconFile, IconLock, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang } from '../../app/i18n/locale';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { DeleteDocumentDialog, RenameDocumentDialog } from './DocumentDialogs';
import { STARTUP_DOCUMENTS, type StartupDocument } from './documents';
import { formatFileSize } from './fileSize';
import { StartupFileTab } from './StartupFileTab';
import { uploadStartupDocument } from './uploadDocument';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Dialog = { kind: 'rename' | 'delete'; document: StartupDocument } | null;

function DocumentRow({ document, canEdit, onDialog }: { document: StartupDocument; canEdit: boolean; onDialog: (d: Dialog) => void }) {
  const { t, i18n } = useTranslation('startupFile');
  const added = new Intl.DateTimeFormat(htmlLang(i18n.language), { dateStyle: 'medium' }).format(new Date(document.createdAt as string));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="startup-document" data-name={document.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <IconFile size={18} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Anchor href={document.url} download={document.name} fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="startup-document-link">
            {document.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('documents.meta', { size: formatFileSize(document.size, i18n.language), date: added })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('documents.download')}>
            <ActionIcon component="a" href={document.url} download={document.name} variant="subtle" aria-label={t('documents.downloadNamed', { name: document.name })}>
              <IconDownload size={18} />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <>
              <Tooltip label={t('documents.rename')}>
                <ActionIcon variant="subtle" onClick={() => onDialog({ kind: 'rename', document })} aria-label={t('documents.renameNamed', { name: document.name })} data-testid="document-rename">
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('documents.delete')}>
                <ActionIcon variant="subtle" color="red" onClick={() => onDialog({ kind: 'delete', document })} aria-label={t('documents.deleteNamed', { name: document.name })} data-testid="document-delete">
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

function Documents({ startupId }: { startupId: string }) {
  const { t } = useTranslation('startupFile');
  const errorText = useErrorText();
  const [uploading, setUploading] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, loading, error, refetch } = useQuery(STARTUP_DOCUMENTS, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const result = data?.startupDocuments;
  if (!result) {
    if (error) return <Alert color="red">{errorText(error)}</Alert>;
    return <Center py="xl">{loading ? <LoadingIndicator size="sm" label={t('loading')} /> : null}</Center>;
  }
  if (result.planLocked) {
    return (
      <Alert color="gray" icon={<IconLock size={18} />} data-testid="documents-locked">
        {t('documents.locked')}
      </Alert>
    );
  }
  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      toast('error', t('documents.tooLarge'));
      return;
    }
    setUploading(true);
    const answer = await uploadStartupDocument(startupId, file);
    setUploading(false);
    if (answer.ok) {
      toast('success', t('documents.uploaded', { name: file.name }));
      await refetch();
    } else {
      toast('error', answer.status === 413 ? t('documents.tooLarge') : (answer.message ?? t('documents.uploadFailed')));
    }
  };
  const done = () => {
    setDialog(null);
    void refetch();
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed" size="sm">
          {t('documents.count', { count: result.documents.length })}
        </Text>
        {result.viewerCanEdit ? (
          <FileButton onChange={(file) => void upload(file)}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} loading={uploading} data-testid="documents-upload">
                {t('documents.upload')}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {result.documents.length === 0 ? (
        <Text c="dimmed" data-testid="documents-empty">
          {result.viewerCanEdit ? t('documents.emptyEditable') : t('documents.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {result.documents.map((document) => (
            <DocumentRow key={document._id} document={document} canEdit={result.viewerCanEdit} onDialog={setDialog} />
          ))}
        </Stack>
      )}
      {dialog?.kind === 'rename' ? <RenameDocumentDialog document={dialog.document} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'delete' ? <DeleteDocumentDialog document={dialog.document} onClose={() => setDialog(null)} onDone={done} /> : null}
    </Stack>
  );
}

/** /startup/:id/file/documents: the startup's documents (plan gate startup documents, D1 §6). */
export function StartupDocumentsPage() {
  return (
    <StartupFileTab testId="startup-documents-page">
      {(summary) => <Documents startupId={summary.startup._id} />}
    </StartupFileTab>
  );
}
