import { BREAKPOINTS, DEFAULT_STARTUP_LABEL, normalizeLocale, type Locale } from '@hatchery/domain';
import type { PublicIncubator } from './queries';

/** REVERSE logo type shows the white logo (TEN-09, TEN-10). */
export function logoFor(incubator: Pick<PublicIncubator, 'logo' | 'whiteLogo'>, logoType: string): string | null {
  if (logoType === 'REVERSE') return incubator.whiteLogo ?? incubator.logo;
  return incubator.logo ?? incubator.whiteLogo;
}

/** TEN-05: the organisation's label for the current language when active, else null (caller shows the default). */
export function startupLabelFor(
  alternative: PublicIncubator['startupNameAlternative'] | undefined,
  locale: Locale,
): string | null {
  if (!alternative?.active) return null;
  const match =
    alternative.label.find((l) => normalizeLocale(l.language) === locale) ??
    alternative.label.find((l) => normalizeLocale(l.language) === 'en');
  const value = match?.value.trim();
  return value ? value : null;
}

export { DEFAULT_STARTUP_LABEL };

export type LogoVariant = 'full' | 'square';

/** GAP-47: the full logo at 768 px and wider, the square logo below. */
export function logoVariantFor(windowWidth: number): LogoVariant {
  return windowWidth < BREAKPOINTS.logo ? 'square' : 'full';
}

/** The logo image for a variant: the square one falls back to the full logo (per logo type) when it is missing. */
export function logoSrc(
  incubator: Pick<PublicIncubator, 'logo' | 'logoSquare' | 'whiteLogo'>,
  variant: LogoVariant,
  logoType: string,
): string | null {
  if (variant === 'square' && incubator.logoSquare) return incubator.logoSquare;
  return logoFor(incubator, logoType);
}

/** TEN-03, TEN-04: document title and description. */
export function documentMeta(incubator: Pick<PublicIncubator, 'name' | 'incubatorSeo'>): {
  title: string;
  description: string | null;
} {
  const seo = incubator.incubatorSeo;
  if (seo.active && seo.seoTitle) return { title: seo.seoTitle, description: seo.seoDescription };
  return { title: incubator.name, description: null };
}
