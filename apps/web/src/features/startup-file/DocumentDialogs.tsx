import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { DELETE_STARTUP_DOCUMENT, RENAME_STARTUP_DOCUMENT, type StartupDocument } from './documents';

interface DialogProps {
  document: StartupDocument;
  onClose: () => void;
  onDone: () => void;
}

/** Rename one document: the name is required (the server says so too, naming the field). */
export function RenameDocumentDialog({ document, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('startupFile');
  const errorText = useErrorText();
  const [name, setName] = useState(document.name);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [rename, { loading }] = useMutation(RENAME_STARTUP_DOCUMENT);
  const save = async () => {
    if (name.trim() === '') {
      setFieldError(t('documents.nameRequired'));
      return;
    }
    try {
      await rename({ variables: { id: document._id, name: name.trim() } });
      toast('success', t('documents.renamed'));
      onDone();
    } catch (error) {
      setServerError(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('documents.renameTitle')}</Text>} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {serverError ? <Alert color="red" role="alert">{serverError}</Alert> : null}
          <TextInput
            label={t('documents.name')}
            withAsterisk
            data-autofocus
            value={name}
            error={fieldError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setFieldError(null);
            }}
            data-testid="document-name-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="document-rename-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Delete one document after a confirmation naming it. */
export function DeleteDocumentDialog({ document, onClose, onDone }: DialogProps) {
  const { t } = useTranslation('startupFile');
  const errorText = useErrorText();
  const [remove, { loading }] = useMutation(DELETE_STARTUP_DOCUMENT);
  const confirm = async () => {
    try {
      await remove({ variables: { id: document._id } });
      toast('success', t('documents.deleted'));
      onDone();
    } catch (error) {
      toast('error', errorText(error));
      onClose();
    }
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('documents.deleteTitle')}</Text>} centered>
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('documents.deleteConfirm', { name: document.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()} data-testid="document-delete-confirm">
            {t('documents.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
