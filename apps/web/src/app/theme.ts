import { createTheme, darken, localStorageColorSchemeManager, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';
import { MODAL_CLOSE_MS, STORAGE_KEYS } from '@hatchery/domain';
import { AA_NORMAL_TEXT, contrastRatio } from '../lib/color/contrast';

/** LOC-07, LOC-08: the colour mode lives in localStorage `darkMode`; with nothing stored it follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.darkMode });

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA: white on indigo-6 is 4.34:1 (fails for buttons' normal-size text); indigo-7 is 4.97:1, indigo-8 5.7:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 250 } },
    // LOC-16: modals leave with a 300 ms animation (D1 §9).
    Modal: { defaultProps: { transitionProps: { duration: MODAL_CLOSE_MS } } },
    // D-173: Mantine's initial-focus placeholder is a focusable role="presentation" div inside role="menu"; being
    // focusable it is not presentational, so every open menu failed axe (critical aria-required-children). Without
    // it the focus trap focuses the menu itself, and the arrow keys move to the items as before.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * WCAG AA for the "light" variant (badges, avatar initials, light buttons) in the light scheme: Mantine writes shade 9
 * on shade 1, which is only 2.7–3.8:1 for yellow, lime, green, orange and teal. Shade 9 darkened by 30 % reads at
 * 5:1 or better on shade 1 (and on the shade-2 hover background) for every palette colour.
 */
function lightVariantTextColors(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)]),
  );
}

/**
 * D-564: coloured text (`c="red"`: an overdue task's date, a refusal under a form, a full event) in the light scheme.
 * Mantine writes it in the colour's filled shade — shade 7 with our primaryShade, red-7 is 3.7:1 on white — so each
 * colour takes the first of its shades 7, 8, 9 that reads at 4.5:1 on gray-1 (the darkest light surface, a hovered row),
 * else shade 9 darkened by 30 % as the light variant does. The dark scheme's shade 4 passes on the dark surfaces.
 */
function lightTextColors(theme: MantineTheme): Record<string, string> {
  const surface = theme.colors.gray[1];
  return Object.fromEntries(
    Object.entries(theme.colors).map(([name, shades]) => {
      const readable = ([7, 8, 9] as const).find((shade) => (contrastRatio(shades[shade], surface) ?? 0) >= AA_NORMAL_TEXT);
      return [`--mantine-color-${name}-text`, readable === undefined ? darken(shades[9], 0.3) : `var(--mantine-color-${name}-${readable})`];
    }),
  );
}

/**
 * WCAG AA (4.5:1) for Mantine's secondary text colours. Its defaults fail: dimmed gray-6 on white is 3.3:1 and
 * dark-2 on dark-7 4.0:1; the anchor blue-6 on white 3.6:1. The values below pass on the body, card and hover
 * backgrounds of both schemes (white, gray-0, gray-1; dark-5 … dark-8). The error colour too (a field's message and
 * its text in error): red-6 on white is 3.6:1; red-9 reads at 5.4:1, and red-4 on the dark surfaces at 5:1 or better.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...lightVariantTextColors(theme),
    ...lightTextColors(theme),
    '--mantine-color-dimmed': '#5C636A',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // indigo-7 is 4.98:1 on white but 4.48:1 on gray-1, the hovered table row (D-172); indigo-8 is 5.1:1 there.
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--hatchery-accent-text': 'var(--mantine-color-indigo-8)',
    '--hatchery-page-bg': 'var(--mantine-color-gray-0)',
    '--hatchery-hover-bg': 'var(--mantine-color-gray-1)',
    // D-173: a red (danger) menu item; Mantine writes red-6, 3.3:1 on white.
    '--hatchery-danger-text': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': '#A8A8A8',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
    '--hatchery-accent-text': 'var(--mantine-color-indigo-3)',
    '--hatchery-page-bg': 'var(--mantine-color-dark-8)',
    '--hatchery-hover-bg': 'var(--mantine-color-dark-5)',
    '--hatchery-danger-text': 'var(--mantine-color-red-3)',
  },
});
