import { Box, Button, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconHome, IconRocket, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sidebarColors, useStartupsLabel } from '../shell';
import type { LoginPaletteValues, SidebarPaletteValues } from './documents';
import { loginCardColors, logoFor } from './palettePreview';

interface Logos {
  logo: string | null;
  whiteLogo: string | null;
}

/** The side bar as it will look (same colour rule as the real one), updated on every keystroke. */
export function SidebarPreview({ palette, logos, name }: { palette: SidebarPaletteValues; logos: Logos; name: string }) {
  const { t } = useTranslation();
  const startupsLabel = useStartupsLabel();
  const colors = sidebarColors(palette);
  const logo = logoFor(palette.logoType, logos);
  const item = (active: boolean) => ({
    padding: '8px 12px',
    borderRadius: 8,
    background: active ? colors.activeBackground : 'transparent',
    color: active ? colors.activeText : colors.text,
    fontWeight: active ? 600 : 500,
  });
  return (
    <Box data-testid="sidebar-preview" style={{ background: colors.background, color: colors.text, borderRadius: 12, padding: 16, minHeight: 260 }}>
      <Stack gap={6}>
        <Box h={40} mb={8} style={{ display: 'flex', alignItems: 'center' }}>
          {logo ? <Image src={logo} alt="" h={32} w="auto" maw="100%" fit="contain" /> : <Text fw={700}>{name}</Text>}
        </Box>
        <Group gap={10} style={item(true)} data-testid="sidebar-preview-active" wrap="nowrap">
          <IconHome size={18} aria-hidden />
          <span>{t('nav.home')}</span>
        </Group>
        <Box ps={40} py={4} style={{ color: colors.activeSubText, fontSize: 14, fontWeight: 600 }}>
          {t('adminSettings.branding.previewSubItem')}
        </Box>
        <Group gap={10} style={item(false)} wrap="nowrap">
          <IconRocket size={18} aria-hidden />
          <span>{startupsLabel}</span>
        </Group>
        <Group gap={10} style={item(false)} wrap="nowrap">
          <IconUsers size={18} aria-hidden />
          <span>{t('nav.community')}</span>
        </Group>
      </Stack>
    </Box>
  );
}

/** The login card with the login palette, logo and the custom text/link button (TEN-10, TEN-12). */
export function LoginCardPreview({ palette, logos, name, customLogin }: {
  palette: LoginPaletteValues;
  logos: Logos;
  name: string;
  customLogin: { active: boolean; text: string | null; buttonBackgroundColor: string; buttonTextColor: string };
}) {
  const { t } = useTranslation();
  const colors = loginCardColors(palette);
  const logo = logoFor(palette.logoType, logos);
  return (
    <Paper data-testid="login-preview" radius="lg" p="lg" shadow="sm" withBorder style={{ background: colors.background, color: colors.text }}>
      <Stack gap="sm" align="stretch">
        <Group justify="center" h={44}>
          {logo ? <Image src={logo} alt="" h={40} w="auto" fit="contain" /> : <Text fw={700}>{name}</Text>}
        </Group>
        <Text fw={600} ta="center">{t('adminSettings.branding.previewWelcome')}</Text>
        <TextInput aria-label={t('login.email')} placeholder={t('login.email')} readOnly size="xs" />
        <Button size="xs" fullWidth tabIndex={-1}>{t('login.submit')}</Button>
        {customLogin.active && customLogin.text ? (
          <Stack gap={6} mt={4}>
            <Text size="sm" ta="center" dir="auto">
              {customLogin.text}
            </Text>
            <Button
              size="xs"
              tabIndex={-1}
              styles={{ root: { background: customLogin.buttonBackgroundColor, color: customLogin.buttonTextColor } }}
              data-testid="login-preview-custom-button"
            >
              {t('adminSettings.branding.previewLink')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
