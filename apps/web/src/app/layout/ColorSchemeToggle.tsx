import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** LOC-07, LOC-08: light/dark, remembered in localStorage `darkMode` (system preference by default). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  const label = dark ? t('shell.lightMode') : t('shell.darkMode');
  return (
    <ActionIcon
        title={label}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        aria-pressed={dark}
        data-testid="color-scheme-toggle"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
  );
}
