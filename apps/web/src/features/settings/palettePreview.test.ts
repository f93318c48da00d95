import { describe, expect, it } from 'vitest';
import { contrastIssues, loginCardColors, logoFor } from './palettePreview';

const sidebar = {
  backgroundColor: '#1f2540',
  textColor: '#e7e9f5',
  activeItemBackgroundColor: '#4263eb',
  activeItemTextColor: '#ffffff',
  activeSubItemTextColor: '#91a7ff',
  logoType: 'NORMAL' as const,
};
const login = { backgroundColor: '#ffffff', textColor: '#1a1b1e', logoType: 'NORMAL' as const };

describe('palette preview helpers', () => {
  it('a readable palette has no contrast issues', () => {
    expect(contrastIssues(sidebar, login, { buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' })).toEqual([]);
  });

  it('names each pair below 4.5:1, with its ratio', () => {
    const issues = contrastIssues(
      { ...sidebar, textColor: '#2a3050', activeItemTextColor: '#4a6bf0' },
      { ...login, textColor: '#eeeeee' },
      { buttonBackgroundColor: '#ffff00', buttonTextColor: '#ffffff' },
    );
    expect(issues.map((i) => i.pair)).toEqual(['sidebarText', 'sidebarActive', 'loginText', 'loginButton']);
    expect(issues.every((i) => i.ratio < 4.5 && i.ratio >= 1)).toBe(true);
  });

  it('ignores colours still being typed', () => {
    expect(contrastIssues({ ...sidebar, textColor: '#12' }, login)).toEqual([]);
  });

  it('the login card swaps an unreadable text colour', () => {
    expect(loginCardColors({ ...login, textColor: '#fefefe' })).toEqual({ background: '#ffffff', text: '#000000' });
    expect(loginCardColors({ backgroundColor: '#101010', textColor: '#f0f0f0', logoType: 'NORMAL' })).toEqual({ background: '#101010', text: '#f0f0f0' });
  });

  it('REVERSE shows the white logo, falling back to the full one', () => {
    expect(logoFor('REVERSE', { logo: '/a.png', whiteLogo: '/w.png' })).toBe('/w.png');
    expect(logoFor('REVERSE', { logo: '/a.png', whiteLogo: null })).toBe('/a.png');
    expect(logoFor('NORMAL', { logo: '/a.png', whiteLogo: '/w.png' })).toBe('/a.png');
  });
});
