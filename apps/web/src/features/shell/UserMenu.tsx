import { Avatar, Group, Menu, Switch, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import {
  IconAdjustments,
  IconCalendar,
  IconCalendarTime,
  IconChevronDown,
  IconDownload,
  IconLogout,
  IconPlugConnected,
  IconSettings,
  IconShieldLock,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/apollo/logout';
import { MIRROR_IN_RTL } from '../../lib/direction/mirror';
import { customRoleLabel } from '../../app/viewer/roles';
import { useViewer } from '../../app/viewer/ViewerContext';
import { userMenuLinks } from './userMenuItems';
import { HelpDocs } from '../help';
import { UserMenuSupport } from './UserMenuSupport';
import { initials } from '../../lib/initials';

const LINK_ICONS: Record<string, Icon> = {
  profile: IconUser,
  calendar: IconCalendar,
  availability: IconCalendarTime,
  preferences: IconSettings,
  exports: IconDownload,
  security: IconShieldLock,
  integrations: IconPlugConnected,
  coachingPreferences: IconAdjustments,
};

export function useRoleLabel(): string {
  const { t } = useTranslation();
  const viewer = useViewer();
  if (viewer.status !== 'authenticated') return '';
  const type = viewer.roles[0];
  const custom = customRoleLabel(type, viewer.user.role.label);
  if (custom) return custom;
  return type ? t(`roles.${type}`) : '';
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const roleLabel = useRoleLabel();
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  if (viewer.status !== 'authenticated') return null;
  const { user } = viewer;
  return (
    <>
      <Menu position="bottom-end" width={260} shadow="lg" withinPortal>
        <Menu.Target>
          <UnstyledButton data-testid="user-menu" aria-label={t('shell.userMenu')} px={6} py={4} style={{ borderRadius: 8 }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar alt="" src={user.avatar} radius="xl" size={34} color="indigo">
                {initials(user.fullName)}
              </Avatar>
              <div style={{ lineHeight: 1.1 }} className="hatchery-user-name">
                <Text dir="auto" size="sm" fw={600} truncate maw={160} data-testid="user-name">
                  {user.fullName}
                </Text>
                <Text dir="auto" size="xs" c="dimmed" truncate maw={160} data-testid="user-role">
                  {roleLabel}
                </Text>
              </div>
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {userMenuLinks(viewer.roles, user._id).map((link) => {
            const LinkIcon = LINK_ICONS[link.key] ?? IconSettings;
            return (
              <Menu.Item key={link.key} data-menu={link.key} leftSection={<LinkIcon size={16} />} onClick={() => void navigate(link.to)}>
                {t(link.labelKey)}
              </Menu.Item>
            );
          })}
          <Menu.Divider />
          <UserMenuSupport />
          <Menu.Divider />
          <Menu.Item closeMenuOnClick={false} onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{t('shell.darkMode')}</Text>
              <Switch checked={dark} readOnly color={dark ? 'blue' : 'gray'} size="sm" aria-label={t('shell.darkMode')} />
            </Group>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} className={MIRROR_IN_RTL} />} data-testid="logout" onClick={() => void logout()}>
            {t('userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* The documentation modal lives with the menu that opens it (also opened from the quick search). */}
      <HelpDocs />
    </>
  );
}
