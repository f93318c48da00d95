import { contrastRatio, readableTextColor, AA_NORMAL_TEXT } from '../../lib/color/contrast';
import type { LoginPaletteValues, SidebarPaletteValues } from './documents';

/** A foreground/background pair of the palette that reads below WCAG AA (4.5:1); the app will swap its text colour. */
export interface ContrastIssue {
  /** Key under adminSettings.branding.pairs. */
  pair: 'sidebarText' | 'sidebarActive' | 'sidebarSubItem' | 'loginText' | 'loginButton';
  ratio: number;
}

const HEX = /^#[0-9a-f]{6}$/i;

function check(pair: ContrastIssue['pair'], foreground: string, background: string, into: ContrastIssue[]): void {
  if (!HEX.test(foreground) || !HEX.test(background)) return;
  const ratio = contrastRatio(foreground, background);
  if (ratio !== null && ratio < AA_NORMAL_TEXT) into.push({ pair, ratio: Math.round(ratio * 100) / 100 });
}

export interface CustomLoginColors {
  buttonBackgroundColor: string;
  buttonTextColor: string;
}

/** Every pair the preview shows, checked the way the shell and login page check them. */
export function contrastIssues(sidebar: SidebarPaletteValues, login: LoginPaletteValues, button?: CustomLoginColors | null): ContrastIssue[] {
  const issues: ContrastIssue[] = [];
  check('sidebarText', sidebar.textColor, sidebar.backgroundColor, issues);
  check('sidebarActive', sidebar.activeItemTextColor, sidebar.activeItemBackgroundColor, issues);
  check('sidebarSubItem', sidebar.activeSubItemTextColor, sidebar.backgroundColor, issues);
  check('loginText', login.textColor, login.backgroundColor, issues);
  if (button) check('loginButton', button.buttonTextColor, button.buttonBackgroundColor, issues);
  return issues;
}

/** The login card's colours as the login page shows them (a text colour too faint is replaced). */
export function loginCardColors(login: LoginPaletteValues): { background: string; text: string } {
  const background = HEX.test(login.backgroundColor) ? login.backgroundColor : '#ffffff';
  const text = readableTextColor(background, HEX.test(login.textColor) ? login.textColor : '#000000') ?? '#000000';
  return { background, text };
}

/** Which stored logo a surface shows: REVERSE means the white logo (TEN-09, TEN-10), else the full one. */
export function logoFor(logoType: string, logos: { logo: string | null; whiteLogo: string | null }): string | null {
  return logoType === 'REVERSE' ? logos.whiteLogo ?? logos.logo : logos.logo;
}
