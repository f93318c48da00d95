import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/color/contrast';
import { DEFAULT_SIDEBAR_PALETTE, sidebarColors, sidebarStyle } from './sidebarPalette';

const DEMO = {
  backgroundColor: '#1E1B4B',
  textColor: '#E0E7FF',
  activeItemBackgroundColor: '#F59E0B',
  activeItemTextColor: '#1E1B4B',
  activeSubItemTextColor: '#FCD34D',
  logoType: 'REVERSE',
};

describe('side-bar palette (TEN-08)', () => {
  it('uses every configured colour when the pairs are readable', () => {
    expect(sidebarColors(DEMO)).toEqual({
      background: '#1E1B4B',
      text: '#E0E7FF',
      activeBackground: '#F59E0B',
      activeText: '#1E1B4B',
      activeSubText: '#FCD34D',
      hoverBackground: 'rgba(224, 231, 255, 0.12)',
    });
  });

  it('replaces an unreadable text colour (acme: white on coral) and keeps the backgrounds', () => {
    const colors = sidebarColors({ ...DEMO, activeItemBackgroundColor: '#E85D3F', activeItemTextColor: '#FFFFFF' });
    expect(colors.activeBackground).toBe('#E85D3F');
    expect(colors.activeText).toBe('#000000');
    const light = sidebarColors({ ...DEMO, backgroundColor: '#FFFFFF', textColor: '#EEEEEE', activeSubItemTextColor: '#FFFF00' });
    expect(light.background).toBe('#FFFFFF');
    expect(light.text).toBe('#000000');
    expect(light.activeSubText).toBe('#000000');
  });

  it('falls back to a readable default palette for missing fields', () => {
    const colors = sidebarColors(null);
    expect(colors.background).toBe(DEFAULT_SIDEBAR_PALETTE.backgroundColor);
    expect(sidebarColors({ ...DEMO, backgroundColor: ' ' }).background).toBe(DEFAULT_SIDEBAR_PALETTE.backgroundColor);
    for (const [fg, bg] of [
      [colors.text, colors.background],
      [colors.activeText, colors.activeBackground],
      [colors.activeSubText, colors.background],
    ] as const) {
      expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('exposes the colours as the custom properties the CSS module reads', () => {
    expect(sidebarStyle(sidebarColors(DEMO))).toEqual({
      '--sidebar-bg': '#1E1B4B',
      '--sidebar-text': '#E0E7FF',
      '--sidebar-active-bg': '#F59E0B',
      '--sidebar-active-text': '#1E1B4B',
      '--sidebar-active-sub-text': '#FCD34D',
      '--sidebar-hover-bg': 'rgba(224, 231, 255, 0.12)',
    });
  });
});
