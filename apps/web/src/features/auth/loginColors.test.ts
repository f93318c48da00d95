import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/color/contrast';
import { PRIMARY_FILLED, customLoginButtonColors, loginBrandTextColor } from './loginColors';

describe('custom login button colours (TEN-12, WCAG AA)', () => {
  it('keeps the seeded demo pair, which reads at 8:1', () => {
    expect(customLoginButtonColors({ buttonBackgroundColor: '#F59E0B', buttonTextColor: '#1E1B4B' })).toEqual({
      backgroundColor: '#F59E0B',
      color: '#1E1B4B',
    });
  });

  it('replaces a configured text colour that fails 4.5:1 by a readable one', () => {
    const colors = customLoginButtonColors({ buttonBackgroundColor: '#F59E0B', buttonTextColor: '#FFFFFF' });
    expect(colors).toEqual({ backgroundColor: '#F59E0B', color: '#000000' });
    expect(contrastRatio(colors.color ?? '', '#F59E0B')).toBeGreaterThanOrEqual(4.5);
    expect(customLoginButtonColors({ buttonBackgroundColor: '#FEF3C7', buttonTextColor: '#FDE68A' }).color).toBe('#000000');
    expect(customLoginButtonColors({ buttonBackgroundColor: '#1E1B4B', buttonTextColor: '#312E81' }).color).toBe('#FFFFFF');
  });

  it('judges a text colour without a background against the theme button colour', () => {
    expect(customLoginButtonColors({ buttonTextColor: '#4338CA' })).toEqual({ backgroundColor: undefined, color: '#FFFFFF' });
    expect(customLoginButtonColors({ buttonBackgroundColor: ' ', buttonTextColor: null })).toEqual({
      backgroundColor: undefined,
      color: '#FFFFFF',
    });
    expect(contrastRatio('#FFFFFF', PRIMARY_FILLED)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours it cannot judge (named colours) as configured', () => {
    expect(customLoginButtonColors({ buttonBackgroundColor: 'rebeccapurple', buttonTextColor: 'gold' }).color).toBe('gold');
  });
});

describe('login brand panel text (TEN-10)', () => {
  it('keeps a readable palette and fixes an unreadable one', () => {
    expect(loginBrandTextColor({ backgroundColor: '#EEF2FF', textColor: '#1E1B4B' })).toBe('#1E1B4B');
    expect(loginBrandTextColor({ backgroundColor: '#EEF2FF', textColor: '#C7D2FE' })).toBe('#000000');
  });
});
