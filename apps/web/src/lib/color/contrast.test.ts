import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, contrastRatio, parseColor, readableTextColor, withAlpha } from './contrast';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#1E1B4B', { r: 30, g: 27, b: 75, a: 1 }],
    ['#1e1b4b80', { r: 30, g: 27, b: 75, a: 128 / 255 }],
    ['#f008', { r: 255, g: 0, b: 0, a: 136 / 255 }],
    ['rgb(30, 27, 75)', { r: 30, g: 27, b: 75, a: 1 }],
    ['rgba(30,27,75,0.5)', { r: 30, g: 27, b: 75, a: 0.5 }],
    ['rgb(30 27 75 / 50%)', { r: 30, g: 27, b: 75, a: 0.5 }],
    ['  White ', { r: 255, g: 255, b: 255, a: 1 }],
  ])('%s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each(['', 'navy', '#12', '#12345', 'rgb(1, 2)', 'hsl(10 20% 30%)', 'var(--x)'])('%j is not understood', (input) => {
    expect(parseColor(input)).toBeNull();
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // Mantine's indigo-6 under white text: 4.32, the failing "Sign in" button axe reported.
    expect(contrastRatio(WHITE, '#4C6EF5')).toBeCloseTo(4.32, 2);
    // Mantine's gray-6 "dimmed" text on white: 3.32.
    expect(contrastRatio('#868E96', WHITE)).toBeCloseTo(3.32, 2);
  });

  it('is symmetric for opaque colours and judges translucent text over its background', () => {
    expect(contrastRatio('#1E1B4B', '#F59E0B')).toBeCloseTo(contrastRatio('#F59E0B', '#1E1B4B') ?? 0, 10);
    expect(contrastRatio('rgba(0, 0, 0, 0)', WHITE)).toBeCloseTo(1, 5);
  });

  it('is null when a colour is not understood', () => {
    expect(contrastRatio('navy', WHITE)).toBeNull();
    expect(contrastRatio(WHITE, 'var(--x)')).toBeNull();
  });
});

describe('readableTextColor (tenant colour pairs, WCAG AA 4.5:1)', () => {
  it('keeps a configured pair that passes', () => {
    // The demo tenant's login button: amber with dark indigo text, 8.0:1.
    expect(readableTextColor('#F59E0B', '#1E1B4B')).toBe('#1E1B4B');
    expect(readableTextColor('#1E1B4B', '#E0E7FF')).toBe('#E0E7FF');
  });

  it('replaces a failing text colour by black or white, whichever reads better', () => {
    // The acme side bar's active item: white on coral is 3.46:1; black is 6.07:1.
    expect(readableTextColor('#E85D3F', '#FFFFFF')).toBe(BLACK);
    // Light grey on white: white background wants black.
    expect(readableTextColor('#FFFFFF', '#DDDDDD')).toBe(BLACK);
    // Dark grey on navy: white.
    expect(readableTextColor('#1E1B4B', '#333333')).toBe(WHITE);
  });

  it('always ends at 4.5:1 or better when it chooses', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const chosen = readableTextColor(hex, hex);
      expect(contrastRatio(chosen ?? '', hex), hex).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('honours another threshold (large text, 3:1)', () => {
    expect(readableTextColor('#4C6EF5', '#FFFFFF', 3)).toBe('#FFFFFF');
    expect(readableTextColor('#4C6EF5', '#FFFFFF')).toBe(BLACK);
  });

  it('chooses black or white when nothing is configured', () => {
    expect(readableTextColor('#F59E0B', null)).toBe(BLACK);
    expect(readableTextColor('#1E1B4B', undefined)).toBe(WHITE);
  });

  it('leaves colours it cannot judge as configured', () => {
    expect(readableTextColor('navy', '#111111')).toBe('#111111');
    expect(readableTextColor('#FFFFFF', 'crimson')).toBe('crimson');
    expect(readableTextColor(null, null)).toBeNull();
  });
});

describe('withAlpha', () => {
  it('gives an rgba() tint', () => {
    expect(withAlpha('#E0E7FF', 0.12)).toBe('rgba(224, 231, 255, 0.12)');
    expect(withAlpha('navy', 0.1)).toBeNull();
  });
});
