import { readableTextColor } from '../../lib/color/contrast';

/** The filled button's own background (theme primary, indigo-7) when the tenant configures only a text colour. */
export const PRIMARY_FILLED = '#4263EB';

export interface CustomLoginButtonColors {
  backgroundColor: string | undefined;
  color: string | undefined;
}

/**
 * The custom-login "Learn more" button (TEN-12): the tenant's colours, except that a text
 * colour under 4.5:1 on the button becomes black or white, whichever reads better (WCAG AA).
 */
export function customLoginButtonColors(configured: {
  buttonBackgroundColor?: string | null;
  buttonTextColor?: string | null;
}): CustomLoginButtonColors {
  const background = configured.buttonBackgroundColor?.trim() || undefined;
  return {
    backgroundColor: background,
    color: readableTextColor(background ?? PRIMARY_FILLED, configured.buttonTextColor?.trim() || null) ?? undefined,
  };
}

/** The login palette's brand panel: its text colour made readable on its background the same way. */
export function loginBrandTextColor(palette: { backgroundColor: string; textColor: string }): string | undefined {
  return readableTextColor(palette.backgroundColor, palette.textColor) ?? undefined;
}
