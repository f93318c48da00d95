import { Avatar, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { LOGO_CONTENT_TYPES } from '@hatchery/domain';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { initials } from '../../lib/initials';
import { UPDATE_STARTUP_PROFILE } from './documents';
import { usePortfolioAlerts, usePortfolioMessage } from './portfolioUi';
import { logoFileProblem, uploadStartupLogo } from './uploadLogo';

interface Props {
  startup: { _id: string; name: string; logo: string | null | undefined };
}

/**
 * The company tab's logo (issue 14 item 1, D-160), for whoever may edit the profile: upload, replace, remove. The
 * mutation answers the new logo, so the file's frame and every list in the cache show it at once.
 */
export function StartupLogoCard({ startup }: Props) {
  const { t } = useTranslation('startups');
  const message = usePortfolioMessage();
  const { saved, failed } = usePortfolioAlerts();
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UPDATE_STARTUP_PROFILE);

  const choose = async (logoFileId: string | null) => {
    try {
      await update({ variables: { startupId: startup._id, input: { logoFileId } } });
      saved(logoFileId ? t('logo.saved') : t('logo.removed'));
    } catch (caught) {
      failed(caught);
    }
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      void alerts.error(message(problem) ?? problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await uploadStartupLogo(startup._id, file);
      if (!answer.ok) {
        // "file: rule" — the rule in the reader's language when it is one of ours.
        const rule = answer.message?.includes(': ') ? answer.message.slice(answer.message.lastIndexOf(': ') + 2) : answer.message;
        void alerts.error((rule && message(rule)) || t('logo.uploadFailed'));
        return;
      }
      await choose(answer.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="startup-logo-card">
      <Stack gap="sm">
        <Text fw={600}>{t('logo.title')}</Text>
        <Group gap="md" wrap="nowrap">
          <Avatar src={startup.logo} alt="" size={64} radius="md" color="indigo" data-testid="startup-logo-preview">
            {initials(startup.name)}
          </Avatar>
          <Text size="sm" c="dimmed">
            {t('logo.hint')}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(file) => void upload(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />} loading={busy} data-testid="startup-logo-upload">
                {startup.logo ? t('logo.replace') : t('logo.upload')}
              </Button>
            )}
          </FileButton>
          {startup.logo ? (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} disabled={busy} onClick={() => void choose(null)} data-testid="startup-logo-remove">
              {t('logo.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
