import type { CSSProperties } from 'react';
import { readableTextColor, withAlpha } from '../../lib/color/contrast';
import type { SidebarPalette } from '../../app/incubator/queries';

/** The side bar's colours once made readable; what the CSS module reads through custom properties. */
export interface SidebarColors {
  background: string;
  text: string;
  activeBackground: string;
  activeText: string;
  activeSubText: string;
  hoverBackground: string;
}

/** Used when the tenant has no palette (or a field is empty); every pair here passes WCAG AA. */
export const DEFAULT_SIDEBAR_PALETTE: Omit<SidebarPalette, 'logoType'> = {
  backgroundColor: '#1F2540',
  textColor: '#E7E9F5',
  activeItemBackgroundColor: '#4263EB',
  activeItemTextColor: '#FFFFFF',
  activeSubItemTextColor: '#91A7FF',
};

function pick(value: string | null | undefined, fallback: string): string {
  return value?.trim() ? value.trim() : fallback;
}

/**
 * TEN-08: brandPalette.sidebar as the side bar shows it. The configured colours are kept when they are readable;
 * a text colour that fails 4.5:1 on its background is replaced by black or white (WCAG AA, the same rule as the
 * login button).
 */
export function sidebarColors(palette: Partial<SidebarPalette> | null | undefined): SidebarColors {
  const d = DEFAULT_SIDEBAR_PALETTE;
  const background = pick(palette?.backgroundColor, d.backgroundColor);
  const activeBackground = pick(palette?.activeItemBackgroundColor, d.activeItemBackgroundColor);
  const text = readableTextColor(background, pick(palette?.textColor, d.textColor)) ?? d.textColor;
  return {
    background,
    text,
    activeBackground,
    activeText: readableTextColor(activeBackground, pick(palette?.activeItemTextColor, d.activeItemTextColor)) ?? d.activeItemTextColor,
    activeSubText: readableTextColor(background, pick(palette?.activeSubItemTextColor, d.activeSubItemTextColor)) ?? d.activeSubItemTextColor,
    hoverBackground: withAlpha(text, 0.12) ?? 'transparent',
  };
}

/** The colours as the custom properties Shell.module.css uses, set inline on the navbar element. */
export function sidebarStyle(colors: SidebarColors): CSSProperties {
  return {
    '--sidebar-bg': colors.background,
    '--sidebar-text': colors.text,
    '--sidebar-active-bg': colors.activeBackground,
    '--sidebar-active-text': colors.activeText,
    '--sidebar-active-sub-text': colors.activeSubText,
    '--sidebar-hover-bg': colors.hoverBackground,
  } as CSSProperties;
}
