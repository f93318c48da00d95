/**
 * The looks a page is screenshot in (issue 14: 1280 and 375 wide, English and Arabic, light and dark): one list and one
 * way to open a page in a variant and check it took, for every screenshot suite.
 */
import type { Page } from '@playwright/test';
import { expect, type SessionCleanup } from './fixtures';
import { tenantUrl } from './env';

export interface ScreenVariant {
  width: number;
  height: number;
  language: 'en' | 'ar';
  colorScheme: 'light' | 'dark';
}

/** Every combination: two widths × two languages × two schemes — what `npm run screenshots` photographs. */
export const ALL_SCREEN_VARIANTS: readonly ScreenVariant[] = [1280, 375].flatMap((width) =>
  (['en', 'ar'] as const).flatMap((language) => (['light', 'dark'] as const).map((colorScheme) => ({ width, height: width === 375 ? 740 : 800, language, colorScheme }))),
);

/**
 * The four looks CI runs (D-530): a pairwise covering set — every pair of width × language, width × scheme and
 * language × scheme appears in one look (1280-en-light, 1280-ar-dark, 375-en-dark, 375-ar-light), so each check that
 * depends on two of them (RTL at 375, dark contrast in Arabic, …) still runs, in half the browser time. The first look
 * stays 1280-en-light. `E2E_LOOKS=all` (`npm run screenshots`) runs every combination.
 */
const PAIRWISE_SCREEN_VARIANTS: readonly ScreenVariant[] = ALL_SCREEN_VARIANTS.filter(
  (v) => (v.width === 1280) === ((v.language === 'en') === (v.colorScheme === 'light')),
);

/** The looks every screenshot suite loops over: the pairwise four, or all eight with `E2E_LOOKS=all`. */
export const SCREEN_VARIANTS: readonly ScreenVariant[] = process.env.E2E_LOOKS === 'all' ? ALL_SCREEN_VARIANTS : PAIRWISE_SCREEN_VARIANTS;

/** `1280-ar-dark`: the variant in a test or screenshot name. */
export const variantSuffix = (v: ScreenVariant): string => `${v.width}-${v.language}-${v.colorScheme}`;

/** A page in a fresh context with the variant's viewport, colour scheme and language (the lang_pref cookie). */
export async function variantPage(sessions: SessionCleanup, variant: ScreenVariant): Promise<Page> {
  const context = await sessions.newContext({ colorScheme: variant.colorScheme, viewport: { width: variant.width, height: variant.height } });
  if (variant.language !== 'en') await context.addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
  return context.newPage();
}

/**
 * Opens `url` on an already signed-in page in the variant's look (viewport, colour scheme, language cookie), so a
 * journey signs in once per person instead of once per look (the tenant caps sessions per user, AUTH-15).
 */
export async function openVariant(page: Page, variant: ScreenVariant, url: string): Promise<void> {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await page.emulateMedia({ colorScheme: variant.colorScheme });
  await page.context().addCookies([{ name: 'lang_pref', value: variant.language, url: tenantUrl('demo', '/') }]);
  await page.goto(url);
  await expectVariant(page, variant);
}

/** The page shows the variant: its direction and colour scheme. */
export async function expectVariant(page: Page, variant: ScreenVariant): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', variant.language === 'ar' ? 'rtl' : 'ltr');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', variant.colorScheme);
}

/** The page itself never scrolls sideways (a table may, inside its own scroll area). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
}

/**
 * No field's text runs under its end section (the chevron, the clear button): each visible input leaves at least its
 * end section's width free at its end (D-563). Answers the fields that do, as `placeholder|value: padding < section`.
 */
export async function expectTextClearOfSections(page: Page): Promise<void> {
  const covered = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.mantine-Input-wrapper')).flatMap((wrapper) => {
      const input = wrapper.querySelector('input.mantine-Input-input') as HTMLInputElement | null;
      const section = wrapper.querySelector(':scope > .mantine-Input-section[data-position="right"]') as HTMLElement | null;
      if (!input || !section || input.offsetParent === null) return [];
      const style = getComputedStyle(input);
      const end = parseFloat(style.direction === 'rtl' ? style.paddingLeft : style.paddingRight);
      return end + 1 < section.offsetWidth ? [`${input.placeholder}|${input.value}: ${end} < ${section.offsetWidth}`] : [];
    }),
  );
  expect(covered, 'fields whose text runs under the chevron or the clear button').toEqual([]);
}

/**
 * Text cut short (Mantine's truncate and lineClamp) runs in its own direction: in an Arabic page an English name cut
 * to one line must lose its end, not its first letters (D-567). Each visible cut text that starts with a Latin letter
 * is laid out left to right.
 */
export async function expectCutTextInOwnDirection(page: Page): Promise<void> {
  const wrong = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-truncate], [data-line-clamp]')).flatMap((el) => {
      const text = (el.textContent ?? '').trim();
      if (!/^[A-Za-z]/.test(text) || (el as HTMLElement).offsetParent === null) return [];
      return getComputedStyle(el).direction === 'ltr' ? [] : [text.slice(0, 40)];
    }),
  );
  expect(wrong, 'Latin text cut short but laid out right to left').toEqual([]);
}
