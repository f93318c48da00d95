import { describe, expect, it } from 'vitest';
import { localized } from './metric-views.js';

const revenue = [
  { language: 'en', value: 'Revenue' },
  { language: 'fr', value: "Chiffre d'affaires" },
  { language: 'ar', value: '  ' },
];

describe('localized (a metric name in one language)', () => {
  it('takes the language asked for, else its base language, else English, else the first filled one', () => {
    expect(localized(revenue, 'fr')).toBe("Chiffre d'affaires");
    expect(localized(revenue, 'fr-CA')).toBe("Chiffre d'affaires");
    expect(localized(revenue, 'de')).toBe('Revenue');
    expect(localized(revenue, 'ar')).toBe('Revenue'); // blank: not a name
    expect(localized(revenue, null)).toBe('Revenue');
    expect(localized([{ language: 'es', value: 'Ingresos' }], 'fr')).toBe('Ingresos');
    expect(localized([], 'en')).toBe('');
  });
});
