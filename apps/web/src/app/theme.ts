import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '@hatchery/domain';

/** LOC-07, LOC-08: the colour mode lives in localStorage `darkMode`; with nothing stored it follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.darkMode });

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 250 } },
  },
});
