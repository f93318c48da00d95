import { NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronRight, IconPlugConnected, IconSchool, IconShieldLock, IconUserEdit, IconUserX, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/viewer/ViewerContext';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { userMenuLinks } from '../../shell';
import { ACCOUNT_DELETION_STATUS } from '../deletion/documents';

/** The user menu's own rule decides who gets which page (coaching preferences: staff and mentors/experts, CHR-22). */
const SHOWN = ['security', 'integrations', 'coachingPreferences'] as const;
type ShownKey = (typeof SHOWN)[number];

function isShown(key: string): key is ShownKey {
  return (SHOWN as readonly string[]).includes(key);
}

/** Links to the other account settings pages the viewer has. */
export function MoreSettingsCard() {
  const { t } = useTranslation('preferences');
  const viewer = useViewer();
  // GAP-42: the delete-account page is offered only where the organisation allows it (allowUserSelfDelete).
  const deletion = useQuery(ACCOUNT_DELETION_STATUS, { skip: viewer.status !== 'authenticated' }).data?.accountDeletion;
  if (viewer.status !== 'authenticated') return null;
  // The public profile's editor first (the completeUserProfile task's page, D-574), then the user menu's pages.
  const profile = { key: 'profile' as const, to: '/account/profile', labelKey: 'pages:myProfile' };
  const deleteAccount = { key: 'deleteAccount' as const, to: '/account/settings/delete', labelKey: 'pages:deleteAccount' };
  const offersDeletion = deletion !== undefined && deletion.blockedBy !== 'ORGANISATION_SETTING';
  const links = [
    profile,
    ...userMenuLinks(viewer.roles, viewer.user._id).flatMap((link) => (isShown(link.key) ? [{ ...link, key: link.key }] : [])),
    ...(offersDeletion ? [deleteAccount] : []),
  ];
  const help: Record<ShownKey | 'profile' | 'deleteAccount', string> = {
    profile: t('more.profile'),
    security: t('more.security'),
    integrations: t('more.integrations'),
    coachingPreferences: t('more.coaching'),
    deleteAccount: t('more.deleteAccount'),
  };
  const icons: Record<ShownKey | 'profile' | 'deleteAccount', Icon> = {
    profile: IconUserEdit,
    security: IconShieldLock,
    integrations: IconPlugConnected,
    coachingPreferences: IconSchool,
    deleteAccount: IconUserX,
  };
  return (
    <Paper withBorder p="lg" radius="md" data-testid="preferences-more">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('more.title')}
        </Title>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.map((link) => {
            const LinkIcon = icons[link.key];
            return (
              <li key={link.key}>
                <NavLink
                  component={Link}
                  to={link.to}
                  label={<Text fw={500}>{t(link.labelKey, { ns: 'common' })}</Text>}
                  description={help[link.key]}
                  leftSection={<LinkIcon size={20} aria-hidden />}
                  rightSection={<IconChevronRight size={16} className={MIRROR_IN_RTL} />}
                  data-testid={`preferences-link-${link.key}`}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
