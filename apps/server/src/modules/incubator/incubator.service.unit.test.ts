import { describe, expect, it } from 'vitest';
import { startupLabelFor } from './incubator.service.js';

const alternative = {
  active: true,
  label: [
    { language: 'en', value: 'Venture' },
    { language: 'fr', value: 'Jeune pousse' },
  ],
};

describe('startupLabelFor', () => {
  it('is "Startup" when the alternative is inactive', () => {
    expect(startupLabelFor({ defaultLanguage: 'en', startupNameAlternative: { ...alternative, active: false } })).toBe('Startup');
  });

  it('uses the asked language, else the incubator default language, else the first label', () => {
    const incubator = { defaultLanguage: 'en', startupNameAlternative: alternative };
    expect(startupLabelFor(incubator, 'fr-FR')).toBe('Jeune pousse');
    expect(startupLabelFor(incubator, 'de')).toBe('Venture');
    expect(startupLabelFor(incubator)).toBe('Venture');
    expect(startupLabelFor({ defaultLanguage: 'ar', startupNameAlternative: alternative }, 'ko')).toBe('Venture');
  });
});
