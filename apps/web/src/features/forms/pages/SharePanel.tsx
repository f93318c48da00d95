import { ActionIcon, Alert, Button, CopyButton, Group, Paper, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { UPDATE_FORM_SHARE_SETTINGS, type FormDetail } from '../documents';

/** The share settings: answering through /share/forms/{uuid} without an account, the link, and a new link. */
export function SharePanel({ form, readOnly }: { form: FormDetail; readOnly: boolean }) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const [update, { loading }] = useMutation(UPDATE_FORM_SHARE_SETTINGS);
  const link = form.shareUuid ? `${window.location.origin}/share/forms/${form.shareUuid}` : '';
  const set = (allowAnonymous: boolean, renewLink = false) =>
    update({ variables: { formId: form._id, allowAnonymous, renewLink } }).catch((error: unknown) => toast('error', errorText(error)));
  return (
    <Paper withBorder radius="md" p="md" data-testid="share-panel">
      <Stack gap="md">
        <Switch
          label={t('share.allowAnonymous')}
          description={t('share.allowAnonymousHint')}
          checked={form.allowAnonymous ?? false}
          disabled={readOnly || loading}
          onChange={(e) => void set(e.currentTarget.checked)}
          data-testid="share-allow-anonymous"
        />
        {form.status !== 'published' ? <Alert color="yellow">{t('share.notPublished')}</Alert> : null}
        {link ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={t('share.link')} value={link} readOnly style={{ flex: 1 }} dir="ltr" data-testid="share-link" />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('share.copied') : t('share.copy')}>
                  <ActionIcon size="lg" variant="default" onClick={copy} aria-label={t('share.copy')} mb={2}>
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {!readOnly && link ? (
          <Group>
            <Button variant="subtle" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void set(form.allowAnonymous ?? false, true)}>
              {t('share.renew')}
            </Button>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('share.renewHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
