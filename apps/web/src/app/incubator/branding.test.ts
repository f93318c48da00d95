import { describe, expect, it } from 'vitest';
import { documentMeta, logoFor, logoSrc, logoVariantFor, startupLabelFor } from './branding';

const LOGOS = { logo: '/files/logo.png', whiteLogo: '/files/white.png', logoSquare: '/files/square.png' };

describe('tenant branding', () => {
  it('TEN-04: an active SEO setting gives the document title and description; otherwise the defaults', () => {
    const seo = { active: true, seoTitle: 'Demo — programs for founders', seoDescription: 'Twelve weeks.' };
    expect(documentMeta({ name: 'Demo Accelerator', incubatorSeo: seo })).toEqual({ title: 'Demo — programs for founders', description: 'Twelve weeks.' });
    expect(documentMeta({ name: 'Demo Accelerator', incubatorSeo: { ...seo, active: false } })).toEqual({ title: 'Demo Accelerator', description: null });
  });

  it('TEN-05: an active startup label in the reader’s language (else English) replaces "Startup"; inactive gives none', () => {
    const alternative = { active: true, label: [{ language: 'en', value: 'Venture' }, { language: 'fr', value: 'Entreprise' }] };
    expect(startupLabelFor(alternative, 'fr')).toBe('Entreprise');
    expect(startupLabelFor(alternative, 'de')).toBe('Venture');
    expect(startupLabelFor({ ...alternative, active: false }, 'fr')).toBeNull();
    expect(startupLabelFor({ active: true, label: [{ language: 'en', value: '  ' }] }, 'en')).toBeNull();
  });

  it('TEN-09, TEN-10: logo type REVERSE shows the white logo (side bar and login palettes alike); NORMAL the logo', () => {
    expect(logoFor(LOGOS, 'REVERSE')).toBe('/files/white.png');
    expect(logoFor(LOGOS, 'NORMAL')).toBe('/files/logo.png');
    expect(logoFor({ logo: '/files/logo.png', whiteLogo: null }, 'REVERSE')).toBe('/files/logo.png');
  });

  it('LOC-13, GAP-47: the square logo below 768 px, the full one from 768 px', () => {
    expect(logoVariantFor(767)).toBe('square');
    expect(logoVariantFor(768)).toBe('full');
    expect(logoSrc(LOGOS, 'square', 'NORMAL')).toBe('/files/square.png');
    expect(logoSrc({ ...LOGOS, logoSquare: null }, 'square', 'REVERSE')).toBe('/files/white.png');
  });
});
