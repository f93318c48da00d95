import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { LOGO_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@hatchery/domain';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { uploadLogo, type LogoPurposeKey } from './uploadLogo';

export interface LogoValue {
  /** Shown in the preview. */
  url: string | null;
  /** undefined: unchanged; null: removed; a string: the uploaded file to use. */
  fileId: string | null | undefined;
}

/** One logo: preview, upload (checked here for type and size first), remove. */
export function LogoUploadField({ purpose, label, help, value, onChange, dark }: {
  purpose: LogoPurposeKey;
  label: string;
  help: string;
  value: LogoValue;
  onChange: (value: LogoValue) => void;
  dark?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | null) => {
    if (!file) return;
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return void alerts.error(t('adminSettings.messages.notAnImage'));
    if (file.size > UPLOAD_MAX_BYTES) return void alerts.error(t('adminSettings.branding.tooLarge'));
    setBusy(true);
    const result = await uploadLogo(file, purpose);
    setBusy(false);
    if (result.ok) onChange({ url: result.url, fileId: result.id });
    else void alerts.error(result.status === 413 ? t('adminSettings.branding.tooLarge') : t('adminSettings.branding.uploadFailed'));
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid={`logo-field-${purpose}`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600} size="sm">{label}</Text>
          <Text size="xs" c="dimmed">{help}</Text>
        </Stack>
        <Paper
          radius="sm"
          h={88}
          bg={dark ? 'dark.7' : 'gray.0'}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
        >
          {value.url ? (
            <Image src={value.url} alt={label} h={64} w="100%" maw="100%" fit="contain" p={4} />
          ) : (
            <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </Paper>
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(file) => void pick(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
                {t('adminSettings.branding.upload')}
              </Button>
            )}
          </FileButton>
          {value.url ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onChange({ url: null, fileId: null })}>
              {t('adminSettings.branding.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
