import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../app/viewer/ViewerContext';
import { hasRoleIn } from '../../app/viewer/roles';
import { IndustriesEditor } from './IndustriesPage';

/**
 * /setup/industries (RTE-58, D-158): the industry list of the setup area — the same list and editor as
 * /admin/configuration/industries, without the organisation-settings tab strip. The route needs only a sign-in (D1
 * §2.3 gives it no gate); the editor is offered to the admin group, who alone may change the list.
 */
export function SetupIndustriesPage() {
  const { t } = useTranslation(['common', 'pages']);
  const viewer = useViewer();
  const editable = viewer.status === 'authenticated' && hasRoleIn(viewer.roles, 'admin');
  return (
    <Stack gap="lg" maw={1100} data-testid="setup-industries">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:setupIndustries')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('common:adminSettings.industries.intro')}
        </Text>
      </Stack>
      <IndustriesEditor editable={editable} />
    </Stack>
  );
}
