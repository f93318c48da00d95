import { DEFAULT_THEME, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/color/contrast';
import { cssVariablesResolver, theme } from './theme';

const full: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

/** `var(--mantine-color-indigo-8)` or a hex colour → the hex colour. */
function resolve(value: string): string {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!shade) return value;
  return full.colors[shade[1]!]![Number(shade[2])]!;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('link colour contrast (WCAG AA 4.5:1, D-172)', () => {
  const variables = cssVariablesResolver(full);
  it('light: on white, the page (gray-0) and a hovered table row (gray-1, Mantine\'s --table-hover-color)', () => {
    const anchor = resolve(variables.light['--mantine-color-anchor']!);
    for (const background of ['#ffffff', full.colors.gray[0], full.colors.gray[1]]) expect(contrast(anchor, background!), background).toBeGreaterThanOrEqual(4.5);
  });
  it('dark: on the body, card, page and hovered row backgrounds (dark-5 … dark-8)', () => {
    const anchor = resolve(variables.dark['--mantine-color-anchor']!);
    for (const shade of [5, 6, 7, 8]) expect(contrast(anchor, full.colors.dark[shade]!), `dark-${shade}`).toBeGreaterThanOrEqual(4.5);
  });
  it('a red menu item (delete, archive): on the light dropdown and its hover, and on the dark ones (D-173)', () => {
    const light = resolve(variables.light['--hatchery-danger-text']!);
    for (const background of ['#ffffff', full.colors.gray[1], full.colors.red[0]]) expect(contrast(light, background!), background).toBeGreaterThanOrEqual(4.5);
    const dark = resolve(variables.dark['--hatchery-danger-text']!);
    for (const shade of [4, 5, 6, 7]) expect(contrast(dark, full.colors.dark[shade]!), `dark-${shade}`).toBeGreaterThanOrEqual(4.5);
  });
});

describe('coloured text, c="red" and the like (WCAG AA 4.5:1, D-564)', () => {
  const variables = cssVariablesResolver(full);
  /** A light `--mantine-color-<name>-text`: a shade variable or the darkened colour Mantine's darken() writes. */
  const lightText = (name: string): string => resolve(variables.light[`--mantine-color-${name}-text`]!);
  it('light: every palette colour reads on white, the page (gray-0) and a hovered row (gray-1)', () => {
    for (const name of Object.keys(full.colors)) {
      for (const background of ['#ffffff', full.colors.gray[0], full.colors.gray[1]]) {
        expect(contrastRatio(lightText(name), background!), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
  it('red keeps the error colour (red-9), not a darker stand-in', () => {
    expect(variables.light['--mantine-color-red-text']).toBe('var(--mantine-color-red-9)');
  });
  it("dark: Mantine's shade 4 of the colours the app writes text in reads on the body and card (dark-6 … dark-8)", () => {
    for (const name of ['red', 'teal', 'green', 'orange']) {
      for (const shade of [6, 7, 8]) expect(contrastRatio(full.colors[name]![4]!, full.colors.dark[shade]!), `${name}-4 on dark-${shade}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
