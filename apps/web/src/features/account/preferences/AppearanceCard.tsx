import { Group, Paper, SegmentedControl, Stack, Text, Title, useMantineColorScheme, useMatches, type MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function choice(icon: ReactNode, text: string): ReactNode {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}

/**
 * Light, dark or the system's mode (LOC-07, LOC-08): applied at once and kept the way Mantine keeps it (the app's
 * colorSchemeManager, local storage), the same setting as the user menu's dark-mode switch — so it is per device.
 */
export function AppearanceCard() {
  const { t } = useTranslation('preferences');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const titleId = useId();
  // Three translated labels side by side do not fit a phone in every language: stacked there.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Paper withBorder p="lg" radius="md" data-testid="preferences-appearance">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('appearance.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('appearance.help')}
        </Text>
        <SegmentedControl<MantineColorScheme>
          aria-labelledby={titleId}
          value={colorScheme}
          onChange={setColorScheme}
          fullWidth
          orientation={orientation}
          data={[
            { value: 'light', label: choice(<IconSun size={16} />, t('appearance.light')) },
            { value: 'dark', label: choice(<IconMoon size={16} />, t('appearance.dark')) },
            { value: 'auto', label: choice(<IconDeviceDesktop size={16} />, t('appearance.auto')) },
          ]}
          data-testid="preferences-color-scheme"
        />
      </Stack>
    </Paper>
  );
}
