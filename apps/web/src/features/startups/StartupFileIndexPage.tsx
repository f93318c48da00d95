import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../app/viewer/ViewerContext';

/**
 * /startup/file, /startup/:id and /startup/:id/file/* without a known tab: the company tab of the startup named, or of
 * the viewer's own startup (a co-founder's "my startup"); without one, a short explanation.
 */
export function StartupFileIndexPage() {
  const { t } = useTranslation('startups');
  const { id } = useParams();
  const user = useCurrentUser();
  const target = id ?? user?.startups[0]?._id;
  if (target) return <Navigate to={`/startup/${target}/file/company`} replace />;
  return (
    <Stack gap="sm" data-testid="startup-file-none">
      <Title order={1} size="h2">
        {t('frame.noneTitle')}
      </Title>
      <Text c="dimmed">{t('frame.noneBody')}</Text>
    </Stack>
  );
}
